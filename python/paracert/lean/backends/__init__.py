"""Ways of running items on Lean, each behind `base.LeanBackend`: the local session pool, Ray
actors, the warm background daemon (its client is the backend; server and shared pieces beside it)
and batch files. Items in, one `ItemResult` per item out; caching and the guard stay in
`paracert.lean.runner`."""

"""Ways of running items on Lean, each behind `base.LeanBackend` or beside it: the local session
pool, Ray actors, the warm background daemon (client, server, shared pieces) and batch files.
Items in, one `ItemResult` per item out; caching and the guard stay in `paracert.lean.runner`."""

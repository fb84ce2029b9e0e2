import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: 8d241846648f93f3ccbaab9a6cc35f0a7a709315d596a6389c8e5a43a74ed834
theorem pc_8d241846648f93f3 : (∀ n : Nat, 0 < n + 1) ↔ (∀ n : Nat, 0 < n + 1) :=
  by paracert_iff_rfl

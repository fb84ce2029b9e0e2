import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: 6d57d15b9bd0e6378d3add8c57d039732172f504bb6098d8a3811afb2ce4b5ab
theorem pc_6d57d15b9bd0e637 : (∀ m n : Nat, m < n + 1 ↔ m ≤ n) ↔ (∀ m n : Nat, m < n + 1 ↔ m ≤ n) :=
  by paracert_iff_rfl

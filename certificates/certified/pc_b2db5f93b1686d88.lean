import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: b2db5f93b1686d88d3dc3e5d5d6797251a3704c683e537e05ee57f153fe35a12
theorem pc_b2db5f93b1686d88 : (∀ n : Nat, n ≠ 0 → 0 < n) ↔ (∀ (count : Nat), count ≠ 0 → 0 < count) :=
  by paracert_iff_rfl

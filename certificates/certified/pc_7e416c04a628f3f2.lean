import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 7e416c04a628f3f2a36c97f0f63c372165ee667366b65a1bc6d96ce61c85fb7b
theorem pc_7e416c04a628f3f2 : (∀ n : Nat, 0 < n + 1) ↔ (∀ (count : Nat), 0 < count + 1) :=
  by paracert_iff_rfl

import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: 97f7abdab4e690e2ad4d5807e119ec812ed938cea2fa03435a66ad1c1cb68494
theorem pc_97f7abdab4e690e2 : (∀ n : Nat, n ≠ 0 → 0 < n) ↔ (∀ n : Nat, n ≠ 0 → 0 < n) :=
  by paracert_iff_rfl

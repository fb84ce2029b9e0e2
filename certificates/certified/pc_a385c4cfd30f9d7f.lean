import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: a385c4cfd30f9d7fbba4b5865128bcb0e3e58864643963642c0eb4f939182e6e
theorem pc_a385c4cfd30f9d7f : (∀ n : Nat, 0 ∣ n ↔ n = 0) ↔ (∀ (n : Nat), 0 ∣ n ↔ 0 = n) :=
  by paracert_rules

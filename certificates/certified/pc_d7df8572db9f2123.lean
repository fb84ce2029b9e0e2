import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: d7df8572db9f21235e599fdaea2d4569eec4b7d1038eef76816668b39c01bbe3
theorem pc_d7df8572db9f2123 : (∀ b : Nat, 0 % b = 0) ↔ (∀ (b : Nat), 0 = 0 % b) :=
  by paracert_rules

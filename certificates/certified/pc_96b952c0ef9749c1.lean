import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "quantifier" · pair: 96b952c0ef9749c19e276218a0d191c09d3aad5ce3bb9f4474cafcd91680952e
theorem pc_96b952c0ef9749c1 : (∀ b : Nat, 0 % b = 0) ↔ (∀ b : Nat, 0 % b = 0) :=
  by paracert_iff_rfl

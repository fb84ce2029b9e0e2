import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 02a7459009ce9e6189f8593c4321eb24ceae402151d47a542082eaaf795709cd
theorem pc_02a7459009ce9e61 : (∀ p : Nat, Nat.Prime p → p ≠ 1) ↔ (∀ (p : Nat), Nat.Prime p → 1 ≠ p) :=
  by paracert_rules

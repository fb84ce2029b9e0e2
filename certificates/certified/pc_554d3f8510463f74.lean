import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 554d3f8510463f74f7d36e1781742c6cb5f25f9216366b46ea2372bc5986eee8
theorem pc_554d3f8510463f74 : (∀ p : Nat, Nat.Prime p → p ≠ 1) ↔ (∀ p : Nat, Nat.Prime p → p ≠ 1) :=
  by paracert_iff_rfl

import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "order" · pair: 173f5d88d3d9843bdb54ced4c32a0a48ee597266965795110d5b2028fdcd561e
theorem pc_173f5d88d3d9843b : (∀ n : Nat, 0 ≤ n) ↔ (∀ n : Nat, n ≥ 0) :=
  by paracert_iff_rfl

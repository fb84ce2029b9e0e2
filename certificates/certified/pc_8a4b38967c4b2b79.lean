import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "order" · pair: 8a4b38967c4b2b796c4b2ae7e215c9385024d2289d9fd981fdece57c7456e94f
theorem pc_8a4b38967c4b2b79 : (∀ p : Nat, Nat.Prime p → 2 ≤ p) ↔ (∀ p : Nat, Nat.Prime p → p ≥ 2) :=
  by paracert_iff_rfl

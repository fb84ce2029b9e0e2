import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "quantifier" · pair: dd8b2262856d3399056741d45accbcc7c4910c385870af4f53b93903d1f97cb3
theorem pc_dd8b2262856d3399 : (∀ n : Nat, 0 ≤ n) ↔ (∀ n : Nat, 0 ≤ n) :=
  by paracert_iff_rfl

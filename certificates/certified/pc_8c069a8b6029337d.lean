import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 8c069a8b6029337da2b93022822c86edd35ee3d3b82868fb4e14e10ed6e746ee
theorem pc_8c069a8b6029337d {G : Type} [Paracert.Group G] : (∀ {a b c : G}, a * b = a * c ↔ b = c) ↔ (∀ {integer_value offset shift : G}, integer_value * offset = integer_value * shift ↔ offset = shift) :=
  by paracert_iff_rfl

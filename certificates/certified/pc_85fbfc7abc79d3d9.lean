import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 85fbfc7abc79d3d96a041f4bea49e472bcede6832118df2f3095ddc6f0815daa
theorem pc_85fbfc7abc79d3d9 {R : Type} [Paracert.LinearOrderedField R] : (∀ (m b : R), m * 7 + b = -1 → m * -1 + b = 7 → m + b = 5) ↔ (∀ (m b : R), -1 = m * 7 + b → m * -1 + b = 7 → m + b = 5) :=
  by paracert_rules

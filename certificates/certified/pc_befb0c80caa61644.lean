import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: befb0c80caa616443848901e7083d2a2bbdd5dc9507b6d4b2032f20fb4b6fc3b
theorem pc_befb0c80caa61644 {M : Type} [Paracert.AddZeroClass M] : (∀ (a : M), 0 + a = a) ↔ (∀ (ll : M), 0 + ll = ll) :=
  by paracert_iff_rfl

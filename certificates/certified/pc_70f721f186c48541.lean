import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 70f721f186c48541333e89a6463ca66a9100dcdc031d997acc25a0742cd5c871
theorem pc_70f721f186c48541 {M : Type} [Paracert.AddZeroClass M] : (∀ (a : M), 0 + a = a) ↔ (∀ (zero : M), 0 + zero = zero) :=
  by paracert_iff_rfl

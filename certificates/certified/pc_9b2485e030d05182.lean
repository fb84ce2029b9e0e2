import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 9b2485e030d051827ec0185b298d2e6e1a97e73e03538b057732245fbc690fa9
theorem pc_9b2485e030d05182 : (∀ {R : Type} [Paracert.LinearOrderedField R] (abs : R → R), ∀ (a : R), abs (abs a) = abs a) ↔ (∀ {R : Type} [Paracert.LinearOrderedField R] (f : R → R), ∀ (a : R), f (f a) = f a) :=
  by paracert_iff_rfl

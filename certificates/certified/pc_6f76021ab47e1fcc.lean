import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 6f76021ab47e1fcc62fbe24c9c29475b1e551dce239b504a8dc1efe26688821e
theorem pc_6f76021ab47e1fcc {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (a : R), abs (abs a) = abs a) ↔ (∀ (ll : R), abs (abs ll) = abs ll) :=
  by paracert_iff_rfl

import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 4053adc167b614cdd127ed91fe8ab312f494f544cf5ef65cbe30bba09b463275
theorem pc_4053adc167b614cd {G : Type} [Paracert.Semigroup G] : (∀ (a b c : G), a * b * c = a * (b * c)) ↔ (∀ (zero one negative : G), zero * one * negative = zero * (one * negative)) :=
  by paracert_iff_rfl

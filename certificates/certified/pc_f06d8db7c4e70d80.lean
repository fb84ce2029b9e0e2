import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: f06d8db7c4e70d8041ca9de688ae00afff763fcf52b1c5540d727d2debc35319
theorem pc_f06d8db7c4e70d80 {M₀ : Type} [Paracert.MulZeroClass M₀] : (∀ (a : M₀), 0 * a = 0) ↔ (∀ (a : M₀), 0 = 0 * a) :=
  by paracert_rules

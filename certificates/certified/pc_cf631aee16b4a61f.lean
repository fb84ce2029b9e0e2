import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: cf631aee16b4a61f7b15fbf811d8ea0fcb501e02e2a0b0cb3842a7a7ac8127ad
theorem pc_cf631aee16b4a61f {R : Type} [Paracert.LinearOrderedField R] : (∀ (a : R), a * (2 - a) ≤ 1) ↔ (∀ (integer_value : R), integer_value * (2 - integer_value) ≤ 1) :=
  by paracert_iff_rfl

import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 23df46d6624b9de85288824ddc6abd56bba6a31af3ef5128e6667756b126696d
theorem pc_23df46d6624b9de8 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), x / 50 = 40 → x = 2000) ↔ (∀ (integer_value : R), integer_value / 50 = 40 → integer_value = 2000) :=
  by paracert_iff_rfl

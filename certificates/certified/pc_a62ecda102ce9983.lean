import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: a62ecda102ce9983fa0c1e60bf6db8eb852ca78f2952f193776aeb1a3a73b6ea
theorem pc_a62ecda102ce9983 : (∀ a : Int, a + (-a) = 0) ↔ (∀ (integer_value : Int), integer_value + -integer_value = 0) :=
  by paracert_iff_rfl

import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 36c5492d9cd312498f415880315d18b0850d16c70357f267d90157c7da1fe3af
theorem pc_36c5492d9cd31249 : (∀ (α : Type), List.length ([] : List α) = 0) ↔ (∀ (α : Type), List.length ([] : List α) = 0) :=
  by paracert_iff_rfl

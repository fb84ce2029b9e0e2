import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: 272ac7e0b756ccbbf9b5258ab894788ab8b956735b726fd7d8c3b0b0812b9b5b
theorem pc_272ac7e0b756ccbb : (∀ (α : Type), List.length ([] : List α) = 0) ↔ (∀ (α : Type), List.length ([] : List α) = 0) :=
  by paracert_iff_rfl

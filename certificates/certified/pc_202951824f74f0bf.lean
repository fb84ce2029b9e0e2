import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 202951824f74f0bfbb64238ac6f08e57c9fde0dd1010981d882b1a18fab647ff
theorem pc_202951824f74f0bf : (∀ (α : Type), List.length ([] : List α) = 0) ↔ (∀ (α : Type), List.length ([] : List α) = 0) :=
  by paracert_iff_rfl

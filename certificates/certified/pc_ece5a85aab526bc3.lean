import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: ece5a85aab526bc30e9e9baeb8935dbce618783d3ff14f73478dce97ab206277
theorem pc_ece5a85aab526bc3 {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a : α), abs (-a) = abs a) ↔ (∀ (qlduyi7 : α), abs (-qlduyi7) = abs qlduyi7) :=
  by paracert_iff_rfl

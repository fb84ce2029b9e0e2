import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 6e25c9068c101b99b78a38bdeb58c4d3d6389324513f776980784e7a786fd4c8
theorem pc_6e25c9068c101b99 {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (a : R), abs (abs a) = abs a) ↔ (∀ (integer_value : R), abs (abs integer_value) = abs integer_value) :=
  by paracert_iff_rfl

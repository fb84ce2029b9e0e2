import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 7f52e5e3433b7311d15a550582efe8cdb3359a7531fe1998bede059f95dc305f
theorem pc_7f52e5e3433b7311 {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (a : R), abs (abs a) = abs a) ↔ (∀ (a : R), abs (abs a) = abs a) :=
  by paracert_iff_rfl

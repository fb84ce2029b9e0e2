import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 1ac8ea600e0d5de16fa4533bb918c0b53b060b3a1b3d85b5ec7cf79e85834daa
theorem pc_1ac8ea600e0d5de1 {M : Type} [Paracert.AddZeroClass M] : (∀ (a : M), 0 + a = a) ↔ (∀ (a : M), 0 + a = a) :=
  by paracert_iff_rfl

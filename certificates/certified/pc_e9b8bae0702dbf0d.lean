import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: e9b8bae0702dbf0d392a7af3f2a332fd636b277eaca611e15ec631ec5631709d
theorem pc_e9b8bae0702dbf0d {M : Type} [Paracert.MulOneClass M] : (∀ (a : M), a * 1 = a) ↔ (∀ (zero : M), zero * 1 = zero) :=
  by paracert_iff_rfl

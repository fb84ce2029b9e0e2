import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: f2365a6efa9e3b5def85a1c753fc13f749c53deb2b0b27e3f13fb3d5194db7cd
theorem pc_f2365a6efa9e3b5d {R : Type} [Paracert.LinearOrderedField R] : (∀ (n x : R), n + x = 97 → n + 5 * x = 265 → n + 2 * x = 139) ↔ (∀ (integer_value offset : R), integer_value + offset = 97 → integer_value + 5 * offset = 265 → integer_value + 2 * offset = 139) :=
  by paracert_iff_rfl

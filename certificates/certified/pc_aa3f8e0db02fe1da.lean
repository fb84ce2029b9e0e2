import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: aa3f8e0db02fe1da2cee9fb5f931a8f04a5cbb95241b91c4974fcaa979a4bf58
theorem pc_aa3f8e0db02fe1da {R : Type} [Paracert.LinearOrderedField R] : (∀ (n x : R), n + x = 97 → n + 5 * x = 265 → n + 2 * x = 139) ↔ (∀ (n x : R), 97 = n + x → n + 5 * x = 265 → n + 2 * x = 139) :=
  by paracert_rules

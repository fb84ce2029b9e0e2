import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 4017a02356b5559a3c3aefe0acf6f1bca9e9037a4bfcef610eff2bb979607c5c
theorem pc_4017a02356b5559a {R : Type} [Paracert.LinearOrderedField R] : (∀ (n x : R), n + x = 97 → n + 5 * x = 265 → n + 2 * x = 139) ↔ (∀ (n x : R), n + 5 * x = 265 → n + x = 97 → n + 2 * x = 139) :=
  by paracert_structural

import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: c47570a4ffcbdf77c27f791b3e2fd2d65ac190ed276bfd56aed3e2b99489636b
theorem pc_c47570a4ffcbdf77 {R : Type} [Paracert.LinearOrderedField R] : (∀ (n x : R), n + x = 97 → n + 5 * x = 265 → n + 2 * x = 139) ↔ (∀ (x n : R), n + x = 97 → n + 5 * x = 265 → n + 2 * x = 139) :=
  by paracert_structural

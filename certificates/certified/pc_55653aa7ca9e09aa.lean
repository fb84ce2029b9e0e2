import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 55653aa7ca9e09aadc3abe9a5a6c42ad2bd72faafe29983bb35aa2b6996d1ae9
theorem pc_55653aa7ca9e09aa {R : Type} [Paracert.LinearOrderedField R] : (∀ (a c : R), 2 * a * (2 + c) ≤ a ^ 2 + c ^ 2 + 4 * (1 + c)) ↔ (∀ (c a : R), 2 * a * (2 + c) ≤ a ^ 2 + c ^ 2 + 4 * (1 + c)) :=
  by paracert_structural

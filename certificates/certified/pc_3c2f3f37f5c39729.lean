import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 3c2f3f37f5c397290f39d99b1256f9c5b64e4713c8a56f7f5586833ba5ef40e4
theorem pc_3c2f3f37f5c39729_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) : (∀ (a b : R), a ^ 2 * b ^ pcLit0 = 32 / 27 → a / b ^ pcLit0 = 27 / 4 → a + b = 8 / 3) ↔ (∀ (b a : R), a ^ 2 * b ^ pcLit0 = 32 / 27 → a / b ^ pcLit0 = 27 / 4 → a + b = 8 / 3) :=
  by paracert_structural
theorem pc_3c2f3f37f5c39729 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a ^ 2 * b ^ 3 = 32 / 27 → a / b ^ 3 = 27 / 4 → a + b = 8 / 3) ↔ (∀ (b a : R), a ^ 2 * b ^ 3 = 32 / 27 → a / b ^ 3 = 27 / 4 → a + b = 8 / 3) :=
  by with_reducible exact pc_3c2f3f37f5c39729_schema (3)

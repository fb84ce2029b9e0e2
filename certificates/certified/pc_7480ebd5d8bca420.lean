import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 7480ebd5d8bca4201aeb041a1d48805828f799d8f45eabdcc46b9cd231a09c74
theorem pc_7480ebd5d8bca420 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (a : R), sqrt (4 + sqrt (16 + 16 * a)) + sqrt (1 + sqrt (1 + a)) = 6 → a = 8) ↔ (∀ (integer_value : R), sqrt (4 + sqrt (16 + 16 * integer_value)) + sqrt (1 + sqrt (1 + integer_value)) = 6 → integer_value = 8) :=
  by paracert_iff_rfl

import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 00bd7e9b460a458e8137640d58d14231fc0eed43744e41a044c6a713f9f4a650
theorem pc_00bd7e9b460a458e : (∀ n : Nat, n > 0 → n ≠ 0) ↔ (∀ n : Nat, ¬ (n ≠ 0) → ¬ (n > 0)) :=
  by paracert_logic

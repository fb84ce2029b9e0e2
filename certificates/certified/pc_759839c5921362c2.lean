import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 759839c5921362c2f5f6b7f80409f9b87f86af1ddecabc2656f99228810cbe01
theorem pc_759839c5921362c2 {M : Type} [Paracert.AddZeroClass M] : (∀ (a : M), a + 0 = a) ↔ (¬ ¬ (∀ (a : M), a + 0 = a)) :=
  by paracert_rules

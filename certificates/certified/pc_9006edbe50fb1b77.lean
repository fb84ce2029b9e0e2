import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 9006edbe50fb1b77ceaca89c27be9cc8de2bb267385bacb8e4ba5bfea3031a86
theorem pc_9006edbe50fb1b77 {M : Type} [Paracert.MulOneClass M] : (∀ (a : M), 1 * a = a) ↔ (¬ ¬ (∀ (a : M), 1 * a = a)) :=
  by paracert_rules

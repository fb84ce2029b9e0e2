import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: c8e51f22ab671373b46ce7fb0e3b8b34dcdf212c70900efdb3b8a094bbe76535
theorem pc_c8e51f22ab671373 : (∀ n : Nat, 0 < n + 1) ↔ (∀ (n : Nat), ¬ ¬ (0 < n + 1)) :=
  by paracert_rules

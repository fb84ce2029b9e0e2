import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 137d4d057d690d73735133f87d0742f4a414239738eb14c34ba026837b77f19d
theorem pc_137d4d057d690d73 : (∀ b : Nat, 0 % b = 0) ↔ (∀ (b : Nat), ¬ ¬ (0 % b = 0)) :=
  by paracert_rules

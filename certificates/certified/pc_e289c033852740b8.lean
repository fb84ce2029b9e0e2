import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: e289c033852740b8af31c4202c6c228d177701cdc19a6bc9becc7084fe0de15a
theorem pc_e289c033852740b8 {G : Type} [Paracert.AddSemigroup G] : (∀ (a b c : G), a + b + c = a + (b + c)) ↔ (¬ ¬ (∀ (a b c : G), a + b + c = a + (b + c))) :=
  by paracert_rules

import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: df14f61d54a9e6f60167472ba7358adb7fab83e2b95af2049abd72b8435acb86
theorem pc_df14f61d54a9e6f6 {G : Type} [Paracert.CommMonoid G] : (∀ (a b : G), a * b = b * a) ↔ (¬ ¬ (∀ (a b : G), a * b = b * a)) :=
  by paracert_rules

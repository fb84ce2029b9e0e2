import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: d001cea166fce00a2f1dc548810c09689dd13ea6fde98cdc5b7bca45d02bfd71
theorem pc_d001cea166fce00a {G : Type} [Paracert.AddGroup G] : (∀ (a : G), a - a = 0) ↔ (∀ (a : G), ¬ ¬ (a - a = 0)) :=
  by paracert_rules

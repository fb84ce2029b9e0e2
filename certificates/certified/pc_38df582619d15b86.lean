import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 38df582619d15b865f6ee13acf34abe51ad081bb48162c494477fee6244005ec
theorem pc_38df582619d15b86 {X : Type} (IsOpen : Set X → Prop) (IsClosed : Set X → Prop) : (∀ {s : Set X}, IsOpen (Paracert.HasCompl.compl s) ↔ IsClosed s) ↔ (¬ ¬ (∀ {s : Set X}, IsOpen (Paracert.HasCompl.compl s) ↔ IsClosed s)) :=
  by paracert_rules

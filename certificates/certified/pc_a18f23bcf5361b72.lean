import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: a18f23bcf5361b72de60d94347ad0b91eb58273a4399a2d4f80345fa2d1ee8d9
theorem pc_a18f23bcf5361b72 {X : Type} (IsClosed : Set X → Prop) : (IsClosed (Paracert.Set.univ : Set X)) ↔ (¬ ¬ (IsClosed (Paracert.Set.univ : Set X))) :=
  by paracert_rules

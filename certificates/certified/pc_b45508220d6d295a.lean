import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "exists_forall_duality" · pair: b45508220d6d295ace30c19ec48a4e2c2422512210a44efbf325161c67668489
theorem pc_b45508220d6d295a {α : Type} [Paracert.Preorder α] : (∀ (a : α), ¬ (a < a)) ↔ (¬ (∃ (a : α), a < a)) :=
  by paracert_logic

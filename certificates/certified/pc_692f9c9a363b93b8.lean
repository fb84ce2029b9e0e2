import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 692f9c9a363b93b84476ea7ee7935449bc7bfc39832840e9641d1acd881a3f41
theorem pc_692f9c9a363b93b8 : (∀ (p a : Nat), 0 < a → Nat.Prime p → p ∣ a ^ p - a) ↔ (∀ (p a : Nat), Nat.Prime p → 0 < a → p ∣ a ^ p - a) :=
  by paracert_structural

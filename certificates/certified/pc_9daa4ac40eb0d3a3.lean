import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 9daa4ac40eb0d3a3b767f0092e388580e1bfd07798810874da27323f8c9a1b15
theorem pc_9daa4ac40eb0d3a3 : (∀ (p a : Nat), 0 < a → Nat.Prime p → p ∣ a ^ p - a) ↔ (∀ (a p : Nat), 0 < a → Nat.Prime p → p ∣ a ^ p - a) :=
  by paracert_structural

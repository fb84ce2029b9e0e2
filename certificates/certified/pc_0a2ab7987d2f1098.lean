import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 0a2ab7987d2f1098f870bb9dc5926d9ceb9df70643366aae303d1e622bd35923
theorem pc_0a2ab7987d2f1098 {α : Type} [Paracert.DivisionRing α] : (∀ {a : α}, a ≠ 0 → a / a = 1) ↔ (∀ {a : α}, ¬ (a / a = 1) → ¬ (a ≠ 0)) :=
  by paracert_logic

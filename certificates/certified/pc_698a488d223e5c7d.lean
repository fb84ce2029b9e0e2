import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 698a488d223e5c7d1af66e4417ff4a68fe130acabf561ed6242a3c2a77091503
theorem pc_698a488d223e5c7d {α : Type} [Paracert.GroupWithZero α] : (∀ {a : α}, a ≠ 0 → Inv.inv a * a = 1) ↔ (∀ {a : α}, ¬ (Inv.inv a * a = 1) → ¬ (a ≠ 0)) :=
  by paracert_logic

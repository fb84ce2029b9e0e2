import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: ce2b7e145a2046b43972ceeefe6ac3e2fb6635b7748fa952fb94386020c317e4
theorem pc_ce2b7e145a2046b4 {α : Type} [Paracert.PartialOrder α] : (∀ {a b : α}, a ≤ b → b ≤ a → a = b) ↔ (∀ {a b : α}, a ≤ b → ¬ (a = b) → ¬ (b ≤ a)) :=
  by paracert_logic

import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: d117977c48eed1c7935ded8f2f5c3df1ce3684977251604eca01231279630485
theorem pc_d117977c48eed1c7 {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ {a b : α}, abs a ≤ b ↔ -b ≤ a ∧ a ≤ b) ↔ (∀ {b a : α}, abs a ≤ b ↔ -b ≤ a ∧ a ≤ b) :=
  by paracert_structural

import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: ab598154350db5c459b9f62c43a25d1c8603f3073d8e9ef5125e936bf00902ec
theorem pc_ab598154350db5c4 {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ {a b : α}, abs a ≤ b ↔ -b ≤ a ∧ a ≤ b) ↔ (∀ {zero one : α}, abs zero ≤ one ↔ -one ≤ zero ∧ zero ≤ one) :=
  by paracert_iff_rfl

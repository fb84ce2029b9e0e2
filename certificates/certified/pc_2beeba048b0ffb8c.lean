import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 2beeba048b0ffb8c8fdc7815e1638f343d3e4eb01ae2ec1d3a78f533b72e014d
theorem pc_2beeba048b0ffb8c {α : Type} [Paracert.PartialOrder α] : (∀ {a b : α}, a ≤ b → b ≤ a → a = b) ↔ (∀ {zero one : α}, zero ≤ one → one ≤ zero → zero = one) :=
  by paracert_iff_rfl

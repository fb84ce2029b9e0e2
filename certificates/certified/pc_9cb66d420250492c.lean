import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "unpack" · pair: 9cb66d420250492c8ae9c591eabc95246c6af849b596950f981fe30e2c5ff316
theorem pc_9cb66d420250492c : (∀ (α : Type) (s t u : Set α), (fun x : α => (x ∈ s ∨ x ∈ t) ∨ x ∈ u) = (fun x : α => x ∈ s ∨ (x ∈ t ∨ x ∈ u))) ↔ (∀ (α : Type) (s t u : Set α), (fun x : α => x ∈ s ∨ (x ∈ t ∨ x ∈ u)) = (fun x : α => (x ∈ s ∨ x ∈ t) ∨ x ∈ u)) :=
  by paracert_rules

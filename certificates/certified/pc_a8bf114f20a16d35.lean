import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: a8bf114f20a16d3546a5565e779d1a4b294252cff1e5cfc8069155d3875cada8
theorem pc_a8bf114f20a16d35 : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ (n m k : Nat), k ∣ m → k ∣ n → k ∣ m + n) :=
  by paracert_structural

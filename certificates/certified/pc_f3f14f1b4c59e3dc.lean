import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: f3f14f1b4c59e3dc43683d785f46c0f117b5bc68f03b39041fc4fba482b7d2bb
theorem pc_f3f14f1b4c59e3dc : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ m n : Nat, m ∣ n → n ∣ m → m = n) :=
  by paracert_iff_rfl

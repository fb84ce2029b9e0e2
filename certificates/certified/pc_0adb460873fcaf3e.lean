import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 0adb460873fcaf3ef38ab978f840701ef01791f8d1d77fd68770843c27bdeaa2
theorem pc_0adb460873fcaf3e_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), 2 ≤ n → (∃ (x : Nat), x ^ pcLit0 = n) → (∃ (t : Nat), t ^ pcLit1 = n) → pcLit2 ≤ n) ↔ (∀ (n : Nat), 2 ≤ n ∧ (∃ (x : Nat), x ^ pcLit0 = n) → (∃ (t : Nat), t ^ pcLit1 = n) → pcLit2 ≤ n) :=
  by paracert_logic
theorem pc_0adb460873fcaf3e : (∀ (n : Nat), 2 ≤ n → (∃ (x : Nat), x ^ 3 = n) → (∃ (t : Nat), t ^ 4 = n) → 4096 ≤ n) ↔ (∀ (n : Nat), 2 ≤ n ∧ (∃ (x : Nat), x ^ 3 = n) → (∃ (t : Nat), t ^ 4 = n) → 4096 ≤ n) :=
  by with_reducible exact pc_0adb460873fcaf3e_schema (3) (4) (4096)

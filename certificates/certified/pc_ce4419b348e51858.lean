import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: ce4419b348e51858436c26cd2b586dcf70ef22b01156647f1a031395f38bdd32
theorem pc_ce4419b348e51858_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), pcLit0 ≤ n → (∃ (x : Nat), x ^ 2 = n) → (∃ (t : Nat), t ^ pcLit1 = n) → pcLit2 ≤ n) ↔ (∀ (count : Nat), pcLit0 ≤ count → (∃ (base_value : Nat), base_value ^ 2 = count) → (∃ (size : Nat), size ^ pcLit1 = count) → pcLit2 ≤ count) :=
  by paracert_iff_rfl
theorem pc_ce4419b348e51858 : (∀ (n : Nat), 10 ≤ n → (∃ (x : Nat), x ^ 2 = n) → (∃ (t : Nat), t ^ 3 = n) → 64 ≤ n) ↔ (∀ (count : Nat), 10 ≤ count → (∃ (base_value : Nat), base_value ^ 2 = count) → (∃ (size : Nat), size ^ 3 = count) → 64 ≤ count) :=
  by with_reducible exact pc_ce4419b348e51858_schema (10) (3) (64)

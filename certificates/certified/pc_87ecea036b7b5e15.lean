import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 87ecea036b7b5e150ae8c41948d761cf206a5713fd969f8f492e959b0b7c0956
theorem pc_87ecea036b7b5e15_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), pcLit0 * n % pcLit1 = 2 → n % pcLit1 = pcLit2) ↔ (∀ (count : Nat), pcLit0 * count % pcLit1 = 2 → count % pcLit1 = pcLit2) :=
  by paracert_iff_rfl
theorem pc_87ecea036b7b5e15 : (∀ (n : Nat), 3 * n % 11 = 2 → n % 11 = 8) ↔ (∀ (count : Nat), 3 * count % 11 = 2 → count % 11 = 8) :=
  by with_reducible exact pc_87ecea036b7b5e15_schema (3) (11) (8)

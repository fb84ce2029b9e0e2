import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 7e8acbce9ed599d4429733584bce8b2a18a7159f1180c40190e9eaa6964bbdf5
theorem pc_7e8acbce9ed599d4_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (n : Nat), 0 < n → pcLit0 ∣ n → (n + pcLit1 + (n + pcLit2) + (n + pcLit3)) % pcLit4 = 0) ↔ (∀ (n : Nat), 0 < n ∧ pcLit0 ∣ n → (n + pcLit1 + (n + pcLit2) + (n + pcLit3)) % pcLit4 = 0) :=
  by paracert_logic
theorem pc_7e8acbce9ed599d4 : (∀ (n : Nat), 0 < n → 3 ∣ n → (n + 4 + (n + 6) + (n + 8)) % 9 = 0) ↔ (∀ (n : Nat), 0 < n ∧ 3 ∣ n → (n + 4 + (n + 6) + (n + 8)) % 9 = 0) :=
  by with_reducible exact pc_7e8acbce9ed599d4_schema (3) (4) (6) (8) (9)

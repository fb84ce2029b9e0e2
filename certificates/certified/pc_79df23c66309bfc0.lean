import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 79df23c66309bfc0ee7cc14d35a5526a85955a38871599d68ff8f2e77aa3d89a
theorem pc_79df23c66309bfc0_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (n : Nat), 0 < n → pcLit0 ∣ n → (n + pcLit1 + (n + pcLit2) + (n + pcLit3)) % pcLit4 = 0) ↔ (∀ (n : Nat), 0 < n → (∃ (c : Nat), n = pcLit0 * c) → (n + pcLit1 + (n + pcLit2) + (n + pcLit3)) % pcLit4 = 0) :=
  by paracert_unpack
theorem pc_79df23c66309bfc0 : (∀ (n : Nat), 0 < n → 3 ∣ n → (n + 4 + (n + 6) + (n + 8)) % 9 = 0) ↔ (∀ (n : Nat), 0 < n → (∃ (c : Nat), n = 3 * c) → (n + 4 + (n + 6) + (n + 8)) % 9 = 0) :=
  by with_reducible exact pc_79df23c66309bfc0_schema (3) (4) (6) (8) (9)

import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 7ec6fa8ef74a8f6986562fb7d76c94db8e16ce7fb8198175eca5b48bf200d47d
theorem pc_7ec6fa8ef74a8f69_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (n : Nat), n % pcLit0 = pcLit1 → 2 * n % pcLit0 = 1) ↔ (∀ (count : Nat), count % pcLit0 = pcLit1 → 2 * count % pcLit0 = 1) :=
  by paracert_iff_rfl
theorem pc_7ec6fa8ef74a8f69 : (∀ (n : Nat), n % 5 = 3 → 2 * n % 5 = 1) ↔ (∀ (count : Nat), count % 5 = 3 → 2 * count % 5 = 1) :=
  by with_reducible exact pc_7ec6fa8ef74a8f69_schema (5) (3)

import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 445536bf9f03e6ecc5a8b523170cfce0aab029acb2216ae791a8174ef04cdce9
theorem pc_445536bf9f03e6ec_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) : (∀ (rows seats : Nat), rows * seats = pcLit0 → (rows + pcLit1) * (seats - pcLit2) = pcLit0 → rows = pcLit3) ↔ (∀ (seats rows : Nat), rows * seats = pcLit0 → (rows + pcLit1) * (seats - pcLit2) = pcLit0 → rows = pcLit3) :=
  by paracert_structural
theorem pc_445536bf9f03e6ec : (∀ (rows seats : Nat), rows * seats = 450 → (rows + 5) * (seats - 3) = 450 → rows = 25) ↔ (∀ (seats rows : Nat), rows * seats = 450 → (rows + 5) * (seats - 3) = 450 → rows = 25) :=
  by with_reducible exact pc_445536bf9f03e6ec_schema (450) (5) (3) (25)

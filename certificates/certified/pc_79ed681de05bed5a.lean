import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 79ed681de05bed5a4b215ef21e57e4525293bc44370360eb2ec9466086a393eb
theorem pc_79ed681de05bed5a : (∀ n : Nat, Nat.gcd n 0 = n) ↔ (∀ (count : Nat), Nat.gcd count 0 = count) :=
  by paracert_iff_rfl

import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: a6b291b21f10a4278136adff7248edf6c87054fb218332bc30a9fe3eed1332ac
theorem pc_a6b291b21f10a427 : (∀ n : Nat, n ∣ 0) ↔ (∀ (divisor : Nat), divisor ∣ 0) :=
  by paracert_iff_rfl

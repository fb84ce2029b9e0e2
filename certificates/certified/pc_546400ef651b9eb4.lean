import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 546400ef651b9eb45616e417f344a94428c3dc253e8b46ca495827153da351b1
theorem pc_546400ef651b9eb4 : (∀ n : Nat, Odd n ↔ n % 2 = 1) ↔ (∀ (count : Nat), Odd count ↔ count % 2 = 1) :=
  by paracert_iff_rfl

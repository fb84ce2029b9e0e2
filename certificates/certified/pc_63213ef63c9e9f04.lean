import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 63213ef63c9e9f046109ddf628d4d8412ee32029e8804cb4393ce7cdc78c9fde
theorem pc_63213ef63c9e9f04 : (∀ n : Nat, Odd n ↔ n % 2 = 1) ↔ (∀ (n : Nat), (∃ (m : Nat), n = 2 * m + 1) ↔ n % 2 = 1) :=
  by paracert_unpack

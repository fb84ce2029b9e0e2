import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 503dc8b66381efbc0c035e8d532fb2eeee5d69db7b27973eb8ae9b0f15429cf8
theorem pc_503dc8b66381efbc : (Nat.Prime 2) ↔ (2 ≤ 2 ∧ ∀ (m : Nat), m < 2 → m ∣ 2 → m = 1) :=
  by paracert_unpack

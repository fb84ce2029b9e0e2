import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: 2daae8699537cfac417be574ee6cc4e65597cd508ebcf1a004792cbe8dd3d5fd
theorem pc_2daae8699537cfac : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ m n : Nat, n ∣ m → m ∣ n → m = n) :=
  by paracert_structural

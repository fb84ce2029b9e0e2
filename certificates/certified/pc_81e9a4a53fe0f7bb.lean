import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: 81e9a4a53fe0f7bbc1d1fc3b441dfee0bfcbf802b0934a90aff42cbb5e369611
theorem pc_81e9a4a53fe0f7bb : (∀ m n : Nat, m ∣ Nat.lcm m n) ↔ (∀ m n : Nat, m ∣ Nat.lcm m n) :=
  by paracert_iff_rfl

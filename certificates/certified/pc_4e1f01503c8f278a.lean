import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: 4e1f01503c8f278aacd50649ad179c0645e65094c1ca3ecde63934b8636d784d
theorem pc_4e1f01503c8f278a : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ m n : Nat, m ∣ n → n ∣ m → m = n) :=
  by paracert_iff_rfl

import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: d4f525bcf971414c91feda30864be2e59831f89e8456f92210a8d1b86dae04c5
theorem pc_d4f525bcf971414c : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ (ll Il : Nat), ll ∣ Il → Il ∣ ll → ll = Il) :=
  by paracert_iff_rfl

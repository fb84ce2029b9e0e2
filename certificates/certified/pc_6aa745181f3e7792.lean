import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 6aa745181f3e77920cb010e3d2b9210449614dafcd9ab52eeee7ebd68dbd2d7e
theorem pc_6aa745181f3e7792 : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ (k m n : Nat), (∃ (c : Nat), m = k * c) → k ∣ n → k ∣ m + n) :=
  by paracert_unpack

import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "quantifier" · pair: a73e1d8d3ad1c8ae2b9a8fd1991401791936eb3fd7c7fba0935a2dcf1bad98b1
theorem pc_a73e1d8d3ad1c8ae : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ m n : Nat, m ∣ n → n ∣ m → m = n) :=
  by paracert_iff_rfl

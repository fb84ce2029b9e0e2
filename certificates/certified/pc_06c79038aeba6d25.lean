import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 06c79038aeba6d25ec60a39227deb052e316aa50c574f31de1401a18a49fc96c
theorem pc_06c79038aeba6d25 : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ (n m : Nat), m ∣ n → n ∣ m → m = n) :=
  by paracert_structural

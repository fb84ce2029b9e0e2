import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 8ec41e5b1c622d3c91eef46c117d54b1588a19d756bbaa661fe35d97eef680f4
theorem pc_8ec41e5b1c622d3c : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ m n : Nat, n ∣ m → m ∣ n → m = n) :=
  by paracert_structural

import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 9bdda0ee59fa50909d5df61b58e5bc9b98cfafd4d1078e7afc2de88841c598f3
theorem pc_9bdda0ee59fa5090 : (∀ n : Nat, Even n ↔ n % 2 = 0) ↔ (∀ (n : Nat), (∃ (r : Nat), n = r + r) ↔ n % 2 = 0) :=
  by paracert_unpack

import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 1fedcbc733a74a0e65fee20974de39738d2df1781fea8cfab0bc8bb880b0c0f8
theorem pc_1fedcbc733a74a0e : (∀ n : Nat, Even n ↔ n % 2 = 0) ↔ (∀ (n : Nat), n % 2 = 0 ↔ n % 2 = 0) :=
  by paracert_notation

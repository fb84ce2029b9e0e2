import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 4ab2349fe1faf45aa9105a9a6e159182fa90b7c89ddaab41f00c9d0c63a878ab
theorem pc_4ab2349fe1faf45a : (∀ n : Nat, Odd n ↔ n % 2 = 1) ↔ (∀ n : Nat, Odd n ↔ n % 2 = 1) :=
  by paracert_iff_rfl

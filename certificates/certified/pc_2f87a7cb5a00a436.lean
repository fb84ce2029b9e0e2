import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: hypothesis_reorder · pair: 2f87a7cb5a00a4363efc020e4cf563c4fd8a414d2aba8c33283762ea166a58a8
theorem pc_2f87a7cb5a00a436 : (∀ (x : Nat), x < 100 → x * 9 % 100 = 1 → x = 89) ↔ (∀ (x : Nat), x * 9 % 100 = 1 → x < 100 → x = 89) :=
  by paracert_structural

import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "variation" · pair: 2a73880fa6b5154019f835c21977ce27e9497e13cb2c620c8117ed123b330da4
theorem pc_2a73880fa6b51540 : (∀ n : Nat, Odd n ↔ n % 2 = 1) ↔ (∀ n : Nat, Odd n ↔ n % 2 = 1) :=
  by paracert_iff_rfl

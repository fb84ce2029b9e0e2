import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 5a97cbb008156fa467c7b38bebf37783cf910cf1222dfa3590fef81bd6a0862c
theorem pc_5a97cbb008156fa4 : (∀ n : Nat, n ∣ 0) ↔ (∀ (n : Nat), ∃ (k : Nat), n * k = 0) :=
  by paracert_unpack

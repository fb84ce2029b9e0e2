import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 9426d0120c0edb7076c52b279a458cef5fa7f611b5b0bb41d9b99eb76ae1d699
theorem pc_9426d0120c0edb70 : (∀ n : Nat, Even n → n ≠ 1) ↔ (∀ n : Nat, n % 2 = 0 → n ≠ 1) :=
  by paracert_notation

import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 61767af039585bf5fd22b476c0ee2964b897ac61396717f019cb6345b1cfd2a7
theorem pc_61767af039585bf5 : (∀ p : Nat, Nat.Prime p → ∀ a : Nat, a ∣ p → a = 1 ∨ a = p) ↔ (∀ (p : Nat), Nat.Prime p → ∀ (a : Nat), (∃ (k : Nat), a * k = p) → a = 1 ∨ a = p) :=
  by paracert_unpack

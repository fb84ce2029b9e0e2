import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: order · pair: 60d9a9577c4f0754964b21180c13477c6dcdbdff1b1d57fe77559179195b4522
theorem pc_60d9a9577c4f0754 : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ a b c : Nat, b > a → c ≥ b → c > a) :=
  by paracert_iff_rfl

import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 921e178b66b1aae0723efa6b901fb203fcc768c05d372daf64e2aac18c63491c
theorem pc_921e178b66b1aae0 : (∀ a b : Nat, a ≤ b ∧ b ≤ a → a = b) ↔ (∀ a b : Nat, a ≤ b → b ≤ a → a = b) :=
  by paracert_logic

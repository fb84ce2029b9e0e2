import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: ce12fd70d2be7718e389713d024f47d04fde9f468a2feff2c498e5634f9a1f39
theorem pc_ce12fd70d2be7718 : (∀ p : Nat, Nat.Prime p → 2 ≤ p) ↔ (∀ p : Nat, Nat.Prime p → 2 ≤ p) :=
  by paracert_iff_rfl

import Paracert.Prelude

/-- Addition on `Nat` commutes. -/
theorem add_comm' (a b : Nat) : a + b = b + a := by omega

theorem two_le_of_prime (p : Nat) (h : Nat.Prime p) : 2 ≤ p := h.two_le

theorem thirteen_prime : Nat.Prime 13 := by decide

example (n : Nat) (h : n % 2 = 1) : n ≠ 0 := by omega

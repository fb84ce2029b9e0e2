/-
  The law lemmas of the branch `paracert_laws`: the class laws of Algebra.lean as rewrite rules
  (each Mathlib's lemma of the same name and statement, `data/substrate/mathlib_map.json` `rules`),
  plus what Mathlib proves from them and `simp` needs to reach one normal form: the
  left-commutativity that lets it sort a sum or product (`mul_left_comm`, `add_left_comm`), and
  negation pushed out of products and into sums and cancelled (`neg_mul`, `mul_neg`, `neg_add`,
  `neg_neg`, `neg_zero`, `add_neg_cancel`, `neg_add_cancel_left`, `add_neg_cancel_left`), each
  Mathlib's lemma of the same name and statement, proved here from the laws. Nothing here is a fact
  about particular numbers (`pow_succ` rewrites `x ^ 2` only because the literal abstraction keeps a
  bare `2`; an abstracted exponent is a variable).
-/
import Paracert.Signature.Algebra

namespace Paracert.Rules

variable {α : Type}

theorem mul_assoc [Paracert.Semigroup α] (a b c : α) : a * b * c = a * (b * c) := Paracert.Semigroup.mul_assoc a b c
theorem add_assoc [Paracert.AddSemigroup α] (a b c : α) : a + b + c = a + (b + c) :=
  Paracert.AddSemigroup.add_assoc a b c
theorem mul_comm [Paracert.CommSemigroup α] (a b : α) : a * b = b * a := Paracert.CommSemigroup.mul_comm a b
theorem add_comm [Paracert.AddCommSemigroup α] (a b : α) : a + b = b + a := Paracert.AddCommSemigroup.add_comm a b
theorem mul_left_comm [Paracert.CommSemigroup α] (a b c : α) : a * (b * c) = b * (a * c) := by
  rw [← mul_assoc, mul_comm a b, mul_assoc]
theorem add_left_comm [Paracert.AddCommSemigroup α] (a b c : α) : a + (b + c) = b + (a + c) := by
  rw [← add_assoc, add_comm a b, add_assoc]
theorem one_mul [Paracert.MulOneClass α] (a : α) : 1 * a = a := Paracert.MulOneClass.one_mul a
theorem mul_one [Paracert.MulOneClass α] (a : α) : a * 1 = a := Paracert.MulOneClass.mul_one a
theorem zero_add [Paracert.AddZeroClass α] (a : α) : 0 + a = a := Paracert.AddZeroClass.zero_add a
theorem add_zero [Paracert.AddZeroClass α] (a : α) : a + 0 = a := Paracert.AddZeroClass.add_zero a
theorem zero_mul [Paracert.MulZeroClass α] (a : α) : 0 * a = 0 := Paracert.MulZeroClass.zero_mul a
theorem mul_zero [Paracert.MulZeroClass α] (a : α) : a * 0 = 0 := Paracert.MulZeroClass.mul_zero a
theorem mul_add [Paracert.NonUnitalNonAssocSemiring α] (a b c : α) : a * (b + c) = a * b + a * c :=
  Paracert.NonUnitalNonAssocSemiring.left_distrib a b c
theorem add_mul [Paracert.NonUnitalNonAssocSemiring α] (a b c : α) : (a + b) * c = a * c + b * c :=
  Paracert.NonUnitalNonAssocSemiring.right_distrib a b c
theorem pow_zero [Paracert.Monoid α] (a : α) : a ^ 0 = 1 := Paracert.Monoid.npow_zero a
theorem pow_succ [Paracert.Monoid α] (a : α) (n : Nat) : a ^ (n + 1) = a ^ n * a := Paracert.Monoid.npow_succ n a
theorem div_eq_mul_inv [Paracert.DivInvMonoid α] (a b : α) : a / b = a * b⁻¹ :=
  Paracert.DivInvMonoid.div_eq_mul_inv a b
theorem sub_eq_add_neg [Paracert.SubNegMonoid α] (a b : α) : a - b = a + -b := Paracert.SubNegMonoid.sub_eq_add_neg a b
theorem neg_add_cancel [Paracert.AddGroup α] (a : α) : -a + a = 0 := Paracert.AddGroup.neg_add_cancel a
-- Mathlib's `neg_eq_of_add_eq_zero_right` (a left inverse is the inverse), used by the proofs below
private theorem neg_eq_of_add [Paracert.AddGroup α] {a b : α} (h : a + b = 0) : -a = b := by
  rw [← add_zero (-a), ← h, ← add_assoc, neg_add_cancel, zero_add]
theorem neg_neg [Paracert.AddGroup α] (a : α) : - -a = a := neg_eq_of_add (neg_add_cancel a)
theorem add_neg_cancel [Paracert.AddGroup α] (a : α) : a + -a = 0 := by
  have h := neg_add_cancel (-a)
  rw [neg_neg] at h
  exact h
theorem neg_add_cancel_left [Paracert.AddGroup α] (a b : α) : -a + (a + b) = b := by
  rw [← add_assoc, neg_add_cancel, zero_add]
theorem add_neg_cancel_left [Paracert.AddGroup α] (a b : α) : a + (-a + b) = b := by
  rw [← add_assoc, add_neg_cancel, zero_add]
theorem neg_zero [Paracert.AddGroup α] : -(0 : α) = 0 := neg_eq_of_add (zero_add 0)
theorem neg_add [Paracert.AddCommGroup α] (a b : α) : -(a + b) = -a + -b :=
  neg_eq_of_add (by rw [add_assoc, add_left_comm b, add_neg_cancel, add_zero, add_neg_cancel])
theorem neg_mul [Paracert.NonUnitalNonAssocRing α] (a b : α) : -a * b = -(a * b) :=
  (neg_eq_of_add (by rw [← add_mul, add_neg_cancel, zero_mul])).symm
theorem mul_neg [Paracert.NonUnitalNonAssocRing α] (a b : α) : a * -b = -(a * b) :=
  (neg_eq_of_add (by rw [← mul_add, add_neg_cancel, mul_zero])).symm

end Paracert.Rules

/-
  The law lemmas of the branch `paracert_laws`: the class laws of Algebra.lean as rewrite rules
  (each Mathlib's lemma of the same name and statement, `data/substrate/mathlib_map.json` `rules`),
  plus the left-commutativity that lets `simp` sort a sum or product (Mathlib's `mul_left_comm`,
  `add_left_comm`), proved here from the laws. Nothing here is a fact about particular numbers.
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

end Paracert.Rules

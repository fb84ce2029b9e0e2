/-
  The law lemmas of the branch `paracert_laws`: the class laws of Algebra.lean as rewrite rules
  (each Mathlib's lemma of the same name and statement, `data/substrate/mathlib_map.json` `rules`),
  plus what Mathlib proves from them and `simp` needs to reach one normal form: the
  left-commutativity that lets it sort a sum or product (`mul_left_comm`, `add_left_comm`), and
  negation pushed out of products and into sums and cancelled (`neg_mul`, `mul_neg`, `neg_add`,
  `neg_neg`, `neg_zero`, `add_neg_cancel`, `neg_add_cancel_left`, `add_neg_cancel_left`), and
  inverses of a group with zero (`inv_zero`, `inv_one`, `inv_inv`, `mul_inv_rev`), each
  Mathlib's lemma of the same name and statement, proved here from the laws. Nothing here is a fact
  about particular numbers (`pow_succ` rewrites `x ^ 2` only because the literal abstraction keeps a
  bare `2`; an abstracted exponent is a variable).
-/
import Paracert.Signature.Algebra

namespace Paracert.Rules

variable {α : Type}

/-- Mathlib's `Zero.instNonempty`: a type with a `0` is inhabited. Not a law, and no rewrite rule: it
  lets the sides gate's `forall_const` see that a side `∀ a : R, False` over a carrier is refuted
  (`∀ a : R, a * 1 ≠ a`), as it already does over ℕ and ℤ. -/
instance (priority := 20) Zero.instNonempty [Zero α] : Nonempty α := ⟨0⟩

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
theorem inv_zero [Paracert.GroupWithZero α] : (0 : α)⁻¹ = 0 := Paracert.GroupWithZero.inv_zero
-- where `1 = 0` every element is `0`
private theorem eq_zero_of_one_eq_zero [Paracert.GroupWithZero α] (h : (1 : α) = 0) (x : α) : x = 0 := by
  rw [← mul_one x, h, mul_zero]
private theorem inv_ne_zero' [Paracert.GroupWithZero α] {a : α} (ha : a ≠ 0) : a⁻¹ ≠ 0 := by
  intro h
  apply ha
  apply eq_zero_of_one_eq_zero
  rw [← Paracert.GroupWithZero.mul_inv_cancel a ha, h, mul_zero]
private theorem inv_mul_cancel' [Paracert.GroupWithZero α] {a : α} (ha : a ≠ 0) : a⁻¹ * a = 1 := by
  have h1 := Paracert.GroupWithZero.mul_inv_cancel a ha
  have h2 := Paracert.GroupWithZero.mul_inv_cancel a⁻¹ (inv_ne_zero' ha)
  calc a⁻¹ * a = a⁻¹ * a * (a⁻¹ * a⁻¹⁻¹) := by rw [h2, mul_one]
    _ = a⁻¹ * (a * a⁻¹) * a⁻¹⁻¹ := by simp only [mul_assoc]
    _ = 1 := by rw [h1, mul_one, h2]
private theorem inv_eq_of_mul' [Paracert.GroupWithZero α] {a b : α} (ha : a ≠ 0) (h : a * b = 1) : a⁻¹ = b := by
  rw [← mul_one a⁻¹, ← h, ← mul_assoc, inv_mul_cancel' ha, one_mul]
private theorem mul_ne_zero' [Paracert.GroupWithZero α] {a b : α} (ha : a ≠ 0) (hb : b ≠ 0) : a * b ≠ 0 := by
  intro h
  apply hb
  rw [← one_mul b, ← inv_mul_cancel' ha, mul_assoc, h, mul_zero]
theorem inv_one [Paracert.GroupWithZero α] : (1 : α)⁻¹ = 1 := by
  by_cases h : (1 : α) = 0
  · rw [h, inv_zero]
  · exact inv_eq_of_mul' h (mul_one 1)
theorem inv_inv [Paracert.GroupWithZero α] (a : α) : a⁻¹⁻¹ = a := by
  by_cases ha : a = 0
  · rw [ha, inv_zero, inv_zero]
  · exact inv_eq_of_mul' (inv_ne_zero' ha) (inv_mul_cancel' ha)
theorem mul_inv_rev [Paracert.GroupWithZero α] (a b : α) : (a * b)⁻¹ = b⁻¹ * a⁻¹ := by
  by_cases ha : a = 0
  · rw [ha, zero_mul, inv_zero, mul_zero]
  by_cases hb : b = 0
  · rw [hb, mul_zero, inv_zero, zero_mul]
  apply inv_eq_of_mul' (mul_ne_zero' ha hb)
  rw [mul_assoc, ← mul_assoc b, Paracert.GroupWithZero.mul_inv_cancel b hb, one_mul,
    Paracert.GroupWithZero.mul_inv_cancel a ha]

end Paracert.Rules

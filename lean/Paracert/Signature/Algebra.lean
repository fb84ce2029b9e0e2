/-
  Signature prelude, algebra: Mathlib's algebraic class names, parents and notation, as classes
  whose fields are the operations and a few of Mathlib's own laws (associativity, commutativity,
  the units `0` and `1`, `0` absorbing, distributivity, powers by a natural number, `a - b = a + -b`
  and `-a + a = 0`, `a / b = a * b⁻¹`, `0⁻¹ = 0` and `a * a⁻¹ = 1` for `a ≠ 0`: each field is
  Mathlib's field of the same name and statement). A certificate over these classes proves `(A) ↔ (B)` for every structure
  carrying the operations and those laws, so in particular for every Mathlib instance
  (docs/trust.md, docs/decisions/0015-class-laws.md). In `namespace Paracert`, so nothing clashes
  with Mathlib. The operations are core Lean's classes (`Add`, `Mul`, `Zero`, `One`, `Neg`, `Sub`,
  `Inv`, `Div`, `Pow`), exactly the ones Mathlib's classes extend, so `+ * 0 1 - ⁻¹ / ^` are the same
  terms. `tests/test_signature.py` checks that the proposition fields are exactly the table
  `LAW_FIELDS` there, each with its Mathlib statement. A certificate uses a law only through the
  branch `paracert_laws`, whose gate refuses a pair in which either side is a law identity (or its
  negation) on its own.
-/
namespace Paracert

class Semigroup (G : Type) extends Mul G where
  protected mul_assoc : ∀ a b c : G, a * b * c = a * (b * c)
class AddSemigroup (G : Type) extends Add G where
  protected add_assoc : ∀ a b c : G, a + b + c = a + (b + c)
class CommSemigroup (G : Type) extends Semigroup G where
  protected mul_comm : ∀ a b : G, a * b = b * a
class AddCommSemigroup (G : Type) extends AddSemigroup G where
  protected add_comm : ∀ a b : G, a + b = b + a
class MulOneClass (M : Type) extends One M, Mul M where
  protected one_mul : ∀ a : M, 1 * a = a
  protected mul_one : ∀ a : M, a * 1 = a
class AddZeroClass (M : Type) extends Zero M, Add M where
  protected zero_add : ∀ a : M, 0 + a = a
  protected add_zero : ∀ a : M, a + 0 = a
class MulZeroClass (M : Type) extends Mul M, Zero M where
  zero_mul : ∀ a : M, 0 * a = 0
  mul_zero : ∀ a : M, a * 0 = 0
class NegZeroClass (G : Type) extends Zero G, Neg G
class Monoid (M : Type) extends Semigroup M, MulOneClass M, Pow M Nat where
  protected npow_zero : ∀ x : M, x ^ 0 = 1
  protected npow_succ : ∀ (n : Nat) (x : M), x ^ (n + 1) = x ^ n * x
class AddMonoid (M : Type) extends AddSemigroup M, AddZeroClass M
class CommMonoid (M : Type) extends Monoid M, CommSemigroup M
class AddCommMonoid (M : Type) extends AddMonoid M, AddCommSemigroup M
class LeftCancelMonoid (M : Type) extends Monoid M
class RightCancelMonoid (M : Type) extends Monoid M
class DivInvMonoid (G : Type) extends Monoid G, Inv G, Div G where
  protected div_eq_mul_inv : ∀ a b : G, a / b = a * b⁻¹
class SubNegMonoid (G : Type) extends AddMonoid G, Neg G, Sub G where
  protected sub_eq_add_neg : ∀ a b : G, a - b = a + -b
class Group (G : Type) extends DivInvMonoid G
class AddGroup (G : Type) extends SubNegMonoid G where
  protected neg_add_cancel : ∀ a : G, -a + a = 0
class CommGroup (G : Type) extends Group G, CommMonoid G
class AddCommGroup (G : Type) extends AddGroup G, AddCommMonoid G
/-- Mathlib's `Nat.AtLeastTwo`: a fact about the numeral, not an axiom of any structure. -/
class Nat.AtLeastTwo (n : Nat) : Prop where
  prop : n ≥ 2

instance Nat.instAtLeastTwo {n : Nat} : Nat.AtLeastTwo (n + 2) := ⟨Nat.le_add_left 2 n⟩

/-- Numerals ≥ 2 in a structure with a cast from ℕ, defined as Mathlib defines them
  (`instOfNat`: `OfNat.ofNat n = Nat.cast n`); below core's own numeral instances in priority. -/
instance (priority := 900) instOfNat {R : Type} [NatCast R] (n : Nat) [Nat.AtLeastTwo n] : OfNat R n :=
  ⟨(Nat.cast (OfNat.ofNat n) : R)⟩

class AddMonoidWithOne (R : Type) extends NatCast R, AddMonoid R, One R
class AddCommMonoidWithOne (R : Type) extends AddMonoidWithOne R, AddCommMonoid R
class MonoidWithZero (M : Type) extends Monoid M, MulZeroClass M
class GroupWithZero (G : Type) extends MonoidWithZero G, DivInvMonoid G where
  protected inv_zero : (0 : G)⁻¹ = 0
  protected mul_inv_cancel : ∀ a : G, a ≠ 0 → a * a⁻¹ = 1
class NonUnitalNonAssocSemiring (R : Type) extends AddCommMonoid R, MulZeroClass R where
  protected left_distrib : ∀ a b c : R, a * (b + c) = a * b + a * c
  protected right_distrib : ∀ a b c : R, (a + b) * c = a * c + b * c
class NonUnitalNonAssocRing (R : Type) extends AddCommGroup R, NonUnitalNonAssocSemiring R
class Semiring (R : Type) extends NonUnitalNonAssocSemiring R, MonoidWithZero R, AddCommMonoidWithOne R
class CommSemiring (R : Type) extends Semiring R, CommMonoid R
class Ring (R : Type) extends Semiring R, AddCommGroup R, NonUnitalNonAssocRing R
class CommRing (R : Type) extends Ring R, CommMonoid R
-- Mathlib's `DivisionRing` declares `inv_zero` and `mul_inv_cancel` itself, of the same statements
-- as `GroupWithZero`'s (and Mathlib derives `GroupWithZero` from it): here they come from the parent
class DivisionRing (R : Type) extends Ring R, GroupWithZero R
class Field (R : Type) extends CommRing R, DivisionRing R

end Paracert

/-
  Signature prelude, order: Mathlib's order classes and ordered algebra, operations only (the
  relations `≤ <` and `min max`; no axioms). See Algebra.lean.
-/
import Paracert.Signature.Algebra

namespace Paracert

class Preorder (α : Type) extends LE α, LT α
class PartialOrder (α : Type) extends Preorder α
class LinearOrder (α : Type) extends PartialOrder α, Min α, Max α
class OrderedAddCommGroup (α : Type) extends AddCommGroup α, PartialOrder α
class LinearOrderedAddCommGroup (α : Type) extends OrderedAddCommGroup α, LinearOrder α
class OrderedSemiring (α : Type) extends Semiring α, PartialOrder α
class StrictOrderedSemiring (α : Type) extends Semiring α, PartialOrder α
class LinearOrderedSemiring (α : Type) extends StrictOrderedSemiring α, LinearOrder α
class StrictOrderedRing (α : Type) extends Ring α, PartialOrder α
class LinearOrderedRing (α : Type) extends StrictOrderedRing α, LinearOrder α
class LinearOrderedCommRing (α : Type) extends LinearOrderedRing α, CommRing α
class LinearOrderedField (α : Type) extends LinearOrderedCommRing α, Field α
-- ℝ≥0's operations: a semifield (`⁻¹ /`, no negation) with a linear order
class LinearOrderedSemifield (α : Type) extends LinearOrderedSemiring α, CommSemiring α, GroupWithZero α

end Paracert

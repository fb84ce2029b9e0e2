/-
  The equivalence / refutation tactic portfolio used by certificates.

  Truth-independent branches (the only proofs a `certified` certificate may use):
    paracert_iff_rfl           definitional unfolding at reducible transparency (≥ > ≠ only)
    paracert_logic             pure-logic rules only (contrapositive, De Morgan, ¬∀/∃¬, curry);
                               no double negation, so `¬ (a ≠ b) → ¬ q` stays a contrapositive
    paracert_rules             rewriting with the vetted rule set (Paracert.Rules) + congruence
    paracert_structural        intro / apply / exact of hypotheses (binder and hypothesis reorder)
    paracert_unpack            rules plus definitional unpack of ∣, Prime, Even, Odd
    paracert_notation          notation switch: Even/Odd as a remainder mod 2 (vetted rule lemmas)
    paracert_laws              the laws of commutative rings, powers, `-` and `/` (ℕ ℤ: core's lemmas;
                               the signature's classes: their law fields, Signature/Laws.lean) and core's ∣ as %,
                               0 < n as n ≠ 0, gcd/lcm symmetry, after the sides gate: neither side
                               nor its negation may follow from them alone
    paracert_mathlib_lemmas    the laws, and the hypotheses of the signature: Mathlib's lemmas of
                               data/mathlib/lemmas.json a translated pair's signature holds
                               (`simp only [*, …]`), behind the same sides gate (each side tried
                               with the other cleared); decision 0017
  Each starts with the closed-term gate (`paracert_gate`, Gate.lean: no closed term that computes
  may be left in the goal), simprocs are switched off inside them (simp's `decide` is off by
  default), rfl-style steps run at reducible transparency, and a certificate proves the pair with its
  numerals abstracted (paracert.certify.abstraction), so no proof can compute with closed terms.

  `paracert_auto` is general automation (omega, decide, grind, simp_all): a proof by it shows
  only that two statements have the same truth value (`both_provable`), never a certificate.
-/
import Paracert.Rules
import Paracert.Gate
import Paracert.Signature.Laws

-- Reducible transparency only: `≥ > ≠` (reducible notations) unfold, nothing computes. The other
-- vetted unfolds (∣, Prime, Even, Odd) are the rule lemmas of `paracert_unpack`.
macro "paracert_iff_rfl" : tactic => `(tactic| (
  paracert_gate
  with_reducible exact Iff.rfl))

macro "paracert_logic" : tactic => `(tactic| (
  paracert_gate
  set_option simprocs false in
  simp only [Paracert.Rules.not_imp_not, Paracert.Rules.not_forall, Paracert.Rules.not_exists,
    Paracert.Rules.not_and_or, Paracert.Rules.not_or, Paracert.Rules.and_imp]
  done))

macro "paracert_rules" : tactic => `(tactic| (
  paracert_gate
  set_option simprocs false in
  simp only [Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.ne_iff_not_eq,
    Paracert.Rules.nat_not_lt, Paracert.Rules.nat_not_le, Paracert.Rules.int_not_lt,
    Paracert.Rules.int_not_le, Paracert.Rules.and_imp, Paracert.Rules.not_not,
    Paracert.Rules.not_imp_not, Paracert.Rules.not_forall, Paracert.Rules.not_exists,
    Paracert.Rules.not_and_or, Paracert.Rules.not_or, Paracert.Rules.eq_comm,
    Paracert.Rules.and_comm, Paracert.Rules.or_comm, Paracert.Rules.and_assoc,
    Paracert.Rules.iff_comm]
  done))

-- The closing steps unify at reducible transparency only (no definitional computation).
macro "paracert_structural" : tactic => `(tactic| (
  paracert_gate
  constructor <;> intro h <;> intros <;>
    first | with_reducible exact h | (with_reducible apply h <;> with_reducible assumption)))

macro "paracert_unpack" : tactic => `(tactic| (
  paracert_gate
  set_option simprocs false in
  simp only [Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.ne_iff_not_eq,
    Paracert.Rules.nat_not_lt, Paracert.Rules.nat_not_le, Paracert.Rules.int_not_lt,
    Paracert.Rules.int_not_le, Paracert.Rules.and_imp, Paracert.Rules.not_not,
    Paracert.Rules.eq_comm, Paracert.Rules.and_comm, Paracert.Rules.or_comm,
    Paracert.Rules.nat_dvd_def, Paracert.Rules.int_dvd_def, Paracert.Rules.prime_def,
    Paracert.Rules.even_def, Paracert.Rules.odd_def]
  done))

macro "paracert_notation" : tactic => `(tactic| (
  paracert_gate
  set_option simprocs false in
  simp only [Paracert.Rules.nat_even_iff_mod, Paracert.Rules.nat_odd_iff_mod, Paracert.Rules.ge_iff_le,
    Paracert.Rules.gt_iff_lt, Paracert.Rules.eq_comm]
  done))

macro "paracert_laws" : tactic => `(tactic| (
  paracert_gate
  (fail_if_success (constructor <;> intro h; focus (set_option linter.unusedSimpArgs false in set_option simprocs false in simp only [Paracert.Rules.mul_assoc, Paracert.Rules.mul_comm, Paracert.Rules.mul_left_comm, Paracert.Rules.add_assoc, Paracert.Rules.add_comm, Paracert.Rules.add_left_comm, Paracert.Rules.one_mul, Paracert.Rules.mul_one, Paracert.Rules.zero_add, Paracert.Rules.add_zero, Paracert.Rules.zero_mul, Paracert.Rules.mul_zero, Paracert.Rules.mul_add, Paracert.Rules.add_mul, Paracert.Rules.pow_zero, Paracert.Rules.pow_succ, Paracert.Rules.div_eq_mul_inv, Paracert.Rules.sub_eq_add_neg, Paracert.Rules.neg_add_cancel, Paracert.Rules.add_neg_cancel, Paracert.Rules.neg_add_cancel_left, Paracert.Rules.add_neg_cancel_left, Paracert.Rules.neg_neg, Paracert.Rules.neg_zero, Paracert.Rules.neg_add, Paracert.Rules.neg_mul, Paracert.Rules.mul_neg, Paracert.Rules.inv_zero, Paracert.Rules.inv_one, Paracert.Rules.inv_inv, Paracert.Rules.mul_inv_rev, Nat.mul_assoc, Nat.mul_comm, Nat.mul_left_comm, Nat.add_assoc, Nat.add_comm, Nat.add_left_comm, Nat.one_mul, Nat.mul_one, Nat.zero_add, Nat.add_zero, Nat.zero_mul, Nat.mul_zero, Nat.mul_add, Nat.add_mul, Nat.pow_zero, Nat.pow_succ, Int.mul_assoc, Int.mul_comm, Int.mul_left_comm, Int.add_assoc, Int.add_comm, Int.add_left_comm, Int.one_mul, Int.mul_one, Int.zero_add, Int.add_zero, Int.zero_mul, Int.mul_zero, Int.mul_add, Int.add_mul, Int.pow_zero, Int.pow_succ, Int.sub_eq_add_neg, Int.neg_add_cancel_left, Int.add_neg_cancel_left, Int.neg_neg, Int.neg_zero, Int.neg_add, Int.neg_mul, Int.mul_neg, Nat.dvd_iff_mod_eq_zero, Int.dvd_iff_emod_eq_zero, Nat.pos_iff_ne_zero, Nat.gcd_comm, Nat.lcm_comm, Int.gcd_comm, Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.ne_iff_not_eq, Paracert.Rules.eq_comm, implies_true, not_true_eq_false, not_false_eq_true, forall_const, ne_eq, true_implies, false_implies, and_true, true_and, and_false, false_and, or_true, true_or, or_false, false_or, eq_self_iff_true, iff_self, exists_false]; done)))
  (fail_if_success (constructor <;> intro h; rotate_left; focus (set_option linter.unusedSimpArgs false in set_option simprocs false in simp only [Paracert.Rules.mul_assoc, Paracert.Rules.mul_comm, Paracert.Rules.mul_left_comm, Paracert.Rules.add_assoc, Paracert.Rules.add_comm, Paracert.Rules.add_left_comm, Paracert.Rules.one_mul, Paracert.Rules.mul_one, Paracert.Rules.zero_add, Paracert.Rules.add_zero, Paracert.Rules.zero_mul, Paracert.Rules.mul_zero, Paracert.Rules.mul_add, Paracert.Rules.add_mul, Paracert.Rules.pow_zero, Paracert.Rules.pow_succ, Paracert.Rules.div_eq_mul_inv, Paracert.Rules.sub_eq_add_neg, Paracert.Rules.neg_add_cancel, Paracert.Rules.add_neg_cancel, Paracert.Rules.neg_add_cancel_left, Paracert.Rules.add_neg_cancel_left, Paracert.Rules.neg_neg, Paracert.Rules.neg_zero, Paracert.Rules.neg_add, Paracert.Rules.neg_mul, Paracert.Rules.mul_neg, Paracert.Rules.inv_zero, Paracert.Rules.inv_one, Paracert.Rules.inv_inv, Paracert.Rules.mul_inv_rev, Nat.mul_assoc, Nat.mul_comm, Nat.mul_left_comm, Nat.add_assoc, Nat.add_comm, Nat.add_left_comm, Nat.one_mul, Nat.mul_one, Nat.zero_add, Nat.add_zero, Nat.zero_mul, Nat.mul_zero, Nat.mul_add, Nat.add_mul, Nat.pow_zero, Nat.pow_succ, Int.mul_assoc, Int.mul_comm, Int.mul_left_comm, Int.add_assoc, Int.add_comm, Int.add_left_comm, Int.one_mul, Int.mul_one, Int.zero_add, Int.add_zero, Int.zero_mul, Int.mul_zero, Int.mul_add, Int.add_mul, Int.pow_zero, Int.pow_succ, Int.sub_eq_add_neg, Int.neg_add_cancel_left, Int.add_neg_cancel_left, Int.neg_neg, Int.neg_zero, Int.neg_add, Int.neg_mul, Int.mul_neg, Nat.dvd_iff_mod_eq_zero, Int.dvd_iff_emod_eq_zero, Nat.pos_iff_ne_zero, Nat.gcd_comm, Nat.lcm_comm, Int.gcd_comm, Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.ne_iff_not_eq, Paracert.Rules.eq_comm, implies_true, not_true_eq_false, not_false_eq_true, forall_const, ne_eq, true_implies, false_implies, and_true, true_and, and_false, false_and, or_true, true_or, or_false, false_or, eq_self_iff_true, iff_self, exists_false]; done)))
  (fail_if_success (constructor <;> intro h; focus (set_option linter.unusedSimpArgs false in set_option simprocs false in simp only [Paracert.Rules.mul_assoc, Paracert.Rules.mul_comm, Paracert.Rules.mul_left_comm, Paracert.Rules.add_assoc, Paracert.Rules.add_comm, Paracert.Rules.add_left_comm, Paracert.Rules.one_mul, Paracert.Rules.mul_one, Paracert.Rules.zero_add, Paracert.Rules.add_zero, Paracert.Rules.zero_mul, Paracert.Rules.mul_zero, Paracert.Rules.mul_add, Paracert.Rules.add_mul, Paracert.Rules.pow_zero, Paracert.Rules.pow_succ, Paracert.Rules.div_eq_mul_inv, Paracert.Rules.sub_eq_add_neg, Paracert.Rules.neg_add_cancel, Paracert.Rules.add_neg_cancel, Paracert.Rules.neg_add_cancel_left, Paracert.Rules.add_neg_cancel_left, Paracert.Rules.neg_neg, Paracert.Rules.neg_zero, Paracert.Rules.neg_add, Paracert.Rules.neg_mul, Paracert.Rules.mul_neg, Paracert.Rules.inv_zero, Paracert.Rules.inv_one, Paracert.Rules.inv_inv, Paracert.Rules.mul_inv_rev, Nat.mul_assoc, Nat.mul_comm, Nat.mul_left_comm, Nat.add_assoc, Nat.add_comm, Nat.add_left_comm, Nat.one_mul, Nat.mul_one, Nat.zero_add, Nat.add_zero, Nat.zero_mul, Nat.mul_zero, Nat.mul_add, Nat.add_mul, Nat.pow_zero, Nat.pow_succ, Int.mul_assoc, Int.mul_comm, Int.mul_left_comm, Int.add_assoc, Int.add_comm, Int.add_left_comm, Int.one_mul, Int.mul_one, Int.zero_add, Int.add_zero, Int.zero_mul, Int.mul_zero, Int.mul_add, Int.add_mul, Int.pow_zero, Int.pow_succ, Int.sub_eq_add_neg, Int.neg_add_cancel_left, Int.add_neg_cancel_left, Int.neg_neg, Int.neg_zero, Int.neg_add, Int.neg_mul, Int.mul_neg, Nat.dvd_iff_mod_eq_zero, Int.dvd_iff_emod_eq_zero, Nat.pos_iff_ne_zero, Nat.gcd_comm, Nat.lcm_comm, Int.gcd_comm, Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.ne_iff_not_eq, Paracert.Rules.eq_comm, implies_true, not_true_eq_false, not_false_eq_true, forall_const, ne_eq, true_implies, false_implies, and_true, true_and, and_false, false_and, or_true, true_or, or_false, false_or, eq_self_iff_true, iff_self, exists_false] at h; done)))
  (fail_if_success (constructor <;> intro h; rotate_left; focus (set_option linter.unusedSimpArgs false in set_option simprocs false in simp only [Paracert.Rules.mul_assoc, Paracert.Rules.mul_comm, Paracert.Rules.mul_left_comm, Paracert.Rules.add_assoc, Paracert.Rules.add_comm, Paracert.Rules.add_left_comm, Paracert.Rules.one_mul, Paracert.Rules.mul_one, Paracert.Rules.zero_add, Paracert.Rules.add_zero, Paracert.Rules.zero_mul, Paracert.Rules.mul_zero, Paracert.Rules.mul_add, Paracert.Rules.add_mul, Paracert.Rules.pow_zero, Paracert.Rules.pow_succ, Paracert.Rules.div_eq_mul_inv, Paracert.Rules.sub_eq_add_neg, Paracert.Rules.neg_add_cancel, Paracert.Rules.add_neg_cancel, Paracert.Rules.neg_add_cancel_left, Paracert.Rules.add_neg_cancel_left, Paracert.Rules.neg_neg, Paracert.Rules.neg_zero, Paracert.Rules.neg_add, Paracert.Rules.neg_mul, Paracert.Rules.mul_neg, Paracert.Rules.inv_zero, Paracert.Rules.inv_one, Paracert.Rules.inv_inv, Paracert.Rules.mul_inv_rev, Nat.mul_assoc, Nat.mul_comm, Nat.mul_left_comm, Nat.add_assoc, Nat.add_comm, Nat.add_left_comm, Nat.one_mul, Nat.mul_one, Nat.zero_add, Nat.add_zero, Nat.zero_mul, Nat.mul_zero, Nat.mul_add, Nat.add_mul, Nat.pow_zero, Nat.pow_succ, Int.mul_assoc, Int.mul_comm, Int.mul_left_comm, Int.add_assoc, Int.add_comm, Int.add_left_comm, Int.one_mul, Int.mul_one, Int.zero_add, Int.add_zero, Int.zero_mul, Int.mul_zero, Int.mul_add, Int.add_mul, Int.pow_zero, Int.pow_succ, Int.sub_eq_add_neg, Int.neg_add_cancel_left, Int.add_neg_cancel_left, Int.neg_neg, Int.neg_zero, Int.neg_add, Int.neg_mul, Int.mul_neg, Nat.dvd_iff_mod_eq_zero, Int.dvd_iff_emod_eq_zero, Nat.pos_iff_ne_zero, Nat.gcd_comm, Nat.lcm_comm, Int.gcd_comm, Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.ne_iff_not_eq, Paracert.Rules.eq_comm, implies_true, not_true_eq_false, not_false_eq_true, forall_const, ne_eq, true_implies, false_implies, and_true, true_and, and_false, false_and, or_true, true_or, or_false, false_or, eq_self_iff_true, iff_self, exists_false] at h; done)))
  set_option simprocs false in
  simp only [Paracert.Rules.mul_assoc, Paracert.Rules.mul_comm, Paracert.Rules.mul_left_comm,
    Paracert.Rules.add_assoc, Paracert.Rules.add_comm, Paracert.Rules.add_left_comm,
    Paracert.Rules.one_mul, Paracert.Rules.mul_one, Paracert.Rules.zero_add,
    Paracert.Rules.add_zero, Paracert.Rules.zero_mul, Paracert.Rules.mul_zero,
    Paracert.Rules.mul_add, Paracert.Rules.add_mul, Paracert.Rules.pow_zero,
    Paracert.Rules.pow_succ, Paracert.Rules.div_eq_mul_inv, Paracert.Rules.sub_eq_add_neg,
    Paracert.Rules.neg_add_cancel, Paracert.Rules.add_neg_cancel, Paracert.Rules.neg_add_cancel_left,
    Paracert.Rules.add_neg_cancel_left, Paracert.Rules.neg_neg, Paracert.Rules.neg_zero,
    Paracert.Rules.neg_add, Paracert.Rules.neg_mul, Paracert.Rules.mul_neg,
    Paracert.Rules.inv_zero, Paracert.Rules.inv_one, Paracert.Rules.inv_inv,
    Paracert.Rules.mul_inv_rev, Nat.mul_assoc, Nat.mul_comm,
    Nat.mul_left_comm, Nat.add_assoc, Nat.add_comm,
    Nat.add_left_comm, Nat.one_mul, Nat.mul_one,
    Nat.zero_add, Nat.add_zero, Nat.zero_mul,
    Nat.mul_zero, Nat.mul_add, Nat.add_mul,
    Nat.pow_zero, Nat.pow_succ, Int.mul_assoc,
    Int.mul_comm, Int.mul_left_comm, Int.add_assoc,
    Int.add_comm, Int.add_left_comm, Int.one_mul,
    Int.mul_one, Int.zero_add, Int.add_zero,
    Int.zero_mul, Int.mul_zero, Int.mul_add,
    Int.add_mul, Int.pow_zero, Int.pow_succ,
    Int.sub_eq_add_neg, Int.neg_add_cancel_left, Int.add_neg_cancel_left,
    Int.neg_neg, Int.neg_zero, Int.neg_add,
    Int.neg_mul, Int.mul_neg, Nat.dvd_iff_mod_eq_zero,
    Int.dvd_iff_emod_eq_zero, Nat.pos_iff_ne_zero, Nat.gcd_comm,
    Nat.lcm_comm, Int.gcd_comm, Paracert.Rules.ge_iff_le,
    Paracert.Rules.gt_iff_lt, Paracert.Rules.ne_iff_not_eq, Paracert.Rules.eq_comm]
  done))

macro "paracert_mathlib_lemmas" : tactic => `(tactic| (
  paracert_gate
  (fail_if_success (constructor <;> intro h; clear h; focus (set_option linter.unusedSimpArgs false in set_option simprocs false in simp only [*, Paracert.Rules.mul_assoc, Paracert.Rules.mul_comm, Paracert.Rules.mul_left_comm, Paracert.Rules.add_assoc, Paracert.Rules.add_comm, Paracert.Rules.add_left_comm, Paracert.Rules.one_mul, Paracert.Rules.mul_one, Paracert.Rules.zero_add, Paracert.Rules.add_zero, Paracert.Rules.zero_mul, Paracert.Rules.mul_zero, Paracert.Rules.mul_add, Paracert.Rules.add_mul, Paracert.Rules.pow_zero, Paracert.Rules.pow_succ, Paracert.Rules.div_eq_mul_inv, Paracert.Rules.sub_eq_add_neg, Paracert.Rules.neg_add_cancel, Paracert.Rules.add_neg_cancel, Paracert.Rules.neg_add_cancel_left, Paracert.Rules.add_neg_cancel_left, Paracert.Rules.neg_neg, Paracert.Rules.neg_zero, Paracert.Rules.neg_add, Paracert.Rules.neg_mul, Paracert.Rules.mul_neg, Paracert.Rules.inv_zero, Paracert.Rules.inv_one, Paracert.Rules.inv_inv, Paracert.Rules.mul_inv_rev, Nat.mul_assoc, Nat.mul_comm, Nat.mul_left_comm, Nat.add_assoc, Nat.add_comm, Nat.add_left_comm, Nat.one_mul, Nat.mul_one, Nat.zero_add, Nat.add_zero, Nat.zero_mul, Nat.mul_zero, Nat.mul_add, Nat.add_mul, Nat.pow_zero, Nat.pow_succ, Int.mul_assoc, Int.mul_comm, Int.mul_left_comm, Int.add_assoc, Int.add_comm, Int.add_left_comm, Int.one_mul, Int.mul_one, Int.zero_add, Int.add_zero, Int.zero_mul, Int.mul_zero, Int.mul_add, Int.add_mul, Int.pow_zero, Int.pow_succ, Int.sub_eq_add_neg, Int.neg_add_cancel_left, Int.add_neg_cancel_left, Int.neg_neg, Int.neg_zero, Int.neg_add, Int.neg_mul, Int.mul_neg, Nat.dvd_iff_mod_eq_zero, Int.dvd_iff_emod_eq_zero, Nat.pos_iff_ne_zero, Nat.gcd_comm, Nat.lcm_comm, Int.gcd_comm, Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.ne_iff_not_eq, Paracert.Rules.eq_comm, implies_true, not_true_eq_false, not_false_eq_true, forall_const, ne_eq, true_implies, false_implies, and_true, true_and, and_false, false_and, or_true, true_or, or_false, false_or, eq_self_iff_true, iff_self, exists_false]; done)))
  (fail_if_success (constructor <;> intro h; rotate_left; clear h; focus (set_option linter.unusedSimpArgs false in set_option simprocs false in simp only [*, Paracert.Rules.mul_assoc, Paracert.Rules.mul_comm, Paracert.Rules.mul_left_comm, Paracert.Rules.add_assoc, Paracert.Rules.add_comm, Paracert.Rules.add_left_comm, Paracert.Rules.one_mul, Paracert.Rules.mul_one, Paracert.Rules.zero_add, Paracert.Rules.add_zero, Paracert.Rules.zero_mul, Paracert.Rules.mul_zero, Paracert.Rules.mul_add, Paracert.Rules.add_mul, Paracert.Rules.pow_zero, Paracert.Rules.pow_succ, Paracert.Rules.div_eq_mul_inv, Paracert.Rules.sub_eq_add_neg, Paracert.Rules.neg_add_cancel, Paracert.Rules.add_neg_cancel, Paracert.Rules.neg_add_cancel_left, Paracert.Rules.add_neg_cancel_left, Paracert.Rules.neg_neg, Paracert.Rules.neg_zero, Paracert.Rules.neg_add, Paracert.Rules.neg_mul, Paracert.Rules.mul_neg, Paracert.Rules.inv_zero, Paracert.Rules.inv_one, Paracert.Rules.inv_inv, Paracert.Rules.mul_inv_rev, Nat.mul_assoc, Nat.mul_comm, Nat.mul_left_comm, Nat.add_assoc, Nat.add_comm, Nat.add_left_comm, Nat.one_mul, Nat.mul_one, Nat.zero_add, Nat.add_zero, Nat.zero_mul, Nat.mul_zero, Nat.mul_add, Nat.add_mul, Nat.pow_zero, Nat.pow_succ, Int.mul_assoc, Int.mul_comm, Int.mul_left_comm, Int.add_assoc, Int.add_comm, Int.add_left_comm, Int.one_mul, Int.mul_one, Int.zero_add, Int.add_zero, Int.zero_mul, Int.mul_zero, Int.mul_add, Int.add_mul, Int.pow_zero, Int.pow_succ, Int.sub_eq_add_neg, Int.neg_add_cancel_left, Int.add_neg_cancel_left, Int.neg_neg, Int.neg_zero, Int.neg_add, Int.neg_mul, Int.mul_neg, Nat.dvd_iff_mod_eq_zero, Int.dvd_iff_emod_eq_zero, Nat.pos_iff_ne_zero, Nat.gcd_comm, Nat.lcm_comm, Int.gcd_comm, Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.ne_iff_not_eq, Paracert.Rules.eq_comm, implies_true, not_true_eq_false, not_false_eq_true, forall_const, ne_eq, true_implies, false_implies, and_true, true_and, and_false, false_and, or_true, true_or, or_false, false_or, eq_self_iff_true, iff_self, exists_false]; done)))
  (fail_if_success (constructor <;> intro h; focus (set_option linter.unusedSimpArgs false in set_option simprocs false in simp only [*, Paracert.Rules.mul_assoc, Paracert.Rules.mul_comm, Paracert.Rules.mul_left_comm, Paracert.Rules.add_assoc, Paracert.Rules.add_comm, Paracert.Rules.add_left_comm, Paracert.Rules.one_mul, Paracert.Rules.mul_one, Paracert.Rules.zero_add, Paracert.Rules.add_zero, Paracert.Rules.zero_mul, Paracert.Rules.mul_zero, Paracert.Rules.mul_add, Paracert.Rules.add_mul, Paracert.Rules.pow_zero, Paracert.Rules.pow_succ, Paracert.Rules.div_eq_mul_inv, Paracert.Rules.sub_eq_add_neg, Paracert.Rules.neg_add_cancel, Paracert.Rules.add_neg_cancel, Paracert.Rules.neg_add_cancel_left, Paracert.Rules.add_neg_cancel_left, Paracert.Rules.neg_neg, Paracert.Rules.neg_zero, Paracert.Rules.neg_add, Paracert.Rules.neg_mul, Paracert.Rules.mul_neg, Paracert.Rules.inv_zero, Paracert.Rules.inv_one, Paracert.Rules.inv_inv, Paracert.Rules.mul_inv_rev, Nat.mul_assoc, Nat.mul_comm, Nat.mul_left_comm, Nat.add_assoc, Nat.add_comm, Nat.add_left_comm, Nat.one_mul, Nat.mul_one, Nat.zero_add, Nat.add_zero, Nat.zero_mul, Nat.mul_zero, Nat.mul_add, Nat.add_mul, Nat.pow_zero, Nat.pow_succ, Int.mul_assoc, Int.mul_comm, Int.mul_left_comm, Int.add_assoc, Int.add_comm, Int.add_left_comm, Int.one_mul, Int.mul_one, Int.zero_add, Int.add_zero, Int.zero_mul, Int.mul_zero, Int.mul_add, Int.add_mul, Int.pow_zero, Int.pow_succ, Int.sub_eq_add_neg, Int.neg_add_cancel_left, Int.add_neg_cancel_left, Int.neg_neg, Int.neg_zero, Int.neg_add, Int.neg_mul, Int.mul_neg, Nat.dvd_iff_mod_eq_zero, Int.dvd_iff_emod_eq_zero, Nat.pos_iff_ne_zero, Nat.gcd_comm, Nat.lcm_comm, Int.gcd_comm, Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.ne_iff_not_eq, Paracert.Rules.eq_comm, implies_true, not_true_eq_false, not_false_eq_true, forall_const, ne_eq, true_implies, false_implies, and_true, true_and, and_false, false_and, or_true, true_or, or_false, false_or, eq_self_iff_true, iff_self, exists_false] at h; done)))
  (fail_if_success (constructor <;> intro h; rotate_left; focus (set_option linter.unusedSimpArgs false in set_option simprocs false in simp only [*, Paracert.Rules.mul_assoc, Paracert.Rules.mul_comm, Paracert.Rules.mul_left_comm, Paracert.Rules.add_assoc, Paracert.Rules.add_comm, Paracert.Rules.add_left_comm, Paracert.Rules.one_mul, Paracert.Rules.mul_one, Paracert.Rules.zero_add, Paracert.Rules.add_zero, Paracert.Rules.zero_mul, Paracert.Rules.mul_zero, Paracert.Rules.mul_add, Paracert.Rules.add_mul, Paracert.Rules.pow_zero, Paracert.Rules.pow_succ, Paracert.Rules.div_eq_mul_inv, Paracert.Rules.sub_eq_add_neg, Paracert.Rules.neg_add_cancel, Paracert.Rules.add_neg_cancel, Paracert.Rules.neg_add_cancel_left, Paracert.Rules.add_neg_cancel_left, Paracert.Rules.neg_neg, Paracert.Rules.neg_zero, Paracert.Rules.neg_add, Paracert.Rules.neg_mul, Paracert.Rules.mul_neg, Paracert.Rules.inv_zero, Paracert.Rules.inv_one, Paracert.Rules.inv_inv, Paracert.Rules.mul_inv_rev, Nat.mul_assoc, Nat.mul_comm, Nat.mul_left_comm, Nat.add_assoc, Nat.add_comm, Nat.add_left_comm, Nat.one_mul, Nat.mul_one, Nat.zero_add, Nat.add_zero, Nat.zero_mul, Nat.mul_zero, Nat.mul_add, Nat.add_mul, Nat.pow_zero, Nat.pow_succ, Int.mul_assoc, Int.mul_comm, Int.mul_left_comm, Int.add_assoc, Int.add_comm, Int.add_left_comm, Int.one_mul, Int.mul_one, Int.zero_add, Int.add_zero, Int.zero_mul, Int.mul_zero, Int.mul_add, Int.add_mul, Int.pow_zero, Int.pow_succ, Int.sub_eq_add_neg, Int.neg_add_cancel_left, Int.add_neg_cancel_left, Int.neg_neg, Int.neg_zero, Int.neg_add, Int.neg_mul, Int.mul_neg, Nat.dvd_iff_mod_eq_zero, Int.dvd_iff_emod_eq_zero, Nat.pos_iff_ne_zero, Nat.gcd_comm, Nat.lcm_comm, Int.gcd_comm, Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.ne_iff_not_eq, Paracert.Rules.eq_comm, implies_true, not_true_eq_false, not_false_eq_true, forall_const, ne_eq, true_implies, false_implies, and_true, true_and, and_false, false_and, or_true, true_or, or_false, false_or, eq_self_iff_true, iff_self, exists_false] at h; done)))
  set_option simprocs false in
  simp only [*, Paracert.Rules.mul_assoc, Paracert.Rules.mul_comm,
    Paracert.Rules.mul_left_comm, Paracert.Rules.add_assoc, Paracert.Rules.add_comm,
    Paracert.Rules.add_left_comm, Paracert.Rules.one_mul, Paracert.Rules.mul_one,
    Paracert.Rules.zero_add, Paracert.Rules.add_zero, Paracert.Rules.zero_mul,
    Paracert.Rules.mul_zero, Paracert.Rules.mul_add, Paracert.Rules.add_mul,
    Paracert.Rules.pow_zero, Paracert.Rules.pow_succ, Paracert.Rules.div_eq_mul_inv,
    Paracert.Rules.sub_eq_add_neg, Paracert.Rules.neg_add_cancel, Paracert.Rules.add_neg_cancel,
    Paracert.Rules.neg_add_cancel_left, Paracert.Rules.add_neg_cancel_left, Paracert.Rules.neg_neg,
    Paracert.Rules.neg_zero, Paracert.Rules.neg_add, Paracert.Rules.neg_mul,
    Paracert.Rules.mul_neg, Paracert.Rules.inv_zero, Paracert.Rules.inv_one,
    Paracert.Rules.inv_inv, Paracert.Rules.mul_inv_rev, Nat.mul_assoc,
    Nat.mul_comm, Nat.mul_left_comm, Nat.add_assoc,
    Nat.add_comm, Nat.add_left_comm, Nat.one_mul,
    Nat.mul_one, Nat.zero_add, Nat.add_zero,
    Nat.zero_mul, Nat.mul_zero, Nat.mul_add,
    Nat.add_mul, Nat.pow_zero, Nat.pow_succ,
    Int.mul_assoc, Int.mul_comm, Int.mul_left_comm,
    Int.add_assoc, Int.add_comm, Int.add_left_comm,
    Int.one_mul, Int.mul_one, Int.zero_add,
    Int.add_zero, Int.zero_mul, Int.mul_zero,
    Int.mul_add, Int.add_mul, Int.pow_zero,
    Int.pow_succ, Int.sub_eq_add_neg, Int.neg_add_cancel_left,
    Int.add_neg_cancel_left, Int.neg_neg, Int.neg_zero,
    Int.neg_add, Int.neg_mul, Int.mul_neg,
    Nat.dvd_iff_mod_eq_zero, Int.dvd_iff_emod_eq_zero, Nat.pos_iff_ne_zero,
    Nat.gcd_comm, Nat.lcm_comm, Int.gcd_comm,
    Paracert.Rules.ge_iff_le, Paracert.Rules.gt_iff_lt, Paracert.Rules.ne_iff_not_eq,
    Paracert.Rules.eq_comm]
  done))

macro "paracert_auto" : tactic => `(tactic| (
  first
  | omega
  | decide
  | (intros; omega)
  | (constructor <;> intro h <;> intros <;> omega)
  | grind
  | (intros; grind)
  | simp_all
  | (intros; simp_all)))

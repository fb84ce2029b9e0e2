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
  Each starts with the closed-term gate (`paracert_gate`, Gate.lean: no closed term that computes
  may be left in the goal), simprocs are switched off inside them (simp's `decide` is off by
  default), rfl-style steps run at reducible transparency, and a certificate proves the pair with its
  numerals abstracted (paracert.certify.abstraction), so no proof can compute with closed terms.

  `paracert_auto` is general automation (omega, decide, grind, simp_all): a proof by it shows
  only that two statements have the same truth value (`both_provable`), never a certificate.
-/
import Paracert.Rules
import Paracert.Gate

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

"""The tactic portfolio of lean/Paracert/Tactics.lean, as data: the one source of its table.

The truth-independent certificate branches, cheapest first (a `certified` certificate is proved by
exactly one of them), the lemma list of each simp-based branch, and the alternatives of the
automation `paracert_auto` (which decides `both_provable` only). Python reads this module and never
the Lean file; `Macro.lean()` renders each entry as its Lean macro, and tests/test_tactic_table.py
checks that Tactics.lean holds exactly these macros, byte for byte (the Lean text is part of every
Lean cache key, so it is not rewritten from here).
"""

from __future__ import annotations

from dataclasses import dataclass

IFF_RFL = "paracert_iff_rfl"
STRUCTURAL = "paracert_structural"
LOGIC = "paracert_logic"
RULES = "paracert_rules"
UNPACK = "paracert_unpack"
NOTATION = "paracert_notation"
LAWS = "paracert_laws"
MATHLIB_LEMMAS = "paracert_mathlib_lemmas"
AUTO = "paracert_auto"
# The binder name of a Mathlib lemma a translated pair's signature holds as a hypothesis
# (`(mathlib_Set_mem_Icc_Real : ∀ …)`, data/mathlib/lemmas.json, decision 0017): the branch
# MATHLIB_LEMMAS rewrites with it, and a signature that holds one is stated pointwise
# (`certify.theorems.signature`) even when it binds no carrier, so that it is in the branch's context.
LEMMA_BINDER_PREFIX = "mathlib_"
# The closed-term gate (lean/Paracert/Gate.lean): the first step of every certificate branch, so no
# branch runs on a statement that still holds a closed term Lean could compute with.
GATE = "paracert_gate"
LEMMAS_PER_LINE = 3  # how Tactics.lean wraps a simp lemma list


@dataclass(frozen=True)
class Macro:
    """One tactic macro: a script written out (`tactic`, one entry per line), a `simp only` over
    `simp_only` (simprocs off, then `done`), or a `first` over the alternatives `first`."""

    name: str
    tactic: tuple[str, ...] = ()
    simp_only: tuple[str, ...] = ()
    first: tuple[str, ...] = ()
    gated: bool = False  # runs the closed-term gate first (every certificate branch)
    # the sides gate: fails when its `simp only` proves either side, or its negation, on its own
    # (a law identity is not a paraphrase of another one), before it proves the pair
    sides_open: bool = False
    # rewrites with the hypotheses of the signature too (`simp only [*, …]`): Mathlib's lemmas a
    # translated pair's signature holds (decision 0017); the sides gate then tries each side with its
    # hypothesis `h` cleared, so that the other side is never used to prove it
    hypotheses: bool = False

    def lines(self) -> list[str]:
        return self.gate_lines() + self._body()

    def gate_lines(self) -> list[str]:
        """The gates the branch runs before its proof: the closed-term gate, then the sides gate."""
        return ([GATE] if self.gated else []) + self._sides_gate()

    def _sides_gate(self) -> list[str]:
        if not self.sides_open:
            return []
        # with core's logic lemmas: a side the laws make `∀ x y, True` (or `¬ True`) counts as proved
        # (or refuted); a gate lemma can only add refusals
        simp = ("set_option linter.unusedSimpArgs false in set_option simprocs false in simp only ["
                + ", ".join((*self.simp_args(), *SIDES_GATE_LOGIC)) + "]")
        # the `mp` goal is `B` with `h : A`; after `rotate_left` the `mpr` goal `A` with `h : B`
        # each line in brackets: `fail_if_success` takes the tactics after it on a `;`-joined line
        return [f"(fail_if_success (constructor <;> intro h{turn}{clear if not at else ''}; focus ({simp}{at}; done)))"
                for at in ("", " at h") for turn in ("", "; rotate_left")
                for clear in (("; clear h",) if self.hypotheses else ("",))]

    def simp_args(self) -> tuple[str, ...]:
        """The arguments of its `simp only`: `*` (the hypotheses in context) first, where it takes them."""
        return ("*", *self.simp_only) if self.hypotheses else self.simp_only

    def _body(self) -> list[str]:
        if self.simp_only:
            args = self.simp_args()
            rows = [", ".join(args[i:i + LEMMAS_PER_LINE]) for i in range(0, len(args), LEMMAS_PER_LINE)]
            return ["set_option simprocs false in", "simp only [" + ",\n    ".join(rows) + "]", "done"]
        if self.first:
            return ["first", *(f"| {alternative}" for alternative in self.first)]
        return list(self.tactic)

    def script(self, with_gate: bool = True) -> str:
        """The tactic the macro stands for, as Tactics.lean writes it (one line bare, several lines
        in brackets, each indented by two); `with_gate=False`: without the closed-term gate (the
        `mathlib` profile's text, where paracert's Lean files are not loaded)."""
        lines = self.lines() if with_gate else self._body()  # the sides gate is part of the gate
        if len(lines) == 1:
            return lines[0]
        return "(\n" + "\n".join(f"  {line}" for line in lines) + ")"

    def lean(self) -> str:
        return f'macro "{self.name}" : tactic => `(tactic| {self.script()})'


# Mathlib's names of the laws (lean/Paracert/Signature/Laws.lean): commutative semirings, powers by a
# natural number, subtraction and negation of rings, division as multiplication by the inverse and
# the inverse of a group with zero (fields, ℝ≥0); also
# core's for ℕ and ℤ (`Nat.mul_assoc`, `Int.neg_mul`) where core states the same law (CORE_LAWS)
LAW_LEMMAS = ("mul_assoc", "mul_comm", "mul_left_comm", "add_assoc", "add_comm", "add_left_comm", "one_mul",
              "mul_one", "zero_add", "add_zero", "zero_mul", "mul_zero", "mul_add", "add_mul", "pow_zero",
              "pow_succ", "div_eq_mul_inv", "sub_eq_add_neg", "neg_add_cancel", "add_neg_cancel",
              "neg_add_cancel_left", "add_neg_cancel_left", "neg_neg", "neg_zero", "neg_add", "neg_mul", "mul_neg",
              "inv_zero", "inv_one", "inv_inv", "mul_inv_rev")
# which of them core states for ℕ and ℤ under the same name: ℕ has no negation (its `-` truncates),
# neither has `⁻¹`, and core names ℤ's `-a + a = 0`, `a + -a = 0` otherwise (`Int.add_left_neg`)
_SEMIRING_LAWS = LAW_LEMMAS[:16]
CORE_LAWS = (*(f"Nat.{name}" for name in _SEMIRING_LAWS),
             *(f"Int.{name}" for name in LAW_LEMMAS
               if name not in ("div_eq_mul_inv", "neg_add_cancel", "add_neg_cancel", "inv_zero", "inv_one", "inv_inv",
                               "mul_inv_rev")))


# core's lemmas (Mathlib's, of the same names) that say one ℕ ℤ notion by another: divisibility as a
# remainder, positivity as `≠ 0`, gcd and lcm symmetric
CORE_FACTS = ("Nat.dvd_iff_mod_eq_zero", "Int.dvd_iff_emod_eq_zero", "Nat.pos_iff_ne_zero", "Nat.gcd_comm",
              "Nat.lcm_comm", "Int.gcd_comm")
# core's logic lemmas the sides gate adds (a gate lemma can only add refusals); `exists_false`: a side
# `∃ a : R, a * 1 ≠ a` over a carrier (which may be empty, so `forall_const` does not fire) is refuted
SIDES_GATE_LOGIC = ("implies_true", "not_true_eq_false", "not_false_eq_true", "forall_const", "ne_eq",
                    "true_implies", "false_implies", "and_true", "true_and", "and_false", "false_and", "or_true",
                    "true_or", "or_false", "false_or", "eq_self_iff_true", "iff_self", "exists_false")


def _rules(*names: str) -> tuple[str, ...]:
    return tuple(f"Paracert.Rules.{name}" for name in names)


CERTIFICATE_MACROS: tuple[Macro, ...] = (
    # reducible transparency only: `≥ > ≠` (reducible notations) unfold, nothing computes
    Macro(IFF_RFL, tactic=("with_reducible exact Iff.rfl",), gated=True),
    # intro / apply / exact of hypotheses (binder and hypothesis reorder), unified at reducible transparency
    Macro(STRUCTURAL, tactic=(
        "constructor <;> intro h <;> intros <;>",
        "  first | with_reducible exact h | (with_reducible apply h <;> with_reducible assumption)",
    ), gated=True),
    # pure logic; no double negation, so `¬ (a ≠ b) → ¬ q` stays a contrapositive
    Macro(LOGIC, simp_only=_rules("not_imp_not", "not_forall", "not_exists", "not_and_or", "not_or", "and_imp"),
          gated=True),
    Macro(RULES, simp_only=_rules(
        "ge_iff_le", "gt_iff_lt", "ne_iff_not_eq", "nat_not_lt", "nat_not_le", "int_not_lt", "int_not_le",
        "and_imp", "not_not", "not_imp_not", "not_forall", "not_exists", "not_and_or", "not_or", "eq_comm",
        "and_comm", "or_comm", "and_assoc", "iff_comm",
    ), gated=True),
    # the rules plus the definitional unpack of ∣, Prime, Even, Odd
    Macro(UNPACK, simp_only=_rules(
        "ge_iff_le", "gt_iff_lt", "ne_iff_not_eq", "nat_not_lt", "nat_not_le", "int_not_lt", "int_not_le",
        "and_imp", "not_not", "eq_comm", "and_comm", "or_comm", "nat_dvd_def", "int_dvd_def", "prime_def",
        "even_def", "odd_def",
    ), gated=True),
    # Even / Odd as a remainder mod 2
    Macro(NOTATION, simp_only=_rules("nat_even_iff_mod", "nat_odd_iff_mod", "ge_iff_le", "gt_iff_lt", "eq_comm"),
          gated=True),
    # the laws (ℕ ℤ by core's lemmas, the signature's classes by theirs, lean/Paracert/Signature/Laws.lean):
    # subtraction as adding the negation, division as multiplying by the inverse, `x ^ 2` as `x * x`,
    # negations pulled out of products, sums and products sorted, units, 0 and `a + -a` dropped,
    # products distributed; with CORE_FACTS for ℕ ℤ; the sides gate first (decisions 0015, 0018)
    Macro(LAWS, simp_only=(
        *_rules(*LAW_LEMMAS), *CORE_LAWS, *CORE_FACTS, *_rules("ge_iff_le", "gt_iff_lt", "ne_iff_not_eq", "eq_comm"),
    ), gated=True, sides_open=True),
    # the laws of `paracert_laws` and the hypotheses of the signature: Mathlib's lemmas of the table
    # data/mathlib/lemmas.json that a translated pair's signature holds (`Real.logb b x = Real.log x /
    # Real.log b`, `x ∈ Set.Icc a b ↔ a ≤ x ∧ x ≤ b`, …); the sides gate first (decision 0017)
    Macro(MATHLIB_LEMMAS, simp_only=(
        *_rules(*LAW_LEMMAS), *CORE_LAWS, *CORE_FACTS, *_rules("ge_iff_le", "gt_iff_lt", "ne_iff_not_eq", "eq_comm"),
    ), gated=True, sides_open=True, hypotheses=True),
)
AUTOMATION = Macro(AUTO, first=(
    "omega", "decide", "(intros; omega)", "(constructor <;> intro h <;> intros <;> omega)", "grind",
    "(intros; grind)", "simp_all", "(intros; simp_all)",
))
# Truth-independent branches, cheapest first. `paracert check` accepts exactly `by <branch>`.
CERT_BRANCHES: tuple[str, ...] = tuple(m.name for m in CERTIFICATE_MACROS)
MACROS: dict[str, Macro] = {m.name: m for m in (*CERTIFICATE_MACROS, AUTOMATION)}


def branch_lemmas() -> dict[str, list[str]]:
    """The lemma list of every simp-based certificate branch, cheapest branch first."""
    return {m.name: list(m.simp_args()) for m in CERTIFICATE_MACROS if m.simp_only}


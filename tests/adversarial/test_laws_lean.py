"""The laws branch (`paracert_laws`, decisions 0015 and 0018) through the real Lean: paraphrases that
differ by a law of commutative rings (ℕ ℤ by core's lemmas, ℝ and a statement's own `[Field F]` by the
signature classes' law fields): subtraction as adding the negation, a negation inside a product,
`x ^ 2` as `x * x`, division as multiplication by the inverse, the inverse of a product or of an
inverse; or by core's ∣-as-% and `0 <`-as-`≠ 0`
lemmas, are certified and `paracert check` verifies them; pairs whose sides are law identities on
their own (or their negations) are refused by the sides gate, however the branch could prove the
pair; pairs the laws do not relate (ℕ's and ℝ≥0's truncated subtraction, a sign moved, an exponent
read as a factor) are not certified; a certificate of two law identities `check` refuses."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from paracert.certify.check import check_directory
from paracert.certify.engine import certify_pairs
from paracert.certify.mathlib_input import prepare_pairs
from paracert.certify.store import write_certificates
from paracert.certify.theorems import certified_text
from paracert.lean.items import LeanItem, Status
from paracert.statements.pairs import Pair
from paracert.statements.tactics import LAWS, MACROS, SIDES_GATE_LOGIC

sys.path.insert(0, str(Path(__file__).parent))
from forgery import attack_runner, forged  # noqa: E402

pytestmark = [pytest.mark.lean, pytest.mark.lean_translate, pytest.mark.slow]

M = "import Mathlib\nimport Aesop\n\nopen Real"
# (id, a, b, header or None for a core pair)
GENUINE = [
    ("nat_one_mul_add_zero", "∀ x : Nat, x * 1 + 0 > 5 → x ≥ 3", "∀ x : Nat, x > 5 → x ≥ 3", None),
    ("int_assoc", "∀ x y z : Int, 3 * x * y * z = 7", "∀ x y z : Int, 3 * (x * (y * z)) = 7", None),
    ("nat_dvd_as_mod", "theorem a (n : ℕ) (h₀ : n % 5 = 2) : (3 * n + 4) % 5 = 0 := by sorry",
     "theorem b (n : ℕ) (h₀ : n % 5 = 2) : 5 ∣ 3 * n + 4 := by sorry", "import Mathlib"),
    ("nat_pos_as_ne_zero", "theorem a (n : ℕ) (h₀ : 0 < n) : 11 ∣ 10 ^ (2 * n) - 1 := by sorry",
     "theorem b (n : ℕ) (h₀ : n ≠ 0) : 11 ∣ 10 ^ (2 * n) - 1 := by sorry", "import Mathlib"),
    ("real_one_mul", "theorem a (x n c : ℝ) (h₀ : n + 1 * x = c) (h₁ : n = 3) : x = c - 3 := by sorry",
     "theorem b (x n c : ℝ) (h₀ : n + x = c) (h₁ : n = 3) : x = c - 3 := by sorry", M),
    ("real_assoc", "theorem a (x y : ℝ) (h : 3 * x^2 * y^2 = 12) : x * y ≠ 0 := by sorry",
     "theorem b (x y : ℝ) (h : 3 * (x^2 * y^2) = 12) : x * y ≠ 0 := by sorry", M),
]
# decision 0018: subtraction, negation, powers by a bare 2, division
F = "import Mathlib\n\nopen BigOperators Real Nat Topology Rat"
GENUINE += [
    ("real_sub_as_add_neg", "theorem a (a b c : ℝ) (h₀ : a - b = c) (h₁ : 0 < c) : b < a := by sorry",
     "theorem b (a b c : ℝ) (h₀ : a + -b = c) (h₁ : 0 < c) : b < a := by sorry", F),
    ("real_neg_in_product", "theorem a (x y : ℝ) (h : -(x * y) = 6) : x ≠ 0 := by sorry",
     "theorem b (x y : ℝ) (h : -x * y = 6) : x ≠ 0 := by sorry", F),
    ("real_square_as_product", "theorem a (x y : ℝ) (h₀ : x ^ 2 * y = 18) (h₁ : y = 2) : x = 3 ∨ x = -3 := by sorry",
     "theorem b (x y : ℝ) (h₀ : x * x * y = 18) (h₁ : y = 2) : x = 3 ∨ x = -3 := by sorry", F),
    ("field_div_as_mul_inv",
     "theorem a {F : Type*} [Field F] (a b c : F) (h₀ : b ≠ 0) (h₁ : a / b = c) : a = c * b := by sorry",
     "theorem b {F : Type*} [Field F] (a b c : F) (h₀ : b ≠ 0) (h₁ : a * b⁻¹ = c) : a = c * b := by sorry", F),
    ("real_sub_of_sub", "theorem a (a b : ℝ) (h : a - (b - 3) = 10) : a - b = 7 := by sorry",
     "theorem b (a b : ℝ) (h : a + 3 - b = 10) : a - b = 7 := by sorry", F),
    ("int_sub_neg_square", "theorem a (m n : ℤ) (h : m - n ^ 2 = -7) : m < n ^ 2 := by sorry",
     "theorem b (m n : ℤ) (h : m + -(n * n) = -7) : m < n ^ 2 := by sorry", F),
    ("nat_square_as_product", "∀ x y : Nat, x ^ 2 + y = 50 → x < 8", "∀ x y : Nat, y + x * x = 50 → x < 8", None),
    ("real_inverse_of_quotient", "theorem a (a b : ℝ) (h₀ : a ≠ 0) (h₁ : (a / b)⁻¹ = 5) : b = 5 * a := by sorry",
     "theorem b (a b : ℝ) (h₀ : a ≠ 0) (h₁ : b / a = 5) : b = 5 * a := by sorry", F),
    ("real_one_over_one_over", "theorem a (x : ℝ) (h₀ : 1 / (1 / x) = 4) : x = 4 := by sorry",
     "theorem b (x : ℝ) (h₀ : x = 4) : x = 4 := by sorry", F),
    ("nnreal_inverse_of_product", "theorem a (x y : NNReal) (h : (x * y)⁻¹ = 1) : x = y⁻¹ := by sorry",
     "theorem b (x y : NNReal) (h : x⁻¹ / y = 1) : x = y⁻¹ := by sorry", F),
]
# not equivalent, or equivalent only by a fact that is no law of every instance: not certified
DIFFERENT = [
    ("real_sign_moved", "theorem a (a b c : ℝ) (h : a - b = c) : c ≤ a := by sorry",
     "theorem b (a b c : ℝ) (h : b - a = c) : c ≤ a := by sorry", F),
    ("real_neg_both_factors", "theorem a (x y : ℝ) (h : -(x * y) = 6) : x ≠ 0 := by sorry",
     "theorem b (x y : ℝ) (h : -x * -y = 6) : x ≠ 0 := by sorry", F),
    ("real_square_as_double", "theorem a (x : ℝ) (h : x ^ 2 = 16) : x ≤ 4 := by sorry",
     "theorem b (x : ℝ) (h : 2 * x = 16) : x ≤ 4 := by sorry", F),
    ("real_div_swapped", "theorem a (a b : ℝ) (h : a / b = 2) : a ≠ 0 := by sorry",
     "theorem b (a b : ℝ) (h : b / a = 2) : a ≠ 0 := by sorry", F),
    ("real_cube_as_product", "theorem a (x : ℝ) (h : x ^ 3 = 8) : x = 2 := by sorry",
     "theorem b (x : ℝ) (h : x * x * x = 9) : x = 2 := by sorry", F),
    ("real_inverse_not_negation", "theorem a (x : ℝ) (h : x⁻¹ = 2) : x ≠ 0 := by sorry",
     "theorem b (x : ℝ) (h : -x = 2) : x ≠ 0 := by sorry", F),
    # ℕ's `-` truncates: `a - b + b = a` only when `b ≤ a`
    ("nat_truncated_sub", "∀ a b c : Nat, a - b + b = c → a ≤ c", "∀ a b c : Nat, a = c → a ≤ c", None),
    # ℤ's subtraction law says nothing about ℕ's `-` under a cast
    ("int_cast_of_nat_sub", "∀ a b c : Nat, ((a - b : Nat) : Int) = (c : Int) → b ≤ a + c",
     "∀ a b c : Nat, (a : Int) - (b : Int) = (c : Int) → b ≤ a + c", None),
    ("nnreal_truncated_sub", "theorem a (x y z : NNReal) (h : x - y + y = z) : x ≤ z := by sorry",
     "theorem b (x y z : NNReal) (h : x = z) : x ≤ z := by sorry", F),
    ("real_hypothesis_does_not_follow", "theorem a (x y : ℝ) (h₀ : x - y = 0) (h₁ : x ^ 2 = 4) : x = y := by sorry",
     "theorem b (x y : ℝ) (h₁ : x ^ 2 = 4) : x = y := by sorry", F),
]
# each side a law identity (or the negation of one): both true (or both false) in every ring, and
# the laws prove the pair, but one is no paraphrase of the other
IDENTITIES = [
    ("nat_add_comm_vs_mul_comm", "∀ a b : Nat, a + b = b + a", "∀ a b : Nat, a * b = b * a", None),
    ("nat_distrib_vs_add_comm", "∀ x y : Nat, x * (y + 1) = x * y + x", "∀ x y : Nat, x + y = y + x", None),
    ("nat_negated_identities", "∀ x y : Nat, x + y ≠ y + x", "∀ x y : Nat, x * y ≠ y * x", None),
    ("int_one_vs_zero", "∀ x : Int, x * 1 = x", "∀ x : Int, 0 + x = x", None),
    ("nat_dvd_identities", "∀ a b : Nat, (a * b) % a = 0 → a * b = b * a", "∀ a : Nat, a ∣ a + 0", None),
    ("real_mul_comm_vs_add_comm", "theorem a (x y : ℝ) : x * y = y * x := by sorry",
     "theorem b (x y : ℝ) : x + y = y + x := by sorry", M),
    ("real_sub_self_vs_mul_zero", "theorem a (a : ℝ) : a - a = 0 := by sorry",
     "theorem b (b : ℝ) : b * 0 = 0 := by sorry", F),
    ("real_neg_mul_vs_sub_zero", "theorem a (a b : ℝ) : -(a * b) = -a * b := by sorry",
     "theorem b (a : ℝ) : a - 0 = a := by sorry", F),
    ("real_square_vs_div", "theorem a (x : ℝ) : x ^ 2 = x * x := by sorry",
     "theorem b (a b : ℝ) : a / b = a * b⁻¹ := by sorry", F),
    ("real_square_vs_sub_zero", "theorem a (x : ℝ) : x ^ 2 = x * x := by sorry",
     "theorem b (a : ℝ) : a - 0 = a := by sorry", F),
    ("real_negated_identities", "theorem a : ∃ a b : ℝ, a - b ≠ a + -b := by sorry",
     "theorem b : ∃ x : ℝ, x ^ 2 ≠ x * x := by sorry", F),
    # over a carrier, which may be empty: refuted by the gate's `exists_false`, not by `forall_const`
    ("real_negated_exists", "theorem a : ∃ a : ℝ, a - a ≠ 0 := by sorry",
     "theorem b : ∃ b : ℝ, b * 0 ≠ 0 := by sorry", F),
    ("real_negated_exists_semiring_laws", "theorem a : ∃ a : ℝ, a * 1 ≠ a := by sorry",
     "theorem b : ∃ b : ℝ, b + 0 ≠ b := by sorry", F),
    # ∀ over a carrier: refuted through `forall_const`, the carrier inhabited by its `0`
    ("real_negated_forall", "theorem a : ∀ a : ℝ, a - a ≠ 0 := by sorry",
     "theorem b : ∀ b : ℝ, b * 0 ≠ 0 := by sorry", F),
    ("field_negated_forall_semiring_laws", "theorem a {F : Type*} [Field F] : ∀ a : F, a * 1 ≠ a := by sorry",
     "theorem b {F : Type*} [Field F] : ∀ b : F, b + 0 ≠ b := by sorry", F),
    ("field_inv_inv_vs_inv_one", "theorem a {F : Type*} [Field F] (a : F) : a⁻¹⁻¹ = a := by sorry",
     "theorem b {F : Type*} [Field F] : (1 : F)⁻¹ = 1 := by sorry", F),
    ("int_cancel_vs_neg_neg", "∀ a b : Int, a - b + b = a", "∀ a : Int, - -a = a", None),
    ("field_identity_vs_identity", "theorem a {F : Type*} [Field F] (a b : F) : a / b = a * b⁻¹ := by sorry",
     "theorem b {F : Type*} [Field F] (a b : F) : (a - b) * (a + b) = a * a - b * b := by sorry", F),
]

# a binder only one side has that may be uninhabited (a hypothesis, a constant of a carrier): were the
# two signatures merged, `∀ Σ, (A ↔ B)` would assume it for the other side too; A true, B false
ONE_SIDED = [
    ("one_sided_hypothesis", "∀ {R : Type} (f : R → R) (h : ∀ x : R, f x = x), ∀ x : R, f x = x",
     "∀ {R : Type} (f : R → R) (g : ∀ x : R, x = x), ∀ x : R, f x = x", None),
    ("one_sided_constant", "∀ {R : Type} (c : R), ∃ x : R, x = c", "∀ {R : Type}, ∃ x : R, True", None),
]


def _pair(row: tuple[str, str, str, str | None]) -> Pair:
    pid, a, b, header = row
    return Pair(pair_id=pid, a=a, b=b, header=header, family="laws")


@pytest.fixture(scope="module")
def run(lean_required, tmp_path_factory) -> dict:
    tmp = tmp_path_factory.mktemp("laws")
    runner = attack_runner(tmp / "w")
    rows = GENUINE + DIFFERENT + IDENTITIES + ONE_SIDED
    prepared = prepare_pairs([_pair(r) for r in rows], runner)
    verdicts = {v.pair_id: v for v in prepared.merge(certify_pairs(prepared.to_certify(), runner))}
    translations = {rows[k][0]: t for k, t in prepared.translated.items()}
    certs = tmp / "certificates"
    write_certificates([v for pid, v in verdicts.items() if pid in {g[0] for g in GENUINE}], certs)
    return {"runner": runner, "verdicts": verdicts, "certs": certs, "tmp": tmp, "translations": translations}


def test_law_paraphrases_are_certified_by_the_laws_branch_and_checked(run) -> None:
    got = {pid: (run["verdicts"][pid].verdict, run["verdicts"][pid].tactic) for pid, *_ in GENUINE}
    assert got == {pid: ("certified", LAWS) for pid, *_ in GENUINE}, got
    report = check_directory(run["certs"], runner=run["runner"])
    assert report.ok and report.verified == len(GENUINE), report.problems


def test_pairs_of_law_identities_are_not_certified(run) -> None:
    got = {pid: run["verdicts"][pid].verdict for pid, *_ in IDENTITIES}
    assert "certified" not in got.values(), got


def test_a_hypothesis_only_one_side_binds_is_not_assumed_for_the_other(run) -> None:
    got = {pid: run["verdicts"][pid].verdict for pid, *_ in ONE_SIDED}
    assert "certified" not in got.values(), got


def test_pairs_the_laws_do_not_relate_are_not_certified(run) -> None:
    got = {pid: run["verdicts"][pid].verdict for pid, *_ in DIFFERENT}
    assert "certified" not in got.values(), got
    assert got["int_cast_of_nat_sub"] == "refuted", got  # a = 0, b = 1, c = 0: A's cast of `0 - 1` is 0
    # read (ℝ≥0 included: its subtraction is Mathlib's truncated one), and still refused
    read = {pid for pid, _a, _b, header in DIFFERENT if header is not None}
    assert read <= set(run["translations"]), read - set(run["translations"])


def test_pairs_of_identities_of_the_new_laws_are_refused_by_the_gate_which_is_what_refuses(run) -> None:
    """The branch's own rewriting, with the gate's logic lemmas and without the gate, proves each pair
    of law identities of decision 0018: what keeps them uncertified is the sides gate."""
    m = MACROS[LAWS]
    ungated = f"(set_option simprocs false in simp only [{', '.join((*m.simp_args(), *SIDES_GATE_LOGIC))}]; done)"
    # (`real_square_vs_div` is refused before: `⁻¹` is outside paracert's parser, so every literal of the
    # pair is abstracted, the exponent too, and `x ^ pcLit0 = x * x` is no identity)
    for pid in ("real_sub_self_vs_mul_zero", "real_square_vs_sub_zero", "real_negated_identities"):
        t = run["translations"][pid]
        res = run["runner"].run([LeanItem(item_id="ungated", code=certified_text("pc_ungated", t.a, t.b, ungated))])[0]
        assert res.status == Status.ok, (pid, res)


def test_check_refuses_a_certificate_of_two_law_identities(run) -> None:
    """A certified verdict forged for `a - b = a + -b` vs `x ^ 2 = x * x` with the branch's proof: the
    pair is true (both sides are laws) but the sides gate fails in Lean, so `check` refuses it."""
    a, b = "∀ a b : Int, a - b = a + -b", "∀ x : Int, x ^ 2 = x * x"
    fake = forged(run["runner"], "forged_identities", a, b, "laws", LAWS,
                  lambda name: certified_text(name, a, b, LAWS))
    store = run["tmp"] / "forged"
    write_certificates([fake], store)
    report = check_directory(store, runner=run["runner"])
    assert not report.ok and report.verified == 0, report

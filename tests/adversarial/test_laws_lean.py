"""The laws branch (`paracert_laws`, decision 0015) through the real Lean: paraphrases that differ by a
law of commutative semirings (ℕ ℤ by core's lemmas, ℝ by the signature classes' law fields) or by
core's ∣-as-% and `0 <`-as-`≠ 0` lemmas are
certified and `paracert check` verifies them; pairs whose sides are law identities on their own (or
their negations) are refused by the sides gate, however the branch could prove the pair."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from paracert.certify.check import check_directory
from paracert.certify.engine import certify_pairs
from paracert.certify.mathlib_input import prepare_pairs
from paracert.certify.store import write_certificates
from paracert.statements.pairs import Pair
from paracert.statements.tactics import LAWS

sys.path.insert(0, str(Path(__file__).parent))
from forgery import attack_runner  # noqa: E402

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
    prepared = prepare_pairs([_pair(r) for r in GENUINE + IDENTITIES + ONE_SIDED], runner)
    verdicts = {v.pair_id: v for v in prepared.merge(certify_pairs(prepared.to_certify(), runner))}
    certs = tmp / "certificates"
    write_certificates(list(verdicts.values()), certs)
    return {"runner": runner, "verdicts": verdicts, "certs": certs}


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

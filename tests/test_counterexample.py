"""Counterexample search and error-kind classification (paracert.certify.counterexample)."""

from __future__ import annotations

import pytest

from paracert.certify.counterexample.error_kind import ErrorKind, classify_error_kind
from paracert.certify.counterexample.points import assignments, telescope
from paracert.certify.counterexample.search import find_counterexample, refutation_scripts, search_counterexample
from paracert.transforms.ast import Binder, Ty
from paracert.transforms.parser import ParseError, parse
from paracert.transforms.term_semantics import evaluate


def test_dvd_sum_paraphrase_is_refuted_at_the_smallest_point() -> None:
    cex = find_counterexample("∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n")
    assert cex is not None
    assert cex.refutes == "B"
    assert cex.assignment == {"a": 2, "m": 1, "n": 1}
    assert cex.instance == "2 ∣ 1 + 1 ↔ 2 ∣ 1 ∧ 2 ∣ 1"
    assert cex.proposition == "¬ (2 ∣ 1 + 1 ↔ 2 ∣ 1 ∧ 2 ∣ 1)"
    assert cex.goal == "¬ (∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n)"
    assert cex.tactic_scripts[0] == "intro h; exact absurd (h 2 1 1) (by decide)"
    assert any("omega" in s for s in cex.tactic_scripts)
    assert any("simp" in s for s in cex.tactic_scripts)
    # the instance really is false, and no smaller point is
    assert evaluate(parse(cex.proposition)) is True


def test_true_statements_have_no_counterexample() -> None:
    res = search_counterexample("∀ a b : Nat, a + b = b + a")
    assert res.counterexample is None
    assert res.checked > 100
    assert any("polynomial identity" in n for n in res.notes)
    assert find_counterexample("∀ x : Int, x % 2 = 0 ∨ x % 2 = 1") is None  # emod, not T-mod
    assert find_counterexample("∀ x : Int, x / 2 * 2 + x % 2 = x") is None
    assert find_counterexample("∀ p : Nat, Nat.Prime p → p = 2 ∨ p % 2 = 1") is None


def test_nat_subtraction_counterexample() -> None:
    cex = find_counterexample("∀ a b : Nat, a - b + b = a")
    assert cex is not None and cex.assignment == {"a": 0, "b": 1}
    assert find_counterexample("∀ a b : Int, a - b + b = a") is None


def test_int_values_and_implicit_binders_in_scripts() -> None:
    cex = find_counterexample("∀ x : Int, x * x ≠ x + 2")
    assert cex is not None and cex.assignment == {"x": -1}  # roots -1 and 2: smallest |x| first
    cex = find_counterexample("∀ x : Int, x ≥ 0 → x * x ≠ x + 2")
    assert cex is not None and cex.assignment == {"x": 2}
    cex = find_counterexample("∀ x : Int, x < 0 → x * x ≠ x + 2")
    assert cex is not None and cex.assignment == {"x": -1}
    assert cex.tactic_scripts[0] == "intro h; exact absurd (h (-1)) (by decide)"
    assert cex.instance == "(-1 : Int) < 0 → (-1 : Int) * (-1 : Int) ≠ (-1 : Int) + 2"
    cex = find_counterexample("∀ {p : ℕ}, p.Prime → 3 ≤ p")
    assert cex is not None and cex.assignment == {"p": 2}
    assert cex.tactic_scripts[0] == "intro h; exact absurd (@h 2) (by decide)"
    assert cex.instance == "Nat.Prime 2 → 3 ≤ 2"


def test_hypotheses_between_binders_are_discharged() -> None:
    cex = find_counterexample("∀ a : Nat, a > 0 → ∀ b : Nat, a * b > 0")
    assert cex is not None and cex.assignment == {"a": 1, "b": 0}
    assert cex.tactic_scripts[0] == "intro h; exact absurd (h 1 (by decide) 0) (by decide)"
    assert cex.proposition == "¬ (1 * 0 > 0)"


def test_theorem_form() -> None:
    cex = find_counterexample("theorem t (a b : Nat) (h : a ≤ b) : a < b")
    assert cex is not None and cex.assignment == {"a": 0, "b": 0}


def test_pair_mode_prefers_a_point_where_a_holds() -> None:
    a = "∀ n : Nat, n > 0 → n * n ≥ n"
    b = "∀ n : Nat, n * n > n"
    res = search_counterexample(a, b)
    cex = res.counterexample
    assert cex is not None and cex.refutes == "B"
    assert cex.assignment == {"n": 0} and cex.other_holds is True
    assert "A's body holds" in cex.description
    # B fails at 0 and 1, but A (wrongly strict) also fails at 1 only: prefer a point where A holds
    cex = find_counterexample("∀ n : Nat, n = 0 ∨ n * n > n", "∀ n : Nat, n * n > n")
    assert cex is not None and cex.assignment == {"n": 0} and cex.other_holds is True
    cex = find_counterexample("∀ n : Nat, n ≠ 1 → n * n ≠ n + 0", "∀ n : Nat, n * n ≠ n")
    assert cex is not None and cex.assignment == {"n": 1} and cex.other_holds is True


def test_pair_mode_reports_a_false_canonical() -> None:
    cex = find_counterexample("∀ n : Nat, n * n > n", "∀ n : Nat, n * n ≥ n")
    assert cex is not None and cex.refutes == "A" and cex.assignment == {"n": 0}
    assert refutation_scripts("∀ n : Nat, n * n > n", "∀ n : Nat, n * n ≥ n") == []


def test_inner_quantifiers() -> None:
    # guarded inner ∃: decided exactly, so n = 2 is a sound counterexample
    cex = find_counterexample("∀ n : Nat, ∃ m : Nat, m ≤ n ∧ m * m = n")
    assert cex is not None and cex.assignment == {"n": 2}
    # unguarded inner ∃: no sound claim; the points are reported as undecided and skipped
    res = search_counterexample("∀ n : Nat, ∃ m : Nat, m * m = n", budget=50)
    assert res.counterexample is None
    assert res.undecided > 0 and res.undecided_example == {"n": 2}
    # an inner ∀ after a hypothesis is instantiated too
    cex = find_counterexample("∀ n : Nat, n > 0 → ∀ m : Nat, m < n")
    assert cex is not None and cex.assignment == {"n": 1, "m": 1}
    # an inner ∀ that cannot be instantiated (under ∨) is still conclusive when falsified by a witness
    cex = find_counterexample("∀ n : Nat, (∀ m : Nat, m < n) ∨ n = 5")
    assert cex is not None and cex.assignment == {"n": 0}


def test_sympy_fallback_finds_large_witnesses() -> None:
    res = search_counterexample("∀ x : Int, x * x ≠ 1369", bound=8)
    cex = res.counterexample
    assert cex is not None and cex.method == "sympy" and cex.assignment == {"x": 37}
    cex = find_counterexample("∀ n : Nat, n * n < 1000 * n + 5", bound=8)
    assert cex is not None and cex.method == "sympy" and cex.assignment == {"n": 1001}
    assert search_counterexample("∀ x : Int, x * x ≠ 1369", bound=8, use_sympy=False).counterexample is None


def test_closed_statements() -> None:
    cex = find_counterexample("2 ^ 10 = 1000")
    assert cex is not None and cex.method == "closed" and cex.assignment == {}
    assert cex.tactic_scripts[0] == "decide"
    assert find_counterexample("2 ^ 10 = 1024") is None


def test_refutation_scripts_for_the_engine() -> None:
    scripts = refutation_scripts("∀ a b : Nat, a ≤ b → a < b + 1", "∀ a b : Nat, a ≤ b → a < b")
    assert scripts and scripts[0][0] == "intro h; exact absurd (h 0 0) (by decide)"
    data = scripts[0][1]
    assert data is not None and data["assignment"] == {"a": 0, "b": 0} and data["refutes"] == "B"
    assert refutation_scripts("∀ x : ℝ, x = x", "∀ x : ℝ, x = x") == []  # outside the fragment


def test_parse_errors_propagate() -> None:
    with pytest.raises(ParseError):
        find_counterexample("∀ x : ℝ, x * x ≥ 0")


def test_enumeration_order() -> None:
    nat2 = [Binder("a", Ty.NAT), Binder("b", Ty.NAT)]
    assert list(assignments(nat2, 2))[:6] == [(0, 0), (0, 1), (1, 0), (0, 2), (1, 1), (2, 0)]
    assert list(assignments([Binder("x", Ty.INT)], 2)) == [(0,), (1,), (-1,), (2,), (-2,)]
    assert list(assignments([Binder("p", Ty.PROP)], 5)) == [(False,), (True,)]


def test_telescope() -> None:
    tele = telescope(parse("∀ a : Nat, a > 0 → ∀ b : Nat, a ≤ b → a * b ≥ b"))
    assert [bd.name for bd in tele.binders] == ["a", "b"]
    assert len(tele.hypotheses) == 1  # `a ≤ b` stays in the body: no binder follows it


# --------------------------------------------------------------------------------------------------
# Error kinds


@pytest.mark.parametrize(
    ("a", "b", "kind"),
    [
        ("∀ n : Nat, n > 2 → n > 1", "∀ n : Nat, n > 2 ↔ n > 1", ErrorKind.biconditional_overreach),
        ("∀ n : Nat, Even n → Even (n * n)", "∀ n : Nat, Even (n * n) → Even n", ErrorKind.converse_swapped),
        ("∀ p q r : Prop, p → q → r", "∀ p q r : Prop, r → q → p", ErrorKind.converse_swapped),
        ("∀ a b : Nat, 0 < b → a ∣ b → a ≤ b", "∀ a b : Nat, a ∣ b → a ≤ b", ErrorKind.hypothesis_dropped),
        ("∀ a b : Nat, 0 < a ∧ 0 < b → a ≤ a * b", "∀ a b : Nat, 0 < b → a ≤ a * b", ErrorKind.hypothesis_dropped),
        (
            "theorem t (a b : Nat) (h₀ : 0 < b) (h₁ : a ∣ b) : a ≤ b",
            "∀ a b : Nat, a ∣ b → a ≤ b",
            ErrorKind.hypothesis_dropped,
        ),
        ("∀ n : Nat, ∃ m : Nat, m > n", "∃ m : Nat, ∀ n : Nat, m > n", ErrorKind.quantifier_scope_changed),
        ("∀ n : Nat, n < 3 → 1 < 2", "(∀ n : Nat, n < 3) → 1 < 2", ErrorKind.quantifier_scope_changed),
        ("∀ a b : Nat, a ∣ b → a ≤ b ∨ b = 0", "∀ a b : Nat, b ∣ a → a ≤ b ∨ b = 0", ErrorKind.relation_inverted),
        ("∀ a b : Nat, a < b → a + 1 ≤ b", "∀ a b : Nat, a > b → a + 1 ≤ b", ErrorKind.relation_inverted),
        ("∀ n : Nat, n - 1 < n ∨ n = 0", "∀ n : ℤ, n - 1 < n ∨ n = 0", ErrorKind.type_context_changed),
        ("∀ a b : Nat, (a - b : Nat) ≤ a", "∀ a b : Nat, (a - b : Int) ≤ a", ErrorKind.type_context_changed),
        ("∀ x y : Nat, x + y = y + x", "∀ (u : ℕ) (v : ℕ), u + v = v + u", ErrorKind.identical),
        ("∀ {p : ℕ}, p.Prime → 2 ≤ p", "∀ {q : Nat}, Nat.Prime q → q ≥ 2", ErrorKind.identical),
        ("∀ a b : Nat, a ≤ b → a < b + 1", "∀ a b : Nat, a ≤ b → a < b", ErrorKind.other),
        ("∀ n : Nat, n > 0 → n * n ≥ n", "∀ n : Nat, n * n > n", ErrorKind.other),
    ],
)
def test_error_kinds(a: str, b: str, kind: ErrorKind) -> None:
    assert classify_error_kind(a, b) == kind


def test_error_kind_in_search_result() -> None:
    res = search_counterexample("∀ n : Nat, n > 2 → n > 1", "∀ n : Nat, n > 2 ↔ n > 1")
    assert res.error_kind == ErrorKind.biconditional_overreach
    cex = res.counterexample
    assert cex is not None and cex.assignment == {"n": 2} and cex.error_kind == ErrorKind.biconditional_overreach

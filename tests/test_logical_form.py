"""Logical-form classification (paracert.transforms.logical_form) of hand-made statements and of the
miniF2F ℕ/ℤ substrate."""

from __future__ import annotations

from collections import Counter

import pytest

from paracert.transforms.ast import Binder, Conn, Quant, Rel, Ty, Var
from paracert.transforms.logical_form import CATEGORIES, classify, is_uniqueness
from paracert.transforms.parser import parse

CASES = [
    # statement, primary, tags
    ("∀ a b : Nat, a ≥ b → a + 1 > b", "universal", ["universal", "implication", "inequality_bound"]),
    ("∀ n : Nat, n % 7 = 5 → 5 * n % 7 = 4", "universal", ["universal", "implication", "equation"]),
    ("2 < 3 → 1 < 3", "implication", ["implication", "inequality_bound"]),
    ("∀ p q : Prop, p ∧ q ↔ q ∧ p", "universal", ["universal", "biconditional"]),
    ("(2 < 3 ↔ 1 < 3)", "biconditional", ["biconditional"]),
    ("∃ n : Nat, n > 3 ∧ Nat.Prime n", "existence", ["existence", "atomic"]),
    ("∀ n : Nat, ∃ m : Nat, m > n", "universal_existential",
     ["universal", "existence", "universal_existential", "inequality_bound"]),
    ("∀ n : Nat, 0 < n → ∃ m : Nat, m > n ∧ ∃ p : Nat, m * p ≤ m + p", "universal_existential",
     ["universal", "existence", "universal_existential", "implication", "inequality_bound"]),
    ("∃ m : Nat, ∀ n : Nat, m ≤ n", "existential_universal",
     ["universal", "existence", "existential_universal", "inequality_bound"]),
    ("∃ x : Nat, x + 2 = 5 ∧ ∀ y : Nat, y + 2 = 5 → y = x", "uniqueness", ["existence", "uniqueness"]),
    ("∀ a : Nat, ∃ x : Nat, x = a + 1 ∧ ∀ y : Nat, y = a + 1 → x = y", "uniqueness",
     ["universal", "existence", "universal_existential", "uniqueness"]),
    ("¬ ∃ n : Nat, n * n = 2", "nonexistence", ["nonexistence", "negation"]),
    ("∀ k : Nat, ¬ ∃ n : Nat, n * n = 4 * k + 2", "nonexistence", ["universal", "nonexistence", "negation"]),
    ("∀ x y : Int, 4 * x ^ 3 - 7 * y ^ 3 ≠ 2003", "universal", ["universal", "negation"]),
    ("¬ (∀ a : Nat, a < 5)", "negation", ["negation"]),
    ("∀ n : Nat, 2 ≤ n ∧ n ≤ 5", "universal", ["universal", "conjunction", "inequality_bound"]),
    ("∀ n : Nat, n = 0 ∧ n = 1", "universal", ["universal", "conjunction"]),
    ("∀ a : Int, a ^ 2 % 3 = 0 ∨ a ^ 2 % 3 = 1", "universal", ["universal", "disjunction"]),
    ("(1 = 1 ∧ 2 = 2)", "conjunction", ["conjunction"]),
    ("2 < 3 ∨ 3 < 2", "disjunction", ["disjunction"]),
    ("¬ (2 < 1)", "negation", ["negation"]),
    ("91 ^ 2 = 8281", "equation", ["equation"]),
    ("Nat.gcd 180 168 ≥ 12", "inequality_bound", ["inequality_bound"]),
    ("(2 : Nat) ∣ 4", "atomic", ["atomic"]),
    ("Nat.Prime 7", "atomic", ["atomic"]),
]


@pytest.mark.parametrize(("source", "primary", "tags"), CASES, ids=[c[0] for c in CASES])
def test_classify_hand_made(source: str, primary: str, tags: list[str]) -> None:
    form = classify(parse(source))
    assert (form.primary, form.tags) == (primary, tags)
    assert form.primary in CATEGORIES and form.primary in form.tags


def test_every_category_is_reached() -> None:
    assert {classify(parse(s)).primary for s, _, _ in CASES} == set(CATEGORIES)


def test_prefix_and_hypotheses() -> None:
    form = classify(parse("∀ (a b : Nat), a ≤ b → b ≤ a → ∃ c : Nat, a + c = b"))
    assert form.prefix == "∀∀∃" and form.hypotheses == 2


def test_uniqueness_needs_the_same_predicate() -> None:
    assert not is_uniqueness(parse("∃ x : Nat, x + 2 = 5 ∧ ∀ y : Nat, y + 3 = 5 → y = x"))
    assert not is_uniqueness(parse("∃ x : Nat, x + 2 = 5 ∧ ∀ y : Nat, y + 2 = 5 → y = y"))
    assert classify(parse("∃ x : Nat, x + 2 = 5 ∧ ∀ y : Nat, y + 3 = 5 → y = x")).primary == "existence"
    # a predicate binding y itself would be captured by the substitution: not uniqueness
    p = Quant("∀", (Binder("y", Ty.NAT),), Rel("≤", Var("x"), Var("y")))
    p_y = Quant("∀", (Binder("y", Ty.NAT),), Rel("≤", Var("y"), Var("y")))
    e = Quant("∃", (Binder("x", Ty.NAT),),
              Conn("∧", p, Quant("∀", (Binder("y", Ty.NAT),), Conn("→", p_y, Rel("=", Var("y"), Var("x"))))))
    assert not is_uniqueness(e)


def test_minif2f_logical_forms(shared_data) -> None:
    from paracert.data.minif2f import load_minif2f

    records = load_minif2f(shared_data / "minif2f" / "minif2f_lean4.jsonl")
    forms = {r.id: classify(parse(r.statement)) for r in records}
    primary = Counter(f.primary for f in forms.values())
    print("\nminiF2F ℕ/ℤ primary logical forms:", dict(primary))
    assert primary == {"universal": 83, "equation": 32, "universal_existential": 1, "negation": 1}
    assert forms["amc12a_2002_p6"].primary == "universal_existential"
    assert forms["numbertheory_notEquiv2i2jasqbsqdiv8"].primary == "negation"
    assert "inequality_bound" in forms["amc12_2000_p1"].tags and "implication" in forms["amc12_2000_p1"].tags

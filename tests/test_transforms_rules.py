"""T1 transformation rules (paracert.transforms.rules), the English renderer, the miniF2F substrate
and the certification pairs built from it. No Lean is run here: the expected branch of each variant
is what the lead's Lean batch checks."""

from __future__ import annotations

import itertools
import sys
from collections import Counter
from pathlib import Path

import pytest

from paracert.certify.pairs import validated
from paracert.statements.tactics import CERT_BRANCHES
from paracert.transforms.ast import (
    Binder,
    Coe,
    Expr,
    Not,
    Quant,
    Rel,
    Ty,
    Var,
    alpha_equal,
    without_dot,
)
from paracert.transforms.nl import render
from paracert.transforms.parser import parse
from paracert.transforms.printer import print_expr
from paracert.transforms.rules import FAMILIES, REGISTRY, VariantError, all_variants, apply_rule
from paracert.transforms.rules.renaming import rename_all, valid_renaming
from paracert.transforms.substrate import pairs_for_substrate
from paracert.transforms.term_semantics import EvalConfig, EvalError, evaluate

sys.path.insert(0, str(Path(__file__).parent / "lean_tools"))
from lean_sources import rule_lemma_names  # noqa: E402


def texts(rule: str, stmt: str) -> list[str]:
    return [t.lean for t in apply_rule(rule, stmt)]


def one(rule: str, stmt: str):
    out = apply_rule(rule, stmt)
    assert len(out) == 1, [t.lean for t in out]
    return out[0]


# --------------------------------------------------------------------------------------------------
# Every family fires on hand-made inputs, with the expected text and branch

CASES = [
    # rule, input, expected variant, expected branch
    ("ge_to_le", "∀ a b : Nat, a ≥ b → a + 1 > b", "∀ (a b : Nat), b ≤ a → a + 1 > b", "paracert_iff_rfl"),
    ("gt_to_lt", "∀ a b : Nat, a ≥ b → a + 1 > b", "∀ (a b : Nat), a ≥ b → b < a + 1", "paracert_iff_rfl"),
    ("le_to_ge", "∀ x : Int, x ≤ x * x", "∀ (x : Int), x * x ≥ x", "paracert_iff_rfl"),
    ("lt_to_gt", "∀ n : Nat, n < n + 1", "∀ (n : Nat), n + 1 > n", "paracert_iff_rfl"),
    ("not_lt", "∀ a b : Nat, ¬ (a < b) → a + 1 > b", "∀ (a b : Nat), b ≤ a → a + 1 > b", "paracert_rules"),
    ("not_lt", "∀ a b : Int, ¬ (a > b) → a ≤ b", "∀ (a b : Int), a ≤ b → a ≤ b", "paracert_rules"),
    ("not_le", "∀ a b : Int, ¬ (a ≤ b) → b < a", "∀ (a b : Int), b < a → b < a", "paracert_rules"),
    ("le_to_not_lt", "∀ a b : Nat, b ≤ a → a = a", "∀ (a b : Nat), ¬ (a < b) → a = a", "paracert_rules"),
    ("lt_to_not_le", "∀ a b : Nat, a > b → a ≠ 0", "∀ (a b : Nat), ¬ (a ≤ b) → a ≠ 0", "paracert_rules"),
    ("eq_symm", "∀ x : Nat, x = 4 → x + 1 = 5", "∀ (x : Nat), 4 = x → x + 1 = 5", "paracert_rules"),
    ("ne_symm", "∀ n : Nat, n ≠ 0 → 0 < n", "∀ (n : Nat), 0 ≠ n → 0 < n", "paracert_rules"),
    ("swap_binders", "∀ x y : Nat, x + 2 * y ≥ y", "∀ (y x : Nat), x + 2 * y ≥ y", "paracert_structural"),
    ("reverse_binders", "∀ (a : Nat) (b : Int) (c : Nat), a + c ≤ a + c ∨ b = b",
     "∀ (c : Nat) (b : Int) (a : Nat), a + c ≤ a + c ∨ b = b", "paracert_structural"),
    ("swap_hypotheses", "∀ a b : Nat, a ≤ b → b ≤ a → a = b", "∀ (a b : Nat), b ≤ a → a ≤ b → a = b",
     "paracert_structural"),
    ("uncurry", "∀ a b : Nat, a ≤ b → b ≤ a → a = b", "∀ (a b : Nat), a ≤ b ∧ b ≤ a → a = b", "paracert_logic"),
    ("curry", "∀ a b : Nat, a ≤ b ∧ b ≤ a → a = b", "∀ (a b : Nat), a ≤ b → b ≤ a → a = b", "paracert_logic"),
    ("contrapositive", "∀ n : Nat, n > 0 → n ≠ 0", "∀ (n : Nat), ¬ (n ≠ 0) → ¬ (n > 0)", "paracert_logic"),
    ("contrapositive", "∀ n : Nat, ¬ Nat.Prime n → ¬ (n = 2)", "∀ (n : Nat), n = 2 → Nat.Prime n", "paracert_logic"),
    ("not_and", "∀ p q : Prop, ¬ (p ∧ q) → True", "∀ (p q : Prop), ¬ p ∨ ¬ q → True", "paracert_logic"),
    ("not_or", "∀ a : Nat, ¬ (a = 1 ∨ a = 2) → a ≠ 1", "∀ (a : Nat), ¬ (a = 1) ∧ ¬ (a = 2) → a ≠ 1",
     "paracert_logic"),
    ("or_not_fold", "∀ p q : Prop, ¬ p ∨ ¬ q → True", "∀ (p q : Prop), ¬ (p ∧ q) → True", "paracert_logic"),
    ("and_not_fold", "∀ a b : Nat, ¬ (a = 0) ∧ ¬ (b = 0) → 0 < a * b",
     "∀ (a b : Nat), ¬ (a = 0 ∨ b = 0) → 0 < a * b", "paracert_logic"),
    ("and_not_fold", "∀ a b : Nat, a ≠ 0 ∧ b ≠ 0 → 0 < a * b",
     "∀ (a b : Nat), ¬ (a = 0 ∨ b = 0) → 0 < a * b", "paracert_rules"),
    ("dn_elim", "∀ n : Nat, ¬ ¬ (n = n)", "∀ (n : Nat), n = n", "paracert_rules"),
    ("not_forall", "¬ ∀ a b : Nat, a ≤ b", "∃ (a b : Nat), ¬ (a ≤ b)", "paracert_logic"),
    ("not_exists", "¬ ∃ n : Nat, n * n = 2", "∀ (n : Nat), ¬ (n * n = 2)", "paracert_logic"),
    ("forall_not", "∀ n : Nat, ¬ (7 ∣ 2 ^ n + 1)", "¬ (∃ (n : Nat), 7 ∣ 2 ^ n + 1)", "paracert_logic"),
    ("forall_not", "∀ x y : Int, x ^ 5 ≠ y ^ 2 + 4", "¬ (∃ (x y : Int), x ^ 5 = y ^ 2 + 4)", "paracert_rules"),
    ("exists_not", "∃ n : Nat, ¬ Nat.Prime n", "¬ (∀ (n : Nat), Nat.Prime n)", "paracert_logic"),
    ("dvd_unpack", "∀ a : Nat, 3 ∣ a → 3 ∣ a * a", "∀ (a : Nat), (∃ (c : Nat), a = 3 * c) → 3 ∣ a * a",
     "paracert_unpack"),
    ("prime_unpack", "∀ p : Nat, Nat.Prime p → 2 ≤ p",
     "∀ (p : Nat), 2 ≤ p ∧ (∀ (m : Nat), m < p → m ∣ p → m = 1) → 2 ≤ p", "paracert_unpack"),
    ("even_unpack", "∀ n : Nat, Even n → Even (n * n)",
     "∀ (n : Nat), (∃ (r : Nat), n = r + r) → Even (n * n)", "paracert_unpack"),
    ("even_unpack", "∀ n : Int, Even n ∨ Odd n", "∀ (n : Int), (∃ (r : Int), n = r + r) ∨ Odd n",
     "paracert_iff_rfl"),
    ("odd_unpack", "∀ n : Nat, Odd n → n ≠ 0", "∀ (n : Nat), (∃ (m : Nat), n = 2 * m + 1) → n ≠ 0",
     "paracert_unpack"),
    ("ne_to_not_eq", "∀ n : Nat, n ≠ 0 → 0 < n", "∀ (n : Nat), ¬ (n = 0) → 0 < n", "paracert_iff_rfl"),
    ("not_eq_to_ne", "∀ n : Nat, ¬ (n = 0) → 0 < n", "∀ (n : Nat), n ≠ 0 → 0 < n", "paracert_iff_rfl"),
    ("dvd_to_exists", "∀ n : Int, 2 ∣ n * (n + 1)", "∀ (n : Int), ∃ (k : Int), 2 * k = n * (n + 1)",
     "paracert_unpack"),
    ("exists_to_dvd", "∀ n : Nat, (∃ k : Nat, n = 2 * k) → n % 2 = 0", "∀ (n : Nat), 2 ∣ n → n % 2 = 0",
     "paracert_unpack"),
    ("even_to_mod", "∀ n : Nat, Even n → Even (n * n)", "∀ (n : Nat), n % 2 = 0 → Even (n * n)", "paracert_notation"),
    ("mod_to_odd", "∀ n : Nat, n % 2 = 1 → n ≠ 0", "∀ (n : Nat), Odd n → n ≠ 0", "paracert_notation"),
]


@pytest.mark.parametrize(("rule", "source", "expected", "branch"), CASES, ids=[c[0] for c in CASES])
def test_rule_on_hand_made_input(rule: str, source: str, expected: str, branch: str | None) -> None:
    out = apply_rule(rule, source)
    assert expected in [t.lean for t in out], [t.lean for t in out]
    t = next(t for t in out if t.lean == expected)
    assert t.expected_branch == branch
    assert t.family == REGISTRY[rule].family and t.tier.value == "T1"
    assert without_dot(parse(t.lean)) == without_dot(t.expr)


def test_every_rule_has_a_hand_made_case() -> None:
    covered = {c[0] for c in CASES} | {"dn_intro", "odd_to_mod", "mod_to_even"} | set(FAMILIES["renaming"])
    assert set(REGISTRY) <= covered, set(REGISTRY) - covered


def test_classical_flags() -> None:
    classical = {name for name, r in REGISTRY.items() if r.classical}
    assert classical == {"contrapositive", "not_and", "or_not_fold", "dn_intro", "dn_elim", "not_forall",
                         "exists_not"}
    assert one("contrapositive", "∀ n : Nat, n > 0 → n ≠ 0").classical
    assert not one("not_exists", "¬ ∃ n : Nat, n * n = 2").classical


def test_multiple_sites_give_one_variant_each_with_unique_keys() -> None:
    out = apply_rule("eq_symm", "∀ x y : Nat, x = 1 → y = 2 → x + y = 3")
    assert [t.lean for t in out] == [
        "∀ (x y : Nat), 1 = x → y = 2 → x + y = 3",
        "∀ (x y : Nat), x = 1 → 2 = y → x + y = 3",
        "∀ (x y : Nat), x = 1 → y = 2 → 3 = x + y",
    ]
    assert [t.key for t in out] == ["eq_symm", "eq_symm@1", "eq_symm@2"]


def test_double_negation_wraps_atomic_spine_members() -> None:
    out = texts("dn_intro", "∀ a b : Nat, a ≤ b → Nat.Prime a → b ≠ 0")
    assert out == [
        "∀ (a b : Nat), ¬ ¬ (a ≤ b) → Nat.Prime a → b ≠ 0",
        "∀ (a b : Nat), a ≤ b → ¬ ¬ Nat.Prime a → b ≠ 0",
        "∀ (a b : Nat), a ≤ b → Nat.Prime a → ¬ ¬ (b ≠ 0)",
    ]
    assert all(t.classical and t.expected_branch == "paracert_rules" for t in apply_rule("dn_intro", "1 = 1"))


# --------------------------------------------------------------------------------------------------
# Guards


def _prop_lt() -> Expr:
    p, q = Var("p"), Var("q")
    return Quant("∀", (Binder("p", Ty.PROP), Binder("q", Ty.PROP)), Not(Rel("<", p, q)))


def test_negated_comparison_is_not_flipped_on_prop() -> None:
    e = _prop_lt()  # `¬ (p < q)` for propositions: no linear order, the parser would not even accept it
    for rule in ("not_lt", "not_le", "le_to_not_lt", "lt_to_not_le"):
        assert apply_rule(rule, e) == []
    le = Quant("∀", (Binder("p", Ty.PROP), Binder("q", Ty.PROP)), Rel("≤", Var("p"), Var("q")))
    assert apply_rule("le_to_not_lt", le) == []


def test_negated_comparison_is_not_flipped_on_undetermined_type() -> None:
    # both sides are coercions whose target is decided elsewhere: not known to be Nat or Int
    e = Quant("∀", (Binder("x", Ty.NAT), Binder("y", Ty.NAT)), Not(Rel("<", Coe(Var("x")), Coe(Var("y")))))
    assert apply_rule("not_lt", e) == []


def test_negated_comparison_flips_on_int_with_int_lemma() -> None:
    t = one("not_le", "∀ a : Nat, ∀ b : Int, ¬ (a ≤ b) → True")
    assert t.lean == "∀ (a : Nat), ∀ (b : Int), b < a → True"
    assert t.rules == ["Paracert.Rules.int_not_le"]


def test_reverse_negation_not_applied_under_a_negation() -> None:
    assert texts("lt_to_not_le", "∀ a b : Nat, ¬ (a < b) → True") == []


def test_binder_reorder_guards() -> None:
    # shadowing: swapping would change which binder `a` refers to
    assert apply_rule("swap_binders", "∀ a : Nat, ∀ a : Nat, a = 0") == []
    # existential runs are not reordered (no branch uses Rules.exists_swap)
    assert apply_rule("swap_binders", "∃ a b : Nat, a < b") == []
    # a run spans nested ∀ nodes; it is rebuilt as one node
    assert texts("swap_binders", "∀ a : Nat, ∀ b : Nat, a ≤ a + b") == ["∀ (b a : Nat), a ≤ a + b"]
    # ∀ separated by a hypothesis are two runs
    assert apply_rule("swap_binders", "∀ a : Nat, a > 0 → ∀ b : Nat, a ≤ a + b") == []


def test_contrapositive_guard_on_compound_sides() -> None:
    assert apply_rule("contrapositive", "∀ n : Nat, 0 < n → ∃ m : Nat, m < n") == []
    assert apply_rule("contrapositive", "∀ a b : Nat, a = 0 ∧ b = 0 → a + b = 0") == []
    # the last implication of a chain only
    assert texts("contrapositive", "∀ a b : Nat, a < b → b < a → False") == []
    assert texts("contrapositive", "∀ a b : Nat, a < b → b < a → a = b") == [
        "∀ (a b : Nat), a < b → ¬ (a = b) → ¬ (b < a)"
    ]


def test_unpack_fresh_names_avoid_capture() -> None:
    t = one("dvd_unpack", "∀ c : Nat, 2 ∣ c")
    assert t.lean == "∀ (c : Nat), ∃ (c1 : Nat), c = 2 * c1"
    t = one("prime_unpack", "∀ m : Nat, Nat.Prime (m + 1) → 0 < m")
    assert "∀ (m1 : Nat), m1 < m + 1 → m1 ∣ m + 1 → m1 = 1" in t.lean


def test_unpack_uses_the_elaborated_type() -> None:
    t = one("dvd_unpack", "∀ (n : Int) (p : Nat), ↑p ∣ n")
    assert t.lean == "∀ (n : Int) (p : Nat), ∃ (c : Int), n = ↑p * c"
    assert t.rules == ["Paracert.Rules.int_dvd_def"]


def test_exists_to_dvd_guards() -> None:
    # k occurs on the other side: not a divisibility
    assert apply_rule("exists_to_dvd", "∀ n : Nat, ∃ k : Nat, n = k * k") == []
    # witness type differs from the divisibility's type (Nat ∣ Nat vs an Int witness)
    assert apply_rule("exists_to_dvd", "∀ n : Nat, ∃ k : Int, n = 2 * k") == []


def test_even_mod_switch_only_over_nat_by_the_notation_branch() -> None:
    assert apply_rule("even_to_mod", "∀ n : Int, Even n ∨ Odd n") == []
    t = one("odd_to_mod", "∀ n : Nat, Odd n → n ≠ 0")
    assert t.expected_branch == "paracert_notation" and "Paracert.Rules.nat_odd_iff_mod" in t.rules


def test_renaming_styles_are_alpha_equivalent_and_collision_free() -> None:
    src = "∀ a b : Nat, min a b ≤ a ∧ Nat.Prime b → ∃ c : Nat, a + c = b"
    e = parse(src)
    out = {t.rule: t for t in all_variants(e, ["renaming"])}
    assert set(out) == set(FAMILIES["renaming"])
    for t in out.values():
        assert alpha_equal(e, t.expr)
        assert t.lean != print_expr(e)
        assert t.expected_branch == "paracert_iff_rfl"
        assert "min" not in t.note.split(" ↦ ")[-1]
    assert "prime_number" in out["rename_descriptive"].lean  # b is an argument of Nat.Prime
    assert out["rename_confusing"].lean.startswith("∀ (ll Il : Nat)")


def test_renaming_rejects_collisions_keywords_and_captures() -> None:
    e = parse("∀ a b : Nat, a < b → min a b = a")
    assert "collides" in valid_renaming(e, {"a": "b"})
    assert "same name" in valid_renaming(e, {"a": "x", "b": "x"})
    assert "keyword" in valid_renaming(e, {"a": "min"})
    assert "keyword" in valid_renaming(e, {"a": "theorem"})
    assert "keyword" in valid_renaming(e, {"a": "fun"})
    assert "identifier" in valid_renaming(e, {"a": "x y"})
    assert valid_renaming(e, {"a": "x", "b": "y"}) is None
    # a capturing renaming is caught by the α-equivalence check
    inner = parse("∀ a : Nat, ∀ b : Nat, a < b")
    assert not alpha_equal(inner, rename_all(inner, {"a": "b"}))
    assert alpha_equal(inner, rename_all(inner, {"a": "x", "b": "y"}))


def test_variants_equal_to_the_input_are_dropped() -> None:
    assert apply_rule("eq_symm", "∀ n : Nat, n = n") == []
    assert apply_rule("swap_hypotheses", "∀ n : Nat, n = 1 → n = 1 → True") == []


def test_unknown_rule_and_family() -> None:
    with pytest.raises(KeyError):
        apply_rule("no_such_rule", "1 = 1")
    with pytest.raises(KeyError):
        all_variants("1 = 1", ["no_such_family"])


def test_a_variant_that_does_not_reparse_is_an_error(monkeypatch) -> None:
    import paracert.transforms.rules as rules_mod
    from paracert.transforms.rules._base import Candidate, Rule

    bad = Rule("bad", "comparison_order", lambda e: [Candidate(Rel("<", Var("zz"), Var("zz")))], None)
    monkeypatch.setitem(rules_mod.REGISTRY, "bad", bad)
    with pytest.raises(VariantError):
        apply_rule("bad", "1 = 1")


# --------------------------------------------------------------------------------------------------
# English rendering


@pytest.mark.parametrize(
    ("source", "english"),
    [
        ("∀ a b : Nat, a ≥ b → a + 1 > b",
         "For all natural numbers a and b, if a is at least b then a + 1 is greater than b."),
        ("∀ b a : Nat, a ≥ b → a + 1 > b",
         "For all natural numbers b and a, if a is at least b then a + 1 is greater than b."),
        ("∀ n : Nat, ¬ (n ≠ 0) → ¬ (n > 0)",
         "For every natural number n, if it is not the case that n is not equal to 0 then n is not greater than 0."),
        ("∀ a b : Nat, a ≤ b ∧ b ≤ a → a = b",
         "For all natural numbers a and b, if a is at most b and b is at most a then a equals b."),
        ("∀ a b : Nat, a ≤ b → b ≤ a → a = b",
         "For all natural numbers a and b, if a is at most b then if b is at most a then a equals b."),
        ("∀ (n : Int) (p : Nat), Nat.Prime p → (↑p ∣ n ↔ n ^ 2 % p = 0)",
         "For every integer n and every natural number p, if p is prime then p divides n if and only if "
         "n ^ 2 mod p equals 0."),
        ("∃ x y : Int, ¬ (x < y) ∧ Even x",
         "There exist integers x and y such that x is not less than y and x is even."),
        ("∀ p q : Prop, ¬ (p ∧ q) → ¬ p ∨ ¬ q",
         "For all propositions p and q, if it is not the case that both p holds and q holds then p does not hold "
         "or q does not hold."),
        ("Nat.gcd 180 168 = 12", "Gcd(180, 168) equals 12."),
    ],
)
def test_nl_rendering(source: str, english: str) -> None:
    assert render(parse(source)) == english


def test_nl_differs_exactly_where_the_variant_does() -> None:
    src = "∀ a b : Nat, ¬ (a < b) → a ≠ b → b < a"
    seen = {render(parse(src))}
    for t in all_variants(src):
        if t.family != "renaming":
            assert t.nl == render(t.expr)
            assert t.nl not in seen or t.family == "binder_reorder", (t.rule, t.nl)
            seen.add(t.nl)


# --------------------------------------------------------------------------------------------------
# The real miniF2F ℕ/ℤ substrate


@pytest.fixture(scope="module")
def substrate(shared_data):
    from paracert.data.minif2f import load_minif2f

    return load_minif2f(shared_data / "minif2f" / "minif2f_lean4.jsonl")


def test_minif2f_substrate_loads(shared_data, substrate) -> None:
    from paracert.data.minif2f import minif2f_report

    report = minif2f_report(shared_data / "minif2f" / "minif2f_lean4.jsonl")
    assert report.total == 488 and report.kept == len(substrate) == 117
    assert report.kept_by_split == {"test": 66, "valid": 51}
    assert report.rejected["unsupported type 'ℝ' (only Nat, Int, Prop)"] == 186
    by_id = {r.id: r for r in substrate}
    assert by_id["mathd_numbertheory_335"].statement == "∀ (n : Nat), n % 7 = 5 → 5 * n % 7 = 4"
    assert by_id["mathd_numbertheory_342"].statement == "54 % 6 = 0"
    for r in substrate:
        e = parse(r.statement)
        assert print_expr(e) == r.statement
        types = {b.ty for node in _walk(e) if isinstance(node, Quant) for b in node.binders}
        assert types <= {Ty.NAT, Ty.INT}


def _walk(e: Expr):
    from paracert.transforms.ast import walk

    return walk(e)


# Families that fire only through one or two statements of the substrate, noted here on purpose:
# de_morgan (only `a ≠ b ∧ c ≠ d` in amc12_2000_p1: no miniF2F statement has an explicit ¬ (A ∧ B),
# ¬ (A ∨ B) or ¬ A ∨ ¬ B) and exists_forall_duality (statements of the form ∀ x, ¬ P / ¬ ∀).
RARE = {"de_morgan", "exists_forall_duality"}


def test_every_family_fires_on_the_substrate(substrate) -> None:
    counts: Counter[str] = Counter()
    rule_counts: Counter[str] = Counter()
    for r in substrate:
        for t in all_variants(r.statement):
            counts[t.family] += 1
            rule_counts[t.rule] += 1
            assert without_dot(parse(t.lean)) == without_dot(t.expr), (r.id, t.rule)
    print("\nvariants per family on miniF2F ℕ/ℤ:", dict(counts))
    print("variants per rule:", dict(sorted(rule_counts.items())))
    for family in FAMILIES:
        assert counts[family] >= 1, family
    for family in set(FAMILIES) - RARE:
        assert counts[family] >= 20, (family, counts[family])
    # binder-free statements (32 ground facts) cannot be renamed
    assert counts["renaming"] == 4 * 85


def test_branches_and_lemmas_exist_in_the_lean_sources(substrate) -> None:
    """Expected branches are portfolio branches; cited lemmas are theorems of Rules.lean (read from
    the file, no Lean run)."""
    lemmas = set(rule_lemma_names())
    used: set[str] = set()
    branches: set[str | None] = set()
    for stmt in [c[1] for c in CASES] + [r.statement for r in substrate]:
        for t in all_variants(stmt):
            used.update(t.rules)
            branches.add(t.expected_branch)
    assert used <= lemmas, used - lemmas
    assert branches - {None} <= set(CERT_BRANCHES)
    assert len(used) >= 20


def _forall_prefix(e: Expr) -> tuple[list[Binder], Expr]:
    bs: list[Binder] = []
    while isinstance(e, Quant) and e.kind == "∀":
        bs.extend(e.binders)
        e = e.body
    return bs, e


_RANGE = {Ty.NAT: range(0, 5), Ty.INT: range(-3, 4)}


def _same_truth(a: Expr, b: Expr) -> tuple[int, dict | None]:
    """Evaluate the bodies under the ∀ prefixes (same names) on small values: (agreements, first
    disagreement)."""
    ba, ea = _forall_prefix(a)
    bb, eb = _forall_prefix(b)
    types = {x.name: x.ty for x in ba}
    names = sorted(types)
    cfg = EvalConfig(bound=6, max_steps=20_000)
    agree = 0
    grid = itertools.islice(itertools.product(*[_RANGE[types[n]] for n in names]), 400)
    for vals in grid:
        v = dict(zip(names, vals, strict=True))
        try:
            x, y = evaluate(ea, v, types, config=cfg), evaluate(eb, v, types, config=cfg)
        except EvalError:
            continue
        if x is None or y is None:
            continue
        if x != y:
            return agree, {"values": v, "canonical": x, "variant": y}
        agree += 1
    return agree, None


def test_variants_agree_with_the_canonical_on_small_values(substrate) -> None:
    """A semantic cross-check of the rewrites (not a proof: Lean certifies): wherever the evaluator
    decides both the canonical and the variant body, they agree."""
    checked = 0
    for r in substrate:
        a = parse(r.statement)
        names_a = {b.name for b in _forall_prefix(a)[0]}
        for t in all_variants(a):
            if {b.name for b in _forall_prefix(t.expr)[0]} != names_a:
                continue  # renaming (checked α-equivalent) and quantifier dualities
            agree, diff = _same_truth(a, t.expr)
            assert diff is None, (r.id, t.rule, t.lean, diff)
            checked += agree > 0
    assert checked > 1000


def test_semantic_check_catches_a_wrong_rewrite() -> None:
    a = parse("∀ a b : Nat, a ≤ b → a < b + 1")
    wrong = parse("∀ a b : Nat, b ≤ a → a < b + 1")  # a flip that is not a paraphrase
    assert _same_truth(a, wrong)[1] is not None


def test_pairs_for_substrate(substrate) -> None:
    pairs = pairs_for_substrate(substrate)
    ids = [p.pair_id for p in pairs]
    assert len(ids) == len(set(ids))
    for p in pairs[:50] + pairs[-50:]:
        record_id, family, key = p.pair_id.split(":")
        assert family == p.family and key.split("@")[0] in FAMILIES[family]
        assert validated(p) == p  # single terms, balanced, no forbidden keywords, nothing to strip
    assert any(p.pair_id.split(":")[2] in ("even_to_mod", "odd_to_mod", "mod_to_even", "mod_to_odd")
               for p in pairs)
    everything = pairs_for_substrate(substrate, include_uncertifiable=True)
    assert len(everything) >= len(pairs)
    limited = pairs_for_substrate(substrate, families=["contrapositive", "renaming"], limit_per_family=5)
    assert Counter(p.family for p in limited) == {"contrapositive": 5, "renaming": 5}
    # spread over records: five renaming pairs come from five different statements
    assert len({p.a for p in limited if p.family == "renaming"}) == 5
    assert pairs_for_substrate([("t1", "∀ n : Nat, n ≥ 0")], families=["comparison_order"])[0].pair_id == (
        "t1:comparison_order:ge_to_le"
    )


"""The signature prelude (lean/Paracert/Signature/), the Mathlib translation table, and T1 variants
of signature statements. Pure Python (no Lean): the Lean side is tests/test_signature_lean.py."""

from __future__ import annotations

import json
import re

import pytest

from paracert.certify.abstraction import abstract_literals
from paracert.data.signature import Unmapped, mathlib_map, translate
from paracert.data.substrate import forminv_signature_pairs, forminv_signature_records, substrate_dir
from paracert.paths import lean_source_dir
from paracert.transforms.ast import FUNCTIONS
from paracert.transforms.signature import canonical_body, split_signature
from paracert.transforms.signature_variants import NAT_INT_ONLY_RULES, generic_variants

SIG_DIR = lean_source_dir() / "Paracert" / "Signature"


def _classes() -> dict[str, str]:
    """class name -> its declaration text (up to the next declaration) in the signature prelude."""
    out = {}
    for path in sorted(SIG_DIR.glob("*.lean")):
        text = path.read_text(encoding="utf-8")
        for m in re.finditer(r"^class ([\w.]+)(.*?)(?=^\S|\Z)", text, flags=re.MULTILINE | re.DOTALL):
            out[m.group(1)] = m.group(2)
    return out


# The proposition fields of the signature classes: each Mathlib's field of that name, with Mathlib's statement
# (Mathlib/Algebra/Group/Defs.lean: Semigroup, AddSemigroup, CommMagma, AddCommMagma, MulOneClass, AddZeroClass;
# Mathlib/Algebra/GroupWithZero/Defs.lean: MulZeroClass; Mathlib/Algebra/Ring/Defs.lean: Distrib, which
# Mathlib's NonUnitalNonAssocSemiring extends). Adding a row is a trust decision (decision 0015).
LAW_FIELDS = {
    ("Semigroup", "mul_assoc"): "∀ a b c : G, a * b * c = a * (b * c)",
    ("AddSemigroup", "add_assoc"): "∀ a b c : G, a + b + c = a + (b + c)",
    ("CommSemigroup", "mul_comm"): "∀ a b : G, a * b = b * a",
    ("AddCommSemigroup", "add_comm"): "∀ a b : G, a + b = b + a",
    ("MulOneClass", "one_mul"): "∀ a : M, 1 * a = a",
    ("MulOneClass", "mul_one"): "∀ a : M, a * 1 = a",
    ("AddZeroClass", "zero_add"): "∀ a : M, 0 + a = a",
    ("AddZeroClass", "add_zero"): "∀ a : M, a + 0 = a",
    ("MulZeroClass", "zero_mul"): "∀ a : M, 0 * a = 0",
    ("MulZeroClass", "mul_zero"): "∀ a : M, a * 0 = 0",
    ("NonUnitalNonAssocSemiring", "left_distrib"): "∀ a b c : R, a * (b + c) = a * b + a * c",
    ("NonUnitalNonAssocSemiring", "right_distrib"): "∀ a b c : R, (a + b) * c = a * c + b * c",
    # Mathlib/Algebra/Group/Defs.lean: `Monoid.npow_zero`, `Monoid.npow_succ` (stated with `^`,
    # Mathlib's `NPow.toPow`), `DivInvMonoid.div_eq_mul_inv`, `SubNegMonoid.sub_eq_add_neg`,
    # `AddGroup.neg_add_cancel` (decision 0018)
    ("Monoid", "npow_zero"): "∀ x : M, x ^ 0 = 1",
    ("Monoid", "npow_succ"): "∀ (n : Nat) (x : M), x ^ (n + 1) = x ^ n * x",
    ("DivInvMonoid", "div_eq_mul_inv"): "∀ a b : G, a / b = a * b⁻¹",
    ("SubNegMonoid", "sub_eq_add_neg"): "∀ a b : G, a - b = a + -b",
    ("AddGroup", "neg_add_cancel"): "∀ a : G, -a + a = 0",
    # Mathlib/Algebra/GroupWithZero/Defs.lean (Mathlib's `DivisionRing` states the same two itself)
    ("GroupWithZero", "inv_zero"): "(0 : G)⁻¹ = 0",
    ("GroupWithZero", "mul_inv_cancel"): "∀ a : G, a ≠ 0 → a * a⁻¹ = 1",
}


def test_signature_classes_have_exactly_the_law_fields_of_the_table():
    """Operations, and as propositions only the laws of LAW_FIELDS, so a certificate can use no
    other class axiom (there are no others to use)."""
    classes = _classes()
    assert len(classes) >= 40
    # the one Prop class: a fact about a numeral (n ≥ 2), proved by its instance, not a structure axiom
    assert "Prop" in classes.pop("Nat.AtLeastTwo")
    relation = re.compile(r"[=≠≤<≥>↔∧∨¬]|\bProp\b|\bTrue\b|\bFalse\b")
    found = {}
    for name, decl in classes.items():
        assert not re.search(r":\s*Prop\b", decl.splitlines()[0]), name  # not a Prop-valued class
        for f in (ln for ln in decl.splitlines()[1:] if ":" in ln):
            field, statement = (part.strip() for part in f.split(":", 1))
            if relation.search(statement):
                found[(name, field.removeprefix("protected "))] = statement
    assert found == LAW_FIELDS


def test_every_mapped_class_is_declared_with_mathlib_name():
    classes = _classes()
    for mathlib, sig in mathlib_map()["classes"].items():
        assert sig == f"Paracert.{mathlib}"
        assert mathlib in classes, f"{sig} is in the table but not declared in {SIG_DIR}"


def test_signature_files_are_in_namespace_paracert():
    for path in SIG_DIR.glob("*.lean"):
        text = path.read_text(encoding="utf-8")
        assert "namespace Paracert" in text and "end Paracert" in text, path


def test_translate_generic_class():
    t = translate("x", "theorem add_comm : ∀ {G : Type u_1} [inst : AddCommMonoid G] (a b : G), a + b = b + a")
    assert t.lean == "∀ {G : Type} [Paracert.AddCommMonoid G], ∀ (a b : G), a + b = b + a"
    assert {"mathlib": "AddCommMonoid", "signature": "Paracert.AddCommMonoid"} in t.mapping


def test_translate_real_and_symbols():
    t = translate("x", "theorem Real.sqrt_sq : ∀ {x : ℝ}, 0 ≤ x → Real.sqrt (x ^ 2) = x")
    assert t.prefix == "∀ {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R),"
    assert t.body == "∀ {x : R}, 0 ≤ x → sqrt (x ^ 2) = x"
    assert t.symbols == {"sqrt": "Real.sqrt"}
    t = translate("x", "theorem Real.abs_abs : ∀ (a : ℝ), ||(a)|| = |a|")
    assert canonical_body(t.body, t.carriers) == "∀ (a : R), abs (abs a) = abs a"
    t = translate("x", "theorem mul_inv_rev : ∀ {G : Type u_1} [inst : Group G] (a b : G), (a * b)⁻¹ = b⁻¹ * a⁻¹")
    assert canonical_body(t.body, t.carriers) == "∀ (a b : G), Inv.inv (a * b) = Inv.inv b * Inv.inv a"


def test_translate_refuses_what_the_table_lacks():
    with pytest.raises(Unmapped, match="Polynomial"):
        translate("x", "theorem Polynomial.degree_add_le : ∀ {R : Type u_1} [inst : Semiring R] (p q : R[X]), "
                       "(p + q).degree ≤ max p.degree q.degree")
    with pytest.raises(Unmapped, match="MetricSpace"):
        translate("x", "theorem foo : ∀ {X : Type u_1} [inst : MetricSpace X] (a : X), a = a")


def test_substrate_covers_the_benchmark():
    d = substrate_dir()
    core = [json.loads(x) for x in (d / "forminv_core.jsonl").read_text(encoding="utf-8").splitlines() if x]
    sig = forminv_signature_records()
    excluded = [json.loads(x) for x in (d / "forminv_excluded.jsonl").read_text(encoding="utf-8").splitlines() if x]
    ids = [r["theorem_id"] for r in core + sig + excluded]
    assert len(ids) == len(set(ids)) == 103
    assert len(core) + len(sig) >= 90
    for r in excluded:
        assert "Mathlib" in r["reason"], r
    for r in sig:
        assert r["lean"] == f"{r['signature_prefix']} {r['signature_body']}"
        assert r["mapping"], r["theorem_id"]


def test_substrate_file_is_what_the_table_builds():
    from paracert.data.signature_substrate import main

    assert main(["--check"]) == 0


def test_generic_variants_drop_nat_int_only_rules():
    # `¬ a < b` -> `b ≤ a` holds in ℕ/ℤ, not in a Preorder: never offered for a signature body
    vs = generic_variants("∀ (a b : α), ¬ a < b → a = b", ["α"])
    assert vs and not any(v.rule in NAT_INT_ONLY_RULES for v in vs)
    assert all("Int" not in v.lean for v in vs)
    ints = generic_variants("∀ (a b : Int), ¬ a < b → a = b", ["α"])  # not a carrier statement
    assert ints == []


def test_generic_variants_never_capture_a_symbol():
    for v in generic_variants("∀ (a : α), 0 ≤ abs a", ["α"]):
        assert len(re.findall(r"\babs\b", v.lean)) == 1, v.lean
        assert not re.search(r"∀ \(?(α|abs)\b", v.lean), v.lean


def test_parser_table_is_restored():
    before = dict(FUNCTIONS)
    generic_variants("∀ (a : α), abs a = sqrt a", ["α"])
    assert FUNCTIONS == before


def test_signature_pairs_have_no_answer_key_and_share_the_prefix():
    pairs = forminv_signature_pairs()
    assert len(pairs) >= 200
    for p in pairs:
        assert p.a_true is None
        pa, pb = split_signature(p.a), split_signature(p.b)
        assert pa is not None and pb is not None, p.pair_id
        if p.family == "renaming":  # the same binders up to names
            assert len(pa[0]) == len(pb[0]) and len(pa[1]) == len(pb[1]), p.pair_id
        else:
            assert pa[:2] == pb[:2], p.pair_id


def test_split_signature_rejects_other_texts():
    assert split_signature("∀ n : Nat, n = n") is None
    assert split_signature("∀ (a : Nat) {G : Type}, a = a") is None


def test_carrier_literals_are_not_abstracted():
    a = "∀ {G : Type} [Paracert.NegZeroClass G], -(0 : G) = 0"
    assert abstract_literals(a, "∀ {G : Type} [Paracert.NegZeroClass G], 0 = -(0 : G)") is None
    # carrier numerals stay (Nat.cast of an uninterpreted cast); a ℕ exponent is still abstracted
    ab = abstract_literals("∀ {G : Type} [Paracert.Semiring G], ∀ (a : G), a ^ 3 = 15 * a",
                           "∀ {G : Type} [Paracert.Semiring G], ∀ (a : G), 15 * a = a ^ 3")
    assert ab is not None and ab.binders == (("pcLit0", "Nat"),) and "15 * a" in ab.a
    # outside a signature statement nothing changes: ℤ literals are abstracted as before
    ab = abstract_literals("∀ (a : Int), 15 * a = a ^ 3", "∀ (a : Int), a ^ 3 = 15 * a")
    assert ab is not None and ("pcLit0", "Int") in ab.binders


def test_minif2f_real_statement_translation():
    from paracert.data.signature_minif2f import translate_minif2f

    t = translate_minif2f("theorem t\n  (x p : ℝ)\n  (f : ℝ → ℝ)\n  (h₀ : 0 < p ∧ p < 15)\n"
                          "  (h₂ : f x = abs (x - p)) :\n  15 ≤ f x := by sorry")
    assert t.prefix == "∀ {R : Type} [Paracert.LinearOrderedField R] (f : R → R) (abs : R → R),"
    assert t.body == "∀ (x p : R), 0 < p ∧ p < 15 → f x = abs (x - p) → 15 ≤ f x"
    assert canonical_body(t.body, t.carriers, t.symbol_types) == t.body
    with pytest.raises(Unmapped, match="Real.log"):
        translate_minif2f("theorem t (x : ℝ) (h : Real.log x = 0) : x = 1 := by sorry")
    with pytest.raises(Unmapped, match="ℕ"):
        translate_minif2f("theorem t (x : ℝ) (n : ℕ) : x = x := by sorry")


def test_minif2f_real_exponents_are_refused():
    from paracert.data.signature_minif2f import translate_minif2f

    with pytest.raises(Unmapped, match="rpow"):
        translate_minif2f("theorem t (x y : ℝ) (h : 0 < x) : x ^ y = x ^ (y + 0) := by sorry")
    with pytest.raises(Unmapped, match="rpow"):
        translate_minif2f("theorem t (x : ℝ) (h : 0 < x) : x ^ (1 / 3) = x := by sorry")


def test_english_renderings_name_the_carrier_not_integers():
    vs = generic_variants("∀ {a b : α}, a ≤ b → a = a", ["α"])
    assert vs and not any(re.search(r"\bintegers?\b", v.nl or "") for v in vs)
    assert any("α-elements" in (v.nl or "") for v in vs)
    vs = generic_variants("∀ (x : R), 0 ≤ sqrt x", ["R"], noun=("real number", "real numbers"))
    assert any("real number x" in (v.nl or "") for v in vs)


def test_a_binder_the_stand_in_would_type_as_nat_is_refused():
    # `∀ n, n + 1 > n` inside a carrier statement: Lean defaults n to ℕ; the stand-in's text would say
    # so, which the carrier statement does not: refused
    assert canonical_body("∀ (y : R), (∀ n, n + 1 > n) → f y = 1", ["R"], {"f": "R → R"}) is None
    # `∀ x, f x = 1`: x is typed by f's carrier argument, as Lean does
    assert canonical_body("∀ (y : R), (∀ x, f x = 1) → f y = 1", ["R"], {"f": "R → R"}) == \
        "∀ (y : R), (∀ (x : R), f x = 1) → f y = 1"


def test_a_numeral_under_a_symbol_is_a_carrier_numeral():
    # `sqrt 2` with sqrt : R → R: the 2 is in R (measured: typed ℕ, the gate made `sqrt pcLit0` with
    # pcLit0 : Nat, and `paracert check` refused the certificate with a type mismatch)
    a = "∀ {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R), ∀ (x : R), x ≤ 9 * sqrt 2"
    b = "∀ {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R), ∀ (x : R), 9 * sqrt 2 ≥ x"
    assert abstract_literals(a, b) is None

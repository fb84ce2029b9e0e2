"""The theorems paracert states for signature pairs (certify.theorems), without Lean: a signature's
symbols are the theorem's binders, shared by both sides, so every theorem is pointwise."""

from __future__ import annotations

import pytest

from paracert.certify.pairs import StatementError, validated
from paracert.certify.theorems import SignatureError, certified_text, pair_statement, signature, theorem_head
from paracert.statements.pairs import Pair
from paracert.statements.verdicts import StatementKind

SIG = "{R : Type} [Paracert.LinearOrderedField R]"


def test_an_ordinary_pair_keeps_its_closed_theorem() -> None:
    a, b = "∀ (n : Nat), n + 0 = n", "∀ (m : Nat), m = m + 0"
    assert theorem_head("pc_x", StatementKind.iff, a, b) == f"theorem pc_x : ({a}) ↔ ({b}) :="
    assert signature("∀ (α : Type) (s : Set α), s = s") is None  # an explicit type binder: polymorphic
    assert signature("∀ a b : Nat, a = b") is None


def test_exchanged_symbols_become_one_pointwise_theorem() -> None:
    a = f"∀ {SIG} (sin cos : R → R), ∀ (x : R), sin x = 0"
    b = f"∀ {SIG} (sin cos : R → R), ∀ (x : R), cos x = 0"
    assert theorem_head("pc_x", StatementKind.iff, a, b) == (
        f"theorem pc_x {SIG} (sin cos : R → R) : (∀ (x : R), sin x = 0) ↔ (∀ (x : R), cos x = 0) :=")
    assert theorem_head("pc_x", StatementKind.not_b, a, b) == (
        f"theorem pc_x {SIG} (sin cos : R → R) : ¬ (∀ (x : R), cos x = 0) :=")


def test_the_signature_run_ends_at_the_first_plain_binder() -> None:
    binders, body = signature(f"∀ {SIG} (f : R → R) x, f x = x")
    assert [b.text for b in binders] == ["{R : Type}", "[Paracert.LinearOrderedField R]", "(f : R → R)"]
    assert body == "∀ x, f x = x"


def test_a_symbol_only_one_side_uses_is_bound_for_both() -> None:
    st = pair_statement(f"∀ {SIG} (sin : R → R), sin 0 = 0", f"∀ {SIG} (cos : R → R), cos 0 = 0")
    assert st.binder_text == f" {SIG} (sin : R → R) (cos : R → R)"
    assert (st.a, st.b) == ("sin 0 = 0", "cos 0 = 0")


def test_a_renamed_carrier_is_matched_by_position() -> None:
    st = pair_statement("∀ {α : Type} {F : Type} [Singleton α F] (card : F → Nat), card (∅ : F) = 0",
                        "∀ {α : Type} {T : Type} [Singleton α T] (card : T → Nat), card (∅ : T) = 0")
    assert st.binder_text == " {α : Type} {F : Type} [Singleton α F] (card : F → Nat)"
    assert st.a == st.b == "card (∅ : F) = 0"


def test_carriers_both_sides_name_are_never_exchanged() -> None:
    a = "∀ {R : Type} {S : Type} (f : R → S), f = f"
    b = "∀ {S : Type} {R : Type} (f : S → R), f = f"
    with pytest.raises(SignatureError, match="`f`"):
        pair_statement(a, b)
    with pytest.raises(StatementError, match="A and B"):
        validated(Pair(a=a, b=b))


def test_a_carrier_is_not_renamed_into_a_name_the_other_side_uses() -> None:
    a = f"∀ {SIG} (f : R → R), f 0 = 0"
    b = "∀ {T : Type} [Paracert.LinearOrderedField T] (f : T → T), ∀ (R : T), f R = 0"
    with pytest.raises(SignatureError):  # renaming T to R would capture the body's own R
        pair_statement(a, b)


def test_one_name_with_two_types_is_refused() -> None:
    with pytest.raises(SignatureError, match="`f`"):
        pair_statement(f"∀ {SIG} (f : R → R), f 0 = 0", f"∀ {SIG} (f : R → R → R), f 0 0 = 0")


def test_a_schema_instance_passes_the_explicit_symbols() -> None:
    a = f"∀ {SIG} (f : R → R), ∀ (x : R), f (x ^ 3) = x"
    b = f"∀ {SIG} (f : R → R), ∀ (x : R), x = f (x ^ 3)"
    text = certified_text("pc_x", a, b, "paracert_rules")
    schema, instance = text.split("\ntheorem ")
    assert schema.startswith(f"theorem pc_x_schema {SIG} (f : R → R) (pcLit0 : Nat) : ")
    assert instance.startswith(f"pc_x {SIG} (f : R → R) : ")
    assert instance.endswith("by with_reducible exact pc_x_schema f (3)")


def test_a_name_grouped_differently_on_the_two_sides_is_one_binder() -> None:
    st = pair_statement(f"∀ {SIG} (sin cos : R → R), sin 0 = 0", f"∀ {SIG} (cos : R → R) (tan : R → R), cos 0 = 0")
    assert st.binder_text == f" {SIG} (sin cos : R → R) (tan : R → R)"
    with pytest.raises(SignatureError, match="`cos`"):
        pair_statement(f"∀ {SIG} (sin cos : R → R), sin 0 = 0", f"∀ {SIG} {{cos : R → R}}, cos 0 = 0")


def test_a_bracket_inside_a_string_does_not_end_a_binder() -> None:
    """A binder group is delimited on Lean's tokens: `(f : R → ")")` is one group, so the theorem's
    binders are exactly the statement's (counting characters would cut it inside the literal)."""
    binders, body = signature('∀ {R : Type} (f : R → ")") (g : R → R), g = g')
    assert [b.text for b in binders] == ["{R : Type}", '(f : R → ")")', "(g : R → R)"]
    assert body == "g = g"


def test_signatures_merge_only_over_binders_that_cannot_be_empty() -> None:
    """A binder one side lacks joins the merged signature only when its type is inhabited whatever the
    carriers are (a function symbol `R → R`): a hypothesis or a constant `(c : R)` would be assumed
    for the other side, so such a pair keeps each side closed."""
    from paracert.certify.theorems import pair_statement

    hyp = pair_statement("∀ {R : Type} (f : R → R) (h : ∀ x : R, f x = x), ∀ x : R, f x = x",
                         "∀ {R : Type} (f : R → R) (g : ∀ x : R, x = x), ∀ x : R, f x = x")
    assert hyp.binders == () and hyp.a.startswith("∀ {R : Type}")
    assert pair_statement("∀ {R : Type} (c : R), ∃ x : R, x = c", "∀ {R : Type}, ∃ x : R, True").binders == ()
    assert pair_statement("∀ {R : Type} [inst : Paracert.Field R], ∀ x : R, x = x", "∀ x : Nat, x = x").binders == ()
    symbol = pair_statement("∀ {R : Type} [inst : Paracert.Field R] (sqrt : R → R), ∀ x : R, sqrt x = x",
                            "∀ {R : Type} [inst : Paracert.Field R], ∀ x : R, x = x")
    assert [b.names for b in symbol.binders] == [("R",), ("inst",), ("sqrt",)]

"""The statement parser reads Lean's tokens (`lean.text.lexer`, the package's one lexer).

Until the parser had its own tokenizer, the two disagreed on some inputs; these pin the behaviour
chosen, which is Lean's: the parser's reading of a statement may never split text where Lean would
not (the literal-abstraction gate of the certificates parses with it).
"""

from __future__ import annotations

import pytest

from paracert.lean.text.lexer import tokenize
from paracert.transforms.ast import Quant, Rel, Var
from paracert.transforms.parser import ParseError, _Tokens, parse, parse_theorem


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        # whitespace Lean refuses outside a literal (the old tokenizer skipped any `str.isspace`)
        ("True\t∧ True", "tab character"),
        ("True\r∧ True", "carriage return"),
        ("True\u00a0∧ True", "unsupported character '\\xa0'"),
        # identifier characters are Lean's (ASCII and letter-like), not Python's `str.isalpha`/`isdigit`
        ("∀ х : Nat, х = х", "unsupported character 'х'"),  # Cyrillic х
        ("∀ x² : Nat, x² = x²", "unsupported character '²'"),
        # `<-` is one Lean token (`←`): `x<-1` is not `x < -1`
        ("∀ x : Int, x<-1 → x < 0", "found '<-'"),
        # a Lean keyword is never a name
        ("∀ (at : Nat), at = at", "expected a binder name, found 'at'"),
        # numerals Lean reads as one token, refused by name
        ("∀ n : Nat, n = 1_000", "digit separators"),
        ("∀ n : Nat, n = 1e3", "decimal (scientific) literals"),
        ("∀ n : Nat, n = 0x10", "only decimal numerals"),
        # Lean's lexical errors, at the position Lean gives
        ("∀ n : Nat, n = /- open", "unterminated comment"),
        ('∀ n : Nat, n = "a', "unterminated string literal"),
    ],
)
def test_lean_tokens_decide(text: str, fragment: str) -> None:
    with pytest.raises(ParseError) as info:
        parse(text)
    assert fragment in str(info.value)


def test_spaced_forms_still_parse() -> None:
    n = Var("x")
    assert parse("∀ x : Int, x < -1 → x < 0") == parse("∀ x : Int, x < - 1 → x < 0")
    e = parse("∀ x : Nat,\n  x = x -- a comment\n")
    assert isinstance(e, Quant) and e.body == Rel("=", n, n)
    assert parse("∀ x y : Nat, x /- inline -/ = y ∨ True") is not None


def test_letter_like_inside_a_name() -> None:
    # ℕ is letter-like in Lean: `matℕhd` is one identifier (the old tokenizer stopped at ℕ)
    assert parse_theorem("theorem matℕhd : 2 = 2 := rfl").name == "matℕhd"


def test_lex_errors_are_raised_where_the_parser_reaches_them() -> None:
    # the parser's own error comes first when it stops before the lexical error
    with pytest.raises(ParseError) as info:
        parse("∀ x : Nat x = x\t")
    assert "expected ','" in str(info.value)


@pytest.mark.parametrize(
    "text",
    ["∀ x : ℕ, x + 0 = x", "∀ p q : Prop, p /\\ q -> q \\/ p", "∃ n : ℤ, n ^ 2 = 4 ∧ n ≠ 2", "(a + b).Prime"],
)
def test_the_parser_sees_the_lexers_tokens(text: str) -> None:
    lean = [(t.start, t.end) for t in tokenize(text).tokens]
    view = _Tokens(text)
    assert [(t.pos, t.end) for t in view.tokens] == lean

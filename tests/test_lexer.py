"""The Lean-exact lexer (no Lean process): each token class, properties on generated text, and the
recorded answers of Lean's own parser on the differential corpus (tests/lean_tools/)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paracert.lean.text.lexer import code_mask, is_id_first, is_id_rest, is_letter_like, tokenize

sys.path.insert(0, str(Path(__file__).parent / "lean_tools"))
from lexer_cases import MUTATIONS, cases, disagreements, load_oracle  # noqa: E402

ORACLE = Path(__file__).parent / "lean_tools" / "term_parse_oracle.jsonl"


def kinds(text: str) -> list[tuple[str, str]]:
    lexed = tokenize(text)
    assert lexed.error is None, lexed.error
    return [(t.kind, t.text) for t in lexed.tokens]


def test_identifier_characters() -> None:
    assert is_id_first("α") and is_id_first("ℕ") and is_id_first("é") and is_id_first("𝔸") and is_id_first("_")
    assert not is_id_first("λ") and not is_id_first("Π") and not is_id_first("Σ") and not is_id_first("1")
    assert not is_letter_like("×") and not is_letter_like("÷") and not is_id_first("а")  # Cyrillic а: no
    assert is_id_rest("'") and is_id_rest("!") and is_id_rest("?") and is_id_rest("₁") and is_id_rest("ⱼ")
    assert kinds("x' y!' n₁ aᵢ «a b».c Nat.«succ»") == [("ident", "x'"), ("ident", "y!'"), ("ident", "n₁"),
                                                        ("ident", "aᵢ"), ("ident", "«a b».c"), ("ident", "Nat.«succ»")]
    assert kinds("fun x => x")[0] == ("keyword", "fun") and kinds("funx")[0] == ("ident", "funx")


def test_prime_after_a_symbol_opens_a_char_literal() -> None:
    # Lean reads the char literal '"' here: no string opens at its "
    assert kinds("'a' ≠'\"' ∨ True") == [("char", "'a'"), ("symbol", "≠"), ("char", "'\"'"), ("symbol", "∨"),
                                         ("ident", "True")]
    assert kinds("x ∣'a'")[-1] == ("char", "'a'") and kinds("2'a'")[-1] == ("char", "'a'")
    assert kinds("xs[0]'h")[-2:] == [("symbol", "]'"), ("ident", "h")]  # Lean's `]'` token


@pytest.mark.parametrize("lit", ["'a'", "'\"'", "'\\''", "'\\n'", "'\\t'", "'\\\\'", "'\\x41'", "'\\u0041'", "'«'"])
def test_char_literals(lit: str) -> None:
    assert kinds(lit) == [("char", lit)]


@pytest.mark.parametrize("bad, why", [("'\\u{41}'", "four hexadecimal"), ("'\\x4'", "two hexadecimal"),
                                      ("'ab'", "missing end"), ("'\\q'", "invalid escape"), ("'", "unterminated")])
def test_bad_char_literals(bad: str, why: str) -> None:
    assert why in tokenize(bad).error.message


def test_strings_escapes_gaps_and_raw_strings() -> None:
    assert kinds('"a\\"b -- /-" ++ x') == [("str", '"a\\"b -- /-"'), ("symbol", "++"), ("ident", "x")]
    assert kinds('"a\\\n   b"') == [("str", '"a\\\n   b"')]
    assert "newline" in tokenize('"a\\\n\n b"').error.message
    assert "invalid escape" in tokenize('"a\\ b"').error.message
    assert kinds('r"a\\" ++ x') == [("str", 'r"a\\"'), ("symbol", "++"), ("ident", "x")]
    assert kinds('r##"a"#b"## ++ x')[0] == ("str", 'r##"a"#b"##')
    assert "unterminated raw" in tokenize('r#"a"').error.message
    assert "unterminated string" in tokenize('"abc').error.message


def test_interpolated_strings_expose_their_code() -> None:
    toks = tokenize('s!"a{IO.println 1}b"').tokens
    assert [t.kind for t in toks][:2] == ["keyword", "interp"] and any(t.text == "IO.println" for t in toks)


def test_comments() -> None:
    lexed = tokenize("x /- a /- b -/ c -/ + -- d\ny /-- doc -/ /-! mod -/")
    assert [t.kind for t in lexed.trivia] == ["comment", "line_comment", "doc_comment", "doc_comment"]
    assert [t.text for t in lexed.tokens] == ["x", "+", "y"]
    assert tokenize("x /- /- -/ y").error.message == "unterminated comment"
    assert tokenize("x/--/y").error is not None  # `/--` opens a doc comment that `-/` right after it does not close
    assert [t.text for t in tokenize("a//-1").tokens] == ["a", "//", "-", "1"]  # `//` is Lean's token: no comment
    assert [t.text for t in tokenize("a <--1").tokens] == ["a", "<-", "-", "1"]


def test_numbers_and_names() -> None:
    assert kinds("0x1F 0b101 0o17 1_000 2.5 1e3 2.") == [
        ("num", "0x1F"), ("num", "0b101"), ("num", "0o17"), ("num", "1_000"),
        ("sci", "2.5"), ("sci", "1e3"), ("sci", "2.")]
    assert kinds("x.1.2") == [("ident", "x"), ("symbol", "."), ("num", "1"), ("symbol", "."), ("num", "2")]
    assert kinds("`Nat.succ") == [("name", "`Nat.succ")]
    for bad in ("2e", "1_", "0x", "0b2"):
        assert tokenize(bad).error is not None
    assert tokenize("x\ty").error is not None and tokenize("x\r\ny").error is None


def test_code_mask() -> None:
    text = "a /- c -/ \"s\" 'x' -- e\nb"
    mask, err = code_mask(text)
    assert err is None
    assert "".join(ch for ch, m in zip(text, mask, strict=True) if m).split() == ["a", "b"]
    mask, err = code_mask("a /- open")
    assert err is not None and not any(mask[2:])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(list("ab'\"«»/-\\#r{}()⟨⟩ \n≠∀₁αλ.!?`0x_1e") + MUTATIONS), max_size=25))
def test_lexer_properties(pieces: list[str]) -> None:
    text = "".join(pieces)
    lexed = tokenize(text)  # never raises
    spans = sorted((t.start, t.end) for t in lexed.tokens + lexed.trivia)
    for (a, b), (c, _) in zip(spans, spans[1:], strict=False):
        assert a < b <= c  # non-empty, ordered, disjoint
    if lexed.error is None:  # everything outside tokens and comments is whitespace
        covered = set()
        for a, b in spans:
            covered.update(range(a, b))
        assert all(ch in " \n\r" for i, ch in enumerate(text) if i not in covered)
        for t in lexed.tokens:
            assert text[t.start : t.end] == t.text


def test_lexer_agrees_with_recorded_lean() -> None:
    """Replays Lean's answers (recorded by tests/test_lexer_lean.py) on the generated corpus."""
    texts, results = load_oracle(ORACLE)
    assert texts == [c.text for c in cases()], "corpus changed: re-record with PARACERT_RECORD_ORACLE=1"
    assert sum(r.ok for r in results) > 200
    assert disagreements(texts, results) == []

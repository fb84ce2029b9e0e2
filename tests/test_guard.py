"""The untrusted-text rule (lean.guard) on real data and in its trusted mode (no Lean)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from paracert.certify.datasets import load_dataset
from paracert.lean.text.guard import (
    MAX_NUMERAL_DIGITS,
    MAX_STATEMENT_NESTING,
    SnippetError,
    check_snippet,
    statement_reason,
    untrusted_reason,
)
from paracert.lean.text.lexer import NUM, SCI, tokenize
from paracert.paths import project_root

ROOT = project_root() or Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "data"


def real_statements() -> set[str]:
    out: set[str] = set()
    for source in ("examples", "forminv", "forminv-t1", "minif2f"):
        try:
            pairs = load_dataset(source)
        except (FileNotFoundError, OSError):
            continue
        out.update(p.a for p in pairs)
        out.update(p.b for p in pairs)
    for line in (ROOT / "certificates" / "verdicts.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        out.update((row["a"], row["b"]))
    return out


def test_every_real_statement_passes_the_statement_guard() -> None:
    stmts = real_statements()
    assert len(stmts) > 100
    rejected = {s: statement_reason(s.strip()) for s in stmts if statement_reason(s.strip())}
    assert rejected == {}
    # the pathological-input limits sit far above what real statements need (measured: depth 3, 8 digits)
    depth = digits = 0
    for s in stmts:
        d = 0
        for t in tokenize(s).tokens:
            if t.kind in (NUM, SCI):
                digits = max(digits, len(t.text))
            d += sum(ch in "([{⟨" for ch in t.text) if t.kind == "symbol" else 0
            depth = max(depth, d)
            d -= sum(ch in ")]}⟩" for ch in t.text) if t.kind == "symbol" else 0
    assert depth * 4 <= MAX_STATEMENT_NESTING and digits * 4 <= MAX_NUMERAL_DIGITS


@pytest.mark.skipif(not (SHARED / "minif2f" / "minif2f_lean4.jsonl").exists(), reason="shared data absent")
def test_shared_minif2f_formal_statements_pass_the_untrusted_rule() -> None:
    rows = [json.loads(x) for x in (SHARED / "minif2f" / "minif2f_lean4.jsonl").read_text().splitlines() if x.strip()]
    refused = {r["name"]: untrusted_reason(r["formal_statement"], profile="mathlib") for r in rows}
    assert {k: v for k, v in refused.items() if v} == {}


def test_robustness_demo_formalizations() -> None:
    rows = [json.loads(x) for x in (ROOT / "data/robustness/demo_autoformalizations.jsonl").read_text().splitlines()]
    refused = {(r["id"], r["variant"]) for r in rows if untrusted_reason(r["lean"])}
    assert refused == {("induction_12dvd4expnp1p20", "perturbed")}  # its `#eval` is the point of that row


def test_trusted_mode_keeps_paracerts_own_lean() -> None:
    own = 'set_option maxHeartbeats 400 in\ntheorem t : True := by first | trace "pcpick:0"; trivial'
    check_snippet(own)  # the runner's default: trusted
    with pytest.raises(SnippetError, match="set_option"):
        check_snippet(own, trusted=False)
    with pytest.raises(SnippetError, match="#exit"):
        check_snippet("#exit")  # batch-level checks hold in both modes


def test_every_mathlib_profile_token_is_a_notation_of_the_vocabulary() -> None:
    """The guard may read a token only where the Lean that elaborates the text has it: otherwise
    `∏'"' #eval 1 --"` would be one token and a string to the guard, and `∏`, a char literal and a
    command to Lean."""
    import json as _json

    from paracert.data.mathlib_vocabulary import table_path
    from paracert.lean.text.lexer import PROFILE_TOKENS

    atoms = {a.strip() for row in _json.loads(table_path().read_text(encoding="utf-8"))["notations"]
             for a in __import__("re").findall(r'"((?:[^"\\]|\\.)*)"', row["syntax"])}
    assert PROFILE_TOKENS["mathlib"] <= atoms, PROFILE_TOKENS["mathlib"] - atoms
    from paracert.lean.text.lexer import tokenize

    lexed = tokenize("(∑' n : ℕ, f n) = ∑' n, f n", "mathlib")
    assert lexed.error is None and [t.text for t in lexed.tokens].count("∑'") == 2
    assert tokenize("∑' n, f n", "core").error is not None  # core: `∑` then an unfinished char literal


def test_mathlib_profile_tokens() -> None:
    code = "theorem t (f : ℕ → ℕ) (s : Set ℕ) : f '' s = f '' s ∧ f ⁻¹' s = f ⁻¹' s := by sorry"
    assert untrusted_reason(code, profile="mathlib") is None
    assert untrusted_reason(code) is not None  # in core Lean `''` is no token
    # and under core, `⁻¹'"'` is `⁻¹` then the char literal '"', so nothing hides behind it
    assert "#eval" in (untrusted_reason("def x := (2 : Nat)⁻¹'\"' #eval 1 --\"") or "")

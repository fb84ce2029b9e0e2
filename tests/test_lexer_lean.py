"""Differential test of the Python lexer against Lean's own parser (one `lean --run` process).

The corpus (tests/lean_tools/lexer_cases.py: fixed probes + 400 generated terms, seed 13) goes through
`Lean.Parser.runParserCategory env `term` in ONE process; `disagreements` must be empty: on every
input Lean parses as one term, Python's tokens are Lean's tokens; every lexical error Lean reports,
Python reports; no statement the guard accepts fails inside one of Python's tokens. With
PARACERT_RECORD_ORACLE=1 the answers are written to tests/lean_tools/term_parse_oracle.jsonl, which
the fast suite replays (tests/test_lexer.py).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "lean_tools"))
from lexer_cases import cases, disagreements, lean_command, run_term_parse, save_oracle  # noqa: E402

ORACLE = Path(__file__).parent / "lean_tools" / "term_parse_oracle.jsonl"


@pytest.mark.lean
@pytest.mark.slow
def test_lexer_agrees_with_lean_parser() -> None:
    if lean_command() is None:
        pytest.skip("no Lean (run `make setup`)")
    texts = [c.text for c in cases()]
    results = run_term_parse(texts)
    assert all(r is not None for r in results), "Lean answered only part of the corpus"
    if os.environ.get("PARACERT_RECORD_ORACLE"):
        save_oracle(ORACLE, texts, results)
    assert sum(r.ok for r in results) > 200  # the generator makes mostly valid terms
    assert disagreements(texts, results) == []

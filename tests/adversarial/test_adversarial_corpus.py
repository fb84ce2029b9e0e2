"""The adversarial corpus (attacks.jsonl, written by make_corpus.py) through paracert's Python guards
(no Lean): every row gets its expected outcome, a rejection naming the construct in its reason."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from paracert.certify.pairs import StatementError, check_statement
from paracert.lean.text.guard import untrusted_reason

ROWS = [json.loads(line) for line in (Path(__file__).parent / "attacks.jsonl").read_text(encoding="utf-8").splitlines()]


def verdict(row: dict) -> str | None:
    """The rejection reason at paracert's Python layer, or None when accepted."""
    if row["entry"] == "statement":
        try:
            check_statement(row["text"])
        except StatementError as exc:
            return str(exc)
        return None
    return untrusted_reason(row["text"], max_chars=200_000)


def test_corpus_shape() -> None:
    assert len(ROWS) >= 60 and len({r["id"] for r in ROWS}) == len(ROWS)
    assert {r["entry"] for r in ROWS} == {"statement", "snippet", "elaborate_file"}
    assert all(r["expect"] in ("reject", "accept") and (r["reason"] or r["expect"] == "accept") for r in ROWS)


@pytest.mark.parametrize("row", ROWS, ids=[r["id"] for r in ROWS])
def test_attack(row: dict) -> None:
    reason = verdict(row)
    if row["expect"] == "accept":
        assert reason is None, reason
    else:
        assert reason is not None, "accepted"
        assert row["reason"] in reason, reason

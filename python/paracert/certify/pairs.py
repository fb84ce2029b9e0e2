"""The checks the untrusted text of a pair must pass before any Lean runs.

A and B become parts of a theorem statement that paracert generates (`(A) ↔ (B)`, `¬ (B)`), so
they must be single terms: balanced brackets, no command keywords, no `:=`, nothing that could
close the statement early and smuggle in a proof or a command. The pair itself is
`paracert.statements.pairs.Pair`.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError

from paracert.certify.theorems import SignatureError, pair_statement
from paracert.errors import InputError, jsonl_objects, validation_message
from paracert.lean.text.guard import statement_reason
from paracert.statements.pairs import Pair


class StatementError(InputError):
    pass


def check_statement(text: str, label: str = "statement") -> str:
    """Return the statement stripped, or raise StatementError saying what is wrong with it (the rule is
    `paracert.lean.text.guard.statement_reason`: one term, Lean's tokens, the untrusted-text rule)."""
    stripped = text.strip()
    reason = statement_reason(stripped)
    if reason is not None:
        raise StatementError(f"{label}: {reason}")
    return stripped


def validated(pair: Pair) -> Pair:
    """The pair with A and B stripped, or StatementError naming the side that fails the guard (or, for
    signature statements, the name the two sides bind differently)."""
    a, b = check_statement(pair.a, "A"), check_statement(pair.b, "B")
    try:
        pair_statement(a, b)
    except SignatureError as exc:
        raise StatementError(f"A and B: {exc}") from None
    return pair.model_copy(update={"a": a, "b": b})


def read_pairs_file(path: Path, what: str = "") -> list[Pair]:
    """The pairs of a JSONL file, checked up front: a regular UTF-8 file, one JSON object per line,
    each a Pair (an InputError names the file, the line and the field), at least one pair. Every
    field has its own JSON type, never coerced (pydantic strict mode: `a_true: "yes"` or `pair_id: 7`
    is refused, not read as `true` or `"7"`). A line without a `pair_id` is named `FILE:LINE`
    (docs/cli.md, "Item ids")."""
    pairs = []
    for number, record in jsonl_objects(path, what):
        if "origin" in record:  # a translated pair's, written by paracert from the declarations it read
            raise InputError(f"{path}:{number}: field 'origin' is not an input (paracert records it when it reads a "
                             "Mathlib-syntax pair); give the declarations as a, b and their headers")
        try:
            pair = Pair.model_validate(record, strict=True)
        except ValueError as exc:
            detail = validation_message(exc) if isinstance(exc, ValidationError) else str(exc)
            raise InputError(f"{path}:{number}: not a pair: {detail}") from None
        pairs.append(pair if pair.pair_id else pair.model_copy(update={"pair_id": f"{path}:{number}"}))
    if not pairs:
        raise InputError(f"{what + ' ' if what else ''}{path}: no pairs (only blank lines)")
    return pairs

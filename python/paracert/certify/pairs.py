"""A pair of closed Lean statements to compare, and the checks its untrusted text must pass.

A and B become parts of a theorem statement that paracert generates (`(A) ↔ (B)`, `¬ (B)`), so
they must be single terms: balanced brackets, no command keywords, no `:=`, nothing that could
close the statement early and smuggle in a proof or a command.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from pydantic import BaseModel, Field

from paracert.errors import InputError, jsonl_objects, validation_message
from paracert.lean.guard import statement_reason


class StatementError(ValueError):
    pass


def check_statement(text: str, label: str = "statement") -> str:
    """Return the statement stripped, or raise StatementError saying what is wrong with it (the rule is
    `paracert.lean.guard.statement_reason`: one term, Lean's tokens, the untrusted-text rule)."""
    stripped = text.strip()
    reason = statement_reason(stripped)
    if reason is not None:
        raise StatementError(f"{label}: {reason}")
    return stripped


class Pair(BaseModel):
    a: str = Field(description="canonical statement (closed Lean proposition)")
    b: str = Field(description="variant statement")
    family: str = "custom"
    pair_id: str | None = None
    a_true: bool | None = Field(default=None, description="ground truth of A, when known (answer key)")

    def validated(self) -> Pair:
        return self.model_copy(update={"a": check_statement(self.a, "A"), "b": check_statement(self.b, "B")})

    def digest(self, lean_version: str) -> str:
        """SHA256 of (A, B, family, Lean version[, a_true]): what a certificate is bound to. The answer
        key takes part only when given, so pairs without one keep their digests."""
        fields: list = [self.a, self.b, self.family, lean_version]
        if self.a_true is not None:
            fields.append(self.a_true)
        payload = json.dumps(fields, ensure_ascii=False)
        return hashlib.sha256(payload.encode()).hexdigest()

    @property
    def label(self) -> str:
        return self.pair_id or f"{self.family}:{self.a[:30]}…"


def read_pairs_file(path: Path, what: str = "") -> list[Pair]:
    """The pairs of a JSONL file, checked up front: a regular UTF-8 file, one JSON object per line,
    each a Pair (an InputError names the file, the line and the field), at least one pair. A line
    without a `pair_id` is named `FILE:LINE` (docs/cli.md, "Item ids")."""
    pairs = []
    for number, record in jsonl_objects(path, what):
        try:
            pair = Pair.model_validate(record)
        except ValueError as exc:
            detail = validation_message(exc) if hasattr(exc, "errors") else str(exc)
            raise InputError(f"{path}:{number}: not a pair: {detail}") from None
        pairs.append(pair if pair.pair_id else pair.model_copy(update={"pair_id": f"{path}:{number}"}))
    if not pairs:
        raise InputError(f"{what + ' ' if what else ''}{path}: no pairs (only blank lines)")
    return pairs

"""Error categories from Lean's message texts."""

from __future__ import annotations

import re

from paracert.lean.items import ErrorCategory, LeanMessage, Status

_RULES: list[tuple[ErrorCategory, re.Pattern[str]]] = [
    (ErrorCategory.timeout, re.compile(r"deterministic\) timeout|maxHeartbeats|maximum recursion depth|maxRecDepth")),
    (ErrorCategory.unknown_identifier, re.compile(r"[Uu]nknown (identifier|constant|namespace)|unknown declaration")),
    (ErrorCategory.parse, re.compile(r"^unexpected |unexpected token|^expected |unterminated")),
    (
        ErrorCategory.tactic,
        re.compile(
            r"unsolved goals|could not prove|failed to prove|tactic '.*' failed|decide failed|"
            r"simp made no progress|linarith failed|The rfl tactic|no goals to be proved|"
            r"^`?grind`? failed|failed to synthesize Decidable|Tactic `[^`]+` failed|omega could not"
        ),
    ),
    (
        ErrorCategory.elaboration,
        re.compile(r"[Tt]ype mismatch|failed to synthesize|Application type mismatch|cannot be|invalid|elaborat"),
    ),
]


def categorize(text: str) -> ErrorCategory:
    for category, pattern in _RULES:
        if pattern.search(text):
            return category
    return ErrorCategory.other


def judge_messages(messages: list[LeanMessage]) -> tuple[Status, ErrorCategory | None, bool]:
    """Status, error category and uses-sorry of an item from its Lean messages (every backend)."""
    errors = [m for m in messages if m.severity == "error"]
    uses_sorry = any(m.kind == "hasSorry" or "declaration uses 'sorry'" in m.text.replace("`", "'")
                     for m in messages)
    return (Status.error if errors else Status.ok), (categorize(errors[0].text) if errors else None), uses_sorry

"""A pair of closed Lean statements to compare, and the checks its untrusted text must pass.

A and B become parts of a theorem statement that paracert generates (`(A) ↔ (B)`, `¬ (B)`), so
they must be single terms: balanced brackets, no command keywords, no `:=`, nothing that could
close the statement early and smuggle in a proof or a command.
"""

from __future__ import annotations

import hashlib
import json
import re

from pydantic import BaseModel, Field

from paracert.lean.guard import SnippetError, check_snippet
from paracert.lean.lexer import code_mask

_FORBIDDEN_IN_STATEMENT = re.compile(
    r"(?<![\w.])(theorem|lemma|def|example|axiom|instance|abbrev|by|sorry|admit|macro|syntax|notation|"
    r"elab|import|open|set_option|namespace|section|end|where|deriving|native_decide|decide)(?![\w'!?])|#"
)
_PAIRS = {"(": ")", "[": "]", "{": "}", "⟨": "⟩"}


class StatementError(ValueError):
    pass


def check_statement(text: str, label: str = "statement") -> str:
    """Return the statement stripped, or raise StatementError saying what is wrong with it."""
    stripped = text.strip()
    try:
        check_snippet(stripped, max_chars=20_000)
    except SnippetError as exc:
        raise StatementError(f"{label}: {exc}") from exc
    mask, _ = code_mask(stripped)
    code = "".join(ch if m else " " for ch, m in zip(stripped, mask, strict=True))
    if code.strip() != stripped.strip() and ("--" in stripped or "/-" in stripped):
        raise StatementError(f"{label}: comments are not allowed inside a statement")
    bad = _FORBIDDEN_IN_STATEMENT.search(code)
    if bad:
        raise StatementError(f"{label}: `{bad.group(0)}` is not allowed in a statement (it must be one term)")
    stack: list[str] = []
    for pos, ch in enumerate(code):
        if ch in _PAIRS:
            stack.append(_PAIRS[ch])
        elif ch in _PAIRS.values():
            if not stack or stack.pop() != ch:
                raise StatementError(f"{label}: unbalanced `{ch}` at offset {pos}")
        elif code.startswith(":=", pos) and not stack:
            # inside brackets `:=` is a named argument `(motive := ...)`; outside it would end the statement
            raise StatementError(f"{label}: `:=` is not allowed in a statement (it must be one term)")
    if stack:
        raise StatementError(f"{label}: `{stack[-1]}` missing at the end")
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

"""Autoformalized Lean is untrusted input: what it may not contain before it is sent to Lean.

A formalization should be declarations (a theorem, perhaps an `open … in` or a helper `def`).
Anything that runs code at elaboration time or changes how later text is read or checked is refused
here, with the reason, and never reaches Lean. The rule (and its one table of refused constructs:
`#` commands, `run_cmd`/`run_tac`/`run_elab`, macros/syntax/notation, elaborators and simprocs,
`initialize`, `unsafe`, `extern`/`implemented_by`, `axiom`/`opaque`, `native_decide`/`decide +native`,
`IO`, `dbg*`, `instance`, `attribute`/`@[…]`, `set_option`, `open` without `in`, `local`/`scoped`) is
`paracert.lean.text.guard.untrusted_reason`, read on Lean's own token stream: words inside comments and
string literals are ignored, words outside them are never missed. A `#word` anywhere in the code is
refused (so is Mathlib's `#s` cardinality notation: it cannot be told from a command).
"""

from __future__ import annotations

from paracert.lean.text.guard import MAX_UNTRUSTED_CHARS
from paracert.lean.text.guard import untrusted_reason as _untrusted_reason
from paracert.lean.text.lexer import IDENT, tokenize

MAX_CONTEXT_CHARS = 2_000


def untrusted_reason(code: str, profile: str = "core") -> str | None:
    """Why `code` may not be sent to Lean (under `profile`), or None when it may."""
    return _untrusted_reason(code, max_chars=MAX_UNTRUSTED_CHARS, what="a formalization", profile=profile)


def context_reason(context: str, profile: str = "core") -> str | None:
    """Why a dataset statement's `context` (Lean lines elaborated before every formalization of it) may
    not be sent to Lean, or None. It is dataset text, so untrusted: only `open NAME…` / `open scoped
    NAME…` lines are allowed (their effect ends with the unit: each formalization is elaborated alone
    from the base environment), read on Lean's own tokens (no comment, string or other command can
    hide in it), and each name must itself pass the untrusted-text rule (no `IO`, `dbg…`, `unsafe…`)."""
    if len(context) > MAX_CONTEXT_CHARS:
        return f"context too large: {len(context)} characters (limit {MAX_CONTEXT_CHARS})"
    lexed = tokenize(context, profile)
    if lexed.error is not None:
        return f"context: {lexed.error.message}"
    if lexed.trivia:
        return "context: comments are not allowed (only `open` lines)"
    lines: dict[int, list] = {}
    for t in lexed.tokens:
        lines.setdefault(context.count("\n", 0, t.start), []).append(t)
    for n, toks in sorted(lines.items()):
        words = [t.text for t in toks]
        rest = toks[2:] if words[1:2] == ["scoped"] else toks[1:]
        if words[0] != "open" or not rest or any(t.kind != IDENT for t in rest):
            return f"context line {n + 1}: `{' '.join(words)[:80]}` is not allowed (only `open NAME…` lines)"
        for t in rest:
            why = _untrusted_reason(t.text, what="a context `open`", profile=profile)
            if why is not None:
                return f"context line {n + 1}: {why.split(': ', 1)[-1]}"
    return None

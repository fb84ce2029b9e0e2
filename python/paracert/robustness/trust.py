"""Autoformalized Lean is untrusted input: what it may not contain before it is sent to Lean.

A formalization should be declarations (a theorem, perhaps an `open` or a helper `def`). Anything
that runs code at elaboration time or changes how later text is read or checked is refused here,
with the reason, and never reaches Lean: `#eval` and every other `#` command, `run_cmd`/`run_elab`/
`run_meta`, `macro`/`syntax`/`notation`/`elab` and friends, `initialize`, `unsafe`,
`implemented_by`/`extern`, `axiom`, `set_option`, and `IO`. The batch-level checks of
`paracert.lean.guard.check_snippet` (imports, `#exit`, unbalanced scopes, unterminated comments,
size) apply as well. Words inside comments and string literals are ignored. A `#word` anywhere in
the code is refused (so is Mathlib's `#s` cardinality notation: a scan cannot tell it from a command).
"""

from __future__ import annotations

import re

from paracert.lean.guard import SnippetError, check_snippet
from paracert.lean.lexer import code_mask

_FORBIDDEN = {
    "run_cmd": "runs code at elaboration time",
    "run_elab": "runs code at elaboration time",
    "run_meta": "runs code at elaboration time",
    "macro": "defines syntax (changes how later text is read)",
    "macro_rules": "defines syntax (changes how later text is read)",
    "syntax": "defines syntax (changes how later text is read)",
    "notation": "defines notation (changes how later text is read)",
    "infix": "defines notation (changes how later text is read)",
    "infixl": "defines notation (changes how later text is read)",
    "infixr": "defines notation (changes how later text is read)",
    "prefix": "defines notation (changes how later text is read)",
    "postfix": "defines notation (changes how later text is read)",
    "elab": "defines an elaborator (runs code)",
    "elab_rules": "defines an elaborator (runs code)",
    "initialize": "runs code when the environment is loaded",
    "builtin_initialize": "runs code when the environment is loaded",
    "unsafe": "unsafe code",
    "implemented_by": "replaces compiled code",
    "extern": "binds external code",
    "axiom": "adds an unproved assumption to the environment",
    "set_option": "changes elaboration options (heartbeats, debug switches)",
    "IO": "performs input/output",
}
_WORD = re.compile(r"(?<![\w.'!?])(" + "|".join(sorted(_FORBIDDEN, key=len, reverse=True)) + r")(?![\w'!?])")
_HASH_COMMAND = re.compile(r"(?<![\w.'!?])#[A-Za-z_]+")


def untrusted_reason(code: str) -> str | None:
    """Why `code` may not be sent to Lean, or None when it may."""
    try:
        check_snippet(code, max_chars=50_000)
    except SnippetError as exc:
        return str(exc)
    mask, _ = code_mask(code)
    for pattern in (_HASH_COMMAND, _WORD):
        for m in pattern.finditer(code):
            if mask[m.start()]:
                line = code.count("\n", 0, m.start()) + 1
                word = m.group(0)
                why = _FORBIDDEN.get(word, "a command that runs code or inspects the environment")
                return f"line {line}: `{word}` is not allowed in a formalization ({why})"
    return None

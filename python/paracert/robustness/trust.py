"""Autoformalized Lean is untrusted input: what it may not contain before it is sent to Lean.

A formalization should be declarations (a theorem, perhaps an `open … in` or a helper `def`).
Anything that runs code at elaboration time or changes how later text is read or checked is refused
here, with the reason, and never reaches Lean. The rule (and its one table of refused constructs:
`#` commands, `run_cmd`/`run_tac`/`run_elab`, macros/syntax/notation, elaborators and simprocs,
`initialize`, `unsafe`, `extern`/`implemented_by`, `axiom`/`opaque`, `native_decide`/`decide +native`,
`IO`, `dbg*`, `instance`, `attribute`/`@[…]`, `set_option`, `open` without `in`, `local`/`scoped`) is
`paracert.lean.guard.untrusted_reason`, read on Lean's own token stream: words inside comments and
string literals are ignored, words outside them are never missed. A `#word` anywhere in the code is
refused (so is Mathlib's `#s` cardinality notation: it cannot be told from a command).
"""

from __future__ import annotations

from paracert.lean.guard import MAX_UNTRUSTED_CHARS
from paracert.lean.guard import untrusted_reason as _untrusted_reason


def untrusted_reason(code: str, profile: str = "core") -> str | None:
    """Why `code` may not be sent to Lean (under `profile`), or None when it may."""
    return _untrusted_reason(code, max_chars=MAX_UNTRUSTED_CHARS, what="a formalization", profile=profile)

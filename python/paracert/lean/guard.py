"""Checks a snippet must pass before it may share a batch with other items.

Each check names what is wrong; a rejected item never reaches Lean, so it cannot swallow or
poison its neighbours (an unterminated comment, a stray `end`, an `import` mid-file, `#exit`).
"""

from __future__ import annotations

import re

from paracert.lean.lexer import code_mask

MAX_SNIPPET_CHARS = 200_000

_WORD = re.compile(r"(?<![\w.'!?])(#exit|import|namespace|section|mutual|end)(?![\w'!?])")
_SCOPE_OPENERS = {"namespace", "section", "mutual"}


class SnippetError(ValueError):
    """A snippet that cannot be sent to Lean, with the reason in words."""


def decode_source(data: bytes, name: str) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SnippetError(f"{name}: not UTF-8 (invalid byte 0x{data[exc.start]:02x} at offset {exc.start})") from exc


def code_words(text: str, mask: list[bool]) -> list[tuple[int, str]]:
    """Positions and words of scope/batch-control keywords that occur in code, not comments/strings."""
    return [(m.start(), m.group(1)) for m in _WORD.finditer(text) if mask[m.start()]]


def check_snippet(code: str, max_chars: int = MAX_SNIPPET_CHARS) -> None:
    """Raise SnippetError when the snippet cannot be isolated inside a batch."""
    if not code.strip():
        raise SnippetError("empty snippet: no Lean code")
    if "\x00" in code:
        raise SnippetError("snippet contains a NUL character")
    if len(code) > max_chars:
        raise SnippetError(f"snippet too large: {len(code)} characters (limit {max_chars})")
    mask, lex_error = code_mask(code)
    if lex_error is not None:
        raise SnippetError(f"{lex_error.message}: it would swallow the rest of the batch")
    depth = 0
    for pos, word in code_words(code, mask):
        line = code.count("\n", 0, pos) + 1
        if word == "#exit":
            raise SnippetError(f"line {line}: `#exit` would end the whole batch")
        if word == "import":
            raise SnippetError(f"line {line}: `import` inside a snippet; imports belong to the batch profile")
        if word in _SCOPE_OPENERS:
            depth += 1
        elif word == "end":
            depth -= 1
            if depth < 0:
                raise SnippetError(f"line {line}: `end` closes a scope the snippet did not open")
    if depth > 0:
        raise SnippetError("a `namespace`/`section`/`mutual` is left open at the end of the snippet")

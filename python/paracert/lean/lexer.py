"""A minimal Lean 4 lexer: enough to find comments, strings and top-level command lines.

It is not a parser. It tells which characters are code (outside comments and string/char literals),
so that snippet checks and file splitting never look inside a comment or a string, and it reports
an unterminated block comment or string (which would swallow the rest of a batch).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class LexError:
    message: str
    line: int  # 1-based


def _is_ident_char(c: str) -> bool:
    return c.isalnum() or c in "_'!?." or ord(c) > 127


def code_mask(text: str) -> tuple[list[bool], LexError | None]:
    """For each character, True when it is code. Also the first unterminated comment/string."""
    n = len(text)
    mask = [True] * n
    i = 0
    line = 1

    def mark(a: int, b: int) -> None:
        for k in range(a, min(b, n)):
            mask[k] = False

    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
        elif text.startswith("--", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            mark(i, j)
            i = j
        elif text.startswith("/-", i):
            start_line, depth, j = line, 1, i + 2
            while j < n and depth > 0:
                if text.startswith("/-", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("-/", j):
                    depth, j = depth - 1, j + 2
                else:
                    if text[j] == "\n":
                        line += 1
                    j += 1
            if depth > 0:
                mark(i, n)
                return mask, LexError(f"unterminated comment starting on line {start_line}", start_line)
            mark(i, j)
            i = j
        elif c == '"':
            start_line, j = line, i + 1
            while j < n and text[j] != '"':
                if text[j] == "\\":
                    j += 1
                if j < n and text[j] == "\n":
                    line += 1
                j += 1
            if j >= n:
                mark(i, n)
                return mask, LexError(f"unterminated string starting on line {start_line}", start_line)
            mark(i, j + 1)
            i = j + 1
        elif c == "'" and (i == 0 or not _is_ident_char(text[i - 1])):
            # char literal 'a' or '\n'; otherwise a prime in a name (x')
            if text.startswith("\\", i + 1) and i + 3 < n and text[i + 3] == "'":
                mark(i, i + 4)
                i += 4
            elif i + 2 < n and text[i + 2] == "'" and text[i + 1] != "\n":
                mark(i, i + 3)
                i += 3
            else:
                i += 1
        else:
            i += 1
    return mask, None


def command_lines(text: str) -> list[tuple[int, str]]:
    """(1-based line, stripped line) for every line whose first character is code at column 0."""
    mask, _ = code_mask(text)
    out: list[tuple[int, str]] = []
    pos = 0
    for lineno, raw in enumerate(text.split("\n"), start=1):
        if raw and not raw[0].isspace() and mask[pos]:
            out.append((lineno, raw.rstrip()))
        pos += len(raw) + 1
    return out

"""Protected regions of a statement: found, masked before the rules run, restored byte for byte.

Math spans: `$…$`, `$$…$$`, `\\(…\\)`, `\\[…\\]` and `\\begin{E}…\\end{E}` for the math
environments E in `MATH_ENVIRONMENTS`. A backslash escapes the next character, so `\\$` is never a
delimiter (and `\\\\$` is an escaped backslash followed by a real `$`). An unterminated math span runs
to the end of the text: text that might be math is never edited.

Proof blocks: `\\begin{proof}…\\end{proof}` (ProofNet's `informal_stmt` carries the proof after the
statement). They are protected as a whole, so rules paraphrase the statement only; they are not math
spans and `math_spans` looks inside them like anywhere else.

Masking replaces each protected region by ONE private-use character (so a region reads as a single
non-word token to the rules' regular expressions):

    math span            U+E000 + i   (i < 2048)
    math span ending a sentence (its body ends in . ! ? or ;)   U+E800 + i
    proof block          U+F000 + i   (i < 2048)

A text that already contains a character of U+E000–U+F8FF, or has more regions than there are
placeholders, cannot be masked (`MaskError`); the rule engine then leaves it unchanged.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from paracert.errors import InputError

MATH_ENVIRONMENTS = frozenset(
    f"{name}{star}"
    for name in ("equation", "align", "alignat", "aligned", "alignedat", "gather", "gathered", "multline",
                 "flalign", "eqnarray", "displaymath", "math", "array", "cases", "split", "matrix", "pmatrix",
                 "bmatrix", "vmatrix", "Vmatrix", "smallmatrix", "subequations")
    for star in ("", "*")
)
BLOCK_ENVIRONMENTS = frozenset({"proof"})

MATH_BASE = 0xE000
MATH_STOP_BASE = 0xE800
BLOCK_BASE = 0xF000
SLOTS = 0x800
RESERVED = re.compile("[\ue000-\uf8ff]")
_SENTENCE_END_IN_MATH = re.compile(r"[.!?;]\s*(?:\\[,;!: ]\s*)*$")
_BEGIN = re.compile(r"\\begin\s*\{([A-Za-z]+\*?)\}")


class MaskError(InputError):
    """The text cannot be masked (it already uses the placeholder characters, or has too many spans)."""


@dataclass(frozen=True)
class Region:
    start: int
    end: int
    kind: str  # "math" or "block"
    text: str

    @property
    def body(self) -> str:
        """The math without its delimiters (for `$x.$` that is `x.`); a block's whole text."""
        t = self.text
        if self.kind != "math":
            return t
        for opener, closer in (("$$", "$$"), ("$", "$"), ("\\(", "\\)"), ("\\[", "\\]")):
            if t.startswith(opener) and t.endswith(closer) and len(t) >= len(opener) + len(closer):
                return t[len(opener):len(t) - len(closer)]
        m = _BEGIN.match(t)
        if m and t.endswith(f"\\end{{{m.group(1)}}}"):
            return t[m.end():len(t) - len(f"\\end{{{m.group(1)}}}")]
        return t


def _scan_to(text: str, start: int, closer: str) -> int:
    """Index just past the first unescaped `closer` at or after `start` (len(text) if none)."""
    j = start
    n = len(text)
    while j < n:
        if text.startswith(closer, j):
            return j + len(closer)
        j += 2 if text[j] == "\\" else 1
    return n


def _scan_environment(text: str, start: int, env: str) -> int:
    """Index just past the `\\end{env}` matching the `\\begin{env}` that ends at `start` (nesting counted)."""
    depth = 1
    pattern = re.compile(r"\\(begin|end)\s*\{" + re.escape(env) + r"\}")
    for m in pattern.finditer(text, start):
        depth += 1 if m.group(1) == "begin" else -1
        if depth == 0:
            return m.end()
    return len(text)


def find_regions(text: str) -> list[Region]:
    """All protected regions of `text`, in order, not overlapping."""
    regions: list[Region] = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        end = None
        kind = "math"
        if c == "$":
            end = _scan_to(text, i + 2, "$$") if text.startswith("$$", i) else _scan_to(text, i + 1, "$")
        elif c == "\\":
            if text.startswith("\\(", i):
                end = _scan_to(text, i + 2, "\\)")
            elif text.startswith("\\[", i):
                end = _scan_to(text, i + 2, "\\]")
            else:
                m = _BEGIN.match(text, i)
                if m and (m.group(1) in MATH_ENVIRONMENTS or m.group(1) in BLOCK_ENVIRONMENTS):
                    kind = "math" if m.group(1) in MATH_ENVIRONMENTS else "block"
                    end = _scan_environment(text, m.end(), m.group(1))
                else:
                    i += 2
                    continue
        if end is None:
            i += 1
            continue
        regions.append(Region(i, end, kind, text[i:end]))
        i = end
    return regions


def math_spans(text: str) -> list[str]:
    """The text of every math span, in order, including those inside proof blocks."""
    spans: list[str] = []
    for region in find_regions(text):
        if region.kind == "math":
            spans.append(region.text)
        else:
            m = _BEGIN.match(region.text)
            inner_start = m.end() if m else 0
            spans.extend(math_spans(region.text[inner_start:]))
    return spans


@dataclass(frozen=True)
class MaskedText:
    """A text with each protected region replaced by one placeholder character."""

    original: str
    masked: str
    regions: tuple[Region, ...]
    placeholders: tuple[str, ...]  # placeholders[k] stands for regions[k]
    masked_positions: tuple[int, ...]  # where placeholders[k] sits in `masked`

    def math_bodies(self, fragment: str) -> list[str]:
        """The bodies of the math spans whose placeholders occur in `fragment` (a piece of `masked`)."""
        lookup = dict(zip(self.placeholders, self.regions, strict=True))
        return [lookup[ch].body for ch in fragment if ch in lookup and lookup[ch].kind == "math"]

    def to_original(self, masked_index: int) -> int:
        """Offset in `original` of the position `masked_index` of `masked` (placeholders are one char)."""
        k = bisect.bisect_left(self.masked_positions, masked_index)
        shift = sum(len(r.text) - 1 for r in self.regions[:k])
        return masked_index + shift

    def unmask(self, masked_text: str) -> str:
        """Put the protected regions back (every placeholder must occur exactly once)."""
        lookup = dict(zip(self.placeholders, self.regions, strict=True))
        for ch in self.placeholders:
            count = masked_text.count(ch)
            if count != 1:
                raise MaskError(f"a rewrite {'dropped' if count == 0 else 'duplicated'} a protected region")
        return "".join(lookup[ch].text if ch in lookup else ch for ch in masked_text)


def placeholder_for(region: Region, index_by_kind: dict[str, int]) -> str:
    if region.kind == "block":
        base = BLOCK_BASE
        key = "block"
    elif _SENTENCE_END_IN_MATH.search(region.body):
        base = MATH_STOP_BASE
        key = "stop"
    else:
        base = MATH_BASE
        key = "math"
    k = index_by_kind.get(key, 0)
    if k >= SLOTS:
        raise MaskError(f"more than {SLOTS} protected regions of one kind")
    index_by_kind[key] = k + 1
    return chr(base + k)


def mask(text: str) -> MaskedText:
    if RESERVED.search(text):
        raise MaskError("the text already contains private-use characters U+E000-U+F8FF")
    regions = find_regions(text)
    counters: dict[str, int] = {}
    pieces: list[str] = []
    placeholders: list[str] = []
    positions: list[int] = []
    cursor = 0
    length = 0
    for region in regions:
        pieces.append(text[cursor:region.start])
        length += region.start - cursor
        ph = placeholder_for(region, counters)
        placeholders.append(ph)
        positions.append(length)
        pieces.append(ph)
        length += 1
        cursor = region.end
    pieces.append(text[cursor:])
    return MaskedText(text, "".join(pieces), tuple(regions), tuple(placeholders), tuple(positions))

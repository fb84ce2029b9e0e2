"""Regular-expression fragments over MASKED text, and small casing / sentence helpers.

In masked text every math span is one character of `MATH` (those ending a sentence, like `$x=1.$`,
also belong to `MATH_STOP`) and every proof block one character of `BLOCK`; see `protect.py`.
"""

from __future__ import annotations

import re

MATH_RANGE = r"\uE000-\uEFFF"
MATH = rf"[{MATH_RANGE}]"
MATH_STOP = r"[\uE800-\uEFFF]"
BLOCK = r"[\uF000-\uF8FF]"
# a character inside one clause: no sentence punctuation, newline, sentence-ending math or block
CLAUSE_CHAR = r"[^.;:!?\n\uE800-\uF8FF]"
# a character inside one sentence (commas and colons allowed)
SENTENCE_CHAR = r"[^.;!?\n\uE800-\uF8FF]"
# word boundaries that also refuse hyphenated compounds and LaTeX control words (\even)
WORD_START = r"(?<![\w\\-])"
WORD_END = r"(?![\w-])"
PLAIN_END = rf"(?=\s*(?:[.;:!?\n]|{BLOCK}|$))"


def lazy_clause(name: str, *, forbid: str | None = None) -> str:
    """A named group of one or more clause characters, as few as possible.

    `forbid` is a regex that may not start at any position inside the group (e.g. r"\\bthat\\b")."""
    char = f"(?:(?!{forbid}){CLAUSE_CHAR})" if forbid else CLAUSE_CHAR
    return f"(?P<{name}>{char}+?)"


def clause_to_end(name: str, *, forbid: str | None = None) -> str:
    """A named group running to the end of the sentence (stops before the punctuation, or includes a
    final sentence-ending math span)."""
    char = f"(?:(?!{forbid}){CLAUSE_CHAR})" if forbid else CLAUSE_CHAR
    return f"(?P<{name}>{char}*?{MATH_STOP}|{char}+?{PLAIN_END})"


def is_math_char(ch: str) -> bool:
    return "\ue000" <= ch <= "\uefff"


def is_stop_math_char(ch: str) -> bool:
    return "\ue800" <= ch <= "\uefff"


def is_block_char(ch: str) -> bool:
    return "\uf000" <= ch <= "\uf8ff"


def sentence_start(masked: str, pos: int) -> int:
    """Start of the sentence containing `pos` (after . ! ? ; newline, a block, or sentence-ending math)."""
    i = pos
    while i > 0:
        ch = masked[i - 1]
        if ch in ".!?;\n" or is_block_char(ch) or is_stop_math_char(ch):
            break
        i -= 1
    while i < pos and masked[i] in " \t":
        i += 1
    return i


def sentence_end(masked: str, pos: int) -> int:
    """End of the sentence containing `pos` (just before its terminator, or after sentence-ending math)."""
    i = pos
    while i < len(masked):
        ch = masked[i]
        if ch in ".!?;\n" or is_block_char(ch):
            break
        if is_stop_math_char(ch):
            return i + 1
        i += 1
    return i


def is_sentence_initial(masked: str, pos: int) -> bool:
    return sentence_start(masked, pos) == pos


# Words that may begin a sentence and be lowercased when the sentence is moved inside another one.
LOWERCASABLE = frozenset("""
a an the every each all any some no none there it its this that these those both either neither one two three
four five six seven eight nine ten many most several infinitely if for in on at given let suppose assume
""".split())

IMPERATIVES = frozenset("""
prove show demonstrate verify establish deduce conclude find give determine compute calculate evaluate use
construct define consider describe explain check derive let suppose assume
""".split())


def first_word(fragment: str) -> str:
    m = re.match(r"\s*([A-Za-z]+)", fragment)
    return m.group(1) if m else ""


def lowercase_start(fragment: str) -> str:
    """Lowercase the first letter if the first word is a lowercasable function word (else unchanged)."""
    word = first_word(fragment)
    if word and word[0].isupper() and word.lower() in LOWERCASABLE:
        i = fragment.index(word)
        return fragment[:i] + word[0].lower() + fragment[i + 1:]
    return fragment


def can_lowercase_start(fragment: str) -> bool:
    """True when the fragment starts with math, a lowercase word, or a lowercasable capitalised word."""
    s = fragment.lstrip()
    if not s:
        return False
    if is_math_char(s[0]) or s[0].islower():
        return True
    word = first_word(s)
    return bool(word) and s.startswith(word) and word.lower() in LOWERCASABLE


def capitalize_start(fragment: str) -> str:
    """Uppercase the first character when it is a lowercase letter."""
    for i, ch in enumerate(fragment):
        if ch.isspace():
            continue
        if ch.islower():
            return fragment[:i] + ch.upper() + fragment[i + 1:]
        return fragment
    return fragment


def with_case_of(target: str, source: str) -> str:
    """`target` with its first letter upper-cased when `source` starts with an upper-case letter."""
    if source[:1].isupper():
        return capitalize_start(target)
    return target

"""Helpers the rule catalog uses to write rules briefly: phrase swaps, case keeping, articles."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from paracert.transforms.nl_rules.model import NLRule, Site
from paracert.transforms.nl_rules.text import BLOCK, MATH_STOP, WORD_END, WORD_START, with_case_of

# where a clause may begin: the start of a sentence, or right after "that "
CLAUSE_START = (
    rf"(?:^|(?<=\n)|(?<=[.;:!?] )|(?<=[.;:!?]  )|(?<={BLOCK})|(?<={MATH_STOP} )|(?<=\bthat ))"
)


def phrase_regex(phrase: str) -> str:
    """Regex for a phrase: its first letter in either case, words separated by spaces or tabs."""
    words = phrase.split()
    first = words[0]
    head = f"[{first[0].upper()}{first[0].lower()}]{re.escape(first[1:])}" if first[0].isalpha() else re.escape(first)
    return r"[ \t]+".join([head, *(re.escape(w) for w in words[1:])])


@dataclass(frozen=True)
class CaseKeepingReplacement:
    """Replace the group `source_group` by `target`, upper-casing its first letter like the source."""

    target: str
    source_group: str = "phrase"

    @property
    def description(self) -> str:
        return f"-> {self.target!r} (first letter's case kept)"

    def __call__(self, site: Site) -> str:
        return with_case_of(self.target, site.group(self.source_group))


def phrase_swap(
    *,
    id: str,
    category: str,
    source: str,
    target: str,
    description: str,
    reference: str,
    examples: Sequence[tuple[str, str]],
    non_matches: Sequence[str],
    guards: Sequence[str] = (),
    lookbehind: str = "",
    lookahead: str = "",
) -> NLRule:
    """A rule replacing the phrase `source` (whole words) by `target`, keeping the first letter's case.

    `lookbehind` / `lookahead` are zero-width assertions added around the phrase (they are not replaced)."""
    pattern = f"{lookbehind}{WORD_START}(?P<phrase>{phrase_regex(source)}){WORD_END}{lookahead}"
    return NLRule(
        id=id, category=category, description=description, pattern=pattern,
        rewrite=CaseKeepingReplacement(target), guards=tuple(guards), reference=reference,
        examples=tuple(examples), non_matches=tuple(non_matches),
    )


def article_for(word: str, *, like: str = "a") -> str:
    """'a' or 'an' before `word` by its spelling ('one', 'uni-', 'eu-', 'use' take 'a'), in the case of `like`."""
    low = word.lower()
    if low.startswith(("one", "eu", "uni", "use", "usu")):
        vowel = False
    else:
        vowel = low[:1] in {"a", "e", "i", "o"} or low.startswith("un")
    art = "an" if vowel else "a"
    return with_case_of(art, like)


def fn(description: str) -> Callable[[Callable[[Site], str]], Callable[[Site], str]]:
    """Give a rewrite function a one-line description (shown by `paracert rules list --json`)."""

    def attach(func: Callable[[Site], str]) -> Callable[[Site], str]:
        func.description = description  # type: ignore[attr-defined]
        return func

    return attach


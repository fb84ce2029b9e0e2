"""The rule record (`NLRule`), the result record (`RuleApplication`) and `Site`, one candidate match.

A rule's `pattern` is a regular expression over MASKED text (see `protect.py`, `text.py`); its
`rewrite` is either a replacement template (`\\g<name>` syntax of `re.Match.expand`) or a function
`Site -> str`. Either way the result replaces exactly the matched text. `guards` name checks from
`guards.GUARDS`; a candidate match is rewritten only when every guard passes.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, ConfigDict, field_validator

from paracert.transforms.nl_rules.protect import MaskedText
from paracert.transforms.nl_rules.text import is_sentence_initial, sentence_end, sentence_start

CATEGORY_DESCRIPTIONS: dict[str, str] = {
    "conditional": "conditional restructuring: if-then, whenever, suppose/assume, hypotheses as sentences",
    "discourse": "the imperative frame: prove / show / demonstrate that, dropping or adding it",
    "quantifier": "quantifier phrasing: for all / every / each / any, there exists / there is",
    "concept": "renaming a concept: positive integer, prime number, real number, abelian, coprime",
    "definitional": "replacing a predicate by its definition: even, odd, divides, nonempty, cyclic",
    "notation": "phrasing around types and sets: the set of, element of, real-valued, spelling",
    "organization": "moving a trailing condition or quantifier to the front, or back",
    "verbosity": "adding or removing fillers: it is the case that, the following holds, that",
    "equivalence": "biconditional phrasing: if and only if / iff / exactly when / precisely when",
    "existence": "existence and uniqueness phrasing: a unique / exactly one / at least one / the only",
    "numerals": "small numbers in words or digits outside math: two / 2, zero / 0, twice",
}
CATEGORIES: tuple[str, ...] = tuple(CATEGORY_DESCRIPTIONS)
_ID = re.compile(r"^[a-z]+\.[a-z0-9_]+$")


@functools.cache
def compile_pattern(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


class Site:
    """One match of a rule's pattern in a masked text: what guards and rewrite functions look at."""

    def __init__(self, match: re.Match[str], masked: MaskedText) -> None:
        self.match = match
        self.masked = masked
        self.text = masked.masked

    @property
    def start(self) -> int:
        return self.match.start()

    @property
    def end(self) -> int:
        return self.match.end()

    def has(self, name: str) -> bool:
        return name in self.match.re.groupindex and self.match.group(name) is not None

    def group(self, name: str) -> str:
        """The named group's text ('' when the group is absent from the pattern or did not take part)."""
        if name not in self.match.re.groupindex:
            return ""
        return self.match.group(name) or ""

    def before(self) -> str:
        return self.text[:self.start]

    def after(self) -> str:
        return self.text[self.end:]

    def sentence(self) -> str:
        """The masked sentence containing the match."""
        return self.text[sentence_start(self.text, self.start):sentence_end(self.text, self.start)]

    def sentence_initial(self) -> bool:
        return is_sentence_initial(self.text, self.start)

    def math_bodies(self, name: str | None = None) -> list[str]:
        """Bodies of the math spans inside the named group (or the whole match)."""
        return self.masked.math_bodies(self.group(name) if name else self.match.group(0))

    def word_before(self) -> str:
        m = re.search(r"([A-Za-z]+)[^A-Za-z\n]*$", self.before()[-40:])
        return m.group(1).lower() if m else ""


Rewrite = str | Callable[[Site], str]


class NLRule(BaseModel):
    """One deterministic natural-language paraphrase rule."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    id: str
    category: str
    description: str
    pattern: str
    rewrite: Rewrite
    guards: tuple[str, ...] = ()
    reference: str
    examples: tuple[tuple[str, str], ...] = ()
    non_matches: tuple[str, ...] = ()
    reorders: bool = False  # True when the rewrite changes the order of math spans

    @field_validator("id")
    @classmethod
    def _check_id(cls, value: str) -> str:
        if not _ID.match(value):
            raise ValueError(f"rule id {value!r} is not of the form 'prefix.snake_case'")
        return value

    @field_validator("category")
    @classmethod
    def _check_category(cls, value: str) -> str:
        if value not in CATEGORY_DESCRIPTIONS:
            raise ValueError(f"unknown category {value!r} (known: {', '.join(CATEGORIES)})")
        return value

    @field_validator("pattern")
    @classmethod
    def _check_pattern(cls, value: str) -> str:
        compile_pattern(value)
        return value

    @property
    def regex(self) -> re.Pattern[str]:
        return compile_pattern(self.pattern)

    def render(self, site: Site) -> str:
        """The replacement for the matched text."""
        if isinstance(self.rewrite, str):
            return site.match.expand(self.rewrite)
        return self.rewrite(site)

    def describe_rewrite(self) -> str:
        if isinstance(self.rewrite, str):
            return self.rewrite
        described = getattr(self.rewrite, "description", None)
        if described:
            return str(described)
        doc = (self.rewrite.__doc__ or "").strip().splitlines()
        name = getattr(self.rewrite, "__name__", type(self.rewrite).__name__)
        return f"{name}: {doc[0]}" if doc else name

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "category": self.category,
            "description": self.description,
            "pattern": self.pattern,
            "rewrite": self.describe_rewrite(),
            "guards": list(self.guards),
            "reference": self.reference,
            "examples": [list(pair) for pair in self.examples],
            "non_matches": list(self.non_matches),
            "reorders": self.reorders,
        }


class RuleApplication(BaseModel):
    """One rule applied once to one text."""

    model_config = ConfigDict(frozen=True)

    rule_id: str
    category: str
    original: str
    text: str  # the rewritten text
    span: tuple[int, int]  # the replaced region, as offsets into `original`

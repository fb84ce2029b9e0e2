"""The rules, one module per category; each module exposes `RULES: list[NLRule]`."""

from __future__ import annotations

from paracert.transforms.nl_rules.catalog import (
    concept,
    conditional,
    definitional,
    discourse,
    equivalence,
    existence,
    notation,
    numerals,
    organization,
    quantifier,
    verbosity,
)

CATALOG_MODULES = [
    conditional,
    discourse,
    quantifier,
    concept,
    definitional,
    notation,
    organization,
    verbosity,
    equivalence,
    existence,
    numerals,
]

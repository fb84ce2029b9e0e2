"""The rule catalog: every rule, in a fixed order (category order, then the order in each module)."""

from __future__ import annotations

import difflib
import functools

from paracert.transforms.nl_rules.catalog import CATALOG_MODULES
from paracert.transforms.nl_rules.guards import GUARDS
from paracert.transforms.nl_rules.model import CATEGORIES, NLRule


@functools.lru_cache(maxsize=1)
def _catalog() -> tuple[NLRule, ...]:
    rules: list[NLRule] = []
    seen: set[str] = set()
    for module in CATALOG_MODULES:
        for rule in module.RULES:
            if rule.id in seen:
                raise ValueError(f"rule id {rule.id!r} defined twice")
            unknown = [g for g in rule.guards if g not in GUARDS]
            if unknown:
                raise ValueError(f"rule {rule.id} names unknown guards {unknown}")
            seen.add(rule.id)
            rules.append(rule)
    order = {c: i for i, c in enumerate(CATEGORIES)}
    return tuple(sorted(rules, key=lambda r: order[r.category]))


@functools.lru_cache(maxsize=1)
def _by_id() -> dict[str, NLRule]:
    return {r.id: r for r in _catalog()}


def all_rules() -> list[NLRule]:
    """Every rule, in a deterministic order."""
    return list(_catalog())


def get_rule(rule_id: str) -> NLRule:
    """The rule with this id; KeyError naming the id and the closest known ids otherwise."""
    try:
        return _by_id()[rule_id]
    except KeyError:
        close = difflib.get_close_matches(rule_id, list(_by_id()), n=3, cutoff=0.5)
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        raise KeyError(f"unknown rule id {rule_id!r}{hint}") from None


def categories() -> list[str]:
    """The category names that have rules, in their canonical order."""
    present = {r.category for r in _catalog()}
    return [c for c in CATEGORIES if c in present]


def rules_in(category: str) -> list[NLRule]:
    if category not in CATEGORIES:
        close = difflib.get_close_matches(category, list(CATEGORIES), n=3, cutoff=0.5)
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        raise KeyError(f"unknown category {category!r}{hint}")
    return [r for r in _catalog() if r.category == category]

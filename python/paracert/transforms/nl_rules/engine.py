"""Applying rules: one rule once (`apply_rule`), every rule separately (`apply_all`), or a chain.

`apply_rule` rewrites the FIRST site where the pattern matches and every guard passes, and nothing
else: candidate matches are tried left to right (overlapping candidates included), the first one
whose guards pass is replaced, and the rest of the text is left as it was. It returns None when the
pattern never matches, every guard-passing site is blocked, the rewrite would not change the text, or
the text cannot be masked (it already contains the private-use placeholder characters).

A rewrite that loses or duplicates a protected region, or moves math spans although the rule does
not declare `reorders=True`, is a bug in the rule and raises `RuleError`.
"""

from __future__ import annotations

from collections.abc import Iterable

from paracert.errors import InternalError
from paracert.transforms.nl_rules.guards import GUARDS
from paracert.transforms.nl_rules.model import NLRule, RuleApplication, Site
from paracert.transforms.nl_rules.protect import MaskedText, MaskError, mask
from paracert.transforms.nl_rules.registry import all_rules, get_rule


class RuleError(InternalError):
    """A rule produced a rewrite that breaks the protected regions (a bug in the rule)."""


def _placeholder_order(masked: MaskedText, text: str) -> list[str]:
    placeholders = set(masked.placeholders)
    return [ch for ch in text if ch in placeholders]


def _guards_pass(rule: NLRule, site: Site) -> bool:
    return all(GUARDS[name].check(site) for name in rule.guards)


def apply_to_masked(rule: NLRule, masked: MaskedText) -> RuleApplication | None:
    """`apply_rule` on a text that is already masked."""
    source = masked.masked
    regex = rule.regex
    pos = 0
    while pos <= len(source):
        match = regex.search(source, pos)
        if match is None:
            return None
        pos = match.start() + 1
        site = Site(match, masked)
        if not _guards_pass(rule, site):
            continue
        rewritten = source[:match.start()] + rule.render(site) + source[match.end():]
        if rewritten == source:
            continue
        try:
            text = masked.unmask(rewritten)
        except MaskError as exc:
            raise RuleError(f"rule {rule.id}: {exc}") from exc
        if not rule.reorders and _placeholder_order(masked, rewritten) != list(masked.placeholders):
            raise RuleError(f"rule {rule.id} moved math spans but does not declare reorders=True")
        span = (masked.to_original(match.start()), masked.to_original(match.end()))
        return RuleApplication(rule_id=rule.id, category=rule.category, original=masked.original, text=text,
                               span=span)
    return None


def apply_rule(rule: NLRule, text: str) -> RuleApplication | None:
    """Apply one rule once (its first guard-passing match); None when it does not fire."""
    try:
        masked = mask(text)
    except MaskError:
        return None
    return apply_to_masked(rule, masked)


def apply_all(text: str, rules: Iterable[NLRule] | None = None) -> list[RuleApplication]:
    """One application per rule that fires, each made from the original text (rules never stack)."""
    if rules is None:
        rules = all_rules()
    try:
        masked = mask(text)
    except MaskError:
        return []
    results = []
    for rule in rules:
        applied = apply_to_masked(rule, masked)
        if applied is not None:
            results.append(applied)
    return results


def apply_chain(text: str, rule_ids: Iterable[str]) -> list[RuleApplication]:
    """Stack rules on purpose: each rule is applied to the previous output. Rules that do not fire are
    skipped; the returned list holds the steps that fired, and the last one's `text` is the result."""
    steps: list[RuleApplication] = []
    current = text
    for rule_id in rule_ids:
        applied = apply_rule(get_rule(rule_id), current)
        if applied is not None:
            steps.append(applied)
            current = applied.text
    return steps

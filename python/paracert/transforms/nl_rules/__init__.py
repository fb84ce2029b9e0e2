"""Deterministic natural-language paraphrase rules for autoformalization-robustness studies.

    from paracert.transforms.nl_rules import all_rules, get_rule, apply_rule, apply_all, categories
    apply_rule(get_rule("quant.for_all_to_for_every"), "Prove that $x^2=1$ for all $x \\in G$.")
    -> RuleApplication(rule_id=..., category="quantifier", original=..., text="... for every $x \\in G$.",
                       span=(start, end))

Each rule (`NLRule`) is a regex over the statement with its math masked, a rewrite, named guards
(`guards.GUARDS`), a one-line reference for why meaning is preserved, and its own examples and
non-matches (checked by tests/test_nl_rules.py).

Semantics:
- Math (`$…$`, `$$…$$`, `\\(…\\)`, `\\[…\\]`, math environments) and proof blocks
  (`\\begin{proof}…\\end{proof}`) are masked before a rule runs and restored byte for byte; no rule
  edits them (`protect.py`).
- `apply_rule` rewrites the FIRST guard-passing match only, so one application is one edit;
  `span` gives the replaced region in the original text, and the text outside it is unchanged.
- `apply_all` applies every rule separately to the original text (rules never stack);
  `apply_chain` stacks rules only when asked.

Layout: `protect.py` (masking), `text.py` (regex fragments, casing), `model.py` (records), `guards.py`,
`engine.py` (application), `registry.py` (catalog order, lookup), `catalog/` (one module per category),
`commands.py` (`paracert rules list|apply`).
"""

from __future__ import annotations

from paracert.transforms.nl_rules.engine import RuleError, apply_all, apply_chain, apply_rule
from paracert.transforms.nl_rules.model import CATEGORY_DESCRIPTIONS, NLRule, RuleApplication
from paracert.transforms.nl_rules.protect import math_spans
from paracert.transforms.nl_rules.registry import all_rules, categories, get_rule, rules_in

__all__ = [
    "CATEGORY_DESCRIPTIONS",
    "NLRule",
    "RuleApplication",
    "RuleError",
    "all_rules",
    "apply_all",
    "apply_chain",
    "apply_rule",
    "categories",
    "get_rule",
    "math_spans",
    "rules_in",
]

"""double_negation: `P` ↔ `¬ ¬ P` (`Rules.not_not`, classical; `paracert_rules`).

`dn_intro` wraps an atomic hypothesis or the atomic conclusion of the statement's spine in a double
negation (one variant per place); `dn_elim` removes an existing `¬ ¬` anywhere. Flagged classical:
`¬ ¬ P → P` is not provable without excluded middle (for the decidable atoms of this fragment it
happens to be, but the certificate uses `not_not`).
"""

from __future__ import annotations

from paracert.statements.tactics import RULES
from paracert.transforms.ast import App, Expr, Not, Rel, Var
from paracert.transforms.rules._base import Candidate, Rule, Scope, lemma, sites_rule, spine_rewrite


def _intro(e: Expr, scope: Scope, role: str) -> Candidate | None:
    if isinstance(e, Rel | App | Var):
        return Candidate(Not(Not(e)), (lemma("not_not"),))
    return None


def _elim(e: Expr, scope: Scope) -> Candidate | None:
    if isinstance(e, Not) and isinstance(e.arg, Not):
        return Candidate(e.arg.arg, (lemma("not_not"),))
    return None


F = "double_negation"
RULES_ = [
    Rule("dn_intro", F, lambda expr: spine_rewrite(expr, _intro), RULES, classical=True, doc="P → ¬ ¬ P"),
    Rule("dn_elim", F, sites_rule(_elim), RULES, classical=True, doc="¬ ¬ P → P"),
]

"""equality_symmetry: `a = b` → `b = a` and `a ≠ b` → `b ≠ a` (`Rules.eq_comm`, with
`ne_iff_not_eq` for `≠`; `paracert_rules`). Not applied to `a = a`."""

from __future__ import annotations

from paracert.statements.tactics import RULES
from paracert.transforms.ast import Expr, Rel
from paracert.transforms.rules._base import Candidate, Rule, Scope, lemma, sites_rule


def _swap(op: str, lemmas: tuple[str, ...]):
    def rewrite(e: Expr, scope: Scope) -> Candidate | None:
        if isinstance(e, Rel) and e.op == op and e.lhs != e.rhs:
            return Candidate(Rel(op, e.rhs, e.lhs), lemmas)
        return None

    return rewrite


F = "equality_symmetry"
RULES_ = [
    Rule("eq_symm", F, sites_rule(_swap("=", (lemma("eq_comm"),))), RULES, doc="a = b → b = a"),
    Rule("ne_symm", F, sites_rule(_swap("≠", (lemma("ne_iff_not_eq"), lemma("eq_comm")))), RULES,
         doc="a ≠ b → b ≠ a"),
]

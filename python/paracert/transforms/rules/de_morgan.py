"""de_morgan: `¬ (A ∧ B)` ↔ `¬ A ∨ ¬ B` (`Rules.not_and_or`, classical) and `¬ (A ∨ B)` ↔
`¬ A ∧ ¬ B` (`Rules.not_or`), in both directions; `paracert_logic`.

In the folding direction (`¬ A ∧ ¬ B` → `¬ (A ∨ B)`) a `≠` counts as a negated `=`: `a ≠ b ∧ c ≠ d`
→ `¬ (a = b ∨ c = d)`. That needs `Rules.ne_iff_not_eq`, which only `paracert_rules` has, so such
variants expect `paracert_rules`.
"""

from __future__ import annotations

from paracert.statements.tactics import LOGIC, RULES
from paracert.transforms.ast import Conn, Expr, Not
from paracert.transforms.rules._base import RULE_DEFAULT, Candidate, Rule, Scope, lemma, negation_of, sites_rule


def _push(inner_op: str, outer_op: str, name: str):
    def rewrite(e: Expr, scope: Scope) -> Candidate | None:
        if isinstance(e, Not) and isinstance(e.arg, Conn) and e.arg.op == inner_op:
            return Candidate(Conn(outer_op, Not(e.arg.lhs), Not(e.arg.rhs)), (lemma(name),))
        return None

    return rewrite


def _fold(op: str, inner_op: str, name: str):
    def rewrite(e: Expr, scope: Scope) -> Candidate | None:
        if not (isinstance(e, Conn) and e.op == op):
            return None
        left, right = negation_of(e.lhs), negation_of(e.rhs)
        if left is None or right is None:
            return None
        via_ne = left[1] or right[1]
        rules = (lemma(name),) + ((lemma("ne_iff_not_eq"),) if via_ne else ())
        return Candidate(Not(Conn(inner_op, left[0], right[0])), rules, RULES if via_ne else RULE_DEFAULT)

    return rewrite


F = "de_morgan"
RULES_ = [
    Rule("not_and", F, sites_rule(_push("∧", "∨", "not_and_or")), LOGIC, classical=True,
         doc="¬ (A ∧ B) → ¬ A ∨ ¬ B"),
    Rule("not_or", F, sites_rule(_push("∨", "∧", "not_or")), LOGIC, doc="¬ (A ∨ B) → ¬ A ∧ ¬ B"),
    Rule("or_not_fold", F, sites_rule(_fold("∨", "∧", "not_and_or")), LOGIC, classical=True,
         doc="¬ A ∨ ¬ B → ¬ (A ∧ B)"),
    Rule("and_not_fold", F, sites_rule(_fold("∧", "∨", "not_or")), LOGIC, doc="¬ A ∧ ¬ B → ¬ (A ∨ B)"),
]

"""curry_uncurry: `A ∧ B → C` ↔ `A → B → C` (`Rules.and_imp`).

`uncurry` merges two adjacent hypotheses of a chain into a conjunction, `curry` splits a
conjunctive hypothesis. `and_imp` is in the simp sets of both `paracert_logic` and `paracert_rules`;
the engine tries `paracert_logic` first, so that is the expected branch.
"""

from __future__ import annotations

from paracert.statements.tactics import LOGIC
from paracert.transforms.ast import Conn, Expr
from paracert.transforms.rules._base import Candidate, Rule, Scope, lemma, sites_rule


def _uncurry(e: Expr, scope: Scope) -> Candidate | None:
    if isinstance(e, Conn) and e.op == "→" and isinstance(e.rhs, Conn) and e.rhs.op == "→":
        return Candidate(Conn("→", Conn("∧", e.lhs, e.rhs.lhs), e.rhs.rhs), (lemma("and_imp"),))
    return None


def _curry(e: Expr, scope: Scope) -> Candidate | None:
    if isinstance(e, Conn) and e.op == "→" and isinstance(e.lhs, Conn) and e.lhs.op == "∧":
        return Candidate(Conn("→", e.lhs.lhs, Conn("→", e.lhs.rhs, e.rhs)), (lemma("and_imp"),))
    return None


F = "curry_uncurry"
RULES_ = [
    Rule("uncurry", F, sites_rule(_uncurry), LOGIC, doc="A → B → C → A ∧ B → C"),
    Rule("curry", F, sites_rule(_curry), LOGIC, doc="A ∧ B → C → A → B → C"),
]

"""contrapositive: `H → C` → `¬ C → ¬ H` (`Rules.not_imp_not`, classical; `paracert_logic`).

Applied to the last implication of each chain (last hypothesis and conclusion). When both sides are
already negations, `¬ A → ¬ B` becomes `B → A`.

Guard: both H and C are literals (an atom or a negated atom). `paracert_logic` simplifies subterms
before their parent, so a negated quantifier, conjunction, disjunction or implication would be
pushed inwards (`¬ ∃` → `∀ ¬`, De Morgan, ...) before `not_imp_not` could match the contrapositive.
Its simp set has no double negation, so `¬ (a ≠ b) → ¬ q` stays a contrapositive.
"""

from __future__ import annotations

from paracert.statements.tactics import LOGIC
from paracert.transforms.ast import Conn, Expr, Not
from paracert.transforms.rules._base import Candidate, Rule, Scope, is_literal, lemma, sites_rule


def _contrapose(e: Expr, scope: Scope) -> Candidate | None:
    if not (isinstance(e, Conn) and e.op == "→") or (isinstance(e.rhs, Conn) and e.rhs.op == "→"):
        return None
    h, c = e.lhs, e.rhs
    if not (is_literal(h) and is_literal(c)):
        return None
    if isinstance(h, Not) and isinstance(c, Not):
        return Candidate(Conn("→", c.arg, h.arg), (lemma("not_imp_not"),))
    return Candidate(Conn("→", Not(c), Not(h)), (lemma("not_imp_not"),))


F = "contrapositive"
RULES_ = [Rule("contrapositive", F, sites_rule(_contrapose), LOGIC, classical=True, doc="H → C → ¬ C → ¬ H")]

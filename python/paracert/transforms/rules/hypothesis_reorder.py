"""hypothesis_reorder: `A → B → C` → `B → A → C` (`Rules.imp_comm`; `paracert_structural`). One
variant per adjacent pair of hypotheses in an implication chain. Hypotheses are propositions about
the binders, never about each other's proofs, so any two may be exchanged."""

from __future__ import annotations

from paracert.statements.tactics import STRUCTURAL
from paracert.transforms.ast import Conn, Expr
from paracert.transforms.rules._base import Candidate, Rule, Scope, lemma, sites_rule


def _swap(e: Expr, scope: Scope) -> Candidate | None:
    if isinstance(e, Conn) and e.op == "→" and isinstance(e.rhs, Conn) and e.rhs.op == "→":
        a, b, c = e.lhs, e.rhs.lhs, e.rhs.rhs
        if a != b:
            return Candidate(Conn("→", b, Conn("→", a, c)), (lemma("imp_comm"),))
    return None


F = "hypothesis_reorder"
RULES_ = [Rule("swap_hypotheses", F, sites_rule(_swap), STRUCTURAL, doc="A → B → C → B → A → C")]

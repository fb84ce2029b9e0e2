"""exists_forall_duality: `¬ ∀ x, P` ↔ `∃ x, ¬ P` (`Rules.not_forall`, classical) and `¬ ∃ x, P`
↔ `∀ x, ¬ P` (`Rules.not_exists`), in both directions; `paracert_logic`.

The quantifier is a whole binder run (`∀ a b, P`, across nested nodes of the same kind). Pulling a
negation out (`∀ x, ¬ P` → `¬ ∃ x, P`) also reads `a ≠ b` as `¬ a = b`: `∀ x y, f x ≠ g y` →
`¬ ∃ x y, f x = g y`; that needs `Rules.ne_iff_not_eq`, so those variants expect `paracert_rules`.
Binders of an `∃` are always explicit (`{x}` becomes `(x)`).
"""

from __future__ import annotations

from paracert.statements.tactics import LOGIC, RULES
from paracert.transforms.ast import Binder, BinderInfo, Expr, Not, Quant
from paracert.transforms.rules._base import RULE_DEFAULT, Candidate, Rule, Scope, lemma, negation_of, sites_rule


def run(e: Quant) -> tuple[tuple[Binder, ...], Expr]:
    binders: list[Binder] = []
    node: Expr = e
    while isinstance(node, Quant) and node.kind == e.kind:
        binders.extend(node.binders)
        node = node.body
    return tuple(binders), node


def _explicit(binders: tuple[Binder, ...]) -> tuple[Binder, ...]:
    return tuple(Binder(b.name, b.ty, BinderInfo.DEFAULT) for b in binders)


def _push(kind: str, name: str):
    # ¬ Q x, P  →  Q' x, ¬ P
    def rewrite(e: Expr, scope: Scope) -> Candidate | None:
        if isinstance(e, Not) and isinstance(e.arg, Quant) and e.arg.kind == kind:
            binders, body = run(e.arg)
            dual = "∃" if kind == "∀" else "∀"
            return Candidate(Quant(dual, _explicit(binders), Not(body)), (lemma(name),))
        return None

    return rewrite


def _pull(kind: str, name: str):
    # Q x, ¬ P  →  ¬ Q' x, P
    def rewrite(e: Expr, scope: Scope) -> Candidate | None:
        if not (isinstance(e, Quant) and e.kind == kind) or scope.inner_of_run(e):
            return None
        binders, body = run(e)
        neg = negation_of(body)
        if neg is None:
            return None
        dual = "∃" if kind == "∀" else "∀"
        rules = (lemma(name),) + ((lemma("ne_iff_not_eq"),) if neg[1] else ())
        return Candidate(Not(Quant(dual, _explicit(binders), neg[0])), rules, RULES if neg[1] else RULE_DEFAULT)

    return rewrite


F = "exists_forall_duality"
RULES_ = [
    Rule("not_forall", F, sites_rule(_push("∀", "not_forall")), LOGIC, classical=True, doc="¬ ∀ x, P → ∃ x, ¬ P"),
    Rule("not_exists", F, sites_rule(_push("∃", "not_exists")), LOGIC, doc="¬ ∃ x, P → ∀ x, ¬ P"),
    Rule("forall_not", F, sites_rule(_pull("∀", "not_exists")), LOGIC, doc="∀ x, ¬ P → ¬ ∃ x, P"),
    Rule("exists_not", F, sites_rule(_pull("∃", "not_forall")), LOGIC, classical=True, doc="∃ x, ¬ P → ¬ ∀ x, P"),
]

"""binder_reorder: `∀ a b, P` → `∀ b a, P` (`Rules.forall_swap`; `paracert_structural`: intro the
variant's binders and apply the canonical).

A *run* is a maximal sequence of `∀` binders, across directly nested `∀` nodes (`∀ a, ∀ b, P` and
`∀ a b, P` are the same Lean term); the variant rebuilds the run as one `∀` node. Rules:
`swap_binders` exchanges two adjacent binders of a run (one variant per adjacent pair),
`reverse_binders` reverses a run of three or more.

Guards: the run's names are distinct (swapping a binder with one it shadows changes the meaning),
and no binder's type mentions another binder of the run (in this fragment types are the constants
Nat/Int/Prop, so this always holds; the check is kept so a richer fragment cannot slip through).
`∃` runs are not reordered: `Rules.exists_swap` exists but no branch of Tactics.lean uses it, and
`paracert_structural` cannot rebuild an existential, so such a variant would not be certified.
"""

from __future__ import annotations

from paracert.statements.tactics import STRUCTURAL
from paracert.transforms.ast import Binder, Expr, Quant, Ty
from paracert.transforms.rules._base import Candidate, Rule, Scope, lemma, sites_rule


def forall_run(e: Expr) -> tuple[list[Binder], Expr]:
    binders: list[Binder] = []
    while isinstance(e, Quant) and e.kind == "∀":
        binders.extend(e.binders)
        e = e.body
    return binders, e


def _independent(binders: list[Binder]) -> bool:
    names = [b.name for b in binders]
    if len(set(names)) != len(names):
        return False
    # a dependent binder type would mention an earlier binder; fragment types are constants
    return all(isinstance(b.ty, Ty) for b in binders)


def _run_rewrite(make):
    def rewrite(e: Expr, scope: Scope) -> list[Candidate] | None:
        if not (isinstance(e, Quant) and e.kind == "∀") or scope.inner_of_run(e):
            return None
        binders, body = forall_run(e)
        if len(binders) < 2 or not _independent(binders):
            return None
        return [Candidate(Quant("∀", tuple(bs), body), (lemma("forall_swap"),)) for bs in make(binders)]

    return rewrite


def _adjacent_swaps(binders: list[Binder]) -> list[list[Binder]]:
    out = []
    for i in range(len(binders) - 1):
        bs = list(binders)
        bs[i], bs[i + 1] = bs[i + 1], bs[i]
        out.append(bs)
    return out


def _reversal(binders: list[Binder]) -> list[list[Binder]]:
    return [list(reversed(binders))] if len(binders) >= 3 else []


F = "binder_reorder"
RULES_ = [
    Rule("swap_binders", F, sites_rule(_run_rewrite(_adjacent_swaps)), STRUCTURAL, doc="∀ a b, P → ∀ b a, P"),
    Rule("reverse_binders", F, sites_rule(_run_rewrite(_reversal)), STRUCTURAL, doc="∀ a b c, P → ∀ c b a, P"),
]

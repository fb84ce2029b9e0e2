"""Shared machinery of the T1 rewrite rules: the result model, the rule record, a site walker that
tracks binder types, and small helpers (types of relations, fresh names, negation views).

A rule is a deterministic function from a statement AST to a list of `Candidate`s (one per place
where it applies). `rules/__init__.py` turns candidates into `Transformed` records: it prints the
variant, checks that the printed text re-parses to the variant, renders its English text and drops
variants equal to the input.

`expected_branch` names the truth-independent branch of `lean/Paracert/Tactics.lean` (tabled with its
lemmas in `statements.tactics`) whose rule set contains the rewrite (it should prove `(canonical) ↔
(variant)`). The certification engine tries the branches cheapest first and reports the first that
succeeds, which can be a cheaper one: e.g. `paracert_iff_rfl` already proves every definitional
unpack, since the unpacked form is the definition's body. `None` means no current branch contains
the rewrite (see the rule's note).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from paracert.statements.schema import Tier
from paracert.transforms.ast import (
    FUNCTIONS,
    App,
    Coe,
    Conn,
    Expr,
    Not,
    Quant,
    Rel,
    Ty,
    TypeMismatch,
    Var,
    children,
    map_children,
    names_in,
    tree_leaves,
    tree_type,
)


def lemma(name: str) -> str:
    return f"Paracert.Rules.{name}"


class Transformed(BaseModel):
    """One T1 variant of a statement."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    family: str
    rule: str
    site: int = Field(default=0, description="0-based index among the places where the rule applied")
    lean: str = Field(description="the variant, printed (a closed Lean proposition)")
    expected_branch: str | None = Field(description="Tactics.lean branch whose rule set contains the rewrite")
    tier: Tier = Tier.T1
    nl: str = Field(description="English rendering of the variant (transforms.nl)")
    classical: bool = Field(default=False, description="the equivalence needs classical logic in general")
    rules: list[str] = Field(default_factory=list, description="Rules.lean lemmas the rewrite instantiates")
    note: str | None = None
    expr: Any = Field(default=None, exclude=True, repr=False, description="the variant's AST")

    @property
    def key(self) -> str:
        """`rule`, or `rule@site` for the second and later places: unique per statement and rule."""
        return self.rule if self.site == 0 else f"{self.rule}@{self.site}"


RULE_DEFAULT = "<rule default>"


@dataclass(frozen=True)
class Candidate:
    """A rewritten statement proposed by a rule (branch/classical default to the rule's)."""

    expr: Expr
    rules: tuple[str, ...] = ()
    branch: str | None = RULE_DEFAULT  # RULE_DEFAULT: the rule's branch
    note: str | None = None


@dataclass(frozen=True)
class Rule:
    name: str
    family: str
    apply: Callable[[Expr], list[Candidate]]
    branch: str | None
    classical: bool = False
    doc: str = ""
    tags: frozenset[str] = field(default_factory=frozenset)


# --------------------------------------------------------------------------------------------------
# Site walker


@dataclass(frozen=True)
class Scope:
    """What a rewrite sees at a node: the types of the binders in scope, and every name of the
    whole statement (fresh names must avoid all of them)."""

    types: Mapping[str, Ty]
    names: frozenset[str]
    parent: Expr | None = None  # the node's parent (None at the root)

    def inner_of_run(self, e: Expr) -> bool:
        """`e` is the body of a quantifier of the same kind (so not the start of a binder run)."""
        p = self.parent
        return isinstance(p, Quant) and isinstance(e, Quant) and p.kind == e.kind and p.body is e


Rewrite = Callable[[Expr, Scope], "Candidate | Iterable[Candidate] | None"]


def with_child(e: Expr, index: int, new: Expr) -> Expr:
    """`e` with its `index`-th child (in `ast.children` order) replaced."""
    counter = iter(range(len(children(e))))

    def pick(c: Expr) -> Expr:
        return new if next(counter) == index else c

    out = map_children(e, pick)
    if isinstance(out, App) and out.dot and not (out.args and isinstance(out.args[0], Var)):
        out = App(out.fn, out.args, False)
    return out


def _child_rebuilder(rebuild: Callable[[Expr], Expr], e: Expr, index: int) -> Callable[[Expr], Expr]:
    """The whole statement rebuilt around a new `index`-th child of `e`."""
    return lambda x: rebuild(with_child(e, index, x))


def at_sites(expr: Expr, rewrite: Rewrite) -> list[Candidate]:
    """Apply `rewrite` at every node (pre-order); each candidate is re-embedded in the whole statement."""
    names = frozenset(names_in(expr))
    out: list[Candidate] = []

    def go(e: Expr, types: dict[str, Ty], rebuild: Callable[[Expr], Expr], parent: Expr | None) -> None:
        got = rewrite(e, Scope(types, names, parent))
        if isinstance(got, Candidate):
            got = [got]
        for cand in got or ():
            out.append(Candidate(rebuild(cand.expr), cand.rules, cand.branch, cand.note))
        inner = types
        if isinstance(e, Quant):
            inner = {**types, **{b.name: b.ty for b in e.binders if b.ty is not None}}
        for i, c in enumerate(children(e)):
            go(c, inner, _child_rebuilder(rebuild, e, i), e)

    go(expr, {}, lambda x: x, None)
    return out


def sites_rule(rewrite: Rewrite) -> Callable[[Expr], list[Candidate]]:
    return lambda expr: at_sites(expr, rewrite)


# --------------------------------------------------------------------------------------------------
# Helpers


def order_type(lhs: Expr, rhs: Expr, types: Mapping[str, Ty]) -> Ty | None:
    """The type a relation `lhs ~ rhs` (= ≠ < ≤ > ≥) is elaborated in, as Lean's `binrel%` does;
    numerals alone default to Nat. None when it cannot be decided (ill-typed, or only coercions
    `↑x` whose target comes from elsewhere)."""
    try:
        t = tree_type(lhs, None, dict(types))
        t = tree_type(rhs, t, dict(types))
    except TypeMismatch:
        return None
    if t is None:
        if any(isinstance(leaf, Coe) for side in (lhs, rhs) for leaf in tree_leaves(side)):
            return None
        return Ty.NAT
    return t


def term_type(e: Expr, types: Mapping[str, Ty]) -> Ty | None:
    """The type of an arithmetic term elaborated without expected type (numerals alone: Nat)."""
    try:
        t = tree_type(e, None, dict(types))
    except TypeMismatch:
        return None
    if t is None:
        return None if any(isinstance(leaf, Coe) for leaf in tree_leaves(e)) else Ty.NAT
    return t


LEAN_KEYWORDS = frozenset(
    """
    abbrev at attribute axiom by calc catch class decreasing_by def deriving do else end example export
    extends false finally for forall from fun have if import in inductive infix infixl infixr instance
    lemma let local macro match mutual namespace noncomputable nomatch nofun notation open opaque
    partial prefix private protected rec return scoped section set_option show sorry structure suffices
    syntax termination_by then theorem this true try unless universe unsafe variable where with
    admit elab native_decide decide exists fun λ Type Sort Prop True False Nat Int
    """.split()
)
# names the statements refer to (a binder with one of these names would capture the reference)
PRELUDE_NAMES = frozenset(
    {name for fn in FUNCTIONS for name in (fn, fn.split(".")[-1], fn.split(".")[0])}
    | {"Set", "Membership", "Dvd", "HAdd", "HMul", "Iff", "Eq", "Ne", "Not", "And", "Or", "Exists", "id"}
    | {"ℕ", "ℤ", "Paracert"}
)
RESERVED_NAMES = LEAN_KEYWORDS | PRELUDE_NAMES


def is_reserved(name: str) -> bool:
    return name in RESERVED_NAMES or name.split(".")[0] in RESERVED_NAMES


def fresh(base: str, used: Iterable[str]) -> str:
    """`base`, or `base1`, `base2`, ... : a name outside `used` and the reserved names."""
    taken = set(used)
    if base not in taken and not is_reserved(base):
        return base
    k = 1
    while f"{base}{k}" in taken or is_reserved(f"{base}{k}"):
        k += 1
    return f"{base}{k}"


def negation_of(e: Expr) -> tuple[Expr, bool] | None:
    """If `e` is a negation, `(P, via_ne)` with `e` meaning `¬ P`: `¬ P` itself, or `a ≠ b`
    (`Ne a b`, which unfolds to `¬ a = b`; `via_ne` then says the rules branch's `ne_iff_not_eq` is
    needed to see it)."""
    if isinstance(e, Not):
        return e.arg, False
    if isinstance(e, Rel) and e.op == "≠":
        return Rel("=", e.lhs, e.rhs), True
    return None


def is_literal(e: Expr) -> bool:
    """An atomic proposition or the negation of one (no connective or quantifier at the top)."""
    if isinstance(e, Not):
        e = e.arg
    return isinstance(e, Rel | App | Var)


def conn(op: str, lhs: Expr, rhs: Expr) -> Conn:
    return Conn(op, lhs, rhs)


def spine_rewrite(expr: Expr, rewrite: Callable[[Expr, Scope, str], Candidate | Iterable[Candidate] | None]
                  ) -> list[Candidate]:
    """Apply `rewrite(node, scope, role)` to the hypotheses (role 'hyp') and the conclusion (role
    'concl') of the statement's spine: through quantifier bodies and implication conclusions."""
    names = frozenset(names_in(expr))
    out: list[Candidate] = []

    def emit(got, rebuild: Callable[[Expr], Expr]) -> None:
        if isinstance(got, Candidate):
            got = [got]
        for cand in got or ():
            out.append(Candidate(rebuild(cand.expr), cand.rules, cand.branch, cand.note))

    def go(e: Expr, types: dict[str, Ty], rebuild: Callable[[Expr], Expr], parent: Expr | None) -> None:
        if isinstance(e, Quant):
            inner = {**types, **{b.name: b.ty for b in e.binders if b.ty is not None}}
            go(e.body, inner, lambda x: rebuild(Quant(e.kind, e.binders, x)), e)
        elif isinstance(e, Conn) and e.op == "→":
            emit(rewrite(e.lhs, Scope(types, names, e), "hyp"), lambda x: rebuild(Conn("→", x, e.rhs)))
            go(e.rhs, types, lambda x: rebuild(Conn("→", e.lhs, x)), e)
        else:
            emit(rewrite(e, Scope(types, names, parent), "concl"), rebuild)

    go(expr, {}, lambda x: x, None)
    return out

"""Logical form of a statement, read exactly off its AST, in LiveMathematicianBench-style categories.

    classify(parse("∀ a b : Nat, a ≥ b → a + 1 > b"))
    == LogicalForm(primary="universal", tags=["universal", "implication", "inequality_bound"])

The *spine* of a statement is the path from the root through quantifier bodies, implication
conclusions, and the body P of an `∃ x, x ~ e ∧ P` with `~` one of `> ≥ < ≤ ≠` and x not in e (the
expansion of the binder predicate `∃ x > e, P`). The quantifiers met on it form the *prefix* (in
order); the implications met are its hypotheses; the node where it stops is the *core* (the
conclusion).

Tags (all that apply; listed in the order below):

* universal / existence: a `∀` / `∃` in the prefix;
* universal_existential / existential_universal: the prefix has a `∀` before an `∃` / an `∃`
  before a `∀`;
* uniqueness: an `∃ x, P x ∧ ∀ y, P y → y = x` (or `x = y`) on the spine (the expansion of `∃!`,
  which the parser does not accept as notation);
* nonexistence: the core is `¬ ∃ ...`;
* implication: the spine has at least one hypothesis;
* biconditional, conjunction, disjunction, negation: the core is `↔`, `∧`, `∨`, `¬` (`≠` counts as
  a negation: it is `¬ (a = b)`);
* equation: the core is `=`; inequality_bound: the core is `< ≤ > ≥`, or a conjunction of those
  (a two-sided bound `a ≤ x ∧ x ≤ b`);
* atomic: the core is any other atom (`∣`, `Nat.Prime`, `Even`, a Prop variable, `True`).

Primary category: the first tag in this precedence order, outermost structure first:

    uniqueness > nonexistence > universal_existential > existential_universal > existence
    > universal > implication > biconditional > conjunction > disjunction > negation > equation
    > inequality_bound > atomic

So a `∀` over an implication whose conclusion is `≤` is primarily *universal* (tags include
implication and inequality_bound); a quantifier-free `A → B` is an *implication*; a bare `x = 3` is an
*equation*. The special patterns (uniqueness, nonexistence) win over the quantifiers around them:
`∀ n, ¬ ∃ m, ...` is primarily nonexistence. A statement whose root is `¬ ∀ ...` has no prefix (the
spine stops at the negation) and is primarily a *negation*.
"""

from __future__ import annotations

from pydantic import BaseModel

from paracert.transforms.ast import (
    App,
    BoolLit,
    Conn,
    Expr,
    Not,
    Quant,
    Rel,
    Var,
    alpha_equal,
    free_vars,
    names_in,
    substitute,
)

CATEGORIES = (
    "uniqueness",
    "nonexistence",
    "universal_existential",
    "existential_universal",
    "existence",
    "universal",
    "implication",
    "biconditional",
    "conjunction",
    "disjunction",
    "negation",
    "equation",
    "inequality_bound",
    "atomic",
)
_TAG_ORDER = (
    "universal",
    "existence",
    "universal_existential",
    "existential_universal",
    "uniqueness",
    "nonexistence",
    "implication",
    "biconditional",
    "conjunction",
    "disjunction",
    "negation",
    "equation",
    "inequality_bound",
    "atomic",
)
ORDER_OPS = ("<", "≤", ">", "≥")


class LogicalForm(BaseModel):
    primary: str
    tags: list[str]
    prefix: str = ""  # the quantifier prefix, e.g. "∀∃"
    hypotheses: int = 0


def _is_guard(guard: Expr, names: set[str]) -> bool:
    """`x > e` etc. with x bound here: the expansion of the binder predicate `∃ x > e, P`."""
    return (isinstance(guard, Rel) and guard.op in (">", "≥", "<", "≤", "≠") and isinstance(guard.lhs, Var)
            and guard.lhs.name in names and not free_vars(guard.rhs) & names)


def is_uniqueness(e: Expr) -> bool:
    """`∃ x, P x ∧ ∀ y, P y → y = x` (or `x = y`), for a single binder x."""
    if not (isinstance(e, Quant) and e.kind == "∃" and len(e.binders) == 1):
        return False
    x = e.binders[0]
    body = e.body
    if not (isinstance(body, Conn) and body.op == "∧"):
        return False
    p, rest = body.lhs, body.rhs
    if not (isinstance(rest, Quant) and rest.kind == "∀" and len(rest.binders) == 1):
        return False
    y = rest.binders[0]
    if y.ty != x.ty or y.name == x.name:
        return False
    imp = rest.body
    if not (isinstance(imp, Conn) and imp.op == "→" and isinstance(imp.rhs, Rel) and imp.rhs.op == "="):
        return False
    if {imp.rhs.lhs, imp.rhs.rhs} != {Var(y.name), Var(x.name)}:
        return False
    if y.name in names_in(p):  # P must not mention y, or P[y/x] is not a renaming
        return False
    return alpha_equal(substitute(p, {x.name: Var(y.name)}), imp.lhs)


def _core_tags(core: Expr) -> list[str]:
    match core:
        case Not(Quant("∃", _, _)):
            return ["nonexistence", "negation"]
        case Not():
            return ["negation"]
        case Rel("≠", _, _):
            return ["negation"]
        case Rel("=", _, _):
            return ["equation"]
        case Rel(op, _, _) if op in ORDER_OPS:
            return ["inequality_bound"]
        case Conn("↔", _, _):
            return ["biconditional"]
        case Conn("∧", _, _):
            parts = _conjuncts(core)
            bound = all(isinstance(p, Rel) and p.op in ORDER_OPS for p in parts)
            return ["conjunction"] + (["inequality_bound"] if bound else [])
        case Conn("∨", _, _):
            return ["disjunction"]
        case Rel() | App() | Var() | BoolLit():
            return ["atomic"]
    return ["atomic"]


def _conjuncts(e: Expr) -> list[Expr]:
    if isinstance(e, Conn) and e.op == "∧":
        return _conjuncts(e.lhs) + _conjuncts(e.rhs)
    return [e]


def classify(e: Expr) -> LogicalForm:
    """Primary category and all tags of statement `e` (see the module docstring)."""
    prefix: list[str] = []
    hyps = 0
    unique = False
    node = e
    while True:
        if isinstance(node, Quant):
            if node.kind == "∃" and is_uniqueness(node):
                unique = True
            prefix.extend(node.kind for _ in node.binders)
            names = {b.name for b in node.binders}
            body = node.body
            if (node.kind == "∃" and isinstance(body, Conn) and body.op == "∧" and _is_guard(body.lhs, names)
                    and not unique):
                node = body.rhs
            else:
                node = body
            if unique:
                break
        elif isinstance(node, Conn) and node.op == "→":
            hyps += 1
            node = node.rhs
        else:
            break
    tags: set[str] = set()
    if "∀" in prefix:
        tags.add("universal")
    if "∃" in prefix:
        tags.add("existence")
    seq = "".join(prefix)
    if "∀" in seq and "∃" in seq[seq.index("∀"):]:
        tags.add("universal_existential")
    if "∃" in seq and "∀" in seq[seq.index("∃"):]:
        tags.add("existential_universal")
    if unique:
        tags.add("uniqueness")
    if hyps:
        tags.add("implication")
    if not unique:
        tags.update(_core_tags(node))
    ordered = [t for t in _TAG_ORDER if t in tags]
    primary = next(c for c in CATEGORIES if c in tags) if tags else "atomic"
    return LogicalForm(primary=primary, tags=ordered, prefix=seq, hypotheses=hyps)


__all__ = ["CATEGORIES", "LogicalForm", "classify", "is_uniqueness"]

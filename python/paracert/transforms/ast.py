"""AST for the statement fragment paracert reasons about, plus Lean's typing rules for it.

The fragment: closed propositions over `Nat`, `Int` and `Prop` built from

* quantifiers `∀`/`∃` over one or more binders (explicit, `{implicit}` or `⦃strict implicit⦄`);
* connectives `¬ ∧ ∨ → ↔`, the constants `True`/`False`;
* relations `= ≠ < ≤ > ≥ ∣`;
* arithmetic `+ - * / % ^`, unary `-`, numerals, type ascriptions `(e : T)` and coercions `↑e`;
* applications of a fixed table of functions and predicates (`Nat.Prime`, `Even`, `Nat.gcd`, ...).

Nodes are frozen dataclasses: hashable, compared structurally. Variables are referred to by name
(innermost binder wins). Every binder in a parsed AST carries its type: the parser infers the type of
an unannotated binder the way Lean would and fails when Lean would fail (see `parser.py`).

The typing helpers at the bottom mirror Lean 4's elaborator for arithmetic (`binop%`/`binrel%`): an
*expression tree* is a maximal nest of `+ - * / %`, unary `-` and the base of `^` (parentheses are
transparent); its *leaves* are everything else. The tree is computed in the largest type among its
leaves and the expected type (`Nat` < `Int`); `Nat` leaves are coerced to `Int` at the leaves. So with
`a b : Nat`, `(a - b : Int)` is an `Int` subtraction, while `((a - b : Nat) : Int)` is not.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from enum import StrEnum

from paracert.errors import InputError


class Ty(StrEnum):
    NAT = "Nat"
    INT = "Int"
    PROP = "Prop"


class BinderInfo(StrEnum):
    DEFAULT = "default"  # (x : T) or bare x : T
    IMPLICIT = "implicit"  # {x : T}
    STRICT = "strict_implicit"  # ⦃x : T⦄


class Expr:
    """Base class of all nodes."""

    __slots__ = ()


@dataclass(frozen=True)
class Var(Expr):
    name: str


@dataclass(frozen=True)
class Num(Expr):
    value: int  # a numeral; always >= 0 (negative numbers are `Neg(Num)`)

    def __post_init__(self) -> None:
        if self.value < 0:
            raise ValueError("numerals are non-negative; use Neg(Num(..))")


@dataclass(frozen=True)
class BoolLit(Expr):
    value: bool  # `True` / `False` (the propositions)


@dataclass(frozen=True)
class Neg(Expr):
    arg: Expr


ARITH_OPS = ("+", "-", "*", "/", "%", "^")


@dataclass(frozen=True)
class BinOp(Expr):
    op: str  # one of ARITH_OPS
    lhs: Expr
    rhs: Expr

    def __post_init__(self) -> None:
        if self.op not in ARITH_OPS:
            raise ValueError(f"unknown arithmetic operator {self.op!r}")


REL_OPS = ("=", "≠", "<", "≤", ">", "≥", "∣")


@dataclass(frozen=True)
class Rel(Expr):
    op: str  # one of REL_OPS
    lhs: Expr
    rhs: Expr

    def __post_init__(self) -> None:
        if self.op not in REL_OPS:
            raise ValueError(f"unknown relation {self.op!r}")


@dataclass(frozen=True)
class Not(Expr):
    arg: Expr


CONN_OPS = ("∧", "∨", "→", "↔")


@dataclass(frozen=True)
class Conn(Expr):
    op: str  # one of CONN_OPS
    lhs: Expr
    rhs: Expr

    def __post_init__(self) -> None:
        if self.op not in CONN_OPS:
            raise ValueError(f"unknown connective {self.op!r}")


@dataclass(frozen=True)
class App(Expr):
    """`fn args...`; `fn` is the full name from FUNCTIONS (`Nat.Prime`, `min`, ...).

    `dot` records the field-notation spelling `x.Prime` / `a.gcd b` (first argument a variable). It is
    the same Lean term either way; the flag only keeps printing faithful.
    """

    fn: str
    args: tuple[Expr, ...]
    dot: bool = False


@dataclass(frozen=True)
class Ascribe(Expr):
    """`(e : T)`: elaborate `e` against `T` (coercing `Nat` leaves to `Int` when `T` is `Int`)."""

    expr: Expr
    ty: Ty


@dataclass(frozen=True)
class Coe(Expr):
    """`↑e`: a coercion whose target comes from the context (a leaf of unknown type)."""

    arg: Expr


@dataclass(frozen=True)
class Binder:
    name: str
    ty: Ty | None  # None only transiently, inside the parser, before binder-type inference
    info: BinderInfo = BinderInfo.DEFAULT


@dataclass(frozen=True)
class Quant(Expr):
    kind: str  # "∀" or "∃"
    binders: tuple[Binder, ...]
    body: Expr

    def __post_init__(self) -> None:
        if self.kind not in ("∀", "∃"):
            raise ValueError(f"unknown quantifier {self.kind!r}")
        if not self.binders:
            raise ValueError("a quantifier needs at least one binder")


@dataclass(frozen=True)
class Theorem:
    """`theorem name binders : concl`. `prop` is the closed proposition: binders before the colon
    became `∀` binders, hypotheses (`(h : P)`) became implications."""

    name: str
    prop: Expr
    keyword: str = field(default="theorem", compare=False)


# --------------------------------------------------------------------------------------------------
# Function table


@dataclass(frozen=True)
class FnSig:
    """Parameter types (None = polymorphic in Nat/Int, all such params share one type) and result
    (None = the shared polymorphic type; Ty.PROP for predicates)."""

    params: tuple[Ty | None, ...]
    result: Ty | None


FUNCTIONS: dict[str, FnSig] = {
    "Nat.Prime": FnSig((Ty.NAT,), Ty.PROP),
    "Even": FnSig((None,), Ty.PROP),
    "Odd": FnSig((None,), Ty.PROP),
    "Nat.gcd": FnSig((Ty.NAT, Ty.NAT), Ty.NAT),
    "Nat.lcm": FnSig((Ty.NAT, Ty.NAT), Ty.NAT),
    "Nat.succ": FnSig((Ty.NAT,), Ty.NAT),
    "Nat.pred": FnSig((Ty.NAT,), Ty.NAT),
    "Int.gcd": FnSig((Ty.INT, Ty.INT), Ty.NAT),
    "Int.lcm": FnSig((Ty.INT, Ty.INT), Ty.NAT),
    "Int.natAbs": FnSig((Ty.INT,), Ty.NAT),
    "Int.toNat": FnSig((Ty.INT,), Ty.NAT),
    "min": FnSig((None, None), None),
    "max": FnSig((None, None), None),
}

# `x.f args` resolves to `T.f x args` for the receiver's type T.
FIELD_FUNCTIONS = {name for name in FUNCTIONS if "." in name}


# --------------------------------------------------------------------------------------------------
# Generic traversal


def children(e: Expr) -> tuple[Expr, ...]:
    match e:
        case Var() | Num() | BoolLit():
            return ()
        case Neg(a) | Not(a) | Coe(a):
            return (a,)
        case BinOp(_, l, r) | Rel(_, l, r) | Conn(_, l, r):
            return (l, r)
        case App(_, args, _):
            return args
        case Ascribe(x, _):
            return (x,)
        case Quant(_, _, body):
            return (body,)
    raise TypeError(f"not an Expr: {e!r}")


def walk(e: Expr) -> Iterator[Expr]:
    """All nodes, pre-order."""
    yield e
    for c in children(e):
        yield from walk(c)


def free_vars(e: Expr, bound: frozenset[str] = frozenset()) -> set[str]:
    match e:
        case Var(n):
            return set() if n in bound else {n}
        case Quant(_, bs, body):
            return free_vars(body, bound | {b.name for b in bs})
    out: set[str] = set()
    for c in children(e):
        out |= free_vars(c, bound)
    return out


def substitute(e: Expr, values: dict[str, Expr]) -> Expr:
    """Replace free variables (capture is impossible: values are closed terms)."""
    if not values:
        return e
    match e:
        case Var(n):
            return values.get(n, e)
        case Num() | BoolLit():
            return e
        case Neg(a):
            return Neg(substitute(a, values))
        case Not(a):
            return Not(substitute(a, values))
        case Coe(a):
            return Coe(substitute(a, values))
        case BinOp(op, l, r):
            return BinOp(op, substitute(l, values), substitute(r, values))
        case Rel(op, l, r):
            return Rel(op, substitute(l, values), substitute(r, values))
        case Conn(op, l, r):
            return Conn(op, substitute(l, values), substitute(r, values))
        case App(fn, args, dot):
            new_args = tuple(substitute(a, values) for a in args)
            return App(fn, new_args, dot and isinstance(new_args[0], Var))
        case Ascribe(x, ty):
            return Ascribe(substitute(x, values), ty)
        case Quant(k, bs, body):
            inner = {n: v for n, v in values.items() if n not in {b.name for b in bs}}
            return Quant(k, bs, substitute(body, inner))
    raise TypeError(f"not an Expr: {e!r}")


def map_children(e: Expr, f: Callable[[Expr], Expr]) -> Expr:
    """Rebuild `e` with `f` applied to each direct child."""
    match e:
        case Var() | Num() | BoolLit():
            return e
        case Neg(a):
            return Neg(f(a))
        case Not(a):
            return Not(f(a))
        case Coe(a):
            return Coe(f(a))
        case BinOp(op, l, r):
            return BinOp(op, f(l), f(r))
        case Rel(op, l, r):
            return Rel(op, f(l), f(r))
        case Conn(op, l, r):
            return Conn(op, f(l), f(r))
        case App(fn, args, dot):
            return App(fn, tuple(f(a) for a in args), dot)
        case Ascribe(x, ty):
            return Ascribe(f(x), ty)
        case Quant(k, bs, body):
            return Quant(k, bs, f(body))
    raise TypeError(f"not an Expr: {e!r}")


def without_dot(e: Expr) -> Expr:
    """Forget the field-notation spelling (`p.Prime` and `Nat.Prime p` become equal)."""
    e = map_children(e, without_dot)
    return replace(e, dot=False) if isinstance(e, App) and e.dot else e


def split_binders(e: Expr) -> Expr:
    """`∀ x y, P` becomes `∀ x, ∀ y, P` (the same Lean term); for comparisons."""
    e = map_children(e, split_binders)
    if isinstance(e, Quant) and len(e.binders) > 1:
        body = e.body
        for b in reversed(e.binders[1:]):
            body = Quant(e.kind, (b,), body)
        return Quant(e.kind, e.binders[:1], body)
    return e


def merge_binders(e: Expr) -> Expr:
    """`∀ x, ∀ y, P` becomes `∀ x y, P` (inverse of `split_binders`)."""
    e = map_children(e, merge_binders)
    if isinstance(e, Quant) and isinstance(e.body, Quant) and e.body.kind == e.kind:
        return Quant(e.kind, e.binders + e.body.binders, e.body.body)
    return e


# --------------------------------------------------------------------------------------------------
# Lean's typing of arithmetic (shared by the parser's binder inference and the evaluator)

TREE_OPS = ("+", "-", "*", "/", "%")
BINREL_OPS = ("=", "≠", "<", "≤", ">", "≥")  # elaborated with `binrel%`; `∣` is a plain application


class TypeMismatch(InputError):
    """A term is ill-typed in a way Lean would reject."""


def join(a: Ty | None, b: Ty | None) -> Ty | None:
    """Least upper bound along the coercion Nat → Int (None = unknown)."""
    if a is None:
        return b
    if b is None or a == b:
        return a
    if {a, b} == {Ty.NAT, Ty.INT}:
        return Ty.INT
    raise TypeMismatch(f"no common type for {a} and {b}")


def tree_leaves(e: Expr) -> Iterator[Expr]:
    """Leaves of the `binop%` tree rooted at `e` (parentheses are not nodes, so they are transparent).

    The exponent of `^` is not part of the tree (`rightact%`): it is a separate tree.
    """
    match e:
        case BinOp(op, l, r) if op in TREE_OPS:
            yield from tree_leaves(l)
            yield from tree_leaves(r)
        case BinOp("^", base, _):
            yield from tree_leaves(base)
        case Neg(a):
            yield from tree_leaves(a)
        case _:
            yield e


def exponents(e: Expr) -> Iterator[Expr]:
    """The exponent subtrees hanging off the tree rooted at `e`."""
    match e:
        case BinOp(op, l, r) if op in TREE_OPS:
            yield from exponents(l)
            yield from exponents(r)
        case BinOp("^", base, ex):
            yield from exponents(base)
            yield ex
        case Neg(a):
            yield from exponents(a)


def leaf_type(e: Expr, var_types: dict[str, Ty]) -> Ty | None:
    """The type a leaf has when elaborated without expected type (None: decided by context)."""
    match e:
        case Var(n):
            return var_types.get(n)
        case Num() | Coe():
            return None
        case BoolLit():
            return Ty.PROP
        case Ascribe(_, ty):
            return ty
        case App(fn, args, _):
            sig = FUNCTIONS[fn]
            if sig.result is not None:
                return sig.result
            # polymorphic result (min/max): the join of the polymorphic arguments
            t: Ty | None = None
            for a in args:
                t = join(t, tree_type(a, None, var_types))
            return t
        case Rel() | Not() | Conn() | Quant():
            return Ty.PROP
    raise TypeError(f"unexpected leaf {e!r}")


def tree_type(e: Expr, expected: Ty | None, var_types: dict[str, Ty]) -> Ty | None:
    """The type the tree rooted at `e` is computed in (None: only numerals/coercions; Lean then
    defaults numerals to Nat)."""
    t = expected
    for leaf in tree_leaves(e):
        t = join(t, leaf_type(leaf, var_types))
    return t


def dvd_types(lhs: Expr, rhs: Expr, var_types: dict[str, Ty]) -> Ty:
    """`a ∣ b` is `Dvd.dvd a b`: the first argument fixes the type when it can, the second is
    elaborated against it."""
    t = tree_type(lhs, None, var_types)
    if t is None:
        t = tree_type(rhs, None, var_types)
    else:
        t = tree_type(rhs, t, var_types)
    return t or Ty.NAT


# --------------------------------------------------------------------------------------------------
# Names and α-equivalence (used by the rule-based transforms)


def names_in(e: Expr) -> set[str]:
    """Every name occurring in `e`: variables and binders."""
    out: set[str] = set()
    for node in walk(e):
        if isinstance(node, Var):
            out.add(node.name)
        elif isinstance(node, Quant):
            out.update(b.name for b in node.binders)
    return out


def _nameless(e: Expr, scope: tuple[str, ...]) -> object:
    """`e` with bound variables replaced by de Bruijn indices and binder names dropped."""
    match e:
        case Var(n):
            for depth, name in enumerate(reversed(scope)):
                if name == n:
                    return ("bvar", depth)
            return ("fvar", n)
        case Quant(kind, binders, body):
            inner = scope
            for b in binders:
                inner = inner + (b.name,)
            return ("quant", kind, tuple((b.ty, b.info) for b in binders), _nameless(body, inner))
        case App(fn, args, _):
            return ("app", fn, tuple(_nameless(a, scope) for a in args))
    return (type(e).__name__, getattr(e, "op", None), getattr(e, "value", None), getattr(e, "ty", None),
            tuple(_nameless(c, scope) for c in children(e)))


def alpha_equal(a: Expr, b: Expr) -> bool:
    """Equal up to the names of bound variables (and the field-notation spelling); `∀ x y, P` and
    `∀ x, ∀ y, P` are distinguished (compare `split_binders` of both for the Lean-term view)."""
    return _nameless(a, ()) == _nameless(b, ())

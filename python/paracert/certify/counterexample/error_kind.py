"""`classify_error_kind(a, b)`: the kind of mistake B makes relative to A, when a syntactic comparison
of the two (spelling, binder names and relation direction normalized) shows it."""

from __future__ import annotations

from collections import Counter

from paracert.certify.counterexample.points import Statement, as_expr
from paracert.statements.verdicts import ErrorKind  # the verdict file's field
from paracert.transforms.ast import (
    App,
    Ascribe,
    Binder,
    BinOp,
    BoolLit,
    Conn,
    Expr,
    Not,
    Num,
    Quant,
    Rel,
    Ty,
    Var,
    children,
    map_children,
    split_binders,
    walk,
    without_dot,
)

_FLIP = {">": "<", "≥": "≤"}


def _normalize(e: Expr) -> Expr:
    """Spelling-independent form: no field notation, one binder per quantifier, `a > b` as `b < a`,
    `¬ (a = b)` as `a ≠ b`, bound variables renamed in binding order."""
    return _rename(_canon(split_binders(without_dot(e))), {}, [0])


def _canon(e: Expr) -> Expr:
    e = map_children(e, _canon)
    if isinstance(e, Rel) and e.op in _FLIP:
        return Rel(_FLIP[e.op], e.rhs, e.lhs)
    if isinstance(e, Not) and isinstance(e.arg, Rel) and e.arg.op == "=":
        return Rel("≠", e.arg.lhs, e.arg.rhs)
    return e


def _rename(e: Expr, env: dict[str, str], counter: list[int]) -> Expr:
    if isinstance(e, Var):
        return Var(env.get(e.name, e.name))
    if isinstance(e, Quant):
        env2 = dict(env)
        new = []
        for bnd in e.binders:
            env2[bnd.name] = f"v{counter[0]}"
            counter[0] += 1
            new.append(Binder(env2[bnd.name], bnd.ty, bnd.info))
        return Quant(e.kind, tuple(new), _rename(e.body, env2, counter))
    return map_children(e, lambda c: _rename(c, env, counter))


def _retype(e: Expr) -> Expr:
    e = map_children(e, _retype)
    if isinstance(e, Quant):
        return Quant(
            e.kind, tuple(Binder(b.name, Ty.INT if b.ty is Ty.NAT else b.ty, b.info) for b in e.binders), e.body
        )
    if isinstance(e, Ascribe) and e.ty is Ty.NAT:
        return Ascribe(e.expr, Ty.INT)
    return e


def _head(e: Expr) -> tuple:
    match e:
        case BinOp(op, _, _) | Rel(op, _, _) | Conn(op, _, _):
            return (type(e).__name__, op)
        case App(fn, args, _):
            return ("App", fn, len(args))
        case Quant(kind, bs, _):
            return ("Quant", kind, bs)
        case Ascribe(_, ty):
            return ("Ascribe", ty)
        case Var() | Num() | BoolLit():
            return ("Leaf", e)
    return (type(e).__name__,)


def _sites(x: Expr, y: Expr) -> list[tuple[Expr, Expr]]:
    """Pairs of corresponding subterms that contain every difference, deepest first."""
    path = [(x, y)]
    while x != y and _head(x) == _head(y):
        diffs = [(c, d) for c, d in zip(children(x), children(y), strict=True) if c != d]
        if len(diffs) != 1:
            break
        x, y = diffs[0]
        path.append((x, y))
    return path[::-1]


def _chain(e: Expr) -> tuple[list[Expr], Expr]:
    """Hypotheses (with conjunctions split) and conclusion of an implication chain."""
    hyps: list[Expr] = []
    while isinstance(e, Conn) and e.op == "→":
        hyps.extend(_conj(e.lhs))
        e = e.rhs
    return hyps, e


def _conj(e: Expr) -> list[Expr]:
    if isinstance(e, Conn) and e.op == "∧":
        return _conj(e.lhs) + _conj(e.rhs)
    return [e]


def _strip_quantifiers(e: Expr, binders: list[tuple[str, Ty | None, str]]) -> Expr:
    if isinstance(e, Quant):
        binders.extend((e.kind, b.ty, b.name) for b in e.binders)
        return _strip_quantifiers(e.body, binders)
    return map_children(e, lambda c: _strip_quantifiers(c, binders))


def _matrix(e: Expr) -> tuple[Expr, Counter]:
    """Quantifier-free matrix (variables renamed by first occurrence) and the multiset of binders."""
    binders: list[tuple[str, Ty | None, str]] = []
    m = _strip_quantifiers(e, binders)
    order: dict[str, str] = {}
    for node in walk(m):
        if isinstance(node, Var) and node.name not in order:
            order[node.name] = f"m{len(order)}"
    m = _rename_free(m, order)
    return m, Counter((k, t, order.get(n, "unused")) for k, t, n in binders)


def _rename_free(e: Expr, order: dict[str, str]) -> Expr:
    if isinstance(e, Var):
        return Var(order.get(e.name, e.name))
    return map_children(e, lambda c: _rename_free(c, order))


def _is_sub_multiset(small: list[Expr], big: list[Expr]) -> bool:
    cs, cb = Counter(small), Counter(big)
    return all(cb[k] >= v for k, v in cs.items()) and sum(cs.values()) < sum(cb.values())


def classify_error_kind(a: Statement, b: Statement) -> ErrorKind:
    """The kind of mistake B makes relative to A, when a syntactic comparison shows it.

    Raises `ParseError` when a statement is outside the supported fragment.
    """
    na, nb = _normalize(as_expr(a)), _normalize(as_expr(b))
    if na == nb:
        return ErrorKind.identical
    if _retype(na) == _retype(nb):
        return ErrorKind.type_context_changed
    sites = _sites(na, nb)
    for test, kind in [
        (_relation_inverted, ErrorKind.relation_inverted),
        (_biconditional_overreach, ErrorKind.biconditional_overreach),
        (_converse_swapped, ErrorKind.converse_swapped),
        (_hypothesis_dropped, ErrorKind.hypothesis_dropped),
        (_quantifier_scope_changed, ErrorKind.quantifier_scope_changed),
    ]:
        if any(test(x, y) for x, y in sites):
            return kind
    return ErrorKind.other


def _relation_inverted(x: Expr, y: Expr) -> bool:
    return isinstance(x, Rel) and isinstance(y, Rel) and x.op == y.op and (x.lhs, x.rhs) == (y.rhs, y.lhs)


def _biconditional_overreach(x: Expr, y: Expr) -> bool:
    return (
        isinstance(x, Conn)
        and isinstance(y, Conn)
        and x.op == "→"
        and y.op == "↔"
        and (y.lhs, y.rhs) in ((x.lhs, x.rhs), (x.rhs, x.lhs))
    )


def _converse_swapped(x: Expr, y: Expr) -> bool:
    hx, cx = _chain(x)
    hy, cy = _chain(y)
    if not (hx and hy and cy in hx and cx in hy):
        return False
    rest_x, rest_y = list(hx), list(hy)
    rest_x.remove(cy)
    rest_y.remove(cx)
    return Counter(rest_x) == Counter(rest_y)


def _hypothesis_dropped(x: Expr, y: Expr) -> bool:
    hx, cx = _chain(x)
    hy, cy = _chain(y)
    return cx == cy and _is_sub_multiset(hy, hx)


def _quantifier_scope_changed(x: Expr, y: Expr) -> bool:
    mx, bx = _matrix(x)
    my, by_ = _matrix(y)
    return bool(bx or by_) and mx == my and bx == by_

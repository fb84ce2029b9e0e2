"""The sympy fallback for polynomial bodies: integer roots of `l - r` (for `≠`) and integers around
the real roots (for the orders) as candidate points, each checked by the evaluator. sympy is
imported only when a search gets here."""

from __future__ import annotations

import math
from collections.abc import Iterator

from paracert.certify.counterexample.points import Point, Telescope, assignments, cost, eval_point
from paracert.certify.counterexample.report import CounterexampleSearch
from paracert.errors import InputError
from paracert.transforms.ast import Ascribe, BinOp, Coe, Expr, Neg, Not, Num, Rel, Ty, TypeMismatch, Var, tree_type
from paracert.transforms.term_semantics import EvalConfig, EvalError, Value


class _NotPolynomial(InputError):
    pass


def _to_sympy(e: Expr, ty: Ty, types: dict[str, Ty], symbols: dict):  # -> sympy.Expr
    import sympy

    match e:
        case Num(v):
            return sympy.Integer(v)
        case Var(n):
            if n not in symbols:
                raise _NotPolynomial(n)
            return symbols[n]
        case BinOp("+", l, r):
            return _to_sympy(l, ty, types, symbols) + _to_sympy(r, ty, types, symbols)
        case BinOp("*", l, r):
            return _to_sympy(l, ty, types, symbols) * _to_sympy(r, ty, types, symbols)
        case BinOp("-", l, r) if ty is Ty.INT:
            return _to_sympy(l, ty, types, symbols) - _to_sympy(r, ty, types, symbols)
        case BinOp("^", l, Num(k)) if k <= 64:
            return _to_sympy(l, ty, types, symbols) ** k
        case Neg(a) if ty is Ty.INT:
            return -_to_sympy(a, ty, types, symbols)
        case Ascribe(x, aty) if aty is not Ty.PROP:
            return _to_sympy(x, tree_type(x, aty, types) or Ty.NAT, types, symbols)
        case Coe(x):
            return _to_sympy(x, tree_type(x, None, types) or Ty.NAT, types, symbols)
    raise _NotPolynomial(type(e).__name__)


def _poly_relation(body: Expr, types: dict[str, Ty]) -> tuple[str, object] | None:
    """(op, l - r as a sympy expression) when `body` is a polynomial relation (sympy is imported
    only for a relation: other bodies are refused first)."""
    if isinstance(body, Not) and isinstance(body.arg, Rel) and body.arg.op == "=":
        body = Rel("≠", body.arg.lhs, body.arg.rhs)
    if not isinstance(body, Rel) or body.op == "∣":
        return None
    try:
        ty = tree_type(body.rhs, tree_type(body.lhs, None, types), types) or Ty.NAT
    except TypeMismatch:
        return None
    if ty is Ty.PROP:
        return None
    import sympy

    symbols = {
        n: sympy.Symbol(n, integer=True, nonnegative=(t is Ty.NAT)) for n, t in types.items() if t is not Ty.PROP
    }
    try:
        diff = sympy.expand(_to_sympy(body.lhs, ty, types, symbols) - _to_sympy(body.rhs, ty, types, symbols))
    except _NotPolynomial:
        return None
    return body.op, diff


def _sympy_candidates(tele: Telescope, op: str, diff, bound: int, limit: int = 400) -> Iterator[dict[str, Value]]:
    """Points where a polynomial relation is likely to fail: integer roots of `l - r` (for `≠`),
    integers around the real roots (for the orders), and large values."""
    import sympy

    names = [b.name for b in tele.binders]
    types = tele.types
    syms = {s.name: s for s in diff.free_symbols}
    produced = 0
    for i, name in enumerate(names):
        if name not in syms:
            continue
        others = tele.binders[:i] + tele.binders[i + 1 :]
        for k, other_vals in enumerate(assignments(others, min(bound, 3))):
            if k >= 30:
                break
            fixed = {b.name: v for b, v in zip(others, other_vals, strict=True)}
            sub = diff.subs({syms[n]: v for n, v in fixed.items() if n in syms})
            try:
                poly = sympy.Poly(sub, syms[name])
            except sympy.PolynomialError:
                continue
            if not 1 <= poly.degree() <= 12:
                continue
            points: set[int] = set()
            if op in ("≠", "="):
                for r in sympy.roots(poly, filter="Z"):
                    points.add(int(r))
            if op != "≠":
                for r in poly.nroots(n=15, maxsteps=100):
                    if abs(sympy.im(r)) < 1e-9:
                        re_ = float(sympy.re(r))
                        if math.isfinite(re_) and abs(re_) < 1e15:
                            points.update(range(math.floor(re_) - 1, math.ceil(re_) + 2))
                points.update(10**j for j in range(1, 7))
                if types[name] is Ty.INT:
                    points.update(-(10**j) for j in range(1, 7))
            for p in sorted(points, key=lambda v: (abs(v), v < 0)):
                if types[name] is Ty.NAT and p < 0:
                    continue
                produced += 1
                if produced > limit:
                    return
                yield {**fixed, name: p}


def sympy_search(tb: Telescope, bound: int, config: EvalConfig, res: CounterexampleSearch) -> Point | None:
    if any(b.ty is Ty.PROP for b in tb.binders):
        return None
    rel = _poly_relation(tb.body, tb.types)
    if rel is None:
        return None
    op, diff = rel
    if diff == 0:
        if op in ("=", "≤", "≥"):
            res.notes.append("sympy: B's body is a polynomial identity (l - r = 0): it has no counterexample")
        return None
    best: Point | None = None
    for values in _sympy_candidates(tb, op, diff, bound):
        ordered = {b.name: values[b.name] for b in tb.binders}
        try:
            point = eval_point(tb, ordered, config)
        except EvalError:
            continue
        if point.fails and (best is None or cost(ordered) < cost(best.values)):
            best = point
    if best is not None:
        res.notes.append(f"sympy: found a failing point near a root of {diff}")
    return best

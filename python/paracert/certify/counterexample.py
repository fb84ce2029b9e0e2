"""Search for counterexamples in Python, so that Lean only has to *check* a refutation.

`find_counterexample(b)` looks for values of B's outer `∀` variables (and hypotheses) that make B's
body false; `find_counterexample(a, b)` looks for a point where the bodies of A and B differ (B false
where A holds). The search enumerates small values, smallest total first (`Nat` 0..bound, `Int`
0, 1, -1, ...), evaluates with Lean's semantics (`transforms.evaluate`), and falls back to sympy for
polynomial bodies (integer roots of `l - r` for `≠`, points next to the real roots for `<`/`≤`).

Soundness: a point counts only when the evaluator *decides* B's body is false (inner quantifiers are
decided exactly when guarded by a finite range, otherwise only by a witness); points where an inner
quantifier leaves the body undecided are counted and skipped. In any case nothing here is trusted:
each counterexample comes with Lean tactic scripts for `¬ (B)` (cheapest first), and only a script
that Lean accepts makes a verdict.

For a pair, `¬ (A ↔ B)` needs A itself, not just A's body at one point: the witness returned is a
witness for `¬ B` (`refutes="B"`), with `other_holds` telling whether A's body holds there. When B
holds everywhere searched but A's body fails somewhere, the witness refutes A (`refutes="A"`).

`classify_error_kind(a, b)` names the kind of mistake when a syntactic comparison shows it.
"""

from __future__ import annotations

import itertools
import math
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, Field

from paracert.transforms.ast import (
    App,
    Ascribe,
    Binder,
    BinderInfo,
    BinOp,
    BoolLit,
    Coe,
    Conn,
    Expr,
    Neg,
    Not,
    Num,
    Quant,
    Rel,
    Ty,
    TypeMismatch,
    Var,
    map_children,
    split_binders,
    substitute,
    tree_type,
    walk,
    without_dot,
)
from paracert.transforms.evaluate import EvalConfig, EvalError, Evaluator, Truth, Value
from paracert.transforms.parser import ParseError, parse
from paracert.transforms.printer import print_expr

DEFAULT_BOUND = 12
DEFAULT_BUDGET = 20_000
_KEEP_LOOKING = 2_000  # points searched past B's first failure for one where A's body holds


class ErrorKind(StrEnum):
    biconditional_overreach = "biconditional_overreach"  # B is A with a → replaced by ↔
    converse_swapped = "converse_swapped"  # B's implication is A's reversed
    hypothesis_dropped = "hypothesis_dropped"  # B is A minus (part of) a hypothesis
    quantifier_scope_changed = "quantifier_scope_changed"  # ∀∃ ↦ ∃∀, or a binder moved across a connective
    relation_inverted = "relation_inverted"  # a relation's arguments swapped (`a ∣ b` vs `b ∣ a`, `<` vs `>`)
    type_context_changed = "type_context_changed"  # the same statement over Int instead of Nat (or back)
    identical = "identical"  # the same statement up to renaming and spelling
    other = "other"


class Counterexample(BaseModel):
    refutes: Literal["A", "B"] = Field(description="the statement shown false")
    statement: str = Field(description="the refuted statement, as printed from its AST")
    goal: str = Field(description="what the tactic scripts prove: ¬ (statement), statement as given")
    assignment: dict[str, int | bool] = Field(description="values of the outer variables (by name)")
    instance: str = Field(description="the statement's body at the assignment, e.g. `2 ∣ 1 + 1 ↔ 2 ∣ 1 ∧ 2 ∣ 1`")
    proposition: str = Field(description="`¬ (instance)`: what `decide` has to check")
    other_holds: bool | None = Field(default=None, description="pair mode: the other statement's body here")
    tactic_scripts: list[str] = Field(description="proofs of the goal (after `by`), cheapest first")
    description: str
    error_kind: ErrorKind | None = None
    method: Literal["enumeration", "sympy", "closed"] = "enumeration"
    checked: int = Field(description="points evaluated before this one was found")


class CounterexampleSearch(BaseModel):
    counterexample: Counterexample | None
    checked: int = 0
    undecided: int = Field(default=0, description="points skipped: an inner quantifier left the body undecided")
    undecided_example: dict[str, int | bool] | None = None
    errors: int = Field(default=0, description="points skipped: not evaluable (e.g. values too large)")
    error_kind: ErrorKind | None = None
    notes: list[str] = Field(default_factory=list)


# --------------------------------------------------------------------------------------------------
# Telescopes: the outer ∀ binders and hypotheses of a statement


@dataclass
class Telescope:
    items: list[Binder | Expr]  # binders and hypotheses, in order
    body: Expr
    binders: list[Binder] = field(init=False)

    def __post_init__(self) -> None:
        self.binders = [it for it in self.items if isinstance(it, Binder)]

    @property
    def hypotheses(self) -> list[Expr]:
        return [it for it in self.items if not isinstance(it, Binder)]

    @property
    def types(self) -> dict[str, Ty]:
        return {b.name: b.ty for b in self.binders if b.ty is not None}

    def rest(self) -> Expr:
        """Hypotheses and body as one proposition (the instance of the statement at a point)."""
        out = self.body
        for h in reversed(self.hypotheses):
            out = Conn("→", h, out)
        return out


def telescope(e: Expr) -> Telescope:
    """Peel `∀` binders, and the hypotheses between them, off `e`. Hypotheses after the last binder
    stay in the body; binder names are assumed distinct (a shadowed name ends the peeling)."""
    items: list[Binder | Expr] = []
    seen: set[str] = set()
    cur = e
    while True:
        if isinstance(cur, Quant) and cur.kind == "∀" and not ({b.name for b in cur.binders} & seen):
            items.extend(cur.binders)
            seen |= {b.name for b in cur.binders}
            cur = cur.body
            continue
        if isinstance(cur, Conn) and cur.op == "→":
            # peel the hypothesis only if a binder follows
            probe = cur
            while isinstance(probe, Conn) and probe.op == "→":
                probe = probe.rhs
            if isinstance(probe, Quant) and probe.kind == "∀":
                items.append(cur.lhs)
                cur = cur.rhs
                continue
        break
    return Telescope(items, cur)


# --------------------------------------------------------------------------------------------------
# Enumeration


def _caps(binders: list[Binder], bound: int) -> list[int]:
    return [1 if b.ty is Ty.PROP else bound for b in binders]


def _compositions(total: int, caps: list[int]) -> Iterator[tuple[int, ...]]:
    if not caps:
        if total == 0:
            yield ()
        return
    rest_cap = sum(caps[1:])
    for first in range(max(0, total - rest_cap), min(caps[0], total) + 1):
        for rest in _compositions(total - first, caps[1:]):
            yield (first, *rest)


def assignments(binders: list[Binder], bound: int) -> Iterator[tuple[Value, ...]]:
    """All points of the box, smallest total size first (`Nat` v costs v, `Int` v costs |v|, a
    `Prop` False 0 and True 1); ties in lexicographic order, positive before negative."""
    caps = _caps(binders, bound)
    for total in range(sum(caps) + 1):
        for parts in _compositions(total, caps):
            choices: list[tuple[Value, ...]] = []
            for b, p in zip(binders, parts, strict=True):
                if b.ty is Ty.PROP:
                    choices.append((bool(p),))
                elif b.ty is Ty.INT and p:
                    choices.append((p, -p))
                else:
                    choices.append((p,))
            yield from itertools.product(*choices)


def _cost(values: dict[str, Value]) -> int:
    return sum(abs(int(v)) for v in values.values())


@dataclass
class _Point:
    values: dict[str, Value]
    hyps: Truth  # all hypotheses hold (Kleene conjunction)
    body: Truth

    @property
    def fails(self) -> bool:
        return self.hyps is True and self.body is False

    @property
    def holds(self) -> Truth:
        if self.hyps is False or self.body is True:
            return True
        if self.fails:
            return False
        return None


def _eval_point(tele: Telescope, values: dict[str, Value], config: EvalConfig) -> _Point:
    ev = Evaluator(config)
    types = tele.types
    hyps: Truth = True
    for h in tele.hypotheses:
        t = ev.prop(h, types, values)
        if t is False:
            return _Point(values, False, None)
        if t is None:
            hyps = None
    return _Point(values, hyps, ev.prop(tele.body, types, values))


# --------------------------------------------------------------------------------------------------
# Lean side: instances and tactic scripts


def _literal_expr(v: Value, ty: Ty) -> Expr:
    if ty is Ty.PROP:
        return BoolLit(bool(v))
    num: Expr = Num(abs(int(v))) if int(v) >= 0 else Neg(Num(-int(v)))
    return Ascribe(num, Ty.INT) if ty is Ty.INT else num


def _literal_arg(v: Value, ty: Ty) -> str:
    if ty is Ty.PROP:
        return "True" if v else "False"
    return str(v) if int(v) >= 0 else f"({v})"


def _instance(tele: Telescope, values: dict[str, Value], e: Expr | None = None) -> Expr:
    """`e` (default: the body) with the outer variables replaced by their values."""
    subst = {b.name: _literal_expr(values[b.name], b.ty) for b in tele.binders if b.ty is not None}
    return substitute(tele.body if e is None else e, subst)


def _uses(e: Expr, fns: set[str]) -> bool:
    return any(isinstance(n, App) and n.fn in fns for n in walk(e))


def _has_inner_quantifier(e: Expr) -> bool:
    return any(isinstance(n, Quant) for n in walk(e))


def tactic_scripts(tele: Telescope, values: dict[str, Value]) -> list[str]:
    """Candidate proofs of `¬ (B)` from a point where B fails, cheapest first."""
    whole = tele.rest() if tele.items else tele.body
    even_odd = _uses(whole, {"Even", "Odd"})
    if not tele.items:  # a closed statement without outer ∀
        out = ["decide", "simp +decide", "omega", "intro h; simp at h"]
        if even_odd:
            out.append("simp only [Nat.even_iff_mod, Nat.odd_iff_mod]; decide")
        return out
    explicit = all(b.info is BinderInfo.DEFAULT for b in tele.binders)
    head = "h" if explicit else "@h"

    def app(hyp_proof: str) -> str:
        args = []
        for it in tele.items:
            if isinstance(it, Binder):
                assert it.ty is not None
                args.append(_literal_arg(values[it.name], it.ty))
            else:
                args.append(f"(by {hyp_proof})")
        return " ".join([head, *args])

    out = [
        f"intro h; exact absurd ({app('decide')}) (by decide)",
        f"intro h; have h' := {app('omega')}; omega",
        f"intro h; have h' := {app('decide')}; simp at h'",
        f"intro h; have h' := {app('decide')}; simp +decide at h'",
    ]
    if even_odd:
        lemmas = "simp only [Nat.even_iff_mod, Nat.odd_iff_mod]"
        out.append(f"intro h; have h' := {app(lemmas + '; decide')}; {lemmas} at h'; revert h'; decide")
        out.append(f"intro h; have h' := {app(lemmas + '; decide')}; {lemmas} at h'; omega")
    if _has_inner_quantifier(tele.body):
        out.append(f"intro h; have h' := {app('decide')}; simp at h'; omega")
    return out


# --------------------------------------------------------------------------------------------------
# sympy fallback for polynomial bodies


class _NotPolynomial(Exception):
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
    """(op, l - r as a sympy expression) when `body` is a polynomial relation."""
    import sympy

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


# --------------------------------------------------------------------------------------------------
# Search


def _parse(text: str | Expr) -> Expr:
    return text if isinstance(text, Expr) else parse(text)


def _render(values: dict[str, Value]) -> str:
    return ", ".join(f"{k} = {v}" for k, v in values.items()) or "(no variables)"


def _make(
    tele: Telescope,
    stmt: Expr,
    original: str,
    side: Literal["A", "B"],
    point: _Point,
    checked: int,
    method: Literal["enumeration", "sympy", "closed"],
    description: str,
    other_holds: bool | None = None,
    kind: ErrorKind | None = None,
) -> Counterexample:
    inst = _instance(tele, point.values)
    return Counterexample(
        refutes=side,
        statement=print_expr(stmt),
        goal=f"¬ ({original})",
        assignment=point.values,
        instance=print_expr(inst),
        proposition=print_expr(Not(inst)),
        other_holds=other_holds,
        tactic_scripts=tactic_scripts(tele, point.values),
        description=description,
        error_kind=kind,
        method=method,
        checked=checked,
    )


def _alignment(ta: Telescope, tb: Telescope) -> dict[str, str] | None:
    """B's variable for each of A's outer variables: by name when both use the same names and
    types, else by position when the types agree position by position; None otherwise."""
    if not ta.binders or len(ta.binders) != len(tb.binders):
        return None
    if ta.types == tb.types and len(ta.types) == len(ta.binders):
        return {n: n for n in ta.types}
    if [x.ty for x in ta.binders] == [y.ty for y in tb.binders]:
        return {x.name: y.name for x, y in zip(ta.binders, tb.binders, strict=True)}
    return None


def search_counterexample(
    a: str | Expr,
    b: str | Expr | None = None,
    *,
    bound: int = DEFAULT_BOUND,
    budget: int = DEFAULT_BUDGET,
    inner_bound: int = 10,
    use_sympy: bool = True,
    time_limit: float | None = 30.0,
) -> CounterexampleSearch:
    """The full search, with its statistics. With one statement, refute it; with two (A, B),
    refute B, preferring a point where A's body holds (see the module docstring).

    Raises `ParseError` when a statement is outside the supported fragment.
    """
    if b is None:
        a_expr, a_text = None, None
        b_expr, b_text = _parse(a), a if isinstance(a, str) else print_expr(a)
    else:
        a_expr, a_text = _parse(a), a if isinstance(a, str) else print_expr(a)
        b_expr, b_text = _parse(b), b if isinstance(b, str) else print_expr(b)
    kind = classify_error_kind(a_expr, b_expr) if a_expr is not None else None
    config = EvalConfig(bound=inner_bound)
    tb = telescope(b_expr)
    ta = telescope(a_expr) if a_expr is not None else None
    align = _alignment(ta, tb) if ta is not None else None
    aligned = align is not None
    res = CounterexampleSearch(counterexample=None, error_kind=kind)
    if ta is not None and not aligned:
        res.notes.append("A and B have different outer binders: searching for a point where B fails")

    def a_at(values: dict[str, Value]) -> Truth:
        if align is None or ta is None:
            return None
        va = {x.name: values[align[x.name]] for x in ta.binders}
        try:
            return _eval_point(ta, va, config).holds
        except EvalError:
            return None

    # a statement without outer ∀: evaluate it as a whole
    if not tb.binders:
        try:
            t = Evaluator(config).prop(tb.rest(), {}, {})
        except EvalError as exc:
            res.errors, t = 1, None
            res.notes.append(f"B cannot be evaluated: {exc}")
        res.checked = 1
        if t is False:
            point = _Point({}, True, False)
            res.counterexample = _make(
                tb, b_expr, b_text, "B", point, 1, "closed", "B is false (decided by evaluation)", kind=kind
            )
        elif t is None:
            res.undecided = 1
            res.notes.append("B has no outer ∀ to instantiate and its quantifiers are not decidable here")
        return res

    first_b_fail: tuple[_Point, int, Truth] | None = None
    first_a_fail: tuple[_Point, int] | None = None
    deadline = None if time_limit is None else time.monotonic() + time_limit
    for values_tuple in assignments(tb.binders, bound):
        if res.checked >= budget:
            res.notes.append(f"budget of {budget} points exhausted")
            break
        if deadline is not None and time.monotonic() > deadline:
            res.notes.append(f"time limit of {time_limit} s reached after {res.checked} points")
            break
        if first_b_fail is not None and res.checked >= first_b_fail[1] + _KEEP_LOOKING:
            break  # B fails, but not yet where A holds: give up on finding such a point
        res.checked += 1
        values = {x.name: v for x, v in zip(tb.binders, values_tuple, strict=True)}
        try:
            point = _eval_point(tb, values, config)
        except EvalError:
            res.errors += 1
            continue
        if point.fails:
            a_holds = a_at(values)
            if a_holds is True or not aligned:
                first_b_fail = (point, res.checked, a_holds)
                break
            if first_b_fail is None:
                first_b_fail = (point, res.checked, a_holds)
        elif point.holds is None:
            res.undecided += 1
            if res.undecided_example is None:
                res.undecided_example = values
        elif aligned and first_a_fail is None and a_at(values) is False:
            first_a_fail = (point, res.checked)

    if res.undecided:
        res.notes.append(
            f"{res.undecided} point(s) skipped: an inner quantifier (or hypothesis) was not decided within bounds"
        )

    method: Literal["enumeration", "sympy"] = "enumeration"
    if first_b_fail is None and use_sympy:
        found = _sympy_search(tb, bound, config, res)
        if found is not None:
            first_b_fail = (found, res.checked, a_at(found.values))
            method = "sympy"

    if first_b_fail is not None:
        point, checked, a_holds = first_b_fail
        desc = f"B fails at {_render(point.values)}"
        if tb.hypotheses:
            desc += " (its hypotheses hold there)"
        if a_expr is not None:
            if a_holds is True:
                desc += "; A's body holds there, so the statements differ (¬ (A ↔ B) follows once A is proved)"
            elif a_holds is False:
                desc += "; A's body fails there too (A may be false)"
            else:
                desc += "; A's body at this point is not known" + ("" if aligned else " (binders differ)")
        res.counterexample = _make(tb, b_expr, b_text, "B", point, checked, method, desc, a_holds, kind)
        return res

    if first_a_fail is not None and a_expr is not None and ta is not None and a_text is not None:
        point_b, checked = first_a_fail
        assert align is not None
        va = {x.name: point_b.values[align[x.name]] for x in ta.binders}
        point_a = _eval_point(ta, va, config)
        desc = f"A fails at {_render(va)} while B's body holds there: the canonical statement is refuted"
        res.counterexample = _make(ta, a_expr, a_text, "A", point_a, checked, "enumeration", desc, True, kind)
    return res


def _sympy_search(tb: Telescope, bound: int, config: EvalConfig, res: CounterexampleSearch) -> _Point | None:
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
    best: _Point | None = None
    for values in _sympy_candidates(tb, op, diff, bound):
        ordered = {b.name: values[b.name] for b in tb.binders}
        try:
            point = _eval_point(tb, ordered, config)
        except EvalError:
            continue
        if point.fails and (best is None or _cost(ordered) < _cost(best.values)):
            best = point
    if best is not None:
        res.notes.append(f"sympy: found a failing point near a root of {diff}")
    return best


def find_counterexample(
    a: str | Expr,
    b: str | Expr | None = None,
    bound: int = DEFAULT_BOUND,
    budget: int = DEFAULT_BUDGET,
) -> Counterexample | None:
    """A counterexample for B (`find_counterexample(b)`), or for the pair (A, B); None if none found.

    Raises `ParseError` when a statement is outside the supported fragment.
    """
    return search_counterexample(a, b, bound=bound, budget=budget).counterexample


def refutation_scripts(a: str, b: str) -> list[tuple[str, dict | None]]:
    """For the certification engine: (tactic script proving `¬ (B)`, counterexample as a dict),
    cheapest first; empty when no counterexample is found or a statement cannot be parsed."""
    try:
        cex = find_counterexample(a, b)
    except ParseError:
        return []
    if cex is None or cex.refutes != "B":
        return []
    data = cex.model_dump(mode="json")
    return [(s, data) for s in cex.tactic_scripts]


# --------------------------------------------------------------------------------------------------
# Error-kind classification


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


def _children(e: Expr) -> tuple[Expr, ...]:
    match e:
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
    return ()


def _sites(x: Expr, y: Expr) -> list[tuple[Expr, Expr]]:
    """Pairs of corresponding subterms that contain every difference, deepest first."""
    path = [(x, y)]
    while x != y and _head(x) == _head(y):
        diffs = [(c, d) for c, d in zip(_children(x), _children(y), strict=True) if c != d]
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


def classify_error_kind(a: str | Expr, b: str | Expr) -> ErrorKind:
    """The kind of mistake B makes relative to A, when a syntactic comparison shows it.

    Raises `ParseError` when a statement is outside the supported fragment.
    """
    na, nb = _normalize(_parse(a)), _normalize(_parse(b))
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

"""The counterexample search: `find_counterexample(b)` refutes one statement, `find_counterexample(a, b)`
looks for a point where B fails and A's body holds (see the package docstring), and
`refutation_scripts(a, b)` gives the certification engine its scripts for `¬ (B)`."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Literal

from paracert.certify.counterexample.error_kind import classify_error_kind
from paracert.certify.counterexample.points import (
    Point,
    Statement,
    Telescope,
    as_expr,
    as_text,
    assignments,
    eval_point,
    telescope,
)
from paracert.certify.counterexample.report import (
    Counterexample,
    CounterexampleSearch,
    make_counterexample,
    render_values,
)
from paracert.certify.counterexample.sympy_search import sympy_search
from paracert.statements.verdicts import ErrorKind
from paracert.transforms.ast import Expr
from paracert.transforms.parser import ParseError
from paracert.transforms.term_semantics import EvalConfig, EvalError, Evaluator, Truth, Value

DEFAULT_BOUND = 12
DEFAULT_BUDGET = 20_000
_KEEP_LOOKING = 2_000  # points searched past B's first failure for one where A's body holds


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


@dataclass(frozen=True)
class _Sides:
    """What is searched: B, refuted, and for a pair A, with B's variable for each of A's (`align`)."""

    b_expr: Expr
    b_text: str
    tb: Telescope
    a_expr: Expr | None
    a_text: str | None
    ta: Telescope | None
    align: dict[str, str] | None
    config: EvalConfig
    kind: ErrorKind | None
    name: Literal["A", "B"] = "B"  # what the refuted statement is called (`find_counterexample(a, side="A")`)

    @property
    def aligned(self) -> bool:
        return self.align is not None

    def a_at(self, values: dict[str, Value]) -> Truth:
        """Whether A's body holds at B's point `values` (None: unknown, or A not aligned with B)."""
        if self.align is None or self.ta is None:
            return None
        va = {x.name: values[self.align[x.name]] for x in self.ta.binders}
        try:
            return eval_point(self.ta, va, self.config).holds
        except EvalError:
            return None


def _sides(a: Statement, b: Statement | None, inner_bound: int, side: Literal["A", "B"] = "B") -> _Sides:
    if b is None:
        a_expr, a_text = None, None
        b_expr, b_text = as_expr(a), as_text(a)
    else:
        a_expr, a_text = as_expr(a), as_text(a)
        b_expr, b_text = as_expr(b), as_text(b)
    kind = classify_error_kind(a_expr, b_expr) if a_expr is not None else None
    config = EvalConfig(bound=inner_bound)
    tb = telescope(b_expr)
    ta = telescope(a_expr) if a_expr is not None else None
    align = _alignment(ta, tb) if ta is not None else None
    return _Sides(b_expr, b_text, tb, a_expr, a_text, ta, align, config, kind, side if b is None else "B")


def search_counterexample(
    a: Statement,
    b: Statement | None = None,
    *,
    bound: int = DEFAULT_BOUND,
    budget: int = DEFAULT_BUDGET,
    inner_bound: int = 10,
    use_sympy: bool = True,
    time_limit: float | None = 30.0,
    side: Literal["A", "B"] = "B",
) -> CounterexampleSearch:
    """The full search, with its statistics. With one statement, refute it (`side`: what it is called
    in the counterexample, `refutes` and its description); with two (A, B), refute B, preferring a
    point where A's body holds (see the module docstring).

    Raises `ParseError` when a statement is outside the supported fragment.
    """
    s = _sides(a, b, inner_bound, side)
    res = CounterexampleSearch(counterexample=None, error_kind=s.kind)
    if s.ta is not None and not s.aligned:
        res.notes.append("A and B have different outer binders: searching for a point where B fails")
    if not s.tb.binders:  # a statement without outer ∀: evaluate it as a whole
        return _closed(s, res)
    first_b_fail, first_a_fail = _enumerate(s, res, bound, budget, time_limit)
    if res.undecided:
        res.notes.append(
            f"{res.undecided} point(s) skipped: an inner quantifier (or hypothesis) was not decided within bounds"
        )
    method: Literal["enumeration", "sympy"] = "enumeration"
    if first_b_fail is None and use_sympy:
        found = sympy_search(s.tb, bound, s.config, res)
        if found is not None:
            first_b_fail = (found, res.checked, s.a_at(found.values))
            method = "sympy"
    if first_b_fail is not None:
        res.counterexample = _b_counterexample(s, first_b_fail, method)
    elif first_a_fail is not None and s.a_expr is not None and s.ta is not None and s.a_text is not None:
        res.counterexample = _a_counterexample(s, first_a_fail)
    return res


def _closed(s: _Sides, res: CounterexampleSearch) -> CounterexampleSearch:
    """B without outer binders: decided by evaluating it."""
    try:
        t = Evaluator(s.config).prop(s.tb.rest(), {}, {})
    except EvalError as exc:
        res.errors, t = 1, None
        res.notes.append(f"{s.name} cannot be evaluated: {exc}")
    res.checked = 1
    if t is False:
        point = Point({}, True, False)
        res.counterexample = make_counterexample(
            s.tb, s.b_expr, s.b_text, s.name, point, 1, "closed", f"{s.name} is false (decided by evaluation)",
            kind=s.kind)
    elif t is None:
        res.undecided = 1
        res.notes.append(f"{s.name} has no outer ∀ to instantiate and its quantifiers are not decidable here")
    return res


def _enumerate(
    s: _Sides, res: CounterexampleSearch, bound: int, budget: int, time_limit: float | None
) -> tuple[tuple[Point, int, Truth] | None, tuple[Point, int] | None]:
    """The points of B's box, smallest first: (B's first failure, preferably where A's body holds, with
    its count and A's truth there; the first point where A's body fails and B's holds), each or None."""
    first_b_fail: tuple[Point, int, Truth] | None = None
    first_a_fail: tuple[Point, int] | None = None
    deadline = None if time_limit is None else time.monotonic() + time_limit
    for values_tuple in assignments(s.tb.binders, bound):
        if res.checked >= budget:
            res.notes.append(f"budget of {budget} points exhausted")
            break
        if deadline is not None and time.monotonic() > deadline:
            res.notes.append(f"time limit of {time_limit} s reached after {res.checked} points")
            break
        if first_b_fail is not None and res.checked >= first_b_fail[1] + _KEEP_LOOKING:
            break  # B fails, but not yet where A holds: give up on finding such a point
        res.checked += 1
        values = {x.name: v for x, v in zip(s.tb.binders, values_tuple, strict=True)}
        try:
            point = eval_point(s.tb, values, s.config)
        except EvalError:
            res.errors += 1
            continue
        if point.fails:
            a_holds = s.a_at(values)
            if a_holds is True or not s.aligned:
                first_b_fail = (point, res.checked, a_holds)
                break
            if first_b_fail is None:
                first_b_fail = (point, res.checked, a_holds)
        elif point.holds is None:
            res.undecided += 1
            if res.undecided_example is None:
                res.undecided_example = values
        elif s.aligned and first_a_fail is None and s.a_at(values) is False:
            first_a_fail = (point, res.checked)
    return first_b_fail, first_a_fail


def _b_counterexample(s: _Sides, first_b_fail: tuple[Point, int, Truth],
                      method: Literal["enumeration", "sympy"]) -> Counterexample:
    point, checked, a_holds = first_b_fail
    desc = f"{s.name} fails at {render_values(point.values)}"
    if s.tb.hypotheses:
        desc += " (its hypotheses hold there)"
    if s.a_expr is not None:
        if a_holds is True:
            desc += "; A's body holds there, so the statements differ (¬ (A ↔ B) follows once A is proved)"
        elif a_holds is False:
            desc += "; A's body fails there too (A may be false)"
        else:
            desc += "; A's body at this point is not known" + ("" if s.aligned else " (binders differ)")
    return make_counterexample(s.tb, s.b_expr, s.b_text, s.name, point, checked, method, desc, a_holds, s.kind)


def _a_counterexample(s: _Sides, first_a_fail: tuple[Point, int]) -> Counterexample:
    point_b, checked = first_a_fail
    assert s.align is not None and s.ta is not None and s.a_expr is not None and s.a_text is not None
    va = {x.name: point_b.values[s.align[x.name]] for x in s.ta.binders}
    point_a = eval_point(s.ta, va, s.config)
    desc = f"A fails at {render_values(va)} while B's body holds there: the canonical statement is refuted"
    return make_counterexample(s.ta, s.a_expr, s.a_text, "A", point_a, checked, "enumeration", desc, True, s.kind)


def find_counterexample(
    a: Statement,
    b: Statement | None = None,
    bound: int = DEFAULT_BOUND,
    budget: int = DEFAULT_BUDGET,
    *,
    side: Literal["A", "B"] = "B",
) -> Counterexample | None:
    """A counterexample for B (`find_counterexample(b)`; `find_counterexample(a, side="A")` names the
    one statement A), or for the pair (A, B); None if none found.

    Raises `ParseError` when a statement is outside the supported fragment.
    """
    return search_counterexample(a, b, bound=bound, budget=budget, side=side).counterexample


def refutation_scripts(a: Statement, b: Statement) -> list[tuple[str, dict | None]]:
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

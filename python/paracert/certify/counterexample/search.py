"""The counterexample search: `find_counterexample(b)` refutes one statement, `find_counterexample(a, b)`
looks for a point where B fails and A's body holds (see the package docstring), and
`refutation_scripts(a, b)` gives the certification engine its scripts for `¬ (B)`."""

from __future__ import annotations

import time
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
from paracert.transforms.evaluate import EvalConfig, EvalError, Evaluator, Truth, Value
from paracert.transforms.parser import ParseError

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


def search_counterexample(
    a: Statement,
    b: Statement | None = None,
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
        b_expr, b_text = as_expr(a), as_text(a)
    else:
        a_expr, a_text = as_expr(a), as_text(a)
        b_expr, b_text = as_expr(b), as_text(b)
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
            return eval_point(ta, va, config).holds
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
            point = Point({}, True, False)
            res.counterexample = make_counterexample(
                tb, b_expr, b_text, "B", point, 1, "closed", "B is false (decided by evaluation)", kind=kind
            )
        elif t is None:
            res.undecided = 1
            res.notes.append("B has no outer ∀ to instantiate and its quantifiers are not decidable here")
        return res

    first_b_fail: tuple[Point, int, Truth] | None = None
    first_a_fail: tuple[Point, int] | None = None
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
            point = eval_point(tb, values, config)
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
        found = sympy_search(tb, bound, config, res)
        if found is not None:
            first_b_fail = (found, res.checked, a_at(found.values))
            method = "sympy"

    if first_b_fail is not None:
        point, checked, a_holds = first_b_fail
        desc = f"B fails at {render_values(point.values)}"
        if tb.hypotheses:
            desc += " (its hypotheses hold there)"
        if a_expr is not None:
            if a_holds is True:
                desc += "; A's body holds there, so the statements differ (¬ (A ↔ B) follows once A is proved)"
            elif a_holds is False:
                desc += "; A's body fails there too (A may be false)"
            else:
                desc += "; A's body at this point is not known" + ("" if aligned else " (binders differ)")
        res.counterexample = make_counterexample(tb, b_expr, b_text, "B", point, checked, method, desc, a_holds, kind)
        return res

    if first_a_fail is not None and a_expr is not None and ta is not None and a_text is not None:
        point_b, checked = first_a_fail
        assert align is not None
        va = {x.name: point_b.values[align[x.name]] for x in ta.binders}
        point_a = eval_point(ta, va, config)
        desc = f"A fails at {render_values(va)} while B's body holds there: the canonical statement is refuted"
        res.counterexample = make_counterexample(ta, a_expr, a_text, "A", point_a, checked, "enumeration", desc,
                                                 True, kind)
    return res


def find_counterexample(
    a: Statement,
    b: Statement | None = None,
    bound: int = DEFAULT_BOUND,
    budget: int = DEFAULT_BUDGET,
) -> Counterexample | None:
    """A counterexample for B (`find_counterexample(b)`), or for the pair (A, B); None if none found.

    Raises `ParseError` when a statement is outside the supported fragment.
    """
    return search_counterexample(a, b, bound=bound, budget=budget).counterexample


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

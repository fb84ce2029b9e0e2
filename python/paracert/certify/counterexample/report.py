"""What a search reports: the `Counterexample` found (with its instance, the Lean scripts for it and
a description in words) and the search's statistics (`CounterexampleSearch`)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from paracert.certify.counterexample.error_kind import ErrorKind
from paracert.certify.counterexample.lean_scripts import instance_at, tactic_scripts
from paracert.certify.counterexample.points import Point, Telescope
from paracert.transforms.ast import Expr, Not
from paracert.transforms.printer import print_expr
from paracert.transforms.term_semantics import Value


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


def render_values(values: dict[str, Value]) -> str:
    return ", ".join(f"{k} = {v}" for k, v in values.items()) or "(no variables)"


def make_counterexample(
    tele: Telescope,
    stmt: Expr,
    original: str,
    side: Literal["A", "B"],
    point: Point,
    checked: int,
    method: Literal["enumeration", "sympy", "closed"],
    description: str,
    other_holds: bool | None = None,
    kind: ErrorKind | None = None,
) -> Counterexample:
    inst = instance_at(tele, point.values)
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

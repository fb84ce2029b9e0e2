"""Statements as telescopes (outer `∀` binders and the hypotheses between them, then the body) and
the points of their box: enumerated smallest total first and evaluated with Lean's semantics
(`transforms.term_semantics`)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass, field

from paracert.certify.parsed import Parsed
from paracert.transforms.ast import Binder, Conn, Expr, Quant, Ty
from paracert.transforms.parser import parse
from paracert.transforms.printer import print_expr
from paracert.transforms.term_semantics import EvalConfig, Evaluator, Truth, Value


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
            probe: Expr = cur
            while isinstance(probe, Conn) and probe.op == "→":
                probe = probe.rhs
            if isinstance(probe, Quant) and probe.kind == "∀":
                items.append(cur.lhs)
                cur = cur.rhs
                continue
        break
    return Telescope(items, cur)


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


def cost(values: dict[str, Value]) -> int:
    return sum(abs(int(v)) for v in values.values())


@dataclass
class Point:
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


def eval_point(tele: Telescope, values: dict[str, Value], config: EvalConfig) -> Point:
    ev = Evaluator(config)
    types = tele.types
    hyps: Truth = True
    for h in tele.hypotheses:
        t = ev.prop(h, types, values)
        if t is False:
            return Point(values, False, None)
        if t is None:
            hyps = None
    return Point(values, hyps, ev.prop(tele.body, types, values))


Statement = str | Expr | Parsed  # a statement's text, its tree, or both (parsed once by the engine)


def as_expr(statement: Statement) -> Expr:
    """The statement's tree (raises `ParseError` when the text is outside the parser's fragment)."""
    if isinstance(statement, Parsed):
        return statement.tree()
    return statement if isinstance(statement, Expr) else parse(statement)


def as_text(statement: Statement) -> str:
    """The statement as written (a bare tree printed)."""
    if isinstance(statement, Parsed):
        return statement.text
    return statement if isinstance(statement, str) else print_expr(statement)

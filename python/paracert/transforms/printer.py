"""Print an AST back to Lean 4 text that Lean (and `parser.parse`) reads as the same term.

Parentheses are inserted exactly where Lean's precedences require them (`parser.py` lists them), plus
around a quantifier that is not at the end of its context (its body would otherwise swallow what
follows) and around the argument of `¬` when it is not atomic (for readability). Binder types are
always printed; consecutive binders with the same type and brackets share a group: `∀ (a b : Nat),`.
Round trip: `parse(print_expr(e)) == e` for every `e` the parser produces.
"""

from __future__ import annotations

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
    Theorem,
    Var,
)

MAX_PREC = 1024
ARG_PREC = 1023
LEAD_PREC = 1022

# op -> (level, left operand precedence, right operand precedence)
_INFIX: dict[str, tuple[int, int, int]] = {
    op: spec
    for ops, spec in [
        ("↔", (20, 21, 21)),
        ("→", (25, 26, 25)),
        ("∨", (30, 31, 30)),
        ("∧", (35, 36, 35)),
        ("= ≠ < ≤ > ≥ ∣", (50, 51, 51)),
        ("+ -", (65, 65, 66)),
        ("* / %", (70, 70, 71)),
        ("^", (80, 81, 80)),
    ]
    for op in ops.split()
}


def _paren(s: str) -> str:
    return f"({s})"


def _binders(binders: tuple[Binder, ...]) -> str:
    groups: list[tuple[list[str], Binder]] = []
    for b in binders:
        if b.ty is None:
            raise ValueError(f"binder {b.name!r} has no type")
        if groups and groups[-1][1].ty == b.ty and groups[-1][1].info == b.info:
            groups[-1][0].append(b.name)
        else:
            groups.append(([b.name], b))
    out = []
    for names, b in groups:
        assert b.ty is not None
        inner = f"{' '.join(names)} : {b.ty.value}"
        if b.info is BinderInfo.IMPLICIT:
            out.append("{" + inner + "}")
        elif b.info is BinderInfo.STRICT:
            out.append("⦃" + inner + "⦄")
        else:
            out.append(f"({inner})")
    return " ".join(out)


def _pp(e: Expr, prec: int, tail: bool) -> str:
    """`e` printed in a context that parses at precedence `prec`; `tail`: nothing follows it."""
    match e:
        case Var(n):
            return n
        case Num(v):
            return str(v)
        case BoolLit(v):
            return "True" if v else "False"
        case Ascribe(x, ty):
            return f"({_pp(x, 0, True)} : {ty.value})"
        case Coe(a):
            return "↑" + _pp(a, MAX_PREC, tail)
        case Not(a):
            atomic = isinstance(a, (Var, Num, BoolLit, Ascribe, Not, App, Coe))
            inner = _pp(a, 40, tail) if atomic else _paren(_pp(a, 0, True))
            return "¬ " + inner
        case Neg(a):
            inner = _pp(a, 75, tail)
            if isinstance(a, Neg) or inner.startswith("-"):
                inner = _paren(_pp(a, 0, True))
            s = "-" + inner
            return s if prec <= 75 else _paren(s)
        case App(fn, args, dot):
            if dot and args and isinstance(args[0], Var) and "." in fn:
                head = f"{args[0].name}.{fn.split('.', 1)[1]}"
                rest = args[1:]
            else:
                head, rest = fn, args
            if not rest:
                return head
            s = " ".join([head] + [_pp(a, ARG_PREC, False) for a in rest])
            return s if prec <= LEAD_PREC else _paren(s)
        case BinOp(op, lhs, rhs) | Rel(op, lhs, rhs) | Conn(op, lhs, rhs):
            level, lp, rp = _INFIX[op]
            if level < prec:
                return _paren(_pp(e, 0, True))
            return f"{_pp(lhs, lp, False)} {op} {_pp(rhs, rp, tail)}"
        case Quant(kind, binders, body):
            s = f"{kind} {_binders(binders)}, {_pp(body, 0, True)}"
            return s if tail and prec <= LEAD_PREC else _paren(s)
    raise TypeError(f"not an Expr: {e!r}")


def print_expr(e: Expr) -> str:
    """Lean 4 text of a proposition or term."""
    return _pp(e, 0, True)


def print_theorem(thm: Theorem, proof: str | None = None) -> str:
    """`theorem name : prop` (optionally followed by `:= proof`)."""
    head = "example" if not thm.name else f"theorem {thm.name}"
    out = f"{head} : {print_expr(thm.prop)}"
    return out if proof is None else f"{out} := {proof}"

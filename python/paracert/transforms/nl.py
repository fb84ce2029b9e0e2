"""Deterministic English rendering of a statement AST.

    render(parse("∀ a b : Nat, a ≥ b → a + 1 > b"))
    == "For all natural numbers a and b, if a is at least b then a + 1 is greater than b."

The rendering follows the AST node by node, so two statements that differ in Lean differ in English
in the same place: binders are introduced in their order and grouping (`∀ a b` "for all natural
numbers a and b", `∀ a, ∀ b` "for every natural number a, for every natural number b"), a chain
`A → B → C` reads "if A then if B then C" while `A ∧ B → C` reads "if A and B then C", `¬ (a < b)`
reads "a is not less than b" while `b ≤ a` reads "b is at most a", `a ≠ b` "a is not equal to b"
while `¬ a = b` "a does not equal b".

Vocabulary: = "equals", ≠ "is not equal to", < "is less than", ≤ "is at most", > "is greater than",
≥ "is at least", ∣ "divides"; `Nat.Prime p` "p is prime", `Even n`/`Odd n` "n is even/odd". A negated
atom negates its verb; any other negation reads "it is not the case that ...". Nested connectives
are disambiguated with "both ... and ...", "either ... or ..." and "... implies ...". Terms are
written with the usual symbols (`a + 1`, `2 * n`, `n ^ 2`, `n mod 5`, `gcd(a, b)`); coercions `↑x`
are left implicit and an ascription of a compound term reads "(e as an integer)".
"""

from __future__ import annotations

from paracert.transforms.ast import (
    App,
    Ascribe,
    Binder,
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
    Var,
)

_REL = {"=": "equals", "≠": "is not equal to", "<": "is less than", "≤": "is at most", ">": "is greater than",
        "≥": "is at least", "∣": "divides"}
_NEG_REL = {"=": "does not equal", "<": "is not less than", "≤": "is not at most", ">": "is not greater than",
            "≥": "is not at least", "∣": "does not divide"}
_PRED = {"Nat.Prime": "prime", "Even": "even", "Odd": "odd"}
_TY_SING = {Ty.NAT: "natural number", Ty.INT: "integer", Ty.PROP: "proposition"}
_TY_PLUR = {Ty.NAT: "natural numbers", Ty.INT: "integers", Ty.PROP: "propositions"}
_ARTICLE = {Ty.NAT: "a", Ty.INT: "an", Ty.PROP: "a"}

# term precedences (Lean's): op -> (level, left, right)
_INFIX = {"+": (65, 65, 66), "-": (65, 65, 66), "*": (70, 70, 71), "/": (70, 70, 71), "%": (70, 70, 71),
          "^": (80, 81, 80)}
_SPELL = {"%": "mod"}
_FN = {"Nat.gcd": "gcd", "Nat.lcm": "lcm", "Int.gcd": "gcd", "Int.lcm": "lcm", "Nat.succ": "succ",
       "Nat.pred": "pred", "Int.toNat": "toNat", "min": "min", "max": "max"}


# --------------------------------------------------------------------------------------------------
# Terms


def term(e: Expr, prec: int = 0) -> str:
    match e:
        case Var(n):
            return n
        case Num(v):
            return str(v)
        case Coe(a):
            return term(a, prec)
        case Ascribe(x, ty):
            if isinstance(x, Num | Var | App | Coe):
                return term(x, prec)
            return f"({term(x)} as {_ARTICLE[ty]} {_TY_SING[ty]})"
        case Neg(a):
            s = "-" + term(a, 76)
            return s if prec <= 75 else f"({s})"
        case BinOp(op, lhs, rhs):
            level, lp, rp = _INFIX[op]
            s = f"{term(lhs, lp)} {_SPELL.get(op, op)} {term(rhs, rp)}"
            return s if level >= prec else f"({s})"
        case App("Int.natAbs", (a,), _):
            return f"|{term(a)}|"
        case App(fn, args, _):
            name = _FN.get(fn, fn)
            return f"{name}({', '.join(term(a) for a in args)})"
    raise TypeError(f"not a term: {e!r}")


# --------------------------------------------------------------------------------------------------
# Propositions


def _names(names: list[str]) -> str:
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def _groups(binders: tuple[Binder, ...]) -> list[tuple[Ty, list[str]]]:
    out: list[tuple[Ty, list[str]]] = []
    for b in binders:
        ty = b.ty or Ty.NAT
        if out and out[-1][0] == ty:
            out[-1][1].append(b.name)
        else:
            out.append((ty, [b.name]))
    return out


def _quant_head(kind: str, binders: tuple[Binder, ...]) -> str:
    groups = _groups(binders)
    parts = []
    if kind == "∀":
        for ty, names in groups:
            if len(names) == 1:
                parts.append(f"every {_TY_SING[ty]} {names[0]}")
            else:
                parts.append(f"all {_TY_PLUR[ty]} {_names(names)}")
        head = "for " + " and ".join(parts)
        return head
    total = len(binders)
    for ty, names in groups:
        if len(names) == 1:
            parts.append(f"{_ARTICLE[ty]} {_TY_SING[ty]} {names[0]}")
        else:
            parts.append(f"{_TY_PLUR[ty]} {_names(names)}")
    verb = "there exists" if total == 1 else "there exist"
    return f"{verb} {' and '.join(parts)}"


def _atom(e: Expr, negated: bool) -> str | None:
    """An atomic proposition, with its verb negated if asked (None: not atomic)."""
    match e:
        case Rel(op, lhs, rhs):
            if negated:
                if op == "≠":
                    return None
                return f"{term(lhs)} {_NEG_REL[op]} {term(rhs)}"
            return f"{term(lhs)} {_REL[op]} {term(rhs)}"
        case App(fn, (arg,), _) if fn in _PRED:
            return f"{term(arg)} is {'not ' if negated else ''}{_PRED[fn]}"
        case Var(n):
            return f"{n} does not hold" if negated else f"{n} holds"
        case BoolLit(v):
            word = "true" if v else "false"
            return f"it is not the case that {word}" if negated else word
        case Ascribe(x, Ty.PROP):
            return _atom(x, negated)
    return None


def prop(e: Expr, ctx: str = "top") -> str:
    """`e` as a clause. `ctx` is where it sits: 'top', 'and', 'or', 'if' (antecedent), 'then'
    (consequent), 'iff', 'not' (under a negation)."""
    atom = _atom(e, False)
    if atom is not None:
        return atom
    match e:
        case Not(a):
            neg = _atom(a, True)
            if neg is not None:
                return neg
            return "it is not the case that " + prop(a, "not")
        case Quant(kind, binders, body):
            head = _quant_head(kind, binders)
            if kind == "∃":
                return f"{head} such that {prop(body, 'then')}"
            return f"{head}, {prop(body, 'then')}"
        case Conn("∧", lhs, rhs):
            s = f"{prop(lhs, 'and')} and {prop(rhs, 'and_r')}"
            return f"both {s}" if ctx in ("or", "or_r", "and", "not", "iff") else s
        case Conn("∨", lhs, rhs):
            s = f"{prop(lhs, 'or')} or {prop(rhs, 'or_r')}"
            return f"either {s}" if ctx in ("and", "and_r", "or", "not", "iff", "if") else s
        case Conn("→", lhs, rhs):
            if ctx in ("top", "then", "and_r", "or_r"):
                return f"if {prop(lhs, 'if')} then {prop(rhs, 'then')}"
            return f"{prop(lhs, 'imp')} implies {prop(rhs, 'imp_r')}"
        case Conn("↔", lhs, rhs):
            s = f"{prop(lhs, 'iff')} if and only if {prop(rhs, 'iff')}"
            return s if ctx in ("top", "then") else f"({s})"
    raise TypeError(f"not a proposition: {e!r}")


def render(e: Expr) -> str:
    """One English sentence for the statement `e` (capitalized, with a final period)."""
    s = prop(e)
    return s[:1].upper() + s[1:] + "."


__all__ = ["prop", "render", "term"]

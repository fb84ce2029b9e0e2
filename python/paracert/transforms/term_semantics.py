"""Evaluate a statement AST on an assignment of its free variables, with Lean 4 core semantics.

Arithmetic follows Lean exactly:

* `Nat`: `a - b` truncates at 0; `a / 0 = 0`; `a % 0 = a` (not 0: `Nat.mod_zero`).
* `Int`: `/` and `%` are `Int.ediv`/`Int.emod` (the `Div`/`Mod` instances), so `-7 / 2 = -4` and
  `-7 % 2 = 1`; `a / 0 = 0`, `a % 0 = a`. `x ^ n` needs a `Nat` exponent.
* `a ∣ b` is `∃ c, b = a * c`: `0 ∣ 0` holds, `0 ∣ n` fails for `n ≠ 0`.
* Which of `Nat`/`Int` an arithmetic tree is computed in follows the elaborator (`ast.tree_type`):
  `(a - b : Int)` with `a b : Nat` is an `Int` subtraction.
* `Nat.Prime`, `Even`, `Odd`, `Nat.gcd`, `Nat.lcm`, `Int.gcd`, `Int.natAbs`, `Int.toNat`, `min`, `max`,
  `Nat.succ`, `Nat.pred` by their meaning (the Prelude's definitions agree with Mathlib's).

Quantifiers cannot be evaluated over all of ℕ or ℤ. A quantifier is evaluated *exactly* when its
variable ranges over a finite set that a guard makes explicit (`∀ m, m < p → …`, `∃ k, k ≤ n ∧ …`,
or both bounds for an `Int`, or a `Prop` variable); otherwise over a bounded range only (`Nat`
0..bound, `Int` -bound..bound), and then only a witness is conclusive: a bounded `∀` that finds a
falsifying value is `False`, a bounded `∃` that finds a value is `True`, and anything else is
*unknown* (`None`). The connectives are Kleene's three-valued ones. So every `True`/`False` this
module returns is the statement's real truth value (for the given assignment), and `None` means "not
decided". The evaluator is only used to *find* counterexamples; each one is then proved in Lean.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

from paracert.errors import InputError
from paracert.transforms.ast import (
    App,
    Ascribe,
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
    dvd_types,
    free_vars,
    tree_type,
)

Value = int | bool
Truth = bool | None  # None: not decided within the bounds


class EvalError(InputError):
    """The expression cannot be evaluated here: ill-typed, unbound variable, values too large, or
    the step budget is exhausted."""


# --------------------------------------------------------------------------------------------------
# Lean's integer operations


def nat_sub(a: int, b: int) -> int:
    return a - b if a >= b else 0


def nat_div(a: int, b: int) -> int:
    return a // b if b else 0


def nat_mod(a: int, b: int) -> int:
    return a % b if b else a


def int_ediv(a: int, b: int) -> int:
    """`Int.ediv`: the quotient with a non-negative remainder; `a / 0 = 0`."""
    if b == 0:
        return 0
    q = a // abs(b)  # floor division by |b| keeps the remainder in [0, |b|)
    return q if b > 0 else -q


def int_emod(a: int, b: int) -> int:
    """`Int.emod`: always in `[0, |b|)` for `b ≠ 0`; `a % 0 = a`."""
    if b == 0:
        return a
    return a % abs(b)


def dvd(a: int, b: int) -> bool:
    """`a ∣ b` over Nat or Int: `∃ c, b = a * c`."""
    return b == 0 if a == 0 else b % a == 0


def is_prime(n: int) -> bool:
    if n < 2:
        return False
    if n < 4:
        return True
    if n % 2 == 0:
        return False
    if n < 10**10:
        k = 3
        while k * k <= n:
            if n % k == 0:
                return False
            k += 2
        return True
    import sympy

    return bool(sympy.isprime(n))


def lcm(a: int, b: int) -> int:
    a, b = abs(a), abs(b)
    return 0 if a == 0 or b == 0 else a * b // math.gcd(a, b)


# --------------------------------------------------------------------------------------------------
# Evaluator


@dataclass
class EvalConfig:
    bound: int = 10  # range of a quantifier without an explicit finite guard
    exact_limit: int = 5000  # largest guarded range enumerated exactly
    max_steps: int = 200_000  # quantifier iterations per `evaluate` call
    max_bits: int = 4096  # largest intermediate value


class Evaluator:
    def __init__(self, config: EvalConfig | None = None):
        self.config = config or EvalConfig()
        self.steps = 0

    # -- propositions --------------------------------------------------------------------------------
    def prop(self, e: Expr, types: dict[str, Ty], values: dict[str, Value]) -> Truth:
        match e:
            case BoolLit(v):
                return v
            case Var(n):
                if types.get(n) is not Ty.PROP:
                    raise EvalError(f"'{n}' is not a proposition")
                return bool(values[n])
            case Not(a):
                t = self.prop(a, types, values)
                return None if t is None else not t
            case Conn(op, lhs, rhs):
                return self.conn(op, lhs, rhs, types, values)
            case Rel(op, lhs, rhs):
                try:
                    if op == "∣":
                        ty = dvd_types(lhs, rhs, types)
                        return dvd(self.term(lhs, ty, types, values), self.term(rhs, ty, types, values))
                    ty = tree_type(rhs, tree_type(lhs, None, types), types) or Ty.NAT
                except TypeMismatch as exc:
                    raise EvalError(str(exc)) from exc
                if ty is Ty.PROP:
                    raise EvalError("relations between propositions are not supported")
                left = self.arith(lhs, ty, types, values)
                right = self.arith(rhs, ty, types, values)
                return {
                    "=": left == right,
                    "≠": left != right,
                    "<": left < right,
                    "≤": left <= right,
                    ">": left > right,
                    "≥": left >= right,
                }[op]
            case App(fn, (arg,), _) if fn in ("Nat.Prime", "Even", "Odd"):
                if fn == "Nat.Prime":
                    return is_prime(self.term(arg, Ty.NAT, types, values))
                num = self.term(arg, None, types, values)
                return num % 2 == 0 if fn == "Even" else num % 2 == 1
            case Ascribe(x, Ty.PROP):
                return self.prop(x, types, values)
            case Quant():
                return self.quant(e, types, values)
        raise EvalError(f"not a proposition: {type(e).__name__}")

    def conn(self, op: str, lhs: Expr, rhs: Expr, types: dict[str, Ty], values: dict[str, Value]) -> Truth:
        a = self.prop(lhs, types, values)
        if op == "∧" and a is False:
            return False
        if op == "∨" and a is True:
            return True
        if op == "→" and a is False:
            return True
        b = self.prop(rhs, types, values)
        if op == "∧":
            return False if b is False else (True if a and b else None)
        if op == "∨":
            return True if b is True else (False if a is False and b is False else None)
        if op == "→":
            return True if b is True else (False if a is True and b is False else None)
        return None if a is None or b is None else a == b  # ↔

    def quant(self, q: Quant, types: dict[str, Ty], values: dict[str, Value]) -> Truth:
        b, rest = q.binders[0], q.binders[1:]
        body = Quant(q.kind, rest, q.body) if rest else q.body
        assert b.ty is not None
        domain, exact = self.domain(b.name, b.ty, q, types, values)
        t2 = {**types, b.name: b.ty}
        undecided = False
        for v in domain:
            self.steps += 1
            if self.steps > self.config.max_steps:
                raise EvalError("evaluation step budget exhausted")
            r = self.prop(body, t2, {**values, b.name: v})
            if q.kind == "∀" and r is False:
                return False
            if q.kind == "∃" and r is True:
                return True
            undecided = undecided or r is None
        if exact and not undecided:
            return q.kind == "∀"
        return None

    def domain(
        self, name: str, ty: Ty, q: Quant, types: dict[str, Ty], values: dict[str, Value]
    ) -> tuple[Iterable[Value], bool]:
        if ty is Ty.PROP:
            return [False, True], True
        lo, hi = self.guard_bounds(name, ty, q, types, values)
        if ty is Ty.NAT:
            lo = 0 if lo is None else max(lo, 0)
        if lo is not None and hi is not None:
            if hi < lo:
                return [], True
            if hi - lo + 1 <= self.config.exact_limit:
                return range(lo, hi + 1), True
        n = self.config.bound
        if ty is Ty.NAT:
            return range(lo or 0, (lo or 0) + n + 1), False
        return _int_range(n), False

    def guard_bounds(
        self, name: str, ty: Ty, q: Quant, types: dict[str, Ty], values: dict[str, Value]
    ) -> tuple[int | None, int | None]:
        """Bounds on `name` from guards: the antecedents of a `∀` (`∀ x y, x < n → …`) or the
        conjuncts of an `∃` body (`∃ k, k ≤ n ∧ …`) whose other side is already evaluable."""
        inner: Expr = q.body
        later = {b.name for b in q.binders[1:]}
        while isinstance(inner, Quant) and inner.kind == q.kind:
            later |= {b.name for b in inner.binders}
            inner = inner.body
        guards: list[Expr] = []
        if q.kind == "∀":
            while isinstance(inner, Conn) and inner.op == "→":
                guards.extend(_conjuncts(inner.lhs))
                inner = inner.rhs
        else:
            guards.extend(_conjuncts(inner))
        lo: int | None = None
        hi: int | None = None
        for g in guards:
            if not isinstance(g, Rel) or g.op not in ("<", "≤", ">", "≥"):
                continue
            op, lhs, rhs = g.op, g.lhs, g.rhs
            if isinstance(rhs, Var) and rhs.name == name:  # `e < x` is `x > e`
                op, lhs, rhs = {"<": ">", "≤": "≥", ">": "<", "≥": "≤"}[op], rhs, lhs
            if not (isinstance(lhs, Var) and lhs.name == name):
                continue
            fv = free_vars(rhs)
            if name in fv or fv & later or not fv <= values.keys():
                continue
            try:  # the relation is computed in the join of both sides' types
                v = self.arith(rhs, tree_type(rhs, ty, types) or Ty.NAT, types, values)
            except (EvalError, TypeMismatch):
                continue
            if op == "<":
                hi = v - 1 if hi is None else min(hi, v - 1)
            elif op == "≤":
                hi = v if hi is None else min(hi, v)
            elif op == ">":
                lo = v + 1 if lo is None else max(lo, v + 1)
            else:
                lo = v if lo is None else max(lo, v)
        return lo, hi

    # -- terms ---------------------------------------------------------------------------------------
    def term(self, e: Expr, expected: Ty | None, types: dict[str, Ty], values: dict[str, Value]) -> int:
        """Value of the arithmetic tree rooted at `e`, elaborated against `expected`."""
        try:
            ty = tree_type(e, expected, types) or Ty.NAT
        except TypeMismatch as exc:
            raise EvalError(str(exc)) from exc
        if ty is Ty.PROP:
            raise EvalError("a proposition is used as a number")
        return self.arith(e, ty, types, values)

    def arith(self, e: Expr, ty: Ty, types: dict[str, Ty], values: dict[str, Value]) -> int:
        nat = ty is Ty.NAT
        match e:
            case BinOp("^", base, ex):
                b = self.arith(base, ty, types, values)
                try:
                    ety = tree_type(ex, None, types)
                except TypeMismatch as exc:
                    raise EvalError(str(exc)) from exc
                if ety is Ty.INT:
                    raise EvalError("exponent of type Int (core Lean has no `Int ^ Int`)")
                n = self.arith(ex, Ty.NAT, types, values)
                if abs(b) > 1 and n * abs(b).bit_length() > self.config.max_bits:
                    raise EvalError("value too large")
                return b**n
            case BinOp(op, lhs, rhs):
                a = self.arith(lhs, ty, types, values)
                b = self.arith(rhs, ty, types, values)
                if op == "+":
                    r = a + b
                elif op == "-":
                    r = nat_sub(a, b) if nat else a - b
                elif op == "*":
                    r = a * b
                elif op == "/":
                    r = nat_div(a, b) if nat else int_ediv(a, b)
                else:
                    r = nat_mod(a, b) if nat else int_emod(a, b)
                if r.bit_length() > self.config.max_bits:
                    raise EvalError("value too large")
                return r
            case Neg(a):
                if nat:
                    raise EvalError("negation of a Nat (core Lean has no `Neg Nat`)")
                return -self.arith(a, ty, types, values)
            case Num(v):
                return v
            case Var(n):
                if n not in values:
                    raise EvalError(f"unbound variable '{n}'")
                v = values[n]
                if types.get(n) is Ty.PROP or isinstance(v, bool):
                    raise EvalError(f"'{n}' is a proposition, not a number")
                if nat and types.get(n) is Ty.INT:
                    raise EvalError(f"'{n} : Int' used where a Nat is expected")
                return v
            case Ascribe(x, aty):
                if nat and aty is Ty.INT:
                    raise EvalError("an Int used where a Nat is expected")
                return self.term(x, aty, types, values)
            case Coe(x):
                v = self.term(x, None, types, values)
                if nat and v < 0:
                    raise EvalError("no coercion from Int to Nat")
                return v
            case App(fn, args, _):
                return self.app(fn, args, ty, types, values)
        raise EvalError(f"not a number: {type(e).__name__}")

    def app(self, fn: str, args: tuple[Expr, ...], ty: Ty, types: dict[str, Ty], values: dict[str, Value]) -> int:
        if fn in ("min", "max"):
            try:
                pty = tree_type(args[0], None, types)
                pty = tree_type(args[1], pty, types) or Ty.NAT
            except TypeMismatch as exc:
                raise EvalError(str(exc)) from exc
            a, b = (self.arith(x, pty, types, values) for x in args)
            return min(a, b) if fn == "min" else max(a, b)
        if fn.startswith("Nat."):
            vals = [self.term(x, Ty.NAT, types, values) for x in args]
        else:
            vals = [self.term(x, Ty.INT, types, values) for x in args]
        match fn:
            case "Nat.gcd" | "Int.gcd":
                return math.gcd(vals[0], vals[1])
            case "Nat.lcm" | "Int.lcm":
                return lcm(vals[0], vals[1])
            case "Nat.succ":
                return vals[0] + 1
            case "Nat.pred":
                return nat_sub(vals[0], 1)
            case "Int.natAbs":
                return abs(vals[0])
            case "Int.toNat":
                return max(vals[0], 0)
        raise EvalError(f"cannot evaluate '{fn}' as a number")


def _conjuncts(e: Expr) -> list[Expr]:
    if isinstance(e, Conn) and e.op == "∧":
        return _conjuncts(e.lhs) + _conjuncts(e.rhs)
    return [e]


def _int_range(n: int) -> Iterator[int]:
    """0, 1, -1, 2, -2, ..., n, -n: smallest absolute values first."""
    yield 0
    for k in range(1, n + 1):
        yield k
        yield -k


# --------------------------------------------------------------------------------------------------
# Public API


def evaluate(
    e: Expr,
    values: Mapping[str, Value] | None = None,
    types: Mapping[str, Ty] | None = None,
    *,
    config: EvalConfig | None = None,
) -> Truth:
    """Truth value of proposition `e` with its free variables set to `values` (typed by `types`).

    Returns True/False when decided (exactly), None when a quantifier could not be decided within
    the bounds. Raises `EvalError` when `e` cannot be evaluated at all.
    """
    values = dict(values or {})
    types = dict(types or {})
    for n, v in values.items():
        types.setdefault(n, Ty.PROP if isinstance(v, bool) else Ty.NAT)
    return Evaluator(config).prop(e, types, values)


def evaluate_term(
    e: Expr,
    values: Mapping[str, Value] | None = None,
    types: Mapping[str, Ty] | None = None,
    expected: Ty | None = None,
) -> int:
    """Value of an arithmetic term (its type decided as Lean's elaborator would, against `expected`)."""
    values = dict(values or {})
    types = dict(types or {})
    for n, v in values.items():
        types.setdefault(n, Ty.PROP if isinstance(v, bool) else Ty.NAT)
    return Evaluator().term(e, expected, types, values)

"""definitional_unpack: replace a defined notion by its definition (lean/Paracert/Prelude.lean and
core Lean; the lemmas of Rules.lean state them, each proved by `Iff.rfl`):

* `dvd_unpack`   `a ∣ b`       → `∃ c, b = a * c`                     (`nat_dvd_def`, `int_dvd_def`)
* `prime_unpack` `Nat.Prime p` → `2 ≤ p ∧ ∀ m, m < p → m ∣ p → m = 1`  (`prime_def`)
* `even_unpack`  `Even n`      → `∃ r, n = r + r`                     (`even_def`)
* `odd_unpack`   `Odd n`       → `∃ m, n = 2 * m + 1`                 (`odd_def`)

Expected branch `paracert_unpack`; since each unpacked form is the definition's body,
`paracert_iff_rfl` (tried first) proves them too. `Even`/`Odd` over Int have no rule lemma
(`even_def`/`odd_def` are stated for Nat), so those expect `paracert_iff_rfl` directly.
The new bound variable gets a name used nowhere in the statement (no capture), and the type the
notion is elaborated in (Nat or Int, as Lean decides it).
"""

from __future__ import annotations

from paracert.statements.tactics import IFF_RFL, UNPACK
from paracert.transforms.ast import App, Binder, BinOp, Conn, Expr, Num, Quant, Rel, Ty, TypeMismatch, Var, dvd_types
from paracert.transforms.rules._base import RULE_DEFAULT, Candidate, Rule, Scope, fresh, lemma, sites_rule, term_type

_TY = {Ty.NAT: "nat", Ty.INT: "int"}


def dvd_type(e: Rel, scope: Scope) -> Ty | None:
    try:
        t = dvd_types(e.lhs, e.rhs, dict(scope.types))
    except TypeMismatch:
        return None
    return t if t in _TY else None


def _dvd(e: Expr, scope: Scope) -> Candidate | None:
    if not (isinstance(e, Rel) and e.op == "∣"):
        return None
    t = dvd_type(e, scope)
    if t is None:
        return None
    c = fresh("c", scope.names)
    body = Rel("=", e.rhs, BinOp("*", e.lhs, Var(c)))
    return Candidate(Quant("∃", (Binder(c, t),), body), (lemma(f"{_TY[t]}_dvd_def"),))


def _prime(e: Expr, scope: Scope) -> Candidate | None:
    if not (isinstance(e, App) and e.fn == "Nat.Prime"):
        return None
    p = e.args[0]
    m = fresh("m", scope.names)
    mv = Var(m)
    no_divisor = Quant("∀", (Binder(m, Ty.NAT),), Conn("→", Rel("<", mv, p), Conn("→", Rel("∣", mv, p),
                                                                                   Rel("=", mv, Num(1)))))
    return Candidate(Conn("∧", Rel("≤", Num(2), p), no_divisor), (lemma("prime_def"),))


def _parity(fn: str, base: str, make_rhs):
    def rewrite(e: Expr, scope: Scope) -> Candidate | None:
        if not (isinstance(e, App) and e.fn == fn):
            return None
        n = e.args[0]
        t = term_type(n, scope.types)
        if t not in _TY:
            return None
        v = fresh(base, scope.names)
        body = Rel("=", n, make_rhs(Var(v)))
        expr = Quant("∃", (Binder(v, t),), body)
        if t is Ty.NAT:
            return Candidate(expr, (lemma(f"{fn.lower()}_def"),), RULE_DEFAULT)
        return Candidate(expr, (), IFF_RFL, note=f"no Rules lemma unfolds {fn} over Int; definitional (Iff.rfl)")

    return rewrite


F = "definitional_unpack"
RULES_ = [
    Rule("dvd_unpack", F, sites_rule(_dvd), UNPACK, doc="a ∣ b → ∃ c, b = a * c"),
    Rule("prime_unpack", F, sites_rule(_prime), UNPACK, doc="Nat.Prime p → 2 ≤ p ∧ ∀ m, m < p → m ∣ p → m = 1"),
    Rule("even_unpack", F, sites_rule(_parity("Even", "r", lambda r: BinOp("+", r, r))), UNPACK,
         doc="Even n → ∃ r, n = r + r"),
    Rule("odd_unpack", F, sites_rule(_parity("Odd", "m", lambda m: BinOp("+", BinOp("*", Num(2), m), Num(1)))),
         UNPACK, doc="Odd n → ∃ m, n = 2 * m + 1"),
]

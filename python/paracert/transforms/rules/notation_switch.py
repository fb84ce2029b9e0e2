"""notation_switch: the same notion in another notation.

* `ne_to_not_eq` `a ≠ b` → `¬ a = b`, `not_eq_to_ne` back (`Rules.ne_iff_not_eq`, `Iff.rfl`;
  `paracert_iff_rfl`).
* `dvd_to_exists` `a ∣ b` → `∃ k, a * k = b` (the textbook spelling: `nat_dvd_def`/`int_dvd_def`
  plus `eq_comm`; `paracert_unpack`); `exists_to_dvd` `∃ k, b = a * k` or `∃ k, a * k = b` → `a ∣ b`
  when `k` occurs in neither `a` nor `b` and has the type the divisibility is elaborated in.
* `even_to_mod` `Even n` → `n % 2 = 0`, `odd_to_mod` `Odd n` → `n % 2 = 1`, and back (`mod_to_even`,
  `mod_to_odd`), over Nat (`Rules.nat_even_iff_mod`, `nat_odd_iff_mod`; `paracert_notation`, the
  branch that has these two lemmas without `even_def`/`odd_def`).
"""

from __future__ import annotations

from paracert.statements.tactics import IFF_RFL, NOTATION, UNPACK
from paracert.transforms.ast import App, Binder, BinOp, Expr, Not, Num, Quant, Rel, Ty, Var, free_vars
from paracert.transforms.rules._base import Candidate, Rule, Scope, fresh, lemma, sites_rule, term_type
from paracert.transforms.rules.definitional_unpack import dvd_type

_TY = {Ty.NAT: "nat", Ty.INT: "int"}


def _ne_to_not_eq(e: Expr, scope: Scope) -> Candidate | None:
    if isinstance(e, Rel) and e.op == "≠":
        return Candidate(Not(Rel("=", e.lhs, e.rhs)), (lemma("ne_iff_not_eq"),))
    return None


def _not_eq_to_ne(e: Expr, scope: Scope) -> Candidate | None:
    if isinstance(e, Not) and isinstance(e.arg, Rel) and e.arg.op == "=":
        return Candidate(Rel("≠", e.arg.lhs, e.arg.rhs), (lemma("ne_iff_not_eq"),))
    return None


def _dvd_to_exists(e: Expr, scope: Scope) -> Candidate | None:
    if not (isinstance(e, Rel) and e.op == "∣"):
        return None
    t = dvd_type(e, scope)
    if t is None:
        return None
    k = fresh("k", scope.names)
    body = Rel("=", BinOp("*", e.lhs, Var(k)), e.rhs)
    return Candidate(Quant("∃", (Binder(k, t),), body), (lemma(f"{_TY[t]}_dvd_def"), lemma("eq_comm")))


def _exists_to_dvd(e: Expr, scope: Scope) -> Candidate | None:
    if not (isinstance(e, Quant) and e.kind == "∃" and len(e.binders) == 1 and isinstance(e.body, Rel)):
        return None
    k = e.binders[0]
    eq = e.body
    if eq.op != "=":
        return None
    # b = a * k  or  a * k = b
    for b, prod, flipped in ((eq.lhs, eq.rhs, False), (eq.rhs, eq.lhs, True)):
        if isinstance(prod, BinOp) and prod.op == "*" and prod.rhs == Var(k.name):
            a = prod.lhs
            if k.name in free_vars(a) | free_vars(b):
                continue
            dvd = Rel("∣", a, b)
            ty = dvd_type(dvd, scope)
            if ty is None or ty is not k.ty:
                continue
            rules = (lemma(f"{_TY[ty]}_dvd_def"),) + ((lemma("eq_comm"),) if flipped else ())
            return Candidate(dvd, rules)
    return None


def _parity_to_mod(fn: str, rem: int):
    def rewrite(e: Expr, scope: Scope) -> Candidate | None:
        if isinstance(e, App) and e.fn == fn and term_type(e.args[0], scope.types) is Ty.NAT:
            return Candidate(Rel("=", BinOp("%", e.args[0], Num(2)), Num(rem)),
                             (lemma(f"nat_{fn.lower()}_iff_mod"),), NOTATION)
        return None

    return rewrite


def _mod_to_parity(fn: str, rem: int):
    def rewrite(e: Expr, scope: Scope) -> Candidate | None:
        if not (isinstance(e, Rel) and e.op == "=" and e.rhs == Num(rem)):
            return None
        m = e.lhs
        if not (isinstance(m, BinOp) and m.op == "%" and m.rhs == Num(2)):
            return None
        if term_type(m.lhs, scope.types) is not Ty.NAT:
            return None
        return Candidate(App(fn, (m.lhs,)), (lemma(f"nat_{fn.lower()}_iff_mod"),), NOTATION)

    return rewrite


F = "notation_switch"
RULES_ = [
    Rule("ne_to_not_eq", F, sites_rule(_ne_to_not_eq), IFF_RFL, doc="a ≠ b → ¬ a = b"),
    Rule("not_eq_to_ne", F, sites_rule(_not_eq_to_ne), IFF_RFL, doc="¬ a = b → a ≠ b"),
    Rule("dvd_to_exists", F, sites_rule(_dvd_to_exists), UNPACK, doc="a ∣ b → ∃ k, a * k = b"),
    Rule("exists_to_dvd", F, sites_rule(_exists_to_dvd), UNPACK, doc="∃ k, b = a * k → a ∣ b"),
    Rule("even_to_mod", F, sites_rule(_parity_to_mod("Even", 0)), NOTATION, doc="Even n → n % 2 = 0 (Nat)"),
    Rule("odd_to_mod", F, sites_rule(_parity_to_mod("Odd", 1)), NOTATION, doc="Odd n → n % 2 = 1 (Nat)"),
    Rule("mod_to_even", F, sites_rule(_mod_to_parity("Even", 0)), NOTATION, doc="n % 2 = 0 → Even n (Nat)"),
    Rule("mod_to_odd", F, sites_rule(_mod_to_parity("Odd", 1)), NOTATION, doc="n % 2 = 1 → Odd n (Nat)"),
]

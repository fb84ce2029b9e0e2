"""comparison_order: the same comparison written the other way round.

* `ge_to_le` `a ≥ b` → `b ≤ a`, `gt_to_lt` `a > b` → `b < a`, and back (`le_to_ge`, `lt_to_gt`):
  `≥`/`>` are notation for the flipped `≤`/`<` (`Rules.ge_iff_le`, `gt_iff_lt` are `Iff.rfl`), so
  `paracert_iff_rfl` proves them on any type.
* `not_lt` `¬ (a < b)` → `b ≤ a`, `not_le` `¬ (a ≤ b)` → `b < a` (also from `¬ (a > b)`,
  `¬ (a ≥ b)`), and back (`le_to_not_lt`, `lt_to_not_le`): true only in a linear order, so the rule
  fires only when the relation is elaborated in Nat or Int (`Rules.nat_not_lt`, `int_not_lt`, ...;
  `paracert_rules`). Never on Prop or an undetermined type.
"""

from __future__ import annotations

from paracert.statements.tactics import IFF_RFL, RULES
from paracert.transforms.ast import Expr, Not, Rel, Ty
from paracert.transforms.rules._base import Candidate, Rule, Scope, lemma, order_type, sites_rule

_FLIP = {"≥": "≤", "≤": "≥", ">": "<", "<": ">"}
_NOTATION_LEMMA = {"≥": "ge_iff_le", ">": "gt_iff_lt", "≤": "ge_iff_le", "<": "gt_iff_lt"}


def _flip(op: str):
    def rewrite(e: Expr, scope: Scope) -> Candidate | None:
        if isinstance(e, Rel) and e.op == op:
            return Candidate(Rel(_FLIP[op], e.rhs, e.lhs), (lemma(_NOTATION_LEMMA[op]),))
        return None

    return rewrite


LINEAR = {Ty.NAT: "nat", Ty.INT: "int"}


def linear_type(e: Rel, scope: Scope) -> Ty | None:
    """The relation's type if it is a linear order paracert has rules for (Nat, Int), else None."""
    t = order_type(e.lhs, e.rhs, scope.types)
    return t if t in LINEAR else None


def _not_lt(e: Expr, scope: Scope) -> Candidate | None:
    # ¬ (a < b) ↔ b ≤ a ;  ¬ (a > b) = ¬ (b < a) ↔ a ≤ b
    if not (isinstance(e, Not) and isinstance(e.arg, Rel) and e.arg.op in ("<", ">")):
        return None
    r = e.arg
    t = linear_type(r, scope)
    if t is None:
        return None
    small, big = (r.lhs, r.rhs) if r.op == "<" else (r.rhs, r.lhs)  # ¬ (small < big)
    used = [lemma(f"{LINEAR[t]}_not_lt")] + ([lemma("gt_iff_lt")] if r.op == ">" else [])
    return Candidate(Rel("≤", big, small), tuple(used))


def _not_le(e: Expr, scope: Scope) -> Candidate | None:
    # ¬ (a ≤ b) ↔ b < a ;  ¬ (a ≥ b) = ¬ (b ≤ a) ↔ a < b
    if not (isinstance(e, Not) and isinstance(e.arg, Rel) and e.arg.op in ("≤", "≥")):
        return None
    r = e.arg
    t = linear_type(r, scope)
    if t is None:
        return None
    small, big = (r.lhs, r.rhs) if r.op == "≤" else (r.rhs, r.lhs)  # ¬ (small ≤ big)
    used = [lemma(f"{LINEAR[t]}_not_le")] + ([lemma("ge_iff_le")] if r.op == "≥" else [])
    return Candidate(Rel("<", big, small), tuple(used))


def _le_to_not_lt(e: Expr, scope: Scope) -> Candidate | None:
    # b ≤ a (or a ≥ b)  →  ¬ (a < b)
    if isinstance(scope.parent, Not):  # ¬ (b ≤ a) → ¬ ¬ (a < b) is double negation's business
        return None
    if not (isinstance(e, Rel) and e.op in ("≤", "≥")):
        return None
    t = linear_type(e, scope)
    if t is None:
        return None
    b, a = (e.lhs, e.rhs) if e.op == "≤" else (e.rhs, e.lhs)
    return Candidate(Not(Rel("<", a, b)), (lemma(f"{LINEAR[t]}_not_lt"),))


def _lt_to_not_le(e: Expr, scope: Scope) -> Candidate | None:
    # b < a (or a > b)  →  ¬ (a ≤ b)
    if isinstance(scope.parent, Not):  # ¬ (b ≤ a) → ¬ ¬ (a < b) is double negation's business
        return None
    if not (isinstance(e, Rel) and e.op in ("<", ">")):
        return None
    t = linear_type(e, scope)
    if t is None:
        return None
    b, a = (e.lhs, e.rhs) if e.op == "<" else (e.rhs, e.lhs)
    return Candidate(Not(Rel("≤", a, b)), (lemma(f"{LINEAR[t]}_not_le"),))


F = "comparison_order"
RULES_ = [
    Rule("ge_to_le", F, sites_rule(_flip("≥")), IFF_RFL, doc="a ≥ b → b ≤ a"),
    Rule("gt_to_lt", F, sites_rule(_flip(">")), IFF_RFL, doc="a > b → b < a"),
    Rule("le_to_ge", F, sites_rule(_flip("≤")), IFF_RFL, doc="a ≤ b → b ≥ a"),
    Rule("lt_to_gt", F, sites_rule(_flip("<")), IFF_RFL, doc="a < b → b > a"),
    Rule("not_lt", F, sites_rule(_not_lt), RULES, doc="¬ (a < b) → b ≤ a (Nat/Int only)"),
    Rule("not_le", F, sites_rule(_not_le), RULES, doc="¬ (a ≤ b) → b < a (Nat/Int only)"),
    Rule("le_to_not_lt", F, sites_rule(_le_to_not_lt), RULES, doc="b ≤ a → ¬ (a < b) (Nat/Int only)"),
    Rule("lt_to_not_le", F, sites_rule(_lt_to_not_le), RULES, doc="b < a → ¬ (a ≤ b) (Nat/Int only)"),
]

"""The Lean side of a counterexample: the statement's instance at a point and the tactic scripts
proving `¬ (statement)` from it, cheapest first (Lean checks them; nothing here is trusted)."""

from __future__ import annotations

from paracert.certify.counterexample.points import Telescope
from paracert.transforms.ast import (
    App,
    Ascribe,
    Binder,
    BinderInfo,
    BoolLit,
    Expr,
    Neg,
    Num,
    Quant,
    Ty,
    substitute,
    walk,
)
from paracert.transforms.term_semantics import Value


def _literal_expr(v: Value, ty: Ty) -> Expr:
    if ty is Ty.PROP:
        return BoolLit(bool(v))
    num: Expr = Num(abs(int(v))) if int(v) >= 0 else Neg(Num(-int(v)))
    return Ascribe(num, Ty.INT) if ty is Ty.INT else num


def _literal_arg(v: Value, ty: Ty) -> str:
    if ty is Ty.PROP:
        return "True" if v else "False"
    return str(v) if int(v) >= 0 else f"({v})"


def instance_at(tele: Telescope, values: dict[str, Value], e: Expr | None = None) -> Expr:
    """`e` (default: the body) with the outer variables replaced by their values."""
    subst = {b.name: _literal_expr(values[b.name], b.ty) for b in tele.binders if b.ty is not None}
    return substitute(tele.body if e is None else e, subst)


def _uses(e: Expr, fns: set[str]) -> bool:
    return any(isinstance(n, App) and n.fn in fns for n in walk(e))


def _has_inner_quantifier(e: Expr) -> bool:
    return any(isinstance(n, Quant) for n in walk(e))


def tactic_scripts(tele: Telescope, values: dict[str, Value]) -> list[str]:
    """Candidate proofs of `¬ (B)` from a point where B fails, cheapest first."""
    whole = tele.rest() if tele.items else tele.body
    even_odd = _uses(whole, {"Even", "Odd"})
    if not tele.items:  # a closed statement without outer ∀
        out = ["decide", "simp +decide", "omega", "intro h; simp at h"]
        if even_odd:
            out.append("simp only [Nat.even_iff_mod, Nat.odd_iff_mod]; decide")
        return out
    explicit = all(b.info is BinderInfo.DEFAULT for b in tele.binders)
    head = "h" if explicit else "@h"

    def app(hyp_proof: str) -> str:
        args = []
        for it in tele.items:
            if isinstance(it, Binder):
                assert it.ty is not None
                args.append(_literal_arg(values[it.name], it.ty))
            else:
                args.append(f"(by {hyp_proof})")
        return " ".join([head, *args])

    out = [
        f"intro h; exact absurd ({app('decide')}) (by decide)",
        f"intro h; have h' := {app('omega')}; omega",
        f"intro h; have h' := {app('decide')}; simp at h'",
        f"intro h; have h' := {app('decide')}; simp +decide at h'",
    ]
    if even_odd:
        lemmas = "simp only [Nat.even_iff_mod, Nat.odd_iff_mod]"
        out.append(f"intro h; have h' := {app(lemmas + '; decide')}; {lemmas} at h'; revert h'; decide")
        out.append(f"intro h; have h' := {app(lemmas + '; decide')}; {lemmas} at h'; omega")
    if _has_inner_quantifier(tele.body):
        out.append(f"intro h; have h' := {app('decide')}; simp at h'; omega")
    return out

"""T1 transformations: deterministic, guarded rewrites of a statement AST, one module per family.

    apply_rule("not_lt", expr)            -> list[Transformed]   (one per place the rule applies)
    all_variants(expr, families=None)     -> list[Transformed]   (every rule of the families)

Each `Transformed` carries the family, the rule, the printed variant (`lean`), the branch of
lean/Paracert/Tactics.lean expected to prove `(canonical) ↔ (variant)` (see `_base.py` for what
"expected" means), tier T1, its English rendering (`transforms.nl`) and whether the equivalence is
classical. Every variant is printed and re-parsed: if the text does not parse back to the variant,
that is a bug and `VariantError` is raised. Variants equal to the input (up to field notation) and
duplicates (same printed text) are dropped.

Families (module docstrings give the exact rewrites and guards):

| family | rules | expected branch |
|---|---|---|
| comparison_order | ge_to_le, gt_to_lt, le_to_ge, lt_to_gt | paracert_iff_rfl |
|                  | not_lt, not_le, le_to_not_lt, lt_to_not_le (Nat/Int only) | paracert_rules |
| equality_symmetry | eq_symm, ne_symm | paracert_rules |
| binder_reorder | swap_binders, reverse_binders (∀ only) | paracert_structural |
| hypothesis_reorder | swap_hypotheses | paracert_structural |
| curry_uncurry | curry, uncurry | paracert_logic |
| contrapositive | contrapositive (classical) | paracert_logic |
| de_morgan | not_and (classical), not_or, or_not_fold (classical), and_not_fold | paracert_logic (≠: rules) |
| double_negation | dn_intro, dn_elim (classical) | paracert_rules |
| exists_forall_duality | not_forall (cl.), not_exists, forall_not, exists_not (cl.) | paracert_logic (≠: rules) |
| definitional_unpack | dvd_unpack, prime_unpack, even_unpack, odd_unpack | paracert_unpack (Int parity: iff_rfl) |
| notation_switch | ne_to_not_eq, not_eq_to_ne | paracert_iff_rfl |
|                 | dvd_to_exists, exists_to_dvd | paracert_unpack |
|                 | even_to_mod, odd_to_mod, mod_to_even, mod_to_odd | None (no branch uses the lemma) |
| renaming | rename_descriptive, rename_confusing, rename_misleading, rename_garbled | paracert_iff_rfl |
"""

from __future__ import annotations

from paracert.errors import InternalError
from paracert.statements.tactics import CERT_BRANCHES
from paracert.transforms.ast import Expr, without_dot
from paracert.transforms.nl import render
from paracert.transforms.parser import ParseError, parse
from paracert.transforms.printer import print_expr
from paracert.transforms.rules import (
    binder_reorder,
    comparison_order,
    contrapositive,
    curry_uncurry,
    de_morgan,
    definitional_unpack,
    double_negation,
    equality_symmetry,
    exists_forall_duality,
    hypothesis_reorder,
    notation_switch,
    renaming,
)
from paracert.transforms.rules._base import RULE_DEFAULT, Candidate, Rule, Transformed

_MODULES = [
    comparison_order,
    equality_symmetry,
    binder_reorder,
    hypothesis_reorder,
    curry_uncurry,
    contrapositive,
    de_morgan,
    double_negation,
    exists_forall_duality,
    definitional_unpack,
    notation_switch,
    renaming,
]

REGISTRY: dict[str, Rule] = {r.name: r for m in _MODULES for r in m.RULES_}
FAMILIES: dict[str, list[str]] = {}
for _r in REGISTRY.values():
    FAMILIES.setdefault(_r.family, []).append(_r.name)
del _r


class VariantError(InternalError):
    """A rule produced a variant that does not print and re-parse to itself (a bug)."""


def _as_expr(expr: Expr | str) -> Expr:
    if isinstance(expr, str):
        return parse(expr)
    return expr


def _finish(rule: Rule, cand: Candidate, site: int) -> Transformed:
    text = print_expr(cand.expr)
    try:
        back = parse(text)
    except ParseError as exc:
        raise VariantError(f"{rule.name}: variant does not parse: {text!r}: {exc}") from exc
    if without_dot(back) != without_dot(cand.expr):
        raise VariantError(f"{rule.name}: variant re-parses to a different term: {text!r}")
    branch = rule.branch if cand.branch == RULE_DEFAULT else cand.branch
    assert branch is None or branch in CERT_BRANCHES, branch
    return Transformed(
        family=rule.family,
        rule=rule.name,
        site=site,
        lean=text,
        expected_branch=branch,
        nl=render(cand.expr),
        classical=rule.classical,
        rules=list(cand.rules),
        note=cand.note,
        expr=cand.expr,
    )


def apply_rule(rule_name: str, expr: Expr | str) -> list[Transformed]:
    """Every variant `rule_name` produces from `expr` (one per place it applies; `[]` if it does not
    apply or its guard refuses). `expr` may be an AST or statement text."""
    try:
        rule = REGISTRY[rule_name]
    except KeyError:
        raise KeyError(f"unknown rule {rule_name!r}; known: {', '.join(REGISTRY)}") from None
    expr = _as_expr(expr)
    base = without_dot(expr)
    out: list[Transformed] = []
    seen: set[str] = set()
    for cand in rule.apply(expr):
        if without_dot(cand.expr) == base:
            continue
        t = _finish(rule, cand, len(out))
        if t.lean in seen:
            continue
        seen.add(t.lean)
        out.append(t)
    return out


def all_variants(expr: Expr | str, families: list[str] | None = None) -> list[Transformed]:
    """Variants of `expr` by every rule of `families` (all when None), in registry order; a variant
    text produced by two rules is kept once (first rule)."""
    expr = _as_expr(expr)
    if families is not None:
        unknown = set(families) - set(FAMILIES)
        if unknown:
            raise KeyError(f"unknown families {sorted(unknown)}; known: {', '.join(FAMILIES)}")
    out: list[Transformed] = []
    seen: set[str] = set()
    for name, rule in REGISTRY.items():
        if families is not None and rule.family not in families:
            continue
        for t in apply_rule(name, expr):
            if t.lean not in seen:
                seen.add(t.lean)
                out.append(t)
    return out


__all__ = ["FAMILIES", "REGISTRY", "Rule", "Transformed", "VariantError", "all_variants", "apply_rule"]

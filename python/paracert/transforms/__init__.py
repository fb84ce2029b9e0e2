"""Statement transforms: the AST of the statement fragment, its parser, printer and evaluator; the T1
rewrite rules (`rules`), the English renderer (`nl`), logical-form classification
(`logical_form`), per-theorem equivalence graphs (`equivalence_graph`) and certification pairs
for a substrate (`pairs_for_substrate`)."""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    # lazy: importing `paracert.transforms.ast` must not load the rule modules
    if name in ("apply_rule", "all_variants", "Transformed", "FAMILIES", "REGISTRY"):
        from paracert.transforms import rules

        return getattr(rules, name)
    if name in ("pairs_for_substrate", "variants_for_substrate"):
        from paracert.transforms import substrate

        return getattr(substrate, name)
    raise AttributeError(f"module 'paracert.transforms' has no attribute {name!r}")


__all__ = ["FAMILIES", "REGISTRY", "Transformed", "all_variants", "apply_rule", "pairs_for_substrate",
           "variants_for_substrate"]

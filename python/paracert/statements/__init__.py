"""Statements and their variants: the typed items that flow from transforms to metrics."""

from paracert.statements.schema import Tier, Variant, Verdict

__all__ = ["Tier", "Variant", "Verdict"]

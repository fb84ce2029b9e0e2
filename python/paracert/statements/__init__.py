"""The records and tables several stages share: statements and their variants (`schema`), pairs
(`pairs`), their verdicts (`verdicts`), model answers (`responses`) and the Lean tactic portfolio's
table (`tactics`). They import no other stage."""

from paracert.statements.schema import Tier, Variant, Verdict

__all__ = ["Tier", "Variant", "Verdict"]

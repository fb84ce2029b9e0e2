"""Facts read from the project's Lean sources by the tests (paracert itself never parses them)."""

from __future__ import annotations

import re
from pathlib import Path

LEAN = Path(__file__).resolve().parents[2] / "lean" / "Paracert"


def rule_lemma_names() -> list[str]:
    """The vetted rule lemmas of lean/Paracert/Rules.lean, fully qualified, in file order."""
    text = (LEAN / "Rules.lean").read_text(encoding="utf-8")
    return [f"Paracert.Rules.{m}" for m in re.findall(r"^theorem (\w+)", text, flags=re.MULTILINE)]


def law_lemma_names() -> list[str]:
    """The law lemmas of lean/Paracert/Signature/Laws.lean (branch `paracert_laws`), fully qualified."""
    text = (LEAN / "Signature" / "Laws.lean").read_text(encoding="utf-8")
    return [f"Paracert.Rules.{m}" for m in re.findall(r"^theorem (\w+)", text, flags=re.MULTILINE)]


def macro_names() -> list[str]:
    """The tactic macros of lean/Paracert/Tactics.lean, in file order."""
    return re.findall(r'^macro "(\w+)"', tactics_text(), flags=re.MULTILINE)


def tactics_text() -> str:
    return (LEAN / "Tactics.lean").read_text(encoding="utf-8")

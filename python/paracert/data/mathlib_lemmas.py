"""Mathlib's lemmas as hypotheses (decision 0017): the table data/mathlib/lemmas.json and the Lean
text the reading of Mathlib-syntax statements declares from it.

Each row is one Mathlib lemma (or definition, unfolded) stated over the vocabulary's names
(`∀ (b x : ℝ), Real.logb b x = Real.log x / Real.log b`), with its Mathlib name, the simp argument
the Mathlib profile writes for it and its mathlib4 file. The reading declares each row as an axiom
`Mathlib.Lemma.mathlib_<id>` after the vocabulary module (never a constant a certificate may use: the
certificates are elaborated without the vocabulary), and a translated pair whose signature holds
every vocabulary constant of a row's statement gets the row as one more binder of its signature
(lean/session/Translate.lean, `lemmasFor`): `∀ Σ (mathlib_Real_log_div_log : ∀ b x, logb b x = …),
body`.
A certificate of such a pair proves `A ↔ B` under that hypothesis, for every interpretation of Σ
satisfying it; the Mathlib profile discharges it with Mathlib's own lemma. A wrong row thus makes a
certificate whose hypothesis Mathlib does not satisfy (and whose Mathlib file does not compile),
never one that claims more than the row.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass

from paracert.paths import shipped
from paracert.statements.tactics import LEMMA_BINDER_PREFIX

NAMESPACE = "Mathlib.Lemma"  # a name of paracert's model of Mathlib: refused in a user's statement


@dataclass(frozen=True)
class LemmaRow:
    id: str  # the axiom `Mathlib.Lemma.mathlib_<id>`, whose last component names the signature's binder
    about: tuple[str, ...]  # the vocabulary rows (Mathlib constants) the lemma is about
    statement: str  # Lean text over the vocabulary's names
    mathlib: str  # Mathlib's name of the lemma (or of the definition, `definition`)
    rewrite: str  # the simp argument of the Mathlib profile's script (`← Real.log_div_log`)
    source: str  # the mathlib4 file it was read from
    definition: bool = False  # the statement is Mathlib's definition of the row, unfolded

    @property
    def constant(self) -> str:
        return f"{NAMESPACE}.{LEMMA_BINDER_PREFIX}{self.id}"


def table_path():
    return shipped("data", "mathlib", "lemmas.json")


@functools.cache
def lemma_rows() -> tuple[LemmaRow, ...]:
    table = json.loads(table_path().read_text(encoding="utf-8"))
    rows = tuple(LemmaRow(id=r["id"], about=tuple(r["about"]), statement=r["statement"], mathlib=r["mathlib"],
                          rewrite=r["rewrite"], source=r["source"], definition=bool(r.get("definition", False)))
                 for r in table["lemmas"])
    ids = [r.id for r in rows]
    if len(set(ids)) != len(ids):
        raise ValueError("data/mathlib/lemmas.json: a lemma id appears twice")
    return rows


def lemma_module(rows: tuple[LemmaRow, ...] | None = None) -> str:
    """The Lean text declaring every row as an axiom, elaborated after the vocabulary module."""
    rows = lemma_rows() if rows is None else rows
    lines = ["-- Mathlib's lemmas as hypotheses (data/mathlib/lemmas.json): abstracted into a pair's signature"]
    lines += [f"axiom {row.constant} : {row.statement}" for row in rows]
    return "\n".join(lines) + "\n"


def lemma_constants(rows: tuple[LemmaRow, ...] | None = None) -> list[str]:
    return [row.constant for row in (lemma_rows() if rows is None else rows)]


def row_of(constant: str) -> LemmaRow | None:
    """The row a signature's lemma constant (`Mathlib.Lemma.<id>`) stands for."""
    return next((row for row in lemma_rows() if row.constant == constant), None)

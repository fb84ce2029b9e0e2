"""miniF2F (Lean 4) statements over ℕ / ℤ as closed propositions: the T1 transformation substrate.

Reads ``minif2f/minif2f_lean4.jsonl`` (488 records: ``name``, ``split``, ``header``,
``formal_statement``). A record is kept when its ``formal_statement`` parses with
`paracert.transforms.parser.parse_theorem` (which reads ``ℕ``/``ℤ`` as ``Nat``/``Int`` and rejects
anything outside the fragment: reals, rationals, functions, sets, big operators, ``!``, ...) and
every binder of the resulting proposition is over Nat or Int (no Prop variables). The theorem's
binders become ``∀`` binders and its hypotheses implications; ``statement`` is that proposition printed
by `transforms.printer` (a closed term, ready to be a side of a certificate).

On the file (yangky11/miniF2F-lean4 @ 5746b7d, shipped in data/minif2f/): 488 records, 117 kept (66 test, 51 valid);
most rejections are ℝ (186), function types (41) and big operators (31). `minif2f_report()` recounts.

The statements are stated against Mathlib (header ``import Mathlib``, ``open ... Nat ...``); the kept
ones use only notions the paracert prelude defines with Mathlib's meaning (Nat.Prime, Even, Odd, ∣,
gcd/lcm), so they read the same under the `core` profile.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field

from paracert.data.paths import data_file
from paracert.transforms.ast import Quant, Ty, walk
from paracert.transforms.parser import ParseError, parse_theorem
from paracert.transforms.printer import print_expr

FILE = "minif2f_lean4.jsonl"


def minif2f_path() -> Path:
    """The repository's ``data/minif2f/`` copy (else the shared data's)."""
    return data_file("minif2f", FILE)


class MiniF2FRecord(BaseModel):
    id: str = Field(description="the theorem name, e.g. mathd_numbertheory_335")
    split: Literal["test", "valid"]
    statement: str = Field(description="closed Lean proposition (binders as ∀, hypotheses as →), printed")
    formal_statement: str = Field(description="the original theorem text")


class MiniF2FReport(BaseModel):
    total: int
    kept: int
    by_split: dict[str, int]
    kept_by_split: dict[str, int]
    rejected: dict[str, int] = Field(description="rejection reason (parser message, shortened) -> count")


def _reason(message: str) -> str:
    for key in ("unsupported type", "unknown identifier", "unsupported syntax"):
        if message.startswith(key):
            return message.split(";")[0]
    return message.split(";")[0][:60]


def _load(path: Path | None) -> tuple[list[MiniF2FRecord], MiniF2FReport]:
    path = Path(path) if path is not None else minif2f_path()
    records: list[MiniF2FRecord] = []
    rejected: Counter[str] = Counter()
    by_split: Counter[str] = Counter()
    kept_by_split: Counter[str] = Counter()
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if not line.strip():
                continue
            raw = json.loads(line)
            split = raw.get("split", "")
            by_split[split] += 1
            try:
                thm = parse_theorem(raw["formal_statement"])
            except ParseError as exc:
                rejected[_reason(exc.message)] += 1
                continue
            types = {b.ty for node in walk(thm.prop) if isinstance(node, Quant) for b in node.binders}
            if not types <= {Ty.NAT, Ty.INT}:
                rejected["binder over Prop"] += 1
                continue
            records.append(MiniF2FRecord(id=raw["name"], split=split, statement=print_expr(thm.prop),
                                         formal_statement=raw["formal_statement"]))
            kept_by_split[split] += 1
    report = MiniF2FReport(total=sum(by_split.values()), kept=len(records), by_split=dict(by_split),
                           kept_by_split=dict(kept_by_split), rejected=dict(rejected.most_common()))
    return records, report


def load_minif2f(path: Path | str | None = None) -> list[MiniF2FRecord]:
    """The kept miniF2F records (file order)."""
    return _load(Path(path) if path is not None else None)[0]


def minif2f_report(path: Path | str | None = None) -> MiniF2FReport:
    """How many records there are, how many are kept (per split) and why the others are not."""
    return _load(Path(path) if path is not None else None)[1]


__all__ = ["MiniF2FRecord", "MiniF2FReport", "load_minif2f", "minif2f_path", "minif2f_report"]

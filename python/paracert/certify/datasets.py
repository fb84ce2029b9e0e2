"""Pair sources for `paracert certify DATASET`.

  examples    data/pairs/examples.jsonl (hand-written, every branch and disproof kind)
  forminv     the curated FormInv substrate (canonical vs each paraphrase) and the FALSE controls
  forminv-t1  the core-Lean FormInv theorems vs their T1 variants (transforms.rules)
  forminv-sig the FormInv theorems translated into the signature prelude (Mathlib classes as
              operation-only classes, uninterpreted symbols) vs the T1 variants of their bodies
  minif2f-sig miniF2F's ℝ statements in the signature prelude (ℝ a type variable) vs their T1 variants
  minif2f     canonical miniF2F ℕ/ℤ statements vs their T1 variants (transforms.rules)
  FILE.jsonl  pairs {a, b, family?, pair_id?} (a line without pair_id is named FILE:LINE)

Several sources in one run (one Lean batch): `forminv,forminv-t1:40,minif2f:40`, where `:N` caps
that source at N pairs per family (a global --limit-per-family applies where no `:N` is given).
"""

from __future__ import annotations

from pathlib import Path

from paracert.certify.pairs import read_pairs_file
from paracert.data.minif2f import load_minif2f
from paracert.data.substrate import (
    false_control_pairs,
    forminv_pairs,
    forminv_signature_pairs,
    forminv_t1_pairs,
    minif2f_signature_pairs,
)
from paracert.paths import shipped
from paracert.statements.pairs import Pair
from paracert.transforms.substrate import pairs_for_substrate

NAMED = ("examples", "forminv", "forminv-t1", "forminv-sig", "minif2f", "minif2f-sig")


def load_dataset(name: str, families: list[str] | None = None, limit_per_family: int | None = None) -> list[Pair]:
    if "," in name or (":" in name and name.split(":")[0] in NAMED):
        pairs: list[Pair] = []
        for part in [p for p in name.split(",") if p]:
            source, _, cap = part.partition(":")
            if cap and not cap.isdigit():
                raise ValueError(f"dataset {part!r}: the cap after ':' must be a number of pairs per family")
            pairs += load_dataset(source, families, int(cap) if cap else limit_per_family)
        return pairs
    if name == "examples":
        pairs = _jsonl_pairs(shipped("data", "pairs", "examples.jsonl"))
    elif name == "forminv":
        pairs = false_control_pairs() + forminv_pairs()
    elif name == "forminv-t1":
        return forminv_t1_pairs(families=families, limit_per_family=limit_per_family)
    elif name == "forminv-sig":
        return forminv_signature_pairs(families=families, limit_per_family=limit_per_family)
    elif name == "minif2f-sig":
        return minif2f_signature_pairs(families=families, limit_per_family=limit_per_family)
    elif name == "minif2f":
        return pairs_for_substrate(load_minif2f(), families=families, limit_per_family=limit_per_family)
    else:
        pairs = _jsonl_pairs(Path(name))
    if families:
        pairs = [p for p in pairs if p.family in families]
    if limit_per_family:
        seen: dict[str, int] = {}
        kept = []
        for p in pairs:
            seen[p.family] = seen.get(p.family, 0) + 1
            if seen[p.family] <= limit_per_family:
                kept.append(p)
        pairs = kept
    return pairs


def _jsonl_pairs(path: Path) -> list[Pair]:
    return read_pairs_file(path, "dataset")

"""Certification pairs for a substrate of canonical statements: canonical vs each T1 variant.

`pairs_for_substrate(records)` returns `statements.pairs.Pair`s ready for one Lean batch
(`certify.engine.certify_pairs`): `a` is the record's statement, `b` a variant, `family` the
variant's family and `pair_id = f"{record_id}:{family}:{rule}"` (a rule that applies at several
places gives `rule`, `rule@1`, `rule@2`, ... so ids stay unique).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from paracert.statements.pairs import Pair
from paracert.transforms.rules import FAMILIES, Transformed, all_variants


def _id_and_statement(rec: Any) -> tuple[str, str]:
    if isinstance(rec, tuple):
        return rec[0], rec[1]
    if isinstance(rec, dict):
        return rec["id"], rec["statement"]
    return rec.id, rec.statement


def variants_for_substrate(records: Iterable[Any], families: list[str] | None = None
                           ) -> list[tuple[str, str, Transformed]]:
    """(record id, canonical statement, variant) for every variant of every record."""
    out = []
    for rec in records:
        rid, stmt = _id_and_statement(rec)
        for t in all_variants(stmt, families):
            out.append((rid, stmt, t))
    return out


def pairs_for_substrate(
    records: Iterable[Any],
    families: list[str] | None = None,
    limit_per_family: int | None = None,
    *,
    include_uncertifiable: bool = False,
) -> list[Pair]:
    """One `Pair` (canonical, variant) per T1 variant of each record.

    `records`: objects with `.id` and `.statement` (e.g. `data.minif2f.MiniF2FRecord`), dicts with
    those keys, or `(id, statement)` tuples. `families`: restrict to these (default all).
    `limit_per_family`: at most that many pairs per family over the whole substrate, spread over the
    records (every record's first variant of the family comes before any record's second).
    Variants with no expected branch (`notation_switch` Even/Odd ↔ `% 2`, see its module) are left
    out unless `include_uncertifiable`: no branch of the current portfolio can certify them.
    Output order: by family (registry order), then rank within the record, then record order.
    """
    ranked: dict[str, list[tuple[int, int, Pair]]] = {}
    per_record_rank: dict[tuple[str, str], int] = {}
    for order, (rid, stmt, t) in enumerate(variants_for_substrate(records, families)):
        if t.expected_branch is None and not include_uncertifiable:
            continue
        rank = per_record_rank.get((rid, t.family), 0)
        per_record_rank[(rid, t.family)] = rank + 1
        pair = Pair(a=stmt, b=t.lean, family=t.family, pair_id=f"{rid}:{t.family}:{t.key}")
        ranked.setdefault(t.family, []).append((rank, order, pair))
    out: list[Pair] = []
    for family in FAMILIES:
        items = sorted(ranked.get(family, []), key=lambda x: (x[0], x[1]))
        if limit_per_family is not None:
            items = items[:limit_per_family]
        out.extend(p for _, _, p in items)
    return out


__all__ = ["pairs_for_substrate", "variants_for_substrate"]

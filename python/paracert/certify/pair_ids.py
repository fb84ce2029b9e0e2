"""One `pair_id`, one pair: the check `paracert equiv --pairs` and `paracert certify` run before any
Lean work.

A verdicts file is joined with its labels by `pair_id` (`paracert score`), so two different pairs
under one id would make a file no one can score. Two input lines with the same id and the same pair
(A, B, family, answer key, headers) are one pair given twice, and are fine; with different content
they are a usage error naming both places. Under `--resume` the same holds between the input and
the lines `--out` keeps: a kept line with the input's id must be that input's pair.

What is compared is the pair as written (A and B stripped). A Mathlib-syntax pair that was read is
kept as the closed propositions it was read into (docs/cli.md), so such a kept line is compared
with the input once it is read (`check_kept_read`), still before any certification.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from paracert.certify.mathlib_input import is_declaration, needs_translation
from paracert.errors import UsageError
from paracert.statements.pairs import Pair
from paracert.statements.verdicts import HEADER_FIELDS, PairVerdict

FIELDS = ("a", "b", "family", "a_true", *HEADER_FIELDS)


def content(p: Pair | PairVerdict) -> tuple:
    """What makes two records the same pair: A and B (stripped), family, answer key, headers."""
    return tuple(getattr(p, f).strip() if f in ("a", "b") else getattr(p, f) for f in FIELDS)


def _differs(x: Pair | PairVerdict, y: Pair | PairVerdict) -> str:
    return next(f for f, u, v in zip(FIELDS, content(x), content(y), strict=True) if u != v)


def check_unique_ids(pairs: list[Pair], where: Callable[[int], str]) -> None:
    """A UsageError when one pair_id names two different pairs; `where(k)` names the k-th pair's place
    (`pairs.jsonl:4`)."""
    first: dict[str, int] = {}
    for k, p in enumerate(pairs):
        if p.pair_id is None:
            continue
        j = first.setdefault(p.pair_id, k)
        if j != k and content(pairs[j]) != content(p):
            raise UsageError(f"{where(k)}: pair_id {p.pair_id!r} already names a different pair at {where(j)} "
                             f"(field {_differs(pairs[j], p)!r} differs); one pair_id, one pair")


def _kept_by_id(kept: Iterable[tuple[int, PairVerdict]]) -> dict[str, list[tuple[int, PairVerdict]]]:
    out: dict[str, list[tuple[int, PairVerdict]]] = {}
    for number, v in kept:
        if v.pair_id is not None:
            out.setdefault(v.pair_id, []).append((number, v))
    return out


def as_written(v: PairVerdict) -> bool:
    """A kept line that holds its input pair as written (not the closed propositions a Mathlib-syntax
    pair was read into): a plain pair's line, or one settled before reading (untranslatable,
    invalid_statement) with its headers or declarations."""
    return any(getattr(v, f) is not None for f in HEADER_FIELDS) or is_declaration(v.a) or is_declaration(v.b)


def _refuse(out: str, number: int, v: PairVerdict, place: str, p: Pair) -> None:
    raise UsageError(f"{place}: pair_id {p.pair_id!r} names a different pair in {out}:{number} (field "
                     f"{_differs(v, p)!r} differs): a resumed run continues the same pairs; give another "
                     "--out, or remove that line")


def check_kept_ids(pairs: list[Pair], kept: Iterable[tuple[int, PairVerdict]], out: str,
                   where: Callable[[int], str]) -> None:
    """Before any Lean work: each input pair against the kept lines of `out` with its pair_id, where
    the two can be compared as written (a Mathlib-syntax input against a line of its reading waits
    for `check_kept_read`)."""
    by_id = _kept_by_id(kept)
    for k, p in enumerate(pairs):
        for number, v in by_id.get(p.pair_id or "", []):
            if needs_translation(p) and not as_written(v):
                continue
            if content(v) != content(p):
                _refuse(out, number, v, where(k), p)


def check_kept_read(read: dict[int, Pair], kept: Iterable[tuple[int, PairVerdict]], out: str,
                    where: Callable[[int], str]) -> None:
    """After Mathlib-syntax pairs are read, before certification: each read pair (by input index)
    against the kept lines of its reading with its pair_id."""
    by_id = _kept_by_id(kept)
    for k, p in read.items():
        for number, v in by_id.get(p.pair_id or "", []):
            if not as_written(v) and content(v) != content(p):
                _refuse(out, number, v, where(k), p)

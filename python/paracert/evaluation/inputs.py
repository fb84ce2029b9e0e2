"""Inputs of `paracert eval`: the items of a dataset and, optionally, a verdict file.

A DATASET is one of
* a JSONL file of `Variant` records (lines with ``variant_id``), verdicts included;
* a FormInv item file (lines with ``id`` and ``nl_question``), read through `paracert.data.forminv`
  (canonical items get verdict ``canonical``, every other item ``unknown``);
* a FormInv dataset name (``forminv_v3_103``, ``false_controls_pilot``) looked up in the repository's
  ``data/forminv/`` (else the shared data).

A verdict file maps item ids to verdicts, either as
* a JSON object ``{"item_id": "certified", ...}``, or
* JSONL, one object per line with ``item_id`` (or ``variant_id``, or ``pair_id`` as in
  `paracert certify`'s ``verdicts.jsonl``, whose pair ids are the variant's item id) and
  ``verdict``; other fields (e.g. the certificate) are ignored; or
* a certificates directory (``certificates/``): its ``verdicts.jsonl`` is read.
Verdicts naming no item of the dataset, and non-canonical items without a verdict, are counted and
reported (`merge_verdicts`).
"""

from __future__ import annotations

import itertools
import json
import logging
import unicodedata
from collections.abc import Mapping, Sequence
from pathlib import Path

from pydantic import ValidationError

from paracert.data.forminv import load_forminv, resolve_dataset
from paracert.errors import InputError, json_loads, jsonl_objects, max_line_bytes, read_text, text_lines
from paracert.statements.schema import Variant, Verdict

log = logging.getLogger(__name__)


DATASET_HINT = (
    "expected JSONL of Variant records (variant_id, theorem_id, family, nl, ...) or FormInv items "
    "(id, theorem_id, family, nl_question, ground_truth)"
)


def _first_record(path: Path) -> dict:
    if not path.is_file():
        raise InputError(f"{path}: not a file; {DATASET_HINT}")
    try:
        for _number, record in jsonl_objects(path, allow_empty=True):
            return record
    except InputError as exc:  # the reader's message names the line; the hint says what is expected
        raise InputError(f"{exc}; {DATASET_HINT}") from None
    raise InputError(f"{path}: empty dataset (no items); {DATASET_HINT}")


def load_items(dataset: str | Path) -> tuple[list[Variant], Path]:
    """(items, resolved path) of a Variant JSONL file, a FormInv file or a FormInv dataset name."""
    try:
        path = resolve_dataset(dataset)
    except FileNotFoundError as exc:
        raise InputError(str(exc)) from exc
    first = _first_record(path)
    if "variant_id" in first:
        items: list[Variant] = []
        for number, line in text_lines(path):  # streamed, each line under the size cap
            try:
                items.append(Variant.model_validate_json(line))
            except ValidationError as exc:
                err = exc.errors()[0]
                field = ".".join(str(x) for x in err["loc"]) or "(record)"
                raise InputError(f"{path}:{number}: field {field!r}: {err['msg']}") from None
        seen: dict[str, int] = {}
        for number, item in enumerate(items, start=1):
            key = normalise_id(item.variant_id)
            if key in seen:
                raise InputError(f"{path}: item {number}: variant_id {item.variant_id!r} duplicates item {seen[key]}")
            seen[key] = number
        return items, path
    if "nl_question" in first:
        try:
            return load_forminv(path), path
        except (OSError, ValueError) as exc:
            raise InputError(str(exc)) from exc
    raise InputError(f"{path}:1: neither a Variant record (no 'variant_id') nor a FormInv item (no 'nl_question'); "
                     f"{DATASET_HINT}")


def normalise_id(value: str) -> str:
    """The form two ids must not share: NFKC (so '٧' == '7'), case-folded, stripped."""
    return unicodedata.normalize("NFKC", value).strip().casefold()


def _verdict(value: object, where: str) -> Verdict:
    try:
        return Verdict(str(value))
    except ValueError as exc:
        raise InputError(f"{where}: unknown verdict {value!r}; one of {', '.join(v.value for v in Verdict)}") from exc


VERDICT_HINT = (
    "expected a JSON object {item_id: verdict}, JSONL with item_id / variant_id / pair_id and verdict "
    "(paracert certify's verdicts.jsonl), or a certificates directory holding verdicts.jsonl"
)


SETTLED = {Verdict.certified, Verdict.refuted, Verdict.both_provable}


def _verdict_line(record: dict) -> bool:
    """Whether a JSON object is one verdict record (JSONL) rather than a whole {item_id: verdict} map."""
    return "verdict" in record and bool({"item_id", "variant_id", "pair_id"} & record.keys())


def load_verdicts(path: str | Path) -> dict[str, Verdict]:
    path = Path(path)
    if path.is_dir():
        if not (path / "verdicts.jsonl").is_file():
            raise InputError(f"{path}: a directory without verdicts.jsonl; {VERDICT_HINT}")
        path = path / "verdicts.jsonl"
    if not path.is_file():
        raise InputError(f"{path}: no such verdict file")
    lines = text_lines(path, allow_empty=True)  # streamed, each line under the size cap
    first = next(lines, None)
    if first is None:
        raise InputError(f"{path}: empty verdict file; {VERDICT_HINT}")
    try:
        head = json_loads(first[1], f"{path}:{first[0]}")
    except json.JSONDecodeError:
        head = None
    if head is None or (isinstance(head, dict) and not _verdict_line(head)):
        # one JSON object {item_id: verdict}, possibly over several lines: read whole, under the cap
        if path.stat().st_size > max_line_bytes():
            raise InputError(f"{path}: a JSON object of verdicts larger than {max_line_bytes():,} bytes; "
                             f"write it as JSONL (one verdict a line)")
        try:
            whole = json_loads(read_text(path), str(path))
        except json.JSONDecodeError as exc:
            raise InputError(f"{path}:{exc.lineno}: neither a JSON object of item -> verdict nor JSONL: {exc.msg}"
                             ) from None
        if not isinstance(whole, dict):
            raise InputError(f"{path}: not a JSON object; {VERDICT_HINT}")
        return {str(k): _verdict(v, f"{path}: {k}") for k, v in whole.items()}
    out: dict[str, Verdict] = {}
    for number, line in itertools.chain([first], lines):
        where = f"{path}:{number}"
        try:
            record = json_loads(line, where)
        except json.JSONDecodeError as exc:
            raise InputError(f"{where}: neither a JSON object of item -> verdict nor JSONL: {exc}") from None
        if not isinstance(record, dict):
            raise InputError(f"{where}: not a JSON object; {VERDICT_HINT}")
        item_id = record.get("item_id", record.get("variant_id", record.get("pair_id")))
        if item_id is None:
            raise InputError(f"{where}: missing field 'item_id' (or 'variant_id' / 'pair_id'); {VERDICT_HINT}")
        if "verdict" not in record:
            raise InputError(f"{where}: missing field 'verdict'; {VERDICT_HINT}")
        verdict = _verdict(record["verdict"], where)
        key = str(item_id)
        previous = out.get(key, verdict)
        if previous != verdict:
            if "pair_id" not in record:
                raise InputError(f"{where}: a second, different verdict for {item_id!r}")
            # certify's table is appended to by --retry runs: a settled verdict is never undone by a
            # later 'unknown', an open one is settled by a later line; two settled verdicts must agree
            if previous in SETTLED and verdict in SETTLED:
                raise InputError(f"{where}: pair {item_id!r} is {verdict.value} here but {previous.value} earlier")
            if previous in SETTLED:
                continue
        out[key] = verdict
    return out


class VerdictMatch(list):
    """The ids of `verdicts` matching no item (a list, for compatibility) plus the items left without one."""

    items_without_verdict: list[str]

    def summary(self, source: str) -> str:
        return (
            f"verdicts from {source}: {len(self)} name no item of the dataset"
            + (f" (e.g. {', '.join(self[:3])})" if self else "")
            + f"; {len(self.items_without_verdict)} non-canonical items have no verdict there (stay as they were)"
        )


def merge_verdicts(
    items: Sequence[Variant], verdicts: Mapping[str, Verdict | str]
) -> tuple[list[Variant], VerdictMatch]:
    """Items with their verdict replaced from `verdicts`; also the ids in `verdicts` matching no item.

    A canonical item stays canonical: a verdict file that gives a canonical-family item another
    verdict is an error.
    """
    out = []
    for item in items:
        given = verdicts.get(item.variant_id)
        if given is None:
            out.append(item)
            continue
        verdict = _verdict(given, item.variant_id)
        if item.family == "canonical" and verdict != Verdict.canonical:
            raise InputError(f"{item.variant_id} is the canonical form; it cannot be {verdict.value}")
        out.append(item.model_copy(update={"verdict": verdict}))
    known = {i.variant_id for i in items}
    unmatched = VerdictMatch(sorted(set(verdicts) - known))
    unmatched.items_without_verdict = sorted(
        i.variant_id for i in items if i.family != "canonical" and i.variant_id not in verdicts
    )
    if unmatched:
        log.warning("%d verdicts name no item of the dataset, e.g. %s", len(unmatched), ", ".join(unmatched[:5]))
    if unmatched.items_without_verdict:
        log.warning("%d non-canonical items have no verdict in the file", len(unmatched.items_without_verdict))
    return out, unmatched

"""Inputs of `paracert eval`: the items of a dataset and, optionally, a verdict file.

A DATASET is one of
* a JSONL file of `Variant` records (lines with ``variant_id``), verdicts included;
* a FormInv item file (lines with ``id`` and ``nl_question``), read through `paracert.data.forminv`
  (canonical items get verdict ``canonical``, every other item ``unknown``);
* a FormInv dataset name (``forminv_v3_103``, ``false_controls_pilot``) looked up in the shared data.

A verdict file maps item ids to verdicts, either as
* a JSON object ``{"item_id": "certified", ...}``, or
* JSONL, one object per line with ``item_id`` (or ``variant_id``) and ``verdict``; other fields
  (e.g. a certificate id) are ignored.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping, Sequence
from pathlib import Path

from pydantic import ValidationError

from paracert.data.forminv import load_forminv, resolve_dataset
from paracert.statements.schema import Variant, Verdict

log = logging.getLogger(__name__)


class InputError(ValueError):
    """A dataset or verdict file cannot be used (a usage error)."""


def _first_record(path: Path) -> dict:
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                try:
                    record = json.loads(line)
                except json.JSONDecodeError as exc:
                    raise InputError(f"{path}: not JSONL: {exc}") from exc
                if not isinstance(record, dict):
                    raise InputError(f"{path}: lines must be JSON objects")
                return record
    raise InputError(f"{path}: empty")


def load_items(dataset: str | Path) -> tuple[list[Variant], Path]:
    """(items, resolved path) of a Variant JSONL file, a FormInv file or a FormInv dataset name."""
    try:
        path = resolve_dataset(dataset)
    except FileNotFoundError as exc:
        raise InputError(str(exc)) from exc
    first = _first_record(path)
    if "variant_id" in first:
        items: list[Variant] = []
        with path.open(encoding="utf-8") as handle:
            for number, line in enumerate(handle, start=1):
                if not line.strip():
                    continue
                try:
                    items.append(Variant.model_validate_json(line))
                except ValidationError as exc:
                    raise InputError(f"{path}:{number}: not a Variant record: {exc.errors()[0]['msg']}") from exc
        ids = [i.variant_id for i in items]
        if len(set(ids)) != len(ids):
            raise InputError(f"{path}: duplicate variant_id")
        return items, path
    if "nl_question" in first:
        try:
            return load_forminv(path), path
        except (OSError, ValueError) as exc:
            raise InputError(str(exc)) from exc
    raise InputError(f"{path}: neither Variant records (variant_id) nor FormInv items (id, nl_question)")


def _verdict(value: object, where: str) -> Verdict:
    try:
        return Verdict(str(value))
    except ValueError as exc:
        raise InputError(f"{where}: unknown verdict {value!r}; one of {', '.join(v.value for v in Verdict)}") from exc


def load_verdicts(path: str | Path) -> dict[str, Verdict]:
    path = Path(path)
    if not path.is_file():
        raise InputError(f"{path}: no such verdict file")
    text = path.read_text(encoding="utf-8")
    try:
        whole = json.loads(text)
    except json.JSONDecodeError:
        whole = None
    if isinstance(whole, dict) and not ({"verdict"} & whole.keys() and ({"item_id", "variant_id"} & whole.keys())):
        return {str(k): _verdict(v, f"{path}: {k}") for k, v in whole.items()}
    out: dict[str, Verdict] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        where = f"{path}:{number}"
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputError(f"{where}: neither a JSON object of item -> verdict nor JSONL: {exc}") from exc
        if not isinstance(record, dict):
            raise InputError(f"{where}: not a JSON object")
        item_id = record.get("item_id", record.get("variant_id"))
        if item_id is None or "verdict" not in record:
            raise InputError(f"{where}: needs 'item_id' (or 'variant_id') and 'verdict'")
        verdict = _verdict(record["verdict"], where)
        if out.get(str(item_id), verdict) != verdict:
            raise InputError(f"{where}: a second, different verdict for {item_id!r}")
        out[str(item_id)] = verdict
    return out


def merge_verdicts(items: Sequence[Variant], verdicts: Mapping[str, Verdict | str]) -> tuple[list[Variant], list[str]]:
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
    unmatched = sorted(set(verdicts) - known)
    if unmatched:
        log.warning("%d verdicts name no item of the dataset, e.g. %s", len(unmatched), ", ".join(unmatched[:5]))
    return out, unmatched

"""Importers for the recorded model answers in ``forminv/recorded/`` -> `Response` records.

Every record keeps the file's own recorded ``parsed`` and ``correct`` values (they are what the
published figures were computed from), the raw reply text as stored, and
``provider = "replay:<file name>"``. Nothing is dropped: failed calls become records with
``error`` set and ``parsed = correct = None``. The stored raw texts are truncated in places (see
each file), so re-parsing them cannot always reproduce the recorded ``parsed`` value.

``mathcheck_129_results.json`` - {group id: {expected_answer, canonical_q, pu_q,
canonical: {model: answer}, pu: {model: answer}}}; 4 models x 129 groups x 2 sides.
  The task is numeric (GSM-style word problems, "Final Answer: <number>"), so ``ground_truth`` and
  ``parsed`` are None and the numbers go to ``expected_value`` / ``parsed_value``;
  ``correct`` is the file's. ``theorem_id`` is the group id written as the companion item file
  ``mathcheck_formInv_full_129.jsonl`` writes it (group "7" -> ``mathcheck_g07``), ``item_id`` is
  ``<theorem_id>_canonical`` / ``<theorem_id>_pu`` (the ids of that item file), ``family`` is
  the file's own label, ``canonical`` or ``pu`` (problem understanding; the item file calls the
  same family "variation"). Raw texts are cut at 500 characters.

``false_controls_all_models.json`` - {models: {model: {preds: [{id, theorem_id, family, gt,
parsed, correct, raw}], summary figures}}, oracle figures, note}; 8 models x the 25 FALSE items
of ``false_controls_pilot.jsonl``. Fields map one to one (``gt`` -> ``ground_truth``).
Raw texts are cut at about 80 characters.

``external_audit_raw.json`` - {items: {ext_id: {meta, canonical, para_correct, para_wrong}},
stats}; 9 models x 10 items x 3 phrasings. ``theorem_id`` = the item id (``ext_001``),
``family`` = the phrasing key (``canonical``, ``para_correct``, ``para_wrong``),
``item_id`` = ``<ext_id>_<family>``. ``ground_truth`` = ``meta.canonical_gt`` /
``meta.correct_gt`` / ``meta.wrong_true_gt``: for the wrong paraphrase this is its *true* truth
value (the file's ``correct`` is scored against it), not ``wrong_labeled_gt``, the label it
inherited from the canonical item. One model (gemini/gemini-2.5-flash) has only errors here.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

from paracert.data.paths import recorded_dir
from paracert.models.schema import Response

MATHCHECK = "mathcheck_129_results.json"
FALSE_CONTROLS = "false_controls_all_models.json"
EXTERNAL_AUDIT = "external_audit_raw.json"
RECORDED_FILES = (MATHCHECK, FALSE_CONTROLS, EXTERNAL_AUDIT)

Label = Literal["TRUE", "FALSE"]


def _verdict(label: Label | None) -> bool | None:
    return None if label is None else label == "TRUE"


def _path(path: str | Path | None, default_name: str) -> Path:
    return Path(path) if path is not None else recorded_dir() / default_name


def _read_json(path: Path) -> Any:
    with path.open(encoding="utf-8") as handle:
        return json.load(handle)


# --- mathcheck_129_results.json -------------------------------------------------------------


class _MathcheckAnswer(BaseModel):
    raw: str
    parsed_answer: float | None
    correct: bool | None
    error: str | None = None
    latency_s: float | None = None


class _MathcheckGroup(BaseModel):
    expected_answer: float
    canonical_q: str
    pu_q: str
    canonical: dict[str, _MathcheckAnswer]
    pu: dict[str, _MathcheckAnswer]


def mathcheck_theorem_id(group_id: str) -> str:
    return f"mathcheck_g{int(group_id):02d}"


def load_mathcheck_results(path: str | Path | None = None) -> list[Response]:
    path = _path(path, MATHCHECK)
    data = _read_json(path)
    responses: list[Response] = []
    for group_id in sorted(data, key=int):
        group = _MathcheckGroup.model_validate(data[group_id])
        theorem_id = mathcheck_theorem_id(group_id)
        for family, answers in (("canonical", group.canonical), ("pu", group.pu)):
            for model, answer in answers.items():
                responses.append(
                    Response(
                        model=model,
                        provider=f"replay:{path.name}",
                        item_id=f"{theorem_id}_{family}",
                        theorem_id=theorem_id,
                        family=family,
                        ground_truth=None,
                        parsed=None,
                        correct=answer.correct,
                        raw=answer.raw,
                        error=answer.error,
                        expected_value=group.expected_answer,
                        parsed_value=answer.parsed_answer,
                    )
                )
    return responses


# --- false_controls_all_models.json ---------------------------------------------------------


class _FalseControlPred(BaseModel):
    id: str
    theorem_id: str
    family: str
    gt: Label
    parsed: Label | None
    correct: bool | None
    raw: str = ""
    error: str | None = None


class _FalseControlModel(BaseModel):
    preds: list[_FalseControlPred]


class _FalseControlsFile(BaseModel):
    models: dict[str, _FalseControlModel]


def load_false_controls_results(path: str | Path | None = None) -> list[Response]:
    path = _path(path, FALSE_CONTROLS)
    data = _FalseControlsFile.model_validate(_read_json(path))
    return [
        Response(
            model=model,
            provider=f"replay:{path.name}",
            item_id=pred.id,
            theorem_id=pred.theorem_id,
            family=pred.family,
            ground_truth=_verdict(pred.gt),
            parsed=_verdict(pred.parsed),
            correct=pred.correct,
            raw=pred.raw,
            error=pred.error,
        )
        for model, entry in data.models.items()
        for pred in entry.preds
    ]


# --- external_audit_raw.json ----------------------------------------------------------------


class _ExternalAnswer(BaseModel):
    response: str | None = ""
    parsed: Label | None
    correct: bool | None
    error: str | None = None
    latency_s: float | None = None


class _ExternalMeta(BaseModel):
    canonical_gt: Label
    correct_gt: Label
    wrong_true_gt: Label
    wrong_labeled_gt: Label
    domain: str | None = None
    error_type: str | None = None


class _ExternalItem(BaseModel):
    meta: _ExternalMeta
    canonical: dict[str, _ExternalAnswer]
    para_correct: dict[str, _ExternalAnswer]
    para_wrong: dict[str, _ExternalAnswer]


class _ExternalFile(BaseModel):
    items: dict[str, _ExternalItem]


def load_external_audit(path: str | Path | None = None) -> list[Response]:
    path = _path(path, EXTERNAL_AUDIT)
    data = _ExternalFile.model_validate(_read_json(path))
    responses: list[Response] = []
    for item_id, item in data.items.items():
        phrasings = (
            ("canonical", item.canonical, item.meta.canonical_gt),
            ("para_correct", item.para_correct, item.meta.correct_gt),
            ("para_wrong", item.para_wrong, item.meta.wrong_true_gt),
        )
        for family, answers, truth in phrasings:
            for model, answer in answers.items():
                responses.append(
                    Response(
                        model=model,
                        provider=f"replay:{path.name}",
                        item_id=f"{item_id}_{family}",
                        theorem_id=item_id,
                        family=family,
                        ground_truth=_verdict(truth),
                        parsed=_verdict(answer.parsed),
                        correct=answer.correct,
                        raw=answer.response or "",
                        error=answer.error,
                    )
                )
    return responses


# --- dispatch --------------------------------------------------------------------------------

IMPORTERS: dict[str, Callable[[str | Path | None], list[Response]]] = {
    MATHCHECK: load_mathcheck_results,
    FALSE_CONTROLS: load_false_controls_results,
    EXTERNAL_AUDIT: load_external_audit,
}


def _sniff(data: Any) -> str | None:
    if isinstance(data, dict):
        if "models" in data:
            return FALSE_CONTROLS
        if "items" in data:
            return EXTERNAL_AUDIT
        first = next(iter(data.values()), None)
        if isinstance(first, dict) and {"canonical", "pu", "expected_answer"} <= first.keys():
            return MATHCHECK
    return None


def import_recorded(path: str | Path) -> list[Response]:
    """Any of the three recorded files, recognised by name or, failing that, by structure.

    A bare file name that does not exist locally is looked up in the shared ``recorded/`` folder.
    """
    path = Path(path)
    if not path.exists() and path.name == str(path) and (recorded_dir() / path.name).exists():
        path = recorded_dir() / path.name
    kind = path.name if path.name in IMPORTERS else _sniff(_read_json(path))
    if kind is None:
        raise ValueError(f"{path}: not a recognised recorded-answers file ({', '.join(RECORDED_FILES)})")
    try:
        return IMPORTERS[kind](path)
    except ValidationError as exc:
        raise ValueError(f"{path}: does not have the structure of {kind}: {exc}") from exc

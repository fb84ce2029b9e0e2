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
``item_id`` = ``<ext_id>_<family>``. ``ground_truth`` is the label the benchmark published:
``meta.canonical_gt`` / ``meta.correct_gt`` / ``meta.wrong_labeled_gt`` (the wrong paraphrase
inherited the canonical item's label), and ``correct`` is scored against it, as an audit must (it
exists because labels are suspect). The known truth goes to ``true_ground_truth``
(``wrong_true_gt`` for the wrong paraphrase); the file's own ``correct`` for the wrong paraphrase
is scored against that truth, so there paracert recomputes ``correct`` = parsed == label. One model
(gemini/gemini-2.5-flash) has only errors here.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, StrictBool, ValidationError

from paracert.data.paths import data_file
from paracert.errors import InputError, json_loads
from paracert.statements.responses import Response

MATHCHECK = "mathcheck_129_results.json"
FALSE_CONTROLS = "false_controls_all_models.json"
EXTERNAL_AUDIT = "external_audit_raw.json"
RECORDED_FILES = (MATHCHECK, FALSE_CONTROLS, EXTERNAL_AUDIT)

Label = Literal["TRUE", "FALSE"]


def _verdict(label: Label | None) -> bool | None:
    return None if label is None else label == "TRUE"


def _path(path: str | Path | None, default_name: str) -> Path:
    return Path(path) if path is not None else data_file("forminv", "recorded", default_name)


HINT = (
    "expected one of the recorded-answers files ("
    + ", ".join(("mathcheck_129_results.json", "false_controls_all_models.json", "external_audit_raw.json"))
    + ") or a JSONL file of Response records"
)


class RecordedFileError(InputError):
    """A recorded-answers file that cannot be read; the message names the file (and line / field)."""


def _no_duplicate_keys(path: Path):  # noqa: ANN202
    def hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, value in pairs:
            if key in out:
                raise RecordedFileError(f"{path}: duplicate JSON key {key!r} (a later value would silently win)")
            out[key] = value
        return out

    return hook


def _read_json(path: Path) -> Any:
    if not path.is_file():
        raise RecordedFileError(f"{path}: no such file")
    text = path.read_text(encoding="utf-8")
    if not text.strip():
        raise RecordedFileError(f"{path}: empty file; {HINT}")
    try:
        return json_loads(text, str(path), object_pairs_hook=_no_duplicate_keys(path))
    except json.JSONDecodeError as exc:
        raise RecordedFileError(f"{path}:{exc.lineno}:{exc.colno}: not JSON ({exc.msg}); {HINT}") from exc


def _validate(model: type[BaseModel], data: Any, path: Path, where: str = "") -> Any:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        field = ".".join(str(x) for x in (*([where] if where else []), *err["loc"])) or "(top level)"
        raise RecordedFileError(f"{path}: field {field!r}: {err['msg']}") from exc


# --- mathcheck_129_results.json -------------------------------------------------------------


class _MathcheckAnswer(BaseModel):
    raw: str
    parsed_answer: float | None
    correct: StrictBool | None
    error: str | None = None
    latency_s: float | None = None


class _MathcheckGroup(BaseModel):
    expected_answer: float
    canonical_q: str
    pu_q: str
    canonical: dict[str, _MathcheckAnswer]
    pu: dict[str, _MathcheckAnswer]


def mathcheck_theorem_id(group_id: str) -> str:
    if not re.fullmatch(r"[0-9]+", group_id):
        raise ValueError(f"group id {group_id!r} is not a decimal number written with ASCII digits 0-9")
    return f"mathcheck_g{int(group_id):02d}"


def load_mathcheck_results(path: str | Path | None = None) -> list[Response]:
    path = _path(path, MATHCHECK)
    data = _read_json(path)
    if not isinstance(data, dict) or not data:
        raise RecordedFileError(f"{path}: expected a non-empty JSON object {{group id: group}}")
    ids: dict[str, str] = {}
    for group_id in data:
        try:
            theorem_id = mathcheck_theorem_id(group_id)
        except ValueError as exc:
            raise RecordedFileError(f"{path}: {exc}") from exc
        if theorem_id in ids:
            raise RecordedFileError(
                f"{path}: group ids {ids[theorem_id]!r} and {group_id!r} are the same group ({theorem_id})"
            )
        ids[theorem_id] = group_id
    responses: list[Response] = []
    for group_id in sorted(data, key=int):
        group = _validate(_MathcheckGroup, data[group_id], path, group_id)
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
                        answer_source="recorded_parse" if answer.error is None else "none",
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
    correct: StrictBool | None
    raw: str = ""
    error: str | None = None


class _FalseControlModel(BaseModel):
    preds: list[_FalseControlPred]


class _FalseControlsFile(BaseModel):
    models: dict[str, _FalseControlModel]


def load_false_controls_results(path: str | Path | None = None) -> list[Response]:
    path = _path(path, FALSE_CONTROLS)
    data = _validate(_FalseControlsFile, _read_json(path), path)
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
            answer_source="recorded_parse" if pred.error is None else "none",
        )
        for model, entry in data.models.items()
        for pred in entry.preds
    ]


# --- external_audit_raw.json ----------------------------------------------------------------


class _ExternalAnswer(BaseModel):
    response: str | None = ""
    parsed: Label | None
    correct: StrictBool | None
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
    data = _validate(_ExternalFile, _read_json(path), path)
    responses: list[Response] = []
    for item_id, item in data.items.items():
        phrasings = (
            ("canonical", item.canonical, item.meta.canonical_gt, item.meta.canonical_gt),
            ("para_correct", item.para_correct, item.meta.correct_gt, item.meta.correct_gt),
            ("para_wrong", item.para_wrong, item.meta.wrong_labeled_gt, item.meta.wrong_true_gt),
        )
        for family, answers, label, truth in phrasings:
            for model, answer in answers.items():
                parsed = _verdict(answer.parsed)
                correct = answer.correct
                if label != truth:
                    correct = None if parsed is None else parsed == _verdict(label)
                responses.append(
                    Response(
                        model=model,
                        provider=f"replay:{path.name}",
                        item_id=f"{item_id}_{family}",
                        theorem_id=item_id,
                        family=family,
                        ground_truth=_verdict(label),
                        true_ground_truth=_verdict(truth),
                        parsed=parsed,
                        correct=correct,
                        raw=answer.response or "",
                        error=answer.error,
                        answer_source="recorded_parse" if answer.error is None else "none",
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

    A bare file name that does not exist locally is looked up among the recorded files the repository
    ships (``data/forminv/recorded/``), then in the shared data's ``forminv/recorded/``.
    Raises `RecordedFileError` (a ValueError) naming the file, and the field or line, on bad input;
    an empty result is an error too.
    """
    path = Path(path)
    if not path.exists() and path.name == str(path):
        try:
            path = data_file("forminv", "recorded", path.name)
        except FileNotFoundError:
            pass  # named as given below
    kind = path.name if path.name in IMPORTERS else _sniff(_read_json(path))
    if kind is None:
        raise RecordedFileError(f"{path}: not a recognised recorded-answers file; {HINT}")
    responses = IMPORTERS[kind](path)
    if not responses:
        raise RecordedFileError(f"{path}: holds no answers")
    return responses

"""FormInv item files as `Variant` records.

Reads ``forminv/forminv_v3_103.jsonl`` (760 items, 103 theorems, all labelled TRUE) and
``forminv/false_controls_pilot.jsonl`` (25 FALSE items); both share one record layout.

Mapping of a record to a `Variant`:

- ``variant_id`` <- ``id``, ``theorem_id`` <- ``theorem_id``, ``family`` <- ``family``;
- ``nl`` <- ``nl_question`` (the text models are shown, e.g. "... - TRUE or FALSE?");
- ``ground_truth`` <- ``ground_truth`` ("TRUE"/"FALSE" -> bool). This is the label of the
  *theorem*: the dataset's own notes say some paraphrases do not say what the canonical form says,
  so for a paraphrase it is a claim to be certified, not a fact;
- ``lean`` <- ``lean4_statement`` for the canonical item only (it formalises the canonical text,
  not the paraphrases); None when the field is a comment (the FALSE controls hold
  "-- FALSE: ..." there) or for any paraphrase;
- ``expected_answer`` (MathCheck-GSM items): the item is numeric (``answer_type="numeric"``,
  ``expected_value``) and its ``ground_truth`` (a placeholder "TRUE" there) is dropped;
- ``verdict`` = ``canonical`` for the canonical item, ``unknown`` otherwise; ``tier`` = T3 (no
  certificate yet). The file's own ``tier`` field ("tier1".."tier3") grades the theorems, not
  certification, and is kept on `ForminvRecord` only.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from paracert.data.paths import data_file
from paracert.errors import json_loads, text_lines
from paracert.statements.schema import Variant, Verdict

DATASETS = {
    "forminv_v3_103": "forminv_v3_103.jsonl",
    "false_controls_pilot": "false_controls_pilot.jsonl",
}


class ForminvRecord(BaseModel):
    """One line of a FormInv item file; unknown extra fields are kept."""

    model_config = ConfigDict(extra="allow")

    id: str
    theorem_id: str
    family: str
    nl_question: str
    ground_truth: Literal["TRUE", "FALSE"]
    canonical_nl: str | None = None
    lean4_statement: str | None = None
    mathlib_name: str | None = None
    domain: str | None = None
    tier: str | None = None
    verification_method: str | None = None
    expected_answer: float | None = None

    def to_variant(self) -> Variant:
        canonical = self.family == "canonical"
        numeric = self.expected_answer is not None
        lean = self.lean4_statement if canonical else None
        if lean is not None and lean.lstrip().startswith("--"):
            lean = None
        return Variant(
            theorem_id=self.theorem_id,
            variant_id=self.id,
            family=self.family,
            nl=self.nl_question,
            lean=lean,
            ground_truth=None if numeric else self.ground_truth == "TRUE",
            answer_type="numeric" if numeric else "true_false",
            expected_value=self.expected_answer,
            verdict=Verdict.canonical if canonical else Verdict.unknown,
        )


def resolve_dataset(name_or_path: str | Path) -> Path:
    """A path as given if it exists, else a dataset name from `DATASETS`: the repository's copy in
    ``data/forminv/`` when it ships (``false_controls_pilot``), else the shared data's."""
    path = Path(name_or_path)
    if path.exists():
        return path
    name = str(name_or_path)
    if name in DATASETS:
        return data_file("forminv", DATASETS[name])
    raise FileNotFoundError(f"no dataset {name!r}: not a file, and not one of {', '.join(DATASETS)}")


def load_forminv_records(path: str | Path) -> list[ForminvRecord]:
    path = resolve_dataset(path)
    records: list[ForminvRecord] = []
    seen: set[str] = set()
    for number, line in text_lines(path, allow_empty=True):  # streamed, each line under the size cap
        try:
            record = ForminvRecord.model_validate(json_loads(line, f"{path}:{number}"))
        except (json.JSONDecodeError, ValidationError) as exc:
            raise ValueError(f"{path}:{number}: not a FormInv item: {exc}") from exc
        if record.id in seen:
            raise ValueError(f"{path}:{number}: duplicate item id {record.id!r}")
        seen.add(record.id)
        records.append(record)
    return records


def load_forminv(path: str | Path = "forminv_v3_103") -> list[Variant]:
    """Items of a FormInv file (a path or a name in `DATASETS`) as `Variant` records."""
    return [record.to_variant() for record in load_forminv_records(path)]


def load_false_controls() -> list[Variant]:
    return load_forminv("false_controls_pilot")

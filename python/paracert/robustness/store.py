"""The run directory of `paracert autoformalize-robustness`: append-only JSONL, so a killed run resumes.

| file | one line per | written |
|---|---|---|
| `run.json` | the run's settings (dataset, profile, rules, models, prompt, provider, offline notice) | at start |
| `perturbations.jsonl` | statement x applicable rule (the perturbed NL text) | at start (deterministic) |
| `formalizations.jsonl` | model x statement x variant: the reply (or the provider error) | as replies arrive |
| `cache.sqlite` | provider reply cache (`paracert.llm.answer_cache`), shared by identical prompts | as replies arrive |
| `compile.jsonl` | distinct Lean code: elaboration status and failure class | after the Lean batch |
| `equivalence.jsonl` | distinct (baseline, perturbed) pair: verdict | after certification |
| `verdicts.jsonl`, `certificates/` | the certification service's verdicts and certificates | as pairs settle |
| `pairs.jsonl` | model x statement x rule: the outcome | at the end (rewritten) |
| `report.md/.html/.json` | the report | at the end |

When a line is appended twice for the same key (a provider error retried on a later run), the
last one wins.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from paracert.errors import InputError, validation_message
from paracert.llm.rundir import read_jsonl, write_jsonl
from paracert.robustness.records import (
    CompileRecord,
    EquivalenceRecord,
    Formalization,
    PairOutcome,
    Perturbation,
    RobustnessRunMeta,
)

M = TypeVar("M", bound=BaseModel)

RUN_META = "run.json"
PERTURBATIONS = "perturbations.jsonl"
FORMALIZATIONS = "formalizations.jsonl"
COMPILE = "compile.jsonl"
EQUIVALENCE = "equivalence.jsonl"
PAIRS = "pairs.jsonl"
CACHE = "cache.sqlite"
VERDICTS = "verdicts.jsonl"  # written by the certification service (certify.service)
CERTIFICATES = "certificates"


def read_records(path: Path, model: type[M]) -> list[M]:
    """The records of a run file; none while the file does not exist yet (a fresh run)."""
    return read_jsonl(path, model) if path.exists() else []


def append_records(path: Path, records: Iterable[BaseModel]) -> None:
    with path.open("a", encoding="utf-8") as fh:
        for r in records:
            fh.write(r.model_dump_json() + "\n")
            fh.flush()


write_records = write_jsonl  # whole-file rewrite, atomically (llm.rundir)


class RunStore:
    def __init__(self, root: str | Path) -> None:
        self.root = Path(root)
        self.root.mkdir(parents=True, exist_ok=True)

    def path(self, name: str) -> Path:
        return self.root / name

    # -- settings -------------------------------------------------------------------------------
    def read_meta(self) -> RobustnessRunMeta | None:
        p = self.path(RUN_META)
        if not p.exists():
            return None
        try:
            return RobustnessRunMeta.model_validate_json(p.read_text(encoding="utf-8"))
        except ValidationError as exc:
            raise InputError(f"{p}: not a robustness run.json: {validation_message(exc)}") from None

    def write_meta(self, meta: RobustnessRunMeta) -> None:
        self.path(RUN_META).write_text(meta.model_dump_json(indent=2) + "\n", encoding="utf-8")

    # -- stages ---------------------------------------------------------------------------------
    def write_perturbations(self, items: Sequence[Perturbation]) -> None:
        write_records(self.path(PERTURBATIONS), items)

    def formalizations(self) -> dict[tuple[str, str, str], Formalization]:
        """(model, statement id, variant) -> the latest reply."""
        return {(f.model, f.statement_id, f.variant): f for f in read_records(self.path(FORMALIZATIONS), Formalization)}

    def add_formalizations(self, items: Iterable[Formalization]) -> None:
        append_records(self.path(FORMALIZATIONS), items)

    def compiled(self) -> dict[str, CompileRecord]:
        return {r.code_key: r for r in read_records(self.path(COMPILE), CompileRecord)}

    def add_compiled(self, items: Iterable[CompileRecord]) -> None:
        append_records(self.path(COMPILE), items)

    def equivalences(self) -> dict[str, EquivalenceRecord]:
        return {r.pair_key: r for r in read_records(self.path(EQUIVALENCE), EquivalenceRecord)}

    def add_equivalences(self, items: Iterable[EquivalenceRecord]) -> None:
        append_records(self.path(EQUIVALENCE), items)

    def write_pairs(self, items: Sequence[PairOutcome]) -> None:
        write_records(self.path(PAIRS), items)

    def pairs(self) -> list[PairOutcome]:
        return read_records(self.path(PAIRS), PairOutcome)

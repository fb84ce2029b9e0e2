"""The run directory: `RunMeta` and reading / writing ``items.jsonl``, ``responses.jsonl``, ``run.json``."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, Field, ValidationError

from paracert._version import __version__
from paracert.errors import InputError, decode_utf8, json_loads, text_lines, validation_message
from paracert.llm.prompt import PromptConfig
from paracert.statements.responses import Response
from paracert.statements.schema import Variant

FORMAT_VERSION = 1
ITEMS = "items.jsonl"
RESPONSES = "responses.jsonl"
META = "run.json"
CACHE = "cache.sqlite"

AnswerSource = Literal["live", "replay", "scripted", "mixed", "unknown"]
# where a run's verdicts come from: the dataset's own records, a verdict file nothing verified, a
# verdict file backed by a certificate directory that `paracert check` verified in this run, or a
# certification run inside this very command (`paracert demo`)
VerdictProvenance = Literal["dataset", "unverified_file", "checked_certificates", "this_run"]


class VerdictCheck(BaseModel):
    """The certificate directory a verdict file was checked against (`paracert check`, run by eval)."""

    directory: str
    lean_version: str | None = None
    certificates: int = Field(description="certificates in the directory's manifest")
    verified: int = Field(description="certificates paracert check verified (all of them, or eval stopped)")
    backed: int = Field(description="certified / refuted verdicts of the file with a verified certificate")
    not_backed: list[str] = Field(default_factory=list,
                                  description="ids of certified / refuted verdicts with none (the first 20)")
    n_not_backed: int = 0


class RunDirError(InputError):
    """A run directory is missing a file or holds a malformed record (an InputError: exit 2)."""


class ModelRun(BaseModel):
    model: str
    provider: str
    n_items: int
    n_fresh: int | None = Field(default=None, description="answers requested from the provider in this invocation")
    n_cached: int | None = Field(default=None, description="answers served from the response cache")
    n_unparseable: int = 0
    n_errors: int = 0


def answer_source(providers: Iterable[str]) -> AnswerSource:
    """'replay' / 'scripted' / 'live' from provider names as recorded in `Response.provider`."""
    kinds = set()
    for name in providers:
        if name.startswith("replay:"):
            kinds.add("replay")
        elif name.startswith("scripted:"):
            kinds.add("scripted")
        else:
            kinds.add("live")
    if not kinds:
        return "unknown"
    return kinds.pop() if len(kinds) == 1 else "mixed"  # type: ignore[return-value]


class RunMeta(BaseModel):
    format_version: int = FORMAT_VERSION
    dataset: str = Field(description="as given on the command line (a path or a dataset name)")
    dataset_path: str | None = Field(default=None, description="the dataset file, resolved (absolute) when written")
    n_items: int
    models: list[str]
    providers: list[str] = Field(description="provider names as recorded in the responses")
    prompt: PromptConfig | None = Field(
        default_factory=PromptConfig, description="the prompt the answers were given to; None when unknown (replay)"
    )
    prompt_note: str | None = Field(default=None, description="where the prompt comes from, or why it is unknown")
    created: datetime = Field(default_factory=lambda: datetime.now(UTC))
    paracert_version: str = __version__
    answer_source: AnswerSource = "unknown"
    live_api_called: bool = Field(
        description="answers come from a real model API (possibly through the cache); False: replayed or scripted"
    )
    replay_file: str | None = None
    verdicts_file: str | None = Field(default=None, description="verdicts merged into the items, if any")
    verdict_note: str | None = Field(default=None, description="where the verdicts come from (e.g. 'fixture')")
    # (left out of the JSON when None: a run.json written before they existed reads back unchanged)
    verdict_provenance: VerdictProvenance | None = Field(
        default=None, exclude_if=lambda v: v is None,
        description="what backs the verdicts (None: a run written before this was recorded: unverified)")
    verdict_check: VerdictCheck | None = Field(
        default=None, exclude_if=lambda v: v is None,
        description="the certificate directory paracert check verified for them, if any")
    per_model: list[ModelRun] = Field(default_factory=list)
    options: dict[str, Any] | None = Field(default=None, description="the command-line options of the run")
    notes: list[str] = Field(default_factory=list)

    def offline_warning(self) -> str | None:
        """The loud notice every report carries when no real model API was called."""
        if self.live_api_called:
            if self.answer_source == "mixed":
                return "MIXED RUN: some answers come from a live API, others were replayed or scripted."
            return None
        if self.answer_source == "replay":
            where = f" from {self.replay_file}" if self.replay_file else ""
            return f"OFFLINE RUN: no model API was called. Answers were REPLAYED{where} (recorded earlier)."
        if self.answer_source == "scripted":
            return "OFFLINE RUN: no model API was called. Answers come from SCRIPTED baselines that ignore the items."
        return "OFFLINE RUN: no model API was called in making this run."


class Run(BaseModel):
    path: str
    meta: RunMeta
    items: list[Variant]
    responses: list[Response]


M = TypeVar("M", bound=BaseModel)


def read_jsonl(path: Path, model: type[M]) -> list[M]:
    if not path.is_file():
        raise RunDirError(f"{path}: no such file")
    out: list[M] = []
    for number, line in text_lines(path, allow_empty=True):  # streamed, each line under the size cap
        try:
            out.append(model.model_validate_json(line))
        except ValidationError as exc:
            raise RunDirError(f"{path}:{number}: not a {model.__name__} record: {validation_message(exc)}") from None
    return out


def _refuse_link(path: Path) -> None:
    if path.is_symlink():
        raise RunDirError(f"{path}: a symbolic link; paracert never reads or writes through links in a run directory")


def write_jsonl(path: Path, records: Sequence[BaseModel]) -> None:
    _refuse_link(path)
    tmp = path.with_name(path.name + ".tmp")
    _refuse_link(tmp)
    with tmp.open("w", encoding="utf-8") as handle:
        for record in records:
            handle.write(record.model_dump_json() + "\n")
    tmp.replace(path)


def write_run(path: str | Path, items: Sequence[Variant], responses: Sequence[Response], meta: RunMeta) -> Path:
    """Write the three files of a run directory (each atomically), creating the directory."""
    root = Path(path)
    if root.exists() and not root.is_dir():
        raise RunDirError(f"{root}: exists and is not a directory")
    root.mkdir(parents=True, exist_ok=True)
    ids = [i.variant_id for i in items]
    if len(set(ids)) != len(ids):
        raise RunDirError("duplicate variant_id in items")
    if meta.dataset_path and not Path(meta.dataset_path).is_absolute():
        meta = meta.model_copy(update={"dataset_path": str(Path(meta.dataset_path).resolve())})
    write_jsonl(root / ITEMS, items)
    write_jsonl(root / RESPONSES, responses)
    tmp = root / (META + ".tmp")
    _refuse_link(tmp)
    _refuse_link(root / META)
    tmp.write_text(meta.model_dump_json(indent=2) + "\n", encoding="utf-8")
    tmp.replace(root / META)
    return root


def load_run(path: str | Path) -> Run:
    root = Path(path)
    if not root.exists():
        raise RunDirError(f"{root}: no such directory")
    if not root.is_dir():
        raise RunDirError(f"{root}: not a run directory (a run is a directory with {ITEMS}, {RESPONSES}, {META})")
    meta_path = root / META
    for name in (META, ITEMS, RESPONSES):
        _refuse_link(root / name)
    if not meta_path.is_file():
        inner = [d for d in sorted(root.iterdir()) if d.is_dir() and (d / META).is_file()]
        hint = f"; did you mean {', '.join(str(d) for d in inner)}?" if inner else ""
        raise RunDirError(f"{meta_path}: no such file (a run directory needs {ITEMS}, {RESPONSES}, {META}){hint}")
    try:
        meta = RunMeta.model_validate(json_loads(decode_utf8(meta_path.read_bytes(), str(meta_path)), str(meta_path)))
    except json.JSONDecodeError as exc:
        raise RunDirError(f"{meta_path}:{exc.lineno}: not JSON ({exc.msg})") from None
    except ValidationError as exc:
        raise RunDirError(f"{meta_path}: not a RunMeta record: {validation_message(exc)}") from None
    items = read_jsonl(root / ITEMS, Variant)
    ids = [i.variant_id for i in items]
    if len(set(ids)) != len(ids):
        raise RunDirError(f"{root / ITEMS}: duplicate variant_id")
    responses = read_jsonl(root / RESPONSES, Response)
    seen: set[tuple[str, str]] = set()
    for r in responses:
        key = (r.model, r.item_id)
        if key in seen:
            raise RunDirError(f"{root / RESPONSES}: two responses of {r.model!r} to {r.item_id!r}")
        seen.add(key)
    return Run(path=str(root), meta=meta, items=items, responses=responses)

"""Typed wire and file formats. Enumerations are Literal / str-valued Enum fields of
pydantic models, so the JSON on disk is what it was: files written before the typing load, and a
record read and written again is the same JSON.

tests/data/written_before_typing/ holds runs written by the code before the typing (commit
e193516): an offline `paracert eval` replay run (--limit 6) and an `autoformalize-robustness demo`
run whose Lean was the unit tests' FakeLeanRunner (scripted formalizations, no Lean).
"""

from __future__ import annotations

import json
import shutil
import typing
from pathlib import Path

import pytest
from pydantic import BaseModel, ValidationError

from paracert.certify.store import Manifest, ManifestEntry, load_manifest
from paracert.lean.items import ErrorCategory, ItemResult, LeanMessage, Status
from paracert.lean.protocol import DaemonReply, RunRequest, SessionAnswer, SessionRequest
from paracert.llm.rundir import load_run
from paracert.report.compute import Report
from paracert.robustness.records import CompileRecord, EquivalenceRecord, EquivalenceVerdict, PairOutcome
from paracert.robustness.report import RobustnessReport
from paracert.robustness.store import RunStore
from paracert.statements.schema import Verdict
from paracert.statements.verdicts import Attempt, AttemptCategory, AttemptStatus, ErrorKind, PairVerdict

ROOT = Path(__file__).resolve().parent.parent
CERTIFICATES = ROOT / "certificates"
BEFORE = Path(__file__).resolve().parent / "data" / "written_before_typing"


def same_json(model: BaseModel, original: dict) -> None:
    """`model`, written as JSON again, is the object it was read from."""
    assert json.loads(model.model_dump_json()) == original


# ---- committed certificates --------------------------------------------------------------------


def test_every_committed_verdict_line_loads_and_writes_back_unchanged() -> None:
    lines = (CERTIFICATES / "verdicts.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(lines) > 1000
    kinds = set()
    for line in lines:
        record = json.loads(line)
        verdict = PairVerdict.model_validate(record)
        same_json(verdict, record)
        kinds |= {verdict.error_kind} | {a.role for a in verdict.attempts}
    assert ErrorKind.other in kinds and "cert" in kinds and "refute" in kinds  # typed values were met


def test_the_committed_manifest_loads_and_writes_back_unchanged() -> None:
    original = json.loads((CERTIFICATES / "manifest.json").read_text(encoding="utf-8"))
    manifest = load_manifest(CERTIFICATES)
    same_json(manifest, original)
    assert manifest.profile == "core" and len(manifest.certificates) == len(original["certificates"])
    assert any(e.error_kind is not None for e in manifest.certificates)


# ---- runs written before the typing ------------------------------------------------------------


def test_an_eval_run_written_before_loads(tmp_path: Path) -> None:
    run_dir = shutil.copytree(BEFORE / "eval", tmp_path / "eval")
    run = load_run(run_dir)
    assert run.meta.answer_source == "replay" and len(run.items) == 6 and run.responses
    report_json = json.loads((run_dir / "report.json").read_text(encoding="utf-8"))
    same_json(Report.model_validate(report_json), report_json)


def test_a_robustness_run_written_before_loads(tmp_path: Path) -> None:
    run_dir = shutil.copytree(BEFORE / "robustness", tmp_path / "robustness")
    store = RunStore(run_dir)
    meta = store.read_meta()
    assert meta is not None and meta.dataset == "demo" and meta.profile == "core" and meta.collect
    compiled = store.compiled()
    assert {r.status for r in compiled.values()} >= {Status.ok, Status.error}
    assert {r.lean_category for r in compiled.values()} >= {None, ErrorCategory.unknown_identifier}
    assert store.equivalences() and store.formalizations()
    pairs = store.pairs()
    assert pairs and {p.tree_kind for p in pairs} <= {None, "ast", "tokens"}
    for name, model in (("compile.jsonl", CompileRecord), ("equivalence.jsonl", EquivalenceRecord),
                        ("pairs.jsonl", PairOutcome)):
        for line in (run_dir / name).read_text(encoding="utf-8").splitlines():
            same_json(model.model_validate_json(line), json.loads(line))
    report_json = json.loads((run_dir / "report.json").read_text(encoding="utf-8"))
    report = RobustnessReport.model_validate(report_json)
    assert report.meta.n_rules == len(report.meta.rules)


def test_a_robustness_run_json_is_written_back_loadable(tmp_path: Path) -> None:
    store = RunStore(shutil.copytree(BEFORE / "robustness", tmp_path / "robustness"))
    meta = store.read_meta()
    assert meta is not None
    store.write_meta(meta)
    assert store.read_meta() == meta


# ---- the types refuse what is not in them ----------------------------------------------------------


@pytest.mark.parametrize(("model", "fields"), [
    (Attempt, {"role": "guess", "tactic": "decide", "status": "ok"}),
    (Attempt, {"role": "cert", "tactic": "decide", "status": "fine"}),
    (Attempt, {"role": "cert", "tactic": "decide", "status": "error", "category": "oops"}),
    (LeanMessage, {"severity": "fatal", "text": "x"}),
    (EquivalenceRecord, {"pair_key": "k", "verdict": "probably"}),
    (ManifestEntry, {"name": "n", "file": "f", "verdict": "certified", "statement_kind": "iff", "family": "f",
                     "a": "A", "b": "B", "sha256": "0", "error_kind": "typo"}),
    (Manifest, {"lean_version": "v", "profile": "everything"}),
])
def test_an_unknown_value_is_refused(model: type[BaseModel], fields: dict) -> None:
    with pytest.raises(ValidationError):
        model.model_validate(fields)


def test_the_verdict_file_spells_the_lean_enums_values() -> None:
    """Attempt status / category are Literals (the verdict format does not import the Lean backend):
    their values must stay those of the backend's enums."""
    assert set(typing.get_args(AttemptStatus)) == {s.value for s in Status}
    assert set(typing.get_args(AttemptCategory)) == {c.value for c in ErrorCategory}
    assert set(typing.get_args(EquivalenceVerdict)) == {v.value for v in Verdict} - {"canonical"} | {"not_checked"}


# ---- protocol messages -----------------------------------------------------------------------------


def test_session_requests_are_the_lines_the_session_reads() -> None:
    item = SessionRequest(id=3, cmd="example : True := trivial", env=0, maxHeartbeats=1000, axioms=["x"])
    assert json.loads(item.model_dump_json(exclude_none=True)) == {
        "id": 3, "cmd": "example : True := trivial", "env": 0, "maxHeartbeats": 1000, "axioms": ["x"]}
    term = SessionRequest(cmd="True", parseTerm=True)
    assert json.loads(term.model_dump_json(exclude_none=True)) == {"cmd": "True", "parseTerm": True}


def test_a_session_answer_keeps_lean_fields() -> None:
    answer = SessionAnswer.model_validate({
        "id": 1, "env": 0, "time_ms": 12, "sorries": [], "declarations": ["f"], "stdout": "",
        "messages": [{"severity": "warning", "pos": {"line": 1, "column": 2}, "endPos": None, "data": "unused"}],
        "axioms": {"f": ["propext"]}, "axiomsNotImported": {"f": []}, "future_field": 1})
    assert answer.messages and answer.messages[0].pos and answer.messages[0].pos.column == 2
    assert answer.axioms == {"f": ["propext"]}
    with pytest.raises(ValidationError):
        SessionAnswer.model_validate({"messages": [{"severity": "loud", "data": "x"}]})


def test_daemon_lines_hold_only_what_their_sender_set() -> None:
    assert DaemonReply(queued=True).line() == {"queued": True}
    assert DaemonReply.model_validate({"alive": True}).line() == {"alive": True}
    assert DaemonReply(done=True, startups_s=[1.5]).line() == {"done": True, "startups_s": [1.5]}
    result = ItemResult(item_id="i", status=Status.ok)
    line = DaemonReply(result=result).line()
    assert list(line) == ["result"] and ItemResult.model_validate(line["result"]) == result
    request = RunRequest(key="k", items=[], item_timeout=5, heartbeats=0).model_dump(mode="json")
    assert request == {"op": "run", "key": "k", "items": [], "item_timeout": 5.0, "heartbeats": 0}
    with pytest.raises(ValidationError):
        RunRequest.model_validate({**request, "launcher": "other"})  # nothing may change the configuration

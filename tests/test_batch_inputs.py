"""Batches read strictly and exit by one rule (docs/cli.md, "Exit codes of a batch"): a pairs file's
fields have their JSON types, one pair_id names one pair (also across --resume), and a run in which
some pair was not read or not decided exits 1 unless --allow-unread."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from paracert.certify import commands as certify_commands
from paracert.certify.run_state import own_digest
from paracert.cli import main
from paracert.statements.schema import Verdict
from paracert.statements.verdicts import Attempt, PairVerdict


class LeanStarted(AssertionError):
    pass


@pytest.fixture
def no_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    """A refusal must come before any Lean runner is made."""
    def tripwire(*args: object, **kwargs: object) -> None:
        raise LeanStarted("a Lean runner was made for input that should have been refused first")
    monkeypatch.setattr(certify_commands, "LeanRunner", tripwire)


def run(capsys: pytest.CaptureFixture[str], *argv: object) -> tuple[int, str, str]:
    try:
        code = main([str(a) for a in argv])
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def write_jsonl(path: Path, *records: dict) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    return path


# ---- strict types ------------------------------------------------------------------------------


@pytest.mark.parametrize(("field", "value"), [
    ("a_true", "yes"), ("a_true", 1), ("a_true", "true"), ("pair_id", 7), ("family", 3), ("a", 1),
    ("b", ["True"]), ("header", True), ("a_header", 0), ("b_header", {"x": 1}),
])
@pytest.mark.parametrize("command", ["equiv", "certify"])
def test_a_field_of_the_wrong_type_is_refused_naming_file_line_and_field(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], no_lean: None, command: str, field: str,
        value: object) -> None:
    record = {"a": "True", "b": "True", "pair_id": "p1"}
    pairs = write_jsonl(tmp_path / "pairs.jsonl", {"a": "True", "b": "True", "pair_id": "p0"}, record | {field: value})
    argv = ["equiv", "--pairs", pairs, "--no-daemon"] if command == "equiv" else ["certify", pairs]
    code, _out, err = run(capsys, *argv, "--out", tmp_path / "v.jsonl")
    assert code == 2, err
    assert f"{pairs}:2: not a pair: field '{field}'" in err, err
    assert "Traceback" not in err and not (tmp_path / "v.jsonl").exists()


# ---- one pair_id, one pair ---------------------------------------------------------------------


@pytest.mark.parametrize("command", ["equiv", "certify"])
def test_one_pair_id_for_two_different_pairs_is_a_usage_error(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], no_lean: None, command: str) -> None:
    pairs = write_jsonl(tmp_path / "pairs.jsonl", {"a": "True", "b": "True", "pair_id": "x"},
                        {"a": "True", "b": "True", "pair_id": "y"},
                        {"a": "True", "b": "True", "pair_id": "x"},  # the same pair again: fine
                        {"a": "True", "b": "True", "pair_id": "x", "a_true": True})
    argv = ["equiv", "--pairs", pairs, "--no-daemon"] if command == "equiv" else ["certify", pairs]
    code, _out, err = run(capsys, *argv, "--out", tmp_path / "v.jsonl")
    assert code == 2, err
    assert f"{pairs}:4: pair_id 'x' already names a different pair at {pairs}:1 (field 'a_true' differs)" in err


def kept_line(pair_id: str, a: str, b: str) -> str:
    v = PairVerdict(pair_id=pair_id, family="custom", a=a, b=b, digest="", lean_version="Lean (version 4.x)",
                    verdict=Verdict.unknown, note="no proof found within budget; see attempts")
    return v.model_copy(update={"digest": own_digest(v)}).model_dump_json() + "\n"


def test_resume_refuses_an_input_whose_pair_id_names_another_pair_in_out(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], no_lean: None) -> None:
    out = tmp_path / "v.jsonl"
    out.write_text(kept_line("x", "True", "True") + kept_line("y", "True", "False"), encoding="utf-8")
    before = out.read_bytes()
    pairs = write_jsonl(tmp_path / "pairs.jsonl", {"a": "True", "b": "True", "pair_id": "x"},
                        {"a": "True", "b": "1 = 1", "pair_id": "y"})
    code, _out, err = run(capsys, "equiv", "--pairs", pairs, "--out", out, "--resume", "--no-daemon")
    assert code == 2, err
    assert f"{pairs}:2: pair_id 'y' names a different pair in {out}:2 (field 'b' differs)" in err, err
    assert out.read_bytes() == before


def test_resume_with_the_same_pairs_is_not_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], no_lean: None) -> None:
    """The check compares content, not Lean versions: the same pair kept under another Lean version
    passes it (and reaches Lean: here the tripwire)."""
    out = tmp_path / "v.jsonl"
    out.write_text(kept_line("x", "True", "True"), encoding="utf-8")
    pairs = write_jsonl(tmp_path / "pairs.jsonl", {"a": " True ", "b": "True", "pair_id": "x"})
    with pytest.raises(LeanStarted):
        main(["equiv", "--pairs", str(pairs), "--out", str(out), "--resume", "--no-daemon"])


# ---- exit codes of a batch ---------------------------------------------------------------------


def _verdict(verdict: Verdict, *statuses: str) -> PairVerdict:
    return PairVerdict(pair_id="p", family="f", a="True", b="True", digest="d", lean_version="v", verdict=verdict,
                       attempts=[Attempt(role="cert", tactic="t", status=s) for s in statuses])  # type: ignore[arg-type]


def test_unread_counts_what_was_not_read_or_not_decided() -> None:
    from paracert.certify.commands import unread_counts

    verdicts = [_verdict(Verdict.invalid_statement), _verdict(Verdict.untranslatable),
                _verdict(Verdict.unknown, "error", "crashed"), _verdict(Verdict.unknown, "timeout"),
                _verdict(Verdict.unknown), _verdict(Verdict.certified, "crashed", "ok"), _verdict(Verdict.refuted)]
    assert unread_counts(verdicts) == {"invalid_statement": 1, "untranslatable": 1, "crashed": 1}


@pytest.mark.lean
@pytest.mark.parametrize("command", ["equiv", "certify"])
def test_a_batch_with_unread_pairs_exits_1_unless_allowed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], lean_required: None, command: str) -> None:
    """Every pair refused by the statement guard (no Lean item runs): exit 1 and the count on stderr;
    --allow-unread: exit 0. The verdict lines are written either way."""
    pairs = write_jsonl(tmp_path / "pairs.jsonl", {"a": "", "b": "True"}, {"a": "(((", "b": "True"})
    argv = ["equiv", "--pairs", pairs, "--no-daemon"] if command == "equiv" else ["certify", pairs]
    code, _out, err = run(capsys, *argv, "--out", tmp_path / "v.jsonl")
    assert code == 1, err
    assert f"paracert {command}: 2 of 2 pairs not read or not decided (invalid_statement 2)" in err
    assert len((tmp_path / "v.jsonl").read_text().splitlines()) == 2
    code, _out, err = run(capsys, *argv, "--out", tmp_path / "w.jsonl", "--allow-unread")
    assert code == 0, err
    assert "exit 0 (--allow-unread)" in err

"""Every command meets bad input with exit 2 and a message naming the input, never a
traceback, and before any Lean work (Lean is replaced by a tripwire here: none of these tests
may start it).

The whole CLI runs in-process (`paracert.cli.main`), so an exception that escaped it would fail
the test rather than print a traceback; stderr is also checked for "Traceback".
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from paracert import errors
from paracert.cli import main
from paracert.lean.config import LeanConfig
from paracert.lean.launch.launchers import Launcher
from paracert.lean.runner import LeanRunner as RealLeanRunner  # the tripwire below replaces the name in use
from paracert.statements.schema import Verdict


class LeanStarted(AssertionError):
    """Raised by the tripwire when a command tries to make a Lean runner."""


def _tripwire(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
    raise LeanStarted("a Lean runner was made for input that should have been refused first")


@pytest.fixture(autouse=True)
def no_lean(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    if request.node.get_closest_marker("lean"):  # the end-to-end check below runs the real Lean
        return
    import importlib

    import paracert.lean as lean
    import paracert.lean.runner as lean_runner
    import paracert.robustness.commands as robustness_commands

    # every module that binds the runner's name when first imported is imported here, before the
    # tripwire, and patched: a command module the CLI imports lazily during a tripwired test would
    # otherwise keep the tripwire for the rest of the session (and later tests in this process)
    for name in _RUNNER_USERS:
        module = importlib.import_module(name)
        if hasattr(module, "LeanRunner"):
            monkeypatch.setattr(module, "LeanRunner", _tripwire)
    monkeypatch.setattr(lean, "LeanRunner", _tripwire)
    monkeypatch.setattr(lean_runner, "LeanRunner", _tripwire)
    monkeypatch.setattr(robustness_commands, "make_runner", _tripwire)


# the modules that import `LeanRunner` by name (grep `import.*LeanRunner` in python/paracert)
_RUNNER_USERS = ("paracert", "paracert.certify.commands", "paracert.report.commands", "paracert.lean.cli.commands",
                 "paracert.lean.cli.cache_commands", "paracert.metrics.commands", "paracert.certify.service",
                 "paracert.certify.engine", "paracert.certify.mathlib_input", "paracert.evaluation.evaluate",
                 "paracert.api")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Exit code, stdout, stderr of `paracert ARGV` (argparse's own refusals exit via SystemExit)."""
    try:
        code = main([str(a) for a in argv])
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def assert_usage_error(result: tuple[int, str, str], *needles: str) -> str:
    code, out, err = result
    assert code == 2, (code, out, err)
    assert "Traceback" not in err and "Traceback" not in out
    assert "error: " in err
    for needle in needles:
        assert needle in err, (needle, err)
    return err


# ---- the same bad inputs for every command that reads a file ------------------------------------


HUGE_CAP = 64 * 1024  # the per-line cap these tests set (PARACERT_MAX_LINE_BYTES)


@pytest.fixture
def bad_inputs(tmp_path: Path) -> dict[str, Path]:
    (tmp_path / "empty.jsonl").write_text("")
    (tmp_path / "latin1.jsonl").write_bytes(b'{"a": "caf\xe9"}\n')
    (tmp_path / "adir").mkdir()
    (tmp_path / "broken.jsonl").write_text("{not json\n")
    # nested far deeper than Python's recursion limit: an input error, never a RecursionError
    (tmp_path / "deep.jsonl").write_text('{"a": ' + "[" * 10_000 + "]" * 10_000 + "}\n")
    # one line over the per-line cap (lowered to HUGE_CAP for these tests)
    (tmp_path / "huge.jsonl").write_text('{"a": "' + "x" * (2 * HUGE_CAP) + '"}\n')
    return {
        "missing": tmp_path / "missing.jsonl",
        "empty": tmp_path / "empty.jsonl",
        "non_utf8": tmp_path / "latin1.jsonl",
        "directory": tmp_path / "adir",
        "dev_null": Path("/dev/null"),
        "malformed": tmp_path / "broken.jsonl",
        "deep": tmp_path / "deep.jsonl",
        "huge_line": tmp_path / "huge.jsonl",
    }


FILE_COMMANDS = {
    "equiv --pairs": lambda f, out: ["equiv", "--pairs", f],
    "refute --pairs": lambda f, out: ["refute", "--pairs", f],
    "certify": lambda f, out: ["certify", f, "--out", out / "v.jsonl"],
    "audit": lambda f, out: ["audit", f, "--min-fail", "1"],
    "responses import": lambda f, out: ["responses", "import", f],
    "ask": lambda f, out: ["ask", f, "--provider", "always_true", "--no-progress"],
    "eval": lambda f, out: ["eval", f, "--provider", "always_true", "--out", out, "--no-progress"],
    "autoformalize-robustness": lambda f, out: ["autoformalize-robustness", f, "--model", "m",
                                                "--provider", "scripted", "--out", out],
    "rules apply --file": lambda f, out: ["rules", "apply", "--file", f],
}
KINDS = ("missing", "empty", "non_utf8", "directory", "dev_null", "malformed", "deep", "huge_line")


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("command", sorted(FILE_COMMANDS))
def test_every_file_input_is_refused_by_name(capsys, monkeypatch, tmp_path, bad_inputs, command, kind) -> None:
    monkeypatch.setenv("PARACERT_MAX_LINE_BYTES", str(HUGE_CAP))
    path = bad_inputs[kind]
    out_dir = tmp_path / "out"
    err = assert_usage_error(run(capsys, *FILE_COMMANDS[command](path, out_dir)), str(path))
    if kind == "non_utf8":
        assert f"{path}:1: not UTF-8 (invalid byte 0xe9 at offset 10)" in err
    if kind == "deep":  # a JSONL line is named by its line; a whole-file JSON input by its file
        assert f"{path}:1: JSON nested deeper than" in err or f"{path}: JSON nested deeper than" in err
    if kind == "huge_line":
        assert f"{path}:1: line longer than {HUGE_CAP:,} bytes" in err
    if command in ("eval", "autoformalize-robustness"):
        assert not out_dir.exists(), "a refused input must not leave a run directory behind"


@pytest.mark.parametrize("kind", ("missing", "non_utf8", "directory", "dev_null"))
def test_elaborate_file_inputs(capsys, bad_inputs, kind) -> None:
    path = bad_inputs[kind]
    err = assert_usage_error(run(capsys, "elaborate", path), f"paracert elaborate: error: {path}")
    if kind == "non_utf8":
        assert f"{path}:1: not UTF-8 (invalid byte 0xe9 at offset 10)" in err


@pytest.mark.parametrize("command", ("report", "nfb", "select"))
@pytest.mark.parametrize("kind", ("missing", "directory", "dev_null"))
def test_every_run_directory_input_is_refused_by_name(capsys, bad_inputs, command, kind) -> None:
    extra = ["--profile", "syntactic=1"] if command == "select" else []
    assert_usage_error(run(capsys, command, bad_inputs[kind], *extra), str(bad_inputs[kind]))


@pytest.mark.parametrize("kind", ("missing", "dev_null", "malformed"))
def test_check_needs_a_certificate_directory(capsys, bad_inputs, kind) -> None:
    assert_usage_error(run(capsys, "check", bad_inputs[kind]), str(bad_inputs[kind]))


# ---- missing fields are named with line and field -----------------------------------------------


def test_pairs_file_missing_b_on_line_4(capsys, tmp_path) -> None:
    pairs = tmp_path / "pairs.jsonl"
    good = json.dumps({"a": "1 = 1", "b": "1 = 1"})
    pairs.write_text("\n".join([good, good, good, json.dumps({"a": "2 = 2"})]) + "\n")
    assert_usage_error(run(capsys, "equiv", "--pairs", pairs), f"{pairs}:4: not a pair: field 'b': Field required")


def test_audit_on_a_dataset_names_line_and_field(capsys, tmp_path) -> None:
    dataset = tmp_path / "items.jsonl"
    dataset.write_text(json.dumps({"variant_id": "t1", "nl_question": "Is 2 prime?"}) + "\n")
    assert_usage_error(run(capsys, "audit", dataset, "--min-fail", "1"), f"{dataset}:1: field 'model': Field required")


def test_run_json_missing_field_is_named(capsys, tmp_path) -> None:
    (tmp_path / "run.json").write_text("{}")
    assert_usage_error(run(capsys, "report", tmp_path), "run.json: not a RunMeta record: field 'dataset'")


def test_robustness_dataset_missing_field(capsys, tmp_path) -> None:
    dataset = tmp_path / "statements.jsonl"
    dataset.write_text(json.dumps({"nl": "x"}) + "\n")
    assert_usage_error(run(capsys, "autoformalize-robustness", dataset, "--model", "m", "--provider", "scripted",
                           "--out", tmp_path / "r"), f"{dataset}:1: not a statement record: field ")


# ---- numeric options: validated by the parser, one message each, naming the option --------------


@pytest.mark.parametrize(("argv", "message"), [
    (["eval", "x.jsonl", "--provider", "always_true", "--limit", "-3"],
     "argument --limit: must be at least 1 (got -3)"),
    (["eval", "x.jsonl", "--provider", "always_true", "--limit", "0"], "argument --limit: must be at least 1 (got 0)"),
    (["eval", "x.jsonl", "--provider", "always_true", "--min-fail", "0"], "argument --min-fail: must be at least 1"),
    (["eval", "x.jsonl", "--provider", "always_true", "--hi-ig-threshold", "-1"],
     "argument --hi-ig-threshold: must be between 0 and 1 (got -1)"),
    (["eval", "x.jsonl", "--provider", "always_true", "--bootstrap", "-5"], "argument --bootstrap: must be at least 1"),
    (["eval", "x.jsonl", "--provider", "always_true", "--concurrency", "0"], "argument --concurrency: must be at"),
    (["eval", "x.jsonl", "--provider", "always_true", "--rate", "0"], "argument --rate: must be a finite number above"),
    (["report", "r", "--bootstrap", "-5"], "argument --bootstrap: must be at least 1 (got -5)"),
    (["certify", "examples", "--limit-per-family", "0"], "argument --limit-per-family: must be at least 1 (got 0)"),
    (["certify", "examples", "--limit-per-family", "-1"], "argument --limit-per-family: must be at least 1 (got -1)"),
    (["equiv", "--a", "1 = 1", "--b", "1 = 1", "--rounds", "0"], "argument --rounds: must be at least 1"),
    (["equiv", "--a", "1 = 1", "--b", "1 = 1", "--item-timeout", "-1"], "argument --item-timeout: must be a finite"),
    (["equiv", "--a", "1 = 1", "--b", "1 = 1", "--heartbeats", "many"],
     "argument --heartbeats: 'many' is not an integer"),
    (["audit", "r.jsonl", "--min-fail", "0"], "argument --min-fail: must be at least 1 (got 0)"),
    (["nfb", "r", "--margin", "-1"], "argument --margin: must be a finite number, 0 or more"),
    (["ask", "d.jsonl", "--provider", "always_true", "--limit", "-3"], "argument --limit: must be at least 1"),
    (["ask", "d.jsonl", "--provider", "always_true", "--retries", "-1"], "argument --retries: must be 0 or more"),
    (["autoformalize-robustness", "demo", "--model", "m", "--out", "r", "--bootstrap", "-5"],
     "argument --bootstrap: must be at least 1 (got -5)"),
    (["elaborate", "F.lean", "--heartbeats", "0"], "argument --heartbeats: must be at least 1 (got 0)"),
    (["elaborate", "F.lean", "--item-timeout", "-1"], "argument --item-timeout: must be a finite number above 0"),
    (["elaborate", "F.lean", "--item-timeout", "nan"], "argument --item-timeout: must be a finite number above 0"),
    (["serve", "--sessions", "0"], "argument --sessions: must be at least 1 (got 0)"),
    (["serve", "--idle-timeout", "-1"], "argument --idle-timeout: must be a finite number, 0 or more (got -1)"),
    (["serve", "--status", "--stop"], "argument --stop: not allowed with argument --status"),
    (["cache", "verify", "--sample", "0"], "argument --sample: must be at least 1 (got 0)"),
    (["cache", "verify", "--sample", "3", "--all"], "argument --all: not allowed with argument --sample"),
    (["cache", "verify", "--item-timeout", "0"], "argument --item-timeout: must be a finite number above 0"),
    (["cache", "verify", "--seed", "x"], "argument --seed: invalid int value: 'x'"),
])
def test_numeric_options_are_checked_by_the_parser(capsys, argv, message) -> None:
    err = assert_usage_error(run(capsys, *argv), message)
    error_line = err.strip().splitlines()[-1]  # (the lines above are argparse's usage)
    assert error_line.endswith(message) or message in error_line
    assert "--concurrency" not in error_line or "--concurrency" in argv  # --bootstrap -5 blames only itself


@pytest.mark.parametrize("action", ("verify", "clear", "info"))
def test_cache_file_that_is_no_cache_is_named(capsys, tmp_path, action) -> None:
    """A --cache-file that is not an sqlite cache is an input error (and `clear` removes nothing)."""
    notes = tmp_path / "notes.txt"
    notes.write_text("not a database\n")
    assert_usage_error(run(capsys, "cache", action, "--cache-file", notes),
                       f"paracert cache: error: --cache-file {notes}: not a paracert result cache")
    assert notes.read_text() == "not a database\n"


@pytest.mark.parametrize("command", (["cache"], ["lean"]))
def test_a_command_without_its_action_shows_its_own_help(capsys, command) -> None:
    code, out, err = run(capsys, *command)
    assert code == 2 and out == "" and f"usage: paracert {command[0]} [-h]" in err


def test_min_fail_above_the_models_is_refused_before_the_run_is_written(capsys, tmp_path) -> None:
    dataset = tmp_path / "items.jsonl"
    dataset.write_text(json.dumps({"id": "x0", "theorem_id": "x", "family": "canonical", "nl_question": "Claim",
                                   "ground_truth": "FALSE"}) + "\n")
    out = tmp_path / "run"
    assert_usage_error(run(capsys, "eval", dataset, "--provider", "always_true", "--min-fail", "2", "--out", out,
                           "--no-progress"), "--min-fail 2: more than the 1 models")
    assert not out.exists()


def test_audit_min_fail_above_the_models(capsys, tmp_path) -> None:
    responses = tmp_path / "r.jsonl"
    record = {"model": "m", "provider": "p", "item_id": "i", "theorem_id": "t", "family": "canonical",
              "ground_truth": True, "parsed": True, "correct": True, "raw": "TRUE"}
    responses.write_text(json.dumps(record) + "\n")
    assert_usage_error(run(capsys, "audit", responses, "--min-fail", "2"), "--min-fail 2: more than the 1 models")


# ---- silent no-ops are errors ------------------------------------------------------------------


def test_unknown_family_lists_the_families(capsys, tmp_path) -> None:
    err = assert_usage_error(run(capsys, "certify", "examples", "--families", "no_such_family",
                                 "--out", tmp_path / "v.jsonl"), "--families: no pairs of family no_such_family")
    assert "its families: " in err and "de_morgan" in err


def test_unknown_dataset_lists_the_datasets(capsys) -> None:
    from paracert.certify.datasets import NAMED

    assert "examples" in NAMED and "minif2f" in NAMED
    assert_usage_error(run(capsys, "certify", "nonexistent_dataset"),
                       f"dataset 'nonexistent_dataset': neither a named dataset ({', '.join(NAMED)}) nor a file")


@pytest.mark.parametrize("dataset", ("examples:abc", "examples:0", "forminv,examples:-1"))
def test_dataset_caps_are_checked(capsys, dataset) -> None:
    bad = dataset.split(",")[-1]
    assert_usage_error(run(capsys, "certify", dataset),
                       f"dataset {bad!r}: the cap after ':' must be a number of pairs per family, at least 1")


def test_ask_names_the_missing_field(capsys, tmp_path) -> None:
    items = tmp_path / "items.jsonl"
    items.write_text(json.dumps({"theorem_id": "t", "family": "canonical", "nl_question": "q",
                                 "ground_truth": "TRUE"}) + "\n")
    err = assert_usage_error(run(capsys, "ask", items, "--provider", "always_true"),
                             f"{items}:1: not a FormInv item: field 'id': Field required")
    assert len(err.strip().splitlines()) == 1


def test_empty_pairs_file(capsys, tmp_path) -> None:
    pairs = tmp_path / "blank.jsonl"
    pairs.write_text("\n  \n")
    assert_usage_error(run(capsys, "equiv", "--pairs", pairs), f"--pairs {pairs}: empty file")


def test_pairs_with_a_is_refused(capsys, tmp_path) -> None:
    pairs = tmp_path / "p.jsonl"
    pairs.write_text(json.dumps({"a": "1 = 1", "b": "1 = 1"}) + "\n")
    assert_usage_error(run(capsys, "equiv", "--pairs", pairs, "--a", "2 = 2"), "--pairs FILE or --a/--b, not both")


def test_a_without_b(capsys) -> None:
    assert_usage_error(run(capsys, "refute", "--a", "1 = 1"), "give --a and --b, or --pairs FILE")


def test_non_utf8_statement_argument(capsys) -> None:
    text = b"1 = \xff".decode("utf-8", "surrogateescape")  # what Python makes of such bytes in argv
    assert_usage_error(run(capsys, "equiv", "--a", text, "--b", "1 = 1"),
                       "argument --a: not UTF-8 (invalid byte 0xff at offset 4)")


def test_non_utf8_rules_text(capsys) -> None:
    text = b"\xfe is even".decode("utf-8", "surrogateescape")
    assert_usage_error(run(capsys, "rules", "apply", text), "not UTF-8 (invalid byte 0xfe at offset 0)")


# ---- outputs: created or checked before the Lean work -------------------------------------------


def _pairs(tmp_path: Path) -> Path:
    pairs = tmp_path / "p.jsonl"
    pairs.write_text(json.dumps({"a": "1 = 1", "b": "1 = 1"}) + "\n")
    return pairs


def test_out_directory_is_created_before_lean(capsys, tmp_path) -> None:
    out = tmp_path / "nodir" / "deeper" / "v.jsonl"
    with pytest.raises(LeanStarted):
        main(["equiv", "--pairs", str(_pairs(tmp_path)), "--out", str(out)])
    assert out.parent.is_dir()


def test_certificates_directory_is_created_before_lean(capsys, tmp_path) -> None:
    certs = tmp_path / "new" / "certs"
    with pytest.raises(LeanStarted):
        main(["equiv", "--pairs", str(_pairs(tmp_path)), "--certificates", str(certs)])
    assert certs.is_dir()


@pytest.mark.parametrize("option", ("--out", "--certificates"))
def test_output_under_a_file_is_refused_before_lean(capsys, tmp_path, option) -> None:
    blocker = tmp_path / "afile"
    blocker.write_text("x")
    target = blocker / "v.jsonl"
    assert_usage_error(run(capsys, "equiv", "--pairs", _pairs(tmp_path), option, target), option, str(blocker))


@pytest.mark.parametrize("command", (["demo"], ["autoformalize-robustness", "demo", "--model", "m",
                                                "--provider", "scripted"]))
def test_run_folder_under_a_file_is_refused_before_lean(capsys, tmp_path, command) -> None:
    blocker = tmp_path / "afile"
    blocker.write_text("x")
    assert_usage_error(run(capsys, *command, "--out", blocker / "run"), f"--out {blocker / 'run'}")


def test_out_that_is_a_directory_is_refused(capsys, tmp_path) -> None:
    assert_usage_error(run(capsys, "equiv", "--pairs", _pairs(tmp_path), "--out", tmp_path),
                       f"--out {tmp_path}: a directory; give a file path")


def test_corrupt_out_file_names_its_line(capsys, tmp_path) -> None:
    out = tmp_path / "v.jsonl"
    out.write_text('{"verdict": "certified"}\n')
    assert_usage_error(run(capsys, "equiv", "--pairs", _pairs(tmp_path), "--out", out, "--resume"),
                       f"{out}:1: not a verdict record: field ")
    assert_usage_error(run(capsys, "equiv", "--pairs", _pairs(tmp_path), "--out", out),
                       f"--out {out} already holds 1 verdict line: give --resume")


def test_junit_into_a_directory_is_refused(capsys, tmp_path) -> None:
    (tmp_path / "certs").mkdir()
    assert_usage_error(run(capsys, "check", tmp_path / "certs", "--static-only", "--junit", tmp_path),
                       f"--junit {tmp_path}: a directory")


def test_certify_default_out_is_a_run_folder(capsys, tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(LeanStarted):
        main(["certify", "examples", "--limit-per-family", "1"])
    (folder,) = (tmp_path / "runs").iterdir()
    assert folder.name.startswith("certify-") and (folder / "certificates").is_dir()
    assert not (tmp_path / "certificates").exists()
    assert f"--out {folder.relative_to(tmp_path)}/verdicts.jsonl" in capsys.readouterr().err


def test_certify_default_run_folders_do_not_collide(tmp_path, monkeypatch) -> None:
    from paracert.certify.commands import default_run_folder

    monkeypatch.chdir(tmp_path)
    first = default_run_folder()
    first.mkdir(parents=True)
    assert default_run_folder() != first


# ---- messages that puzzled ----------------------------------------------------------------------


def test_report_suggests_the_run_inside(capsys, tmp_path) -> None:
    demo = tmp_path / "demo"
    (demo / "run").mkdir(parents=True)
    (demo / "run" / "run.json").write_text("{}")
    assert_usage_error(run(capsys, "report", demo), f"did you mean {demo / 'run'}?")


def test_pairs_without_pair_id_are_named_file_and_line(tmp_path) -> None:
    from paracert.certify.datasets import load_dataset
    from paracert.certify.pairs import read_pairs_file

    pairs = tmp_path / "p.jsonl"
    pairs.write_text("\n".join(["", json.dumps({"a": "1 = 1", "b": "1 = 1", "pair_id": "mine"}),
                                 json.dumps({"a": "2 = 2", "b": "2 = 2"})]) + "\n")
    assert [p.pair_id for p in read_pairs_file(pairs)] == ["mine", f"{pairs}:3"]
    assert [p.pair_id for p in load_dataset(str(pairs))] == ["mine", f"{pairs}:3"]


class FakeElaborateRunner:
    """A stand-in for LeanRunner in session mode (no Lean): the file comes back as one unit with one
    error message on line 8, as a session reports it."""

    mode = "session"
    lean_version = "FakeLean 0"
    daemon_pid = None

    def __init__(self, *args, **kwargs) -> None:  # noqa: ANN002, ANN003
        pass

    def run(self, items, progress=None):  # noqa: ANN001, ANN201
        from paracert.lean.items import ItemResult, LeanMessage, Status

        (unit,) = items
        return [ItemResult(item_id=unit.item_id, status=Status.error, elapsed_s=0.1,
                           messages=[LeanMessage(severity="error", text="unsolved goals", line=8)])]


def test_elaborate_item_ids_are_file_and_line(capsys, tmp_path, monkeypatch) -> None:
    """One id style: `FILE:LINE` of each declaration's keyword, with what it is beside it."""
    import paracert.lean.cli.commands as lean_commands

    monkeypatch.setattr(lean_commands, "LeanRunner", FakeElaborateRunner)
    monkeypatch.setattr(lean_commands, "select_launcher", lambda choice: argparse.Namespace(name="fake"))
    source = tmp_path / "Demo.lean"
    source.write_text('/-- doc with "theorem x" -/\n@[simp] theorem good : True := trivial\n\n'
                      'example : 1 = 1 := rfl\n#eval "def"\n\ntheorem bad : 1 = 2 := by\n  simp\n')
    code, out, err = run(capsys, "elaborate", source, "--json", "--trusted")  # trusted: the file has an #eval
    assert code == 1, err
    results = json.loads(out)["results"]
    assert [(r["item_id"], r["declaration"], r["status"]) for r in results] == [
        (f"{source}:2", "theorem good", "ok"), (f"{source}:4", "example", "ok"), (f"{source}:5", "#eval", "ok"),
        (f"{source}:7", "theorem bad", "error")]
    code, out, err = run(capsys, "elaborate", source, "--trusted")
    assert out.splitlines() == [f"ok      {source}:2 theorem good", f"ok      {source}:4 example",
                                f"ok      {source}:5 #eval",
                                f"error   {source}:7 theorem bad [tactic] line 8: unsolved goals"]


def test_run_json_dataset_path_is_resolved(tmp_path, monkeypatch) -> None:
    from paracert.llm.rundir import META, RunMeta, write_run

    monkeypatch.chdir(tmp_path)
    meta = RunMeta(dataset="d", dataset_path="data/d.jsonl", n_items=0, models=[], providers=[],
                   live_api_called=False)
    write_run("run", [], [], meta)
    written = json.loads((tmp_path / "run" / META).read_text())
    assert written["dataset_path"] == str(tmp_path / "data" / "d.jsonl")


def test_counterexample_as_lean_bindings() -> None:
    from paracert.certify.commands import format_counterexample

    cx = {"refutes": "B", "statement": "∀ (a m n : Nat), …", "assignment": {"a": 2, "m": 1, "n": 1}}
    assert format_counterexample(cx) == "a := 2, m := 1, n := 1 (refutes B)"
    assert format_counterexample({"refutes": "B", "assignment": {"x": -1}}) == "x := (-1) (refutes B)"
    assert format_counterexample({"refutes": "B", "statement": "Nat.Prime 0", "assignment": {}}) == \
        "Nat.Prime 0 is false (no variables) (refutes B)"


def test_a_refutation_says_what_it_proves_not_by_by() -> None:
    """The refutation's `tactic` is its whole script (`by intro hiff; …`): printed after `by` it read
    `by by intro hiff; …` for a whole screen line. Now: what it proves, then the script, cut."""
    from paracert.certify.commands import _describe
    from paracert.statements.verdicts import PairVerdict

    script = "by intro hiff; have ha : ∀ n : Nat, 0 ∣ n ↔ n = 0 := (by omega); " + "x" * 200
    v = PairVerdict(pair_id="zero_dvd_inverted", family="f", a="A", b="B", digest="d", lean_version="L",
                    verdict=Verdict.refuted, statement_kind="not_iff", tactic=script,
                    counterexample={"refutes": "B", "assignment": {"n": 1}})
    lines = _describe(v).splitlines()
    assert lines[1].startswith("  proves ¬ (A ↔ B) by: intro hiff; have ha") and lines[1].endswith("…")
    assert "by by" not in _describe(v) and len(lines[1]) < 140
    assert lines[2] == "  counterexample: n := 1 (refutes B)"
    key = v.model_copy(update={"statement_kind": "not_b_answer_key", "tactic": "decide"})
    assert _describe(key).splitlines()[1] == "  proves ¬ B (A true by the answer key) by: decide"


def test_summary_seconds_never_print_none() -> None:
    from paracert.certify.commands import _seconds, run_summary

    summary = run_summary([], [], 0.0)
    assert summary["startup_s_per_process"] is None  # JSON keeps null ...
    assert _seconds(summary["startup_s_per_process"]) == "-"  # ... the human line shows '-'
    assert _seconds(1.5) == "1.5 s"


# ---- docs/cli.md lists every command, its options and its exit codes --------------------------------


def _leaf_commands(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()):  # noqa: ANN202
    """(command path, its --options) for every runnable command of the parser."""
    subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    if subs:
        for name, sub in subs[0].choices.items():
            yield from _leaf_commands(sub, (*path, name))
        return
    yield path, [o for a in parser._actions for o in a.option_strings if o.startswith("--") and o != "--help"]


def test_docs_cli_covers_every_command_option_and_exit_code() -> None:
    from paracert.cli import build_parser

    doc = (Path(__file__).parents[1] / "docs" / "cli.md").read_text(encoding="utf-8")
    sections = re.split(r"^### ", doc, flags=re.M)[1:]

    def section(words: tuple[str, ...]) -> str:
        for n in range(len(words), 0, -1):  # `paracert cache verify …`, else `paracert cache …`
            heading = re.compile(rf"`paracert {re.escape(' '.join(words[:n]))}\b")
            found = [s for s in sections if heading.search(s.splitlines()[0])]
            if found:
                return "\n".join(found)
        return ""

    commands = list(_leaf_commands(build_parser()))
    assert len(commands) >= 20
    for path, options in commands:
        text = section(path)
        assert text, f"docs/cli.md has no section for `paracert {' '.join(path)}`"
        assert "Exit" in text, f"docs/cli.md: no exit codes for `paracert {' '.join(path)}`"
        missing = [o for o in options if o not in text]
        assert not missing, f"docs/cli.md, `paracert {' '.join(path)}`: options not described: {missing}"
    for code in ("`130`", "`143`", "--resume"):
        assert code in doc


# ---- the error classes and validators (the library API builds on them) ------------------------


def test_error_hierarchy() -> None:
    assert issubclass(errors.UsageError, errors.ParacertError) and issubclass(errors.InputError, errors.ParacertError)
    from paracert.llm.rundir import RunDirError

    assert issubclass(RunDirError, errors.InputError)


@pytest.mark.parametrize(("validator", "text", "ok"), [
    (errors.positive_int, "1", True), (errors.positive_int, "0", False), (errors.positive_int, "1.5", False),
    (errors.non_negative_int, "0", True), (errors.non_negative_int, "-1", False),
    (errors.positive_float, "0.1", True), (errors.positive_float, "0", False), (errors.positive_float, "nan", False),
    (errors.positive_float, "inf", False), (errors.non_negative_float, "0", True),
    (errors.non_negative_float, "-0.5", False), (errors.fraction, "1", True), (errors.fraction, "1.01", False),
])
def test_validators(validator, text, ok) -> None:
    if ok:
        validator(text)
    else:
        with pytest.raises(argparse.ArgumentTypeError):
            validator(text)


# ---- end to end, with the real Lean ---------------------------------------------------------------


@pytest.mark.lean
@pytest.mark.slow
def test_refute_end_to_end_prints_lean_bindings_into_a_new_folder(lean_required, tmp_path) -> None:
    """Real Lean: the README's refutation, its --out in a folder that does not exist yet."""
    from conftest import run_cli

    out = tmp_path / "not" / "yet" / "v.jsonl"
    done = run_cli("refute", "--a", "∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n",
                   "--b", "∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n", "--a-true", "--out", str(out),
                   env={"PARACERT_DAEMON": "0"})
    stdout, stderr = done.stdout.decode(), done.stderr.decode()
    assert done.returncode == 0, (stdout, stderr)
    assert "Traceback" not in stderr
    assert stdout.startswith("refuted")
    (line,) = [ln for ln in stdout.splitlines() if "counterexample:" in ln]
    assert re.fullmatch(r"  counterexample: a := \d+, m := \d+, n := \d+ \(refutes B\)", line), line
    (record,) = [json.loads(ln) for ln in out.read_text(encoding="utf-8").splitlines()]
    assert record["verdict"] == "refuted" and set(record["counterexample"]["assignment"]) == {"a", "m", "n"}


@pytest.mark.parametrize(("error", "code"), [
    (FileNotFoundError(2, "No such file or directory", "gone.json"), 2),
    (IsADirectoryError(21, "Is a directory", "adir"), 2),
    (OSError(28, "No space left on device", "out.jsonl"), 1),
    (UnicodeDecodeError("utf-8", b"\xe9", 0, 1, "invalid continuation byte"), 2),
])
def test_an_unchecked_file_error_is_one_line(capsys, monkeypatch, error, code) -> None:
    """The CLI's last net: an OSError / UnicodeError no up-front check caught names the file."""
    import paracert.transforms.nl_rules.commands as rules_commands

    def fail(args):  # noqa: ANN001, ANN202
        raise error

    monkeypatch.setattr(rules_commands, "cmd_list", fail)
    got, out, err = run(capsys, "rules", "list")
    assert got == code and "Traceback" not in err and err.startswith("paracert rules: error: ")
    assert getattr(error, "filename", None) is None or error.filename in err


# ---- "this run's timeouts": certify --retry unknown, on FakeLean (tests/fake_lean.py) -------------


@dataclass
class FakeLeanLauncher(Launcher):
    """Runs tests/fake_lean.py (FakeLean, a stand-in process, not Lean) instead of `lean --json FILE`."""

    name: str = "fake"

    def command(self, lean_file, work_dir, extra_args=None):  # noqa: ANN001, ANN201
        return [sys.executable, str(Path(__file__).with_name("fake_lean.py")), str(lean_file)]

    def version(self) -> str:
        return "FakeLean 0"


def test_retry_unknown_counts_this_runs_timeouts(capsys, tmp_path, monkeypatch) -> None:
    """After `--retry unknown` the summary counts this run's timeouts (not `0 … timeouts`) when items had
    timed out in that run. Lean is FakeLean here (a named fake: every item whose code holds HANG
    hangs), so every item of the pair runs into the wall-clock limit."""
    import paracert.certify.commands as certify_commands
    from paracert.lean.cache import ResultCache
    from paracert.lean.launch.profile import LeanProfile

    def fake_lean_runner(config: LeanConfig) -> RealLeanRunner:  # the command's settings, on the fake Lean
        return RealLeanRunner(config.with_values(pool_size=1, mode="batch", startup_timeout=30),
                              launcher=FakeLeanLauncher(), profile=LeanProfile(name="bare"),
                              cache=ResultCache(tmp_path / "c.sqlite"), work_dir=tmp_path / "w")

    monkeypatch.setattr(certify_commands, "LeanRunner", fake_lean_runner)
    pairs = tmp_path / "p.jsonl"
    pairs.write_text(json.dumps({"a": "HANG = HANG", "b": "HANG = 1"}) + "\n")
    out = tmp_path / "v.jsonl"

    def certify(*extra: str) -> dict:
        code, stdout, err = run(capsys, "certify", pairs, "--out", out, "--json", *extra)
        assert code == 0, err
        return json.loads(stdout)["run"]

    first = certify("--item-timeout", "0.2")
    assert first["timeouts"] >= 1 and first["cached_timeouts"] == 0
    # the same limit: the earlier timeouts are reused from the cache, none is this run's
    reused = certify("--retry", "unknown", "--item-timeout", "0.2")
    assert (reused["timeouts"], reused["cached_timeouts"]) == (0, first["timeouts"])
    # a larger limit: they run again and time out again, in this run
    retried = certify("--retry", "unknown", "--item-timeout", "0.4")
    assert (retried["timeouts"], retried["cached_timeouts"]) == (first["timeouts"], 0)
    from paracert.certify.commands import lean_line

    line = lean_line(retried)
    assert f"this run: {first['timeouts']} timed out, 0 crashed, 0 retried after a Lean crash; " in line
    assert "0 cached, of which 0 are earlier timeouts reused" in line

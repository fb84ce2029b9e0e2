"""Reports stay reports (escaped Markdown, plain-text plot labels, no writes through links),
`--json` survives a closed pipe, bad `--out` and empty datasets are usage errors."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from paracert.cli import main
from paracert.data.forminv import load_false_controls
from paracert.data.recorded import load_false_controls_results
from paracert.llm.rundir import RunDirError, RunMeta, load_run, write_run
from paracert.report.compute import build_report
from paracert.report.render import md_escape, write_outputs
from paracert.statements.schema import Verdict

EVIL = "evil\n# Injected heading | x |\n<img src=http://example.com/a.png> ![i](http://example.com/b.png) $x^2$"


def _evil_run(tmp_path: Path) -> Path:
    items = load_false_controls()
    items = [i.model_copy(update={"verdict": Verdict.certified}) if i.family != "canonical" else i for i in items]
    responses = [r.model_copy(update={"model": EVIL if r.model == "openai/gpt-4o" else r.model})
                 for r in load_false_controls_results()]  # fmt: skip
    meta = RunMeta(dataset="fc", n_items=len(items), models=sorted({r.model for r in responses}),
                   providers=["replay:x"], answer_source="replay", live_api_called=False)  # fmt: skip
    return write_run(tmp_path / "run", items, responses, meta)


def test_markdown_is_escaped_and_plots_survive_dollars(tmp_path: Path) -> None:
    run_dir = _evil_run(tmp_path)
    rep = build_report(load_run(run_dir), n_resamples=20)
    paths = write_outputs(rep, run_dir)
    md = paths["report.md"].read_text()
    assert not re.search(r"^#+ Injected", md, re.MULTILINE)
    assert not re.search(r"(?<!\\)<img", md)  # only as escaped text (\<img), never raw HTML
    assert not re.search(r"(?<!\\)\]\((?!failure_heatmap|ig_distribution|accuracy_scr)", md)  # no link from data
    assert md_escape(EVIL).count("\n") == 0
    html = paths["report.html"].read_text()
    assert "<img src=http" not in html
    assert all((run_dir / f).stat().st_size > 0 for f in rep.plots.values())


def test_no_write_through_symlinks(tmp_path: Path) -> None:
    run_dir = _evil_run(tmp_path)
    outside = tmp_path / "outside.txt"
    outside.write_text("keep")
    (run_dir / "report.md").symlink_to(outside)
    rep = build_report(load_run(run_dir), n_resamples=20)
    with pytest.raises(ValueError, match="symbolic link"):
        write_outputs(rep, run_dir)
    assert outside.read_text() == "keep"
    (run_dir / "items.jsonl").unlink()
    (run_dir / "items.jsonl").symlink_to(outside)
    with pytest.raises(RunDirError, match="symbolic link"):
        load_run(run_dir)


def test_json_survives_a_closed_pipe(tmp_path: Path) -> None:
    run_dir = _evil_run(tmp_path)
    code = (
        "import sys; from paracert.cli import main; sys.exit(main(sys.argv[1:]))"
    )
    proc = subprocess.run(
        f"{sys.executable} -c '{code}' report {run_dir} --json --bootstrap 20 | head -c 10",
        shell=True, capture_output=True, text=True, env={**os.environ, "PYTHONUNBUFFERED": "0"},
    )  # fmt: skip
    assert proc.stdout == '{\n  "run": '[:10]
    assert "Traceback" not in proc.stderr and "BrokenPipe" not in proc.stderr


def test_empty_dataset_and_bad_out_are_usage_errors(tmp_path: Path, capsys) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n")
    assert main(["eval", str(empty), "--provider", "always_true", "--out", str(tmp_path / "r")]) == 2
    assert "empty dataset" in capsys.readouterr().err
    wrong = tmp_path / "wrong.jsonl"
    wrong.write_text(json.dumps({"question": "x"}) + "\n")
    assert main(["eval", str(wrong), "--provider", "always_true", "--out", str(tmp_path / "r")]) == 2
    err = capsys.readouterr().err
    assert "wrong.jsonl:1" in err and "expected JSONL of Variant records" in err
    afile = tmp_path / "afile"
    afile.write_text("x")
    assert main(["eval", "false_controls_pilot", "--provider", "always_true", "--out", str(afile)]) == 2
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    (foreign / "items.jsonl").write_text("mine")
    assert main(["eval", "false_controls_pilot", "--provider", "always_true", "--out", str(foreign)]) == 2
    assert (foreign / "items.jsonl").read_text() == "mine"
    assert "holds no run" in capsys.readouterr().err

"""README's Quick start, run as written: every command of its bash blocks, in order, in a fresh clone of
this repository with no `../shared` beside it (PARACERT_SHARED_DATA an empty folder), and the figures the
README states next to them. Commands that need the network are named in NEEDS_NETWORK, nowhere else."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"

# the only Quick-start commands this test never runs: they call a model API over the network
NEEDS_NETWORK = ("--provider openai",)
# whole-dataset batches (minutes each: ~6 min for the Mathlib dev set alone): run with PARACERT_QUICKSTART_ALL=1;
# CI runs every other command, `paracert demo` included (the same code paths on smaller inputs)
DATASET_BATCHES = ("--pairs data/pairs/mathlib_dev.jsonl", "score dev.jsonl", "certify forminv")


def quickstart_commands(readme: str) -> list[tuple[str, list[str]]]:
    """(README's text of the command, its argv) for each command of the Quick start's bash blocks, in order.
    A command runs on over `\\` line ends and open quotes; `#` starts a comment outside quotes."""
    section = readme.split("\n## Quick start\n", 1)[1].split("\n### From Python\n", 1)[0]
    commands: list[tuple[str, list[str]]] = []
    for block in re.findall(r"```bash\n(.*?)```", section, flags=re.S):
        pending = ""
        for line in block.splitlines():
            pending += line + "\n"
            try:
                argv = shlex.split(pending, comments=True)
            except ValueError:  # an open quote: the command goes on
                continue
            if line.rstrip().endswith("\\"):  # (never inside a comment in README's blocks)
                continue
            if argv:
                commands.append((pending.strip(), [a for a in argv if a != "\n"]))
            pending = ""
        assert not pending.strip(), f"README Quick start: an unfinished command: {pending!r}"
    return commands


def test_the_quick_start_parses_into_paracert_commands() -> None:
    commands = quickstart_commands(README.read_text(encoding="utf-8"))
    assert len(commands) >= 20, [c for c, _ in commands]
    assert all(argv[0] == "paracert" for _, argv in commands), [argv[:2] for _, argv in commands]
    header = next(argv for _, argv in commands if "--header" in argv)
    distributed = ("import Mathlib\nimport Aesop\n\nset_option maxHeartbeats 400000\n\n"
                   "open BigOperators Real Nat Topology Rat")
    assert header[header.index("--header") + 1] == distributed  # quoted line breaks kept
    refute = next(argv for _, argv in commands if argv[1] == "refute")
    assert refute[-2:] == ["--b", "∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n"]  # `\` continues, the comment is not
    assert any(argv[1] == "demo" for _, argv in commands)


@pytest.fixture(scope="module")
def fresh_clone(tmp_path_factory) -> Path:
    """`git clone` of this checkout's committed state into a folder with no `shared` beside it; the
    embedded Lean `make setup` installed is linked in (it is git-ignored, a clone has none)."""
    parent = tmp_path_factory.mktemp("newcomer")
    clone = parent / "paracert"
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(clone)], check=True)
    assert not (parent / "shared").exists()
    if (ROOT / ".lean-wasm").exists():
        (clone / ".lean-wasm").symlink_to(ROOT / ".lean-wasm")
    return clone


def _run(clone: Path, argv: list[str], empty_shared: Path) -> subprocess.CompletedProcess:
    """`argv` as a user runs it: with the background Lean daemon a command starts by default (its own
    runtime folder beside the clone, stopped by the test), so later commands find Lean warm."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PARACERT_") or k == "PARACERT_CACHE_DIR"}
    env.update(PYTHONPATH=str(clone / "python"), PARACERT_SHARED_DATA=str(empty_shared), PARACERT_DAEMON="1",
               PARACERT_RUNTIME_DIR=str(clone.parent / "runtime"),
               PARACERT_POOL_SIZE=os.environ.get("PARACERT_POOL_SIZE", "1"))
    # `paracert ARGS` of the clone's own package (the venv's console script would run this checkout's)
    return subprocess.run([sys.executable, "-m", "paracert", *argv[1:]], cwd=clone, env=env, capture_output=True,
                          text=True, timeout=1800)


def _claims(out: str, argv: list[str]) -> None:
    """The figures README writes next to a command, against what the command printed."""
    if argv[1] == "audit":
        assert "8 of 20 items flagged" in out, out
        assert re.search(r"8 of them flagged: precision 1\.0+, recall 1\.0+", out), out
    if argv[1] == "eval" and "mathcheck_129_results.json" in argv:
        assert "scored 1,032 answers: 1,032 of 1,032 with the recording's own correctness flag" in out, out
    if argv[1] == "rules" and argv[2] == "list":
        assert len([line for line in out.splitlines() if line.strip()]) >= 125, out
    if argv[1] == "equiv" and "--header" in argv:
        assert "certified" in out, out
    if argv[1] == "refute":
        assert "refuted" in out, out
    if argv[1] == "eval" and "false_controls_pilot.jsonl" in " ".join(argv):
        assert "14 " in out or "14/" in out, out  # the 14 Lean-certified pairs README names


@pytest.mark.lean
@pytest.mark.slow
def test_every_quick_start_command_runs_as_written_on_a_fresh_clone(fresh_clone: Path, tmp_path: Path,
                                                                    lean_required) -> None:
    empty_shared = tmp_path / "no-shared"
    empty_shared.mkdir()
    commands = quickstart_commands((fresh_clone / "README.md").read_text(encoding="utf-8"))
    timings = []
    try:
        _run_all(fresh_clone, commands, empty_shared, timings)
    finally:
        _run(fresh_clone, ["paracert", "serve", "--stop"], empty_shared)
    print("quick start, seconds per command:", json.dumps(timings, ensure_ascii=False))
    assert (fresh_clone / "runs" / "demo" / "report.html").is_file()
    assert (fresh_clone / "runs" / "mine" / "certificates" / "manifest.json").is_file()


def _run_all(fresh_clone: Path, commands: list, empty_shared: Path, timings: list) -> None:
    for text, argv in commands:
        if any(marker in text for marker in NEEDS_NETWORK):
            continue
        batch = any(marker in " ".join(argv) for marker in DATASET_BATCHES)
        if batch and not os.environ.get("PARACERT_QUICKSTART_ALL"):
            print(f"quick start: not run without PARACERT_QUICKSTART_ALL=1: {' '.join(argv)}")
            continue
        started = time.monotonic()
        done = _run(fresh_clone, argv, empty_shared)
        timings.append((round(time.monotonic() - started, 1), " ".join(argv[:3])))
        assert done.returncode == 0, f"README command exited {done.returncode}:\n{text}\n{done.stdout}\n{done.stderr}"
        _claims(done.stdout, argv)

"""A Lean crash reads as what happened (exit code, signal, out of memory), on which item,
and the last stderr line that says why, without the module lists and structure dumps around it.

Units of `paracert.lean.launch.exits.LeanExit`, then the two places a crash is reported, each against a
named fake process (no Lean here): the batch runner with FakeLean (tests/fake_lean.py) and the
session pool with FakeLeanSession (tests/fake_lean_session.py)."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from conftest import FakeSessionLauncher
from paracert.lean import LeanItem, LeanRunner, Status
from paracert.lean.backends.pool import SessionPool
from paracert.lean.config import LeanConfig
from paracert.lean.launch.exits import DURING_STARTUP, LeanExit, while_on
from paracert.lean.launch.launchers import Launcher
from paracert.lean.launch.profile import LeanProfile

HERE = Path(__file__).parent
# what the issue quotes, around the line that says why
ISSUE_STDERR = ["- /lib/lean/Init/Data/String/Lemmas/Basic.olean", "mainModule? = true"]
NODE_OUT_OF_MEMORY = "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"


def test_the_issue_message_has_no_internal_noise() -> None:
    text = LeanExit.of(1, ISSUE_STDERR).describe(while_on("Demo.lean:8"))
    assert text == "Lean process exited with code 1 while elaborating item Demo.lean:8; no error message on stderr"


def test_the_line_that_says_why_is_kept_and_the_noise_dropped() -> None:
    lines = ["- /lib/lean/Init/Prelude.olean", "uncaught exception: (kernel) deep recursion detected",
             *ISSUE_STDERR, "    at wasm://wasm/0b2c:wasm-function[12]:0x45", "Node.js v24.1.0"]
    ended = LeanExit.of(1, lines)
    assert ended.last_line() == "uncaught exception: (kernel) deep recursion detected"
    text = ended.describe(while_on("p3:cert:0"))
    assert ".olean" not in text and "mainModule" not in text and "Node.js" not in text
    assert text.startswith("Lean process exited with code 1 while elaborating item p3:cert:0; last stderr line: ")


@pytest.mark.parametrize(("returncode", "lines", "how"), [
    (-9, [], "was killed by signal 9 (SIGKILL)"),
    (137, [], "was killed by signal 9 (SIGKILL; exit code 137 from its wrapper)"),  # .lean-wasm/bin/lean
    (-15, [], "was killed by signal 15 (SIGTERM)"),
    (143, [], "was killed by signal 15 (SIGTERM; exit code 143 from its wrapper)"),
    (134, ["<--- Last few GCs --->", NODE_OUT_OF_MEMORY, " 1: 0xb7c3a0 node::Abort() [node]"],
     "ran out of memory (exit code 134)"),
    (-6, ["Aborted(OOM)"], "ran out of memory (killed by SIGABRT)"),
    (3, [], "exited with code 3"),
    (None, [], "stopped answering (its output closed; killed)"),
])
def test_how_the_process_ended(returncode, lines, how) -> None:
    assert LeanExit.of(returncode, lines).how() == how


def test_out_of_memory_quotes_the_memory_line_and_sigkill_guesses_nothing() -> None:
    oom = LeanExit.of(134, [NODE_OUT_OF_MEMORY, " 1: 0xb7c3a0 node::Abort() [node]"])
    assert oom.last_line().endswith("JavaScript heap out of memory")
    killed = LeanExit.of(-9, []).describe(DURING_STARTUP)
    # a SIGKILL says who sent it nowhere: the signal and code are told, no cause is guessed
    assert killed == ("Lean process was killed by signal 9 (SIGKILL) during start-up, before any item; "
                      "no error message on stderr")
    assert "memory" not in LeanExit.of(137, ["Killed"]).describe(DURING_STARTUP)


def test_a_long_line_is_cut() -> None:
    assert len(LeanExit.of(1, ["error: " + "x" * 1000]).last_line()) <= 301


# ---- the batch runner, with FakeLean ---------------------------------------------------------------


@dataclass
class FakeLeanLauncher(Launcher):
    """Runs tests/fake_lean.py (FakeLean) instead of `lean --json FILE`."""

    name: str = "fake"

    def command(self, lean_file, work_dir, extra_args=None):
        return [sys.executable, str(HERE / "fake_lean.py"), str(lean_file)]

    def version(self) -> str:
        return "FakeLean 0"


def test_batch_crash_names_the_item_and_the_reason(tmp_path: Path) -> None:
    runner = LeanRunner(LeanConfig(cache=False, pool_size=1, mode="batch"), launcher=FakeLeanLauncher(),
                        profile=LeanProfile(name="bare"), work_dir=tmp_path)
    ok, crashed, after = runner.run([LeanItem(item_id="Demo.lean:1", code="theorem a : True := trivial"),
                                     LeanItem(item_id="Demo.lean:3", code="theorem b : NOISY_CRASH"),
                                     LeanItem(item_id="Demo.lean:5", code="theorem c : True := trivial")])
    assert ok.status == Status.ok and after.status == Status.ok
    assert crashed.status == Status.crashed
    assert crashed.detail == ("Lean process exited with code 1 while elaborating item Demo.lean:3; last stderr line: "
                              "uncaught exception: (kernel) deep recursion detected")


# ---- the session pool, with FakeLeanSession --------------------------------------------------------


@pytest.mark.parametrize(("code", "detail"), [
    ("theorem b : CRASH", "Lean process exited with code 1 while elaborating item Demo.lean:3; last stderr line: "
                          "INTERNAL PANIC: unreachable code has been reached"),
    ("theorem b : OOM", "Lean process ran out of memory (exit code 134) while elaborating item Demo.lean:3; last "
                        f"stderr line: {NODE_OUT_OF_MEMORY}"),
])
def test_session_crash_names_the_item_and_the_reason(tmp_path: Path, code: str, detail: str) -> None:
    pool = SessionPool(FakeSessionLauncher(), LeanProfile(name="bare"), 1, tmp_path)
    try:
        # a fresh session (no item served before) is not retried: the crash is the item's
        (res,) = pool.run([LeanItem(item_id="Demo.lean:3", code=code)], item_timeout=30, default_heartbeats=1000)
        assert res.status == Status.crashed
        assert res.detail == detail
        (again,) = pool.run([LeanItem(item_id="Demo.lean:5", code="theorem c : True := trivial")], item_timeout=30,
                            default_heartbeats=1000)
        assert again.status == Status.ok  # a new session took its place
    finally:
        pool.close()


@pytest.mark.parametrize(("code", "retried"), [("theorem b : EXIT3", False), ("theorem b : CRASH", True),
                                                ("theorem b : OOM", True)])
def test_a_used_session_is_retried_unless_the_item_itself_exited(tmp_path: Path, code: str, retried: bool) -> None:
    """A session that had served items and died is retried once in a fresh one (memory pressure is the
    likelier cause), except when the item ended the process itself: a silent exit with a plain code
    (`IO.Process.exit 3`), which a fresh session would repeat at the cost of a start-up."""
    pool = SessionPool(FakeSessionLauncher(), LeanProfile(name="bare"), 1, tmp_path)
    try:
        items = [LeanItem(item_id="a", code="theorem a : True := trivial"), LeanItem(item_id="b", code=code)]
        first, second = pool.run(items, item_timeout=30, default_heartbeats=1000)
        assert first.status == Status.ok and second.status == Status.crashed
        assert pool.stats.restarts_after_crash == (2 if retried else 1)
        assert pool.stats.sessions_started == (2 if retried else 1)  # the retry's fresh session
        if not retried:
            assert second.detail == ("Lean process exited with code 3 while elaborating item b; "
                                     "no error message on stderr")
    finally:
        pool.close()

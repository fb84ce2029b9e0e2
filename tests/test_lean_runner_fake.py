"""LeanRunner's bookkeeping against FakeLean (tests/fake_lean.py), a stand-in process, not Lean:
cache hits, retry of items a dead or hung process never reached, and per-item reporting."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from paracert.lean import LeanItem, LeanRunner, Status
from paracert.lean.cache import ResultCache
from paracert.lean.config import LeanConfig
from paracert.lean.launch.launchers import Launcher
from paracert.lean.launch.profile import LeanProfile

FAKE = Path(__file__).with_name("fake_lean.py")


@dataclass
class FakeLauncher(Launcher):
    name: str = "fake"
    runs: int = 0

    def command(self, lean_file, work_dir, extra_args=None):
        self.runs += 1
        return [sys.executable, str(FAKE), str(lean_file)]

    def version(self) -> str:
        return "FakeLean 0"


def _runner(tmp_path: Path, max_rounds: int = 3, **settings) -> tuple[LeanRunner, FakeLauncher]:
    """A batch-mode runner on the fake Lean; `settings` are LeanConfig fields (item_timeout, ...)."""
    launcher = FakeLauncher()
    runner = LeanRunner(LeanConfig(pool_size=1, mode="batch", **settings), launcher=launcher,
                        profile=LeanProfile(name="bare"), cache=ResultCache(tmp_path / "c.sqlite"),
                        work_dir=tmp_path / "w", max_rounds=max_rounds)
    return runner, launcher


def _items(*codes: str) -> list[LeanItem]:
    return [LeanItem(item_id=f"i{k}", code=c) for k, c in enumerate(codes)]


def test_results_are_cached_and_reused(tmp_path: Path) -> None:
    runner, launcher = _runner(tmp_path)
    first = runner.run(_items("theorem a : True := trivial", "theorem b : BAD := x"))
    assert [r.status for r in first] == [Status.ok, Status.error] and launcher.runs == 1
    again = runner.run(_items("theorem a : True := trivial", "theorem b : BAD := x"))
    assert launcher.runs == 1 and all(r.cached for r in again)
    assert [r.status for r in again] == [Status.ok, Status.error]


def test_crash_names_the_item_and_the_rest_is_retried(tmp_path: Path) -> None:
    runner, launcher = _runner(tmp_path)
    res = runner.run(_items("theorem a : True := trivial", "theorem b : CRASH", "theorem c : True := trivial"))
    assert [r.status for r in res] == [Status.ok, Status.crashed, Status.ok]
    assert launcher.runs == 2  # the item after the crash ran in a fresh process
    assert runner.last_stats is not None and (runner.last_stats.crashes, runner.last_stats.timeouts) == (1, 0)
    stats = runner.last_stats  # one process per round, each started, each timed from launch to exit
    assert (stats.processes, len(stats.startup_s), len(stats.process_s), stats.crashes_retried) == (2, 2, 2, 0)


def test_hang_is_killed_by_the_item_limit(tmp_path: Path) -> None:
    runner, launcher = _runner(tmp_path, item_timeout=2, startup_timeout=30)
    res = runner.run(_items("theorem a : HANG", "theorem b : True := trivial"))
    assert res[0].status == Status.timeout and "wall-clock" in (res[0].detail or "")
    assert res[1].status == Status.ok and launcher.runs == 2


@dataclass
class BurstyFakeLauncher(FakeLauncher):
    """FakeLean in burst mode: messages held back to the end, live markers at once (as measured
    with the embedded Lean)."""

    name: str = "fake-bursty"
    live_markers = True

    def env(self) -> dict[str, str]:
        return {"FAKE_LEAN_BURST": "1"}


def _bursty_runner(tmp_path: Path, max_rounds: int = 3, **settings) -> tuple[LeanRunner, FakeLauncher]:
    """A batch-mode runner on the fake Lean; `settings` are LeanConfig fields (item_timeout, ...)."""
    launcher = BurstyFakeLauncher()
    runner = LeanRunner(LeanConfig(pool_size=1, mode="batch", **settings), launcher=launcher,
                        profile=LeanProfile(name="bare"), cache=ResultCache(tmp_path / "c.sqlite"),
                        work_dir=tmp_path / "w", max_rounds=max_rounds)
    return runner, launcher


def test_late_message_bursts_are_not_taken_for_a_hang(tmp_path: Path) -> None:
    """Messages come only at the end, but live markers keep the item limit from firing."""
    runner, launcher = _bursty_runner(tmp_path, item_timeout=2, startup_timeout=30)
    res = runner.run(_items("theorem a : True := trivial", "theorem b : BAD := x", "theorem c : True := trivial"))
    assert [r.status for r in res] == [Status.ok, Status.error, Status.ok] and launcher.runs == 1
    assert all(r.elapsed_s is not None for r in res)


def test_hang_with_held_messages_names_the_hung_item_and_reruns_the_finished_ones(tmp_path: Path) -> None:
    runner, launcher = _bursty_runner(tmp_path, item_timeout=2, startup_timeout=30)
    res = runner.run(_items("theorem a : True := trivial", "theorem b : BAD := x", "theorem c : HANG",
                            "theorem d : True := trivial"))
    # a and b finished (live markers) but their messages died with the process: run again, so
    # their verdicts come from a complete report; c is the hung one; d never started
    assert [r.status for r in res] == [Status.ok, Status.error, Status.timeout, Status.ok]
    assert launcher.runs == 2


def test_successive_hangs_do_not_starve_the_items_after_them(tmp_path: Path) -> None:
    """Four hung items in a row (more than max_rounds): every round settles one, so the good
    items after them still run."""
    runner, launcher = _runner(tmp_path, item_timeout=1, startup_timeout=30, max_rounds=3)
    res = runner.run(_items(*(["theorem h : HANG"] * 4), "theorem a : True := trivial", "theorem b : BAD := x"))
    assert [r.status for r in res] == [Status.timeout] * 4 + [Status.ok, Status.error]
    assert launcher.runs == 5


def test_a_wall_clock_timeout_is_cached_under_its_limit(tmp_path: Path) -> None:
    """A hung item is not run again under the same (or a smaller) limit: that would cost the limit
    plus a fresh process every time. A larger limit gives it another chance."""
    runner, launcher = _runner(tmp_path, item_timeout=1, startup_timeout=30)
    items = _items("theorem a : HANG", "theorem b : True := trivial")
    first = runner.run(items)
    assert [r.status for r in first] == [Status.timeout, Status.ok] and launcher.runs == 2
    assert first[0].wall_limit_s == 1
    assert runner.last_stats is not None and (runner.last_stats.timeouts, runner.last_stats.cached_timeouts) == (1, 0)
    again = runner.run(items)
    assert launcher.runs == 2 and all(r.cached for r in again)
    assert again[0].status == Status.timeout and "cached" in (again[0].detail or "")
    # the reused timeout is an earlier run's: this run timed nothing out
    assert (runner.last_stats.timeouts, runner.last_stats.cached_timeouts) == (0, 1)
    patient, patient_launcher = _runner(tmp_path, item_timeout=2, startup_timeout=30)
    retried = patient.run(items)
    assert patient_launcher.runs == 1 and not retried[0].cached and retried[1].cached
    assert retried[0].status == Status.timeout and retried[0].wall_limit_s == 2
    assert patient.last_stats is not None
    assert (patient.last_stats.timeouts, patient.last_stats.cached_timeouts) == (1, 0)


def test_a_start_up_timeout_is_not_cached(tmp_path: Path) -> None:
    """A process that never started says nothing about its items: nothing is cached."""
    runner, launcher = _runner(tmp_path, startup_timeout=0.01)
    first = runner.run(_items("theorem a : True := trivial"))
    assert first[0].status == Status.timeout and first[0].wall_limit_s is None
    assert runner.cache is not None and len(runner.cache) == 0


def test_a_program_file_edited_during_a_run_does_not_run_under_the_other_key(tmp_path: Path, monkeypatch) -> None:
    """The session program is read once per process: its text (what every session of the process
    runs) and the digest in the cache keys come from that one read."""
    import shutil

    from paracert.lean.backends.session import program_sources, session_program_digest, session_program_text
    from paracert.paths import lean_source_dir

    src = tmp_path / "lean"
    shutil.copytree(lean_source_dir(), src)
    monkeypatch.setenv("PARACERT_LEAN_SRC", str(src))
    for cached in (program_sources, session_program_digest):
        cached.cache_clear()
    try:
        digest, text = session_program_digest(), session_program_text(True)
        module = src / "session" / "Translate.lean"
        module.write_text(module.read_text(encoding="utf-8") + "\n-- edited\n", encoding="utf-8")
        assert (session_program_digest(), session_program_text(True)) == (digest, text)
        program_sources.cache_clear()
        session_program_digest.cache_clear()  # a new process reads the edited program, under a new key
        assert session_program_digest() != digest and session_program_text(True).endswith("-- edited\n")
    finally:
        for cached in (program_sources, session_program_digest):
            cached.cache_clear()

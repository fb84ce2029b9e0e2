"""lean_scheduler: the pytest plugin that schedules paracert's test suite around its Lean processes.

A real-Lean test (marked `lean`) needs a Lean session, whose start-up costs ~30-40 s of one core, and
the CI machine has two. The plugin (registered by tests/conftest.py's `pytest_plugins`):

- orders the modules (pytest-xdist `--dist loadfile --no-loadscope-reorder` hands them out in this
  order): the modules with a selected real-Lean test first (those marked `lean_translate` before
  the others: each worker's first module adopts its warm session, see below), then the others,
  each group longest first, so the short pure-Python modules fill in at the end; the modules whose
  test waits for a lane go last. A module's length is its time in `module_durations.json` (beside this file); a
  module the file lacks (or all of them, without the file) is estimated: `LEAN_MODULE_S` for a
  module with real-Lean tests (about one Lean start-up), `OTHER_TEST_S` per test for the others.
  `--update-durations` rewrites the file from the run's own times (each module's setup + call +
  teardown, summed); modules that did not run keep their entries, modules that no longer exist are
  dropped;
- starts one warm Lean session per process at collection (`wait_for_warm_session`); a real-Lean
  test waits for it before its fixtures build runners, so the first of them adopts it
  (paracert's session pool hands an idle session to a runner of the same configuration), and the
  session is handed on from module to module. When a selected test is marked `lean_translate` the
  warm session holds the translation module (sessions start without it otherwise), so the
  modules that translate adopt it too instead of starting their own;
- sizes `-n auto` by cores and memory;
- runs `Early` jobs (`@early`): without pytest-xdist, a module's Lean work starts at collection in a
  background thread; the test takes its `.result()`;
- runs lanes (`LANES`, `lane_result`): under pytest-xdist, the controller runs a long real-Lean job in
  a process of its own as soon as a worker reports the test that needs it collected.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
DURATIONS_FILE = Path(__file__).resolve().parent / "module_durations.json"

# Estimates for a module the durations file lacks (seconds; for ordering only).
LEAN_MODULE_S = 30.0
OTHER_TEST_S = 0.05

# Real-Lean work the run's controller starts in a process of its own, beside the pytest-xdist workers,
# as soon as a worker reports the test that needs it collected (test node id -> script writing a JSON
# file). A long job that would hold one worker for its whole length (the unpatched host: ~160 s of one
# core) then runs in the gaps the workers leave (waits for time-outs, single-threaded phases). Its
# module runs last, so that its worker runs the other modules while the lane works.
LANES = {"tests/test_lean_host_patch.py::test_patched_and_unpatched_hosts_give_the_same_results":
         ROOT / "tests" / "lean_tools" / "host_compare.py"}


def lean_available() -> bool:
    from paracert.lean.launch.launchers import LauncherError, select_launcher

    try:
        select_launcher()
    except LauncherError:
        return False
    return True


# ---- early jobs -----------------------------------------------------------------------------------


class Early:
    """Work a test module starts at the end of collection, in a background thread, when at least one of
    its real-Lean tests (marked `lean`) was selected: a Lean start-up (30-200 s, one core) then
    overlaps the pure-Python tests that run before the module (the other core) instead of adding to
    the run. The test calls `.result()`, which starts the work itself when nothing did (a run of that
    test alone, or under pytest-xdist, where every worker collects every module)."""

    registered: list[Early] = []

    def __init__(self, module: str, fn: Callable[[], Any]) -> None:
        self.module, self.fn = module, fn
        self._future: Future | None = None
        self._lock = threading.Lock()
        Early.registered.append(self)

    def start(self) -> Future:
        with self._lock:
            if self._future is None:
                future: Future = Future()
                self._future = future

                def work() -> None:
                    try:
                        future.set_result(self.fn())
                    except BaseException as exc:  # noqa: BLE001 - handed to the test that asks
                        future.set_exception(exc)

                threading.Thread(target=work, daemon=True, name=f"early:{self.module}").start()
            return self._future

    def result(self, timeout: float = 1800) -> Any:
        return self.start().result(timeout)


def early(fn: Callable[[], Any]) -> Early:
    """Decorator for a module-level zero-argument function: see Early."""
    return Early(fn.__module__, fn)


# ---- the warm session -----------------------------------------------------------------------------

# The runner whose idle session the first real-Lean test adopts. Sessions are handed on: a module's
# fixtures do not close their runners or pools (every item starts from the base environment, so a
# used session is as good as a fresh one), the next module's runner adopts the idle session, and a
# pool of another configuration closes it to make room (docs/decisions/0004).
_WARM: list[Any] = []
_WARM_JOB: list[Early] = []


# A translation request that needs no vocabulary: a session that answers it is one whose program holds
# the translation module (paracert starts those only for `translate` items), which any item may adopt.
EMPTY_TRANSLATION = json.dumps({"vocab": "", "instances": [], "sides": []})


def _warm_default_session(translate: bool = False) -> None:
    from paracert.lean import LeanItem, LeanRunner
    from paracert.lean.config import LeanConfig

    runner = LeanRunner(LeanConfig(cache=False, pool_size=1))
    item = (LeanItem(item_id="warm-up", code=EMPTY_TRANSLATION, kind="translate") if translate
            else LeanItem(item_id="warm-up", code="theorem warm_up : True := trivial"))
    runner.run([item])
    _WARM.append(runner)  # not closed: its session stays alive, idle, for a later runner to adopt


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "lean_translate: a real-Lean test that sends `translate` requests "
                            "(Mathlib-syntax input): the run's warm sessions then hold the translation module")


def wait_for_warm_session() -> None:
    """Wait until the warm default session started at collection is up and idle (nothing to wait for
    when none was started); a failed start-up is left to the test's own runner to report."""
    if _WARM_JOB:
        try:
            _WARM_JOB[0].result()
        except Exception:  # noqa: BLE001 - the test's own runner reports why Lean does not start
            pass


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """A real-Lean test waits for the warm default session before its fixtures build runners: the
    first of them then adopts it instead of starting a second Lean beside it (both would compete for
    the two cores, and neither could be adopted by the other while starting)."""
    if item.get_closest_marker("lean"):
        wait_for_warm_session()


# ---- workers --------------------------------------------------------------------------------------


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto` (pyproject's addopts): one worker per core, at most as many as memory holds two
    embedded Leans each (a warm session and a test's own; ~3.5 GB resident each), at most 4."""
    from paracert.lean.launch.launchers import _available_memory_gb

    return max(1, min(os.cpu_count() or 1, int(_available_memory_gb() // (2 * 3.5)), 4))


# ---- order ----------------------------------------------------------------------------------------


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.getgroup("lean_scheduler", "module order and Lean sessions (tests/plugins/lean_scheduler.py)").addoption(
        "--update-durations", action="store_true", default=False,
        help=f"rewrite {DURATIONS_FILE.relative_to(ROOT)} with this run's module times (the order of the "
             "modules in later runs)")


def module_of(nodeid: str) -> str:
    """The module part of a node id (`tests/test_x.py::test_y[1]` -> `tests/test_x.py`)."""
    return nodeid.split("::", 1)[0]


def read_durations(path: Path = DURATIONS_FILE) -> dict[str, float]:
    """Module -> seconds from the durations file; empty when it is missing or unreadable."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return {str(k): float(v) for k, v in data["modules"].items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}


def lane_modules() -> set[str]:
    return {module_of(test) for test in LANES}


def module_order(items: list[pytest.Item], durations: dict[str, float]) -> list[str]:
    """The modules of `items` in the order they should run (see the module's docstring)."""
    lean: dict[str, int] = defaultdict(int)
    total: dict[str, int] = defaultdict(int)
    translate: set[str] = set()
    for item in items:
        module = module_of(item.nodeid)
        total[module] += 1
        if item.get_closest_marker("lean"):
            lean[module] += 1
        if item.get_closest_marker("lean_translate"):
            translate.add(module)
    lanes = lane_modules()

    def rank(module: str) -> tuple[int, float]:
        if module in lanes:
            return (3, 0.0)
        cost = durations.get(module)
        if cost is None:
            cost = LEAN_MODULE_S if lean[module] else OTHER_TEST_S * total[module]
        return (0 if module in translate else 1 if lean[module] else 2, -cost)

    return sorted(total, key=rank)  # stable: equal ranks keep collection order


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    position = {module: i for i, module in enumerate(module_order(items, read_durations()))}
    items.sort(key=lambda item: position[module_of(item.nodeid)])  # stable: a module's tests keep their order


def pytest_collection_finish(session: pytest.Session) -> None:
    if not session.items or session.config.option.collectonly or not lean_available():
        return
    if any(item.get_closest_marker("lean") for item in session.items):
        # one warm session for every module that adopts it in turn: one that translates when a selected
        # test translates (its start-up costs a little more; that module then starts no session of its own)
        translate = any(item.get_closest_marker("lean_translate") for item in session.items)
        job = Early("lean_scheduler", lambda: _warm_default_session(translate))
        _WARM_JOB.append(job)
        job.start()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        # under pytest-xdist every worker collects every module, and which worker runs a module is
        # decided later: a module's own early work would run in each worker. It starts on first use.
        return
    # a module's Early work is Lean work: started only when one of its real-Lean tests was selected
    # (not for a `-k` run of its pure-Node tests, which would leave the job's Lean to die at exit)
    selected = {module.__name__ for item in session.items
                if (module := getattr(item, "module", None)) is not None and item.get_closest_marker("lean")}
    for job in Early.registered:
        if job.module in selected:
            job.start()


# ---- measured durations ---------------------------------------------------------------------------

_MEASURED: dict[str, float] = defaultdict(float)


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    # under pytest-xdist the controller receives every worker's reports: it writes the file
    _MEASURED[module_of(report.nodeid)] += report.duration


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    config = session.config
    if not config.getoption("update_durations") or hasattr(config, "workerinput"):
        return
    if exitstatus not in (pytest.ExitCode.OK, pytest.ExitCode.TESTS_FAILED) or not _MEASURED:
        return
    write_durations(dict(_MEASURED))


def write_durations(measured: dict[str, float], path: Path = DURATIONS_FILE, root: Path = ROOT) -> None:
    """Merge `measured` into the durations file: measured modules take their new time, the others keep
    theirs, modules whose file is gone are dropped."""
    merged = {**read_durations(path), **{k: round(v, 1) for k, v in measured.items()}}
    merged = {k: v for k, v in merged.items() if (root / k).is_file()}
    data = {"about": "seconds per test module (setup + call + teardown of its tests, summed) in a run of the "
                     "suite: the order tests/plugins/lean_scheduler.py runs the modules in; rewritten by "
                     "`python3 -m pytest --update-durations`",
            "modules": dict(sorted(merged.items(), key=lambda kv: (-kv[1], kv[0])))}
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    tmp.replace(path)


# ---- lanes ----------------------------------------------------------------------------------------

_LANE_PROCS: list[subprocess.Popen] = []
_LANE_DIRS: list[Path] = []


def _lane_dir(testrunuid: str) -> Path:
    return Path(tempfile.gettempdir()) / f"pc-lanes-{testrunuid}"


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_node_collection_finished(node: Any, ids: list[str]) -> None:
    if _LANE_PROCS or not lean_available():
        return
    wanted = [script for test, script in LANES.items() if any(i.startswith(test) for i in ids)]
    if not wanted:
        return
    lanes = _lane_dir(node.workerinput["testrunuid"])
    lanes.mkdir(mode=0o700)
    _LANE_DIRS.append(lanes)
    for script in wanted:
        with open(lanes / f"{script.stem}.log", "wb") as log:
            # lowest priority: the lane fills the gaps the workers leave instead of slowing them
            command = ["nice", "-n", "19", sys.executable, str(script), str(lanes / f"{script.stem}.json")]
            proc = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        (lanes / f"{script.stem}.pid").write_text(str(proc.pid))
        _LANE_PROCS.append(proc)


def pytest_unconfigure(config: pytest.Config) -> None:
    for proc in _LANE_PROCS:  # a run cut short: the lane's Lean goes with it
        if proc.poll() is None:
            os.killpg(proc.pid, 9)
        proc.wait()
    for lanes in _LANE_DIRS:
        shutil.rmtree(lanes, ignore_errors=True)


def lane_result(script: Path, local: Callable[[], Any], timeout: float = 1800) -> Any:
    """The JSON that `script` wrote in the controller's lane (waiting for it); `local()` when no lane
    runs it (a run without pytest-xdist: the test's own Early job)."""
    uid = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    lanes = _lane_dir(uid) if uid else None
    if lanes is None or not (lanes / f"{script.stem}.pid").exists():
        return local()
    out, pid = lanes / f"{script.stem}.json", int((lanes / f"{script.stem}.pid").read_text())
    deadline = time.monotonic() + timeout
    while not out.exists():
        gone = not Path(f"/proc/{pid}").exists() or Path(f"/proc/{pid}/stat").read_text().split()[2] == "Z"
        if gone and not out.exists():
            log = (lanes / f"{script.stem}.log").read_text(errors="replace")
            raise RuntimeError(f"the lane {script.name} ended without a result:\n{log[-3000:]}")
        if time.monotonic() > deadline:
            raise TimeoutError(f"the lane {script.name} gave no result in {timeout:g} s")
        time.sleep(1)
    return json.loads(out.read_text(encoding="utf-8"))

"""Shared fixtures. Real-Lean tests are marked `lean` and share a few batched Lean processes."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from paracert.lean.launch.launchers import Launcher

ROOT = Path(__file__).resolve().parent.parent
SHARED_DATA = Path(os.environ.get("PARACERT_SHARED_DATA", ROOT.parent / "shared" / "data"))


def lean_available() -> bool:
    from paracert.lean.launch.launchers import LauncherError, select_launcher

    try:
        select_launcher()
    except LauncherError:
        return False
    return True


class Early:
    """Work a test module starts at the end of collection, in a background thread, when at least one of
    its real-Lean tests (marked `lean`) was selected: a Lean start-up (30-200 s, one core) then
    overlaps the pure-Python tests that run before the module (the other core) instead of adding to
    the run. The test calls
    `.result()`, which starts the work itself when nothing did (a run of that test alone)."""

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


# The runner whose idle session the first real-Lean test adopts (paracert.lean.backends.pool). Sessions are
# handed on: a module's fixtures do not close their runners or pools (every item starts from the base
# environment, so a used session is as good as a fresh one), the next module's runner adopts the idle
# session, and a pool of another configuration closes it to make room. Each close cost a later module
# a Lean start-up (~25 s of CPU; measured: 5 of a full run's ~30).
_WARM: list[Any] = []


def _warm_default_session() -> None:
    from paracert.lean import LeanItem, LeanRunner

    runner = LeanRunner(cache=False, max_processes=1)
    runner.run([LeanItem(item_id="warm-up", code="theorem warm_up : True := trivial")])
    _WARM.append(runner)  # not closed: its session stays alive, idle, for a later runner to adopt


_WARM_JOB: list[Early] = []


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto` (pyproject's addopts): one worker per core, at most as many as memory holds two
    embedded Leans each (a warm session and a test's own; ~3.5 GB resident each, measured), at most 4."""
    from paracert.lean.launch.launchers import _available_memory_gb

    return max(1, min(os.cpu_count() or 1, int(_available_memory_gb() // (2 * 3.5)), 4))


# The real-Lean modules, longest first (seconds of one CI run under pytest-xdist, for ordering only):
# with `--dist loadfile` each worker takes the next module in collection order, so the long ones
# start first and the short pure-Python modules fill in at the end, instead of one worker finishing a
# long Lean module alone while the other waits.
LONGEST_FIRST = {
    "test_daemon_lean.py": 155, "test_lean_real.py": 150, "test_lean_session_real.py": 125,
    "test_ray_lean.py": 105, "test_interrupt_real.py": 52,
    "test_cli_hygiene.py": 45, "test_robustness_real.py": 35, "test_lexer_lean.py": 31,
    "test_adversarial_lean.py": 30, "test_example_lean.py": 26,
}


# Modules whose real-Lean test waits for a lane (LANES below): last, so that their worker runs the
# other modules while the lane works.
LAST = {"test_lean_host_patch.py"}


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    lean_files = {item.path for item in items if item.get_closest_marker("lean")}

    def rank(item: pytest.Item) -> tuple[int, float]:
        if item.path.name in LAST:
            return (3, 0.0)
        if item.path not in lean_files:
            return (2, 0.0)
        cost = LONGEST_FIRST.get(item.path.name)
        return (0, -cost) if cost is not None else (1, 0.0)

    items.sort(key=rank)  # stable: a module's tests keep their order


def pytest_collection_finish(session: pytest.Session) -> None:
    if not session.items or not lean_available():
        return
    if any(item.get_closest_marker("lean") for item in session.items):
        job = Early("conftest", _warm_default_session)
        _WARM_JOB.append(job)
        job.start()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        # under pytest-xdist every worker collects every module, and which worker runs a module is
        # decided later: a module's own early work would run in each worker. It starts on first use.
        return
    # a module's Early work is Lean work: started only when one of its real-Lean tests was selected
    # (not for a `-k` run of its pure-Node tests, which would leave the job's Lean to die at exit)
    selected = {item.module.__name__ for item in session.items
                if getattr(item, "module", None) is not None and item.get_closest_marker("lean")}
    for job in Early.registered:
        if job.module in selected:
            job.start()


# Real-Lean work the run's controller starts in a process of its own, beside the pytest-xdist workers,
# as soon as a worker reports the test that needs it collected (test node id -> script writing a JSON
# file). A long job that would hold one worker for its whole length (the unpatched host: ~160 s of one
# core) then runs in the gaps the workers leave (waits for time-outs, single-threaded phases).
LANES = {"tests/test_lean_host_patch.py::test_patched_and_unpatched_hosts_give_the_same_results":
         ROOT / "tests" / "lean_tools" / "host_compare.py"}
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


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """A real-Lean test waits for the warm default session before its fixtures build runners: the
    first of them then adopts it instead of starting a second Lean beside it (both would compete for
    the two cores, and neither could be adopted by the other while starting)."""
    if _WARM_JOB and item.get_closest_marker("lean"):
        try:
            _WARM_JOB[0].result()
        except Exception:  # noqa: BLE001 - the test's own runner reports why Lean does not start
            pass


@pytest.fixture(scope="session", autouse=True)
def one_lean_process_per_pool():
    """One Lean process per pool unless a test asks for more (`max_processes=`, PARACERT_POOL_SIZE):
    on a 2-core machine a second session of a small test batch costs more start-up than it saves,
    and a CLI subprocess cannot adopt the test process's warm session."""
    saved = os.environ.get("PARACERT_POOL_SIZE")
    os.environ.setdefault("PARACERT_POOL_SIZE", "1")
    yield
    if saved is None:
        os.environ.pop("PARACERT_POOL_SIZE", None)


@pytest.fixture(scope="session", autouse=True)
def lean_daemon_for_the_run():
    """The CLI's background Lean daemon (paracert serve) in tests: off (PARACERT_DAEMON=0) unless
    PARACERT_TEST_DAEMON=1; then one private runtime directory for the whole run, so every CLI call
    of the run shares one warm daemon per configuration, stopped at the end. Tests of local
    behaviour pass --no-daemon; tests of the daemon set PARACERT_DAEMON / PARACERT_RUNTIME_DIR."""
    saved = {k: os.environ.get(k) for k in ("PARACERT_DAEMON", "PARACERT_RUNTIME_DIR")}
    runtime = None
    if os.environ.get("PARACERT_TEST_DAEMON") == "1":
        runtime = Path(tempfile.mkdtemp(prefix="pc-rt-", dir="/tmp"))  # short: a socket path is <= 107 bytes
        os.environ.update(PARACERT_DAEMON="1", PARACERT_RUNTIME_DIR=str(runtime))
    else:
        os.environ["PARACERT_DAEMON"] = "0"
    yield runtime
    if runtime is not None:
        from paracert.lean.backends.daemon_client import stop_all

        stop_all()
        shutil.rmtree(runtime, ignore_errors=True)
    for k, v in saved.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = v


@pytest.fixture(scope="session")
def shared_data() -> Path:
    if not SHARED_DATA.exists():
        pytest.skip(f"shared data not found at {SHARED_DATA}")
    return SHARED_DATA


@pytest.fixture(scope="session")
def lean_required() -> None:
    if not lean_available():
        if os.environ.get("CI"):
            pytest.fail("no Lean launcher available in CI: `make setup` should have installed the embedded Lean")
        pytest.skip("no Lean available (run `make setup`)")


@dataclass
class FakeSessionLauncher(Launcher):
    """A named fake for units: runs tests/fake_lean_session.py (FakeLeanSession) instead of
    `lean --run Session.lean`."""

    name: str = "fake-session"

    def command(self, lean_file, work_dir, extra_args=None):
        return [sys.executable, str(ROOT / "tests" / "fake_lean_session.py")]

    def version(self, use_stamp: bool = True) -> str:
        return "FakeLeanSession 0"


def run_cli(*args: str, stdin: bytes | None = None, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    exe = shutil.which("paracert")
    cmd = [exe] if exe else [sys.executable, "-m", "paracert"]
    return subprocess.run(
        [*cmd, *args], input=stdin, capture_output=True, env={**os.environ, **(env or {})}, timeout=1800
    )

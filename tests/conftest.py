"""Shared fixtures. Real-Lean tests are marked `lean`; the plugin tests/plugins/lean_scheduler.py orders
the modules and hands warm Lean sessions on between them."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import pytest

from paracert.lean.launch.launchers import Launcher

pytest_plugins = ["plugins.lean_scheduler"]

ROOT = Path(__file__).resolve().parent.parent
SHARED_DATA = Path(os.environ.get("PARACERT_SHARED_DATA", ROOT.parent / "shared" / "data"))


@pytest.fixture(scope="session", autouse=True)
def one_lean_process_per_pool():
    """One Lean process per pool unless a test asks for more (`pool_size`, PARACERT_POOL_SIZE):
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
    from plugins.lean_scheduler import lean_available

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

"""Shared fixtures. Real-Lean tests are marked `lean` and share a few batched Lean processes."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHARED_DATA = Path(os.environ.get("PARACERT_SHARED_DATA", ROOT.parent / "shared" / "data"))


def lean_available() -> bool:
    from paracert.lean.launchers import LauncherError, select_launcher

    try:
        select_launcher()
    except LauncherError:
        return False
    return True


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


def run_cli(*args: str, stdin: bytes | None = None, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    exe = shutil.which("paracert")
    cmd = [exe] if exe else [sys.executable, "-m", "paracert"]
    return subprocess.run(
        [*cmd, *args], input=stdin, capture_output=True, env={**os.environ, **(env or {})}, timeout=1800
    )

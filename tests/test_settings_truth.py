"""Settings that tell the truth: the pool size is the daemon's session slots, `config show` says what
each command runs with, `lean info` counts the processes a run would start; and `paracert serve`
stopped by SIGTERM exits 143 like every other command."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from paracert.cli import main
from paracert.lean.config import LeanConfig


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_config_show_says_what_each_command_runs_with(capsys: pytest.CaptureFixture[str],
                                                      monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """`equiv` uses the daemon unless told otherwise: `config show` without --for says so under the
    daemon row, and the JSON row carries it as by_command."""
    monkeypatch.delenv("PARACERT_DAEMON", raising=False)
    monkeypatch.chdir(tmp_path)  # no paracert.toml here
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    code, out, _ = run(capsys, "config", "show")
    assert code == 0
    lines = out.splitlines()
    k = next(i for i, line in enumerate(lines) if line.startswith("daemon "))
    assert lines[k].split()[:3] == ["daemon", "False", "default"]
    assert lines[k + 1].split()[:4] == ["True", "for", "equiv,", "refute,"], lines[k + 1]
    code, out, _ = run(capsys, "config", "show", "--json")
    rows = {r["field"]: r for r in json.loads(out)}
    assert rows["daemon"]["by_command"] == {"equiv": True, "refute": True, "elaborate": True, "check": True}
    assert rows["item_timeout"]["by_command"]["certify"] == 90.0
    # a value set above the command defaults (here the environment) is every command's: nothing by command
    monkeypatch.setenv("PARACERT_DAEMON", "0")
    code, out, _ = run(capsys, "config", "show", "--json")
    assert "by_command" not in {r["field"]: r for r in json.loads(out)}["daemon"]


def test_a_daemon_started_by_a_run_has_the_runs_pool_size_as_its_slots(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from conftest import FakeSessionLauncher
    from paracert.lean.backends import daemon_client
    from paracert.lean.runner import LeanRunner

    started: list[list[str]] = []

    class Popen:
        def __init__(self, command: list[str], **kwargs: object) -> None:
            started.append(command)

    monkeypatch.setattr(daemon_client.subprocess, "Popen", Popen)
    monkeypatch.delenv("PARACERT_DAEMON_SESSIONS", raising=False)
    runner = LeanRunner(LeanConfig(pool_size=1, cache=False), launcher=FakeSessionLauncher(), work_dir=tmp_path / "w")
    daemon_client._spawn(tmp_path, "k" * 64, runner.daemon_spec)
    assert started[-1][started[-1].index("--sessions") + 1] == "1"
    runner = LeanRunner(LeanConfig(pool_size=None, cache=False), launcher=FakeSessionLauncher(),
                        work_dir=tmp_path / "w")
    daemon_client._spawn(tmp_path, "k" * 64, runner.daemon_spec)
    assert "--sessions" not in started[-1]  # no pool size: as memory allows
    monkeypatch.setenv("PARACERT_DAEMON_SESSIONS", "3")  # the daemon process's own setting wins
    daemon_client._spawn(tmp_path, "k" * 64, runner.daemon_spec)
    assert started[-1][started[-1].index("--sessions") + 1] == "3"


@pytest.mark.lean
def test_lean_info_counts_the_processes_under_the_pool_size(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, lean_required: None) -> None:
    from paracert.lean.launch.launchers import select_launcher

    monkeypatch.setattr(type(select_launcher("auto")), "max_processes", lambda self: 3)  # memory would allow 3
    monkeypatch.setenv("PARACERT_POOL_SIZE", "1")
    code, out, err = run(capsys, "lean", "info", "--no-startup", "--json")
    assert code == 0, err
    info = json.loads(out)
    assert (info["max_processes"], info["max_processes_memory"]) == (1, 3)
    assert info["max_processes_source"] == "pool_size (env PARACERT_POOL_SIZE)"
    monkeypatch.delenv("PARACERT_POOL_SIZE")
    code, out, _ = run(capsys, "lean", "info", "--no-startup", "--json")
    assert json.loads(out)["max_processes"] == 3


@pytest.mark.lean
def test_serve_stopped_by_sigterm_exits_143_with_the_pool_size_as_its_slots(lean_required: None) -> None:
    """A foreground daemon starts no Lean process until asked: cheap to start and stop."""
    runtime = tempfile.mkdtemp(prefix="pc-st-", dir="/tmp")  # short: a socket path is <= 107 bytes
    env = {**os.environ, "PARACERT_RUNTIME_DIR": runtime, "PARACERT_POOL_SIZE": "1"}
    env.pop("PARACERT_DAEMON_SESSIONS", None)
    proc = subprocess.Popen([sys.executable, "-m", "paracert", "serve"], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    assert proc.stderr is not None
    try:
        deadline = time.monotonic() + 120
        line = ""
        while time.monotonic() < deadline and " serving " not in line:
            line = proc.stderr.readline()
            if not line and proc.poll() is not None:
                break
        assert " serving " in line, (line, proc.poll())
        assert "1 session slots" in line, line
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=60) == 143
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()

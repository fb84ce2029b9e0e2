"""The background Lean daemon without Lean: the private directory, the socket checks, the
configuration key, stale sockets, malformed requests, idle exit, `serve --status/--stop`, and the
client's fallback when a daemon dies mid-request (a fake daemon, named as such).

A real daemon process is started here (it starts Lean only on its first run request, which these
tests never send), so they need the launcher to be installed but run in seconds."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import threading
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from conftest import run_cli
from paracert.lean.backends import daemon, daemon_client
from paracert.lean.backends.daemon import DaemonError, check_private_dir, config_key, files, private_dir
from paracert.lean.config import LeanConfig
from paracert.lean.items import ItemResult, LeanItem, Status
from paracert.lean.protocol import StatusRequest


@pytest.fixture
def runtime(monkeypatch, tmp_path_factory) -> Path:
    # short path under /tmp: a Unix socket path has at most 107 bytes
    import tempfile

    path = Path(tempfile.mkdtemp(prefix="pc-ut-", dir="/tmp"))
    monkeypatch.setenv("PARACERT_RUNTIME_DIR", str(path))
    monkeypatch.setenv("PARACERT_DAEMON", "1")
    yield path
    monkeypatch.setenv("PARACERT_RUNTIME_DIR", str(path))
    os.chmod(path, 0o700)  # some tests open it up on purpose
    daemon_client.stop_all(wait_s=10)
    import shutil

    shutil.rmtree(path, ignore_errors=True)


@pytest.fixture
def runner(lean_required):
    from paracert.lean.runner import LeanRunner

    return LeanRunner(LeanConfig(cache=False, daemon=True))


def _key(runner) -> str:
    return config_key(runner.launcher, runner.lean_version, runner.profile)


# -- the private directory -------------------------------------------------------------------------
def test_the_private_dir_is_created_0700(runtime: Path) -> None:
    runtime.rmdir()
    assert private_dir() == runtime
    assert (runtime.stat().st_mode & 0o777) == 0o700


@pytest.mark.parametrize("mode", [0o755, 0o750, 0o707, 0o701])
def test_a_dir_open_to_others_is_refused(runtime: Path, mode: int) -> None:
    os.chmod(runtime, mode)
    with pytest.raises(DaemonError, match=f"mode {mode:04o}"):
        private_dir()


def test_a_symlink_or_a_file_is_refused(runtime: Path, tmp_path: Path, monkeypatch) -> None:
    link = tmp_path / "link"
    link.symlink_to(runtime)
    monkeypatch.setenv("PARACERT_RUNTIME_DIR", str(link))
    with pytest.raises(DaemonError, match="not a directory"):
        private_dir()
    plain = tmp_path / "file"
    plain.write_text("")
    monkeypatch.setenv("PARACERT_RUNTIME_DIR", str(plain))
    with pytest.raises(DaemonError, match="not a directory"):
        private_dir()


def test_a_dir_owned_by_someone_else_is_refused(runtime: Path, monkeypatch) -> None:
    if os.getuid() == 0:  # root can hand the directory to another uid for real
        os.chown(runtime, 4242, -1)
        with pytest.raises(DaemonError, match="owned by uid 4242"):
            check_private_dir(runtime)
        os.chown(runtime, 0, -1)
    me = os.getuid()
    with monkeypatch.context() as m, pytest.raises(DaemonError, match=f"owned by uid {me}, not by you"):
        m.setattr(os, "getuid", lambda: me + 1)  # seen from another user
        check_private_dir(runtime)


def test_the_client_refuses_a_socket_open_to_others(runtime: Path) -> None:
    path = runtime / "d-x.sock"
    srv = socket.socket(socket.AF_UNIX)
    srv.bind(str(path))
    srv.listen()
    try:
        os.chmod(path, 0o666)
        with pytest.raises(DaemonError, match="not a private socket"):
            daemon_client.connect(path)
        os.chmod(path, 0o600)
        daemon_client.connect(path).close()  # the same socket, private: accepted
    finally:
        srv.close()


def test_the_client_refuses_a_peer_of_another_uid(runtime: Path, monkeypatch) -> None:
    path = runtime / "d-y.sock"
    srv = socket.socket(socket.AF_UNIX)
    srv.bind(str(path))
    os.chmod(path, 0o600)
    srv.listen()
    monkeypatch.setattr(daemon_client, "peer_uid", lambda s: os.getuid() + 7)
    try:
        with pytest.raises(DaemonError, match=f"runs as uid {os.getuid() + 7}"):
            daemon_client.connect(path)
    finally:
        srv.close()


# -- the configuration key -------------------------------------------------------------------------
def test_the_key_changes_with_everything_that_decides_results(runner) -> None:
    from paracert.lean.launch.profile import get_profile

    base = config_key(runner.launcher, runner.lean_version, runner.profile)
    assert base == config_key(runner.launcher, runner.lean_version, runner.profile)
    assert base != config_key(runner.launcher, runner.lean_version, get_profile("bare"))
    assert base != config_key(runner.launcher, runner.lean_version + " other", runner.profile)
    assert base != config_key(runner.launcher, runner.lean_version, runner.profile, mode="batch")
    flagged = type(runner.launcher)(node_flags=["--no-liftoff"]) if runner.launcher.name == "wasm" else None
    if flagged is not None:
        assert base != config_key(flagged, runner.lean_version, runner.profile)


# -- a real daemon process (no Lean started) -------------------------------------------------------
def _start(runner, runtime: Path) -> tuple[str, dict]:
    key = _key(runner)
    daemon_client.connect_or_start(private_dir(), key, runner.daemon_spec).close()
    status = daemon_client.request(files(runtime, key)["sock"], StatusRequest()).status.model_dump()
    return key, status


def test_daemon_files_are_private_and_status_answers(runner, runtime: Path) -> None:
    key, status = _start(runner, runtime)
    sock = files(runtime, key)["sock"]
    assert (sock.stat().st_mode & 0o777) == 0o600
    assert status["key"] == key and status["items_served"] == 0 and status["sessions"] == 0
    os.kill(status["pid"], 0)  # alive


def test_a_stale_socket_is_replaced(runner, runtime: Path) -> None:
    key = _key(runner)
    sock = files(runtime, key)["sock"]
    dead = socket.socket(socket.AF_UNIX)
    dead.bind(str(sock))  # a socket file nobody serves, as a killed daemon leaves it
    dead.close()
    os.chmod(sock, 0o600)
    with pytest.raises(ConnectionRefusedError):
        daemon_client.connect(sock)
    _key2, status = _start(runner, runtime)
    assert status["socket"] == str(sock)
    # and a SIGKILLed daemon's socket is replaced by the next start
    os.kill(status["pid"], signal.SIGKILL)
    _wait_dead(status["pid"])
    assert sock.exists()
    _k, again = _start(runner, runtime)
    assert again["pid"] != status["pid"]


def _wait_dead(pid: int, limit: float = 20.0) -> None:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        try:
            os.waitpid(pid, os.WNOHANG)  # a daemon this process started is its child: reap it
        except ChildProcessError:
            pass
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.1)
    raise AssertionError(f"process {pid} still alive after {limit} s")


def _raw(sock_path: Path, payload: bytes) -> list[dict]:
    with socket.socket(socket.AF_UNIX) as s:
        s.settimeout(10)
        s.connect(str(sock_path))
        s.sendall(payload)
        s.shutdown(socket.SHUT_WR)
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    return [json.loads(line) for line in data.splitlines() if line.strip()]


def test_malformed_requests_get_an_error_and_the_daemon_goes_on(runner, runtime: Path) -> None:
    key, status = _start(runner, runtime)
    sock = files(runtime, key)["sock"]
    bad = [
        b"not json\n",
        b"[1, 2, 3]\n",
        b'{"op": "launch-missiles"}\n',
        b'"\xff\xfe"\n',
        b'{"op": ' + b"[" * 10_000 + b"]" * 10_000 + b"}\n",  # deep JSON: malformed, no RecursionError
        json.dumps({"op": "run", "key": "0" * 64, "items": [], "item_timeout": 5, "heartbeats": 1}).encode() + b"\n",
        json.dumps({"op": "run", "key": key, "items": [{"nope": 1}], "item_timeout": 5, "heartbeats": 1}).encode()
        + b"\n",
        json.dumps({"op": "run", "key": key, "items": [], "item_timeout": -1, "heartbeats": 1}).encode() + b"\n",
        json.dumps({"op": "run", "key": key, "items": [], "item_timeout": 5, "heartbeats": 1,
                    "profile": {"prelude": "axiom cheat : False"}}).encode() + b"\n",  # no config change
        json.dumps({"op": "run", "key": key, "item_timeout": 5, "heartbeats": 1,
                    "items": [{"item_id": "a", "code": "x"}, {"item_id": "a", "code": "y"}]}).encode() + b"\n",
    ]
    for payload in bad:
        answers = _raw(sock, payload)
        assert answers and "error" in answers[-1], (payload, answers)
    assert "JSON nested deeper than" in _raw(sock, bad[4])[-1]["error"]
    mismatch = _raw(sock, bad[5])[-1]
    assert "configuration key mismatch" in mismatch["error"]
    assert key not in json.dumps(mismatch) and "key" not in mismatch  # the right key is not disclosed
    cut = _raw(sock, b'{"op": "run"')  # no newline, then EOF: refused, no crash
    assert "not one line" in cut[-1]["error"]
    after = daemon_client.request(sock, StatusRequest()).status.model_dump()
    assert after["pid"] == status["pid"] and after["items_served"] == 0


def test_rejected_items_are_answered_without_lean(runner, runtime: Path) -> None:
    """An untrusted item the guard refuses is answered by the daemon exactly as locally (no Lean)."""
    from paracert.lean.text.guard import SnippetError, check_snippet

    code = '#eval IO.println "hi"\ntheorem t : True := trivial'
    with pytest.raises(SnippetError) as local:
        check_snippet(code, trusted=False)
    key, _status = _start(runner, runtime)
    answers = _raw(files(runtime, key)["sock"], json.dumps({
        "op": "run", "key": key, "item_timeout": 5, "heartbeats": 1000,
        "items": [{"item_id": "u", "code": code, "untrusted": True}]}).encode() + b"\n")
    results = [ItemResult.model_validate(a["result"]) for a in answers if "result" in a]
    assert [(r.status, r.detail) for r in results] == [(Status.rejected, str(local.value))]
    assert answers[-1] == {"done": True, "startups_s": []}


def test_the_daemon_runs_no_side_effects_whatever_the_request_says_of_trust(runner, runtime: Path) -> None:
    """Attack: a request to the socket marks an item trusted (`untrusted: false`) to have the daemon's
    Lean run `#eval` or read a host file. The daemon decides itself: nothing with side effects runs,
    trusted or not (answered as rejected, no Lean); `elaborate --trusted` runs in the user's process."""
    key, _status = _start(runner, runtime)
    codes = ['#eval IO.println "hi"', 'theorem t : include_str "/etc/hostname" = "x" := rfl',
             "run_cmd pure ()", 'theorem t : True := by run_tac pure ()']
    answers = _raw(files(runtime, key)["sock"], json.dumps({
        "op": "run", "key": key, "item_timeout": 5, "heartbeats": 1000,
        "items": [{"item_id": f"t{k}", "code": c, "untrusted": False} for k, c in enumerate(codes)]}).encode()
        + b"\n")
    results = {r.item_id: r for r in (ItemResult.model_validate(a["result"]) for a in answers if "result" in a)}
    assert len(results) == len(codes)
    for r in results.values():
        assert r.status == Status.rejected and "side effects" in (r.detail or ""), r
    assert answers[-1] == {"done": True, "startups_s": []}


def test_elaborate_trusted_never_goes_to_the_daemon(tmp_path: Path, monkeypatch) -> None:
    from paracert.lean.cli import commands

    made: list[dict] = []

    class Recorder:
        def __init__(self, config, **kw) -> None:
            made.append(config)
            raise SystemExit(0)

    from paracert.cli import main
    from paracert.lean.launch.launchers import Launcher

    monkeypatch.delenv("PARACERT_DAEMON", raising=False)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(commands, "LeanRunner", Recorder)
    monkeypatch.setattr(commands, "select_launcher", lambda name: Launcher(name="fake"))
    f = tmp_path / "mine.lean"
    f.write_text('#eval IO.println "mine"\n', encoding="utf-8")
    for trusted, expect in (([], True), (["--trusted"], False)):
        with pytest.raises(SystemExit):
            main(["elaborate", str(f), "--profile", "bare", *trusted])
        assert made[-1].daemon is expect


def test_the_daemon_exits_after_its_idle_timeout(runner, runtime: Path, monkeypatch) -> None:
    monkeypatch.setenv("PARACERT_DAEMON_IDLE", "2")
    key, status = _start(runner, runtime)
    assert status["idle_timeout_s"] == 2.0
    _wait_dead(status["pid"], limit=30)
    assert not files(runtime, key)["sock"].exists()


def test_serve_status_and_stop_through_the_cli(runner, runtime: Path) -> None:
    key, status = _start(runner, runtime)
    env = {"PARACERT_RUNTIME_DIR": str(runtime)}
    shown = run_cli("serve", "--status", "--json", env=env)
    assert shown.returncode == 0, shown.stderr
    rows = json.loads(shown.stdout)
    assert [r["pid"] for r in rows] == [status["pid"]]
    assert {"uptime_s", "items_served", "sessions", "rss_bytes"} <= rows[0].keys()
    stopped = run_cli("serve", "--stop", "--json", env=env)
    assert stopped.returncode == 0, stopped.stderr
    assert json.loads(stopped.stdout)[0]["stopped"] is True
    _wait_dead(status["pid"])
    assert not files(runtime, key)["sock"].exists()
    assert json.loads(run_cli("serve", "--status", "--json", env=env).stdout) == []


def test_serve_refuses_an_unsafe_dir_with_a_message(runtime: Path) -> None:
    os.chmod(runtime, 0o777)
    res = run_cli("serve", "--status", env={"PARACERT_RUNTIME_DIR": str(runtime)})
    assert res.returncode == 1 and b"mode 0777" in res.stderr and b"Traceback" not in res.stderr


# -- the client's fallback (a fake daemon) ---------------------------------------------------------
def _fake_daemon(path: Path, behaviour: str) -> threading.Thread:
    """FAKE daemon: answers the first item of a run, then closes (`dies`) or falls silent (`hangs`)."""
    srv = socket.socket(socket.AF_UNIX)
    srv.bind(str(path))
    os.chmod(path, 0o600)
    srv.listen()

    def serve() -> None:
        conn, _ = srv.accept()
        req = json.loads(conn.makefile("rb").readline())
        first = req["items"][0]["item_id"]
        conn.sendall(daemon.encode({"accepted": True, "pid": 1}))
        conn.sendall(daemon.encode({"result": {"item_id": first, "status": "ok"}}))
        if behaviour == "hangs":
            time.sleep(3)
        conn.close()
        srv.close()

    t = threading.Thread(target=serve, daemon=True)
    t.start()
    return t


@pytest.mark.parametrize("behaviour", ["dies", "hangs"])
def test_items_a_dying_or_silent_daemon_did_not_answer_go_back_to_the_runner(runtime: Path, monkeypatch,
                                                                             behaviour: str) -> None:
    path = runtime / "fake.sock"
    thread = _fake_daemon(path, behaviour)
    monkeypatch.setattr(daemon_client, "config_key", lambda *a: "k")
    monkeypatch.setattr(daemon_client, "connect_or_start", lambda d, k, r: daemon_client.connect(path))
    monkeypatch.setattr(daemon_client, "SILENCE_S", 1.0)
    spec = SimpleNamespace(launcher=None, lean_version="v", profile=None, item_timeout=5.0, heartbeats=1)
    items = [LeanItem(item_id=f"i{k}", code="theorem t : True := trivial") for k in range(3)]
    got: list[ItemResult] = []
    t0 = time.monotonic()
    rest = daemon_client.run_via_daemon(spec, items, got.append).unanswered
    assert time.monotonic() - t0 < 10  # never hangs
    assert [r.item_id for r in got] == ["i0"] and [it.item_id for it in rest] == ["i1", "i2"]
    thread.join(5)


def test_the_daemon_backend_runs_what_the_daemon_did_not_answer_on_its_local_backend(runtime: Path,
                                                                                   monkeypatch) -> None:
    """DaemonBackend: the fake daemon answers the first item and dies; the other two run on the local
    backend (a fake, made only then); results in order, the daemon's pid kept, the local run counted."""
    from test_public_api import FakeLeanBackend

    path = runtime / "fake.sock"
    thread = _fake_daemon(path, "dies")
    monkeypatch.setattr(daemon_client, "config_key", lambda *a: "k")
    monkeypatch.setattr(daemon_client, "connect_or_start", lambda d, k, r: daemon_client.connect(path))
    made: list[FakeLeanBackend] = []

    def local() -> FakeLeanBackend:
        made.append(FakeLeanBackend())
        made[-1].stats.startups_s.append(1.5)
        return made[-1]

    spec = daemon_client.DaemonSpec(launcher=None, lean_version="v", profile=None,  # type: ignore[arg-type]
                                    item_timeout=5.0, heartbeats=1)
    backend = daemon_client.DaemonBackend(spec, local)
    items = [LeanItem(item_id=f"i{k}", code="theorem t : True := trivial") for k in range(3)]
    seen: list[str] = []
    results = backend.run(items, 5.0, 1, on_result=lambda r: seen.append(r.item_id))
    thread.join(5)
    assert [r.item_id for r in results] == ["i0", "i1", "i2"] and all(r.status == Status.ok for r in results)
    assert sorted(seen) == ["i0", "i1", "i2"] and backend.pid == 1
    assert len(made) == 1 and [it.item_id for it in made[0].items] == ["i1", "i2"]
    assert backend.stats.items == 1  # the daemon's answer; the fake local backend counts none
    backend.close()
    assert made[0].closed == 1


def test_an_unusable_daemon_dir_hands_every_item_back(runtime: Path) -> None:
    os.chmod(runtime, 0o755)
    spec = SimpleNamespace(launcher=None, lean_version="v", profile=None, item_timeout=5.0, heartbeats=1)
    items = [LeanItem(item_id="i", code="theorem t : True := trivial")]
    import unittest.mock

    with unittest.mock.patch.object(daemon_client, "config_key", lambda *a: "k"):
        rest = daemon_client.run_via_daemon(spec, items, lambda r: None).unanswered
    assert rest == items


def test_no_daemon_flag_and_env_turn_it_off(monkeypatch) -> None:
    """The daemon and the Lean mode reach a command's runner through its LeanConfig alone: the
    command's default (on for equiv, refute, elaborate, check), PARACERT_DAEMON, --no-daemon, --lean-mode."""
    from paracert.cli import build_parser
    from paracert.lean.cli.config_commands import config_from_args

    parser = build_parser()
    monkeypatch.delenv("PARACERT_DAEMON", raising=False)
    for argv, expected in ((["equiv", "--a", "x", "--b", "y"], True),
                           (["equiv", "--a", "x", "--b", "y", "--no-daemon"], False),
                           (["check", "certs"], True), (["certify", "examples"], False)):
        assert config_from_args(parser.parse_args(argv)).daemon is expected, argv
    monkeypatch.setenv("PARACERT_DAEMON", "0")
    assert config_from_args(parser.parse_args(["equiv", "--a", "x", "--b", "y"])).daemon is False
    monkeypatch.setenv("PARACERT_DAEMON", "1")
    assert config_from_args(parser.parse_args(["equiv", "--a", "x", "--b", "y", "--no-daemon"])).daemon is False
    assert config_from_args(parser.parse_args(["elaborate", "f.lean", "--lean-mode", "batch"])).mode == "batch"


def test_spawned_daemon_is_detached(runner, runtime: Path) -> None:
    _key_, status = _start(runner, runtime)
    pid = status["pid"]
    assert os.getsid(pid) == pid  # its own session: no terminal signal of ours reaches it
    out = subprocess.run(["ps", "-o", "stat=", "-p", str(pid)], capture_output=True, text=True).stdout
    assert out.strip()  # alive after the client's connection closed

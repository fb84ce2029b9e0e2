"""The daemon process: a SessionPool behind a private Unix socket (see daemon.py for the protocol).

`python -m paracert.lean.backends.daemon_server --key K --lean NAME --profile-file F --idle S` is what the
client starts in the background; `paracert serve` runs `serve()` in the foreground.

One run request at a time owns the pool (others wait, told so by `queued` lines); status and stop
are answered at once. A malformed request gets `{"error": ...}` and its connection closed; nothing in
a request changes the configuration (launcher, profile) the daemon answers under. The daemon exits
after `idle` seconds without requests, on `stop`, on SIGTERM/SIGHUP, or when its socket file is
removed or replaced; its Lean sessions are killed when it exits (pool.close, then reaper).
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import logging
import os
import socketserver
import sys
import threading
import time
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from paracert.errors import json_loads
from paracert.lean.backends.daemon import (
    KEEPALIVE_S,
    MAX_LINE,
    DaemonError,
    config_key,
    encode,
    files,
    peer_uid,
    private_dir,
)
from paracert.lean.backends.pool import SessionPool
from paracert.lean.items import ErrorCategory, ItemResult, LeanItem, Status
from paracert.lean.launch import reaper
from paracert.lean.launch.launchers import Launcher, LauncherError, select_launcher
from paracert.lean.launch.profile import LeanProfile, get_profile
from paracert.lean.protocol import DaemonReply, DaemonRss, DaemonStatus, RunRequest
from paracert.lean.text.guard import SnippetError, check_snippet, side_effect_reason
from paracert.paths import cache_dir

log = logging.getLogger("paracert.daemon")
CHUNK = 16  # items handed to the pool at a time: a client that went away stops its request within a chunk


class DaemonState:
    def __init__(self, key: str, launcher: Launcher, profile: LeanProfile, lean_version: str, sessions: int,
                 idle_s: float, socket_path: Path, log_path: Path | None) -> None:
        self.key = key
        self.launcher = launcher
        self.profile = profile
        self.lean_version = lean_version
        self.pool = SessionPool(launcher, profile, sessions, cache_dir() / "work",
                                max_rss_gb=launcher.max_rss_gb())
        self.run_lock = threading.Lock()
        self.idle_s = idle_s
        self.socket_path = socket_path
        self.log_path = log_path
        self.started = time.time()
        self.last_activity = time.monotonic()
        self.active = 0
        self.requests = 0
        self.items_served = 0
        self.counter_lock = threading.Lock()
        self.stop_requested = threading.Event()

    def touch(self, delta: int = 0) -> None:
        with self.counter_lock:
            self.active += delta
            self.last_activity = time.monotonic()

    def status(self) -> DaemonStatus:
        live = [s for s in self.pool.slots if s is not None and s.alive]
        rss_sessions = sum(s.rss_bytes() or 0 for s in live)
        return DaemonStatus(
            pid=os.getpid(), key=self.key, socket=str(self.socket_path), log=str(self.log_path or ""),
            launcher=self.launcher.name, lean_version=self.lean_version, profile=self.profile.name,
            uptime_s=round(time.time() - self.started, 1), idle_s=round(time.monotonic() - self.last_activity, 1),
            idle_timeout_s=self.idle_s or None, requests=self.requests, items_served=self.items_served,
            busy=self.active > 0, sessions=len(live),
            session_pids=[s.proc.pid for s in live if s.proc is not None], session_slots=self.pool.size,
            sessions_started=self.pool.stats.sessions_started,
            rss_bytes=DaemonRss(daemon=_own_rss(), sessions=rss_sessions),
        )


def _own_rss() -> int | None:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return None


class Server(socketserver.ThreadingMixIn, socketserver.UnixStreamServer):
    daemon_threads = True
    request_queue_size = 32
    state: DaemonState

    def verify_request(self, request: Any, client_address: Any) -> bool:
        try:
            uid = peer_uid(request)
        except OSError:
            return False
        if uid != os.getuid():
            log.warning("refused a connection from uid %d", uid)
            return False
        return True


class Handler(socketserver.StreamRequestHandler):
    server: Server

    def setup(self) -> None:
        super().setup()
        self.send_lock = threading.Lock()

    def send(self, message: DaemonReply) -> bool:
        with self.send_lock:
            try:
                self.wfile.write(encode(message.line()))
                self.wfile.flush()
                return True
            except OSError:
                return False

    def handle(self) -> None:
        state = self.server.state
        self.connection.settimeout(60)  # a client that sends nothing is dropped
        try:
            line = self.rfile.readline(MAX_LINE + 1)
        except OSError:
            return
        self.connection.settimeout(None)
        if not line:
            return
        if len(line) > MAX_LINE or not line.endswith(b"\n"):
            self.send(DaemonReply(error=f"request too long or not one line (limit {MAX_LINE} bytes)"))
            return
        try:
            request = json_loads(line, "request")  # nesting bounded: deep JSON is a malformed request
            if not isinstance(request, dict):
                raise ValueError("a request is a JSON object")
            op = request.get("op")
            if op == "run" and request.get("key") != state.key:
                self.send(DaemonReply(error="configuration key mismatch: this daemon serves another configuration"))
                return
            if op == "status":
                self.send(DaemonReply(status=state.status()))
            elif op == "stop":
                self.send(DaemonReply(stopping=True, pid=os.getpid()))
                state.stop_requested.set()
            elif op == "run":
                self.run(RunRequest.model_validate(request))
            else:
                self.send(DaemonReply(error=f"unknown op {op!r} (run, status, stop)"))
        except (ValueError, UnicodeDecodeError, ValidationError) as exc:
            self.send(DaemonReply(error=f"malformed request: {str(exc)[:2000]}"))
        except Exception as exc:  # noqa: BLE001 - no request may bring the daemon down
            log.exception("request failed")
            self.send(DaemonReply(error=f"internal error in the daemon: {exc!r}"))

    def run(self, req: RunRequest) -> None:
        state = self.server.state
        ids = [it.item_id for it in req.items]
        if len(set(ids)) != len(ids):
            self.send(DaemonReply(error="duplicate item ids in the request"))
            return
        state.touch(+1)
        with state.counter_lock:
            state.requests += 1
        phase = {"name": "queued"}
        finished = threading.Event()
        cancelled = threading.Event()

        def keepalive() -> None:
            while not finished.wait(KEEPALIVE_S):
                if not self.send(DaemonReply.model_validate({phase["name"]: True})):
                    cancelled.set()
                    return

        threading.Thread(target=keepalive, daemon=True).start()
        try:
            todo: list[LeanItem] = []
            for item in req.items:  # the same input checks as the local runner (defence in depth)
                try:
                    check_snippet(item.code, trusted=not item.untrusted)
                    # whatever the request says of trust: nothing sent here runs code, reads a file or
                    # does input/output (`elaborate --trusted` runs in the user's own process)
                    effect = side_effect_reason(item.code)
                    if effect is not None:
                        raise SnippetError(f"the daemon runs no code with side effects: {effect}")
                except SnippetError as exc:
                    self._result(ItemResult(item_id=item.item_id, status=Status.rejected,
                                            category=ErrorCategory.rejected, detail=str(exc)), cancelled)
                    continue
                todo.append(item)
            with state.run_lock:
                phase["name"] = "alive"
                self.send(DaemonReply(accepted=True, pid=os.getpid()))
                # a local command starts with a fresh pool: so does each request here (the pool's
                # "give up after repeated start-up failures" must not outlive the request that saw them)
                state.pool._start_failures, state.pool._start_error = 0, None
                before = len(state.pool.stats.startups_s)
                for i in range(0, len(todo), CHUNK):
                    if cancelled.is_set():
                        log.info("client went away: %d items of its request not run", len(todo) - i)
                        break
                    state.pool.run(todo[i:i + CHUNK], req.item_timeout, req.heartbeats,
                                   on_result=lambda r: self._result(r, cancelled))
                startups = state.pool.stats.startups_s[before:]
            finished.set()
            self.send(DaemonReply(done=True, startups_s=startups))
        finally:
            finished.set()
            state.touch(-1)

    def _result(self, res: ItemResult, cancelled: threading.Event) -> None:
        with self.server.state.counter_lock:
            self.server.state.items_served += 1
        if not self.send(DaemonReply(result=res)):
            cancelled.set()


def _watch(server: Server, state: DaemonState, inode: int) -> None:
    """Stop on `stop`, after the idle timeout, or when the socket file is gone or replaced."""
    while True:
        if state.stop_requested.wait(1.0):
            log.info("stop requested")
            break
        with state.counter_lock:
            idle = state.active == 0 and state.idle_s and time.monotonic() - state.last_activity > state.idle_s
        if idle:
            log.info("idle for %.0f s: exiting", state.idle_s)
            break
        try:
            if os.stat(state.socket_path).st_ino != inode:
                log.info("socket file replaced: exiting")
                break
        except OSError:
            log.info("socket file removed: exiting")
            break
    server.shutdown()


def serve(key: str | None, launcher: Launcher, profile: LeanProfile, idle_s: float, sessions: int | None = None,
          ready: threading.Event | None = None) -> int:
    """Run a daemon until stopped or idle; 0 on a clean end, 3 when another daemon already serves
    this configuration, 4 when `key` is not this process's own configuration key."""
    directory = private_dir()
    lean_version = launcher.version()
    own_key = config_key(launcher, lean_version, profile)
    if key is not None and key != own_key:
        log.error("configuration mismatch: asked to serve %s but this process computes %s", key[:16], own_key[:16])
        return 4
    paths = files(directory, own_key)
    lock_fd = os.open(paths["lock"], os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW, 0o600)
    try:
        try:
            fcntl.flock(lock_fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            log.info("another daemon already serves this configuration (%s)", paths["sock"])
            return 3
        # we hold the lock: any socket file left is from a daemon that died (stale)
        with contextlib.suppress(FileNotFoundError):
            os.unlink(paths["sock"])
        old_umask = os.umask(0o177)
        try:
            server = Server(str(paths["sock"]), Handler)
        finally:
            os.umask(old_umask)
        os.chmod(paths["sock"], 0o600)
        inode = os.stat(paths["sock"]).st_ino
        n = sessions or launcher.max_processes()
        server.state = DaemonState(own_key, launcher, profile, lean_version, n, idle_s, paths["sock"], paths["log"])
        pid_fd = os.open(paths["pid"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o600)
        with os.fdopen(pid_fd, "w") as fh:
            fh.write(f"{os.getpid()}\n")
        log.info("daemon %d serving %s (launcher %s, profile %s, %d session slots, idle timeout %s)",
                 os.getpid(), paths["sock"], launcher.name, profile.name, n, f"{idle_s:g} s" if idle_s else "none")
        threading.Thread(target=_watch, args=(server, server.state, inode), daemon=True).start()
        if ready is not None:
            ready.set()
        try:
            server.serve_forever(poll_interval=0.5)
        finally:
            server.state.pool.close()
            server.server_close()
            with contextlib.suppress(OSError):
                if os.stat(paths["sock"]).st_ino == inode:
                    os.unlink(paths["sock"])
            with contextlib.suppress(OSError):
                paths["pid"].unlink()
            log.info("daemon %d stopped after %d items", os.getpid(), server.state.items_served)
        return 0
    finally:
        os.close(lock_fd)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="paracert-daemon")
    parser.add_argument("--key", required=True)
    parser.add_argument("--lean", default=None)
    parser.add_argument("--profile-file", type=Path, default=None)
    parser.add_argument("--idle", type=float, default=0.0)
    parser.add_argument("--sessions", type=int, default=None)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s",
                        stream=sys.stderr)
    reaper.install()
    try:
        launcher = select_launcher(args.lean)
        profile = (LeanProfile.model_validate_json(args.profile_file.read_text(encoding="utf-8"))
                   if args.profile_file else get_profile("core"))
        return serve(args.key, launcher, profile, args.idle, args.sessions)
    except (DaemonError, LauncherError, OSError, ValueError) as exc:
        log.error("daemon cannot start: %s", exc)
        return 2


if __name__ == "__main__":
    sys.exit(main())

"""The client side of the background Lean daemon (daemon.py): find or start the daemon for a
`DaemonSpec` (which Lean, which profile, which limits), send it the items, take the results as they
settle; `DaemonBackend`, the `LeanBackend` that does so and runs locally what the daemon did not answer.

Nothing here may hang or fail a command: when the daemon cannot be used (unsafe directory, it does
not start, it dies or falls silent mid-request, it is busy for too long) the items it has not
answered are handed back (`run_via_daemon`) and run by the local backend, and the reason is logged.
An error of the caller's own result callback (a verdict line it cannot write) is not the daemon's:
the request is ended and the error raised, with no local run.
"""

from __future__ import annotations

import contextlib
import copy
import logging
import os
import socket
import stat
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from paracert.lean.backends.base import LeanBackend
from paracert.lean.backends.daemon import (
    MAX_LINE,
    DaemonError,
    config_key,
    encode,
    files,
    idle_timeout_from_env,
    peer_uid,
    private_dir,
    runtime_dir,
)
from paracert.lean.backends.pool import OnResult, PoolStats
from paracert.lean.items import ItemResult, LeanItem, Status
from paracert.lean.launch import reaper
from paracert.lean.launch.launchers import Launcher
from paracert.lean.launch.profile import LeanProfile
from paracert.lean.protocol import DaemonReply, RunRequest, StatusRequest, StopRequest

log = logging.getLogger(__name__)

CONNECT_TIMEOUT_S = 5.0
START_WAIT_S = 60.0  # Python start-up + bind; Lean itself starts lazily, on the first request
SILENCE_S = 30.0  # the daemon writes a keep-alive every 2 s: this much silence means it is hung
QUEUE_PATIENCE_S = 120.0  # waiting behind another client's request longer than this: run locally
_announced: set[str] = set()


@dataclass(frozen=True)
class DaemonSpec:
    """What decides a daemon run: the Lean (launcher and its version), the profile it serves, and
    each item's limits."""

    launcher: Launcher
    lean_version: str
    profile: LeanProfile
    item_timeout: float
    heartbeats: int
    pool_size: int | None = None  # the run's pool size: the session slots of a daemon it starts


@dataclass
class DaemonRun:
    """What a daemon run leaves: the items it did not answer (to run locally), its sessions'
    start-up times, and the pid of the daemon that accepted the request (None: none did)."""

    unanswered: list[LeanItem]
    startups: list[float] = field(default_factory=list)
    pid: int | None = None


def connect(path: Path) -> socket.socket:
    """A connection to the daemon socket at `path`, after checking the file (a socket of ours, 0600)
    and the peer (same uid). FileNotFoundError / ConnectionRefusedError when nobody serves it."""
    st = os.lstat(path)
    if not stat.S_ISSOCK(st.st_mode) or st.st_uid != os.getuid() or st.st_mode & 0o077:
        raise DaemonError(f"{path} is not a private socket of this user (mode {stat.S_IMODE(st.st_mode):04o}, "
                          f"uid {st.st_uid}): refused")
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.settimeout(CONNECT_TIMEOUT_S)
    try:
        sock.connect(str(path))
        uid = peer_uid(sock)
    except BaseException:
        sock.close()
        raise
    if uid != os.getuid():
        sock.close()
        raise DaemonError(f"the process serving {path} runs as uid {uid}, not as you: refused")
    return sock


def request(path: Path, message: StatusRequest | StopRequest, timeout: float = 10.0) -> DaemonReply:
    """One request, one answer line (status, stop)."""
    with connect(path) as sock:
        sock.settimeout(timeout)
        sock.sendall(encode(message.model_dump(mode="json")))
        reader = sock.makefile("rb")
        line = reader.readline(MAX_LINE + 1)
    if not line:
        raise DaemonError(f"no answer from {path}")
    return DaemonReply.model_validate_json(line)


def _spawn(directory: Path, key: str, spec: DaemonSpec) -> subprocess.Popen[bytes]:
    paths = files(directory, key)
    fd = os.open(paths["profile"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(spec.profile.model_dump_json())
    log_fd = os.open(paths["log"], os.O_WRONLY | os.O_CREAT | os.O_APPEND | os.O_NOFOLLOW, 0o600)
    command = [sys.executable, "-m", "paracert.lean.backends.daemon_server", "--key", key,
               "--lean", spec.launcher.name, "--profile-file", str(paths["profile"]),
               "--idle", str(idle_timeout_from_env())]
    # the daemon's session slots: PARACERT_DAEMON_SESSIONS (a setting of the daemon process), else the
    # run's pool size (`PARACERT_POOL_SIZE`, `pool_size`), else as memory allows
    sessions = os.environ.get("PARACERT_DAEMON_SESSIONS") or (str(spec.pool_size) if spec.pool_size else None)
    if sessions:
        command += ["--sessions", sessions]
    try:
        # detached: its own session (no terminal signals), output to the log, not a child to wait for
        return subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=log_fd, stderr=log_fd,
                                start_new_session=True, close_fds=True)
    finally:
        os.close(log_fd)


def connect_or_start(directory: Path, key: str, spec: DaemonSpec) -> socket.socket:
    """A connection to the daemon for `key`, starting one if none answers (a socket file nobody
    serves is stale: the new daemon replaces it)."""
    paths = files(directory, key)
    try:
        return connect(paths["sock"])
    except FileNotFoundError:  # none yet, or one that ended cleanly (idle) and removed its socket
        gone = "it ended since this run last used it" if key in _announced else ""
    except ConnectionRefusedError:  # a socket file nobody serves: its daemon died
        gone = "its socket is left but nobody answers (it died)"
    if gone:  # a restart costs a cold Lean start-up: the user is told, not left to wonder
        log.warning("the background Lean daemon for this configuration is gone (%s); starting a new one, "
                    "which pays Lean's start-up again (log %s)", gone, paths["log"])
    else:
        log.info("starting a background Lean daemon (log %s; it exits after %g s idle; "
                 "`paracert serve --stop` stops it, --no-daemon or PARACERT_DAEMON=0 bypasses it)",
                 paths["log"], idle_timeout_from_env())
    proc = _spawn(directory, key, spec)
    deadline = time.monotonic() + START_WAIT_S
    while time.monotonic() < deadline:
        try:
            return connect(paths["sock"])
        except (FileNotFoundError, ConnectionRefusedError):
            pass
        code = proc.poll()
        if code is not None and code != 3:  # 3: another daemon for this key holds the lock: wait for it
            raise DaemonError(f"the daemon exited (code {code}) before serving; see {paths['log']}")
        time.sleep(0.1)
    raise DaemonError(f"no daemon answered on {paths['sock']} within {START_WAIT_S:g} s; see {paths['log']}")


def run_via_daemon(spec: DaemonSpec, items: list[LeanItem],
                   on_result: Callable[[ItemResult], None]) -> DaemonRun:
    """Send `items` to the daemon of `spec`'s configuration; `on_result` for each result as it
    arrives. Returns what it did not answer (to run locally), its session start-ups and its pid."""
    remaining = {it.item_id: it for it in items}
    run = DaemonRun(unanswered=items)
    try:
        key = config_key(spec.launcher, spec.lean_version, spec.profile)
        sock = connect_or_start(private_dir(), key, spec)
    except (DaemonError, OSError) as exc:
        log.warning("not using the background Lean daemon: %s; running locally", exc)
        return run
    message = RunRequest(key=key, items=items, item_timeout=spec.item_timeout, heartbeats=spec.heartbeats)
    why = ""
    own_error: BaseException | None = None  # `on_result`'s own (e.g. a full disk): the caller's, not the daemon's
    try:
        with sock:
            sock.settimeout(SILENCE_S)
            sock.sendall(encode(message.model_dump(mode="json")))
            reader = sock.makefile("rb")
            asked = time.monotonic()
            accepted = False
            while True:
                if reaper.stopping():  # Ctrl-C / SIGTERM: closing the connection stops the request
                    run.unanswered = list(remaining.values())
                    return run
                line = reader.readline(MAX_LINE + 1)
                if not line:
                    why = "it closed the connection (did it die?)"
                    break
                answer = DaemonReply.model_validate_json(line)
                if answer.error is not None:
                    why = f"it refused the request: {answer.error}"
                    break
                if answer.accepted:
                    accepted = True
                    run.pid = answer.pid
                    if key not in _announced:
                        _announced.add(key)
                        log.info("using the background Lean daemon (pid %s)", answer.pid)
                elif answer.result is not None:
                    res = answer.result
                    if remaining.pop(res.item_id, None) is None:
                        why = f"it answered an item that was not asked for ({res.item_id!r})"
                        break
                    try:
                        on_result(res)
                    except BaseException as exc:  # closing the connection below ends the request
                        own_error = exc
                        break
                elif answer.done:
                    run.startups = list(answer.startups_s or [])
                    if remaining:
                        why = f"it finished without answering {len(remaining)} items"
                    break
                elif not accepted and time.monotonic() - asked > QUEUE_PATIENCE_S:
                    why = f"it was busy with another request for more than {QUEUE_PATIENCE_S:g} s"
                    break
    except (OSError, ValueError, ValidationError) as exc:  # socket.timeout is an OSError
        why = f"{type(exc).__name__}: {exc}"[:500]
    if own_error is not None:
        raise own_error
    if remaining:
        log.warning("the background Lean daemon did not answer %d of %d items (%s); running them locally",
                    len(remaining), len(items), why)
    run.unanswered = list(remaining.values())
    return run


class DaemonBackend:
    """Items first to the background daemon of `spec`'s configuration, then what it did not answer
    to the local backend `local` makes (built on first need, kept warm across runs).

    `stats` counts the daemon's session start-ups and each `crashed` result it answered as a death
    under its item (so a run's retried deaths are the local backend's own), plus the local
    backend's share; `pid` is the daemon that answered the last run's items."""

    def __init__(self, spec: DaemonSpec, local: Callable[[], LeanBackend]) -> None:
        self.spec = spec
        self._make_local = local
        self._local: LeanBackend | None = None
        self.stats = PoolStats()
        self.pid: int | None = None

    @property
    def local(self) -> LeanBackend:
        if self._local is None:
            self._local = self._make_local()
        return self._local

    def run(self, items: list[LeanItem], item_timeout: float, default_heartbeats: int,
            on_result: OnResult | None = None) -> list[ItemResult]:
        got: dict[str, ItemResult] = {}

        def settled(res: ItemResult) -> None:
            got[res.item_id] = res
            if res.status == Status.crashed:
                self.stats.restarts_after_crash += 1
            if on_result:
                on_result(res)

        spec = replace(self.spec, item_timeout=item_timeout, heartbeats=default_heartbeats)
        answered = run_via_daemon(spec, items, settled)
        if answered.pid is not None:
            self.pid = answered.pid
        self.stats.startups_s.extend(answered.startups)
        self.stats.sessions_started += len(answered.startups)
        self.stats.items += len(got)
        if answered.unanswered:  # what the daemon did not answer runs locally
            local = self.local
            before = copy.deepcopy(local.stats)
            try:
                for res in local.run(answered.unanswered, item_timeout, default_heartbeats, on_result=on_result):
                    got[res.item_id] = res
            finally:
                _add_since(self.stats, local.stats, before)
        return [got.get(it.item_id) or ItemResult(item_id=it.item_id, status=Status.not_run,
                                                  detail="not run: paracert was stopping") for it in items]

    def close(self) -> None:
        """Stop the local sessions (the daemon keeps its own until its idle timeout)."""
        if self._local is not None:
            self._local.close()
            self._local = None


def _add_since(total: PoolStats, now: PoolStats, before: PoolStats) -> None:
    """Add to `total` what `now` counts beyond `before` (the same backend's stats, earlier)."""
    for f in fields(PoolStats):
        later, earlier = getattr(now, f.name), getattr(before, f.name)
        if isinstance(later, list):
            getattr(total, f.name).extend(later[len(earlier):])
        else:
            setattr(total, f.name, getattr(total, f.name) + later - earlier)


def daemon_sockets(directory: Path | None = None) -> list[Path]:
    """The daemon sockets in the private directory (none when it does not exist yet)."""
    if directory is None:
        if not os.path.lexists(runtime_dir()):
            return []
        directory = private_dir(create=False)
    return sorted(directory.glob("d-*.sock"))


def status_all() -> list[dict[str, Any]]:
    """The status of every daemon in the private directory (stale sockets named as such)."""
    out: list[dict[str, Any]] = []
    for path in daemon_sockets():
        try:
            answer = request(path, StatusRequest())
            out.append(answer.status.model_dump(mode="json") if answer.status else {"socket": str(path),
                                                                                    "error": answer.error})
        except (OSError, ValueError, DaemonError) as exc:
            out.append({"socket": str(path), "stale": True, "error": str(exc)})
    return out


def stop_all(wait_s: float = 30.0) -> list[dict[str, Any]]:
    """Ask every daemon to stop and wait until it has (its socket file removed); stale sockets removed."""
    out: list[dict[str, Any]] = []
    for path in daemon_sockets():
        try:
            answer = request(path, StopRequest())
        except (FileNotFoundError, ConnectionRefusedError):
            with contextlib.suppress(OSError):
                path.unlink()
            out.append({"socket": str(path), "stale": True, "removed": True})
            continue
        except (OSError, ValueError, DaemonError) as exc:
            out.append({"socket": str(path), "error": str(exc)})
            continue
        deadline = time.monotonic() + wait_s
        while path.exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        out.append({"socket": str(path), "pid": answer.pid, "stopped": not path.exists()})
    return out

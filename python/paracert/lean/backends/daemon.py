"""The background Lean daemon: shared pieces of the server (daemon_server.py) and the client
(daemon_client.py).

A daemon owns a SessionPool for one configuration and answers requests of LeanItems with
ItemResults over a Unix socket, so that a second `paracert equiv` pays no Lean start-up.

- Private directory: $PARACERT_RUNTIME_DIR, else $XDG_RUNTIME_DIR/paracert, else /tmp/paracert-$UID.
  Created with mode 0700; refused (DaemonError) when it is not a real directory owned by this user
  with no group/other permissions. Sockets are mode 0600; both ends check the peer's uid
  (SO_PEERCRED).
- Configuration key: a digest of everything that decides results (launcher, its command line and
  environment, Lean version, profile digest, session program digest, mode, paracert's Lean-backend
  code). Socket, lock, log and pid files are named by it, and every request carries it: a daemon
  started under another configuration is never used for this one.
- Protocol: JSON lines (models in protocol.py). Requests `{"op": "run"|"status"|"stop", "key": K,
  ...}`; a run streams `{"queued"}` / `{"alive"}` keep-alives, one `{"result": ItemResult}` per item
  as it settles, and `{"done": true, "startups_s": [...]}`; an error is `{"error": MSG}`.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import socket
import stat
import struct
import sys
from pathlib import Path
from typing import Any

from paracert.errors import LeanError
from paracert.lean.backends.session import session_program_digest
from paracert.lean.launch.launchers import Launcher, NativeLauncher
from paracert.lean.launch.profile import LeanProfile
from paracert.paths import PACKAGE_DIR

DEFAULT_IDLE_S = 900.0  # background daemon: exit after 15 min without requests ($PARACERT_DAEMON_IDLE)
MAX_LINE = 64 * 1024 * 1024  # one request line (a `check` of many certificates is a few MB)
KEEPALIVE_S = 2.0  # the server writes a line at least this often while a request is queued or running
PROTOCOL = 1


class DaemonError(LeanError):
    """The daemon cannot be used (unsafe directory, no answer, refused): run locally instead."""


def runtime_dir() -> Path:
    # process-level: where this user's daemons live (whether a run uses one is LeanConfig.daemon)
    env = os.environ.get("PARACERT_RUNTIME_DIR")
    if env:
        return Path(env)
    xdg = os.environ.get("XDG_RUNTIME_DIR")
    if xdg and Path(xdg).is_dir():
        return Path(xdg) / "paracert"
    return Path(f"/tmp/paracert-{os.getuid()}")


def private_dir(create: bool = True) -> Path:
    """The runtime directory, created 0700 if missing, checked: a real directory (not a symlink),
    owned by this user, no permissions for group or others. DaemonError naming the problem else."""
    path = runtime_dir()
    if create:
        try:
            os.mkdir(path, 0o700)
        except FileExistsError:
            pass
        except OSError as exc:
            raise DaemonError(f"cannot create the daemon directory {path}: {exc}") from exc
    check_private_dir(path)
    return path


def check_private_dir(path: Path) -> None:
    try:
        st = os.lstat(path)
    except OSError as exc:
        raise DaemonError(f"daemon directory {path}: {exc}") from exc
    if not stat.S_ISDIR(st.st_mode):
        raise DaemonError(f"daemon directory {path} is not a directory (a symlink or a file): refused")
    if st.st_uid != os.getuid():
        raise DaemonError(f"daemon directory {path} is owned by uid {st.st_uid}, not by you "
                          f"(uid {os.getuid()}): refused")
    if st.st_mode & 0o077:
        raise DaemonError(f"daemon directory {path} has mode {stat.S_IMODE(st.st_mode):04o}; it must be "
                          "0700 (private): refused")


# paracert's own code on the daemon's side of the socket that decides a result: how Lean is started
# and spoken to, how its answers become ItemResults, the input checks. (Not the whole package: an edit
# elsewhere must not orphan a warm daemon.)
RESULT_CODE = ("backends/daemon.py", "backends/daemon_server.py", "protocol.py", "backends/session.py",
               "backends/pool.py", "text/classify.py", "items.py", "text/guard.py", "text/lexer.py",
               "text/lean_tokens.txt", "launch/launchers.py", "launch/profile.py", "launch/host/lean_host.js",
               "launch/host/lean_patch.js", "launch/host/lean_worker.js")


@functools.lru_cache(maxsize=1)
def backend_code_digest() -> str:
    h = hashlib.sha256()
    for name in RESULT_CODE:
        f = PACKAGE_DIR / "lean" / name
        h.update(name.encode() + b"\0" + (f.read_bytes() if f.exists() else b"<missing>") + b"\0")
    return h.hexdigest()


def key_parts(launcher: Launcher, lean_version: str, profile: LeanProfile, mode: str = "session") -> dict[str, Any]:
    """Everything that decides a daemon's answers, and nothing else: no working directory (the
    command line is taken for absolute placeholder paths, so `equiv` run from any folder finds the
    same daemon; a relative Lake project is resolved to the folder it names)."""
    lake = launcher.lake_project if isinstance(launcher, NativeLauncher) else None
    return {
        "protocol": PROTOCOL,
        "launcher": launcher.name,
        "command": launcher.command(Path("/ITEM.lean"), Path("/WORK")),
        "env": sorted((launcher.env() or {}).items()),
        "lake_project": str(Path(lake).resolve()) if lake is not None else None,
        "lean_version": lean_version,
        "profile": profile.digest,
        "session_program": session_program_digest(),
        "mode": mode,
        "backend_code": backend_code_digest(),
        "python": sys.executable,
    }


def config_key(launcher: Launcher, lean_version: str, profile: LeanProfile, mode: str = "session") -> str:
    """Digest of everything that decides a daemon's answers (`key_parts`)."""
    parts = key_parts(launcher, lean_version, profile, mode)
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()


def files(directory: Path, key: str) -> dict[str, Path]:
    """The daemon's files for `key` (short names: a Unix socket path has at most 107 bytes)."""
    stem = f"d-{key[:32]}"
    return {name: directory / f"{stem}.{name}" for name in ("sock", "lock", "pid", "log", "profile")}


def peer_uid(sock: socket.socket) -> int:
    """The uid of the process at the other end of a Unix socket (SO_PEERCRED: pid, uid, gid)."""
    creds = sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
    _pid, uid, _gid = struct.unpack("3i", creds)
    return uid


def encode(message: dict[str, Any]) -> bytes:
    return json.dumps(message, ensure_ascii=False).encode() + b"\n"


def idle_timeout_from_env() -> float:
    # process-level: how long a daemon process outlives its last request
    raw = os.environ.get("PARACERT_DAEMON_IDLE")
    if not raw:
        return DEFAULT_IDLE_S
    try:
        value = float(raw)
    except ValueError as exc:
        raise DaemonError(f"PARACERT_DAEMON_IDLE={raw!r}: give seconds, e.g. 900") from exc
    if value <= 0:
        raise DaemonError(f"PARACERT_DAEMON_IDLE={raw!r}: must be positive")
    return value

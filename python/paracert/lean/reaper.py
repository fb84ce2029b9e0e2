"""Lean processes never outlive paracert.

Every Lean process is started in its own process group (so a hang can be killed as a whole) and
registered here. At interpreter exit (normal end, an exception, Ctrl-C) and on SIGTERM/SIGHUP
every registered group still alive is killed. A session also ends by itself when its stdin closes
(the CLI died without running this, e.g. SIGKILL): it reads EOF and exits.
"""

from __future__ import annotations

import atexit
import os
import signal
import subprocess
import threading

_lock = threading.Lock()
_groups: set[int] = set()
_installed = False


def install() -> None:
    """Kill registered Lean processes at exit and on SIGTERM/SIGHUP. Signal handlers can only be set
    from the main thread: call this there (LeanRunner does) before sessions start in worker threads."""
    global _installed
    if _installed:
        return
    _installed = True
    atexit.register(kill_all)
    if threading.current_thread() is threading.main_thread():
        for sig in (signal.SIGTERM, signal.SIGHUP):
            if signal.getsignal(sig) in (signal.SIG_DFL, None):
                signal.signal(sig, _exit_on_signal)


def _exit_on_signal(signum: int, _frame: object) -> None:
    kill_all()
    raise SystemExit(128 + signum)


def register(proc: subprocess.Popen | int) -> None:
    pid = proc if isinstance(proc, int) else proc.pid
    with _lock:
        install()
        _groups.add(pid)


def unregister(proc: subprocess.Popen | int) -> None:
    pid = proc if isinstance(proc, int) else proc.pid
    with _lock:
        _groups.discard(pid)


def kill_all() -> int:
    """Kill every registered process group; the number killed."""
    with _lock:
        groups = list(_groups)
        _groups.clear()
    killed = 0
    for pid in groups:
        try:
            os.killpg(pid, signal.SIGKILL)
            killed += 1
        except (ProcessLookupError, PermissionError):
            pass
    return killed

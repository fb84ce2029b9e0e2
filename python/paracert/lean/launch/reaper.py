"""Lean processes never outlive paracert.

Every Lean process is started in its own process group (so a hang can be killed as a whole) and
registered here. At interpreter exit (normal end, an exception, Ctrl-C) and on SIGTERM/SIGHUP
every registered group still alive is killed. A session also ends by itself when its stdin closes
(the CLI died without running this, e.g. SIGKILL): it reads EOF and exits.

Stopping (Ctrl-C, SIGTERM, SIGHUP): the handler marks the process as stopping (`stopping()`), kills
every Lean group at once, and raises `KeyboardInterrupt` (SIGINT) or `Stopped` (SIGTERM/SIGHUP) in
the main thread. Pool workers take no new item and start no session once stopping, and results of
items cut short by the kill are not reported (they would read as crashes). A long command says
what it kept with `set_resume_hint`; the CLI prints that one line and exits 128 + signal.
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
_stopping = threading.Event()
_stop_signal: int | None = None
_resume_hint: str | None = None


class Stopped(KeyboardInterrupt):
    """Raised in the main thread by SIGTERM/SIGHUP (a KeyboardInterrupt, so asyncio and every
    `except KeyboardInterrupt` treat it like Ctrl-C; `signum` says which signal it was)."""

    def __init__(self, signum: int) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = signum


def stopping() -> bool:
    """True once the process was interrupted: start nothing new, report nothing cut short."""
    return _stopping.is_set()


def stop(signum: int = signal.SIGINT) -> None:
    """Mark the process as stopping and kill every Lean process group now."""
    global _stop_signal
    if _stop_signal is None:
        _stop_signal = signum
    _stopping.set()
    kill_all()


def stop_signal() -> int | None:
    """The signal that stopped the process (None when it was not stopped by one)."""
    return _stop_signal


def set_resume_hint(text: str | None) -> None:
    """What a running command has kept so far and how to go on, for the interrupt message."""
    global _resume_hint
    _resume_hint = text


def resume_hint() -> str | None:
    return _resume_hint


def reset() -> None:
    """Forget an earlier stop (a new command in the same interpreter, e.g. `cli.main` called again)."""
    global _stop_signal, _resume_hint
    _stopping.clear()
    _stop_signal = None
    _resume_hint = None


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
                signal.signal(sig, _stop_on_signal)
        # Python's own SIGINT handler only raises KeyboardInterrupt: the Lean sessions would keep
        # running (and asyncio.run would wait for the worker threads that talk to them)
        if signal.getsignal(signal.SIGINT) is signal.default_int_handler:
            signal.signal(signal.SIGINT, _interrupt)


def _stop_on_signal(signum: int, _frame: object) -> None:
    stop(signum)
    raise Stopped(signum)


def _interrupt(signum: int, _frame: object) -> None:
    stop(signum)
    raise KeyboardInterrupt


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


def parent_watch() -> dict[str, str]:
    """The environment that makes the embedded Lean watch this process (host/lean_host.js): a Lean
    whose paracert died, even during its start-up when nothing reads its pipes yet, ends at once
    instead of finishing a start-up nobody waits for. (Not part of any cache or daemon key: it
    decides no result.)"""
    return {"PARACERT_PARENT_PID": str(os.getpid())}

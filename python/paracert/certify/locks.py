"""One writer per output: an advisory lock (`flock`) on a verdicts file or a certificate store,
held for the whole run.

The lock is a small file beside what it guards (`.NAME.paracert.lock` next to a verdicts file,
`.paracert.lock` inside a certificate directory) holding the holder's pid. A second run on the same
output is refused at once (`BusyError`, exit 2, naming that pid) or, with `wait`, waits for the
first to end. The lock file is removed when the run ends; one left by a killed run is free (the
kernel drops a dead process's locks) and is simply taken over. Removing a lock file while holding
its lock is safe: a run that opened the old file checks, once it holds the lock, that the path
still names the file it locked, and starts over otherwise.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
from collections.abc import Callable, Iterator
from pathlib import Path

from paracert.errors import BusyError, WriteError

STORE_LOCK = ".paracert.lock"


def lock_file_for(target: Path, directory: bool) -> Path:
    """The lock file guarding `target`: inside it for a directory, beside it for a file."""
    resolved = target.resolve()
    return resolved / STORE_LOCK if directory else resolved.with_name(f".{resolved.name}.paracert.lock")


def _holder(path: Path) -> str:
    try:
        text = path.read_text(encoding="ascii", errors="replace").strip()
    except OSError:
        return "unknown"
    return text if text.isdigit() else "unknown"


class OutputLock:
    """The lock of one output. `what` names it in messages (`--out`, `--certificates`)."""

    def __init__(self, target: Path, what: str, directory: bool = False) -> None:
        self.target = target
        self.what = what
        self.path = lock_file_for(target, directory)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self, wait: bool = False, notify: Callable[[str], None] | None = None) -> None:
        """Take the lock; BusyError naming the holder's pid when another run has it (unless `wait`)."""
        while self._fd is None:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC | os.O_NOFOLLOW, 0o644)
            except OSError as exc:
                raise WriteError(self.path, exc) from None
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                holder = _holder(self.path)
                if not wait:
                    os.close(fd)
                    raise BusyError(f"{self.what} {self.target}: another paracert run (pid {holder}) is writing it; "
                                    "wait for it to end, or rerun with --wait-lock") from None
                if notify is not None:
                    notify(f"paracert: {self.what} {self.target}: waiting for paracert run pid {holder} to end")
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX)
                except BaseException:
                    os.close(fd)
                    raise
            try:
                same = os.stat(self.path, follow_symlinks=False).st_ino == os.fstat(fd).st_ino
            except FileNotFoundError:
                same = False
            if not same:  # the holder removed it as it ended: lock the file now at the path
                os.close(fd)
                continue
            try:
                os.ftruncate(fd, 0)
                os.write(fd, f"{os.getpid()}\n".encode())
            except OSError as exc:
                os.close(fd)
                raise WriteError(self.path, exc) from None
            self._fd = fd

    def release(self) -> None:
        if self._fd is None:
            return
        with contextlib.suppress(OSError):
            self.path.unlink()
        os.close(self._fd)
        self._fd = None


@contextlib.contextmanager
def holding(locks: list[OutputLock], wait: bool = False,
            notify: Callable[[str], None] | None = None) -> Iterator[None]:
    """Hold every lock of `locks` (in order; those already held are kept as they are) for the
    block; the ones taken here are released after it, whatever happens."""
    taken: list[OutputLock] = []
    try:
        for lock in locks:
            if not lock.held:
                lock.acquire(wait=wait, notify=notify)
                taken.append(lock)
        yield
    finally:
        for lock in reversed(taken):
            lock.release()

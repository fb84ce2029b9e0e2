"""The verdicts file of a certification run, written as pairs settle and read back to resume.

One JSON line per input line (a `PairVerdict` under that line's own `pair_id`), appended in one
`write` per settled digest and flushed to disk at once, so a run stopped at any moment keeps every
verdict it decided. A write that fails (a full disk) leaves the file as it was before it (the
partial line is cut off again) and stops the run with a `WriteError` naming the file.

A verdicts file is a record of a run, never evidence: without `resume` a file that already holds
lines is refused (`replace`: started afresh), and with `resume` each line is believed only as far as
it can be re-derived. Reading it back (`VerdictLog.open`):
  - every complete line must be a verdict record (else an `InputError` naming the file and line);
  - a last line without its newline was cut off by a kill in mid-write: with `resume` it is dropped
    (the file is truncated to the last complete line, and said so on stderr), without `resume` it is
    an `InputError` that says to rerun with `--resume`;
  - a line whose `digest` is not the SHA256 of its own A, B, family, Lean version and answer key
    is ignored (its pair is settled again; `rejected` says why, `warn` prints it);
  - `done`: the verdict of each digest (a later line, e.g. a `--retry`, replaces an earlier one);
    `written`: the (digest, pair_id) lines already there, so a resumed run writes each input line
    once: pairs already decided are never certified again, and an input line whose digest is settled
    but whose own line is missing gets a copy without Lean.
  A certified or refuted line must also be backed by its certificate (`distrust`, called by
  `certify.settle` with what the certificate store lacks).
"""

from __future__ import annotations

import contextlib
import os
import shlex
import sys
import threading
from collections.abc import Callable
from pathlib import Path

from pydantic import ValidationError

from paracert.certify.store import write_atomic
from paracert.errors import InputError, UsageError, WriteError, validation_message
from paracert.statements.pairs import Pair
from paracert.statements.verdicts import PairVerdict

SHOWN_WARNINGS = 20  # per-line warnings printed before the rest are counted in one line


def own_digest(v: PairVerdict) -> str:
    """The digest a verdict line's own fields give (A, B, family, Lean version, answer key, and any
    other field of a pair the line carries)."""
    shared = (set(Pair.model_fields) & set(PairVerdict.model_fields)) - {"pair_id"}
    return Pair(**{name: getattr(v, name) for name in shared}).digest(v.lean_version)


class VerdictLog:
    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.done: dict[str, PairVerdict] = {}
        self.written: set[tuple[str, str | None]] = set()
        self.line_of: dict[str, int] = {}  # digest -> the line its kept verdict came from
        self.rejected: list[tuple[int, str, str | None, str]] = []  # (line, digest, pair_id, why) ignored
        self.unused: set[int] = set()  # numbers of the lines read that this run does not use (compact())
        self.line_keys: dict[int, tuple[str, str | None]] = {}  # line number -> (digest, pair_id) read there
        self.lines = 0  # complete verdict lines in the file
        self.dropped_partial_bytes = 0
        self.replacing = False  # `replace`: the file's old lines are dropped before the first write
        self._lock = threading.Lock()

    @classmethod
    def open(cls, path: Path | None, resume: bool = False, option: str = "--out",
             replace: bool = False) -> VerdictLog:
        """The verdicts file read for a run. Without `resume` a file holding verdicts is a UsageError
        (it is a run's record: `--resume` continues it), unless `replace` (then `start` empties it)."""
        log = cls(path)
        if path is None or not path.exists():
            return log
        if not path.is_file():
            raise InputError(f"{option} {path}: not a regular file")
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise InputError(f"{option} {path}: cannot read ({exc.strerror or exc})") from None
        if not data.strip():
            return log
        if replace and not resume:
            log.replacing = True
            return log
        complete, _, tail = data.rpartition(b"\n")
        if tail and not resume:
            line_no = data[: len(data) - len(tail)].count(b"\n") + 1
            raise InputError(
                f"{path}:{line_no}: incomplete last line ({len(tail)} bytes), "
                "left by a run stopped while writing it: rerun with --resume to drop it and go on")
        if not resume:
            n = data.count(b"\n")
            raise UsageError(
                f"{option} {path} already holds {n} verdict line{'s' if n != 1 else ''}: give --resume to "
                f"continue that run (its lines are checked again), or another {option}")
        if tail:
            try:
                with path.open("r+b") as fh:  # keep every complete line, drop the cut-off one
                    fh.truncate(len(data) - len(tail))
            except OSError as exc:
                raise WriteError(path, exc) from None
            log.dropped_partial_bytes = len(tail)
            print(f"paracert: {path}: dropped an incomplete last line ({len(tail)} bytes) left by a stopped run",
                  file=sys.stderr)
        for number, raw in enumerate(complete.split(b"\n") if complete else [], start=1):
            if not raw.strip():
                continue
            try:
                v = PairVerdict.model_validate_json(raw.decode("utf-8"))
            except UnicodeDecodeError as exc:
                raise InputError(f"{path}:{number}: not UTF-8 (byte {exc.start} of the line)") from None
            except ValidationError as exc:
                raise InputError(f"{path}:{number}: not a verdict record: {validation_message(exc)}") from None
            log.lines += 1
            if own_digest(v) != v.digest:
                log.rejected.append((number, v.digest, v.pair_id, "its digest is not the SHA256 of its own A, B, "
                                                                  "family, Lean version and answer key"))
                log.unused.add(number)
                continue
            if (v.digest, v.pair_id) in log.written:  # an earlier line of this one: the later is read
                log.unused |= {n for n, key in log.line_keys.items() if key == (v.digest, v.pair_id)}
            log.line_keys[number] = (v.digest, v.pair_id)
            log.done[v.digest] = v
            log.written.add((v.digest, v.pair_id))
            log.line_of[v.digest] = number
        return log

    def distrust(self, why: dict[str, str]) -> None:
        """Forget the kept verdicts of these digests (their pairs are settled again), each with why."""
        for digest, reason in why.items():
            v = self.done.pop(digest, None)
            if v is None:
                continue
            self.rejected.append((self.line_of.get(digest, 0), digest, v.pair_id, reason))
            self.unused |= {n for n, key in self.line_keys.items() if key[0] == digest}
            self.written = {(dg, pid) for dg, pid in self.written if dg != digest}

    def warn(self, notify: Callable[[str], None]) -> None:
        """One line per ignored verdict line (`SHOWN_WARNINGS` at most, then a count)."""
        lines = sorted(self.rejected)
        for number, _digest, pair_id, why in lines[:SHOWN_WARNINGS]:
            named = f" ({pair_id})" if pair_id else ""
            notify(f"paracert: {self.path}:{number}{named}: verdict line not used: {why}; settling its pair again")
        if len(lines) > SHOWN_WARNINGS:
            notify(f"paracert: {self.path}: {len(lines) - SHOWN_WARNINGS} more verdict lines not used; "
                   "their pairs are settled again")

    def start(self) -> None:
        """Empty the file when the run replaces it (`replace`; the caller holds its lock)."""
        if self.path is None or not self.replacing:
            return
        try:
            with self.path.open("r+b") as fh:
                fh.truncate(0)
        except OSError as exc:
            raise WriteError(self.path, exc) from None
        self.replacing = False

    def append(self, verdicts: list[PairVerdict]) -> int:
        """Write the lines of `verdicts` not yet in the file (one write, flushed and synced); the
        number written. A failed write is undone (the file cut back to its old size) and raised as
        a WriteError naming the file and the OS error."""
        if self.path is None:
            return 0
        with self._lock:
            new = [v for v in verdicts if (v.digest, v.pair_id) not in self.written]
            if not new:
                return 0
            data = "".join(v.model_dump_json() + "\n" for v in new).encode("utf-8")
            _append_synced(self.path, data)
            for v in new:
                self.written.add((v.digest, v.pair_id))
                self.done[v.digest] = v
            self.lines += len(new)
            return len(new)

    def forget(self, verdict_names: list[str]) -> int:
        """Drop the settled verdicts named (`--retry unknown`): those pairs are settled again and
        their new lines appended (a later line replaces an earlier one when read back)."""
        gone = [d for d, v in self.done.items() if v.verdict.value in verdict_names]
        for d in gone:
            del self.done[d]
            self.unused |= {n for n, key in self.line_keys.items() if key[0] == d}
            self.written = {(dg, pid) for dg, pid in self.written if dg != d}
        return len(gone)


    def compact(self) -> int:
        """Remove the lines read that this run did not use (distrusted, retried, or repeated by a later
        line), once the run has written the new lines of their pairs (`store.write_atomic`: the old
        file or the new one, never a mix). Kept lines keep their order. The number of lines removed;
        a WriteError when the file cannot be rewritten (it is left as it was: every verdict is on
        disk either way, a later line replacing an earlier one)."""
        drop = self.unused
        if self.path is None or not drop:
            return 0
        with self._lock:
            try:
                lines = self.path.read_bytes().split(b"\n")[:-1]
            except OSError as exc:
                raise WriteError(self.path, exc) from None
            kept = b"".join(raw + b"\n" for n, raw in enumerate(lines, start=1) if n not in drop)
            write_atomic(self.path, kept)
            removed = len(lines) - kept.count(b"\n")
            self.lines -= removed
            self.unused = set()
            return removed


def record_settled(path: Path | None, verdicts: list[PairVerdict], *, resume: bool = True,
                   replace: bool = False) -> int:
    """Append verdicts decided before certification (Mathlib-syntax pairs that were not read:
    `untranslatable`, `invalid_statement`) to the verdicts file, each (digest, pair_id) line once;
    called after `certify.settle` wrote its lines (`resume`), or in its place when no pair was left
    to certify (then with the run's own `resume`/`replace`). The number of lines written."""
    if path is None or not verdicts:
        return 0
    log = VerdictLog.open(path, resume=resume, replace=replace)
    log.start()
    return log.append(verdicts)


def _append_synced(path: Path, data: bytes) -> None:
    """Append `data` to `path` and fsync it, all or nothing: on an error the file is cut back to
    the size it had (no partial line is left), and a WriteError is raised."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_CLOEXEC, 0o644)
    except OSError as exc:
        raise WriteError(path, exc) from None
    size = None
    try:
        size = os.fstat(fd).st_size
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
    except OSError as exc:
        if size is not None:
            with contextlib.suppress(OSError):
                os.ftruncate(fd, size)
        raise WriteError(path, exc) from None
    finally:
        os.close(fd)


def resume_hint(path: Path | None, lines: int, command: str) -> str:
    """The interrupt message's account of what a run kept and how to go on."""
    if path is None:
        return "nothing was written (no --out)"
    return (f"{lines} verdict line{'s' if lines != 1 else ''} kept in {path}; "
            f"rerun {command} with --resume --out {shlex.quote(str(path))} to settle the rest")

"""The verdicts file of a certification run, written as pairs settle and read back to resume.

One JSON line per input line (a `PairVerdict` under that line's own `pair_id`), appended in one
`write` per settled digest and flushed to disk at once, so a run stopped at any moment keeps every
verdict it decided. Reading it back (`VerdictLog.open`):
  - every complete line must be a verdict record (else an `InputError` naming the file and line);
  - a last line without its newline was cut off by a kill in mid-write: with `resume` it is dropped
    (the file is truncated to the last complete line, and said so on stderr), without `resume` it is
    an `InputError` that says to rerun with `--resume`;
  - `done`: the verdict of each digest (a later line, e.g. a `--retry`, replaces an earlier one);
    `written`: the (digest, pair_id) lines already there, so a resumed run writes each input line
    once: pairs already decided are never certified again, and an input line whose digest is settled
    but whose own line is missing gets a copy without Lean.
"""

from __future__ import annotations

import os
import shlex
import sys
import threading
from pathlib import Path

from pydantic import ValidationError

from paracert.errors import InputError, validation_message
from paracert.statements.verdicts import PairVerdict


class VerdictLog:
    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.done: dict[str, PairVerdict] = {}
        self.written: set[tuple[str, str | None]] = set()
        self.lines = 0  # complete verdict lines in the file
        self.dropped_partial_bytes = 0
        self._lock = threading.Lock()

    @classmethod
    def open(cls, path: Path | None, resume: bool = False, option: str = "--out") -> VerdictLog:
        log = cls(path)
        if path is None or not path.exists():
            return log
        if not path.is_file():
            raise InputError(f"{option} {path}: not a regular file")
        data = path.read_bytes()
        complete, _, tail = data.rpartition(b"\n")
        if tail:
            if not resume:
                line_no = data[: len(data) - len(tail)].count(b"\n") + 1
                raise InputError(
                    f"{path}:{line_no}: incomplete last line ({len(tail)} bytes), "
                    "left by a run stopped while writing it: rerun with --resume to drop it and go on")
            with path.open("r+b") as fh:  # keep every complete line, drop the cut-off one
                fh.truncate(len(data) - len(tail))
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
            log.done[v.digest] = v
            log.written.add((v.digest, v.pair_id))
            log.lines += 1
        return log

    def append(self, verdicts: list[PairVerdict]) -> int:
        """Write the lines of `verdicts` not yet in the file (one write, flushed and synced); the
        number written."""
        if self.path is None:
            return 0
        with self._lock:
            new = [v for v in verdicts if (v.digest, v.pair_id) not in self.written]
            if not new:
                return 0
            text = "".join(v.model_dump_json() + "\n" for v in new)
            with self.path.open("a", encoding="utf-8") as fh:
                fh.write(text)
                fh.flush()
                os.fsync(fh.fileno())
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
            self.written = {(dg, pid) for dg, pid in self.written if dg != d}
        return len(gone)


def resume_hint(path: Path | None, lines: int, command: str) -> str:
    """The interrupt message's account of what a run kept and how to go on."""
    if path is None:
        return "nothing was written (no --out)"
    return (f"{lines} verdict line{'s' if lines != 1 else ''} kept in {path}; "
            f"rerun {command} with --resume --out {shlex.quote(str(path))} to settle the rest")

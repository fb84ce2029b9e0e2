"""The errors paracert reports to a user, and the checks that raise them before any expensive work.

  ParacertError        base of every exception class paracert defines
  ├─ UsageError        a bad command line: an option's value, a missing or contradictory option
  ├─ InputError        a bad input file or text: names the file, and the line and field where there
  │                    is one (statements outside the fragment, ill-typed terms, unsafe snippets too)
  ├─ LeanError         Lean cannot be run: no launcher, install failed, a session died, the daemon
  ├─ CertificateError  a certificates directory cannot be trusted or read (exit 1: checks failed)
  ├─ WriteError        an output could not be written (full disk, quota, read-only): names the path
  │                    and the OS error; the run stops (exit 1), what was written before it is kept
  ├─ BusyError         another run holds the lock of a verdicts file or certificate store (exit 2)
  └─ InternalError     paracert broke one of its own invariants (a bug): the CLI shows the traceback

Model providers raise `paracert.llm.providers.ProviderError` (a ParacertError). The CLI
(`paracert.cli.main`) prints any other ParacertError as ``paracert COMMAND: error: MESSAGE`` on
stderr and exits with its `exit_code` (2, a usage error; 1 for LeanError and CertificateError).
The library API raises them too, so a caller can catch `ParacertError` alone.

The helpers here check inputs up front: `read_text` (exists, a regular file, UTF-8, with the byte
offset of a bad byte), `text_lines` (a file streamed line by line, each line under a size cap),
`json_loads` (nesting bounded), `jsonl_objects` (one JSON object per line, named by line),
`validation_message` (the field a pydantic model rejected), `writable_file` / `writable_dir`
(an output's directory exists or can be created), and argparse `type=` validators
(`positive_int`, `non_negative_int`, `non_negative_float`, `positive_float`, `fraction`).
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # only named in an annotation: `paracert --help` imports this module, not pydantic
    from pydantic import ValidationError


class ParacertError(Exception):
    """An error paracert reports to the user as a message (exit code 2 on the command line)."""

    exit_code = 2


class UsageError(ParacertError, ValueError):
    """A bad command line: the message names the option."""


class InputError(ParacertError, ValueError):
    """A bad input file: the message names the file, and the line and field where there is one."""


class LeanError(ParacertError, RuntimeError):
    """Lean cannot be run or answer: no launcher, a failed install, a dead session, the daemon."""

    exit_code = 1


class CertificateError(ParacertError):
    """A certificates directory (manifest, certificate files) that cannot be trusted or read."""

    exit_code = 1


class WriteError(ParacertError):
    """An output (verdict line, certificate, manifest, cache entry, report) could not be written.
    The message names the path and the OS error; a run stops at the first one (exit 1), keeping
    everything written before it."""

    exit_code = 1

    def __init__(self, path: str | Path, exc: OSError | str) -> None:
        why = exc if isinstance(exc, str) else (exc.strerror or str(exc))
        super().__init__(f"cannot write {path}: {why}")
        self.path = str(path)
        self.errno = None if isinstance(exc, str) else exc.errno


class BusyError(ParacertError):
    """Another run holds the lock of an output (a verdicts file, a certificate store): the message
    names the holder's pid."""


class InternalError(ParacertError, RuntimeError):
    """paracert broke one of its own invariants (a bug): never reported as a usage error."""


def sqlite_problem(exc: BaseException) -> tuple[str, str]:
    """(kind, words) of an error from an sqlite file (an `sqlite3.Error` or an OSError): kind is one of
    ``corrupt`` (not a database, malformed, truncated), ``read_only``, ``locked``, ``full`` (no space
    left), ``io`` or ``other``, so that a cache can say what happened and what to do."""
    name = str(getattr(exc, "sqlite_errorname", "") or "")
    text = str(exc) or type(exc).__name__
    low = text.lower()
    if isinstance(exc, OSError):
        if exc.errno in (28, 122):  # ENOSPC, EDQUOT
            return "full", f"no space left on the device ({exc.strerror or text})"
        if exc.errno in (1, 13, 30):  # EPERM, EACCES, EROFS
            return "read_only", f"not writable ({exc.strerror or text})"
        return "io", exc.strerror or text
    if name.startswith("SQLITE_FULL") or "disk is full" in low:
        return "full", f"no space left on the device ({text})"
    if name.startswith(("SQLITE_NOTADB", "SQLITE_CORRUPT")) or "not a database" in low or "malformed" in low:
        return "corrupt", f"corrupt or not an sqlite database ({text})"
    if name.startswith(("SQLITE_READONLY", "SQLITE_PERM", "SQLITE_CANTOPEN")) or "readonly" in low \
            or "unable to open" in low:
        return "read_only", f"cannot be opened for writing ({text})"
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in low:
        return "locked", f"locked by another process ({text})"
    if name.startswith("SQLITE_IOERR") or "i/o error" in low:
        return "io", f"I/O error ({text})"
    return "other", text


# ---- reading inputs ---------------------------------------------------------------------------


def decode_utf8(data: bytes, name: str) -> str:
    """`data` as UTF-8, or an InputError naming `name`, the line and the first invalid byte with its
    offset: ``data.jsonl:3: not UTF-8 (invalid byte 0xe9 at offset 31)``."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise InputError(f"{name}:{line}: not UTF-8 (invalid byte 0x{data[exc.start]:02x} at offset {exc.start})"
                         ) from None


def check_readable(path: str | Path, what: str = "") -> Path:
    """`path` as a Path, if it names an existing regular file (not a directory, not a device)."""
    p = Path(path)
    label = f"{what} {p}" if what else str(p)
    if not p.exists():
        raise InputError(f"{label}: no such file")
    if p.is_dir():
        raise InputError(f"{label}: a directory, not a file")
    if not p.is_file():
        raise InputError(f"{label}: not a regular file")
    return p


def read_text(path: str | Path, what: str = "", *, allow_empty: bool = False) -> str:
    """The text of a regular UTF-8 file; an InputError naming the file otherwise (`what`: the
    option that named it, e.g. ``--pairs``)."""
    p = check_readable(path, what)
    label = f"{what} {p}" if what else str(p)
    try:
        data = p.read_bytes()
    except OSError as exc:
        raise InputError(f"{label}: cannot read ({exc.strerror or exc})") from None
    text = decode_utf8(data, label)
    if not allow_empty and not text.strip():
        raise InputError(f"{label}: empty file")
    return text


# One record of a JSONL input is a line; a line longer than this is refused before it is parsed
# (a file is read one line at a time, so memory stays near its longest line, never its size).
# PARACERT_MAX_LINE_BYTES raises or lowers the cap.
MAX_LINE_BYTES = 16 * 1024 * 1024
# JSON nested deeper than this is refused (paracert's own formats nest a few levels; Python's
# parser would otherwise fail with a RecursionError near 1,000 levels).
MAX_JSON_DEPTH = 200


def max_line_bytes() -> int:
    """The per-line cap: `PARACERT_MAX_LINE_BYTES` when it is a positive integer, else MAX_LINE_BYTES."""
    raw = os.environ.get("PARACERT_MAX_LINE_BYTES", "")
    return int(raw) if raw.isdigit() and int(raw) > 0 else MAX_LINE_BYTES


def _depth_over(value: Any, limit: int) -> bool:
    """Whether a parsed JSON value nests containers deeper than `limit` (iterative: no recursion)."""
    stack = [(value, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > limit:
            return True
        children = node.values() if isinstance(node, dict) else node
        stack.extend((c, depth + 1) for c in children if isinstance(c, (dict, list)))
    return False


def json_loads(text: str | bytes, where: str, **kwargs: Any) -> Any:
    """`json.loads(text)`, with nesting bounded by MAX_JSON_DEPTH: deeper JSON is an InputError naming
    `where` (``FILE:LINE``), never a RecursionError. A syntax error is json.JSONDecodeError, as before,
    for the caller to phrase."""
    try:
        value = json.loads(text, **kwargs)
    except RecursionError:
        raise InputError(f"{where}: JSON nested deeper than {MAX_JSON_DEPTH} levels") from None
    if isinstance(value, (dict, list)):
        brackets = text.count("[") + text.count("{") if isinstance(text, str) else text.count(b"[") + text.count(b"{")
        if brackets > MAX_JSON_DEPTH and _depth_over(value, MAX_JSON_DEPTH):
            raise InputError(f"{where}: JSON nested deeper than {MAX_JSON_DEPTH} levels")
    return value


def text_lines(path: str | Path, what: str = "", *, allow_empty: bool = False) -> Iterator[tuple[int, str]]:
    """(line number, text without its line break) of every non-blank line of a regular UTF-8 file,
    read one line at a time: a line longer than `max_line_bytes()` is an InputError naming the file
    and line (read no further than the cap), bytes that are not UTF-8 are named by their offset in
    the file (as `decode_utf8` does), a file with no non-blank line is an error unless `allow_empty`."""
    p = check_readable(path, what)
    label = f"{what} {p}" if what else str(p)
    cap = max_line_bytes()
    seen = False
    offset = 0
    try:
        handle = p.open("rb")
    except OSError as exc:
        raise InputError(f"{label}: cannot read ({exc.strerror or exc})") from None
    with handle:
        for number in itertools.count(1):
            try:
                raw = handle.readline(cap + 1)
            except OSError as exc:
                raise InputError(f"{label}:{number}: cannot read ({exc.strerror or exc})") from None
            if not raw:
                break
            body = raw[:-1] if raw.endswith(b"\n") else raw
            if len(body) > cap:
                raise InputError(f"{label}:{number}: line longer than {cap:,} bytes (the limit for one record; "
                                 f"PARACERT_MAX_LINE_BYTES sets another)")
            try:
                line = body.decode("utf-8")
            except UnicodeDecodeError as exc:
                at = offset + exc.start
                raise InputError(f"{label}:{number}: not UTF-8 (invalid byte 0x{body[exc.start]:02x} at offset {at})"
                                 ) from None
            offset += len(raw)
            if line.endswith("\r"):
                line = line[:-1]
            if line.strip():
                seen = True
                yield number, line
    if not seen and not allow_empty:
        raise InputError(f"{label}: empty file")


def check_lines(path: str | Path, what: str = "", *, allow_empty: bool = False) -> Path:
    """Check a line-based input up front without holding it: `text_lines` read to the end."""
    for _ in text_lines(path, what, allow_empty=allow_empty):
        pass
    return Path(path)


def jsonl_objects(path: str | Path, what: str = "", *, allow_empty: bool = False) -> Iterator[tuple[int, dict]]:
    """(line number, object) for every non-blank line of a JSONL file, streamed (`text_lines`: size
    cap per line, UTF-8); InputError naming the line of a line that is not a JSON object or nests
    deeper than MAX_JSON_DEPTH."""
    for number, line in text_lines(path, what, allow_empty=allow_empty):
        try:
            record = json_loads(line, f"{path}:{number}")
        except json.JSONDecodeError as exc:
            raise InputError(f"{path}:{number}: not JSON ({exc.msg} at column {exc.colno})") from None
        if not isinstance(record, dict):
            raise InputError(f"{path}:{number}: not a JSON object")
        yield number, record


def validation_message(exc: ValidationError) -> str:
    """The first problem of a pydantic error as ``field 'b': Field required``."""
    err = exc.errors()[0]
    field = ".".join(str(x) for x in err["loc"])
    msg = str(err["msg"]).removeprefix("Value error, ")
    return f"field {field!r}: {msg}" if field else msg


def reason_kind(reason: str) -> str:
    """What two refusals have in common when they differ only in quoted text, names and numbers
    (``A: line 2: `#exit` would end the whole batch`` and ``A: line 5: `#exit` …`` are one kind)."""
    return re.sub(r"`[^`]*`|'[^']*'|\"[^\"]*\"|\d+", "_", reason)


class Tally:
    """Refusals told a few times per kind, then counted: `add` passes the first `shown` messages of
    each kind (`reason_kind`) to `emit`; `close` emits one line per kind with more, saying how many
    more. 100,000 lines refused for one reason make `shown` + 1 lines, not 100,000."""

    def __init__(self, emit: Callable[[str], None], shown: int = 3) -> None:
        self.emit, self.shown = emit, shown
        self.counts: dict[str, int] = {}
        self.first: dict[str, str] = {}

    def add(self, reason: str, message: str) -> None:
        kind = reason_kind(reason)
        n = self.counts[kind] = self.counts.get(kind, 0) + 1
        self.first.setdefault(kind, reason)
        if n <= self.shown:
            self.emit(message)

    def close(self, what: str = "lines", verb: str = "refused") -> None:
        for kind, n in self.counts.items():
            if n > self.shown:
                self.emit(f"… and {n - self.shown:,} more {what} {verb} for the same reason ({self.first[kind]})")
        self.counts.clear()


# ---- outputs ----------------------------------------------------------------------------------


def writable_dir(path: str | Path, what: str) -> Path:
    """Create the output directory `path` (and its parents) now, before any work; UsageError when
    it exists as something else or cannot be created."""
    p = Path(path)
    if p.exists() and not p.is_dir():
        raise UsageError(f"{what} {p}: exists and is not a directory")
    try:
        p.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(f"{what} {p}: cannot create the directory ({exc.strerror or exc})") from None
    if not os.access(p, os.W_OK):
        raise UsageError(f"{what} {p}: directory not writable")
    return p


def writable_file(path: str | Path, what: str) -> Path:
    """An output file: its directory is created now (before any work), and the path must not be a
    directory; UsageError otherwise."""
    p = Path(path)
    if p.is_dir():
        raise UsageError(f"{what} {p}: a directory; give a file path")
    if p.exists() and not p.is_file():
        raise UsageError(f"{what} {p}: not a regular file")
    writable_dir(p.parent, f"{what} {p}: its directory")
    return p


# ---- argparse type= validators ------------------------------------------------------------------
# argparse names the option in its message: "argument --limit: invalid positive_int value: '-3'"
# is replaced by the message of the ArgumentTypeError below ("argument --limit: must be ...").


def _number(kind: type, text: str) -> Any:
    try:
        return kind(text)
    except ValueError:
        noun = "an integer" if kind is int else "a number"
        raise argparse.ArgumentTypeError(f"{text!r} is not {noun}") from None


def positive_int(text: str) -> int:
    value = _number(int, text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1 (got {value})")
    return value


def non_negative_int(text: str) -> int:
    value = _number(int, text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more (got {value})")
    return value


def positive_float(text: str) -> float:
    value = _number(float, text)
    if not value > 0 or value != value or value == float("inf"):
        raise argparse.ArgumentTypeError(f"must be a finite number above 0 (got {text})")
    return value


def non_negative_float(text: str) -> float:
    value = _number(float, text)
    if not value >= 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"must be a finite number, 0 or more (got {text})")
    return value


def fraction(text: str) -> float:
    """A number in [0, 1]."""
    value = _number(float, text)
    if not 0 <= value <= 1:
        raise argparse.ArgumentTypeError(f"must be between 0 and 1 (got {text})")
    return value


def utf8_argument(text: str) -> str:
    """A command-line text argument; bytes that were not UTF-8 (kept by Python as lone surrogates)
    are an error naming the first bad byte and its offset."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raw = text.encode("utf-8", "surrogateescape")
        try:
            raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise argparse.ArgumentTypeError(
                f"not UTF-8 (invalid byte 0x{raw[exc.start]:02x} at offset {exc.start})") from None
        raise argparse.ArgumentTypeError("not UTF-8 (a lone surrogate)") from None
    return text

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

Model providers raise `paracert.models.providers.ProviderError` (a ParacertError). The CLI
(`paracert.cli.main`) prints any other ParacertError as ``paracert COMMAND: error: MESSAGE`` on
stderr and exits with its `exit_code` (2, a usage error; 1 for LeanError and CertificateError).
The library API raises them too, so a caller can catch `ParacertError` alone.

The helpers here check inputs up front: `read_text` (exists, a regular file, UTF-8, with the byte
offset of a bad byte), `jsonl_objects` (one JSON object per line, named by line),
`validation_message` (the field a pydantic model rejected), `writable_file` / `writable_dir`
(an output's directory exists or can be created), and argparse `type=` validators
(`positive_int`, `non_negative_int`, `non_negative_float`, `positive_float`, `fraction`).
"""

from __future__ import annotations

import argparse
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

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


def jsonl_objects(path: str | Path, what: str = "", *, allow_empty: bool = False) -> Iterator[tuple[int, dict]]:
    """(line number, object) for every non-blank line of a JSONL file; InputError naming the line
    of a line that is not a JSON object."""
    text = read_text(path, what, allow_empty=allow_empty)
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
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

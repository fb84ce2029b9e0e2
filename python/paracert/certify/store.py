"""certificates/: one .lean file per certificate plus manifest.json binding each to its pair.

Layout: `<dir>/manifest.json` and `<dir>/<verdict>/<name>.lean`. A file holds a comment header
and exactly one theorem whose statement paracert generated from the manifest's A and B.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Collection
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, SerializerFunctionWrapHandler, model_serializer

from paracert.certify.locks import OutputLock, holding
from paracert.errors import WriteError
from paracert.lean.items import ProfileName
from paracert.statements.pairs import Origin
from paracert.statements.schema import Verdict
from paracert.statements.verdicts import ErrorKind, PairVerdict, StatementKind, format_counterexample

MANIFEST = "manifest.json"
CERT_IMPORT = "import Paracert.Tactics"


class ManifestEntry(BaseModel):
    name: str
    file: str
    verdict: Verdict
    statement_kind: StatementKind
    family: str
    pair_id: str | None = None
    a: str
    b: str
    a_true: bool | None = None
    origin: Origin | None = None  # a translated pair: the Mathlib-syntax declarations A and B were read from
    sha256: str
    tactic: str | None = None
    rules_used: list[str] = Field(default_factory=list)
    counterexample: dict[str, Any] | None = None
    error_kind: ErrorKind | None = None

    @model_serializer(mode="wrap")
    def _origin_when_given(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """`origin` is written only for a translated pair, so other entries stay as they always were."""
        data = handler(self)
        if data.get("origin") is None:
            data.pop("origin", None)
        return data


class Manifest(BaseModel):
    format: int = 1
    lean_version: str
    profile: ProfileName = "core"
    certificates: list[ManifestEntry] = Field(default_factory=list)

    def by_name(self) -> dict[str, ManifestEntry]:
        return {e.name: e for e in self.certificates}


def load_manifest(directory: Path) -> Manifest:
    return Manifest.model_validate_json((directory / MANIFEST).read_text(encoding="utf-8"))


def comment_safe(value: object) -> str:
    """`value` as one line of ASCII with every control character escaped (a JSON string): written
    after `--`, it can never end the comment, open a block comment that swallows code, or add a line."""
    return json.dumps(str(value), ensure_ascii=True)


def origin_lines(origin: Origin | None) -> list[tuple[str, str]]:
    """The user's declarations and headers a translated pair was read from, as labelled lines."""
    if origin is None:
        return []
    fields = [("A read from", origin.a), ("A's header", origin.a_header), ("B read from", origin.b),
              ("B's header", origin.b_header)]
    return [(label, text) for label, text in fields if text is not None]


def certificate_file_text(v: PairVerdict) -> str:
    """A certificate's file: the import, the comment header (for a refutation with a counterexample,
    the counterexample and the side it refutes: the side the proof derives False from), the theorem."""
    assert v.certificate is not None
    refutes = ""
    if v.verdict == Verdict.refuted and v.counterexample:
        refutes = f"-- counterexample: {comment_safe(format_counterexample(v.counterexample))}\n"
    read_from = "".join(f"-- {label}: {comment_safe(text)}\n" for label, text in origin_lines(v.origin))
    return (
        f"{CERT_IMPORT}\n\n"
        "-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.\n"
        f"-- verdict: {v.verdict.value} · family: {comment_safe(v.family)} · pair: {v.digest}\n"
        f"{refutes}{read_from}{v.certificate}\n"
    )


class CertificateWriter:
    """Certificates written as pairs settle: each certified / refuted verdict's file, then the
    manifest (written to a temporary file and renamed over the old one, so a run stopped at any
    moment leaves the previous complete manifest or the new one, never half of one).

    One writer per directory: the caller holds its lock (`certify.locks`, `.paracert.lock`) for
    the run. Each manifest update still merges with the manifest on disk (read again, this run's
    entries added or replaced by name), never rewrites it from memory. A write that fails raises a
    `WriteError` naming the file and the OS error; its temporary file is removed on every path, and
    temporary files a killed run left behind are removed when the writer starts.

    `replace`: start from an empty manifest and delete the directory's old certificate files first
    (regenerating a directory under new rules: `paracert certify DIR/verdicts.jsonl --replace`).
    A directory is bound to one Lean version and one profile (the base environment its certificates
    were elaborated in): adding verdicts of another is refused."""

    def __init__(self, directory: Path, lean_version: str, replace: bool = False,
                 profile: ProfileName = "core") -> None:
        self.directory = directory
        self.lean_version = lean_version
        self.profile = profile
        try:
            directory.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise WriteError(directory, exc) from None
        self.path = directory / MANIFEST
        _remove_stale_temporaries(directory)
        if replace:
            for old in list(directory.glob("*/*.lean")):
                if old.is_file() and not old.is_symlink():
                    _unlink(old)
            if self.path.exists():
                _unlink(self.path)
        self.manifest = self._on_disk()

    def _on_disk(self) -> Manifest:
        """The manifest as it is on disk now (a new one when there is none), checked to be bound to
        this writer's Lean version and profile."""
        manifest = (load_manifest(self.directory) if self.path.exists()
                    else Manifest(lean_version=self.lean_version, profile=self.profile))
        if manifest.lean_version != self.lean_version:
            raise ValueError(
                f"{self.path} is bound to {manifest.lean_version!r}; these verdicts come from {self.lean_version!r}"
            )
        if manifest.profile != self.profile:
            raise ValueError(f"{self.path} is bound to the {manifest.profile!r} profile; these verdicts come "
                             f"from the {self.profile!r} profile")
        return manifest

    def add(self, verdicts: list[PairVerdict], superseded: Collection[str] = ()) -> int:
        """Write the certificates of `verdicts` (other verdicts carry none) and the manifest once;
        the number of certificates written. `superseded`: digests whose stored certificate this run
        found wrong and settled again; a new verdict of such a pair replaces its old certificate, so
        one without a certificate (or with one under another verdict) removes the old entry and file."""
        written = 0
        new: dict[str, ManifestEntry] = {}
        gone = [v for v in verdicts if v.digest in superseded]
        if gone:
            self._drop_stale(gone)
        for v in verdicts:
            if v.verdict not in (Verdict.certified, Verdict.refuted) or v.certificate is None:
                continue
            assert v.statement_kind is not None
            rel = f"{v.verdict.value}/{v.certificate_name}.lean"
            try:
                (self.directory / rel).parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise WriteError((self.directory / rel).parent, exc) from None
            text = certificate_file_text(v)
            if _current_text(self.directory / rel) != text:  # a resumed run's kept pairs: already there
                write_atomic(self.directory / rel, text)
            new[v.certificate_name] = ManifestEntry(
                name=v.certificate_name, file=rel, verdict=v.verdict, statement_kind=v.statement_kind,
                family=v.family, pair_id=v.pair_id, a=v.a, b=v.b, a_true=v.a_true, origin=v.origin, sha256=v.digest,
                tactic=v.tactic, rules_used=v.rules_used, counterexample=v.counterexample, error_kind=v.error_kind,
            )
            written += 1
        if written or not self.path.exists():
            manifest = self._on_disk()
            entries = manifest.by_name()
            if self.path.exists() and all(entries.get(name) == entry for name, entry in new.items()):
                self.manifest = manifest
                return written
            entries.update(new)
            manifest.certificates = sorted(entries.values(), key=lambda e: e.name)
            write_atomic(self.path, json.dumps(manifest.model_dump(mode="json"), indent=2,
                                                ensure_ascii=False) + "\n")
            self.manifest = manifest
        return written


    def _drop_stale(self, verdicts: list[PairVerdict]) -> None:
        """Remove the manifest entries and files of these pairs' old certificates that their new
        verdicts do not keep (no certificate, or one in another verdict's folder)."""
        manifest = self._on_disk()
        entries = manifest.by_name()
        stale = [entries[v.certificate_name] for v in verdicts if v.certificate_name in entries
                 and (v.certificate is None or entries[v.certificate_name].file
                      != f"{v.verdict.value}/{v.certificate_name}.lean")]
        if not stale:
            return
        for entry in stale:
            del entries[entry.name]
        manifest.certificates = sorted(entries.values(), key=lambda e: e.name)
        write_atomic(self.path, json.dumps(manifest.model_dump(mode="json"), indent=2, ensure_ascii=False) + "\n")
        folders = {self.directory.resolve() / v.value for v in (Verdict.certified, Verdict.refuted)}
        for entry in stale:  # the manifest first: a file it does not list is refused by `check`, never trusted
            target = self.directory / entry.file
            if target.parent.resolve() in folders:
                _unlink(target)
        self.manifest = manifest


def _current_text(path: Path) -> str | None:
    """The text of an existing regular file (None when there is none, or it cannot be read as text)."""
    try:
        if path.is_symlink() or not path.is_file():
            return None
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def _unlink(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:
        raise WriteError(path, exc) from None


def _remove_stale_temporaries(directory: Path) -> None:
    """Temporary files (`.NAME.tmp-PID`) a killed writer left in the store (its lock is ours now)."""
    for pattern in (".*.tmp-*", "*/.*.tmp-*"):
        for tmp in directory.glob(pattern):
            if tmp.is_file() and not tmp.is_symlink():
                _unlink(tmp)


def write_atomic(path: Path, data: str | bytes) -> None:
    """`data` into `path` through a temporary file renamed over it (synced first), so a reader sees
    the old file or the new one, never a part; the temporary file is removed on every path; a
    failure is a WriteError naming `path`."""
    tmp = path.with_name(f".{path.name}.tmp-{os.getpid()}")
    try:
        with tmp.open("wb") as fh:
            fh.write(data.encode("utf-8") if isinstance(data, str) else data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        raise WriteError(path, exc) from None
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink()


def write_certificates(verdicts: list[PairVerdict], directory: Path, replace: bool = False,
                       profile: ProfileName = "core") -> Manifest:
    """Add the certified and refuted verdicts to DIR (other verdicts carry no certificate), holding
    the directory's lock while it writes (`BusyError` when another run holds it).

    `replace`: start from an empty manifest and delete the directory's old certificate files first
    (regenerating a directory under new rules: `paracert certify DIR/verdicts.jsonl --replace`)."""
    lean_version = next((v.lean_version for v in verdicts), "")
    if not verdicts and not replace and (directory / MANIFEST).exists():
        return load_manifest(directory)
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise WriteError(directory, exc) from None
    with holding([OutputLock(directory, "certificates", directory=True)]):
        writer = CertificateWriter(directory, lean_version or _bound_version(directory), replace=replace,
                                   profile=profile)
        writer.add(verdicts)
        return writer.manifest


def _bound_version(directory: Path) -> str:
    return load_manifest(directory).lean_version if (directory / MANIFEST).exists() else ""

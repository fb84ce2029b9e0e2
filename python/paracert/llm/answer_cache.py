"""A sqlite cache of provider replies, written one answer at a time so a killed run resumes.

The key is the SHA-256 of the JSON list [provider, model, system prompt, user prompt,
parameters] (+ the item id when given), with the parameters serialised with sorted keys: anything
that can change the reply or which item it belongs to is in the key. Each `put` commits at once.

The file records its schema version (table ``paracert_meta``). A cache of another version, or a
file that is not a readable sqlite database, raises `CacheError` naming the file; a cache of the
first, unversioned layout (same table, no version) is adopted (its old keys simply never match).
Every sqlite failure is told in words naming the file, by its cause (`errors.sqlite_problem`):
a corrupt or truncated file, a read-only one, one locked by another run, a full disk; opening it
raises `CacheError`; a failed read warns once and runs on without the cache; a failed write is a
`WriteError` (the run stops, answers already written are kept).
"""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
import time
from pathlib import Path
from types import TracebackType
from typing import Any

from pydantic import BaseModel

from paracert.errors import InputError, WriteError, sqlite_problem
from paracert.statements.responses import TokenUsage

_SCHEMA = """
CREATE TABLE IF NOT EXISTS responses (
    key TEXT PRIMARY KEY,
    provider TEXT NOT NULL,
    model TEXT NOT NULL,
    raw TEXT NOT NULL,
    error TEXT,
    prompt_tokens INTEGER NOT NULL DEFAULT 0,
    completion_tokens INTEGER NOT NULL DEFAULT 0,
    created_at REAL NOT NULL
)
"""


SCHEMA_VERSION = "2"
_COLUMNS = ["key", "provider", "model", "raw", "error", "prompt_tokens", "completion_tokens", "created_at"]


log = logging.getLogger(__name__)

_ADVICE = {
    "corrupt": "delete it (it holds only answers that can be asked again) or pass another --cache file",
    "read_only": "make it and its folder writable, pass another --cache file, or run with --no-cache",
    "locked": "another run holds it: wait for that run to end, pass another --cache file, or run with --no-cache",
    "full": "free space on that disk, pass a --cache file on another disk, or run with --no-cache",
}


def _problem(path: Path, exc: BaseException) -> str:
    kind, words = sqlite_problem(exc)
    advice = _ADVICE.get(kind, "pass another --cache file or run with --no-cache")
    what = "not a usable response cache: " if kind == "corrupt" else "response cache: "
    return f"{path}: {what}{words}; {advice}"


class CacheError(InputError):
    """The cache file cannot be used (another schema version, not sqlite, truncated, read-only,
    locked, a full disk): the message names the file, the cause and what to do."""


class CachedAnswer(BaseModel):
    raw: str
    error: str | None = None
    usage: TokenUsage = TokenUsage()
    created_at: float


def cache_key(
    provider: str, model: str, system: str, prompt: str, parameters: dict[str, Any], *, item_id: str | None = None
) -> str:
    fields = [provider, model, system, prompt, json.dumps(parameters, sort_keys=True, ensure_ascii=False)]
    if item_id is not None:
        fields.append(f"item:{item_id}")
    payload = json.dumps(fields, ensure_ascii=False)
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


class ResponseCache:
    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        if self.path.is_symlink() or (self.path.exists() and not self.path.is_file()):
            raise CacheError(f"{self.path}: not a regular file (response caches are never followed through links)")
        self._broken = False  # a read failed: no more lookups
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path)
        except (sqlite3.Error, OSError) as exc:
            raise CacheError(_problem(self.path, exc)) from None
        try:
            self._open()
        except (sqlite3.Error, OSError) as exc:
            self._db.close()
            kind, words = sqlite_problem(exc)
            if kind == "full":  # the disk's fault, not the file's: an output that cannot be written
                raise WriteError(self.path, f"{words}; {_ADVICE['full']}") from None
            raise CacheError(_problem(self.path, exc)) from None

    def _open(self) -> None:
        db = self._db
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        db.execute("CREATE TABLE IF NOT EXISTS paracert_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
        row = db.execute("SELECT value FROM paracert_meta WHERE key='schema_version'").fetchone()
        if row is not None and row[0] != SCHEMA_VERSION:
            db.close()
            raise CacheError(
                f"{self.path}: response cache of schema version {row[0]}, this paracert writes version "
                f"{SCHEMA_VERSION}; delete it or pass another --cache file"
            )
        if "responses" in tables:
            columns = [r[1] for r in db.execute("PRAGMA table_info(responses)")]
            if columns != _COLUMNS:
                db.close()
                raise CacheError(
                    f"{self.path}: a 'responses' table with columns {columns}, not a paracert response cache; "
                    f"delete it or pass another --cache file"
                )
        db.execute("PRAGMA journal_mode=WAL")
        db.execute(_SCHEMA)
        db.execute("INSERT OR REPLACE INTO paracert_meta VALUES ('schema_version', ?)", (SCHEMA_VERSION,))
        db.commit()

    def get(self, key: str) -> CachedAnswer | None:
        if self._broken:
            return None
        try:
            row = self._db.execute(
                "SELECT raw, error, prompt_tokens, completion_tokens, created_at FROM responses WHERE key = ?",
                (key,),
            ).fetchone()
            if row is None:
                return None
            raw, error, prompt_tokens, completion_tokens, created_at = row
            usage = TokenUsage(prompt_tokens=prompt_tokens, completion_tokens=completion_tokens)
            return CachedAnswer(raw=raw, error=error, usage=usage, created_at=created_at)
        except (sqlite3.Error, OSError, ValueError) as exc:  # (a pydantic error of a damaged row too)
            self._broken = True
            log.warning("%s; asking without it", _problem(self.path, exc))
            return None

    def put(
        self,
        key: str,
        *,
        provider: str,
        model: str,
        raw: str,
        usage: TokenUsage | None = None,
        error: str | None = None,
    ) -> None:
        usage = usage or TokenUsage()
        try:
            self._db.execute(
                "INSERT OR REPLACE INTO responses VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (key, provider, model, raw, error, usage.prompt_tokens, usage.completion_tokens, time.time()),
            )
            self._db.commit()
        except (sqlite3.Error, OSError) as exc:
            kind, words = sqlite_problem(exc)
            raise WriteError(self.path, f"{words}; {_ADVICE.get(kind, 'run with --no-cache')}") from None

    def __len__(self) -> int:
        return int(self._db.execute("SELECT COUNT(*) FROM responses").fetchone()[0])

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> ResponseCache:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

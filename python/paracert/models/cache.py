"""A sqlite cache of provider replies, written one answer at a time so a killed run resumes.

The key is the SHA-256 of the JSON list [provider, model, system prompt, user prompt,
parameters] (+ the item id when given), with the parameters serialised with sorted keys: anything
that can change the reply or which item it belongs to is in the key. Each `put` commits at once.

The file records its schema version (table ``paracert_meta``). A cache of another version, or a
file that is not a readable sqlite database, raises `CacheError` naming the file; a cache of the
first, unversioned layout (same table, no version) is adopted (its old keys simply never match).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import time
from pathlib import Path
from types import TracebackType
from typing import Any

from pydantic import BaseModel

from paracert.errors import InputError
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


class CacheError(InputError):
    """The cache file cannot be used (another schema version, not sqlite, truncated)."""


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
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = sqlite3.connect(self.path)
            self._open()
        except sqlite3.DatabaseError as exc:
            raise CacheError(
                f"{self.path}: not a usable response cache ({exc}); delete it or pass another --cache file"
            ) from exc

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
        row = self._db.execute(
            "SELECT raw, error, prompt_tokens, completion_tokens, created_at FROM responses WHERE key = ?", (key,)
        ).fetchone()
        if row is None:
            return None
        raw, error, prompt_tokens, completion_tokens, created_at = row
        usage = TokenUsage(prompt_tokens=prompt_tokens, completion_tokens=completion_tokens)
        return CachedAnswer(raw=raw, error=error, usage=usage, created_at=created_at)

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
        self._db.execute(
            "INSERT OR REPLACE INTO responses VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (key, provider, model, raw, error, usage.prompt_tokens, usage.completion_tokens, time.time()),
        )
        self._db.commit()

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

"""A sqlite cache of provider replies, written one answer at a time so a killed run resumes.

The key is the SHA-256 of the JSON list [provider, model, system prompt, user prompt,
parameters], with the parameters serialised with sorted keys: anything that can change the
reply is in the key, nothing else is. Each `put` commits at once.
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

from paracert.models.schema import TokenUsage

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


class CachedAnswer(BaseModel):
    raw: str
    error: str | None = None
    usage: TokenUsage = TokenUsage()
    created_at: float


def cache_key(provider: str, model: str, system: str, prompt: str, parameters: dict[str, Any]) -> str:
    payload = json.dumps(
        [provider, model, system, prompt, json.dumps(parameters, sort_keys=True, ensure_ascii=False)],
        ensure_ascii=False,
    )
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


class ResponseCache:
    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(self.path)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute(_SCHEMA)
        self._db.commit()

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

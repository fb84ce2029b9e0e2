"""Result cache: SHA256 of (Lean version, profile, heartbeats, code, mode, axioms asked) -> ItemResult."""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
from pathlib import Path

from paracert.lean.models import ItemResult


def result_key(lean_version: str, profile_digest: str, heartbeats: int, code: str, mode: str = "batch",
               collect_axioms: list[str] | tuple[str, ...] = ()) -> str:
    """Everything that decides an item's result: the Lean build, the base environment (profile: imports,
    options, prelude, tactic files), the item's heartbeats and code, how it is run (`batch`, or
    `session:<digest of the session program>`: alone from the base environment) and which declarations'
    axioms were asked for."""
    payload = json.dumps([lean_version, profile_digest, heartbeats, code, mode, list(collect_axioms)],
                         ensure_ascii=False)
    return hashlib.sha256(payload.encode()).hexdigest()


class ResultCache:
    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        # the session pool settles items in worker threads: one connection, serialized by a lock
        self._lock = threading.Lock()
        self._db = sqlite3.connect(str(path), check_same_thread=False)
        self._db.execute("CREATE TABLE IF NOT EXISTS results (key TEXT PRIMARY KEY, result TEXT, created REAL)")
        self._db.commit()

    def get(self, key: str) -> ItemResult | None:
        with self._lock:
            row = self._db.execute("SELECT result FROM results WHERE key = ?", (key,)).fetchone()
        return ItemResult.model_validate_json(row[0]) if row else None

    def put(self, key: str, result: ItemResult) -> None:
        with self._lock:
            self._db.execute(
                "INSERT OR REPLACE INTO results VALUES (?, ?, ?)", (key, result.model_dump_json(), time.time())
            )
            self._db.commit()

    def __len__(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT COUNT(*) FROM results").fetchone()[0])

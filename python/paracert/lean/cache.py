"""Result cache: SHA256 of (Lean version, profile, heartbeats, code, mode, axioms asked) -> ItemResult.

Each entry also keeps its key's preimage (the JSON list that was hashed), so `paracert cache verify`
can re-derive the key, rebuild the item and run it again through Lean (lean.cache_commands).
"""

from __future__ import annotations

import hashlib
import json
import random
import sqlite3
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

from paracert.lean.models import ItemResult

# key -> the payload hashed into it, for the keys computed lately (put() stores it beside the result).
# Bounded: a put long after its key was computed only loses the preimage (that entry cannot be verified).
_PREIMAGES: OrderedDict[str, str] = OrderedDict()
_PREIMAGES_MAX = 200_000
_PREIMAGE_LOCK = threading.Lock()


def key_payload(lean_version: str, profile_digest: str, heartbeats: int, code: str, mode: str = "batch",
                collect_axioms: list[str] | tuple[str, ...] = ()) -> str:
    return json.dumps([lean_version, profile_digest, heartbeats, code, mode, list(collect_axioms)],
                      ensure_ascii=False)


def digest(payload: str) -> str:
    return hashlib.sha256(payload.encode()).hexdigest()


def result_key(lean_version: str, profile_digest: str, heartbeats: int, code: str, mode: str = "batch",
               collect_axioms: list[str] | tuple[str, ...] = ()) -> str:
    """Everything that decides an item's result: the Lean build, the base environment (profile: imports,
    options, prelude, tactic files), the item's heartbeats and code, how it is run (`batch`, or
    `session:<digest of the session program>`: alone from the base environment; `term:` in front for a
    parse-only request) and which declarations' axioms were asked for. Whether the item was untrusted
    is not in it: the guard runs before every cache lookup, so a refused item never reaches the cache."""
    payload = key_payload(lean_version, profile_digest, heartbeats, code, mode, collect_axioms)
    key = digest(payload)
    with _PREIMAGE_LOCK:
        _PREIMAGES[key] = payload
        _PREIMAGES.move_to_end(key)
        while len(_PREIMAGES) > _PREIMAGES_MAX:
            _PREIMAGES.popitem(last=False)
    return key


@dataclass(frozen=True)
class CachedEntry:
    key: str
    result: ItemResult
    payload: str | None  # the key's preimage (None: stored before preimages were kept)
    created: float

    @property
    def fields(self) -> dict | None:
        """The preimage as named fields, or None when absent or not hashing to the key."""
        if self.payload is None or digest(self.payload) != self.key:
            return None
        try:
            version, profile, heartbeats, code, mode, axioms = json.loads(self.payload)
        except (ValueError, TypeError):
            return None
        return {"lean_version": version, "profile_digest": profile, "heartbeats": heartbeats, "code": code,
                "mode": mode, "collect_axioms": axioms}


class ResultCache:
    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        # the session pool settles items in worker threads: one connection, serialized by a lock
        self._lock = threading.Lock()
        self._db = sqlite3.connect(str(path), check_same_thread=False, timeout=30)
        # WAL + synchronous=NORMAL: a put costs ~0.1 ms instead of ~22 ms (an fsync per commit), which
        # is what a pool of many sessions needs (benchmarks/bench_cache.py); a crash may lose the last
        # few puts, never corrupt the file, and a lost put only means that item is run again.
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute("CREATE TABLE IF NOT EXISTS results (key TEXT PRIMARY KEY, result TEXT, created REAL)")
        # preimages in a table of their own: `results` keeps the layout older paracert versions write
        self._db.execute("CREATE TABLE IF NOT EXISTS preimages (key TEXT PRIMARY KEY, payload TEXT)")
        self._db.commit()

    def get(self, key: str) -> ItemResult | None:
        with self._lock:
            row = self._db.execute("SELECT result FROM results WHERE key = ?", (key,)).fetchone()
        return ItemResult.model_validate_json(row[0]) if row else None

    def put(self, key: str, result: ItemResult) -> None:
        with _PREIMAGE_LOCK:
            payload = _PREIMAGES.get(key)
        with self._lock:
            self._db.execute(
                "INSERT OR REPLACE INTO results VALUES (?, ?, ?)", (key, result.model_dump_json(), time.time())
            )
            if payload is not None:
                self._db.execute("INSERT OR REPLACE INTO preimages VALUES (?, ?)", (key, payload))
            self._db.commit()

    def keys(self) -> list[str]:
        with self._lock:
            return [r[0] for r in self._db.execute("SELECT key FROM results ORDER BY key")]

    def entry(self, key: str) -> CachedEntry | None:
        with self._lock:
            row = self._db.execute("SELECT r.key, r.result, p.payload, r.created FROM results r "
                                   "LEFT JOIN preimages p ON p.key = r.key WHERE r.key = ?", (key,)).fetchone()
        if row is None:
            return None
        return CachedEntry(row[0], ItemResult.model_validate_json(row[1]), row[2], row[3] or 0.0)

    def sample(self, n: int | None, seed: int = 0) -> list[CachedEntry]:
        """`n` entries drawn at random (reproducible for a seed), or all of them for None."""
        keys = self.keys()
        if n is not None and n < len(keys):
            keys = sorted(random.Random(seed).sample(keys, n))
        return [e for e in (self.entry(k) for k in keys) if e is not None]

    def clear(self) -> int:
        """Remove every entry; returns how many there were."""
        with self._lock:
            n = int(self._db.execute("SELECT COUNT(*) FROM results").fetchone()[0])
            self._db.execute("DELETE FROM results")
            self._db.execute("DELETE FROM preimages")
            self._db.commit()
        with self._lock:
            self._db.execute("VACUUM")
        return n

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def __len__(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT COUNT(*) FROM results").fetchone()[0])

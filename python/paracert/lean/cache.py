"""Result cache: SHA256 of (Lean version, profile, heartbeats, code, mode, axioms asked) -> ItemResult.

Each entry also keeps its key's preimage (the JSON list that was hashed), so `paracert cache verify`
can re-derive the key, rebuild the item and run it again through Lean (lean.cache_commands).

A cache file that cannot be used is never a traceback: opening it raises `ResultCacheError`, naming
the file, what is wrong (corrupt or truncated, read-only, locked, disk full) and what to do, and a
run opens its cache with `open_for_run`, which warns and runs without it instead. A read that fails
later warns once and turns the cache off for the rest of the run (every item is then run by Lean);
a write that fails is a `WriteError` naming the file (the run stops, exit 1).
"""

from __future__ import annotations

import hashlib
import json
import logging
import random
import sqlite3
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from paracert.errors import InputError, ParacertError, WriteError, json_loads, sqlite_problem
from paracert.lean.items import ItemResult

log = logging.getLogger(__name__)

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
            version, profile, heartbeats, code, mode, axioms = json_loads(self.payload, f"cache entry {self.key}")
        except (ValueError, TypeError):  # (InputError, a ValueError: nested too deeply)
            return None
        return {"lean_version": version, "profile_digest": profile, "heartbeats": heartbeats, "code": code,
                "mode": mode, "collect_axioms": axioms}


_ADVICE = {
    "corrupt": "delete it (it holds only results Lean recomputes) or use another cache ("
               "PARACERT_CACHE_DIR), or run with --no-cache",
    "read_only": "make it and its folder writable, use another cache (PARACERT_CACHE_DIR), "
                 "or run with --no-cache",
    "locked": "another paracert holds it: wait for that run to end, use another cache (PARACERT_CACHE_DIR), "
              "or run with --no-cache",
    "full": "free space on that disk, use a cache on another disk (PARACERT_CACHE_DIR), "
            "or run with --no-cache",
}


class ResultCacheError(InputError):
    """A Lean result cache file that cannot be opened: the message names it, the cause and what to do."""

    def __init__(self, path: Path, exc: BaseException) -> None:
        kind, words = sqlite_problem(exc)
        advice = _ADVICE.get(kind, "use another cache (PARACERT_CACHE_DIR) or run with --no-cache")
        super().__init__(f"Lean result cache {path}: {words}; {advice}")
        self.kind, self.words, self.advice = kind, words, advice


def open_for_run(path: Path) -> ResultCache | None:
    """The cache at `path` for a Lean run, or None, with one warning saying why, when it cannot be
    used (the run then goes without it: the cache only saves time)."""
    try:
        return ResultCache(path)
    except ResultCacheError as exc:
        log.warning("%s; running without it", exc)
        return None


class ResultCache:
    def __init__(self, path: Path, *, writable: bool = True) -> None:
        """`writable`: check now that the file can be written (a run, `cache clear`); `cache info`
        and `cache verify` only read it, so a read-only cache serves them."""
        self.path = path
        self._writable = writable
        # the session pool settles items in worker threads: one connection, serialized by a lock
        self._lock = threading.Lock()
        self._broken: str | None = None  # why reads were turned off mid-run
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(str(path), check_same_thread=False, timeout=30)
        except (sqlite3.Error, OSError) as exc:
            raise ResultCacheError(path, exc) from None
        try:
            self._setup()
        except (sqlite3.Error, OSError) as exc:
            self._db.close()
            raise ResultCacheError(path, exc) from None

    def _setup(self) -> None:
        # WAL + synchronous=NORMAL: a put costs ~0.1 ms instead of ~22 ms (an fsync per commit), which
        # is what a pool of many sessions needs (benchmarks/bench_cache.py); a crash may lose the last
        # few puts, never corrupt the file, and a lost put only means that item is run again.
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute("CREATE TABLE IF NOT EXISTS results (key TEXT PRIMARY KEY, result TEXT, created REAL)")
        # preimages in a table of their own: `results` keeps the layout older paracert versions write
        self._db.execute("CREATE TABLE IF NOT EXISTS preimages (key TEXT PRIMARY KEY, payload TEXT)")
        # a write that changes nothing: a read-only file or folder is found now, not at the first put
        if self._writable:
            self._db.execute("DELETE FROM preimages WHERE key = ''")
        self._db.commit()

    def _turn_off(self, exc: BaseException) -> None:
        """A read failed: warn once and answer no more lookups (every item is then run by Lean)."""
        if self._broken is None:
            kind, words = sqlite_problem(exc)
            self._broken = words
            log.warning("Lean result cache %s: %s; running the rest without it (%s)", self.path, words,
                        _ADVICE.get(kind, "use another cache or --no-cache"))

    def get(self, key: str) -> ItemResult | None:
        if self._broken is not None:
            return None
        try:
            with self._lock:
                row = self._db.execute("SELECT result FROM results WHERE key = ?", (key,)).fetchone()
            return ItemResult.model_validate_json(row[0]) if row else None
        except (sqlite3.Error, OSError, ValidationError, TypeError) as exc:
            self._turn_off(exc)
            return None

    def put(self, key: str, result: ItemResult) -> None:
        if self._broken is not None:
            return
        with _PREIMAGE_LOCK:
            payload = _PREIMAGES.get(key)
        try:
            with self._lock:
                self._db.execute(
                    "INSERT OR REPLACE INTO results VALUES (?, ?, ?)", (key, result.model_dump_json(), time.time())
                )
                if payload is not None:
                    self._db.execute("INSERT OR REPLACE INTO preimages VALUES (?, ?)", (key, payload))
                self._db.commit()
        except (sqlite3.Error, OSError) as exc:
            kind, words = sqlite_problem(exc)
            raise WriteError(self.path, f"{words}; {_ADVICE.get(kind, 'run with --no-cache')}") from None

    def _failed(self, exc: sqlite3.Error) -> ParacertError:
        """An error of a whole-cache operation (keys, count, clear): the file and what to do."""
        kind, words = sqlite_problem(exc)
        if kind in ("full", "read_only", "io"):
            return WriteError(self.path, f"{words}; {_ADVICE.get(kind, 'use another cache')}")
        return ResultCacheError(self.path, exc)

    def keys(self) -> list[str]:
        try:
            with self._lock:
                return [r[0] for r in self._db.execute("SELECT key FROM results ORDER BY key")]
        except sqlite3.Error as exc:
            raise self._failed(exc) from None

    def entry(self, key: str) -> CachedEntry | None:
        with self._lock:
            row = self._db.execute("SELECT r.key, r.result, p.payload, r.created FROM results r "
                                   "LEFT JOIN preimages p ON p.key = r.key WHERE r.key = ?", (key,)).fetchone()
        if row is None:
            return None
        try:
            result = ItemResult.model_validate_json(row[1])
        except (ValidationError, TypeError) as exc:  # a damaged or forged row: named, not a traceback
            log.warning("Lean result cache %s: entry %s is not a result (%s); skipped", self.path, key,
                        str(exc).splitlines()[0][:200])
            return None
        return CachedEntry(row[0], result, row[2], row[3] or 0.0)

    def sample(self, n: int | None, seed: int = 0) -> list[CachedEntry]:
        """`n` entries drawn at random (reproducible for a seed), or all of them for None."""
        keys = self.keys()
        if n is not None and n < len(keys):
            keys = sorted(random.Random(seed).sample(keys, n))
        return [e for e in (self.entry(k) for k in keys) if e is not None]

    def clear(self) -> int:
        """Remove every entry; returns how many there were."""
        try:
            with self._lock:
                n = int(self._db.execute("SELECT COUNT(*) FROM results").fetchone()[0])
                self._db.execute("DELETE FROM results")
                self._db.execute("DELETE FROM preimages")
                self._db.commit()
            with self._lock:
                self._db.execute("VACUUM")
        except sqlite3.Error as exc:
            raise self._failed(exc) from None
        return n

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def __len__(self) -> int:
        try:
            with self._lock:
                return int(self._db.execute("SELECT COUNT(*) FROM results").fetchone()[0])
        except sqlite3.Error as exc:
            raise self._failed(exc) from None

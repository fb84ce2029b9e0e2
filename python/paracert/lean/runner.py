"""The runner: list of items in, one ItemResult per item out.

`LeanRunner(config)` takes every setting from one `LeanConfig` (config.py); a caller may hand it the
objects a config only names (a launcher, a profile, a result cache, a backend: tests' fakes).
Items are checked (guard) and looked up in the cache; the rest go to the one backend
(backends/, `LeanBackend`) the config picks, and each result is cached as it settles:
- `session` mode (default): persistent Lean sessions, each item elaborated alone from the base
  environment: the local pool (backends/pool.py), Ray actors with `backend = "ray"`
  (backends/ray_backend.py), or, when `daemon` is on, the warm background daemon with the local
  pool for what it does not answer (backends/daemon_client.py);
- `batch` mode (fallback): items packed into batch files, run in as few Lean processes as possible
  (at most `max_processes` at once) and mapped back; items a dead or hung process never reached are
  retried in a fresh process, the item it died on is reported as such (backends/batch.py).
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path

from paracert.lean.backends.base import BackendError, LeanBackend
from paracert.lean.backends.batch import DEFAULT_BATCH_SIZE, BatchBackend
from paracert.lean.backends.daemon_client import DaemonBackend, DaemonSpec
from paracert.lean.backends.pool import SessionPool
from paracert.lean.backends.ray_backend import RayPool
from paracert.lean.backends.session import session_program_digest
from paracert.lean.cache import ResultCache, open_for_run, result_key
from paracert.lean.config import LeanConfig
from paracert.lean.items import BatchStats, ErrorCategory, ItemResult, LeanItem, Status
from paracert.lean.launch import reaper
from paracert.lean.launch.launchers import Launcher, select_launcher
from paracert.lean.launch.profile import LeanProfile, for_batch, get_profile
from paracert.lean.text.guard import SnippetError, check_snippet
from paracert.paths import cache_dir

log = logging.getLogger(__name__)

Progress = Callable[[int, int], None]  # (items finished, items total)
OnResult = Callable[[ItemResult], None]  # each item's result as it settles (cached ones first)


class LeanRunner:
    def __init__(self, config: LeanConfig, *, launcher: Launcher | None = None, profile: LeanProfile | None = None,
                 cache: ResultCache | None = None, backend: LeanBackend | None = None, work_dir: Path | None = None,
                 batch_size: int = DEFAULT_BATCH_SIZE, max_rounds: int = 3) -> None:
        """Every setting from `config`. `launcher`, `profile`, `cache` and `backend` replace what
        the config names (a profile built for one file, a test's fake sessions: the Lean sessions of
        session mode); `work_dir` replaces the cache folder's `work/`."""
        self.config = config
        self.launcher = launcher if launcher is not None else select_launcher(config.launcher)
        self.profile = profile if profile is not None else get_profile(config.profile)
        self.default_heartbeats = config.heartbeats
        self.startup_timeout = config.startup_timeout
        self.item_timeout = config.item_timeout
        self.batch_size = batch_size
        self.max_processes = config.pool_size or self.launcher.max_processes()
        self.max_rounds = max_rounds
        folder = config.cache_dir or cache_dir()
        self.work_dir = work_dir or folder / "work"
        self.mode = config.mode
        reaper.install()
        if self.mode == "batch":
            self.profile = for_batch(self.profile)  # the gate runs in sessions only (profile.GATE_STUB)
        self.backend_name = config.backend  # local, or ray: the session pool's actors on Ray
        if self.backend_name == "ray" and self.mode != "session":
            raise BackendError("--backend ray runs Lean sessions: it needs session mode, not --lean-mode batch")
        self._actors = config.pool_size  # ray: None lets the cluster's room decide
        # session items go first to the background daemon (backends/daemon_client.py)
        self.use_daemon = config.daemon and self.mode == "session" and self.backend_name == "local"
        self.daemon_pid: int | None = None  # the daemon that answered this runner's last items
        self._given = backend  # the sessions to use (a test's fake); else made on first use
        self._backend: LeanBackend | None = None  # picked on first use (`backend`)
        self._version: str | None = None
        if cache is None and config.cache:
            cache = open_for_run(folder / "lean-results.sqlite")  # unusable: warned, not used (None)
        self.cache: ResultCache | None = cache
        self.last_stats: BatchStats | None = None
        self.history: list[BatchStats] = []  # every run() of this runner, in order
        if self.backend_name == "ray":
            _ = self.backend  # connect to Ray and check a worker now: its errors are the constructor's (LauncherError)

    @property
    def daemon_spec(self) -> DaemonSpec:
        """What the background daemon needs of this runner: its Lean, profile and limits."""
        return DaemonSpec(launcher=self.launcher, lean_version=self.lean_version, profile=self.profile,
                          item_timeout=self.item_timeout, heartbeats=self.default_heartbeats,
                          pool_size=self.config.pool_size)

    @property
    def lean_version(self) -> str:
        if self._version is None:
            self._version = self.launcher.version()
        return self._version

    def _key(self, item: LeanItem) -> str:
        hb = item.heartbeats if item.heartbeats is not None else self.default_heartbeats
        mode = f"session:{session_program_digest()}" if self.mode == "session" else self.mode
        if item.kind == "term":
            mode = f"term:{mode}"
        elif item.kind == "translate":
            mode = f"translate:{mode}"
        return result_key(self.lean_version, self.profile.digest, hb, item.code, mode, item.collect_axioms)

    @property
    def backend(self) -> LeanBackend:
        """The backend this runner's items run on, picked from the config on first use (its
        sessions stay warm across run() calls of this runner)."""
        if self._backend is None:
            self._backend = self._pick()
        return self._backend

    def _pick(self) -> LeanBackend:
        if self.mode == "batch":
            return BatchBackend(self.launcher, self.profile, self.work_dir, processes=self.max_processes,
                                startup_timeout=self.startup_timeout, batch_size=self.batch_size,
                                max_rounds=self.max_rounds)
        if self.use_daemon:
            return DaemonBackend(self.daemon_spec, local=self._sessions)
        return self._sessions()

    def _sessions(self) -> LeanBackend:
        """The Lean sessions of session mode: the ones given, Ray actors, or the local pool."""
        if self._given is not None:
            return self._given
        if self.backend_name == "ray":  # RayPool imports Ray (an optional extra) on start
            expected = {"lean_version": self.lean_version, "session_program": session_program_digest(),
                        "profile": self.profile.digest}
            return RayPool(self.launcher, self.profile, self._actors, self.work_dir,
                           startup_timeout=self.startup_timeout, max_rss_gb=self.launcher.max_rss_gb(),
                           expected=expected)
        return SessionPool(self.launcher, self.profile, self.max_processes, self.work_dir,
                           startup_timeout=self.startup_timeout, max_rss_gb=self.launcher.max_rss_gb())

    @property
    def pool(self) -> LeanBackend:
        """The backend's Lean sessions (behind the daemon: its local ones)."""
        backend = self.backend
        return backend.local if isinstance(backend, DaemonBackend) else backend

    def close(self) -> None:
        """Stop this runner's Lean sessions (they are also killed at interpreter exit)."""
        if self._backend is not None:
            self._backend.close()
            self._backend = None

    def _reusable(self, hit: ItemResult) -> bool:
        """Elaboration results always; a wall-clock timeout only under a limit no larger than the one
        it ran past (a hung item would cost the limit plus a fresh process's start-up every time).
        Raise the item timeout, or run without the cache, to give it another chance."""
        if hit.status != Status.timeout:
            return True
        return hit.wall_limit_s is not None and self.item_timeout <= hit.wall_limit_s

    def run(self, items: list[LeanItem], progress: Progress | None = None,
            on_result: OnResult | None = None) -> list[ItemResult]:
        """One result per item, in order. `on_result` sees each result as it settles (from a worker
        thread in session mode); once paracert is stopping (Ctrl-C, SIGTERM) it is not called."""
        return asyncio.run(self.run_async(items, progress, on_result))

    async def run_async(self, items: list[LeanItem], progress: Progress | None = None,
                        on_result: OnResult | None = None) -> list[ItemResult]:
        ids = [it.item_id for it in items]
        if len(set(ids)) != len(ids):
            dup = sorted({i for i in ids if ids.count(i) > 1})
            raise ValueError(f"duplicate item ids: {dup[:5]}")
        t0 = time.monotonic()
        stats = BatchStats(launcher=self.launcher.name, items=len(items), processes=0)
        results: dict[str, ItemResult] = {}
        todo: list[LeanItem] = []
        for item in items:
            if item.kind in ("term", "translate") and self.mode != "session":
                results[item.item_id] = ItemResult(
                    item_id=item.item_id, status=Status.rejected, category=ErrorCategory.rejected,
                    detail="a term parse check needs the Lean session (--lean-mode session); not run in batch",
                )
                continue
            try:
                if item.kind != "translate":  # JSON of texts certify.mathlib_input checked before
                    check_snippet(item.code, trusted=not item.untrusted)
            except SnippetError as exc:
                results[item.item_id] = ItemResult(
                    item_id=item.item_id, status=Status.rejected, category=ErrorCategory.rejected, detail=str(exc)
                )
                continue
            if self.cache is not None:
                hit = self.cache.get(self._key(item))
                if hit is not None and not self._reusable(hit):
                    hit = None
                if hit is not None:
                    update: dict[str, object] = {"item_id": item.item_id, "cached": True}
                    if hit.status == Status.timeout:
                        update["detail"] = (f"{hit.detail} [cached: it ran past {hit.wall_limit_s:g} s before; "
                                            "raise the item timeout or run without the cache to try again]")
                        stats.cached_timeouts += 1
                    results[item.item_id] = hit.model_copy(update=update)
                    stats.cached_items += 1
                    continue
            todo.append(item)
        done_count = len(results)
        if on_result:
            for res in list(results.values()):
                on_result(res)
        if progress:
            progress(done_count, len(items))

        if todo:
            await asyncio.to_thread(self._run_backend, todo, results, stats, len(items), progress, on_result)
        stats.wall_s = time.monotonic() - t0
        self.last_stats = stats
        self.history.append(stats)
        if reaper.stopping():  # items the stop cut off have no result of their own
            for item in items:
                results.setdefault(item.item_id, ItemResult(item_id=item.item_id, status=Status.not_run,
                                                            detail="not run: paracert was stopping"))
        return [results[i] for i in ids]

    def _run_backend(self, todo: list[LeanItem], results: dict[str, ItemResult], stats: BatchStats,
                     total: int, progress: Progress | None, on_result: OnResult | None = None) -> None:
        """Items through the backend; each result cached and counted as it settles."""
        by_id = {it.item_id: it for it in todo}
        backend = self.backend
        counting = threading.Lock()  # results settle on the backend's worker threads

        def settled(res: ItemResult) -> None:
            if res.status in (Status.timeout, Status.crashed):
                with counting:
                    _count_failure(stats, res)
                log.warning("item %s: %s: %s | code: %s", res.item_id, res.status.value, res.detail,
                            by_id[res.item_id].code.splitlines()[0][:160] if by_id[res.item_id].code else "")
            results[res.item_id] = res
            if self.cache is not None and (res.status in (Status.ok, Status.error) or res.wall_limit_s):
                self.cache.put(self._key(by_id[res.item_id]), res)
            if on_result and not reaper.stopping():
                on_result(res)
            if progress:
                progress(len(results), total)

        started_before, ended_before = len(backend.stats.startups_s), len(backend.stats.process_s)
        unstarted_before = backend.stats.unstarted
        deaths_before, crashed_before = backend.stats.restarts_after_crash, stats.crashes
        try:
            backend.run(todo, self.item_timeout, self.default_heartbeats, on_result=settled)
        finally:
            if isinstance(backend, DaemonBackend) and backend.pid is not None:
                self.daemon_pid = backend.pid
        # every death of a session under an item, less those that ended the item as crashed: the
        # deaths whose item was retried in a fresh session
        deaths = backend.stats.restarts_after_crash - deaths_before
        stats.crashes_retried += max(0, deaths - (stats.crashes - crashed_before))
        new_startups = backend.stats.startups_s[started_before:]
        stats.processes += len(new_startups) + backend.stats.unstarted - unstarted_before
        stats.startup_s.extend(new_startups)
        stats.process_s.extend(backend.stats.process_s[ended_before:])


def _count_failure(stats: BatchStats, res: ItemResult) -> None:
    """This run's timeouts and crashes (BatchStats.timeouts / crashes; cached ones are counted apart)."""
    if res.status == Status.timeout:
        stats.timeouts += 1
    elif res.status == Status.crashed:
        stats.crashes += 1

"""The runner: list of items in, one ItemResult per item out.

`LeanRunner(config)` takes every setting from one `LeanConfig` (config.py); a caller may hand it the
objects a config only names (a launcher, a profile, a result cache, a backend: tests' fakes).
Items are checked (guard) and looked up in the cache; the rest go to Lean in one of two modes:
- `session` (default): a backend of persistent Lean sessions (backends/), each item elaborated alone
  from the base environment, results cached as each item settles: the local pool (backends/pool.py),
  Ray actors with `backend = "ray"` (backends/ray_backend.py), and first the warm background daemon
  when `daemon` is on (backends/daemon_client.py: what it does not answer runs locally);
- `batch` (fallback, `mode = "batch"`): items packed into batch files,
  run in as few Lean processes as possible (at most `max_processes` at once) and mapped back. Items a
  dead or hung process never reached are retried in a fresh process; the item it died on is
  reported as such.
"""

from __future__ import annotations

import asyncio
import logging
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

from paracert.lean.backends.base import BackendError, LeanBackend
from paracert.lean.backends.batch_file import BatchFile, build_batch, rebase
from paracert.lean.backends.daemon_client import DaemonSpec, run_via_daemon
from paracert.lean.backends.pool import SessionPool
from paracert.lean.backends.process import ProcessOutcome, run_lean_process
from paracert.lean.backends.ray_backend import RayPool
from paracert.lean.backends.session import session_program_digest
from paracert.lean.cache import ResultCache, open_for_run, result_key
from paracert.lean.config import LeanConfig
from paracert.lean.items import BatchStats, ErrorCategory, ItemResult, LeanItem, LeanMessage, Status
from paracert.lean.launch import reaper
from paracert.lean.launch.exits import DURING_STARTUP, LeanExit, while_on
from paracert.lean.launch.launchers import Launcher, NativeLauncher, select_launcher
from paracert.lean.launch.profile import LeanProfile, for_batch, get_profile
from paracert.lean.text.classify import judge_messages
from paracert.lean.text.guard import SnippetError, check_snippet
from paracert.paths import cache_dir

log = logging.getLogger(__name__)

# Items per Lean process in batch mode. Start-up dominates, but memory grows with every item: one
# embedded-Lean process given ~900 certification items grew past 11-16 GB and was killed by the OOM
# killer (measured). 400 keeps a process within a few GB while start-up stays amortized.
DEFAULT_BATCH_SIZE = 400
Progress = Callable[[int, int], None]  # (items finished, items total)
OnResult = Callable[[ItemResult], None]  # each item's result as it settles (cached ones first)


class LeanRunner:
    def __init__(self, config: LeanConfig, *, launcher: Launcher | None = None, profile: LeanProfile | None = None,
                 cache: ResultCache | None = None, backend: LeanBackend | None = None, work_dir: Path | None = None,
                 batch_size: int = DEFAULT_BATCH_SIZE, max_rounds: int = 3) -> None:
        """Every setting from `config`. `launcher`, `profile`, `cache` and `backend` replace what
        the config names (a profile built for one file, a test's fake sessions); `work_dir` replaces
        the cache folder's `work/`."""
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
        self._pool: LeanBackend | None = backend  # given: the sessions to use (a test's fake); else made on first use
        self._version: str | None = None
        if cache is None and config.cache:
            cache = open_for_run(folder / "lean-results.sqlite")  # unusable: warned, not used (None)
        self.cache: ResultCache | None = cache
        self.last_stats: BatchStats | None = None
        self.history: list[BatchStats] = []  # every run() of this runner, in order
        if self.backend_name == "ray":
            _ = self.pool  # connect to Ray and check a worker now: its errors are the constructor's (LauncherError)

    @property
    def daemon_spec(self) -> DaemonSpec:
        """What the background daemon needs of this runner: its Lean, profile and limits."""
        return DaemonSpec(launcher=self.launcher, lean_version=self.lean_version, profile=self.profile,
                          item_timeout=self.item_timeout, heartbeats=self.default_heartbeats)

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
    def pool(self) -> LeanBackend:
        """The session pool (started lazily; sessions stay warm across run() calls of this runner)."""
        if self._pool is None and self.backend_name == "ray":  # RayPool imports Ray (an optional extra) on start
            expected = {"lean_version": self.lean_version, "session_program": session_program_digest(),
                        "profile": self.profile.digest}
            self._pool = RayPool(self.launcher, self.profile, self._actors, self.work_dir,
                                 startup_timeout=self.startup_timeout, max_rss_gb=self.launcher.max_rss_gb(),
                                 expected=expected)
        if self._pool is None:
            self._pool = SessionPool(self.launcher, self.profile, self.max_processes, self.work_dir,
                                     startup_timeout=self.startup_timeout, max_rss_gb=self.launcher.max_rss_gb())
        return self._pool

    def close(self) -> None:
        """Stop this runner's Lean sessions (they are also killed at interpreter exit)."""
        if self._pool is not None:
            self._pool.close()
            self._pool = None

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

        if self.mode == "session" and todo:
            await asyncio.to_thread(self._run_sessions, todo, results, stats, len(items), progress, on_result)
            todo = []
        semaphore = asyncio.Semaphore(self.launcher.within_memory(self.max_processes))
        # A process that hangs or dies settles the item it was on (timeout / crashed) and leaves the
        # rest not_run: they go to a fresh process. Every such round settles at least one item, so
        # rounds go on while they make progress; `max_rounds` caps rounds that settle nothing.
        round_no, idle_rounds = 0, 0
        while todo and not reaper.stopping():
            round_no += 1
            last_chance = idle_rounds + 1 >= self.max_rounds
            chunks = [todo[i : i + self.batch_size] for i in range(0, len(todo), self.batch_size)]

            async def one(chunk: list[LeanItem]) -> list[ItemResult]:
                async with semaphore:
                    return await self._run_chunk(chunk, stats)

            retry: list[LeanItem] = []
            by_id = {it.item_id: it for it in todo}
            # results are taken (and cached) as each process finishes, so a run killed later
            # resumes from every finished process's items
            for finished in asyncio.as_completed([one(c) for c in chunks]):
                for res in await finished:
                    if res.status in (Status.timeout, Status.crashed):
                        _count_failure(stats, res)
                        log.warning("item %s: %s: %s | code: %s", res.item_id, res.status.value, res.detail,
                                    by_id[res.item_id].code.splitlines()[0][:160])
                    if res.status == Status.not_run and not last_chance:
                        retry.append(by_id[res.item_id])
                        continue
                    results[res.item_id] = res
                    if self.cache is not None and (res.status in (Status.ok, Status.error) or res.wall_limit_s):
                        self.cache.put(self._key(by_id[res.item_id]), res)
                    done_count += 1
                    if on_result and not reaper.stopping():
                        on_result(res)
                    if progress:
                        progress(done_count, len(items))
            if retry:
                log.info("round %d: %d items not reached; retrying in a fresh process", round_no, len(retry))
            idle_rounds = idle_rounds + 1 if len(retry) == len(todo) else 0
            todo = retry
        stats.wall_s = time.monotonic() - t0
        self.last_stats = stats
        self.history.append(stats)
        if reaper.stopping():  # items the stop cut off have no result of their own
            for item in items:
                results.setdefault(item.item_id, ItemResult(item_id=item.item_id, status=Status.not_run,
                                                            detail="not run: paracert was stopping"))
        return [results[i] for i in ids]

    def _run_sessions(self, todo: list[LeanItem], results: dict[str, ItemResult], stats: BatchStats,
                      total: int, progress: Progress | None, on_result: OnResult | None = None) -> None:
        """Items through the session pool; each result cached and counted as it settles."""
        by_id = {it.item_id: it for it in todo}
        pool = self.pool
        started_before = len(pool.stats.startups_s)

        counting = threading.Lock()  # results settle on the pool's worker threads

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

        if self.use_daemon:
            answered = run_via_daemon(self.daemon_spec, todo, settled)
            if answered.pid is not None:
                self.daemon_pid = answered.pid
            stats.processes += len(answered.startups)
            stats.startup_s.extend(answered.startups)
            todo = answered.unanswered  # what the daemon did not answer runs locally
            if not todo:
                return
        deaths_before = getattr(pool.stats, "restarts_after_crash", 0)
        crashed_before = stats.crashes
        pool.run(todo, self.item_timeout, self.default_heartbeats, on_result=settled)
        # every death of a session under an item, less those that ended the item as crashed: the
        # deaths whose item was retried (a summary that counted only crashed results said
        # "0 crashed" after two retried deaths)
        deaths = getattr(pool.stats, "restarts_after_crash", 0) - deaths_before
        stats.crashes_retried += max(0, deaths - (stats.crashes - crashed_before))
        new_startups = pool.stats.startups_s[started_before:]
        stats.processes += len(new_startups)
        stats.startup_s.extend(new_startups)

    async def _run_chunk(self, chunk: list[LeanItem], stats: BatchStats) -> list[ItemResult]:
        batch = build_batch(chunk, self.profile, self.default_heartbeats, live_markers=self.launcher.live_markers)
        self.work_dir.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=self.work_dir, prefix="batch-") as tmp:
            path = Path(tmp) / "Batch.lean"
            path.write_text(batch.text, encoding="utf-8")
            cwd = self.launcher.lake_project if isinstance(self.launcher, NativeLauncher) else None
            command = self.launcher.command(path, Path(tmp), ["--json"])
            log.debug("running %d items: %s", len(chunk), " ".join(command))
            outcome = await run_lean_process(
                command, cwd or Path(tmp), self.startup_timeout, self.item_timeout, self.launcher.env()
            )
        stats.processes += 1
        stats.process_s.append(outcome.ended_at - outcome.launched_at)
        if outcome.started_at is not None:
            stats.startup_s.append(outcome.started_at - outcome.launched_at)
        return assemble_results(batch, outcome)


def assemble_results(batch: BatchFile, outcome: ProcessOutcome) -> list[ItemResult]:
    """Turn a process outcome into one result per item of the batch."""
    per_item: dict[int, list[LeanMessage]] = {s.index: [] for s in batch.spans}
    header_errors: list[str] = []
    done_order = sorted((t, i) for i, t in outcome.done.items())
    for msg, arrived in outcome.messages:
        if msg.line is None:  # printed, not positioned: belongs to the item being elaborated then
            index = next((i for t, i in done_order if t >= arrived), None)
            if index is not None:
                per_item[index].append(LeanMessage(severity=msg.severity, text=msg.text, kind=msg.kind))
            continue
        span = batch.span_of_line(msg.line)
        if span is None:
            if msg.severity == "error":
                header_errors.append(msg.text)
            continue
        per_item[span.index].append(rebase(msg, span))

    results: list[ItemResult] = []
    previous = outcome.started_at
    first_missing_seen = False
    for span in batch.spans:
        item_id = span.item.item_id
        if header_errors:
            results.append(
                ItemResult(
                    item_id=item_id,
                    status=Status.error,
                    category=ErrorCategory.other,
                    detail="the batch header (imports/prelude) failed: " + header_errors[0][:500],
                )
            )
            continue
        done_at = outcome.done.get(span.index)
        if done_at is None and span.index in outcome.live:
            # finished, but the process was stopped before Lean reported its messages: run it again
            results.append(ItemResult(item_id=item_id, status=Status.not_run,
                                      detail="finished, but its messages were lost when the process was stopped"))
            continue
        if done_at is None:
            if outcome.started_at is None:
                status, detail = _startup_failure(outcome)
                results.append(ItemResult(item_id=item_id, status=status, category=_cat(status), detail=detail))
            elif not first_missing_seen:
                first_missing_seen = True
                status = Status.timeout if outcome.hung else Status.crashed
                detail = (
                    "Lean stopped answering on this item (wall-clock limit); process killed"
                    if outcome.hung
                    else LeanExit.of(outcome.returncode, outcome.stderr_tail).describe(while_on(item_id))
                )
                results.append(
                    ItemResult(
                        item_id=item_id,
                        status=status,
                        category=_cat(status),
                        messages=per_item[span.index],
                        detail=detail,
                        wall_limit_s=outcome.item_timeout if outcome.hung else None,
                    )
                )
            else:
                results.append(
                    ItemResult(item_id=item_id, status=Status.not_run, detail="process ended before this item")
                )
            continue
        messages = per_item[span.index]
        status, category, uses_sorry = judge_messages(messages)
        finished = outcome.live.get(span.index, done_at)  # live markers give real times where present
        elapsed = finished - previous if previous is not None else None
        previous = finished
        results.append(
            ItemResult(
                item_id=item_id,
                status=status,
                category=category,
                messages=messages,
                uses_sorry=uses_sorry,
                elapsed_s=elapsed,
            )
        )
    return results


def _startup_failure(outcome: ProcessOutcome) -> tuple[Status, str]:
    if outcome.hung:
        return Status.timeout, "Lean did not finish starting within the start-up limit; process killed"
    return Status.crashed, LeanExit.of(outcome.returncode, outcome.stderr_tail).describe(DURING_STARTUP)


def _count_failure(stats: BatchStats, res: ItemResult) -> None:
    """This run's timeouts and crashes (BatchStats.timeouts / crashes; cached ones are counted apart)."""
    if res.status == Status.timeout:
        stats.timeouts += 1
    elif res.status == Status.crashed:
        stats.crashes += 1


def _cat(status: Status) -> ErrorCategory:
    return ErrorCategory.timeout if status == Status.timeout else ErrorCategory.crashed

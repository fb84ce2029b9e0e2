"""A pool of Lean sessions: items in, one ItemResult per item out, each item isolated.

Each worker thread owns one session slot. An item that hangs past the wall-clock limit kills its
session (`timeout`); one that kills it is `crashed` (retried once in a fresh session when the
session had served other items before and did not end by the item's own silent exit: memory
pressure is then the likelier cause). The slot
starts a fresh session for its next item, so no other item is affected. Sessions are recycled after
`recycle_after` items or when their resident memory passes `max_rss_gb`.

An error of the result callback (the caller's own: a verdict line or cache entry it cannot write),
or a session's work folder that cannot be written, is never swallowed: the pool takes no new item,
kills the sessions busy with an item (their results would be written nowhere), and `run` raises
that error once every worker has ended.
"""

from __future__ import annotations

import json
import logging
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from paracert.errors import WriteError
from paracert.lean.backends.session import LeanSession, SessionDied, SessionError, SessionTimeout
from paracert.lean.items import ErrorCategory, ItemResult, LeanItem, LeanMessage, Status
from paracert.lean.launch import reaper
from paracert.lean.launch.exits import LeanExit, while_on
from paracert.lean.launch.launchers import Launcher
from paracert.lean.launch.profile import LeanProfile
from paracert.lean.protocol import SessionAnswer, SessionPos, SessionRequest
from paracert.lean.text.classify import judge_messages

log = logging.getLogger(__name__)

# Recycling, from a measurement (`python3 benchmarks/bench_session.py --growth 10000 --no-batch`,
# embedded Lean, one session): resident memory 2.86 GB after start-up, 2.86 GB after 2,000 items,
# 2.89 GB after 10,000 (+0.03 GB, ~3 KB per item: every item's environment is dropped). A fresh
# session costs 30-70 s of start-up, about 1,500-3,000 small items' worth, so recycling every 2,000
# items would spend up to half of a long run starting sessions. 10,000 is
# the longest run measured; past it, or past the launcher's memory limit (`max_rss_gb`), a session is
# replaced between two items.
RECYCLE_AFTER_ITEMS = 10_000
MAX_START_FAILURES = 2  # consecutive failed start-ups before the pool gives up on the remaining items

OnResult = Callable[[ItemResult], None]

# Every pool of this interpreter, so that idle sessions of one pool (a runner that is done, e.g. an
# earlier stage of a command or an earlier test) make room for another's: a session holds ~3.4 GB.
# Strong references: a runner that was garbage-collected must not leave its Lean processes unreachable.
_POOLS: set[SessionPool] = set()
_ROOM = threading.Lock()


def session_config(launcher: Launcher, profile: LeanProfile) -> tuple[Any, ...]:
    """What decides a session's answers besides the request: two pools with equal configurations can
    hand each other sessions (every item starts from the base environment, never from the last one)."""
    return (launcher.name, tuple(launcher.command(Path("ITEM.lean"), Path("WORK"))),
            tuple(sorted((launcher.env() or {}).items())), str(getattr(launcher, "lake_project", None)),
            profile.digest)


def _adopt(pool: SessionPool, translate: bool = False) -> LeanSession | None:
    """An idle live session of another pool of this interpreter with the same configuration, taken
    over by `pool` (no start-up: an earlier runner's warm session serves a later runner); with
    `translate`, only one whose program holds the translation module."""
    with _ROOM:
        for other in list(_POOLS):
            if other is pool or other.active or other.config != pool.config:
                continue
            for i, session in enumerate(other.slots):
                if (session is not None and not other.busy[i] and session.alive
                        and session.items_done < pool.recycle_after and (session.translates or not translate)):
                    other.slots[i] = None
                    return session
    return None


def _make_room(budget: int) -> None:
    """Close idle sessions (of any pool) until fewer than `budget` are alive."""
    with _ROOM:
        live = [(p, i, s) for p in list(_POOLS) for i, s in enumerate(p.slots) if s is not None and s.alive]
        excess = len(live) - (budget - 1)
        for p, i, s in live:
            if excess <= 0:
                break
            if p.busy[i] or p.active:  # a running pool's session is idle only between two items
                continue
            log.info("closing an idle Lean session to make room for a new one")
            s.close()
            p.slots[i] = None
            excess -= 1


@dataclass
class PoolStats:
    """What a backend has done since it was made (`LeanRunner` reports each run's share as BatchStats)."""

    startups_s: list[float] = field(default_factory=list)  # each Lean process's start-up, as it finished
    process_s: list[float] = field(default_factory=list)  # each one-shot process (batch file): launch to exit
    unstarted: int = 0  # one-shot processes that ended before their start-up finished
    sessions_started: int = 0
    sessions_adopted: int = 0  # warm sessions taken over from an idle pool of the same configuration
    restarts_after_timeout: int = 0
    restarts_after_crash: int = 0
    recycled: int = 0
    items: int = 0


def result_from_answer(item: LeanItem, answer: SessionAnswer) -> ItemResult:
    """A session's answer to one item as an ItemResult (message lines shifted by line_offset). A
    `term` item's answer (`{"term": true}` / `{"term": false, "error": MSG}`) is ok / error with MSG."""
    elapsed = (answer.time_ms or 0) / 1000
    if item.kind == "translate" and (answer.translated is not None or answer.untranslated is not None):
        ok = answer.translated is not None
        payload: dict[str, Any] = ({"translated": answer.translated, "symbols": answer.symbols or [],
                                    "autoBound": answer.autoBound or [[], []]} if ok
                                   else {"untranslated": answer.untranslated})
        payload["vocabularyErrors"] = answer.vocabularyErrors or []
        return ItemResult(item_id=item.item_id, status=Status.ok if ok else Status.error,
                          category=None if ok else ErrorCategory.elaboration, elapsed_s=elapsed,
                          messages=[LeanMessage(severity="information" if ok else "error",
                                                text=json.dumps(payload, ensure_ascii=False))])
    if item.kind == "term" and answer.term is not None:
        if answer.term:
            return ItemResult(item_id=item.item_id, status=Status.ok, elapsed_s=elapsed)
        text = answer.error or "not a term"
        return ItemResult(item_id=item.item_id, status=Status.error, category=ErrorCategory.parse, elapsed_s=elapsed,
                          messages=[LeanMessage(severity="error", text=text)])
    if answer.messages is None:
        return ItemResult(item_id=item.item_id, status=Status.crashed, category=ErrorCategory.crashed,
                          detail="the Lean session could not run this item: " + str(answer.error)[:500])

    def line(pos: SessionPos | None) -> int | None:
        return None if pos is None else pos.line + item.line_offset

    messages = [
        LeanMessage(severity=m.severity, text=m.data, line=line(m.pos), column=m.pos.column if m.pos else None,
                    end_line=line(m.endPos), end_column=m.endPos.column if m.endPos else None)
        for m in answer.messages
    ]
    status, category, uses_sorry = judge_messages(messages)
    wanted = set(item.collect_axioms)
    axioms = {k: list(v) for k, v in (answer.axioms or {}).items() if k in wanted}
    own = {k: list(v) for k, v in (answer.axiomsNotImported or {}).items() if k in wanted}
    return ItemResult(
        item_id=item.item_id,
        status=status,
        category=category,
        messages=messages,
        uses_sorry=uses_sorry,
        elapsed_s=elapsed,
        axioms=axioms if item.collect_axioms else None,
        local_axioms=own if item.collect_axioms else None,
        declarations=list(answer.declarations or []),
        output=answer.stdout or None,
    )


class SessionPool:
    def __init__(self, launcher: Launcher, profile: LeanProfile, size: int, work_dir: Path,
                 startup_timeout: float = 600.0, recycle_after: int = RECYCLE_AFTER_ITEMS,
                 max_rss_gb: float | None = None) -> None:
        self.launcher = launcher
        self.profile = profile
        self.size = max(1, size)
        self.work_dir = work_dir
        self.startup_timeout = startup_timeout
        self.recycle_after = recycle_after
        self.max_rss_gb = max_rss_gb
        self.slots: list[LeanSession | None] = [None] * self.size
        self.busy: list[bool] = [False] * self.size
        self.config = session_config(launcher, profile)
        self.active = 0  # run() calls in progress: a pool that is running lends no session
        _POOLS.add(self)
        self.stats = PoolStats()
        self._lock = threading.Lock()
        self._start_failures = 0
        self._start_error: SessionError | None = None
        self._aborted = threading.Event()  # a result callback failed: the run in progress is over

    # -- sessions ------------------------------------------------------------------------------
    def _fresh(self, slot: int, translate: bool = False) -> LeanSession:
        old = self.slots[slot]
        if old is not None:
            old.close()
            self.slots[slot] = None
        if reaper.stopping():
            raise SessionDied("paracert is stopping: no new Lean session")
        if self._aborted.is_set():
            raise SessionDied("the run stopped on an error: no new Lean session")
        with self._lock:
            if self._start_failures >= MAX_START_FAILURES and self._start_error is not None:
                raise type(self._start_error)(str(self._start_error))  # same outcome, no new attempt
        adopted = _adopt(self, translate)
        if adopted is not None:
            with self._lock:
                self.stats.sessions_adopted += 1
            self.slots[slot] = adopted
            return adopted
        _make_room(self.size)
        session = LeanSession(self.launcher, self.profile, self.work_dir, self.startup_timeout, translate=translate)
        try:
            session.start()
        except SessionError as exc:
            with self._lock:
                self._start_failures += 1
                self._start_error = type(exc)(f"the Lean session could not start: {exc}")
            raise
        with self._lock:
            self._start_failures = 0
            self.stats.sessions_started += 1
            if session.startup_s is not None:
                self.stats.startups_s.append(session.startup_s)
        self.slots[slot] = session
        return session

    def _session(self, slot: int, translate: bool = False) -> LeanSession:
        """The slot's session, started or replaced as needed. A `translate` item needs a session
        whose program holds the translation module: a session without it is replaced by one with
        it (the others start without it, which keeps its elaboration off their start-up)."""
        session = self.slots[slot]
        if session is None or not session.alive or (translate and not session.translates):
            return self._fresh(slot, translate)
        rss = session.rss_bytes()
        if session.items_done >= self.recycle_after or (
            self.max_rss_gb is not None and rss is not None and rss > self.max_rss_gb * 1024**3
        ):
            log.info("recycling a Lean session after %d items (%.1f GB resident)", session.items_done,
                     (rss or 0) / 1024**3)
            with self._lock:
                self.stats.recycled += 1
            return self._fresh(slot, translate)
        return session

    def close(self) -> None:
        for i, session in enumerate(self.slots):
            if session is not None:
                session.close()
                self.slots[i] = None

    # -- items -------------------------------------------------------------------------------
    def run(self, items: list[LeanItem], item_timeout: float, default_heartbeats: int,
            on_result: OnResult | None = None) -> list[ItemResult]:
        with _ROOM:
            self.active += 1
        try:
            return self._run(items, item_timeout, default_heartbeats, on_result)
        finally:
            with _ROOM:
                self.active -= 1

    def _run(self, items: list[LeanItem], item_timeout: float, default_heartbeats: int,
             on_result: OnResult | None) -> list[ItemResult]:
        todo: queue.Queue[LeanItem] = queue.Queue()
        for item in items:
            todo.put(item)
        results: dict[str, ItemResult] = {}
        failed: list[BaseException] = []  # the first error of `on_result`, raised by run()
        self._aborted.clear()

        def worker(slot: int) -> None:
            while not reaper.stopping() and not self._aborted.is_set():
                try:
                    item = todo.get_nowait()
                except queue.Empty:
                    return
                try:
                    res = self.run_one(slot, item, item_timeout, default_heartbeats)
                except WriteError as exc:  # the work folder cannot be written: the run's error, raised
                    with self._lock:
                        failed.append(exc)
                    self._abort()
                    return
                except Exception as exc:  # noqa: BLE001 - a bug must not lose the item (or the others)
                    log.exception("item %s: unexpected error in the session pool", item.item_id)
                    res = _failed(item, Status.crashed, f"internal error in the session pool: {exc!r}")
                if reaper.stopping() or self._aborted.is_set():  # cut short by the kill: not a result of the item
                    return
                with self._lock:
                    results[item.item_id] = res
                    self.stats.items += 1
                if on_result is not None:
                    try:
                        on_result(res)
                    except BaseException as exc:  # the caller's error ends the run; run() raises it
                        with self._lock:
                            failed.append(exc)
                        self._abort()
                        return

        threads = [threading.Thread(target=worker, args=(slot,), daemon=True)
                   for slot in range(self.workers_for(len(items)))]
        for t in threads:
            t.start()
        for t in threads:
            while t.is_alive():
                t.join(timeout=0.5)  # short joins keep Ctrl-C responsive in the main thread
        if failed:
            raise failed[0]
        stopped = "not run: paracert was stopping"
        return [results.get(it.item_id) or _failed(it, Status.not_run, stopped) for it in items]

    def _abort(self) -> None:
        """End the run in progress: no new item or session, and the sessions busy with an item killed."""
        self._aborted.set()
        for i, session in enumerate(list(self.slots)):
            if session is not None and self.busy[i]:
                session.kill()

    def workers_for(self, n_items: int) -> int:
        """Sessions to run `n_items` on: the pool's size, but no more than one per item and no new
        session past what memory holds now (`Launcher.memory_room`); at least one."""
        live = sum(1 for s in self.slots if s is not None and s.alive)
        return self.launcher.within_memory(min(self.size, n_items), running=live)

    def run_one(self, slot: int, item: LeanItem, item_timeout: float, default_heartbeats: int,
                retried: bool = False) -> ItemResult:
        self.busy[slot] = True
        try:
            return self._run_one(slot, item, item_timeout, default_heartbeats, retried)
        finally:
            self.busy[slot] = False

    def _run_one(self, slot: int, item: LeanItem, item_timeout: float, default_heartbeats: int,
                 retried: bool) -> ItemResult:
        try:
            session = self._session(slot, item.kind == "translate")
        except SessionTimeout as exc:
            return _failed(item, Status.timeout, str(exc))
        except SessionError as exc:
            return _failed(item, Status.crashed, str(exc))
        fresh = session.items_done == 0
        payload = session_request(item, default_heartbeats)
        t0 = time.monotonic()
        try:
            answer = session.request(payload, item_timeout)
        except SessionTimeout:
            self.slots[slot] = None
            with self._lock:
                self.stats.restarts_after_timeout += 1
            res = _failed(item, Status.timeout,
                          f"Lean did not finish this item within {item_timeout:g} s (wall clock); session killed")
            return res.model_copy(update={"wall_limit_s": item_timeout, "elapsed_s": time.monotonic() - t0})
        except SessionDied as exc:
            self.slots[slot] = None
            with self._lock:
                self.stats.restarts_after_crash += 1
            if (not fresh and not retried and not reaper.stopping() and not self._aborted.is_set()
                    and not _ended_by_the_item(exc.ended)):
                log.warning("item %s: the Lean session died (%s); retrying once in a fresh session", item.item_id, exc)
                return self._run_one(slot, item, item_timeout, default_heartbeats, retried=True)
            detail = (exc.ended.describe(while_on(item.item_id)) if exc.ended is not None
                      else f"the Lean session failed {while_on(item.item_id)}: {exc}")
            return _failed(item, Status.crashed, detail)
        return result_from_answer(item, answer)


def _ended_by_the_item(ended: LeanExit | None) -> bool:
    """The process exited by itself with a plain exit code and nothing on stderr: the item ended it
    (`IO.Process.exit`), and a fresh session would end the same way. Memory pressure, what the retry
    is for, ends a session by a signal or with an out-of-memory or other message on stderr."""
    return (ended is not None and ended.returncode is not None and ended.signal is None
            and not ended.out_of_memory and ended.last_line() is None)


def session_request(item: LeanItem, default_heartbeats: int) -> SessionRequest:
    """The request line a session gets for `item` (its exact text is pinned by tests/golden/core)."""
    if item.kind == "term":
        return SessionRequest(cmd=item.code, parseTerm=True)
    if item.kind == "translate":
        return SessionRequest(cmd=item.code, translate=True, maxHeartbeats=item.heartbeats or default_heartbeats)
    heartbeats = item.heartbeats if item.heartbeats is not None else default_heartbeats
    return SessionRequest(cmd=item.code, env=0, axioms=item.collect_axioms, maxHeartbeats=heartbeats)


def _failed(item: LeanItem, status: Status, detail: str) -> ItemResult:
    category: ErrorCategory | None = ErrorCategory.timeout if status == Status.timeout else ErrorCategory.crashed
    if status == Status.not_run:
        category = None
    return ItemResult(item_id=item.item_id, status=status, category=category, detail=detail)

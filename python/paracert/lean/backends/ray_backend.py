"""The session pool on Ray: one Lean session per Ray actor, items fed from the driver.

`RayPool` has the interface of `SessionPool` (`run(items, item_timeout, default_heartbeats,
on_result)`, `stats`, `close()`), so `LeanRunner` (cache, guard, stores) is the same for both
backends. Each actor (`LeanWorker`) owns a one-slot `SessionPool` on its node and runs one item at a
time through `SessionPool.run_one`: the same per-item wall limit, recycling, isolation (every item
from the base environment) and the same `ItemResult`s as the local pool.

Nothing lost, nothing twice: the driver keeps one item in flight per actor. When an actor dies
(killed, out of memory, node lost, or silent past its deadline) the driver replaces it and sends
the item it was on once more; a second death on the same item settles it as `crashed`. Every input
gets exactly one result, handed to `on_result` as it arrives (the runner caches it there).

Actors declare `memory` (PARACERT_RAY_ACTOR_GB, default 3.4 GB: one embedded Lean) and one CPU, so
Ray packs them by RAM. Each actor starts the driver's launcher (wasm or native) on its own node and must
report the driver's Lean version, session program and profile, or the run stops: results are cached
under the driver's key. `RAY_ADDRESS` names an existing cluster; without it a local Ray is started.
"""

from __future__ import annotations

import collections
import logging
import os
import time
from pathlib import Path
from typing import Any

from paracert.lean.backends.pool import OnResult, PoolStats, SessionPool
from paracert.lean.backends.session import session_program_digest
from paracert.lean.items import ErrorCategory, ItemResult, LeanItem, Status
from paracert.lean.launch import reaper
from paracert.lean.launch.launchers import Launcher, LauncherError, select_launcher
from paracert.lean.launch.profile import LeanProfile
from paracert.paths import cache_dir

log = logging.getLogger(__name__)

ACTOR_GB = 3.4  # resident memory of one embedded Lean session at start-up (measured)
DEADLINE_MARGIN_S = 60.0  # on top of start-up + item limits before the driver gives up on an actor
OBJECT_STORE_BYTES = 256 * 1024**2  # results are small; the local Ray needs no large object store


class RayBackendError(LauncherError):
    """Ray is missing, unreachable, or its workers do not run the driver's Lean."""


def actor_gb() -> float:
    # process-level, like PARACERT_RAY_ACTORS below: the size of Ray's actors, a setting of the cluster
    raw = os.environ.get("PARACERT_RAY_ACTOR_GB")
    if not raw:
        return ACTOR_GB
    try:
        value = float(raw)
    except ValueError:
        raise RayBackendError(f"PARACERT_RAY_ACTOR_GB={raw!r}: give the memory per actor in GB, e.g. 3.4") from None
    if value <= 0:
        raise RayBackendError(f"PARACERT_RAY_ACTOR_GB={raw!r}: must be positive")
    return value


def _env_count(name: str) -> int:
    raw = os.environ.get(name) or "0"
    if not raw.isdigit():
        raise RayBackendError(f"{name}={raw!r}: give a number of actors")
    return int(raw)


def import_ray() -> Any:
    try:
        import ray
    except ImportError:
        raise RayBackendError("--backend ray needs Ray: pip install 'paracert[ray]'") from None
    return ray


def ensure_ray() -> Any:
    """Connect to $RAY_ADDRESS, or start a local Ray (all CPUs, no dashboard); once per process."""
    ray = import_ray()
    if ray.is_initialized():
        return ray
    address = os.environ.get("RAY_ADDRESS")
    try:
        if address:
            ray.init(address=address, include_dashboard=False, log_to_driver=True)
        else:
            # memory for actors: the machine's, less the object store and a reserve (Ray's own
            # default is the memory free at start-up, which other processes' Lean sessions shrink)
            memory = max(1, int(_total_memory_bytes() * 0.9) - OBJECT_STORE_BYTES)
            # Ray's memory monitor kills workers when the node passes 95% memory, whoever uses it: on
            # a shared machine it killed actors for other processes' use. The kernel's OOM killer
            # still applies (a killed actor is replaced and its item retried once).
            os.environ.setdefault("RAY_memory_monitor_refresh_ms", "0")
            # the loopback address as the node's: actors are trusted, the cluster is this machine's
            ray.init(address="local", num_cpus=os.cpu_count() or 1, include_dashboard=False,
                     object_store_memory=OBJECT_STORE_BYTES, _memory=memory, log_to_driver=True,
                     _node_ip_address="127.0.0.1")
    except (ConnectionError, RuntimeError, ValueError) as exc:
        where = f"RAY_ADDRESS={address}" if address else "a local Ray"
        raise RayBackendError(f"could not start or reach {where}: {exc}") from None
    return ray


def _total_memory_bytes() -> int:
    return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")


def cluster_capacity(ray: Any, gb: float) -> int:
    """How many actors the cluster fits: one CPU and `gb` of Ray's memory resource each."""
    res = ray.cluster_resources()
    by_memory = int(res.get("memory", 0) // (gb * 1024**3))
    return min(int(res.get("CPU", 0)), by_memory)


class LeanWorker:
    """The body of one Ray actor: a one-slot SessionPool on the actor's node."""

    def __init__(self, launcher_name: str, profile: LeanProfile, startup_timeout: float,
                 max_rss_gb: float | None) -> None:
        reaper.install()  # the actor's Lean dies with the actor's interpreter
        self.launcher = select_launcher(launcher_name)
        self.profile = profile
        self.pool = SessionPool(self.launcher, profile, 1, cache_dir() / "work" / f"ray-{os.getpid()}",
                                startup_timeout=startup_timeout, max_rss_gb=max_rss_gb)
        self._reported = 0

    def identity(self) -> dict[str, Any]:
        """What decides this worker's results besides the item: compared with the driver's."""
        return {"lean_version": self.launcher.version(), "session_program": session_program_digest(),
                "profile": self.profile.digest, "pid": os.getpid()}

    def run_one(self, item: LeanItem, item_timeout: float, default_heartbeats: int) -> tuple[ItemResult, list[float]]:
        """The item's result and the start-up times of sessions started for it."""
        try:
            res = self.pool.run_one(0, item, item_timeout, default_heartbeats)
        except Exception as exc:  # noqa: BLE001 - a bug must not lose the item
            log.exception("item %s: unexpected error in the Ray worker", item.item_id)
            res = ItemResult(item_id=item.item_id, status=Status.crashed, category=ErrorCategory.crashed,
                             detail=f"internal error in the Ray worker: {exc!r}")
        startups = self.pool.stats.startups_s[self._reported:]
        self._reported = len(self.pool.stats.startups_s)
        return res, list(startups)

    def close(self) -> None:
        self.pool.close()


class RayPool:
    """Ray actors with one Lean session each; same interface as SessionPool."""

    def __init__(self, launcher: Launcher, profile: LeanProfile, size: int | None, work_dir: Path | None = None,
                 startup_timeout: float = 600.0, max_rss_gb: float | None = None,
                 worker_class: type = LeanWorker, expected: dict[str, Any] | None = None) -> None:
        self.ray = ensure_ray()
        self.gb = actor_gb()
        capacity = cluster_capacity(self.ray, self.gb)
        if capacity < 1:
            raise RayBackendError(
                f"the Ray cluster has no room for one Lean actor (1 CPU and {self.gb:g} GB of Ray memory): "
                f"{self.ray.cluster_resources()}; add a node or lower PARACERT_RAY_ACTOR_GB")
        wanted = size or _env_count("PARACERT_RAY_ACTORS") or capacity
        self.size = max(1, min(wanted, capacity))
        self.launcher = launcher
        self.profile = profile
        self.startup_timeout = startup_timeout
        self.max_rss_gb = max_rss_gb
        self.actor_class = self.ray.remote(worker_class)
        self.expected = expected
        self.actors: list[Any] = [None] * self.size
        self.stats = PoolStats()
        self.replaced = 0  # actors that died and were replaced
        self.deadline_margin_s = DEADLINE_MARGIN_S
        self.ready_timeout_s = max(120.0, startup_timeout)  # for an actor to be placed and answer `identity`
        if expected is not None:
            self._start([0])  # a worker's set-up is checked before any item (no Lean started yet)

    # -- actors --------------------------------------------------------------------------------
    def _start(self, slots: list[int], retry: bool = True) -> None:
        """Start actors for `slots` side by side and check each worker's set-up (placement and the
        actor process take seconds: a thousand one after the other would take minutes)."""
        options = {"num_cpus": 1, "memory": int(self.gb * 1024**3), "max_restarts": 0, "max_task_retries": 0}
        actors = [self.actor_class.options(**options).remote(
            self.launcher.name, self.profile, self.startup_timeout, self.max_rss_gb) for _ in slots]
        if self.expected is not None:
            try:
                found = self.ray.get([a.identity.remote() for a in actors], timeout=self.ready_timeout_s)
            except Exception as exc:  # noqa: BLE001 - any Ray failure here means no usable worker
                for a in actors:
                    self.ray.kill(a)
                if retry and isinstance(exc, (self.ray.exceptions.RayActorError, self.ray.exceptions.OutOfMemoryError)):
                    log.warning("a Ray Lean worker died while starting (%s); starting another once", _first_line(exc))
                    return self._start(slots, retry=False)
                raise RayBackendError(f"a Ray Lean worker could not start: {_first_line(exc)}") from None
            for ident in found:
                wrong = {k: (v, ident.get(k)) for k, v in self.expected.items() if ident.get(k) != v}
                if wrong:
                    for a in actors:
                        self.ray.kill(a)
                    raise RayBackendError(
                        "a Ray worker runs a different Lean set-up than the driver (results would be cached under "
                        f"the wrong key): {wrong} (driver, worker); install the same Lean on every node")
        for slot, actor in zip(slots, actors, strict=True):
            self.actors[slot] = actor

    def _actor(self, slot: int) -> Any:
        if self.actors[slot] is None:
            self._start([slot])
        return self.actors[slot]

    def _replace(self, slot: int) -> None:
        old = self.actors[slot]
        self.actors[slot] = None
        if old is not None:
            try:
                self.ray.kill(old, no_restart=True)
            except Exception:  # noqa: BLE001 - already gone
                pass
        self.replaced += 1

    def kill_actor(self, slot: int) -> None:
        """Kill one actor as a failure would (tests, operators); the run replaces it."""
        if self.actors[slot] is not None:
            self.ray.kill(self.actors[slot], no_restart=True)

    def close(self) -> None:
        for slot, actor in enumerate(self.actors):
            if actor is not None:
                try:
                    self.ray.get(actor.close.remote(), timeout=30)
                except Exception:  # noqa: BLE001 - a dead actor has nothing to close
                    pass
                self.ray.kill(actor, no_restart=True)
                self.actors[slot] = None

    # -- items ---------------------------------------------------------------------------------
    def run(self, items: list[LeanItem], item_timeout: float, default_heartbeats: int,
            on_result: OnResult | None = None) -> list[ItemResult]:
        ray = self.ray
        todo: collections.deque[LeanItem] = collections.deque(items)
        deaths: collections.Counter[str] = collections.Counter()
        results: dict[str, ItemResult] = {}
        in_flight: dict[Any, tuple[int, LeanItem, float]] = {}  # ref -> (slot, item, deadline)
        idle = list(range(min(self.size, len(items))))
        self._start([slot for slot in idle if self.actors[slot] is None])
        deadline_s = self.startup_timeout + item_timeout + self.deadline_margin_s

        def settle(res: ItemResult) -> None:
            if res.item_id in results:  # cannot happen: one ref per attempt, one attempt at a time
                raise AssertionError(f"item {res.item_id} settled twice")
            results[res.item_id] = res
            self.stats.items += 1
            if on_result is None:
                return
            try:
                on_result(res)
            except BaseException:  # the caller's error (e.g. a write that failed) ends the run: raised
                for slot, _item, _deadline in list(in_flight.values()):
                    self.kill_actor(slot)
                raise

        while todo or in_flight:
            while todo and idle:
                slot, item = idle.pop(), todo.popleft()
                ref = self._actor(slot).run_one.remote(item, item_timeout, default_heartbeats)
                in_flight[ref] = (slot, item, time.monotonic() + deadline_s)
            soonest = min(d for _, _, d in in_flight.values())
            ready, _ = ray.wait(list(in_flight), num_returns=1, timeout=max(0.0, soonest - time.monotonic()))
            if not ready:  # an actor silent past its deadline: treat it as dead (its item fails below)
                for slot, item, deadline in list(in_flight.values()):
                    if deadline <= time.monotonic():
                        log.warning("item %s: the Ray actor gave no answer within %g s; killing it",
                                    item.item_id, deadline_s)
                        self.kill_actor(slot)
                continue
            if len(in_flight) > 1:  # every other answer already back, in the same pass
                ready += ray.wait([r for r in in_flight if r not in ready], num_returns=len(in_flight) - 1,
                                  timeout=0)[0]
            for ref in ready:
                slot, item, _ = in_flight.pop(ref)
                try:
                    res, startups = ray.get(ref)
                except ray.exceptions.RayError as exc:
                    self._replace(slot)
                    idle.append(slot)
                    deaths[item.item_id] += 1
                    if deaths[item.item_id] == 1:
                        log.warning("item %s: its Ray actor died (%s); retrying once on a new actor",
                                    item.item_id, type(exc).__name__)
                        todo.appendleft(item)
                        continue
                    settle(ItemResult(item_id=item.item_id, status=Status.crashed, category=ErrorCategory.crashed,
                                      detail=f"the Ray actor died twice on this item: {_first_line(exc)}"))
                    continue
                idle.append(slot)
                self.stats.startups_s.extend(startups)
                self.stats.sessions_started += len(startups)
                settle(res)
        return [results[it.item_id] for it in items]


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return (f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__)[:300]

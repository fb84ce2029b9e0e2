"""The Ray backend's driver on a real local Ray cluster, with a fake Lean worker (no Lean: fast).

FakeWorker stands in for LeanWorker inside real Ray actors: it answers each item at once, and
kills its own actor process on the items named for it. What is tested is the driver: exactly one
result per item, a dead actor replaced and its item retried once, then `crashed`, a silent actor
killed at its deadline, and a worker whose Lean differs from the driver's refused. The real Lean
on Ray is in test_ray_lean.py."""

from __future__ import annotations

import collections
import os
import sys
import time
from pathlib import Path

import pytest

from paracert.lean.items import ItemResult, LeanItem, Status
from paracert.lean.launch.launchers import Launcher
from paracert.lean.launch.profile import get_profile

ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'paracert[ray]')")

from paracert.lean.backends.ray_backend import RayBackendError, RayPool  # noqa: E402

IDENTITY = {"lean_version": "fake Lean", "session_program": "fake", "profile": "fake"}


class FakeWorker:
    """A fake Lean worker (no Lean). Item code: `die` exits the actor's process; `die-once:PATH` exits
    unless PATH exists (creating it first); `hang` sleeps an hour; anything else is `ok`."""

    def __init__(self, launcher_name: str, profile: object, startup_timeout: float, max_rss_gb: float | None) -> None:
        self.items = 0

    def identity(self) -> dict:
        return {**IDENTITY, "pid": os.getpid()}

    def run_one(self, item: LeanItem, item_timeout: float, default_heartbeats: int) -> tuple[ItemResult, list[float]]:
        if item.code == "die":
            os._exit(3)
        if item.code.startswith("die-once:"):
            marker = Path(item.code.split(":", 1)[1])
            if not marker.exists():
                marker.write_text("died")
                os._exit(3)
        if item.code == "hang":
            time.sleep(3600)
        self.items += 1
        startups = [0.5] if self.items == 1 else []
        return ItemResult(item_id=item.item_id, status=Status.ok, output=f"{os.getpid()}"), startups

    def close(self) -> None:
        pass


@pytest.fixture(scope="module")
def ray_cluster():
    ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])  # the fake worker travels by value
    os.environ.pop("RAY_ADDRESS", None)
    os.environ["PARACERT_RAY_ACTOR_GB"] = "0.1"  # fake workers start no Lean
    yield
    os.environ.pop("PARACERT_RAY_ACTOR_GB", None)
    ray.shutdown()


def make_pool(size: int, expected: dict | None = IDENTITY) -> RayPool:
    return RayPool(Launcher(name="fake"), get_profile("core"), size, startup_timeout=5.0,
                   worker_class=FakeWorker, expected=expected)


def run(pool: RayPool, codes: list[str], item_timeout: float = 5.0) -> tuple[list[ItemResult], collections.Counter]:
    seen: collections.Counter[str] = collections.Counter()
    items = [LeanItem(item_id=f"i{k}", code=c) for k, c in enumerate(codes)]
    results = pool.run(items, item_timeout, 1000, on_result=lambda r: seen.update([r.item_id]))
    assert [r.item_id for r in results] == [it.item_id for it in items]  # in input order
    return results, seen


def test_every_item_answered_once_across_two_actors(ray_cluster) -> None:
    pool = make_pool(2)
    try:
        results, seen = run(pool, ["x"] * 12)
        assert all(r.status == Status.ok for r in results)
        assert set(seen.values()) == {1} and len(seen) == 12
        assert len({r.output for r in results}) == 2, "both actors should have served items"
        assert pool.stats.items == 12 and pool.stats.sessions_started == 2 and pool.replaced == 0
    finally:
        pool.close()


def test_a_failing_result_callback_is_raised_not_logged(ray_cluster) -> None:
    """The caller's own error in `on_result` (a verdict line it cannot write) ends the run: raised."""
    pool = make_pool(2)
    seen: list[str] = []

    def on_result(res: ItemResult) -> None:
        seen.append(res.item_id)
        if len(seen) == 3:
            raise OSError(28, "No space left on device")

    try:
        with pytest.raises(OSError, match="No space left on device"):
            pool.run([LeanItem(item_id=f"i{k}", code="x") for k in range(12)], 5.0, 1000, on_result=on_result)
        assert len(seen) == 3
    finally:
        pool.close()


def test_an_actor_that_dies_is_replaced_and_its_item_retried_once(ray_cluster, tmp_path: Path) -> None:
    pool = make_pool(1)
    try:
        results, seen = run(pool, ["a", f"die-once:{tmp_path / 'm'}", "b", "c"])
        assert [r.status for r in results] == [Status.ok] * 4
        assert pool.replaced == 1
        assert results[0].output != results[2].output, "items after the death run on a new actor"
        assert set(seen.values()) == {1} and len(seen) == 4
    finally:
        pool.close()


def test_an_item_that_kills_its_actor_twice_is_crashed_and_the_rest_go_on(ray_cluster) -> None:
    pool = make_pool(2)
    try:
        results, seen = run(pool, ["a", "die", "b", "c", "d"])
        by_id = {r.item_id: r for r in results}
        assert by_id["i1"].status == Status.crashed and "died twice" in (by_id["i1"].detail or "")
        assert all(by_id[i].status == Status.ok for i in ("i0", "i2", "i3", "i4"))
        assert pool.replaced == 2
        assert set(seen.values()) == {1} and len(seen) == 5
    finally:
        pool.close()


def test_a_silent_actor_is_killed_at_its_deadline(ray_cluster) -> None:
    pool = make_pool(1)
    pool.startup_timeout, pool.deadline_margin_s = 0.5, 0.5
    try:
        t0 = time.monotonic()
        results, seen = run(pool, ["hang", "x"], item_timeout=0.5)
        assert results[0].status == Status.crashed and results[1].status == Status.ok
        assert pool.replaced == 2
        assert time.monotonic() - t0 < 60
    finally:
        pool.close()


def test_a_worker_with_another_lean_is_refused(ray_cluster) -> None:
    with pytest.raises(RayBackendError, match="different Lean set-up"):
        make_pool(1, expected={**IDENTITY, "lean_version": "Lean (version 4.0.0)"})


def test_no_room_for_an_actor_is_a_clear_error(ray_cluster, monkeypatch) -> None:
    monkeypatch.setenv("PARACERT_RAY_ACTOR_GB", "100000")
    with pytest.raises(RayBackendError, match="no room for one Lean actor"):
        make_pool(1)
    monkeypatch.setenv("PARACERT_RAY_ACTOR_GB", "lots")
    with pytest.raises(RayBackendError, match="PARACERT_RAY_ACTOR_GB"):
        make_pool(1)
    monkeypatch.delenv("PARACERT_RAY_ACTOR_GB")
    monkeypatch.setenv("PARACERT_RAY_ACTORS", "-1")
    with pytest.raises(RayBackendError, match="PARACERT_RAY_ACTORS='-1'"):
        make_pool(0)

"""The real Lean on a real local Ray cluster: `--backend ray` gives the local backend's verdicts and
certificates byte for byte, and an actor killed mid-item loses nothing and answers nothing twice.

Lean sessions: one local, one Ray actor, and the actor's replacement after the kill (each ~3.4 GB,
~30 s to start with the embedded Lean)."""

from __future__ import annotations

import collections
import os
import threading
from pathlib import Path

import pytest

from paracert.certify.engine import certify_pairs
from paracert.certify.store import write_certificates
from paracert.lean import LeanRunner
from paracert.lean.config import LeanConfig
from paracert.lean.items import LeanItem, Status
from paracert.statements.pairs import Pair
from paracert.statements.schema import Verdict

ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'paracert[ray]')")

pytestmark = [pytest.mark.lean, pytest.mark.slow]

# a mixed batch: certified, both provable, refuted (with the answer key), an invalid statement
PAIRS = [
    Pair(a="∀ a b : Nat, a ≥ b → a + 1 > b", b="∀ a b : Nat, b ≤ a → b < a + 1", family="ge_le", pair_id="ge_le"),
    Pair(a="∀ a b : Nat, a ≤ b ∧ b ≤ a → a = b", b="∀ a b : Nat, a ≤ b → b ≤ a → a = b", family="curry",
         pair_id="curry"),
    Pair(a="∀ a b : Nat, a + b = b + a", b="∀ a b : Nat, a * b = b * a", family="both", pair_id="both"),
    Pair(a="∀ n : Nat, 0 ∣ n ↔ n = 0", b="∀ n : Nat, n ∣ 0 ↔ n = 0", family="inv", pair_id="inv", a_true=True),
    Pair(a="∀ n : Nat, n = n", b="∀ n : Nat, n = undefined_name", family="bad", pair_id="bad"),
]


def _without_times(value):
    if isinstance(value, dict):
        return {k: _without_times(v) for k, v in value.items() if k != "elapsed_s"}
    if isinstance(value, list):
        return [_without_times(v) for v in value]
    return value


@pytest.fixture(scope="module")
def ray_runner(lean_required, tmp_path_factory):
    os.environ.pop("RAY_ADDRESS", None)
    runner = LeanRunner(LeanConfig(cache=False, backend="ray", pool_size=1), work_dir=tmp_path_factory.mktemp("ray-w"))
    yield runner
    runner.close()
    ray.shutdown()


def test_ray_gives_the_local_verdicts_and_certificates_byte_for_byte(ray_runner, tmp_path: Path) -> None:
    # (its session is not closed: idle, it uses no CPU beside the actor, and a later module adopts it)
    by_local = certify_pairs(PAIRS, LeanRunner(LeanConfig(cache=False, backend="local", pool_size=1),
                                               work_dir=tmp_path / "local-w"))
    by_ray = certify_pairs(PAIRS, ray_runner)
    assert ray_runner.pool.__class__.__name__ == "RayPool" and ray_runner.pool.stats.items > 0
    assert {v.verdict for v in by_ray} >= {Verdict.certified, Verdict.refuted, Verdict.both_provable}
    assert [_without_times(v.model_dump(mode="json")) for v in by_ray] == \
        [_without_times(v.model_dump(mode="json")) for v in by_local]
    write_certificates(by_local, tmp_path / "local")
    write_certificates(by_ray, tmp_path / "ray")
    files = sorted(p.relative_to(tmp_path / "local") for p in (tmp_path / "local").rglob("*") if p.is_file())
    assert len(files) >= 4  # certificates for the certified and refuted pairs, and the manifest
    assert files == sorted(p.relative_to(tmp_path / "ray") for p in (tmp_path / "ray").rglob("*") if p.is_file())
    for name in files:
        assert (tmp_path / "ray" / name).read_bytes() == (tmp_path / "local" / name).read_bytes(), name


def test_an_actor_killed_mid_item_loses_nothing_and_answers_nothing_twice(ray_runner) -> None:
    pool = ray_runner.pool
    replaced_before = pool.replaced
    items = [LeanItem(item_id=f"t{k}", code=f"theorem t{k} : {k} + 1 = {k + 1} := rfl") for k in range(4)]
    # the slow item is on its actor when the kill comes (it sleeps 20 s in Lean)
    items.insert(1, LeanItem(item_id="slow", code="theorem slow : 2 = 2 := by\n  sleep 20000\n  rfl"))
    seen: collections.Counter[str] = collections.Counter()
    killer = threading.Timer(8.0, pool.kill_actor, args=(0,))

    def on_result(res) -> None:
        seen.update([res.item_id])
        if res.item_id == "t0":  # the slow item goes out next: kill its actor while Lean sleeps
            killer.start()

    results = pool.run(items, ray_runner.item_timeout, ray_runner.default_heartbeats, on_result=on_result)
    killer.join()
    assert [r.item_id for r in results] == [it.item_id for it in items]
    assert dict(seen) == {it.item_id: 1 for it in items}, "every item answered exactly once"
    assert all(r.status == Status.ok for r in results), [(r.item_id, r.status, r.detail) for r in results]
    assert pool.replaced == replaced_before + 1, "the killed actor was replaced"

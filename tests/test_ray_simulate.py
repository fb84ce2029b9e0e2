"""`benchmarks/bench_ray.py --simulate` on a real local Ray: simulated Lean actors (`SimulatedLeanWorker`,
no Lean) replay the committed recording through the real driver (RayPool, LeanRunner with its result
cache, the certify engine). Every item the engine asks for is in the recording, every result is the
recorded one, and 1 and 2 actors give the same verdict stream."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pytest

ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'paracert[ray]')")

ROOT = Path(__file__).resolve().parents[1]
RECORDING = ROOT / "benchmarks" / "data" / "ray_sim_recording.jsonl"


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("bench_ray", ROOT / "benchmarks" / "bench_ray.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_ray"] = module
    spec.loader.exec_module(module)
    ray.cloudpickle.register_pickle_by_value(module)  # the simulated worker travels by value
    os.environ.pop("RAY_ADDRESS", None)
    os.environ["PARACERT_RAY_ACTOR_GB"] = "0.05"  # simulated actors start no Lean
    yield module
    os.environ.pop("PARACERT_RAY_ACTOR_GB", None)
    ray.shutdown()
    sys.modules.pop("bench_ray", None)


def test_the_simulated_worker_returns_the_recorded_result(bench) -> None:
    meta, recorded = bench.read_recording(RECORDING)
    key, rec = next(iter(recorded.items()))
    worker = bench.simulated_worker({key: rec}, {}, 0.0)("simulated", None, 1.0, None)
    item = bench.LeanItem(item_id="x", code="example : True := trivial")
    worker.RECORDED = {bench.item_key(item, meta["default_heartbeats"]): rec}
    res, startups = worker.run_one(item, 1.0, meta["default_heartbeats"])
    assert startups == [] and res.item_id == "x" and res.status.value == rec["status"]
    assert res.model_dump(mode="json", exclude={"item_id", "cached"}, exclude_defaults=True) == rec["result"]
    missing, _ = worker.run_one(bench.LeanItem(item_id="y", code="example : False := sorry"), 1.0, 1000)
    assert missing.status.value == "crashed" and "not in the recording" in (missing.detail or "")


def test_one_and_two_actors_replay_the_recording_with_the_same_verdicts(bench, tmp_path: Path) -> None:
    sets = [(name, pairs[:5]) for name, pairs in bench.load_sets(["demo", "renamed"])]
    streams = {}
    for actors in (1, 2):
        row, streams[actors] = bench.simulate_once(actors, sets, RECORDING, 0.01, tmp_path / f"a{actors}",
                                                   check_results=True)
        assert row["actors"] == actors and row["items"] > 0
        assert row["not_in_recording"] == 0 and row["result_mismatches"] == 0
    assert len(streams[1]) == 10
    assert streams[1] == streams[2]

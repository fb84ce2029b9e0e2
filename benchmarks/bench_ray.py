"""The Ray backend: 2 actors against 1 on the demo substrate, and the driver's cost per item.

  python benchmarks/bench_ray.py [--pairs 40] [--overhead-items 1000] [--lean auto] [--skip-lean]

Prints JSON lines:
- `load`: `uptime` and free memory at the start (the machine may be shared);
- `overhead`: a trivial item (an echo worker: no Lean) through RayPool with 1 actor, `--overhead-items`
  items: wall per item is everything the driver and Ray add per item (dispatch, result back, settle);
- `actors` (one line per actor count, 1 then 2): the first `--pairs` pairs of the FormInv substrate
  (`paracert certify forminv`: the FALSE controls first, then the paraphrase families, in file order)
  certified with the cache off through `--backend ray`; actors warmed first (their Lean start-up
  reported apart), then wall, Lean items and items/s;
- `ratio`: throughput of 2 actors / 1 actor (target >= 1.6), and driver overhead ms per item (target <= 5).
Each actor holds one embedded Lean (~3.4 GB, ~30 s to start).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import tempfile
import time
from pathlib import Path

from paracert.certify.datasets import load_dataset
from paracert.certify.engine import certify_pairs
from paracert.lean import LeanItem, LeanRunner
from paracert.lean.launchers import Launcher
from paracert.lean.models import ItemResult, Status
from paracert.lean.profile import get_profile
from paracert.lean.ray_backend import RayPool, ensure_ray


class EchoWorker:
    """A worker with no Lean: answers every item `ok` at once (the trivial item of the overhead figure)."""

    def __init__(self, *_args: object) -> None:
        pass

    def run_one(self, item: LeanItem, item_timeout: float, default_heartbeats: int) -> tuple[ItemResult, list[float]]:
        return ItemResult(item_id=item.item_id, status=Status.ok), []

    def close(self) -> None:
        pass


def emit(kind: str, **fields: object) -> None:
    print(json.dumps({"kind": kind, **fields}), flush=True)


def overhead(n: int) -> float:
    pool = RayPool(Launcher(name="echo"), get_profile("core"), 1, worker_class=EchoWorker)
    items = [LeanItem(item_id=f"e{k}", code="example : True := trivial") for k in range(n)]
    pool.run(items[:20], 10, 1000)  # actor placed and warm
    t0 = time.perf_counter()
    results = pool.run(items, 10, 1000)
    wall = time.perf_counter() - t0
    pool.close()
    assert len(results) == n and all(r.status == Status.ok for r in results)
    ms = 1000 * wall / n
    emit("overhead", items=n, wall_s=round(wall, 3), ms_per_item=round(ms, 3))
    return ms


def throughput(actors: int, pairs: list, lean: str | None, work: Path) -> float:
    runner = LeanRunner(lean, cache=False, backend="ray", max_processes=actors, work_dir=work)
    t0 = time.monotonic()
    warm = [LeanItem(item_id=f"warm{k}", code=f"theorem warm{k} : {k} = {k} := rfl") for k in range(actors)]
    runner.run(warm)  # one item per actor: every actor's Lean is started before the clock
    startup = time.monotonic() - t0
    items_before = runner.pool.stats.items
    t1 = time.monotonic()
    verdicts = certify_pairs(pairs, runner)
    wall = time.monotonic() - t1
    items = runner.pool.stats.items - items_before
    counts: dict[str, int] = {}
    for v in verdicts:
        counts[v.verdict.value] = counts.get(v.verdict.value, 0) + 1
    runner.close()
    emit("actors", actors=runner.pool.size if runner._pool else actors, pairs=len(pairs), lean_items=items,
         warm_up_s=round(startup, 1), wall_s=round(wall, 2), items_per_s=round(items / wall, 3),
         pairs_per_s=round(len(pairs) / wall, 3), verdicts=counts)
    return len(pairs) / wall


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pairs", type=int, default=40)
    ap.add_argument("--overhead-items", type=int, default=1000)
    ap.add_argument("--lean", default=None)
    ap.add_argument("--skip-lean", action="store_true", help="driver overhead only")
    args = ap.parse_args()
    os.environ.pop("PARACERT_BACKEND", None)
    emit("load", uptime=subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip(),
         cpus=os.cpu_count())
    ensure_ray()
    ms = overhead(args.overhead_items)
    if args.skip_lean:
        emit("ratio", overhead_ms_per_item=round(ms, 3))
        return
    pairs = load_dataset("forminv")[: args.pairs]
    with tempfile.TemporaryDirectory() as tmp:
        one = throughput(1, pairs, args.lean, Path(tmp) / "w1")
        two = throughput(2, pairs, args.lean, Path(tmp) / "w2")
    emit("load", uptime=subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip(),
         cpus=os.cpu_count())
    emit("ratio", two_vs_one=round(two / one, 3), target_ratio=1.6, overhead_ms_per_item=round(ms, 3),
         target_overhead_ms=5.0)


if __name__ == "__main__":
    main()

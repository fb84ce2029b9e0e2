"""Benchmark of the Lean backend: batch vs one process per check. Prints JSON per launcher.

  python benchmarks/bench_lean.py [--items 120] [--singles 3] [--lean wasm|native|auto] [--compare-live-markers]

startup_s: `lean --version` (process start only) and the time to the batch's start marker
(start + imports + prelude); per_item_s: (batch wall - start-up) / items; items_per_s: items /
batch wall; speedup_vs_process_per_check: (mean wall of one process per item) / (batch wall / items);
median_item_s: median per-item time Lean reported (live markers where the launcher has them).
--compare-live-markers: the same batch once more without live markers (their cost per item).
No cache is used: every figure is real Lean work.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from paracert.lean import LeanItem, LeanRunner
from paracert.lean.config import LeanConfig
from paracert.lean.items import ItemResult
from paracert.lean.launch.launchers import Launcher, measure_startup, select_launcher


def small_theorems(n: int) -> list[LeanItem]:
    items = []
    for i in range(n):
        k = i % 4
        code = [
            f"theorem t{i} (a b : Nat) : a + b + {i} = b + a + {i} := by omega",
            f"theorem t{i} : {i} + {i} = {2 * i} := by decide",
            f"theorem t{i} (xs : List Nat) : (xs ++ [{i}]).length = xs.length + 1 := by simp",
            f"theorem t{i} (p q : Prop) (hp : p) (hq : q) : q ∧ p := ⟨hq, hp⟩",
        ][k]
        items.append(LeanItem(item_id=f"t{i}", code=code))
    return items


def run_batch(launcher: Launcher, items: list[LeanItem], work_dir: Path) -> tuple[list[ItemResult], float, float]:
    """(results, batch wall, start-up to the start marker) of one uncached batch."""
    runner = LeanRunner(LeanConfig(cache=False), launcher=launcher, work_dir=work_dir)
    t0 = time.monotonic()
    results = runner.run(items)
    wall = time.monotonic() - t0
    stats = runner.last_stats
    assert stats is not None
    return results, wall, stats.startup_s[0] if stats.startup_s else float("nan")


def median_elapsed(results: list[ItemResult]) -> float | None:
    times = [r.elapsed_s for r in results if r.elapsed_s is not None]
    return round(statistics.median(times), 4) if times else None


def bench(launcher_name: str | None, n_items: int, n_singles: int, compare_live: bool = False) -> dict:
    launcher = select_launcher(launcher_name)
    with tempfile.TemporaryDirectory() as tmp:
        version_s = measure_startup(launcher, Path(tmp))
        runner = LeanRunner(LeanConfig(cache=False), launcher=launcher, work_dir=Path(tmp) / "w")
        items = small_theorems(n_items)
        results, batch_wall, startup = run_batch(launcher, items, Path(tmp) / "w")
        ok = sum(r.ok for r in results)
        without_live: dict[str, float | None] = {}
        if compare_live and launcher.live_markers:
            launcher.live_markers = False
            plain, plain_wall, plain_startup = run_batch(launcher, items, Path(tmp) / "w")
            launcher.live_markers = True
            assert all(r.ok for r in plain), [r for r in plain if not r.ok][:1]
            without_live = {"batch_wall_s_without_live_markers": round(plain_wall, 2),
                            "per_item_s_without_live_markers": round((plain_wall - plain_startup) / n_items, 4)}
        singles = []
        for item in items[:n_singles]:
            t1 = time.monotonic()
            (res,) = runner.run([item])
            singles.append(time.monotonic() - t1)
            assert res.ok, res
    per_item_batch = batch_wall / n_items
    return {
        "launcher": launcher.name,
        "lean_version": runner.lean_version,
        "items": n_items,
        "items_ok": ok,
        "version_startup_s": round(version_s, 2),
        "startup_s": round(startup, 2),
        "batch_wall_s": round(batch_wall, 2),
        "startup_share": round(startup / batch_wall, 3),
        "per_item_s": round((batch_wall - startup) / n_items, 4),
        "median_item_s": median_elapsed(results),
        **without_live,
        "items_per_s": round(n_items / batch_wall, 3),
        "process_per_check_wall_s": [round(s, 2) for s in singles],
        "speedup_vs_process_per_check": round(statistics.mean(singles) / per_item_batch, 1),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--items", type=int, default=120)
    ap.add_argument("--singles", type=int, default=3)
    ap.add_argument("--lean", action="append", help="launcher(s) to measure (default: auto)")
    ap.add_argument("--compare-live-markers", action="store_true",
                    help="run the batch again without live markers (embedded Lean) to price them")
    args = ap.parse_args()
    for name in args.lean or [None]:
        print(json.dumps(bench(name, args.items, args.singles, args.compare_live_markers), indent=2))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Certification of the demo substrate through the Lean session vs the batch files, one run.

  python benchmarks/bench_certify_modes.py [--subset N] [--lean auto] [--order session,batch]

The demo substrate is what `paracert demo` certifies (FALSE controls + the FormInv substrate: 335
pairs). Each mode gets its own LeanRunner with an empty cache (cache=False: every Lean item really
runs), no daemon and the CLI's 90 s item limit; wall time includes the Lean start-ups of each mode.
`--subset N` takes a fixed, deterministic subset (every k-th pair in the substrate's order,
k = ceil(335 / N)) when the full batch path would take too long; the subset's size is printed.

Prints JSON lines: one per mode (pairs, wall s, pairs/s, Lean processes / sessions, verdict
counts) and `ratio` (session pairs/s over batch pairs/s; the target is >= 4) with the number
of pairs on which both modes gave the same verdict.
"""

from __future__ import annotations

import argparse
import collections
import json
import math
import os
import sys
import tempfile
import time
from pathlib import Path

from paracert.certify.engine import certify_pairs
from paracert.data.substrate import false_control_pairs, forminv_pairs
from paracert.lean import LeanRunner
from paracert.lean.config import LeanConfig
from paracert.statements.pairs import Pair


def demo_pairs(subset: int | None) -> list[Pair]:
    pairs = false_control_pairs() + forminv_pairs()
    if subset is None or subset >= len(pairs):
        return pairs
    stride = math.ceil(len(pairs) / subset)
    return pairs[::stride]


def run_mode(mode: str, pairs: list[Pair], lean: str | None) -> tuple[dict, dict[str, str]]:
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.monotonic()
        config = LeanConfig(launcher=lean or "auto", cache=False, mode=mode, daemon=False, item_timeout=90.0)
        runner = LeanRunner(config, work_dir=Path(tmp))
        verdicts = certify_pairs(pairs, runner)
        wall = time.monotonic() - t0
        processes = sum(st.processes for st in runner.history)
        startups = [s for st in runner.history for s in st.startup_s]
        runner.close()
    counts = collections.Counter(v.verdict.value for v in verdicts)
    row = {"mode": mode, "pairs": len(pairs), "wall_s": round(wall, 1), "pairs_per_s": round(len(pairs) / wall, 3),
           "lean_processes": processes, "startup_s": [round(s, 1) for s in startups],
           "lean_items": sum(st.items for st in runner.history), "verdicts": dict(counts.most_common())}
    return row, {v.pair_id or v.digest: v.verdict.value for v in verdicts}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--subset", type=int, default=None, help="a fixed subset of about N pairs (every k-th)")
    ap.add_argument("--lean", default=None)
    ap.add_argument("--order", default="session,batch", help="which mode runs first")
    args = ap.parse_args()
    os.environ["PARACERT_DAEMON"] = "0"
    pairs = demo_pairs(args.subset)
    print(json.dumps({"substrate_pairs": len(false_control_pairs() + forminv_pairs()), "pairs_run": len(pairs),
                      "subset": args.subset is not None}), flush=True)
    rows: dict[str, dict] = {}
    verdicts: dict[str, dict[str, str]] = {}
    for mode in args.order.split(","):
        rows[mode], verdicts[mode] = run_mode(mode, pairs, args.lean)
        print(json.dumps(rows[mode]), flush=True)
    same = sum(verdicts["session"].get(k) == v for k, v in verdicts["batch"].items())
    print(json.dumps({"ratio_session_over_batch_pairs_per_s":
                      round(rows["session"]["pairs_per_s"] / rows["batch"]["pairs_per_s"], 2),
                      "same_verdict": f"{same}/{len(pairs)}"}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

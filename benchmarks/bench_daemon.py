"""Cold vs warm `paracert equiv --a … --b …` through the background Lean daemon, in one run.

  python benchmarks/bench_daemon.py [--warm-runs 3] [--local]

A fresh private runtime directory (so the first call really is cold: it starts the daemon and its
Lean session), then the same CLI call again `--warm-runs` times (served by the warm daemon), each
with `--no-cache` so that Lean elaborates every item each time (no result cache). `--local` also
times one `--no-daemon` call (a Lean start-up in the command itself). Prints one JSON line per call
and a summary line: cold, warm median, and their ratio, beside the CLI's floor (`paracert equiv
--help`: interpreter and imports, no Lean).
The daemon is stopped at the end.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

A = "∀ a b : Nat, a ≥ b → a + 1 > b"
B = "∀ a b : Nat, b ≤ a → b < a + 1"


def equiv(env: dict[str, str], *extra: str) -> dict:
    cmd = [sys.executable, "-m", "paracert", "equiv", "--a", A, "--b", B, "--no-cache", "--json", *extra]
    t0 = time.monotonic()
    proc = subprocess.run(cmd, capture_output=True, env=env, timeout=1800)
    wall = time.monotonic() - t0
    if proc.returncode != 0:
        raise SystemExit(f"equiv failed ({proc.returncode}): {proc.stderr.decode()[-2000:]}")
    verdict = json.loads(proc.stdout)[0]["verdict"]
    return {"wall_s": round(wall, 2), "verdict": verdict,
            "daemon": "using the background Lean daemon" in proc.stderr.decode()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--warm-runs", type=int, default=3)
    parser.add_argument("--local", action="store_true", help="also time one --no-daemon call")
    args = parser.parse_args()
    runtime = Path(tempfile.mkdtemp(prefix="pc-bench-", dir="/tmp"))
    env = {**os.environ, "PARACERT_RUNTIME_DIR": str(runtime), "PARACERT_DAEMON": "1"}
    try:
        t0 = time.monotonic()  # the CLI's own fixed cost (interpreter + imports), no Lean at all
        subprocess.run([sys.executable, "-m", "paracert", "equiv", "--help"], capture_output=True, env=env)
        floor = round(time.monotonic() - t0, 2)
        print(json.dumps({"call": "floor (paracert equiv --help)", "wall_s": floor}), flush=True)
        cold = equiv(env)
        print(json.dumps({"call": "cold (starts the daemon and its Lean)", **cold}), flush=True)
        warm = []
        for k in range(args.warm_runs):
            w = equiv(env)
            warm.append(w)
            print(json.dumps({"call": f"warm {k + 1}", **w}), flush=True)
        summary = {"cli_floor_s": floor, "cold_s": cold["wall_s"],
                   "warm_median_s": statistics.median(w["wall_s"] for w in warm),
                   "warm_all_s": [w["wall_s"] for w in warm]}
        summary["cold_over_warm"] = round(summary["cold_s"] / summary["warm_median_s"], 1)
        if args.local:
            local = equiv(env, "--no-daemon")
            print(json.dumps({"call": "local (--no-daemon)", **local}), flush=True)
            summary["local_s"] = local["wall_s"]
        summary["same_verdicts"] = len({cold["verdict"], *(w["verdict"] for w in warm)}) == 1
        print(json.dumps({"summary": summary}), flush=True)
    finally:
        subprocess.run([sys.executable, "-m", "paracert", "serve", "--stop"], env=env, capture_output=True)
        shutil.rmtree(runtime, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

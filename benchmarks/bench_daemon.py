"""`paracert --help`, and cold vs warm `paracert equiv --a … --b …` through the background Lean
daemon, in one run.

  python benchmarks/bench_daemon.py [--warm-runs 3] [--help-runs 5] [--local]

First `paracert --help` `--help-runs` times (the command list: interpreter, the CLI and its table,
no stage imported) and `paracert equiv --help` once (the CLI's floor for `equiv`: the imports of
its command module, no Lean). Then, in a fresh private runtime directory (so the first call really
is cold: it starts the daemon and its Lean session), `paracert equiv`, then the same call again
`--warm-runs` times (served by the warm daemon), each with `--no-cache` so that Lean elaborates
every item each time (no result cache). `--local` also times one `--no-daemon` call (a Lean
start-up in the command itself).
Prints one JSON line per call (`wall_s`; `cpu_s`: the call's own user + system CPU time, which a
loaded machine inflates much less than the wall time) and a summary line: `help_s` / `help_cpu_s`
(medians of `paracert --help`), the floor, cold, warm median (wall and CPU), their ratio, and the
load average before and after (figures taken under load are lower bounds for speed).
The daemon is stopped at the end.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

A = "∀ a b : Nat, a ≥ b → a + 1 > b"
B = "∀ a b : Nat, b ≤ a → b < a + 1"


def timed(cmd: list[str], env: dict[str, str]) -> tuple[subprocess.CompletedProcess, float, float]:
    """The finished call, its wall time and its own user + system CPU time (seconds)."""
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    proc = subprocess.run(cmd, capture_output=True, env=env, timeout=1800)
    wall = time.monotonic() - t0
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    return proc, wall, (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)


def paracert_help(env: dict[str, str], *command: str) -> dict:
    proc, wall, cpu = timed([sys.executable, "-m", "paracert", *command, "--help"], env)
    if proc.returncode != 0:
        raise SystemExit(f"paracert {' '.join(command)} --help failed ({proc.returncode}): {proc.stderr.decode()}")
    return {"wall_s": round(wall, 3), "cpu_s": round(cpu, 3)}


def equiv(env: dict[str, str], *extra: str) -> dict:
    cmd = [sys.executable, "-m", "paracert", "equiv", "--a", A, "--b", B, "--no-cache", "--json", *extra]
    proc, wall, cpu = timed(cmd, env)
    if proc.returncode != 0:
        raise SystemExit(f"equiv failed ({proc.returncode}): {proc.stderr.decode()[-2000:]}")
    verdict = json.loads(proc.stdout)[0]["verdict"]
    return {"wall_s": round(wall, 2), "cpu_s": round(cpu, 2), "verdict": verdict,
            "daemon": "using the background Lean daemon" in proc.stderr.decode()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--warm-runs", type=int, default=3)
    parser.add_argument("--help-runs", type=int, default=5, help="calls of `paracert --help` (median)")
    parser.add_argument("--local", action="store_true", help="also time one --no-daemon call")
    args = parser.parse_args()
    runtime = Path(tempfile.mkdtemp(prefix="pc-bench-", dir="/tmp"))
    env = {**os.environ, "PARACERT_RUNTIME_DIR": str(runtime), "PARACERT_DAEMON": "1"}
    load_before = round(os.getloadavg()[0], 2)
    try:
        helps = []
        for k in range(args.help_runs):  # the command list: no stage imported
            h = paracert_help(env)
            helps.append(h)
            print(json.dumps({"call": f"paracert --help {k + 1}", **h}), flush=True)
        floor = paracert_help(env, "equiv")  # equiv's own fixed cost (interpreter + imports), no Lean at all
        print(json.dumps({"call": "floor (paracert equiv --help)", **floor}), flush=True)
        cold = equiv(env)
        print(json.dumps({"call": "cold (starts the daemon and its Lean)", **cold}), flush=True)
        warm = []
        for k in range(args.warm_runs):
            w = equiv(env)
            warm.append(w)
            print(json.dumps({"call": f"warm {k + 1}", **w}), flush=True)
        summary = {"help_s": statistics.median(h["wall_s"] for h in helps),
                   "help_cpu_s": statistics.median(h["cpu_s"] for h in helps),
                   "cli_floor_s": floor["wall_s"], "cold_s": cold["wall_s"],
                   "warm_median_s": statistics.median(w["wall_s"] for w in warm),
                   "warm_cpu_median_s": statistics.median(w["cpu_s"] for w in warm),
                   "warm_all_s": [w["wall_s"] for w in warm]}
        summary["cold_over_warm"] = round(summary["cold_s"] / summary["warm_median_s"], 1)
        if args.local:
            local = equiv(env, "--no-daemon")
            print(json.dumps({"call": "local (--no-daemon)", **local}), flush=True)
            summary["local_s"] = local["wall_s"]
        summary["same_verdicts"] = len({cold["verdict"], *(w["verdict"] for w in warm)}) == 1
        summary["load_average"] = [load_before, round(os.getloadavg()[0], 2)]  # 1-minute, before and after
        # False: no .pyc is written, so every call compiles the modules it imports (slower)
        summary["bytecode_cache"] = not env.get("PYTHONDONTWRITEBYTECODE")
        print(json.dumps({"summary": summary}), flush=True)
    finally:
        subprocess.run([sys.executable, "-m", "paracert", "serve", "--stop"], env=env, capture_output=True)
        shutil.rmtree(runtime, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

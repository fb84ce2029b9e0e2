"""Whether the embedded Lean survives deep terms, by the stack its pthread workers get.

Lean elaborates on an emscripten pthread worker, a Node worker thread; Node gives a worker a 4 MB
stack unless told otherwise, and a recursion deeper than that ends the whole Lean process with
`RangeError: Maximum call stack size exceeded`. lean_patch.js starts the workers with
PARACERT_LEAN_STACK_MB (default 512). Here each depth N is one file, `example : 1 + 1 + … + 1 = N :=
rfl` (N numerals: the elaborator and the kernel recurse along the sum), run by `paracert elaborate
--trusted --no-daemon` once per stack size, in a fresh process.

    python3 benchmarks/bench_lean_stack.py [--depths 1000,3000] [--stacks 4,512] [--json]

Prints per (stack, depth): the status Lean's result reports (ok / crashed: …) and the wall seconds.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def deep_sum(n: int) -> str:
    return "example : " + " + ".join(["(1 : Nat)"] * n) + f" = {n} := rfl\n"


def run(depth: int, stack_mb: int, work: Path) -> dict:
    path = work / f"deep_{depth}.lean"
    path.write_text(deep_sum(depth), encoding="utf-8")
    env = dict(os.environ, PARACERT_LEAN_STACK_MB=str(stack_mb))
    start = time.perf_counter()
    proc = subprocess.run(["paracert", "elaborate", "--trusted", "--no-cache", "--no-daemon", "--json", str(path)],
                          capture_output=True, text=True, env=env, timeout=1800)
    wall = time.perf_counter() - start
    try:
        first = json.loads(proc.stdout)["results"][0]
        status, detail = first["status"], str(first.get("detail") or "")[:120]
    except (json.JSONDecodeError, KeyError, IndexError, TypeError):
        status, detail = "no result", (proc.stderr.strip().splitlines() or [""])[-1][:120]
    return {"stack_mb": stack_mb, "depth": depth, "status": status, "detail": detail, "wall_s": round(wall, 1)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--depths", default="1000,3000")
    ap.add_argument("--stacks", default="4,512", help="worker stack sizes in MB (4: Node's default for workers)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    depths = [int(d) for d in args.depths.split(",")]
    stacks = [int(s) for s in args.stacks.split(",")]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for stack in stacks:
            for depth in depths:
                row = run(depth, stack, Path(tmp))
                rows.append(row)
                if not args.json:
                    print(f"stack {stack:>4} MB  depth {depth:>6}: {row['status']:<10} {row['wall_s']:>6.1f} s  "
                          f"{row['detail']}", flush=True)
    if args.json:
        json.dump(rows, sys.stdout, indent=2)
        print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

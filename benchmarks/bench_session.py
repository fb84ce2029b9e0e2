"""The persistent Lean session against the batch file, one run, same items.

  python benchmarks/bench_session.py [--items 500] [--growth 2000] [--warmup 20] [--lean auto] [--no-batch]
  python benchmarks/bench_session.py --startup 3 [--program-before FILE]

Prints JSON lines: `session` (launch -> ready, items/s over the `--items` items after warm-up,
p50/p95 per item, resident memory at start and end), `growth` (the same session goes on to
`--growth` items in all: resident memory every 250 items, items/s per 250-item window, so growth and
slow-down can be read; this is what the pool's recycling default is based on), `batch` (the same items in one
batch file: wall, items/s) and `ratio` (batch wall / session wall, start-up included on both sides).
Items are small distinct theorems (omega, decide, simp, rfl), so they measure the path, not Lean's
tactics. Run it on an otherwise idle machine: it runs one Lean process at a time.

`--startup N`: session start-up only (launch -> ready, and the process's CPU seconds at ready, which
load on a shared machine inflates less than wall time), N rounds of: a session without the
translation module (every session that reads no Mathlib-syntax statement), one with it
(lean/session/Translate.lean, a session that translates), and with `--program-before FILE` one
running that whole program text (e.g. an earlier Session.lean: `git show REV:lean/session/Session.lean`).
Prints one line per session, then the medians.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from paracert.lean import LeanItem, LeanRunner
from paracert.lean.backends.pool import result_from_answer
from paracert.lean.backends.session import LeanSession
from paracert.lean.config import LeanConfig
from paracert.lean.launch.launchers import select_launcher
from paracert.lean.launch.profile import get_profile
from paracert.lean.protocol import SessionRequest

SHAPES = [
    "theorem t : {i} + 1 = {j} := rfl",
    "theorem t (a : Nat) : a + {i} = {i} + a := by omega",
    "theorem t : {i} < {j} := by decide",
    "theorem t (xs : List Nat) : (xs ++ []).length + {i} = xs.length + {i} := by simp",
]


def items(n: int) -> list[LeanItem]:
    return [LeanItem(item_id=f"i{k}", code=SHAPES[k % len(SHAPES)].format(i=k, j=k + 1)) for k in range(n)]


def gb(b: int | None) -> float | None:
    return None if b is None else round(b / 1024**3, 2)


def bench_session(launcher, todo: list[LeanItem], warmup: int, timed_items: int) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        session = LeanSession(launcher, get_profile("core"), Path(tmp))
        t0 = time.monotonic()
        session.start()
        ready = time.monotonic() - t0
        rss = [(0, gb(session.rss_bytes()))]
        times: list[float] = []
        failed = 0
        t_after_warmup = t_timed_end = None
        windows: list[tuple[int, float]] = []
        t_window = time.monotonic()
        rss_timed_end = None
        for k, item in enumerate(todo):
            if k == warmup:
                t_after_warmup = time.monotonic()
            t = time.monotonic()
            res = result_from_answer(item, session.request(SessionRequest(cmd=item.code, env=0), 120))
            if warmup <= k < warmup + timed_items:
                times.append(time.monotonic() - t)
            if k + 1 == warmup + timed_items:
                t_timed_end = time.monotonic()
                rss_timed_end = gb(session.rss_bytes())
            failed += not res.ok
            if (k + 1) % 250 == 0:
                now = time.monotonic()
                rss.append((k + 1, gb(session.rss_bytes())))
                windows.append((k + 1, round(250 / (now - t_window), 1)))
                t_window = now
        end = time.monotonic()
        session.close()
    qs = statistics.quantiles(times, n=20) if len(times) >= 20 else [float("nan")] * 19
    per_s = (round(len(times) / (t_timed_end - t_after_warmup), 1)
             if t_after_warmup and t_timed_end else None)
    return {"session": {"ready_s": round(ready, 1), "warmup": warmup, "timed_items": len(times),
                        "failed": failed, "items_per_s_after_warmup": per_s,
                        "p50_ms": round(statistics.median(times) * 1000, 1), "p95_ms": round(qs[18] * 1000, 1),
                        "rss_gb_start": rss[0][1], "rss_gb_end_of_timed": rss_timed_end,
                        "wall_to_timed_end_s": round((t_timed_end or end) - t0, 1)},
            "growth": {"items": len(todo), "rss_gb_by_items": rss, "items_per_s_by_window": windows,
                       "rss_gb_end": rss[-1][1], "wall_s": round(end - t0, 1)}}


def bench_batch(launcher, todo: list[LeanItem]) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        runner = LeanRunner(LeanConfig(cache=False, mode="batch", pool_size=1), launcher=launcher, work_dir=Path(tmp))
        t0 = time.monotonic()
        res = runner.run(todo)
        wall = time.monotonic() - t0
    return {"batch": {"items": len(todo), "failed": sum(not r.ok for r in res), "wall_s": round(wall, 1),
                      "items_per_s": round(len(todo) / wall, 2)}}


def _cpu_s(pid: int) -> float | None:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def bench_startup(launcher, rounds: int, program_before: Path | None) -> dict:
    from paracert.lean.backends import session as session_module

    own = session_module.session_program_text
    kinds = ["without_translation", "with_translation"] + (["program_before"] if program_before else [])
    seen: dict[str, list[tuple[float, float | None]]] = {k: [] for k in kinds}
    try:
        for r in range(rounds):
            for kind in kinds:
                if kind == "program_before" and program_before is not None:
                    text = program_before.read_text(encoding="utf-8")
                    session_module.session_program_text = lambda translate=False, text=text: text
                else:
                    session_module.session_program_text = own
                with tempfile.TemporaryDirectory() as tmp:
                    session = LeanSession(launcher, get_profile("core"), Path(tmp),
                                          translate=kind == "with_translation")
                    t0 = time.monotonic()
                    session.start()
                    ready = time.monotonic() - t0
                    cpu = _cpu_s(session.proc.pid) if session.proc is not None else None
                    session.close()
                seen[kind].append((ready, cpu))
                print(json.dumps({"round": r + 1, "session": kind, "ready_s": round(ready, 1),
                                  "cpu_s": None if cpu is None else round(cpu, 1),
                                  "load_1min": os.getloadavg()[0]}), flush=True)
    finally:
        session_module.session_program_text = own
    return {kind: {"median_ready_s": round(statistics.median(x[0] for x in v), 1),
                   "median_cpu_s": (round(statistics.median(c for _, c in v if c is not None), 1)
                                    if any(c is not None for _, c in v) else None)}
            for kind, v in seen.items()}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--items", type=int, default=500)
    ap.add_argument("--warmup", type=int, default=20)
    ap.add_argument("--growth", type=int, default=2000,
                    help="items in all in the same session (>= warmup + items), RSS every 250")
    ap.add_argument("--lean", default=None)
    ap.add_argument("--no-batch", action="store_true")
    ap.add_argument("--startup", type=int, default=0, metavar="N", help="session start-up only, N rounds")
    ap.add_argument("--program-before", type=Path, default=None,
                    help="with --startup: also sessions running this program text")
    args = ap.parse_args()
    launcher = select_launcher(args.lean)
    if args.startup:
        print(json.dumps({"startup": bench_startup(launcher, args.startup, args.program_before)}))
        return 0
    todo = items(max(args.items + args.warmup, args.growth))
    s = bench_session(launcher, todo, args.warmup, args.items)
    print(json.dumps({"session": s["session"]}), flush=True)
    print(json.dumps({"growth": s["growth"]}), flush=True)
    if not args.no_batch:
        b = bench_batch(launcher, todo[:args.items + args.warmup])
        print(json.dumps(b), flush=True)
        ratio = round(b["batch"]["wall_s"] / s["session"]["wall_to_timed_end_s"], 2)
        print(json.dumps({"ratio_batch_wall_over_session_wall": ratio}))
    return 0


if __name__ == "__main__":
    sys.exit(main())

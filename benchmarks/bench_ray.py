"""The Ray backend: throughput against the number of actors, and what the driver costs per item.

Three modes:

  python benchmarks/bench_ray.py [--pairs 40] [--actors 1,2] [--overhead-items 1000] [--lean auto] [--skip-lean]
      real Lean: the first `--pairs` pairs of the demo substrate (FormInv: `paracert certify forminv`,
      the FALSE controls first, then the paraphrase families, in file order) certified with the cache off
      through `--backend ray`, once per actor count; actors warmed first (their Lean start-up reported
      apart). Each actor holds one embedded Lean (~3.4 GB, ~30 s to start): take it on a machine with a
      core per actor plus one.
  python benchmarks/bench_ray.py --simulate [--actors 1,2,4,8,16] [--sets demo,renamed] [--time-scale 1]
      the real driver (LeanRunner with a result cache, RayPool, the certify engine) on a real local Ray,
      with `SimulatedLeanWorker` actors: each sleeps an item's recorded Lean time and returns its recorded
      result (benchmarks/data/ray_sim_recording.jsonl). Sleeping actors need no cores, so the curve
      measures the orchestration: the driver, its cache writes, Ray's dispatch and result transport.
  python benchmarks/bench_ray.py --record benchmarks/data/ray_sim_recording.jsonl [--sets demo,renamed]
      one real Lean session (local, cache off) certifies the sets item by item and writes, per item (key:
      digest of kind, code, heartbeats, axioms asked), its result and its time: `elapsed_s` (Lean's own,
      between the item's markers) and `wall_s` (the session round trip, session start-ups excluded).

Sets: `demo` = the demo substrate's 335 pairs; `renamed` = those of its pairs whose statements
paracert's parser reads, with every bound variable renamed (`n` -> `n_r`) on both sides: the same
shapes with new Lean texts (new items).

Prints JSON lines: `load` (`uptime`, CPUs), `overhead` (a trivial item through RayPool, 1 actor), one
`actors` line per actor count, and `summary`. With --simulate also the verdict stream (one line per
pair, identical for every actor count: asserted) and a table.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from paracert.certify.datasets import load_dataset
from paracert.certify.engine import certify_pairs
from paracert.lean import LeanItem, LeanRunner
from paracert.lean.backends.pool import OnResult, PoolStats, SessionPool
from paracert.lean.backends.ray_backend import RayPool, ensure_ray
from paracert.lean.backends.session import session_program_digest
from paracert.lean.cache import ResultCache
from paracert.lean.config import LeanConfig
from paracert.lean.items import ErrorCategory, ItemResult, Status
from paracert.lean.launch.launchers import Launcher, select_launcher
from paracert.lean.launch.profile import get_profile
from paracert.statements.pairs import Pair

RECORDING = Path(__file__).parent / "data" / "ray_sim_recording.jsonl"
SETS = ("demo", "renamed")
ITEM_TIMEOUT_S = 90.0  # what `paracert certify` uses


def emit(kind: str, **fields: object) -> None:
    print(json.dumps({"kind": kind, **fields}, ensure_ascii=False), flush=True)


def uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


# -- the pairs -------------------------------------------------------------------------------------
def renamed_pairs(pairs: list[Pair], suffix: str = "r") -> list[Pair]:
    """The pairs whose A and B paracert's parser reads, every bound variable `x` renamed `x_<suffix>`."""
    from paracert.transforms.parser import parse
    from paracert.transforms.printer import print_expr
    from paracert.transforms.rules.renaming import binder_names, rename_all, valid_renaming

    out = []
    for p in pairs:
        try:
            ea, eb = parse(p.a), parse(p.b)
        except Exception:  # noqa: BLE001 - outside the parser's fragment: not in this set
            continue
        in_a, in_b = {n for n, _ in binder_names(ea)}, {n for n, _ in binder_names(eb)}
        mapping = {n: f"{n}_{suffix}" for n in sorted(in_a | in_b)}
        if not mapping or valid_renaming(ea, {k: v for k, v in mapping.items() if k in in_a}) \
                or valid_renaming(eb, {k: v for k, v in mapping.items() if k in in_b}):
            continue
        out.append(p.model_copy(update={"a": print_expr(rename_all(ea, mapping)),
                                        "b": print_expr(rename_all(eb, mapping)),
                                        "pair_id": f"{p.pair_id}-{suffix}"}))
    return out


def load_sets(names: list[str]) -> list[tuple[str, list[Pair]]]:
    demo = load_dataset("forminv")
    table = {"demo": demo, "renamed": renamed_pairs(demo)}
    unknown = [n for n in names if n not in table]
    if unknown:
        raise SystemExit(f"unknown set(s) {unknown}: choose from {list(table)}")
    return [(n, table[n]) for n in names]


# -- the recording ---------------------------------------------------------------------------------
def item_key(item: LeanItem, default_heartbeats: int) -> str:
    """What decides an item's result besides the Lean set-up: kind, code, heartbeats, axioms asked."""
    hb = item.heartbeats if item.heartbeats is not None else default_heartbeats
    payload = json.dumps([item.kind, item.code, hb, item.collect_axioms], ensure_ascii=False)
    return hashlib.sha256(payload.encode()).hexdigest()[:32]


def read_recording(path: Path) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    """(meta, key -> {set, status, elapsed_s, wall_s, result})."""
    meta: dict[str, Any] = {}
    items: dict[str, dict[str, Any]] = {}
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            rec = json.loads(line)
            if rec.get("kind") == "meta":
                meta = rec
            else:
                items.setdefault(rec["key"], rec)
    return meta, items


class RecordingBackend:
    """A one-session local pool that runs items one after another and records each (a LeanBackend)."""

    def __init__(self, pool: SessionPool, sink: Callable[[LeanItem, ItemResult, float, float], None]) -> None:
        self.pool = pool
        self.sink = sink
        self.stats: PoolStats = pool.stats

    def run(self, items: list[LeanItem], item_timeout: float, default_heartbeats: int,
            on_result: OnResult | None = None) -> list[ItemResult]:
        out = []
        for item in items:
            starts = len(self.pool.stats.startups_s)
            t0 = time.monotonic()
            res = self.pool.run_one(0, item, item_timeout, default_heartbeats)
            wall = time.monotonic() - t0
            startup = sum(self.pool.stats.startups_s[starts:])
            self.pool.stats.items += 1
            self.sink(item, res, max(0.0, wall - startup), startup)
            out.append(res)
            if on_result is not None:
                on_result(res)
        return out

    def close(self) -> None:
        self.pool.close()


def record(out: Path, set_names: list[str], lean: str | None, work: Path) -> None:
    launcher = select_launcher(lean)
    profile = get_profile("core")
    pool = SessionPool(launcher, profile, 1, work, startup_timeout=600.0, max_rss_gb=launcher.max_rss_gb())
    lines: list[dict[str, Any]] = []
    seen: set[str] = set()
    current = {"set": ""}
    runner_box: dict[str, LeanRunner] = {}

    def sink(item: LeanItem, res: ItemResult, wall: float, startup: float) -> None:
        key = item_key(item, runner_box["r"].default_heartbeats)
        if key in seen:
            return
        seen.add(key)
        result = res.model_dump(mode="json", exclude={"item_id", "cached"}, exclude_defaults=True)
        lines.append({"key": key, "set": current["set"], "status": res.status.value, "elapsed_s": res.elapsed_s,
                      "wall_s": round(wall, 4), "startup_s": round(startup, 2) if startup else None,
                      "result": result})

    runner = LeanRunner(LeanConfig(cache=False, item_timeout=ITEM_TIMEOUT_S, daemon=False), launcher=launcher,
                        profile=profile, backend=RecordingBackend(pool, sink), work_dir=work)
    runner_box["r"] = runner
    meta: dict[str, Any] = {"kind": "meta", "recorded": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
                            "machine": f"{os.cpu_count()} CPUs, {platform.machine()}", "load_start": uptime(),
                            "lean_version": runner.lean_version, "launcher": launcher.name,
                            "session_program": session_program_digest(), "profile": profile.digest,
                            "default_heartbeats": runner.default_heartbeats, "item_timeout_s": ITEM_TIMEOUT_S,
                            "sets": {}}
    verdicts_by_set: dict[str, list[str]] = {}
    for name, pairs in load_sets(set_names):
        current["set"] = name
        t0 = time.monotonic()
        before = len(lines)
        verdicts = certify_pairs(pairs, runner)
        verdicts_by_set[name] = [v.verdict.value for v in verdicts]
        meta["sets"][name] = {"pairs": len(pairs), "items": len(lines) - before,
                              "wall_s": round(time.monotonic() - t0, 1)}
        emit("recorded", set=name, **meta["sets"][name])
    runner.close()
    meta["load_end"] = uptime()
    meta["startups_s"] = [round(s, 1) for s in pool.stats.startups_s]
    meta["verdicts"] = {n: _counts(v) for n, v in verdicts_by_set.items()}
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as fh:
        fh.write(json.dumps(meta, ensure_ascii=False) + "\n")
        for rec in lines:
            fh.write(json.dumps(rec, ensure_ascii=False, separators=(",", ":")) + "\n")
    emit("recording", path=str(out), items=len(lines), bytes=out.stat().st_size)


def _counts(verdicts: list[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for v in verdicts:
        counts[v] = counts.get(v, 0) + 1
    return counts


# -- the simulated Lean ----------------------------------------------------------------------------
class SimulatedLeanWorker:
    """A Ray actor body standing in for LeanWorker: no Lean. Each item's result is the recorded one
    (looked up by `item_key`), returned after sleeping the item's recorded session time times
    `TIME_SCALE`; an item missing from the recording is `crashed` at once (counted by the benchmark).
    `simulated_worker(...)` makes the class with its recording; it travels to the actors by value."""

    RECORDED: dict[str, dict[str, Any]] = {}
    IDENTITY: dict[str, Any] = {}
    TIME_SCALE = 1.0

    def __init__(self, launcher_name: str, profile: object, startup_timeout: float, max_rss_gb: float | None) -> None:
        self.items = 0

    def identity(self) -> dict[str, Any]:
        return {**self.IDENTITY, "pid": os.getpid()}

    def run_one(self, item: LeanItem, item_timeout: float, default_heartbeats: int) -> tuple[ItemResult, list[float]]:
        rec = self.RECORDED.get(item_key(item, default_heartbeats))
        if rec is None:
            return ItemResult(item_id=item.item_id, status=Status.crashed, category=ErrorCategory.crashed,
                              detail="simulated Lean: this item is not in the recording"), []
        time.sleep(rec["wall_s"] * self.TIME_SCALE)
        self.items += 1
        return ItemResult.model_validate({**rec["result"], "item_id": item.item_id}), []

    def close(self) -> None:
        pass


def simulated_worker(recorded: dict[str, dict[str, Any]], identity: dict[str, Any], time_scale: float) -> type:
    """SimulatedLeanWorker with its recording (a subclass made at run time: Ray ships it by value)."""
    return type("SimulatedLeanWorker", (SimulatedLeanWorker,),
                {"RECORDED": recorded, "IDENTITY": identity, "TIME_SCALE": time_scale})


class SimulatedLauncher(Launcher):
    """The driver's launcher in simulation: it starts no Lean; its version is the recording's."""

    def __init__(self, version: str) -> None:
        super().__init__(name="simulated")
        self._version = version

    def version(self, use_stamp: bool = True) -> str:
        return self._version


class TimedCache(ResultCache):
    """The result cache, timing each write (the driver's own cost per result)."""

    put_s = 0.0
    puts = 0

    def put(self, key: str, result: ItemResult) -> None:
        t0 = time.perf_counter()
        super().put(key, result)
        self.put_s += time.perf_counter() - t0
        self.puts += 1


class TimedRayPool(RayPool):
    """RayPool, timing the driver's handling of each result (`on_result`: the runner's cache write,
    counts and the engine's bookkeeping) apart from the rest of its loop."""

    settle_s = 0.0
    run_s = 0.0  # wall inside run(): the rest of a certify run is the engine's own work on the driver
    not_recorded = 0  # results of items the recording does not hold
    recorded: dict[str, dict[str, Any]] | None = None  # given: every result is compared with its recording
    mismatches = 0

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.calls: list[tuple[list[LeanItem], int]] = []  # each run's items (one call per engine stage)

    def run(self, items: list[LeanItem], item_timeout: float, default_heartbeats: int,
            on_result: OnResult | None = None) -> list[ItemResult]:
        self.calls.append((items, default_heartbeats))
        keys = {it.item_id: item_key(it, default_heartbeats) for it in items} if self.recorded is not None else {}

        def timed(res: ItemResult) -> None:
            t0 = time.perf_counter()
            if res.detail and "not in the recording" in res.detail:
                self.not_recorded += 1
            elif self.recorded is not None:
                got = res.model_dump(mode="json", exclude={"item_id", "cached"}, exclude_defaults=True)
                self.mismatches += got != self.recorded[keys[res.item_id]]["result"]
            if on_result is not None:
                on_result(res)
            self.settle_s += time.perf_counter() - t0

        t0 = time.perf_counter()
        try:
            return super().run(items, item_timeout, default_heartbeats, on_result=timed)
        finally:
            self.run_s += time.perf_counter() - t0


def verdict_line(v: Any) -> str:
    """A pair's line of the verdict stream: pair, verdict, the settling branch, and a digest of the whole
    verdict record (certificate text, counterexample, Lean times, the attempts as a set: the record lists
    them in the order their results arrived, which depends on how many actors ran them)."""
    record = v.model_dump(mode="json")
    record["attempts"] = sorted(record["attempts"], key=lambda a: json.dumps(a, sort_keys=True))
    whole = hashlib.sha256(json.dumps(record, sort_keys=True).encode()).hexdigest()[:12]
    return f"{v.pair_id}\t{v.verdict.value}\t{v.tactic or '-'}\t{whole}"


def simulate_once(actors: int, sets: list[tuple[str, list[Pair]]], recording: Path, time_scale: float,
                  work: Path, check_results: bool = False) -> tuple[dict[str, Any], list[str]]:
    """Certify `sets` with `actors` simulated actors; (the measurement, the verdict stream).
    `check_results`: the driver also compares every result with its recording (`result_mismatches`)."""
    meta, recorded = read_recording(recording)
    identity = {"lean_version": meta["lean_version"], "session_program": meta["session_program"],
                "profile": meta["profile"]}
    profile = get_profile("core")
    pool = TimedRayPool(SimulatedLauncher(meta["lean_version"]), profile, actors, work, startup_timeout=30.0,
                        worker_class=simulated_worker(recorded, identity, time_scale), expected=identity)
    work.mkdir(parents=True, exist_ok=True)
    cache = TimedCache(work / "lean-results.sqlite")
    runner = LeanRunner(LeanConfig(item_timeout=float(meta.get("item_timeout_s", ITEM_TIMEOUT_S))),
                        launcher=SimulatedLauncher(meta["lean_version"]), profile=profile, cache=cache, backend=pool,
                        work_dir=work)
    # every actor placed and answering before the clock (a trivial item each, not in the recording)
    pool.run([LeanItem(item_id=f"warm{k}", code=f"-- warm {k}") for k in range(pool.size)], 10.0, 1000)
    pool.settle_s, pool.run_s, pool.not_recorded = 0.0, 0.0, 0
    pool.recorded = recorded if check_results else None
    pool.calls.clear()
    items0, cpu0, t0 = pool.stats.items, time.process_time(), time.perf_counter()
    stream: list[str] = []
    for _name, pairs in sets:
        verdicts = certify_pairs(pairs, runner)
        stream += [verdict_line(v) for v in verdicts]
    wall = time.perf_counter() - t0
    cpu = time.process_time() - cpu0
    items = pool.stats.items - items0
    missing = pool.not_recorded
    size = pool.size
    runner.close()
    cache.close()
    # the Lean-bound limit: each run (engine stage) waits for its last item, so its wall is at least
    # max(its Lean time / actors, its longest item)
    lean_s = bound_s = 0.0
    for call_items, hb in pool.calls:
        times = [recorded[k]["wall_s"] * time_scale for k in (item_key(it, hb) for it in call_items) if k in recorded]
        lean_s += sum(times)
        bound_s += max(sum(times) / size, max(times, default=0.0))
    row = {"actors": size, "items": items, "wall_s": round(wall, 2), "items_per_s": round(items / wall, 2),
           "driver_cpu_ms_per_item": round(1000 * cpu / items, 3), "driver_cpu_share": round(cpu / wall, 3),
           "cache_put_ms_per_item": round(1000 * cache.put_s / max(1, cache.puts), 3),
           "settle_ms_per_item": round(1000 * pool.settle_s / items, 3),
           "in_pool_s": round(pool.run_s, 2), "engine_s": round(wall - pool.run_s, 2),
           "lean_s": round(lean_s, 1), "runs": len(pool.calls),
           "lean_bound_items_per_s": round(items / bound_s, 2) if bound_s else None,
           "not_in_recording": missing}
    if check_results:
        row["result_mismatches"] = pool.mismatches
    return row, stream


def simulate(actor_counts: list[int], set_names: list[str], recording: Path, time_scale: float,
             show_stream: bool) -> None:
    meta, recorded = read_recording(recording)
    emit("recording", path=str(recording), items=len(recorded), recorded=meta.get("recorded"),
         machine=meta.get("machine"), lean=meta.get("lean_version"), time_scale=time_scale)
    os.environ.setdefault("PARACERT_RAY_ACTOR_GB", "0.05")  # a simulated actor holds no Lean
    if os.environ.get("RAY_ADDRESS"):
        ensure_ray()
    else:  # a local Ray with a logical CPU per actor: sleeping actors need no cores
        import ray

        os.environ.setdefault("RAY_memory_monitor_refresh_ms", "0")
        ray.init(address="local", num_cpus=max(max(actor_counts), os.cpu_count() or 1), include_dashboard=False,
                 object_store_memory=256 * 1024**2, log_to_driver=True, _node_ip_address="127.0.0.1")
    sets = load_sets(set_names)
    rows = []
    streams: dict[int, list[str]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for n in actor_counts:
            row, stream = simulate_once(n, sets, recording, time_scale, Path(tmp) / f"a{n}")
            crashed = sum(1 for line in stream if "\tcrashed" in line)
            emit("actors", **row, pairs=len(stream), load=uptime().split("load average:")[-1].strip(),
                 verdict_stream_sha256=hashlib.sha256("\n".join(stream).encode()).hexdigest()[:16],
                 verdicts=_counts([line.split("\t")[1] for line in stream]), crashed_pairs=crashed)
            rows.append(row)
            streams[n] = stream
    first = actor_counts[0]
    same = all(streams[n] == streams[first] for n in actor_counts)
    if show_stream:
        for line in streams[first]:
            print(line)
    base = rows[0]["items_per_s"] / rows[0]["actors"]  # one actor's rate
    print("\n| actors | items/s | speedup vs 1 | speedup / actors | Lean-bound items/s | wall s | engine s "
          "(driver, outside the pool) | driver CPU ms/item | driver CPU share | cache write ms/item |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for r in rows:
        speedup = r["items_per_s"] / base
        print(f"| {r['actors']} | {r['items_per_s']:.2f} | {speedup:.2f}x | {speedup / r['actors']:.2f} "
              f"| {r['lean_bound_items_per_s']} | {r['wall_s']:.1f} | {r['engine_s']:.1f} "
              f"| {r['driver_cpu_ms_per_item']:.2f} | {r['driver_cpu_share']:.2f} | {r['cache_put_ms_per_item']:.3f} |",
              flush=True)
    emit("summary", identical_verdict_streams=same, pairs=len(streams[first]), load=uptime(),
         speedups={r["actors"]: round(r["items_per_s"] / base, 2) for r in rows})
    if not same:
        raise SystemExit("the verdict streams differ between actor counts")


# -- real Lean ---------------------------------------------------------------------------------------
class EchoWorker:
    """A worker with no Lean: answers every item `ok` at once (the trivial item of the overhead figure)."""

    def __init__(self, *_args: object) -> None:
        pass

    def run_one(self, item: LeanItem, item_timeout: float, default_heartbeats: int) -> tuple[ItemResult, list[float]]:
        return ItemResult(item_id=item.item_id, status=Status.ok), []

    def close(self) -> None:
        pass


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


def throughput(actors: int, pairs: list, lean: str | None, work: Path) -> tuple[float, list[str]]:
    runner = LeanRunner(LeanConfig(launcher=lean or "auto", cache=False, backend="ray", pool_size=actors),
                        work_dir=work)
    t0 = time.monotonic()
    warm = [LeanItem(item_id=f"warm{k}", code=f"theorem warm{k} : {k} = {k} := rfl") for k in range(actors)]
    runner.run(warm)  # one item per actor: every actor's Lean is started before the clock
    startup = time.monotonic() - t0
    items_before = runner.pool.stats.items
    t1 = time.monotonic()
    verdicts = certify_pairs(pairs, runner)
    wall = time.monotonic() - t1
    items = runner.pool.stats.items - items_before
    runner.close()
    emit("actors", actors=actors, pairs=len(pairs), lean_items=items, warm_up_s=round(startup, 1),
         wall_s=round(wall, 2), items_per_s=round(items / wall, 3), pairs_per_s=round(len(pairs) / wall, 3),
         verdicts=_counts([v.verdict.value for v in verdicts]))
    return items / wall, [f"{v.pair_id}\t{v.verdict.value}" for v in verdicts]


def real(actor_counts: list[int], n_pairs: int, lean: str | None, overhead_items: int, skip_lean: bool) -> None:
    ensure_ray()
    ms = overhead(overhead_items)
    if skip_lean:
        emit("summary", overhead_ms_per_item=round(ms, 3))
        return
    pairs = load_dataset("forminv")[:n_pairs]
    rates: dict[int, float] = {}
    streams: dict[int, list[str]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for n in actor_counts:
            rates[n], streams[n] = throughput(n, pairs, lean, Path(tmp) / f"w{n}")
    first = actor_counts[0]
    emit("load", uptime=uptime(), cpus=os.cpu_count())
    emit("summary", speedups={n: round(rates[n] / rates[first] * first, 3) for n in actor_counts},
         identical_verdict_streams=all(streams[n] == streams[first] for n in actor_counts),
         overhead_ms_per_item=round(ms, 3), target_overhead_ms=5.0)


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--simulate", action="store_true", help="simulated Lean actors replaying the recording")
    ap.add_argument("--record", type=Path, metavar="OUT", help="record item results and times with a real Lean")
    ap.add_argument("--recording", type=Path, default=RECORDING)
    ap.add_argument("--sets", default=",".join(SETS), help="pair sets for --simulate/--record: demo,renamed")
    ap.add_argument("--actors", default=None, help="actor counts (default 1,2,4,8,16 simulated; 1,2 real)")
    ap.add_argument("--time-scale", type=float, default=1.0, help="simulated Lean time = recorded time x this")
    ap.add_argument("--show-stream", action="store_true", help="print the verdict stream (pair, verdict)")
    ap.add_argument("--pairs", type=int, default=40)
    ap.add_argument("--overhead-items", type=int, default=1000)
    ap.add_argument("--lean", default=None)
    ap.add_argument("--skip-lean", action="store_true", help="driver overhead only")
    args = ap.parse_args()
    os.environ.pop("PARACERT_BACKEND", None)
    emit("load", uptime=uptime(), cpus=os.cpu_count(), python=sys.version.split()[0])
    set_names = [s for s in args.sets.split(",") if s]
    if args.record:
        with tempfile.TemporaryDirectory() as tmp:
            record(args.record, set_names, args.lean, Path(tmp))
        return
    default = "1,2,4,8,16" if args.simulate else "1,2"
    counts = [int(x) for x in (args.actors or default).split(",")]
    if args.simulate:
        simulate(counts, set_names, args.recording, args.time_scale, args.show_stream)
    else:
        real(counts, args.pairs, args.lean, args.overhead_items, args.skip_lean)


if __name__ == "__main__":
    main()

"""Where the embedded Lean's fixed cost goes, and whether Node/V8 options or caches cut it.

  python benchmarks/bench_startup.py [--variants default,symbol-index,no-liftoff,...] [--repeat 1]

`default` is lean.js as shipped; `symbol-index` is what paracert runs (the host replaces emscripten's
linear dlsym lookup with a Map and sizes its thread pool to the threads Lean runs, host/lean_patch.js);
`pool-4` is that with emscripten's own pool of 4 workers. Those three run by default, one after the other.

Each variant runs one Lean process (one at a time) on a one-theorem batch and prints a JSON line:
`startup_s` (launch to the batch's start marker: process start + imports + profile header) and
`wall_s` (launch to exit). Then a summary line with each variant's start-up relative to `default`.
Separately (`static` line) it times what a compile cache could save: parsing lean.js and compiling
lean.wasm in a bare Node, without running Lean.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from paracert.lean import LeanItem, LeanRunner
from paracert.lean.config import LeanConfig
from paracert.lean.launch.launchers import WasmLauncher
from paracert.lean.launch.profile import get_profile

UNPATCHED = {"PARACERT_SYMBOL_INDEX": "0"}  # lean.js as shipped (see host/lean_patch.js)
# name -> (extra Node/V8 flags, profile, host environment)
VARIANTS: dict[str, tuple[list[str], str, dict[str, str]]] = {
    "default": ([], "core", UNPATCHED),  # lean.js as shipped: emscripten's linear symbol lookup
    "symbol-index": ([], "core", {}),  # the host's name -> index Map and sized thread pool (what paracert runs)
    "pool-4": ([], "core", {"PARACERT_LEAN_THREADS": "4"}),  # as symbol-index, emscripten's pool of 4 workers
    "bare-profile": ([], "bare", {}),  # without the project's prelude: what the header costs
    "no-liftoff": (["--no-liftoff"], "core", UNPATCHED),  # optimizing compiler only
    "eager-compile": (["--no-wasm-lazy-compilation"], "core", UNPATCHED),  # compile every function up front
    "early-tier-up": (["--wasm-tiering-budget=1000000"], "core", UNPATCHED),  # tier hot code up 13x sooner
    "single-threaded-v8": (["--single-threaded"], "core", UNPATCHED),  # no V8 background compile threads
}
DEFAULT_VARIANTS = "default,symbol-index,pool-4"

STATIC_JS = """
const fs = require('fs'), vm = require('vm'), dir = process.argv[1];
let t = process.hrtime.bigint();
const ms = () => { const n = process.hrtime.bigint(); const d = Number(n - t) / 1e6; t = n; return d; };
const src = fs.readFileSync(dir + '/lean.js', 'utf8'); const read_js = ms();
new vm.Script(src, {filename: 'lean.js'}); const parse_js = ms();
const buf = fs.readFileSync(dir + '/lean.wasm'); const read_wasm = ms();
WebAssembly.compile(buf).then(() => console.log(JSON.stringify(
  {read_js_ms: read_js, parse_js_ms: parse_js, read_wasm_ms: read_wasm, compile_wasm_lazy_ms: ms()})));
"""


def static_costs(launcher: WasmLauncher) -> dict:
    out = subprocess.run([str(launcher.node), "-e", STATIC_JS, str(launcher.install_dir)],
                         capture_output=True, text=True, timeout=300, check=True)
    return json.loads(out.stdout)


def run_variant(name: str, flags: list[str], profile: str, env: dict[str, str]) -> dict:
    launcher = WasmLauncher(node_flags=flags, extra_env=env)
    with tempfile.TemporaryDirectory() as tmp:
        runner = LeanRunner(LeanConfig(cache=False), launcher=launcher, profile=get_profile(profile),
                            work_dir=Path(tmp))
        t0 = time.monotonic()
        (res,) = runner.run([LeanItem(item_id="t", code="theorem t : 1 + 1 = 2 := by decide")])
        wall = time.monotonic() - t0
    stats = runner.last_stats
    assert stats is not None
    return {"variant": name, "flags": flags, "profile": profile, "env": env, "ok": res.ok,
            "startup_s": round(stats.startup_s[0], 1) if stats.startup_s else None, "wall_s": round(wall, 1)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variants", default=DEFAULT_VARIANTS, help="comma-separated, from: " + ", ".join(VARIANTS))
    ap.add_argument("--repeat", type=int, default=1)
    args = ap.parse_args()
    names = [n for n in args.variants.split(",") if n]
    unknown = [n for n in names if n not in VARIANTS]
    if unknown:
        ap.error(f"unknown variant(s) {unknown}")
    print(json.dumps({"static": static_costs(WasmLauncher())}), flush=True)
    rows = []
    for _ in range(args.repeat):
        for name in names:
            row = run_variant(name, *VARIANTS[name])
            rows.append(row)
            print(json.dumps(row), flush=True)
    base = [r["startup_s"] for r in rows if r["variant"] == "default" and r["startup_s"]]
    if base:
        ref = sum(base) / len(base)
        summary = {}
        for name in names:
            got = [r["startup_s"] for r in rows if r["variant"] == name and r["startup_s"]]
            summary[name] = round(sum(got) / len(got) / ref, 3) if got else None
        print(json.dumps({"startup_relative_to_default": summary}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The host's start-up patch (host/lean_patch.js): emscripten's linear dlsym lookup replaced by a Map.

Units (Node only, no Lean): the Map gives the same index as `Object.keys(exports).indexOf(name)` for
every name, -1 for a missing one, and follows exports added later; a lean.js without the expression
runs unpatched and says so once on stderr; the thread pool is sized to the threads Lean runs. Real
Lean: the patched host (both fixes) and lean.js as shipped give the same per-item results on a mixed
batch (both processes run side by side).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT
from paracert.lean.launch.install import find_node
from paracert.lean.launch.launchers import HOST_SCRIPT
from paracert.paths import wasm_install_dir
from plugins.lean_scheduler import early, lane_result

sys.path.insert(0, str(ROOT / "tests" / "lean_tools"))
import host_compare  # noqa: E402

PATCH_JS = HOST_SCRIPT.parent / "lean_patch.js"

needs_node = pytest.mark.skipif(find_node() is None, reason="no Node >= 24 (run make setup)")


def node(script: str, *args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([str(find_node()), "-e", script, *args], capture_output=True, text=True, timeout=60,
                          env=env)


@needs_node
def test_symbol_index_agrees_with_indexof_for_every_name() -> None:
    script = f"""
    const p = require({json.dumps(str(PATCH_JS))});
    const exports = {{}};
    for (let i = 0; i < 5000; i++) exports['l_Lean_f' + (i * 7919 % 5003)] = i;
    exports['_boxed'] = 1; exports['x'] = 2;
    const bad = [];
    for (const name of [...Object.keys(exports), 'missing', 'l_Lean_f5003', '']) {{
      if (p.symbolIndex(exports, name) !== Object.keys(exports).indexOf(name)) bad.push(name);
    }}
    exports['late_export'] = 3;  // added after the Map was built
    const late = p.symbolIndex(exports, 'late_export') === Object.keys(exports).indexOf('late_export');
    console.log(JSON.stringify({{bad, late, n: Object.keys(exports).length}}));
    """
    out = node(script)
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout)
    assert got["n"] > 5000 and got["bad"] == [] and got["late"] is True


@needs_node
def test_patch_substitutes_exactly_the_lookup_expression() -> None:
    src = "var __dlsym_js=(handle,symbol)=>{var lib=L[handle];var i=Object.keys(lib.exports).indexOf(symbol);};"
    script = f"""
    const p = require({json.dumps(str(PATCH_JS))});
    const [patched, ok] = p.patchSource({json.dumps(src)});
    const [other, ok2] = p.patchSource('var x = 1;');
    console.log(JSON.stringify({{patched, ok, other, ok2}}));
    """
    got = json.loads(node(script).stdout)
    assert got["ok"] and "__paracertSymbolIndex(lib.exports,symbol)" in got["patched"]
    assert "indexOf" not in got["patched"]
    assert got["patched"].replace("__paracertSymbolIndex(lib.exports,symbol)",
                                  "Object.keys(lib.exports).indexOf(symbol)") == src
    assert got["other"] == "var x = 1;" and got["ok2"] is False


@needs_node
def test_pool_is_sized_to_the_threads_lean_runs_never_above_the_build() -> None:
    script = f"""
    const p = require({json.dumps(str(PATCH_JS))});
    const cores = require('os').cpus().length;
    const src = 'a();var pthreadPoolSize=4;while(pthreadPoolSize--){{b()}}';
    const sized = p.sizePool(src);
    const single = p.sizePool(src, ['-j1', '--run', 'Session.lean']);  // how paracert runs its sessions
    const spaced = p.sizePool(src, ['--threads', '2', 'f.lean']);
    const version = p.sizePool(src, ['--version']);  // prints and exits: no thread
    const small = p.sizePool(src.replace('=4;', '=1;'));
    process.env.PARACERT_LEAN_THREADS = '0';
    const asked = p.sizePool(src);
    process.env.PARACERT_LEAN_THREADS = 'many';  // not a number: the default
    const ignored = p.sizePool(src);
    const none = p.sizePool('var x=1;');
    console.log(JSON.stringify({{cores, sized, single, spaced, version, small, asked, ignored, none}}));
    """
    got = json.loads(node(script).stdout)
    want = min(4, got["cores"] + 1)
    assert got["sized"] == f"a();var pthreadPoolSize={want};while(pthreadPoolSize--){{b()}}"
    assert "pthreadPoolSize=2;" in got["single"] and "pthreadPoolSize=3;" in got["spaced"]  # 1 + Lean's -j
    assert "pthreadPoolSize=0;" in got["version"]
    assert "pthreadPoolSize=1;" in got["small"]  # a build with a smaller pool keeps it
    assert "pthreadPoolSize=0;" in got["asked"] and got["ignored"] == got["sized"]
    assert got["none"] == "var x=1;"


@needs_node
def test_pthread_workers_get_the_stack_deep_terms_need() -> None:
    """Emscripten's pthread workers (where Lean elaborates) start with PARACERT_LEAN_STACK_MB of stack
    (default 512), not Node's 4 MB for workers; the real lean.js holds the options text exactly once."""
    src = 'w=new Worker(pthreadMainJs,{workerData:"em-pthread",name:"em-pthread"});'
    script = f"""
    const p = require({json.dumps(str(PATCH_JS))});
    const src = {json.dumps(src)};
    const sized = p.sizeStacks(src);
    process.env.PARACERT_LEAN_STACK_MB = '64';
    const asked = p.sizeStacks(src);
    process.env.PARACERT_LEAN_STACK_MB = '0';  // not a size: the default
    const ignored = p.sizeStacks(src);
    const [viaPatch] = p.patchSource(src);
    console.log(JSON.stringify({{sized, asked, ignored, viaPatch, none: p.sizeStacks('var x=1;')}}));
    """
    got = json.loads(node(script).stdout)
    want = 'name:"em-pthread",resourceLimits:{stackSizeMb:512}}'
    assert want in got["sized"] and got["ignored"] == got["sized"] and want in got["viaPatch"]
    assert 'resourceLimits:{stackSizeMb:64}}' in got["asked"] and got["none"] == "var x=1;"
    lean_js = wasm_install_dir() / "lean.js"
    if lean_js.exists():
        assert lean_js.read_text(encoding="utf-8").count('{workerData:"em-pthread",name:"em-pthread"}') == 1


@needs_node
def test_host_runs_another_build_unpatched_and_says_so_once(tmp_path: Path) -> None:
    pkg = tmp_path / "pkg"
    (pkg / "lib").mkdir(parents=True)
    # a stand-in lean.js (not Lean): no dlsym expression; prints through the host's Module.print
    (pkg / "lean.js").write_text("Module.print('stand-in ran ' + Module.arguments.join(' '));\n")
    out = subprocess.run([str(find_node()), str(HOST_SCRIPT), str(pkg), str(pkg / "lib"), str(tmp_path), "--", "-v"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "stand-in ran -v"
    assert out.stderr.count("running it unpatched") == 1


@early
def both_hosts_on_the_mixed_batch() -> dict[str, list]:
    """A run without pytest-xdist: started at collection (lean_scheduler.Early), so the unpatched host's
    start-up overlaps other tests. Under pytest-xdist the controller runs it in a lane of its own."""
    return host_compare.both_hosts()


@pytest.mark.lean
@pytest.mark.slow
def test_patched_and_unpatched_hosts_give_the_same_results(lean_required) -> None:
    got = lane_result(Path(host_compare.__file__), both_hosts_on_the_mixed_batch.result)
    fast, slow = got["patched"], got["unpatched"]
    assert [r[0] for r in fast] == list(host_compare.MIXED)
    assert [r[1] for r in fast].count("ok") >= 6  # the batch really ran
    for a, b in zip(fast, slow, strict=True):
        assert a == b, a[0]

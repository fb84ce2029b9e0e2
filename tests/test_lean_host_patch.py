"""The host's start-up fix (host/lean_patch.js): emscripten's linear dlsym lookup replaced by a Map.

Units (Node only, no Lean): the Map gives the same index as `Object.keys(exports).indexOf(name)` for
every name, -1 for a missing one, and follows exports added later; a lean.js without the expression
runs unpatched and says so once on stderr; the thread pool is sized to the threads Lean runs. Real
Lean: the patched host (both fixes) and lean.js as shipped give the same per-item results on a mixed
batch (both processes run side by side).
"""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from conftest import early
from paracert.lean import LeanItem, LeanRunner
from paracert.lean.install import find_node
from paracert.lean.launchers import HOST_SCRIPT, WasmLauncher
from paracert.lean.profile import get_profile

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


MIXED = {
    "omega": "theorem t (a b : Nat) : a + b = b + a := by omega",
    "simp": "theorem t (xs : List Nat) : (xs ++ []).length = xs.length := by simp",
    "decide": "theorem t : 7 ∣ 21 ∧ ¬ 2 ∣ 9 := by decide",
    "grind": "theorem t (p q : Prop) (hp : p) (hq : q) : q ∧ p := by grind",
    "eval": "#eval (List.range 5).map (· * 2)",
    "macro": 'syntax "pc_twice" term : term\nmacro_rules | `(pc_twice $x) => `($x + $x)\n'
             "theorem t : pc_twice 2 = 4 := rfl",
    "notation": 'local notation "⟪" x "⟫" => x * x\ntheorem t : ⟪3⟫ = 9 := rfl',
    "false_omega": "theorem t (a b : Nat) : a + b = b * a := by omega",
    "unknown_ident": "theorem t : foo = 1 := rfl",
    "parse": "theorem t : ∀ n : Nat, n ≤ := by omega",
    "type_mismatch": 'def d : Nat := "text"',
    "sorry": "theorem t : 1 = 2 := by sorry",
}


def _summary(res) -> tuple:
    return (res.status, res.category, res.uses_sorry, sorted((m.severity, m.line, m.text) for m in res.messages))


@early
def both_hosts_on_the_mixed_batch() -> tuple[list, list]:
    """Started at collection (conftest.Early): the unpatched host's start-up overlaps other tests.
    One batch file each, without the prelude: the unpatched host's cost is its start-up (measured:
    ~136 s of CPU for a batch file, several times that for a session, whose program it interprets
    with the slow lookup), and the host is what is compared, not the session path."""
    items = [LeanItem(item_id=k, code=v) for k, v in MIXED.items()]
    work = Path(tempfile.mkdtemp(prefix="pc-hostpatch-"))
    bare = get_profile("bare")
    patched = LeanRunner(WasmLauncher(), cache=False, work_dir=work / "p", max_processes=1, mode="batch",
                         profile=bare)
    unpatched = LeanRunner(WasmLauncher(extra_env={"PARACERT_SYMBOL_INDEX": "0"}), cache=False,
                           work_dir=work / "u", max_processes=1, mode="batch", profile=bare)

    async def both():
        return await asyncio.gather(patched.run_async(items), unpatched.run_async(items))

    try:
        fast, slow = asyncio.run(both())
    finally:
        patched.close()
        unpatched.close()
        shutil.rmtree(work, ignore_errors=True)
    return fast, slow


@pytest.mark.lean
@pytest.mark.slow
def test_patched_and_unpatched_hosts_give_the_same_results(lean_required) -> None:
    fast, slow = both_hosts_on_the_mixed_batch.result()
    assert [r.status.value for r in fast].count("ok") >= 6  # the batch really ran
    for a, b in zip(fast, slow, strict=True):
        assert _summary(a) == _summary(b), a.item_id

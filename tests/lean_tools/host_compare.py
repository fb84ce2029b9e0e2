"""The real-Lean half of tests/test_lean_host_patch.py: one mixed batch through the patched host and
through lean.js as shipped (`PARACERT_SYMBOL_INDEX=0`), each result summed up as what a verdict reads.

A module of its own so that it can run outside the test workers: as a script
(`python tests/lean_tools/host_compare.py OUT.json`) the test run's controller starts it in a process of
its own as soon as the test is collected (tests/plugins/lean_scheduler.py, `LANES`), so that
the unpatched host's ~160 s of start-up runs beside the workers instead of holding one of them.
"""

from __future__ import annotations

import asyncio
import json
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

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


def summary(res: Any) -> list:
    """What of an item's result the comparison holds equal (JSON-ready)."""
    return [res.item_id, str(res.status), str(res.category) if res.category else None, res.uses_sorry,
            sorted([m.severity, m.line or 0, m.text] for m in res.messages)]


def both_hosts() -> dict[str, list]:
    """One batch file each, without the prelude: the unpatched host's cost is its start-up (measured:
    ~136-160 s of CPU for a batch file, several times that for a session, whose program it interprets
    with the slow lookup), and the host is what is compared, not the session path."""
    from paracert.lean import LeanItem, LeanRunner
    from paracert.lean.config import LeanConfig
    from paracert.lean.launch.launchers import WasmLauncher
    from paracert.lean.launch.profile import get_profile

    items = [LeanItem(item_id=k, code=v) for k, v in MIXED.items()]
    work = Path(tempfile.mkdtemp(prefix="pc-hostpatch-"))
    bare = get_profile("bare")
    patched = LeanRunner(LeanConfig(cache=False, pool_size=1, mode="batch"), launcher=WasmLauncher(),
                         work_dir=work / "p", profile=bare)
    unpatched = LeanRunner(LeanConfig(cache=False, pool_size=1, mode="batch"),
                           launcher=WasmLauncher(extra_env={"PARACERT_SYMBOL_INDEX": "0"}), work_dir=work / "u",
                           profile=bare)

    async def both():  # noqa: ANN202
        return await asyncio.gather(patched.run_async(items), unpatched.run_async(items))

    try:
        fast, slow = asyncio.run(both())
    finally:
        patched.close()
        unpatched.close()
        shutil.rmtree(work, ignore_errors=True)
    return {"patched": [summary(r) for r in fast], "unpatched": [summary(r) for r in slow]}


if __name__ == "__main__":
    out = Path(sys.argv[1])
    result = both_hosts()
    partial = out.with_suffix(".partial")
    partial.write_text(json.dumps(result), encoding="utf-8")
    partial.replace(out)  # the reader sees the whole file or none

"""The Lean backend against the real Lean (embedded WASM here, native where `lean` is on PATH).

All real-Lean checks of this module share three Lean processes (at most two at once):
the main batch (run in-process through LeanRunner) and `paracert elaborate FILE --json` (a
subprocess started first, so both run at once on two cores); then the same file through the native
launcher (`--lean native`: a native `lean` on PATH, else the embedded Lean's `lean` command).
A deliberately killed process shows that a hung Lean is reported per item and the next batch still works.
"""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from paracert.lean import ErrorCategory, LeanItem, LeanRunner, Status
from paracert.lean.config import LeanConfig
from paracert.lean.launch.launchers import NativeLauncher, WasmLauncher, select_launcher
from paracert.paths import wasm_install_dir

pytestmark = [pytest.mark.lean, pytest.mark.slow]

HB = 20_000  # small heartbeat budget so the looping item stops fast

ITEMS: dict[str, str] = {
    # known-good
    "omega": "theorem t (a b : Nat) : a + b = b + a := by omega",
    "simp": "theorem t (xs : List Nat) : (xs ++ []).length = xs.length := by simp",
    "decide_prelude": "theorem t : Nat.Prime 7 ∧ ¬ Nat.Prime 9 := by decide",
    "even_prelude": "theorem t : Even 10 := ⟨5, rfl⟩",
    "induction": "theorem t (n : Nat) : 0 + n = n := by\n  induction n with\n  | zero => rfl\n  | succ k ih => omega",
    "grind": "theorem t (p q : Prop) (hp : p) (hq : q) : q ∧ p := by grind",
    "same_name_as_omega": "theorem t : True := trivial",  # isolation: same name in another item
    # known-bad
    "false_omega": "theorem t (a b : Nat) : a + b = b * a := by omega",
    "unknown_ident": "theorem t : foo = 1 := rfl",
    "parse": "theorem t : ∀ n : Nat, n ≤ := by omega",
    "type_mismatch": "def d : Nat := \"text\"",
    "sorry": "theorem t : 1 = 2 := by sorry",
    "loop": "theorem t (f : Nat → Nat) (h : ∀ x, f x = f (x + 1)) : f 0 = 1 := by simp [h]",
    "error_on_line_3": "theorem t (n : Nat) :\n    n = n := by\n  exact (rfl : 1 = 2)",
    # bad input: never reaches Lean, and must not disturb the neighbours
    "empty": "",
    "unterminated_comment": "theorem t : True := trivial /- swallow the rest",
    "unterminated_string": 'def s : String := "swallow',
    "import_trick": "import Lean\ntheorem t : True := trivial",
    "end_trick": "end PcItem3\ntheorem t : True := trivial",
    "namespace_trick": "namespace Evil\ntheorem t : True := trivial",
    "huge": "theorem t : True := trivial\n-- " + "x" * 1_000_000,
    "last_good": "theorem t : 2 + 2 = 4 := rfl",
}

ELAB_FILE = """import Paracert.Prelude

open Nat

/-- documented -/
theorem good (a b : Nat) : a + b = b + a := by omega

theorem bad (a b : Nat) : a + b = b * a := by
  omega

theorem uses_prelude : Nat.Prime 13 := by decide
"""


def native_lean_path() -> str:
    """PATH on which `lean` is a native Lean if there is one, else the embedded Lean's `lean`
    command (written by `paracert lean install`): either way a real Lean behind the native launcher."""
    if shutil.which("lean"):
        return os.environ["PATH"]
    return f"{wasm_install_dir() / 'bin'}{os.pathsep}{os.environ['PATH']}"


def elaborate_cli(elab_file: Path, launcher: str, path: str | None = None) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "paracert", "elaborate", str(elab_file), "--json", "--no-cache", "--trusted", "--lean",
         launcher],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env={**os.environ, "PATH": path or os.environ["PATH"]},
    )


@pytest.fixture(scope="session")
def lean_results(lean_required, tmp_path_factory) -> dict:
    tmp = tmp_path_factory.mktemp("lean")
    elab_file = tmp / "Demo.lean"
    elab_file.write_text(ELAB_FILE, encoding="utf-8")
    cli = elaborate_cli(elab_file, "auto")
    # 1. a process killed by the wall clock during start-up: every item says so
    # (a launcher configuration of its own: a warm session of an earlier test's runner with the same
    # configuration would be adopted, with no start-up to time out)
    launcher = select_launcher()
    if isinstance(launcher, WasmLauncher):
        launcher = dataclasses.replace(launcher, extra_env={"PARACERT_TEST_FRESH_SESSION": "1"})
    # (a pool of 2: a pool makes room for its sessions by closing idle ones of other pools beyond its
    # size, and the warm session that the main batch below adopts must survive this one)
    killer = LeanRunner(LeanConfig(cache=False, startup_timeout=3, pool_size=2), launcher=launcher, work_dir=tmp / "w1")
    killed = killer.run([LeanItem(item_id=f"k{i}", code="theorem t : True := trivial") for i in range(3)])
    # 2. the main batch, in a fresh process
    runner = LeanRunner(LeanConfig(cache=False, heartbeats=HB, pool_size=1), work_dir=tmp / "w2")
    items = [LeanItem(item_id=k, code=v) for k, v in ITEMS.items()]
    results = {r.item_id: r for r in runner.run(items)}
    # 3. the same file through the native launcher's code path (at most two Lean processes at once)
    native = elaborate_cli(elab_file, "native", native_lean_path())
    out, err = cli.communicate(timeout=1800)
    n_out, n_err = native.communicate(timeout=1800)
    return {"killed": killed, "main": results, "stats": runner.last_stats,
            "cli": (cli.returncode, out.decode(), err.decode()),
            "cli_native": (native.returncode, n_out.decode(), n_err.decode())}


def test_killed_process_is_reported_per_item(lean_results) -> None:
    killed = lean_results["killed"]
    assert [r.status for r in killed] == [Status.timeout] * 3
    assert all("start-up" in (r.detail or "") for r in killed)


def test_next_batch_after_a_kill_works_in_one_process(lean_results) -> None:
    stats = lean_results["stats"]
    # batch: one process; session: one, or none when it adopted the run's warm session (lean_scheduler)
    assert stats.processes <= 1 and stats.items == len(ITEMS)
    assert lean_results["main"]["omega"].ok


@pytest.mark.parametrize("item", ["omega", "simp", "decide_prelude", "even_prelude", "induction", "grind",
                                  "same_name_as_omega", "last_good"])
def test_known_good_items_are_ok(lean_results, item: str) -> None:
    res = lean_results["main"][item]
    assert res.status == Status.ok, res.messages
    assert res.ok and not res.errors


@pytest.mark.parametrize(
    "item, category",
    [
        ("false_omega", ErrorCategory.tactic),
        ("unknown_ident", ErrorCategory.unknown_identifier),
        ("parse", ErrorCategory.parse),
        ("type_mismatch", ErrorCategory.elaboration),
        ("loop", ErrorCategory.timeout),
    ],
)
def test_known_bad_items_have_the_right_category(lean_results, item: str, category: ErrorCategory) -> None:
    res = lean_results["main"][item]
    assert res.status == Status.error
    assert res.category == category, [m.text for m in res.errors]


def test_sorry_is_flagged_not_ok(lean_results) -> None:
    res = lean_results["main"]["sorry"]
    assert res.uses_sorry and not res.ok


def test_messages_map_to_the_items_own_lines(lean_results) -> None:
    res = lean_results["main"]["error_on_line_3"]
    assert res.status == Status.error
    assert res.errors[0].line == 3


@pytest.mark.parametrize("item, words", [
    ("empty", "empty"), ("unterminated_comment", "unterminated comment"),
    ("unterminated_string", "unterminated string"), ("import_trick", "import"),
    ("end_trick", "`end`"), ("namespace_trick", "left open"), ("huge", "too large"),
])
def test_bad_input_is_rejected_with_a_reason(lean_results, item: str, words: str) -> None:
    res = lean_results["main"][item]
    assert res.status == Status.rejected and words in (res.detail or "")


def test_per_item_elapsed_is_measured(lean_results) -> None:
    ran = [r for r in lean_results["main"].values() if r.status in (Status.ok, Status.error)]
    assert ran and all(r.elapsed_s is not None and r.elapsed_s >= 0 for r in ran)


@pytest.mark.parametrize("run", ["cli", "cli_native"])
def test_cli_elaborate_json_per_declaration(lean_results, run: str) -> None:
    code, out, err = lean_results[run]
    assert code == 1, err[-2000:]
    doc = json.loads(out)
    # ids are FILE:LINE (the line of the declaration's keyword), the declaration named beside them
    by_id = {r["item_id"].removeprefix(doc["file"]): r for r in doc["results"]}
    assert set(by_id) == {":6", ":8", ":11"}
    assert [by_id[k]["declaration"] for k in (":6", ":8", ":11")] == ["theorem good", "theorem bad",
                                                                      "theorem uses_prelude"]
    assert by_id[":6"]["status"] == "ok" and by_id[":11"]["status"] == "ok"
    bad = by_id[":8"]
    assert bad["status"] == "error" and bad["category"] == "tactic"
    assert bad["messages"][0]["line"] == 9  # `omega` is on line 9 of the user's file
    assert doc["lean_version"].startswith("Lean (version")
    if run == "cli_native":
        assert doc["launcher"] == "native"


def test_embedded_lean_command_is_a_real_lean(lean_required, tmp_path: Path) -> None:
    """`paracert lean install` writes a `lean` command for the embedded Lean; the native-launcher
    run above uses it when no native Lean is on PATH. It leaves no coverage profile behind (the
    instrumented build writes `default.profraw` into the current folder unless told otherwise)."""
    if isinstance(select_launcher(), NativeLauncher):
        pytest.skip("a native lean is on PATH: the embedded Lean is not installed")
    command = wasm_install_dir() / "bin" / "lean"
    assert command.exists(), "paracert lean install should write .lean-wasm/bin/lean"
    proc = subprocess.run([str(command), "--version"], capture_output=True, text=True, timeout=600, cwd=tmp_path)
    # the embedded Lean itself exits 24 after printing its version (measured, with or without the
    # `lean` command around it); the command passes exit codes through unchanged
    assert proc.returncode in (0, 24), proc.stderr[-1000:]
    assert proc.stdout.startswith("Lean (version 4.28.0-pre, wasm32"), proc.stdout
    assert list(tmp_path.iterdir()) == []


def test_cli_elaborate_usage_errors(tmp_path: Path) -> None:
    bad = tmp_path / "bad.lean"
    bad.write_bytes(b"theorem t : True := trivial \xff\n")
    proc = subprocess.run([sys.executable, "-m", "paracert", "elaborate", str(bad)], capture_output=True)
    assert proc.returncode == 2 and b"not UTF-8" in proc.stderr
    missing = subprocess.run([sys.executable, "-m", "paracert", "elaborate", str(tmp_path / "nope.lean")],
                             capture_output=True)
    assert missing.returncode == 2 and b"nope.lean: no such file" in missing.stderr


def test_version_is_read_from_lean_itself_not_only_the_stamp(lean_required) -> None:
    """CI's first run has no version stamp: the launcher must get the version from Lean itself
    (this once failed because the host mounted the same folder twice)."""
    launcher = LeanRunner(LeanConfig(cache=False)).launcher
    assert launcher.version(use_stamp=False).startswith("Lean (version 4.")

"""A real Ctrl-C of a real `paracert certify` on the real Lean, then `--resume`.

The CLI runs as a subprocess (its own process group) with an empty result cache and no daemon. Once
its first verdict lines are on disk it gets SIGINT; it must exit 130 with one line on stderr and no
traceback, leave no Lean process alive (its children, and the process groups they led), and leave a
verdict file of complete lines. `--resume` then settles the rest, no pair twice.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = [pytest.mark.lean, pytest.mark.slow]

EASY = [(f"∀ a b : Nat, a ≥ b → a + {k} > b", f"∀ a b : Nat, b ≤ a → b < a + {k}") for k in range(1, 41)]
# stage 2 (automation) burns its budget on these, so the run is still busy after the easy pairs
HARD = [("∀ a b c : Nat, 0 < a → 0 < b → a ^ 3 + b ^ 3 ≠ c ^ 3",
         f"∀ a b c : Nat, 0 < b → 0 < a → c ^ 3 ≠ b ^ 3 + a ^ 3 + {k} * 0") for k in range(2)]


def _children(pid: int) -> set[int]:
    """Processes whose parent is `pid` (the Lean sessions, each the leader of its own group)."""
    out = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                out.add(int(entry.name))
    return out


def _alive_in_groups(groups: set[int]) -> list[str]:
    """Live (not zombie) processes whose process group is one of `groups`."""
    alive = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                cmd = (entry / "cmdline").read_bytes().replace(b"\0", b" ")[:120].decode(errors="replace")
            except OSError:
                continue
            if int(fields[2]) in groups and fields[0] != "Z":
                alive.append(f"{entry.name} {cmd}")
    return alive


def _complete_lines(path: Path) -> list[dict]:
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    assert not text or text.endswith("\n"), "the verdict file ends in a cut-off line"
    return [json.loads(line) for line in text.splitlines()]


def test_ctrl_c_keeps_complete_verdicts_kills_lean_and_resume_finishes(lean_required, tmp_path: Path) -> None:
    pairs = tmp_path / "pairs.jsonl"
    rows = [{"a": a, "b": b, "family": "interrupt", "pair_id": f"easy{k}"} for k, (a, b) in enumerate(EASY)]
    rows += [{"a": a, "b": b, "family": "interrupt", "pair_id": f"hard{k}"} for k, (a, b) in enumerate(HARD)]
    pairs.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    out = tmp_path / "run" / "verdicts.jsonl"
    exe = shutil.which("paracert")
    cmd = [exe] if exe else [sys.executable, "-m", "paracert"]
    args = [*cmd, "certify", str(pairs), "--out", str(out)]
    env = {**os.environ, "PARACERT_DAEMON": "0", "PARACERT_CACHE_DIR": str(tmp_path / "cache")}

    # SIGINT as from a terminal: a shell's background job (how CI may run pytest) starts with SIGINT
    # ignored, and a child would inherit that
    proc = subprocess.Popen([*args, "--item-timeout", "60"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
                            start_new_session=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    lean: set[int] = set()
    deadline = time.monotonic() + 900
    while time.monotonic() < deadline and proc.poll() is None:
        lean |= _children(proc.pid)
        if out.exists() and out.read_bytes().count(b"\n") >= 1:
            break
        time.sleep(0.1)
    assert proc.poll() is None, f"the run ended before any verdict was seen: {proc.communicate()[1][-2000:]!r}"
    kept_before = len(_complete_lines(out))
    assert kept_before >= 1
    lean |= _children(proc.pid)
    assert lean, "no Lean process seen under the CLI"
    proc.send_signal(signal.SIGINT)
    try:
        stdout, stderr = proc.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        pytest.fail("paracert certify did not stop within 60 s of SIGINT")
    err = stderr.decode("utf-8", errors="replace")
    assert proc.returncode == 130, err[-3000:]
    assert "Traceback" not in err, err[-3000:]
    stop_lines = [ln for ln in err.splitlines() if "stopped by SIGINT" in ln]
    assert len(stop_lines) == 1 and "--resume" in stop_lines[0] and str(out) in stop_lines[0], err[-3000:]
    time.sleep(1.0)
    survivors = _alive_in_groups(lean | {proc.pid})
    assert not survivors, f"Lean processes outlived paracert: {survivors}"

    kept = _complete_lines(out)
    assert len(kept) < len(rows), "every pair was settled before the stop: the test did not interrupt anything"
    assert len({v["pair_id"] for v in kept}) == len(kept)

    # the resume need not stay busy: the hard pairs' automation gets a short budget
    done = subprocess.run([*args, "--item-timeout", "10", "--resume", "--json"], capture_output=True, env=env,
                          timeout=1800)
    assert done.returncode == 0, done.stderr.decode(errors="replace")[-3000:]
    final = _complete_lines(out)
    assert final[: len(kept)] == kept, "resume rewrote lines the stopped run had kept"
    ids = [v["pair_id"] for v in final]
    assert sorted(ids) == sorted(r["pair_id"] for r in rows), "one line per input line, no pair twice"
    assert all(v["verdict"] == "certified" for v in final if v["pair_id"].startswith("easy"))
    table = json.loads(done.stdout)
    assert table["families"]["TOTAL"]["pairs"] == len(rows)

"""The background Lean daemon with the real Lean: two `paracert equiv` CLI calls (the second served
by the warm daemon, no new Lean start-up, the same verdict as --no-daemon), a mixed batch (ok, error,
sorry, a declared axiom, native_decide, a term check, a refused item, a wall-clock timeout) answered
the same through the daemon and locally, and `serve --stop` taking the daemon's Lean with it."""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import time
from pathlib import Path

import pytest

from conftest import run_cli
from paracert.lean.backends import daemon_client
from paracert.lean.backends.daemon import config_key, files
from paracert.lean.config import LeanConfig
from paracert.lean.items import ItemResult, LeanItem, Status
from paracert.lean.protocol import StatusRequest
from paracert.lean.runner import LeanRunner

pytestmark = [pytest.mark.lean, pytest.mark.slow]

A = "∀ a b : Nat, a ≥ b → a + 1 > b"
B = "∀ a b : Nat, b ≤ a → b < a + 1"


def _clear_source_caches() -> None:
    from paracert.lean.backends.session import program_sources, session_program_digest
    from paracert.lean.launch.profile import prelude_text

    prelude_text.cache_clear()
    program_sources.cache_clear()
    session_program_digest.cache_clear()


@pytest.fixture(scope="module")
def runtime(lean_required):
    path = Path(tempfile.mkdtemp(prefix="pc-lt-", dir="/tmp"))  # short: a socket path is <= 107 bytes
    # a snapshot of lean/ (prelude, session program): an edit of the checkout during the run would
    # change the configuration key between two calls, and rightly give them different daemons
    from paracert.paths import lean_source_dir

    snapshot = path / "src"
    shutil.copytree(lean_source_dir(), snapshot / "lean")
    env = {"PARACERT_RUNTIME_DIR": str(path), "PARACERT_DAEMON": "1", "PARACERT_DAEMON_SESSIONS": "1",
           "PARACERT_LEAN_SRC": str(snapshot / "lean")}
    with pytest.MonkeyPatch.context() as mp:
        for k, v in env.items():
            mp.setenv(k, v)
        _clear_source_caches()
        yield path, env
        daemon_client.stop_all(wait_s=30)
    _clear_source_caches()
    shutil.rmtree(path, ignore_errors=True)


def _status(runtime_dir: Path) -> dict:
    runner = LeanRunner(LeanConfig(cache=False))
    key = config_key(runner.launcher, runner.lean_version, runner.profile)
    return daemon_client.request(files(runtime_dir, key)["sock"], StatusRequest()).status.model_dump()


def _equiv(env: dict, *extra: str) -> tuple[list[dict], str]:
    res = run_cli("equiv", "--a", A, "--b", B, "--no-cache", "--json", *extra, env=env)
    assert res.returncode == 0, res.stderr.decode()[-3000:]
    return json.loads(res.stdout), res.stderr.decode()


def _verdict(rows: list[dict]) -> list[tuple]:
    return [(r["verdict"], r["tactic"], r["certificate"], r["counterexample"]) for r in rows]


def test_second_equiv_is_served_warm_by_the_daemon(runtime) -> None:
    path, env = runtime
    first, err1 = _equiv(env)
    assert "starting a background Lean daemon" in err1 and "using the background Lean daemon" in err1
    after_first = _status(path)
    assert after_first["items_served"] > 0 and after_first["sessions_started"] == 1
    t0 = time.monotonic()
    second, err2 = _equiv(env)
    warm_s = time.monotonic() - t0
    assert "starting a background Lean daemon" not in err2 and "using the background Lean daemon" in err2
    after_second = _status(path)
    assert after_second["pid"] == after_first["pid"]
    assert after_second["items_served"] > after_first["items_served"]  # Lean ran again (no cache) ...
    assert after_second["sessions_started"] == 1  # ... in the warm session: no Lean start-up
    local, err3 = _equiv(env, "--no-daemon")
    assert "background Lean daemon" not in err3
    assert _status(path)["items_served"] == after_second["items_served"]  # not served by the daemon
    assert _verdict(first) == _verdict(second) == _verdict(local)
    assert first[0]["verdict"] == "certified"
    print(f"warm equiv via the daemon: {warm_s:.1f} s wall")


MIXED = [
    LeanItem(item_id="ok", code="theorem t (a b : Nat) : a + b = b + a := by omega", collect_axioms=["t"]),
    LeanItem(item_id="error", code="theorem t : 2 + 2 = 5 := by decide"),
    LeanItem(item_id="unknown", code="theorem t : foo = 1 := rfl"),
    LeanItem(item_id="sorry", code="theorem t : 1 = 2 := by sorry", collect_axioms=["t"]),
    LeanItem(item_id="axiom", code="axiom cheat : False\ntheorem t : 1 = 2 := cheat.elim", collect_axioms=["t"]),
    LeanItem(item_id="native", code="theorem t : 10 < 20 := by native_decide", collect_axioms=["t"]),
    LeanItem(item_id="term_ok", code="∀ n : Nat, n + 0 = n", kind="term"),
    LeanItem(item_id="term_bad", code="∀ n : Nat, n + = n", kind="term"),
    LeanItem(item_id="refused", code='#eval IO.println "x"\ntheorem t : True := trivial', untrusted=True),
    LeanItem(item_id="timeout", code="theorem t : True := by\n  sleep 600000\n  trivial"),
]


def _comparable(r: ItemResult) -> dict:
    return r.model_dump(mode="json", exclude={"elapsed_s", "cached"})


def test_a_mixed_batch_gets_the_same_results_through_the_daemon_and_locally(runtime) -> None:
    path, _env = runtime
    served_before = _status(path)["items_served"] if daemon_client.daemon_sockets(path) else 0
    via = LeanRunner(LeanConfig(cache=False, daemon=True, item_timeout=10))
    remote = via.run(MIXED)
    assert via.daemon_pid is not None
    assert _status(path)["items_served"] - served_before == len(MIXED) - 1  # "refused" never leaves this process
    local = LeanRunner(LeanConfig(cache=False, daemon=False, item_timeout=10, pool_size=1)).run(MIXED)
    assert [_comparable(r) for r in remote] == [_comparable(r) for r in local]
    by_id = {r.item_id: r for r in remote}
    assert by_id["ok"].ok and by_id["error"].status == Status.error and by_id["sorry"].uses_sorry
    assert "cheat" in by_id["axiom"].axioms["t"] and "Lean.ofReduceBool" in by_id["native"].axioms["t"]
    assert by_id["term_ok"].ok and by_id["term_bad"].status == Status.error
    assert by_id["refused"].status == Status.rejected
    assert by_id["timeout"].status == Status.timeout and by_id["timeout"].wall_limit_s == 10


def test_serve_stop_takes_the_daemons_lean_with_it(runtime) -> None:
    path, env = runtime
    LeanRunner(LeanConfig(cache=False, daemon=True)).run([LeanItem(item_id="warm", code="theorem t : 1 = 1 := rfl")])
    status = _status(path)
    lean_pids = status["session_pids"]
    assert lean_pids
    res = run_cli("serve", "--stop", "--json", env=env)
    assert res.returncode == 0 and json.loads(res.stdout)[0]["stopped"] is True
    deadline = time.monotonic() + 30
    alive = lean_pids
    while alive and time.monotonic() < deadline:
        alive = [p for p in lean_pids if _alive(p)]
        time.sleep(0.2)
    assert not alive, f"Lean processes of the stopped daemon still alive: {alive}"


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie (dead, not yet reaped by its parent) counts as dead
        return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False

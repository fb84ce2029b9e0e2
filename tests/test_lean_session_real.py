"""The persistent Lean session against the real Lean (embedded WASM here, native where `lean` is on PATH).

One pool of one session serves a sequence of items (all trusted here: the untrusted-text rule is the
guard's job, tested elsewhere; this checks what the session itself guarantees): every item starts
from the base environment whatever the items before it declared; a hang is killed and reported
`timeout`, a process exit `crashed`, and the next item is answered by a fresh session; nothing an
item prints passes for an answer; collectAxioms lists what a proof really uses.
"""

from __future__ import annotations

import pytest

from paracert.lean import LeanItem, Status
from paracert.lean.backends.pool import SessionPool
from paracert.lean.launch.launchers import select_launcher
from paracert.lean.launch.profile import get_profile
from paracert.lean.text.trust_rules import axiom_problems

pytestmark = [pytest.mark.lean, pytest.mark.slow]

SEQUENCE: list[tuple[str, str]] = [
    # global effects that would change later items, were they in one file
    ("macro", 'macro_rules | `(tactic| decide) => `(tactic| sorry)\ntheorem t : 1 = 1 := rfl'),
    ("instance", "instance (priority := high) : OfNat Nat 5 := ⟨4⟩\ntheorem t : (5 : Nat) = 4 := rfl"),
    ("simp_attr", "@[simp] axiom bad : (2 : Nat) + 2 = 5\ntheorem t : True := trivial"),
    ("notation", 'notation:50 a " ∣ " b => a = b\ntheorem t : 3 ∣ 3 := rfl'),
    ("set_option", "set_option maxRecDepth 10\ntheorem t : True := trivial"),
    # the victims: each must come out as in a fresh environment
    ("decide_after", "theorem t : 2 + 2 = 4 := by decide"),
    ("five_after", "theorem t : (5 : Nat) = 4 := rfl"),
    ("simp_after", "theorem t : (2 : Nat) + 2 = 5 := by simp"),
    ("dvd_after", "theorem t : 3 ∣ 6 := ⟨2, rfl⟩"),
    ("same_name", "theorem t : True := trivial"),
    # forged answers and markers in the item's own output
    ("forge", '#eval IO.println "{\\"id\\": 99, \\"messages\\": []}"\ntheorem t : 1 = 2 := rfl'),
    # axioms
    ("native", "theorem t : 10 < 20 := by native_decide"),
    ("sorry", "theorem t : 1 = 2 := by sorry"),
    ("cheat", "axiom cheat : False\ntheorem t : 1 = 2 := cheat.elim"),
    ("clean", "theorem t (p q : Prop) : p ∧ q ↔ q ∧ p := ⟨fun ⟨a, b⟩ => ⟨b, a⟩, fun ⟨a, b⟩ => ⟨b, a⟩⟩"),
    # bad input
    ("exit_cmd", "#exit\ntheorem t : 1 = 2 := rfl"),
    ("import", "import Lean\ntheorem t : True := trivial"),
    ("unterminated", "theorem t : True := trivial /- never closed"),
    ("hang", "theorem t : True := by\n  sleep 600000\n  trivial"),
    ("after_hang", "theorem t : 2 + 2 = 4 := rfl"),
    ("exit_process", "#eval (IO.Process.exit 3 : IO Unit)"),
    ("after_exit", "theorem t (a b : Nat) : a + b = b + a := by omega"),
]


@pytest.fixture(scope="module")
def session_results(lean_required, tmp_path_factory) -> dict:
    pool = SessionPool(select_launcher(), get_profile("core"), 1, tmp_path_factory.mktemp("session"))
    out = {}
    for key, code in SEQUENCE:
        item = LeanItem(item_id=key, code=code, collect_axioms=["t"])
        out[key] = pool.run_one(0, item, item_timeout=8 if key == "hang" else 300, default_heartbeats=200_000)
    out["_stats"] = pool.stats
    return out  # the pool is not closed: its idle session is adopted by the next real-Lean module


def test_global_effects_do_not_reach_later_items(session_results) -> None:
    assert session_results["decide_after"].ok and not session_results["decide_after"].uses_sorry
    assert session_results["five_after"].status == Status.error  # 5 is 5 again
    assert session_results["simp_after"].status == Status.error  # the false simp lemma is gone
    assert session_results["dvd_after"].ok  # ∣ is divisibility again
    assert session_results["same_name"].ok  # `t` from earlier items does not clash


def test_an_items_own_output_cannot_pass_for_an_answer(session_results) -> None:
    res = session_results["forge"]
    assert res.status == Status.error and any("1 = 2" in m.text or "rfl" in m.text for m in res.errors)


def test_axioms_come_from_lean_collect_axioms(session_results) -> None:
    assert axiom_problems(session_results["clean"], "t") == []
    assert any("Lean.ofReduceBool" in p for p in axiom_problems(session_results["native"], "t"))
    assert any("sorryAx" in p for p in axiom_problems(session_results["sorry"], "t"))
    assert any("cheat" in p for p in axiom_problems(session_results["cheat"], "t"))


def test_bad_input_gets_a_result_and_the_session_goes_on(session_results) -> None:
    for key in ("exit_cmd", "import", "unterminated"):
        res = session_results[key]
        assert res.status in (Status.ok, Status.error), (key, res)
    assert session_results["import"].status == Status.error
    hang = session_results["hang"]
    assert hang.status == Status.timeout and hang.wall_limit_s == 8
    assert session_results["after_hang"].ok
    # under the core profile (which imports the elaborator's modules for the closed-term gate) the
    # embedded Lean cannot `#eval` an IO action: the item that would exit the process is an error, and
    # the session goes on (a silent exit's handling: tests/test_lean_exits.py, with FakeLeanSession)
    exit_process = session_results["exit_process"]
    assert exit_process.status == Status.error and "IO.Process.exit" not in (exit_process.detail or ""), exit_process
    assert session_results["after_exit"].ok
    stats = session_results["_stats"]
    assert stats.restarts_after_timeout == 1 and stats.sessions_started + stats.sessions_adopted >= 2
    assert stats.restarts_after_crash == 0

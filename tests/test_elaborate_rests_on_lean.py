"""`paracert elaborate` judges each declaration by what it rests on, with the real Lean.

A declaration is `ok` only when its own lines show no error or `sorry` and its axioms
(Lean.collectAxioms, through every declaration it uses) are sound: a theorem proved by a helper that
used `sorry` or failed, or by a custom `axiom` reached through a helper, is not ok, and the report
names the declaration it rests on. The file rule accepts what valid files need (`open Classical`, an
instance of the file's own type, `set_option maxHeartbeats`, `@[simp]`, `attribute [simp]`).
Three files, elaborated in this process (so the run's warm session serves them), one Lean unit each.
"""

from __future__ import annotations

import contextlib
import io
import json

import pytest

from paracert.cli import main

pytestmark = [pytest.mark.lean, pytest.mark.slow]

EXPLOITS = """import Paracert.Prelude

theorem helper : False := sorry

theorem target : False := helper

theorem broken : 1 = 2 := by simp

theorem through_broken : 1 = 2 := broken

theorem unrelated (a b : Nat) : a + b = b + a := Nat.add_comm a b

example : False := helper
"""

# a custom axiom is refused in an untrusted file; a file of one's own (--trusted) may declare one
AXIOM = """import Paracert.Prelude

axiom wish : 1 = 2

theorem base : 1 = 2 := wish

theorem top : 2 = 1 := base.symm

theorem fine : 2 = 2 := rfl
"""

VALID = """import Paracert.Prelude

open Classical

set_option maxHeartbeats 400000

structure Point where
  x : Nat
  y : Nat

instance : Add Point := ⟨fun p q => ⟨p.x + q.x, p.y + q.y⟩⟩

@[simp] theorem add_x (p q : Point) : (p + q).x = p.x + q.x := rfl

attribute [simp] Nat.add_comm

set_option maxHeartbeats 100000 in
theorem excluded_middle (p : Prop) : p ∨ ¬ p := em p

theorem still_computable : decide (2 = 2) = true := rfl

example (p q : Point) : (p + q).x = q.x + p.x := by simp [Nat.add_comm]
"""

# the file rule accepts an instance whose arguments are the file's own types; Lean must confirm they are
# (here `structure Nat` fails, `Nat` exists, and the instance would make `2 + 2 = 0` true of Lean's Nat)
SHADOW = """import Paracert.Prelude

structure Nat where

instance : HAdd Nat Nat Nat := ⟨fun _ _ => 0⟩

theorem looks_false : (2 : Nat) + 2 = 0 := rfl
"""


@pytest.fixture(scope="module")
def reports(lean_required, tmp_path_factory) -> dict[str, tuple[int, dict]]:
    out: dict[str, tuple[int, dict]] = {}
    work = tmp_path_factory.mktemp("elaborate")
    for name, text, extra in (("Exploits", EXPLOITS, []), ("Axiom", AXIOM, ["--trusted"]), ("Valid", VALID, []),
                              ("Shadow", SHADOW, [])):
        path = work / f"{name}.lean"
        path.write_text(text, encoding="utf-8")
        buffer = io.StringIO()
        with contextlib.redirect_stdout(buffer):
            code = main(["elaborate", str(path), "--json", "--no-cache", "--no-daemon", *extra])
        out[name] = (code, json.loads(buffer.getvalue()))
    return out


def by_declaration(report: dict) -> dict[str, dict]:
    return {r["declaration"]: r for r in report["results"]}


def test_a_theorem_proved_by_a_sorry_helper_is_not_ok(reports) -> None:
    code, report = reports["Exploits"]
    assert code == 1
    results = by_declaration(report)
    target = results["theorem target"]
    assert target["status"] == "ok" and target["uses_sorry"] is True  # not `ok`: it uses sorry, through helper
    assert "sorryAx" in target["axioms"]["target"]
    assert "theorem helper" in target["detail"] and "Exploits.lean:3" in target["detail"]


def test_a_theorem_proved_by_a_failed_helper_is_not_ok(reports) -> None:
    _, report = reports["Exploits"]
    results = by_declaration(report)
    assert results["theorem broken"]["status"] == "error"
    through = results["theorem through_broken"]
    assert through["uses_sorry"] is True and "theorem broken" in through["detail"]
    assert "theorem helper" not in through["detail"] and "theorem target" not in through["detail"]
    assert results["theorem unrelated"]["status"] == "ok" and not results["theorem unrelated"]["uses_sorry"]
    assert "sorryAx" not in results["theorem unrelated"]["axioms"]["unrelated"]


def test_an_example_after_a_declaration_that_is_not_ok_is_not_ok(reports) -> None:
    _, report = reports["Exploits"]
    example = by_declaration(report)["example"]
    assert example["status"] == "error" and "theorem helper" in example["detail"]


def test_a_custom_axiom_reached_through_a_helper_is_named(reports) -> None:
    code, report = reports["Axiom"]
    assert code == 1
    results = by_declaration(report)
    top = results["theorem top"]
    assert top["status"] == "error" and "wish" in top["axioms"]["top"]
    assert "uses the axiom wish" in top["detail"] and "axiom wish" in top["detail"]
    assert results["axiom wish"]["status"] == "error"
    assert results["theorem fine"]["status"] == "ok" and not results["theorem fine"]["uses_sorry"]


def test_valid_files_shapes_are_accepted_and_ok(reports) -> None:
    code, report = reports["Valid"]
    assert code == 0, report
    assert [r["status"] for r in report["results"]] == ["ok"] * len(report["results"])
    assert not any(r["uses_sorry"] for r in report["results"])
    assert "Classical.em" in by_declaration(report)["theorem excluded_middle"]["axioms"]["excluded_middle"]


def test_an_instance_over_a_type_the_file_failed_to_declare_fails_what_follows(reports) -> None:
    code, report = reports["Shadow"]
    assert code == 1
    results = by_declaration(report)
    assert results["structure Nat"]["status"] == "error"
    for label in ("instance", "theorem looks_false"):
        assert results[label]["status"] == "error", results[label]
        assert "Lean reports no declaration 'Nat' of the file" in results[label]["detail"]

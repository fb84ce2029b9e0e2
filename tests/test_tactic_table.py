"""The tactic table (paracert.statements.tactics) is the one source of the portfolio's branches and
lemma lists; lean/Paracert/Tactics.lean must hold exactly its macros, byte for byte (no Lean run:
the file is read as text, which paracert itself never does)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from paracert.statements.tactics import (
    AUTOMATION,
    CERT_BRANCHES,
    CERTIFICATE_MACROS,
    CORE_FACTS,
    GATE,
    LAW_LEMMAS,
    LAWS,
    MACROS,
    MATHLIB_LEMMAS,
    Macro,
    branch_lemmas,
)

sys.path.insert(0, str(Path(__file__).parent / "lean_tools"))
from lean_sources import law_lemma_names, macro_names, rule_lemma_names, tactics_text  # noqa: E402

from paracert.paths import lean_source_dir  # noqa: E402


def gate_text() -> str:
    return (lean_source_dir() / "Paracert" / "Gate.lean").read_text(encoding="utf-8")


def test_tactics_lean_holds_exactly_the_table_s_macros() -> None:
    text = tactics_text()
    assert sorted(macro_names()) == sorted(MACROS)
    for macro in MACROS.values():
        assert macro.lean() + "\n" in text, f"Tactics.lean's {macro.name} differs from the table:\n{macro.lean()}"
    rest = text
    for macro in MACROS.values():
        rest = rest.replace(macro.lean() + "\n", "")
    rest = re.sub(r"^/-.*?-/\n", "", rest, flags=re.DOTALL)  # the module comment
    code = [ln for ln in rest.splitlines() if ln.strip() and not ln.startswith("--")]
    # nothing but the table's macros
    assert code == ["import Paracert.Rules", "import Paracert.Gate", "import Paracert.Signature.Laws"], code


def test_a_changed_table_entry_no_longer_matches_the_file() -> None:
    logic = MACROS["paracert_logic"]
    shorter = Macro(logic.name, simp_only=logic.simp_only[:-1])
    assert logic.lean() + "\n" in tactics_text()
    assert shorter.lean() + "\n" not in tactics_text()


def test_every_branch_lemma_is_a_vetted_rule_lemma() -> None:
    """Rule lemmas everywhere; the laws (the signature's and core's for ℕ ℤ) only in `paracert_laws` and
    `paracert_mathlib_lemmas`, which alone also rewrites with the context's hypotheses (`*`: the
    signature's Mathlib lemmas, decision 0017)."""
    rules, laws = set(rule_lemma_names()), set(law_lemma_names())
    core_laws = {f"{ty}.{name}" for ty in ("Nat", "Int") for name in LAW_LEMMAS}
    for branch, lemmas in branch_lemmas().items():
        allowed = rules | (laws | core_laws | set(CORE_FACTS) if branch in (LAWS, MATHLIB_LEMMAS) else set())
        if branch == MATHLIB_LEMMAS:
            allowed |= {"*"}
        assert [lemma for lemma in lemmas if lemma not in allowed] == [], branch
    assert laws == {f"Paracert.Rules.{name}" for name in LAW_LEMMAS}
    assert list(branch_lemmas()) == ["paracert_logic", "paracert_rules", "paracert_unpack", "paracert_notation",
                                     "paracert_laws", "paracert_mathlib_lemmas"]
    assert [m.name for m in CERTIFICATE_MACROS if m.hypotheses] == [MATHLIB_LEMMAS]
    assert branch_lemmas()[MATHLIB_LEMMAS][0] == "*"


def test_the_two_rewriting_branches_run_the_sides_gate_and_it_tries_each_side_and_negation() -> None:
    gated = [m for m in CERTIFICATE_MACROS if m.sides_open]
    assert [m.name for m in gated] == [LAWS, MATHLIB_LEMMAS]
    for macro in gated:
        gate = macro.gate_lines()[1:]
        assert len(gate) == 4 and all(line.startswith("(fail_if_success (constructor <;> intro h") for line in gate)
        assert sum("rotate_left" in line for line in gate) == 2 and sum(" at h;" in line for line in gate) == 2
        assert macro.script(with_gate=False).count("fail_if_success") == 0  # the Mathlib profile's text
    # with the context's hypotheses in the simp set, a side is tried with the other side's `h` cleared
    # (else `simp only [*]` would prove B from A: every equivalent pair would fail its gate)
    lemmas_gate = gated[1].gate_lines()[1:]
    assert [("; clear h;" in line) for line in lemmas_gate] == [True, True, False, False]
    assert all("[*, " in line for line in lemmas_gate)
    assert all("clear h" not in line and "[*" not in line for line in gated[0].gate_lines())


def test_every_certificate_branch_runs_the_closed_term_gate_first_and_automation_does_not() -> None:
    for macro in CERTIFICATE_MACROS:
        assert macro.lines()[0] == GATE, macro.name
    assert GATE not in AUTOMATION.lines()
    assert 'elab "paracert_gate" : tactic' in gate_text()


def test_branches_are_the_certificate_macros_cheapest_first_and_exclude_automation() -> None:
    assert CERT_BRANCHES == tuple(m.name for m in CERTIFICATE_MACROS)
    assert CERT_BRANCHES[0] == "paracert_iff_rfl" and AUTOMATION.name not in CERT_BRANCHES
    assert len(set(CERT_BRANCHES)) == len(CERT_BRANCHES)


def test_rendering_of_each_macro_kind() -> None:
    assert Macro("t", tactic=("exact h",)).lean() == 'macro "t" : tactic => `(tactic| exact h)'
    assert Macro("s", simp_only=("a", "b", "c", "d")).script() == (
        "(\n  set_option simprocs false in\n  simp only [a, b, c,\n    d]\n  done)")
    assert Macro("f", first=("omega", "decide")).script() == "(\n  first\n  | omega\n  | decide)"


def test_batch_files_get_a_gate_that_always_fails_and_sessions_the_real_one() -> None:
    """A batch file cannot define the gate (an elaborator) in the embedded Lean, nor `#eval` IO once
    the elaborator's modules are imported: batch mode gets a stub gate that fails, so nothing is
    certified in batch mode, rather than a gate that is silently missing."""
    from paracert.lean.launch.profile import GATE_STUB, for_batch, gate_source, get_profile

    core = get_profile("core")
    assert gate_source() in core.prelude and "Lean.Elab.Tactic.ElabTerm" in core.imports
    batch = for_batch(core)
    assert gate_source() not in batch.prelude and GATE_STUB in batch.prelude
    assert batch.imports == ["Init"] and batch.name == "core" and batch.digest != core.digest
    assert 'fail "the closed-term gate runs in session mode' in GATE_STUB
    assert for_batch(get_profile("bare")) == get_profile("bare")

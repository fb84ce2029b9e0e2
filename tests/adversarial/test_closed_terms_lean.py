"""Closed terms that compute, through `equiv` (the engine) and through `check` (forged certificates),
with the real Lean: no pair of two different facts is certified, and no certificate for one verifies,
while the clean controls stay certified. One runner (session mode, no cache), two `run` batches."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from paracert.certify.check import check_directory
from paracert.certify.store import write_certificates
from paracert.certify.theorems import certified_text
from paracert.lean import LeanRunner
from paracert.statements.schema import Verdict
from paracert.statements.verdicts import PairVerdict

sys.path.insert(0, str(Path(__file__).parent))
from closed_terms import ATTACKS, CONTROLS  # noqa: E402
from forgery import attack_runner, settle  # noqa: E402
from forgery import forged as forge  # noqa: E402

pytestmark = [pytest.mark.lean, pytest.mark.slow]

# The branches a forged certificate claims: those that evaluate closed terms without the gate
# (Iff.rfl at reducible transparency, simp only's closing `rfl`), and the definitional unpacks.
FORGED_BRANCHES = ("paracert_iff_rfl", "paracert_logic", "paracert_rules", "paracert_notation")


@pytest.fixture(scope="module")
def runner(lean_required, tmp_path_factory) -> LeanRunner:
    return attack_runner(tmp_path_factory.mktemp("closed"))


@pytest.fixture(scope="module")
def verdicts(runner: LeanRunner) -> dict[str, PairVerdict]:
    return settle(runner, [(x.id, x.a, x.b) for x in ATTACKS], CONTROLS, "closed_term")


@pytest.mark.parametrize("attack", ATTACKS, ids=[x.id for x in ATTACKS])
def test_no_two_different_facts_are_certified_through_equiv(verdicts, attack) -> None:
    v = verdicts[attack.id]
    assert v.verdict != Verdict.certified, (attack, v.tactic, v.certificate)
    assert v.verdict in (Verdict.both_provable, Verdict.both_refutable, Verdict.unknown, Verdict.refuted,
                         Verdict.invalid_statement), v


@pytest.mark.parametrize("control", CONTROLS, ids=[c[0] for c in CONTROLS])
def test_clean_paraphrases_stay_certified(verdicts, control) -> None:
    v = verdicts[f"control:{control[0]}"]
    assert v.verdict == Verdict.certified, v


def test_forged_certificates_of_closed_term_pairs_do_not_verify(runner: LeanRunner, tmp_path: Path) -> None:
    """A certificate directory in a pull request: for every attack pair, a certificate by each branch
    that could evaluate (byte for byte the text paracert would generate), bound to the running Lean.
    `check` elaborates each with the gate inside the branch macros: none verifies."""
    forged = [forge(runner, f"{x.id}/{branch}", x.a, x.b, f"forged/{branch}", branch,
                    lambda name, x=x, branch=branch: certified_text(name, x.a, x.b, branch))
              for x in ATTACKS for branch in FORGED_BRANCHES]
    write_certificates(forged, tmp_path)
    report = check_directory(tmp_path, runner)
    assert report.verified == 0
    assert {p.certificate for p in report.problems} == {v.certificate_name for v in forged}
    gate = [p for p in report.problems if "paracert_gate" in p.detail]
    assert len(gate) >= len(ATTACKS), "the gate, not an accident of elaboration, refuses them"

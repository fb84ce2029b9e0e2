"""Closed terms that compute, through `equiv` (the engine) and through `check` (forged certificates),
with the real Lean: no pair of two different facts is certified, and no certificate for one verifies,
while the clean controls stay certified. One runner (session mode, no cache), two `run` batches."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from paracert.certify.check import check_directory
from paracert.certify.engine import certify_pairs
from paracert.certify.store import write_certificates
from paracert.certify.theorems import certified_text
from paracert.lean import LeanRunner
from paracert.lean.config import LeanConfig
from paracert.statements.pairs import Pair
from paracert.statements.schema import Verdict
from paracert.statements.verdicts import PairVerdict, StatementKind, certificate_name

sys.path.insert(0, str(Path(__file__).parent))
from closed_terms import ATTACKS, CONTROLS  # noqa: E402

pytestmark = [pytest.mark.lean, pytest.mark.slow]

# The branches a forged certificate claims: those that evaluate closed terms without the gate
# (Iff.rfl at reducible transparency, simp only's closing `rfl`), and the definitional unpacks.
FORGED_BRANCHES = ("paracert_iff_rfl", "paracert_logic", "paracert_rules", "paracert_notation")


@pytest.fixture(scope="module")
def runner(lean_required, tmp_path_factory) -> LeanRunner:
    return LeanRunner(LeanConfig(mode="session", cache=False, pool_size=1, item_timeout=90),
                      work_dir=tmp_path_factory.mktemp("closed"))  # not closed: sessions are handed on


@pytest.fixture(scope="module")
def verdicts(runner: LeanRunner) -> dict[str, PairVerdict]:
    pairs = [Pair(a=x.a, b=x.b, pair_id=x.id, family="closed_term") for x in ATTACKS]
    pairs += [Pair(a=a, b=b, pair_id=f"control:{i}", family="control") for i, a, b in CONTROLS]
    return {v.pair_id: v for v in certify_pairs(pairs, runner)}


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
    forged: list[PairVerdict] = []
    for x in ATTACKS:
        for branch in FORGED_BRANCHES:
            pair = Pair(a=x.a, b=x.b, pair_id=f"{x.id}/{branch}", family=f"forged/{branch}")
            digest = pair.digest(runner.lean_version)
            name = certificate_name(digest)
            forged.append(PairVerdict(pair_id=pair.pair_id, family=pair.family, a=pair.a, b=pair.b, digest=digest,
                                      lean_version=runner.lean_version, verdict=Verdict.certified,
                                      statement_kind=StatementKind.iff, tactic=branch,
                                      certificate=certified_text(name, pair.a, pair.b, branch)))
    write_certificates(forged, tmp_path)
    report = check_directory(tmp_path, runner)
    assert report.verified == 0
    assert {p.certificate for p in report.problems} == {v.certificate_name for v in forged}
    gate = [p for p in report.problems if "paracert_gate" in p.detail]
    assert len(gate) >= len(ATTACKS), "the gate, not an accident of elaboration, refuses them"

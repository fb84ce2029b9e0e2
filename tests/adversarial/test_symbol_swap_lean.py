"""Signature pairs whose sides exchange symbols of one type, through `equiv` (the engine) and through
`check` (forged certificates), with the real Lean: none is certified and no certificate for one
verifies, while the controls stay certified. One runner (session mode, no cache)."""

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
from paracert.statements.tactics import CERT_BRANCHES
from paracert.statements.verdicts import PairVerdict, StatementKind, certificate_name

sys.path.insert(0, str(Path(__file__).parent))
from symbol_swap import ATTACKS, CONTROLS  # noqa: E402

pytestmark = [pytest.mark.lean, pytest.mark.slow]


@pytest.fixture(scope="module")
def runner(lean_required, tmp_path_factory) -> LeanRunner:
    return LeanRunner(LeanConfig(mode="session", cache=False, pool_size=1, item_timeout=90),
                      work_dir=tmp_path_factory.mktemp("swap"))  # not closed: sessions are handed on


@pytest.fixture(scope="module")
def verdicts(runner: LeanRunner) -> dict[str, PairVerdict]:
    pairs = [Pair(a=x.a, b=x.b, pair_id=x.id, family="symbol_swap") for x in ATTACKS]
    pairs += [Pair(a=a, b=b, pair_id=f"control:{i}", family="control") for i, a, b in CONTROLS]
    return {v.pair_id: v for v in certify_pairs(pairs, runner)}


@pytest.mark.parametrize("attack", ATTACKS, ids=[x.id for x in ATTACKS])
def test_exchanged_symbols_are_not_certified(verdicts, attack) -> None:
    v = verdicts[attack.id]
    assert v.verdict != Verdict.certified, (attack, v.tactic, v.certificate)


@pytest.mark.parametrize("control", CONTROLS, ids=[c[0] for c in CONTROLS])
def test_controls_stay_certified(verdicts, control) -> None:
    v = verdicts[f"control:{control[0]}"]
    assert v.verdict == Verdict.certified, v
    assert v.certificate is not None and f"{v.certificate_name} " + "{R : Type}" in v.certificate.split("\n")[0]


def _forged(runner: LeanRunner, x, branch: str, text, form: str) -> PairVerdict:
    pair = Pair(a=x.a, b=x.b, pair_id=f"{x.id}/{form}/{branch}", family=f"forged/{form}/{branch}")
    digest = pair.digest(runner.lean_version)
    name = certificate_name(digest)
    return PairVerdict(pair_id=pair.pair_id, family=pair.family, a=pair.a, b=pair.b, digest=digest,
                       lean_version=runner.lean_version, verdict=Verdict.certified,
                       statement_kind=StatementKind.iff, tactic=branch, certificate=text(name, pair))


def test_forged_certificates_of_exchanged_symbols_do_not_verify(runner: LeanRunner, tmp_path: Path) -> None:
    """A certificate directory in a pull request: for every attack, the closed form that Lean proves
    (`(∀ Σ, A) ↔ (∀ Σ, B)` by `paracert_structural`, which exchanges the symbols) and the generated
    pointwise text by every branch. `check` refuses the first without Lean (not the generated text)
    and Lean refuses the others."""
    closed = [_forged(runner, x, "paracert_structural",
                      lambda n, p: f"theorem {n} : ({p.a}) ↔ ({p.b}) :=\n  by paracert_structural", "closed")
              for x in ATTACKS]
    pointwise = [_forged(runner, x, br, lambda n, p, br=br: certified_text(n, p.a, p.b, br), "pointwise")
                 for x in ATTACKS for br in CERT_BRANCHES]
    write_certificates(closed + pointwise, tmp_path)
    report = check_directory(tmp_path, runner)
    assert report.verified == 0
    failed = {p.certificate: p.check for p in report.problems}
    assert set(failed) == {v.certificate_name for v in closed + pointwise}
    assert all(failed[v.certificate_name] == "grammar" for v in closed)
    assert all(failed[v.certificate_name] == "lean" for v in pointwise)

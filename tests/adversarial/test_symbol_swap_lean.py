"""Signature pairs whose sides exchange symbols of one type, through `equiv` (the engine) and through
`check` (forged certificates), with the real Lean: none is certified and no certificate for one
verifies, while the controls stay certified. One runner (session mode, no cache)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from paracert.certify.check import check_directory
from paracert.certify.store import write_certificates
from paracert.certify.theorems import certified_text
from paracert.lean import LeanRunner
from paracert.statements.schema import Verdict
from paracert.statements.tactics import CERT_BRANCHES
from paracert.statements.verdicts import PairVerdict

sys.path.insert(0, str(Path(__file__).parent))
from forgery import attack_runner, settle  # noqa: E402
from forgery import forged as forge  # noqa: E402
from symbol_swap import ATTACKS, CONTROLS  # noqa: E402

pytestmark = [pytest.mark.lean, pytest.mark.slow]


@pytest.fixture(scope="module")
def runner(lean_required, tmp_path_factory) -> LeanRunner:
    return attack_runner(tmp_path_factory.mktemp("swap"))


@pytest.fixture(scope="module")
def verdicts(runner: LeanRunner) -> dict[str, PairVerdict]:
    return settle(runner, [(x.id, x.a, x.b) for x in ATTACKS], CONTROLS, "symbol_swap")


@pytest.mark.parametrize("attack", ATTACKS, ids=[x.id for x in ATTACKS])
def test_exchanged_symbols_are_not_certified(verdicts, attack) -> None:
    v = verdicts[attack.id]
    assert v.verdict != Verdict.certified, (attack, v.tactic, v.certificate)


@pytest.mark.parametrize("control", CONTROLS, ids=[c[0] for c in CONTROLS])
def test_controls_stay_certified(verdicts, control) -> None:
    v = verdicts[f"control:{control[0]}"]
    assert v.verdict == Verdict.certified, v
    assert v.certificate is not None and f"{v.certificate_name} " + "{R : Type}" in v.certificate.split("\n")[0]


def test_forged_certificates_of_exchanged_symbols_do_not_verify(runner: LeanRunner, tmp_path: Path) -> None:
    """A certificate directory in a pull request: for every attack, the closed form that Lean proves
    (`(∀ Σ, A) ↔ (∀ Σ, B)` by `paracert_structural`, which exchanges the symbols) and the generated
    pointwise text by every branch. `check` refuses the first without Lean (not the generated text)
    and Lean refuses the others."""
    closed = [forge(runner, f"{x.id}/closed", x.a, x.b, "forged/closed", "paracert_structural",
                    lambda n, x=x: f"theorem {n} : ({x.a}) ↔ ({x.b}) :=\n  by paracert_structural") for x in ATTACKS]
    pointwise = [forge(runner, f"{x.id}/{br}", x.a, x.b, f"forged/{br}", br,
                       lambda n, x=x, br=br: certified_text(n, x.a, x.b, br)) for x in ATTACKS for br in CERT_BRANCHES]
    write_certificates(closed + pointwise, tmp_path)
    report = check_directory(tmp_path, runner)
    assert report.verified == 0
    failed = {p.certificate: p.check for p in report.problems}
    assert set(failed) == {v.certificate_name for v in closed + pointwise}
    assert all(failed[v.certificate_name] == "grammar" for v in closed)
    assert all(failed[v.certificate_name] == "lean" for v in pointwise)

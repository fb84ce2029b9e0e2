"""examples/certify_three_pairs.py runs with real Lean: three pairs certified / refuted, their
certificates checked, a report with plots written, through the public API alone. In-process, so
its runners adopt the warm default session the test scheduler starts (no Lean start-up of its own)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from paracert.lean.config import LeanConfig
from paracert.statements.schema import Verdict
from plugins.lean_scheduler import wait_for_warm_session

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "certify_three_pairs.py"


@pytest.mark.lean
def test_the_example_certifies_checks_and_reports(tmp_path: Path, lean_required: None,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    wait_for_warm_session()  # the warm default session, started at collection: wait for it to be idle
    spec = importlib.util.spec_from_file_location("certify_three_pairs", EXAMPLE)
    assert spec is not None and spec.loader is not None
    example = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(example)
    # the scheduler's warm session: auto launcher, core profile; one session, no daemon
    config = LeanConfig.load().with_values(pool_size=1, daemon=False)
    verdicts, check, rep = example.main(tmp_path, config)
    assert {v.pair_id: v.verdict for v in verdicts} == {
        "swap-binders": Verdict.certified, "contrapositive": Verdict.certified, "converse-slip": Verdict.refuted}
    assert check.ok and check.verified == check.certificates == 3, check.problems
    assert (tmp_path / "certify" / "verdicts.jsonl").is_file()
    assert (tmp_path / "eval" / "report.html").is_file() and rep.plots
    assert all((tmp_path / "eval" / png).is_file() for png in rep.plots.values())
    assert len(rep.models) == 2 and rep.coverage.n_items_in_metrics > 0
    assert "check: 3/3 certificates verified, 0 problems" in capsys.readouterr().out

"""The robustness run end to end against the real Lean, on the five demo statements and the scripted
autoformalizer of data/robustness/demo_autoformalizations.jsonl: one syntax error, one unknown
identifier, one equivalent reformulation, one dropped hypothesis and one untrusted `#eval`.

Lean work: ONE `runner.run` call for every distinct formalization (9 items: 5 baselines and the 4
trusted perturbed ones; every rule's perturbed text gets the same scripted code, so identical code
is elaborated once) plus ONE call of the certification service (2 distinct pairs). The untrusted code
never reaches Lean.

The same five statements under the `vocabulary` profile, scripted as models write for Mathlib
(data/robustness/demo_autoformalizations_mathlib.jsonl: miniF2F's distributed header, `open Nat`,
dot notation `(7 + 30 * n).Prime`): each formalization read against the Mathlib vocabulary, the
reading's failures in the taxonomy, the equivalent pair certified and the dropped hypothesis refuted,
each with a certificate in the run directory that `paracert check` verifies."""

from __future__ import annotations

import pytest

from paracert.certify.check import check_directory
from paracert.certify.service import CertificationService
from paracert.lean import LeanRunner
from paracert.lean.config import LeanConfig
from paracert.robustness.autoformalizer import ScriptedAutoformalizer
from paracert.robustness.datasets import demo_file, load_statements
from paracert.robustness.pipeline import run_robustness, select_rules
from paracert.robustness.records import FailureClass
from paracert.robustness.store import RunStore

pytestmark = [pytest.mark.lean, pytest.mark.slow]


class RecordingRunner(LeanRunner):
    """The real LeanRunner, recording the code of every item of every `run` call."""

    def __init__(self, *args, **kw) -> None:  # noqa: ANN002, ANN003
        super().__init__(*args, **kw)
        self.calls: list[list[str]] = []

    def run(self, items, progress=None):  # noqa: ANN001
        self.calls.append([it.code for it in items])
        return super().run(items, progress)


@pytest.fixture(scope="module")
def demo_run(lean_required, tmp_path_factory) -> dict:
    tmp = tmp_path_factory.mktemp("robustness")
    runner = RecordingRunner(LeanConfig(profile="core", cache=False, item_timeout=120, pool_size=1),
                             work_dir=tmp / "w")
    certify_calls: list[int] = []

    def certify(pairs, runner, progress=None):  # noqa: ANN001
        certify_calls.append(len(pairs))
        return CertificationService(runner=runner).certify(pairs).verdicts

    provider = ScriptedAutoformalizer.from_file(demo_file(), model="demo")
    result = run_robustness(load_statements("demo"), select_rules(None), [provider], RunStore(tmp / "run"), runner,
                            profile="core", certify=certify, progress=False)
    by_statement: dict[str, list] = {}
    for p in result.pairs:
        by_statement.setdefault(p.statement_id, []).append(p)
    return {"result": result, "runner": runner, "certify_calls": certify_calls, "certify": certify,
            "by": by_statement, "dir": tmp / "run"}


def test_one_lean_batch_and_one_certification(demo_run) -> None:
    runner = demo_run["runner"]
    compile_batch = runner.calls[0]
    assert len(compile_batch) == 9 and len(set(compile_batch)) == 9
    assert demo_run["certify_calls"] == [2]
    assert not any("#eval" in code for call in runner.calls for code in call)


def test_every_baseline_compiles(demo_run) -> None:
    for sid, pairs in demo_run["by"].items():
        assert all(p.baseline_failure == FailureClass.ok for p in pairs), (sid, pairs[0].baseline_error)


def test_syntax_error_is_parse(demo_run) -> None:
    pairs = demo_run["by"]["mathd_numbertheory_185"]
    assert all(p.perturbed_failure == FailureClass.parse for p in pairs), pairs[0].perturbed_error


def test_unknown_name_is_unknown_identifier(demo_run) -> None:
    pairs = demo_run["by"]["imo_1964_p1_2"]
    assert all(p.perturbed_failure == FailureClass.unknown_identifier for p in pairs), pairs[0].perturbed_error


def test_equivalent_reformulation_is_certified(demo_run) -> None:
    pairs = demo_run["by"]["mathd_numbertheory_150"]
    assert all(p.verdict == "certified" and p.surface_consistent for p in pairs), (pairs[0].verdict,
                                                                                   pairs[0].verdict_note)


def test_dropped_hypothesis_is_not_certified(demo_run) -> None:
    pairs = demo_run["by"]["mathd_numbertheory_458"]
    assert all(p.both_compile and p.verdict != "certified" and not p.surface_consistent for p in pairs)
    assert pairs[0].verdict in {"refuted", "both_provable", "unknown"}


def test_untrusted_code_is_rejected_before_lean(demo_run) -> None:
    pairs = demo_run["by"]["induction_12dvd4expnp1p20"]
    assert all(p.perturbed_failure == FailureClass.rejected and "#eval" in p.perturbed_error for p in pairs)


def test_rerun_starts_no_lean(demo_run) -> None:
    """The run directory holds every result: a second run makes no provider call and no Lean run."""
    result, runner, calls = demo_run["result"], demo_run["runner"], len(demo_run["runner"].calls)
    assert result.lean_items_sent == 9 and result.pairs_sent_to_certification == 2
    provider = ScriptedAutoformalizer.from_file(demo_file(), model="demo")
    again = run_robustness(load_statements("demo"), select_rules(None), [provider], RunStore(demo_run["dir"]), runner,
                           profile="core", certify=demo_run["certify"], progress=False)
    assert provider.calls == 0 and len(runner.calls) == calls and demo_run["certify_calls"] == [2]
    assert [p.model_dump() for p in again.pairs] == [p.model_dump() for p in result.pairs]


@pytest.fixture(scope="module")
def vocabulary_run(lean_required, tmp_path_factory) -> dict:
    tmp = tmp_path_factory.mktemp("robustness-vocabulary")
    runner = LeanRunner(LeanConfig(profile="core", cache=False, item_timeout=120, pool_size=1), work_dir=tmp / "w")
    provider = ScriptedAutoformalizer.from_file(demo_file("vocabulary"), model="demo")
    result = run_robustness(load_statements("demo"), select_rules(["disc.prove_to_show"]), [provider],
                            RunStore(tmp / "run"), runner, profile="vocabulary", progress=False)
    return {"by": {p.statement_id: p for p in result.pairs}, "dir": tmp / "run", "runner": runner,
            "result": result}


def test_vocabulary_reading_failures_are_in_the_taxonomy(vocabulary_run) -> None:
    by = vocabulary_run["by"]
    assert all(p.baseline_failure == FailureClass.ok for p in by.values()), [p.baseline_error for p in by.values()]
    assert by["mathd_numbertheory_185"].perturbed_failure == FailureClass.parse
    assert by["imo_1964_p1_2"].perturbed_failure == FailureClass.unknown_identifier
    assert "Nat.IsDivisor" in (by["imo_1964_p1_2"].perturbed_error or "")
    assert by["induction_12dvd4expnp1p20"].perturbed_failure == FailureClass.rejected


def test_vocabulary_pairs_are_certified_and_refuted_with_certificates(vocabulary_run) -> None:
    by = vocabulary_run["by"]
    assert by["mathd_numbertheory_150"].verdict == "certified" and by["mathd_numbertheory_150"].surface_consistent
    assert by["mathd_numbertheory_458"].verdict == "refuted"
    report = check_directory(vocabulary_run["dir"] / "certificates", vocabulary_run["runner"])
    assert report.ok and report.verified == 2, report.problems

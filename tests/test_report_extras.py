"""The report's extra figures (per-family SCR, inconsistent theorems, FALSE controls, even IG bins,
the replayed-answers marker, the heat map's verdict title, no empty metadata rows), each checked
against an independent computation from the raw recorded file
(../shared/data/forminv/recorded/false_controls_all_models.json: 8 models' answers to the 25 FALSE
controls) and, for the FALSE controls, against the figures the recording itself publishes.

Verdicts: `lean_run` uses certificates/verdicts.jsonl (Lean output); `all_run` uses a hand-written
FIXTURE that certifies every paraphrase (not Lean), noted as such in the run.
"""

from __future__ import annotations

import json
from collections import defaultdict
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from conftest import ROOT
from paracert.cli import main
from paracert.data.paths import recorded_dir
from paracert.llm.rundir import load_run
from paracert.report.compute import IG_BIN_EDGES, Report, build_report
from paracert.report.plots import answers_marker, failure_heatmap, ig_distribution
from paracert.report.render import Table, document

pytestmark = pytest.mark.skipif(not recorded_dir().is_dir(), reason="shared recorded data not found")

RECORDED = "false_controls_all_models.json"


def recorded() -> dict:
    return json.loads((recorded_dir() / RECORDED).read_text())


def _eval(out: Path, verdicts: Path, *extra: str) -> Report:
    args = [
        *"eval false_controls_pilot --provider replay --model all --no-progress --no-report".split(),
        *("--verdicts", str(verdicts), "--out", str(out), *extra),
    ]
    assert main(args) == 0
    return build_report(load_run(out), n_resamples=50)


@pytest.fixture(scope="module")
def lean_run(tmp_path_factory) -> tuple[Report, Path]:
    verdicts = ROOT / "certificates" / "verdicts.jsonl"
    if not verdicts.is_file():
        pytest.skip(f"{verdicts} not found")
    out = tmp_path_factory.mktemp("lean") / "run"
    return _eval(out, verdicts), out


@pytest.fixture(scope="module")
def all_run(tmp_path_factory) -> Report:
    folder = tmp_path_factory.mktemp("all")
    preds = next(iter(recorded()["models"].values()))["preds"]
    # FIXTURE verdicts (hand-written, NOT from Lean): every paraphrase certified
    fixture = {p["id"]: "certified" for p in preds if p["family"] != "canonical"}
    path = folder / "verdicts.json"
    path.write_text(json.dumps(fixture))
    return _eval(folder / "run", path, "--verdict-note", "test fixture, not Lean")


def certified_ids(run_dir: Path) -> set[str]:
    ids = set()
    for line in (run_dir / "items.jsonl").read_text().splitlines():
        rec = json.loads(line)
        if rec["verdict"] in ("canonical", "certified"):
            ids.add(rec["variant_id"])
    return ids


def raw_outcomes(admitted: set[str] | None) -> dict[str, dict[str, dict[str, dict]]]:
    """model -> theorem -> family -> recorded prediction, straight from the JSON file."""
    out: dict = defaultdict(lambda: defaultdict(dict))
    for model, entry in recorded()["models"].items():
        for p in entry["preds"]:
            if admitted is None or p["id"] in admitted:
                out[model][p["theorem_id"]][p["family"]] = p
    return out


# ------------------------------------------------------------------ FALSE controls


def test_false_controls_reproduce_the_recorded_figures(all_run: Report) -> None:
    rec = recorded()
    rows = {r.model: r for r in all_run.false_controls}
    assert sorted(rows) == sorted(rec["models"])
    for model, entry in rec["models"].items():
        r = rows[model]
        assert r.n_false == entry["n_valid"] == 25 and r.n_true == 0
        assert r.true_bias == pytest.approx(entry["true_bias_rate"])
        assert r.accuracy == pytest.approx(entry["accuracy_on_false"])
        assert r.tnr == pytest.approx(1 - entry["true_bias_rate"])
        assert r.beats_always_true is entry["beats_always_true"]
        assert r.always_true_accuracy == pytest.approx(rec["oracle_acc_on_false_items"])
        assert r.always_true_balanced_accuracy == pytest.approx(rec["oracle_balanced_accuracy"])
        assert r.tpr is None and r.balanced_accuracy is None  # no TRUE item: undefined, not invented


def test_false_controls_on_lean_certified_pairs(lean_run) -> None:
    rep, out = lean_run
    raw = raw_outcomes(certified_ids(out))
    for r in rep.false_controls:
        preds = [p for fams in raw[r.model].values() for p in fams.values()]
        said_true = sum(p["parsed"] == "TRUE" for p in preds)
        assert r.n_false == len(preds)
        assert r.n_said_true_on_false == said_true
        assert r.true_bias == pytest.approx(said_true / len(preds))
    assert len(rep.false_controls) == 8  # (counts depend on certificates/verdicts.jsonl, which certify rewrites)


def test_balanced_accuracy_with_both_classes(all_run: Report) -> None:
    from paracert.report.compute import _false_controls

    # the real answers, with one theorem's label turned TRUE (so its forms become TRUE items)
    flipped = "false_001_converse_prime"
    resp = []
    for model, entry in recorded()["models"].items():
        for p in entry["preds"]:
            gt = p["theorem_id"] == flipped
            resp.append((model, gt, p["parsed"] == "TRUE"))
    from paracert.statements.responses import Response

    responses = [
        Response(model=m, provider="replay:t", item_id=f"{m}-{i}", theorem_id="t", family="canonical",
                 ground_truth=gt, parsed=said, correct=said == gt)
        for i, (m, gt, said) in enumerate(resp)
    ]  # fmt: skip
    rows = {r.model: r for r in _false_controls(responses)}
    for model in recorded()["models"]:
        mine = [(gt, said) for m, gt, said in resp if m == model]
        tp = sum(gt and said for gt, said in mine)
        tn = sum(not gt and not said for gt, said in mine)
        pos = sum(gt for gt, _ in mine)
        neg = len(mine) - pos
        assert pos == 5 and neg == 20
        assert rows[model].balanced_accuracy == pytest.approx((tp / pos + tn / neg) / 2)
        assert rows[model].always_true_accuracy == pytest.approx(5 / 25)


# ------------------------------------------------------------------ per-family SCR, inconsistency, IG


def test_family_scr_against_the_raw_file(lean_run) -> None:
    rep, out = lean_run
    raw = raw_outcomes(certified_ids(out))
    got = {(r.model, r.family): r for r in rep.family_scr}
    n_checked = 0
    for model, theorems in raw.items():
        for fam in ("syntactic", "quantifier", "order", "notation"):
            pairs = [fs for fs in theorems.values() if "canonical" in fs and fam in fs]
            both = sum(fs["canonical"]["correct"] and fs[fam]["correct"] for fs in pairs)
            if not pairs:
                assert (model, fam) not in got
                continue
            r = got[(model, fam)]
            assert (r.n_paired, r.n_both_correct) == (len(pairs), both)
            assert r.scr == pytest.approx(both / len(pairs))
            n_checked += 1
    assert n_checked >= 8


def test_inconsistent_theorems_against_the_raw_file(lean_run) -> None:
    rep, out = lean_run
    raw = raw_outcomes(certified_ids(out))
    expected: dict[str, set[str]] = defaultdict(set)
    for model, theorems in raw.items():
        for tid, fs in theorems.items():
            marks = {p["correct"] for p in fs.values()}
            if len(fs) >= 2 and marks == {True, False}:
                expected[tid].add(model)
    assert {t.theorem_id: set(t.inconsistent_models) for t in rep.inconsistent} == expected
    for t in rep.inconsistent:
        assert sorted(t.answers) == sorted(raw)  # every model's answers, not only the inconsistent ones
        for model, fams in t.answers.items():
            for fam, text in fams.items():
                p = raw[model][t.theorem_id][fam]
                assert text == f"{p['parsed']} ({'right' if p['correct'] else 'wrong'})"


def test_ig_even_bins_exact(lean_run) -> None:
    """Bins checked in exact arithmetic: IG in [i/20, (i+1)/20) iff (i/20)^2 <= p(1-p) < ((i+1)/20)^2.
    (np.histogram's equal-width fast path puts IG = sqrt(0.2 * 0.8) = 0.4 into [0.35, 0.40).)"""
    rep, out = lean_run
    raw = raw_outcomes(certified_ids(out))
    b = rep.ig_bins
    assert b is not None and b.edges == pytest.approx(list(np.linspace(0, 0.5, 11)))
    assert np.allclose(np.diff(b.edges), 0.05)  # even bins
    for model, theorems in raw.items():
        counts = [0] * 10
        n = 0
        for fs in theorems.values():
            if len(fs) >= 2:
                p = Fraction(sum(x["correct"] for x in fs.values()), len(fs))
                var = p * (1 - p)
                counts[min(i for i in range(10) if var < Fraction(i + 1, 20) ** 2 or i == 9)] += 1
                n += 1
        assert b.counts[model] == counts
        assert b.n_theorems[model] == n
    assert len(IG_BIN_EDGES) == 11


# ------------------------------------------------------------------ figures and metadata


def _texts(fig) -> str:  # noqa: ANN001
    parts = [t.get_text() for t in fig.texts]
    for ax in fig.axes:
        parts += [ax.get_title(), *(t.get_text() for t in ax.texts)]
        legend = ax.get_legend()
        if legend is not None:
            parts += [t.get_text() for t in legend.get_texts()]
        parts += [t.get_text() for t in ax.get_xticklabels()]
    return "\n".join(parts)


def test_figures_carry_n_marker_and_verdict_title(lean_run, all_run: Report) -> None:
    import matplotlib.pyplot as plt

    from paracert.report.plots import _mark, accuracy_scr

    unchecked, _ = lean_run
    # certify's verdicts.jsonl, given without a certificate directory for paracert check to verify:
    # labelled unverified (tests/test_input_faults.py covers the checked case end to end)
    assert not unchecked.verdicts_by_lean and "UNVERIFIED VERDICT FILE" in unchecked.verdict_source
    assert not all_run.verdicts_by_lean and "not Lean" in all_run.verdict_source
    rep = unchecked.model_copy(update={"verdicts_by_lean": True, "verdict_source": "verdicts certified by Lean"})
    marker = answers_marker(rep)
    assert marker and "REPLAYED ANSWERS" in marker
    for make in (failure_heatmap, ig_distribution, accuracy_scr):
        for r in (rep, all_run):
            fig = _mark(make(r), r)
            text = _texts(fig)
            plt.close(fig)
            assert "REPLAYED ANSWERS" in text, make.__name__
            assert "n=" in text or "n = " in text, make.__name__
    heat = failure_heatmap(rep)
    assert "pairs certified by Lean" in heat.axes[0].get_title()
    plt.close(heat)
    heat = failure_heatmap(all_run)
    assert "NOT certified by Lean" in heat.axes[0].get_title()
    plt.close(heat)
    live = rep.model_copy(update={"meta": rep.meta.model_copy(update={"answer_source": "live",
                                                                        "live_api_called": True})})  # fmt: skip
    assert answers_marker(live) is None


def test_no_empty_metadata_rows(lean_run) -> None:
    rep, _ = lean_run
    meta = next(b for b in document(rep) if isinstance(b, Table))
    assert meta.rows and all(label and value.strip() for label, value in meta.rows)
    emptied = rep.model_copy(update={"meta": rep.meta.model_copy(update={"providers": [], "dataset_path": None})})
    meta = next(b for b in document(emptied) if isinstance(b, Table))
    assert "providers" not in [r[0] for r in meta.rows]
    assert all(value.strip() for _, value in meta.rows)


def test_many_families_stay_linear_and_bounded(tmp_path: Path) -> None:
    """Above MAX_FAMILY_PAIRS families the quadratic pairwise taus are left out (with a note), and the
    heat map's size is capped (1,000 families gave a 1,300-inch-wide figure)."""
    import matplotlib.pyplot as plt

    from paracert.llm.rundir import RunMeta, write_run
    from paracert.report.compute import MAX_FAMILY_PAIRS
    from paracert.statements.responses import Response
    from paracert.statements.schema import Variant, Verdict

    n_fams = MAX_FAMILY_PAIRS + 10
    items, responses = [], []
    for t in range(2):
        for f, fam in enumerate(["canonical", *(f"f{i:03d}" for i in range(n_fams))]):
            vid = f"t{t}_{fam}"
            items.append(Variant(variant_id=vid, theorem_id=f"t{t}", family=fam, nl=vid, ground_truth=True,
                                 verdict=Verdict.canonical if fam == "canonical" else Verdict.certified))  # fmt: skip
            for m in ("a", "b"):
                ok = (f + t + (m == "b")) % 3 != 0
                responses.append(Response(model=m, provider="scripted:x", item_id=vid, theorem_id=f"t{t}",
                                          family=fam, ground_truth=True, parsed=ok, correct=ok))  # fmt: skip
    meta = RunMeta(dataset="many", n_items=len(items), models=["a", "b"], providers=["scripted:x"],
                   answer_source="scripted", live_api_called=False)  # fmt: skip
    rep = build_report(load_run(write_run(tmp_path / "run", items, responses, meta)), n_resamples=20)
    assert rep.ranking.family_pairs == [] and str(n_fams + 1) in (rep.ranking.family_pairs_note or "")
    assert len(rep.family_scr) == 2 * n_fams
    fig = failure_heatmap(rep)
    assert fig.get_size_inches()[0] <= 40
    assert "SCRIPTED ANSWERS" in (answers_marker(rep) or "")
    plt.close(fig)

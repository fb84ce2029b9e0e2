"""Every statistic in report.json, each checked against scipy or a case worked by hand.

The run is the 8 models' recorded FALSE-control answers with every paraphrase certified (a FIXTURE,
not Lean verdicts): the expected numbers are computed here from the recorded JSON with numpy/scipy.
"""

from __future__ import annotations

import json
import math
from collections import defaultdict
from pathlib import Path

import numpy as np
import pytest
from scipy import stats

from paracert.cli import main
from paracert.metrics.invariance import invariance_report
from paracert.metrics.paired import putnamgap_r
from paracert.metrics.ranking import nfb_all_rankings, nfb_weights, select_models
from paracert.statements.responses import Response


@pytest.fixture(scope="module")
def fc_report(tmp_path_factory, shared_data: Path) -> tuple[dict, dict]:
    tmp = tmp_path_factory.mktemp("fc")
    items = [json.loads(x) for x in (shared_data / "forminv/false_controls_pilot.jsonl").read_text().splitlines()]
    verdicts = tmp / "v.json"
    verdicts.write_text(json.dumps({i["id"]: "certified" for i in items if i["family"] != "canonical"}))
    out = tmp / "run"
    args = ["eval", "false_controls_pilot", "--provider", "replay", "--model", "all", "--verdicts",
            str(verdicts), "--out", str(out), "--no-progress", "--bootstrap", "50", "--no-report"]  # fmt: skip
    assert main(args) == 0
    assert main(["report", str(out), "--bootstrap", "50"]) == 0
    rep = json.loads((out / "report.json").read_text())
    raw = json.loads((shared_data / "forminv/recorded/false_controls_all_models.json").read_text())["models"]
    # model -> theorem -> family -> correct (None = unscored)
    table: dict = defaultdict(lambda: defaultdict(dict))
    for model, entry in raw.items():
        for p in entry["preds"]:
            table[model][p["theorem_id"]][p["family"]] = p["correct"]
    rep["_dir"] = str(out)
    return rep, table


def test_mcnemar_matches_scipy_binomial(fc_report) -> None:
    rep, table = fc_report
    assert rep["mcnemar"]
    for row in rep["mcnemar"]:
        n01 = n10 = 0
        for forms in table[row["model"]].values():
            c, v = forms.get("canonical"), forms.get(row["family"])
            if c is None or v is None:
                continue
            n01 += c and not v
            n10 += (not c) and v
        assert (row["n01"], row["n10"]) == (n01, n10)
        want = 1.0 if n01 + n10 == 0 else stats.binomtest(n01, n01 + n10, 0.5).pvalue
        assert row["p_value"] == pytest.approx(min(1.0, want))


def test_cochran_q_matches_the_textbook_formula(fc_report) -> None:
    rep, table = fc_report
    tested = rep["cochran_q"]
    assert tested and [r["p_value"] for r in tested] == sorted(r["p_value"] for r in tested)
    for row in tested:
        models = sorted(m for m in table if all(v is not None for v in table[m][row["theorem_id"]].values()))
        fams = sorted(table[models[0]][row["theorem_id"]])
        x = np.array([[int(table[m][row["theorem_id"]][f]) for f in fams] for m in models])
        k, col, rowsum, n = x.shape[1], x.sum(axis=0), x.sum(axis=1), x.sum()
        denom = k * n - (rowsum**2).sum()
        q = 0.0 if denom == 0 else (k - 1) * (k * (col**2).sum() - n**2) / denom
        assert (row["n_models"], row["n_forms"], row["df"]) == (len(models), k, k - 1)
        assert row["q"] == pytest.approx(q)
        p = 1.0 if denom == 0 else stats.chi2.sf(q, k - 1)
        assert row["p_value"] == pytest.approx(p)
        assert row["p_bonferroni"] == pytest.approx(min(1.0, p * len(tested)))


def test_fleiss_kappa_matches_the_textbook_formula(fc_report) -> None:
    rep, table = fc_report
    for row in rep["fleiss_kappa"]:
        fam = row["family"]
        models = sorted(table)
        subjects = [t for t in table[models[0]] if fam in table[models[0]][t]]
        subjects = [t for t in subjects if all(table[m][t].get(fam) is not None for m in models)]
        counts = np.array([[sum(bool(table[m][t][fam]) for m in models),
                            sum(not table[m][t][fam] for m in models)] for t in subjects])  # fmt: skip
        n = len(models)
        p_j = counts.sum(axis=0) / counts.sum()
        p_i = ((counts**2).sum(axis=1) - n) / (n * (n - 1))
        pe = (p_j**2).sum()
        kappa = (p_i.mean() - pe) / (1 - pe)
        assert (row["n_items"], row["n_raters"]) == (len(subjects), n)
        assert row["kappa"] == pytest.approx(kappa)


def test_putnamgap_r_hand_worked_cases() -> None:
    assert putnamgap_r([(1, 1), (0, 0), (1, 1)])["r"] == 1.0  # invariance
    assert putnamgap_r([(0, 1), (0, 1), (1, 1)])["r"] == 1.0  # improvements only: no reward above 1
    assert putnamgap_r([(1, 0)] * 4)["r"] == pytest.approx(0.5)  # every item lost at the median drop: 1/2 each
    # by hand: p_E = p_H = 2.5/4, sigma = sqrt(.625 * .375) = .48412, d = (2.0656, 0, -2.0656),
    # s = softplus_0.1(d) = (2.0656, 0.069315, 1.1e-10), beta = ln 2 / 2.0656 = .33557,
    # factors (0.5, exp(-.33557 * .069315) = .97701, ~1): R = 2.47701 / 3 = .82567
    got = putnamgap_r([(1, 0), (1, 1), (0, 1)])
    assert got["sigma"] == pytest.approx(math.sqrt(0.625 * 0.375))
    assert got["beta"] == pytest.approx(0.33557, abs=1e-5)
    assert got["r"] == pytest.approx(0.82567, abs=1e-5)
    assert putnamgap_r([])["r"] is None
    with pytest.raises(ValueError, match="temperature"):
        putnamgap_r([(1, 0)], temperature=0)


def test_report_json_and_html_carry_every_statistic(fc_report) -> None:
    rep, _ = fc_report
    for key in ("cochran_q", "mcnemar", "fleiss_kappa", "robustness_r", "nfb", "select"):
        assert rep[key], key
    assert {r["family"] for r in rep["robustness_r"]} >= {"all", "syntactic"}
    html = (Path(rep["_dir"]) / "report.html").read_text()
    for title in ("Cochran&#x27;s Q per theorem", "McNemar per model and family", "Fleiss&#x27; kappa",
                  "PutnamGAP robustness R", "Selector"):  # fmt: skip
        assert title in html, title


def test_nfb_and_select_commands(fc_report, capsys) -> None:
    rep, _ = fc_report
    run = rep["_dir"]
    assert main(["select", run, "--profile", "syntactic=1,quantifier=3", "--json"]) == 0
    entries = json.loads(capsys.readouterr().out)
    assert len(entries) == 8 and all(e["complete"] for e in entries)
    assert main(["nfb", run, "--target", "openai/gpt-4o,openai/o4-mini", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["target"] == ["openai/gpt-4o", "openai/o4-mini"]
    assert main(["select", run, "--profile", "syntactic"]) == 2
    assert "not FAMILY=WEIGHT" in capsys.readouterr().err
    assert main(["nfb", run, "--target", "ghost,openai/o4-mini"]) == 2
    assert "'ghost'" in capsys.readouterr().err


def test_library_functions_raise_clear_value_errors() -> None:
    with pytest.raises(ValueError, match="without scores: 'C'"):
        nfb_weights({"A": {"f": 1.0}, "B": {"f": 0.5}}, ["A", "C"])
    with pytest.raises(ValueError, match="no models"):
        nfb_all_rankings({})
    rs = [Response(model="A", provider="p", item_id=f"t{i}_{f}", theorem_id=f"t{i}", family=f, ground_truth=True,
                   parsed=True, correct=True) for i in range(2) for f in ("canonical", "syn")]  # fmt: skip
    with pytest.raises(ValueError, match="no profile family"):
        select_models(invariance_report(rs), {"nowhere": 1.0})

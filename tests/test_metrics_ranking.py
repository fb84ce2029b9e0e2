"""Pareto dominance, No-Free-Benchmark LP, penalty robustness R and the selector."""

from __future__ import annotations

import pytest
from statsmodels.stats.proportion import proportion_confint

from paracert.metrics.invariance import invariance_report
from paracert.metrics.ranking import (
    dominates,
    family_scores,
    nfb_all_rankings,
    nfb_weights,
    pareto_analysis,
    penalty_robustness,
    select_models,
)
from paracert.statements.responses import Response


def resp(model: str, theorem: str, family: str, correct: bool) -> Response:
    return Response(
        model=model,
        provider="test",
        item_id=f"{theorem}_{family}",
        theorem_id=theorem,
        family=family,
        ground_truth=True,
        parsed=correct,
        correct=correct,
    )


def test_pareto():
    scores = {"A": {"f1": 0.9, "f2": 0.8}, "B": {"f1": 0.8, "f2": 0.7}, "C": {"f1": 0.95, "f2": 0.5}}
    assert dominates(scores, "A", "B")
    assert not dominates(scores, "B", "A")
    assert not dominates(scores, "A", "C") and not dominates(scores, "C", "A")
    assert not dominates({"A": {"f": 1.0}, "B": {"f": 1.0}}, "A", "B")  # equal: no strict gain
    rep = pareto_analysis(scores)
    assert rep.dominance == [("A", "B")]
    assert rep.front == ["A", "C"]
    assert rep.dominates_all == []
    assert pareto_analysis({"A": scores["A"], "B": scores["B"]}).dominates_all == ["A"]


def test_nfb_feasible_two_models():
    scores = {"A": {"f1": 0.9, "f2": 0.5}, "B": {"f1": 0.5, "f2": 0.9}}
    # B above A: maximise min lambda.(B - A) = 0.4 (lambda2 - lambda1) -> 0.4 at lambda = (0, 1)
    res = nfb_weights(scores, ["B", "A"], margin=0.01)
    assert res.feasible and res.best_margin == pytest.approx(0.4)
    assert res.weights == pytest.approx({"f1": 0.0, "f2": 1.0})
    assert res.weighted_scores["B"] > res.weighted_scores["A"]
    res = nfb_weights(scores, ["A", "B"])
    assert res.feasible and res.weights == pytest.approx({"f1": 1.0, "f2": 0.0})
    assert sum(res.weights.values()) == pytest.approx(1.0)


def test_nfb_infeasible_when_dominated():
    scores = {"A": {"f1": 0.9, "f2": 0.9}, "B": {"f1": 0.5, "f2": 0.6}}
    # B above A needs lambda.(B - A) = -0.4 l1 - 0.3 l2 > 0: impossible; best = -0.3 at (0, 1)
    res = nfb_weights(scores, ["B", "A"])
    assert not res.feasible and res.weights is None
    assert res.best_margin == pytest.approx(-0.3)


def test_nfb_infeasible_without_dominance_and_margin():
    scores = {"A": {"f1": 1.0, "f2": 0.0}, "B": {"f1": 0.0, "f2": 1.0}, "C": {"f1": 0.4, "f2": 0.4}}
    assert pareto_analysis(scores).dominance == []
    # C > A needs l1 < 0.4, A > B needs l1 > 0.5: impossible. Best margin: max over a = l1 of
    # min(0.4 - a, 2a - 1) -> a = 1.4/3, margin = 0.4 - 1.4/3 = -1/15
    res = nfb_weights(scores, ["C", "A", "B"])
    assert not res.feasible and res.best_margin == pytest.approx(-1 / 15)
    # weighted scores: A = l1, B = 1 - l1, C = 0.4. Sweeping l1 gives B>C>A (l1<.4), B>A>C
    # (.4<l1<.5), A>B>C (.5<l1<.6), A>C>B (l1>.6): 4 of the 6 orders
    summ = nfb_all_rankings(scores)
    assert (summ.n_rankings, summ.n_feasible) == (6, 4)
    assert sorted(summ.infeasible) == [["C", "A", "B"], ["C", "B", "A"]]
    # strictness: equal scores are never strictly ordered, unless margin 0 is asked for
    tie = {"A": {"f": 0.5, "g": 0.5}, "B": {"f": 0.5, "g": 0.5}}
    assert not nfb_weights(tie, ["A", "B"]).feasible
    assert nfb_weights(tie, ["A", "B"], margin=0.0).feasible
    # a large margin can make a realizable order infeasible: for B>A>C the margin is
    # min(1 - 2a, a - 0.4) with a = l1, largest where 1 - 2a = a - 0.4: a = 7/15, margin 1/15
    best = nfb_weights(scores, ["B", "A", "C"])
    assert best.feasible and best.best_margin == pytest.approx(1 / 15)
    assert not nfb_weights(scores, ["B", "A", "C"], margin=0.1).feasible
    with pytest.raises(ValueError):
        nfb_weights(scores, ["A", "A"])


def robustness_case() -> list[Response]:
    # T1: canon R, syn R, quant R; T2: canon R, syn W, quant R; T3: canon W, syn W, quant R
    return [
        resp("A", "T1", "canonical", True),
        resp("A", "T1", "syntactic", True),
        resp("A", "T1", "quantifier", True),
        resp("A", "T2", "canonical", True),
        resp("A", "T2", "syntactic", False),
        resp("A", "T2", "quantifier", True),
        resp("A", "T3", "canonical", False),
        resp("A", "T3", "syntactic", False),
        resp("A", "T3", "quantifier", True),
    ]


def test_penalty_robustness_hand_computed():
    rep = invariance_report(robustness_case())
    r = penalty_robustness(rep)["A"]
    syn, quant = r.per_family["syntactic"], r.per_family["quantifier"]
    # syntactic: canonical right on T1, T2 (s = 2), broken on T2 (b = 1): (1 + 1/2) / 3 = 0.5
    assert (syn.n_canonical_correct, syn.n_broken) == (2, 1)
    assert syn.break_rate == pytest.approx(0.5) and syn.robustness == pytest.approx(0.5)
    # quantifier: s = 2, b = 0: (0 + 1/2) / 3 = 1/6; T3's wrong -> right does not count
    assert quant.break_rate == pytest.approx(1 / 6)
    # uniform weights: R = (0.5 + 5/6) / 2 = 2/3
    assert r.robustness == pytest.approx(2 / 3)
    assert (syn.break_low, syn.break_high) == pytest.approx(proportion_confint(1, 2, method="jeffreys"))
    # weights 3:1 for syntactic: (3 * 0.5 + 5/6) / 4 = 0.5833
    r2 = penalty_robustness(rep, {"syntactic": 3, "quantifier": 1, "absent": 5})["A"]
    assert r2.robustness == pytest.approx((1.5 + 5 / 6) / 4)
    assert set(r2.weights) == {"syntactic", "quantifier"}


def test_selector_and_family_scores():
    rs = robustness_case() + [
        resp("B", t, fam, fam != "quantifier")
        for t in ("T1", "T2", "T3")
        for fam in ("canonical", "syntactic", "quantifier")
    ]
    rep = invariance_report(rs)
    fs = family_scores(rep)
    assert fs["A"] == pytest.approx({"quantifier": 1.0, "syntactic": 1 / 3})
    assert fs["B"] == pytest.approx({"quantifier": 0.0, "syntactic": 1.0})
    # A: Jeffreys failure rates syn (2 + 1/2) / 4 = 0.625, quant (0 + 1/2) / 4 = 0.125
    # B: syn 0.5 / 4 = 0.125, quant 3.5 / 4 = 0.875
    # profile 1:3 (syn:quant): A (0.625 + 3 * 0.125) / 4 = 0.25; B (0.125 + 3 * 0.875) / 4 = 0.6875
    sel = select_models(rep, {"syntactic": 1, "quantifier": 3})
    assert [e.model for e in sel] == ["A", "B"]
    assert sel[0].expected_failure == pytest.approx(0.25)
    assert sel[1].expected_failure == pytest.approx(0.6875)
    # syntactic-only task: B is better; raw rates: A 2/3, B 0
    raw = select_models(rep, {"syntactic": 1}, smoothing="none")
    assert [(e.model, e.expected_failure) for e in raw] == [("B", 0.0), ("A", pytest.approx(2 / 3))]
    # a family nobody has is reported, not silently ignored
    part = select_models(rep, {"syntactic": 1, "notation": 1})
    assert all(not e.complete and e.missing_families == ["notation"] for e in part)
    with pytest.raises(ValueError):
        select_models(rep, {})
    # neither dominates: any order of A and B is realizable by weighting families
    assert nfb_weights(fs, ["A", "B"]).feasible and nfb_weights(fs, ["B", "A"]).feasible

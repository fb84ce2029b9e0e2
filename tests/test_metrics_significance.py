"""Significance tests: hand-computed values, cross-checked against statsmodels / scipy directly."""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy import stats
from statsmodels.stats.contingency_tables import cochrans_q, mcnemar
from statsmodels.stats.inter_rater import aggregate_raters, fleiss_kappa
from statsmodels.stats.proportion import proportion_confint

from paracert.metrics.invariance import invariance_report
from paracert.metrics.significance import (
    bootstrap_headline,
    cochran_per_theorem,
    failure_rate_intervals,
    family_ranking_agreement,
    fleiss_kappa_models,
    jeffreys_interval,
    kendall_tau,
)
from paracert.statements.responses import Response


def resp(model: str, theorem: str, family: str, correct: bool | None) -> Response:
    return Response(
        model=model,
        provider="test",
        item_id=f"{theorem}_{family}",
        theorem_id=theorem,
        family=family,
        ground_truth=True,
        parsed=None if correct is None else correct,
        correct=correct,
    )


def from_matrix(theorem: str, families: list[str], rows: list[list[int]]) -> list[Response]:
    """rows[i][j]: model i on form j (1 right, 0 wrong)."""
    return [
        resp(f"m{i}", theorem, fam, bool(v)) for i, row in enumerate(rows) for fam, v in zip(families, row, strict=True)
    ]


# T3: 4 models x 3 forms
X3 = [[1, 1, 0], [1, 0, 0], [1, 1, 0], [1, 1, 1]]
# T2: 6 models x 2 forms; canonical right & variant wrong for 3 models, never the other way
X2 = [[1, 0], [1, 0], [1, 0], [1, 1], [1, 1], [0, 0]]
# TD: nobody differs between forms
XD = [[1, 1], [0, 0], [1, 1], [1, 1]]


def cochran_case() -> list[Response]:
    return (
        from_matrix("T3", ["canonical", "syntactic", "order"], X3)
        + from_matrix("T2", ["canonical", "syntactic"], X2)
        + from_matrix("TD", ["canonical", "syntactic"], XD)
    )


def test_cochran_hand_computed():
    rep = cochran_per_theorem(cochran_case())
    by = {t.theorem_id: t for t in rep.tests}
    # T2 and TD are asked of m0..m5 / m0..m3, T3 of m0..m3: every theorem is tested
    assert rep.n_tested == 3 and rep.skipped == {}
    t3 = by["T3"]
    # Q = (k-1) (k sum C_j^2 - N^2) / (k N - sum R_i^2), k = 3, C = (4, 3, 1), N = 8, R = (2, 1, 2, 3)
    #   = 2 (3*26 - 64) / (24 - 18) = 2 * 14 / 6 = 4.6667; p = chi2.sf(4.6667, 2) = exp(-7/3) = 0.0970
    assert t3.test == "cochran_q" and t3.df == 2
    assert t3.q_statistic == pytest.approx(14 / 3)
    assert t3.pvalue == pytest.approx(math.exp(-7 / 3))
    direct = cochrans_q(np.array([[r[1], r[2], r[0]] for r in X3]))  # column order does not matter
    assert t3.q_statistic == pytest.approx(direct.statistic) and t3.q_pvalue == pytest.approx(direct.pvalue)
    t2 = by["T2"]
    # discordant: 3 (canonical right, variant wrong), 0 the other way
    # Cochran Q = (3 - 0)^2 / 3 = 3; McNemar exact p = 2 * 0.5^3 = 0.25
    assert t2.test == "mcnemar_exact"
    assert t2.q_statistic == pytest.approx(3.0)
    assert t2.mcnemar_pvalue == pytest.approx(0.25) and t2.pvalue == pytest.approx(0.25)
    assert t2.mcnemar_pvalue == pytest.approx(mcnemar(np.array([[2, 3], [0, 1]]), exact=True).pvalue)
    td = by["TD"]
    assert td.test == "degenerate" and td.pvalue == 1.0
    # Bonferroni over the 3 tested theorems: p * 3, capped at 1
    assert t3.p_bonferroni == pytest.approx(3 * math.exp(-7 / 3))
    assert t2.p_bonferroni == pytest.approx(0.75)
    assert td.p_bonferroni == 1.0
    assert rep.n_significant == 0


def test_cochran_significant_after_bonferroni():
    # 12 models, 10 of them right on canonical only: McNemar exact p = 2 * 0.5^10 = 0.001953
    rows = [[1, 0]] * 10 + [[1, 1], [0, 0]]
    rs = from_matrix("S", ["canonical", "syntactic"], rows) + from_matrix(
        "TD", ["canonical", "syntactic"], [[1, 1]] * 12
    )
    rep = cochran_per_theorem(rs)
    s = {t.theorem_id: t for t in rep.tests}["S"]
    assert s.pvalue == pytest.approx(2 * 0.5**10)
    assert s.p_bonferroni == pytest.approx(2 * 2 * 0.5**10)  # 2 tests
    assert s.significant and rep.n_significant == 1


def test_cochran_skips_untestable():
    rs = [resp("m0", "T", "canonical", True), resp("m0", "T", "syntactic", False)]
    rep = cochran_per_theorem(rs)
    assert rep.n_tested == 0 and "T" in rep.skipped


def test_fleiss_kappa_hand_computed():
    # 3 models, 4 items; per item (right, wrong) counts: (3,0), (0,3), (2,1), (3,0)
    # P_i = (sum n_ij^2 - 3) / 6 = 1, 1, 1/3, 1 -> P-bar = 10/12 = 0.8333
    # p_right = 8/12, p_wrong = 4/12 -> P_e = 4/9 + 1/9 = 5/9
    # kappa = (5/6 - 5/9) / (1 - 5/9) = (5/18) / (4/9) = 0.625
    ratings = {"i1": [1, 1, 1], "i2": [0, 0, 0], "i3": [1, 1, 0], "i4": [1, 1, 1]}
    rs = [resp(f"m{j}", item, "canonical", bool(v)) for item, vs in ratings.items() for j, v in enumerate(vs)]
    res = fleiss_kappa_models(rs)
    assert res.kappa == pytest.approx(0.625)
    assert res.n_items == 4 and res.n_items_dropped == 0
    counts, _ = aggregate_raters(np.array(list(ratings.values())), n_cat=2)
    assert res.kappa == pytest.approx(fleiss_kappa(counts))
    # an unscored answer under "exclude" drops the item
    rs2 = rs + [resp("m0", "i5", "canonical", None), resp("m1", "i5", "canonical", True)]
    assert fleiss_kappa_models(rs2, unparsed="exclude").n_items_dropped == 1


def bootstrap_case() -> list[Response]:
    rng = np.random.default_rng(1)
    rs = []
    for t in range(30):
        for fam in ("canonical", "syntactic", "order"):
            rs.append(resp("A", f"T{t:02d}", fam, bool(rng.random() < 0.8)))
    return rs


def test_bootstrap_matches_scipy_on_theorem_indicators():
    rep = invariance_report(bootstrap_case())
    cis = bootstrap_headline(rep, n_resamples=999, seed=7)
    a = cis["A"]
    m = rep.models["A"]
    for name in ("accuracy", "scr", "mean_ig", "rms_ig", "hi_ig"):
        iv = a.figures[name]
        assert iv.estimate == getattr(m, name)
        assert iv.low <= iv.estimate <= iv.high
    # SCR with one row per theorem is the mean of the consistency indicator: resampling the same
    # number of rows with the same seed draws the same indices, so scipy on that indicator agrees
    consistent = np.array([t.consistent for t in m.theorems], dtype=float)
    direct = stats.bootstrap((consistent,), np.mean, n_resamples=999, method="percentile", rng=np.random.default_rng(7))
    assert a.figures["scr"].low == pytest.approx(direct.confidence_interval.low)
    assert a.figures["scr"].high == pytest.approx(direct.confidence_interval.high)
    # seeded: same seed, same interval; another seed, (almost surely) another one
    again = bootstrap_headline(rep, n_resamples=999, seed=7)["A"].figures["accuracy"]
    assert again == a.figures["accuracy"]
    other = bootstrap_headline(rep, n_resamples=999, seed=8)["A"].figures["accuracy"]
    assert (other.low, other.high) != (a.figures["accuracy"].low, a.figures["accuracy"].high)


def test_kendall_tau_hand_computed():
    # a<b<c<d vs a<c<b<d: 5 concordant pairs, 1 discordant -> (5 - 1) / 6 = 0.6667
    x = {"a": 1, "b": 2, "c": 3, "d": 4}
    y = {"a": 1, "b": 3, "c": 2, "d": 4}
    res = kendall_tau(x, y)
    assert res.tau == pytest.approx(4 / 6) and res.n == 4
    assert res.pvalue == pytest.approx(stats.kendalltau([1, 2, 3, 4], [1, 3, 2, 4]).pvalue)
    assert kendall_tau({"a": 1}, {"a": 2}).tau is None
    scores = {"m1": {"f": 0.9, "g": 0.1}, "m2": {"f": 0.5, "g": 0.5}, "m3": {"f": 0.1, "g": 0.9}}
    (fg,) = family_ranking_agreement(scores)
    assert (fg.a, fg.b) == ("f", "g") and fg.tau == pytest.approx(-1.0)  # exact reversal


def test_jeffreys_interval():
    # Jeffreys: Beta(x + 1/2, n - x + 1/2) quantiles
    lo, hi = jeffreys_interval(3, 10)
    assert lo == pytest.approx(stats.beta.ppf(0.025, 3.5, 7.5))
    assert hi == pytest.approx(stats.beta.ppf(0.975, 3.5, 7.5))
    assert (lo, hi) == pytest.approx(proportion_confint(3, 10, method="jeffreys"))
    _, hi0 = jeffreys_interval(0, 10)
    assert hi0 == pytest.approx(stats.beta.ppf(0.975, 0.5, 10.5))
    with pytest.raises(ValueError):
        jeffreys_interval(0, 0)
    rep = invariance_report(from_matrix("T3", ["canonical", "syntactic", "order"], X3))
    fr = failure_rate_intervals(rep)
    # m1 got syntactic wrong: 1 of 1
    assert fr["m1"]["syntactic"].rate == 1.0 and fr["m1"]["syntactic"].nobs == 1

"""Significance tests and intervals, all delegated to statsmodels / scipy.

* Cochran's Q per theorem (`cochran_per_theorem`): blocks are models, treatments are the forms of
  the theorem (the items every model in the test has a scored answer for); H0 is "all forms are
  equally hard". With exactly two forms the exact McNemar test is used for the decision (Cochran's
  Q is then McNemar's chi-square without continuity correction and is still reported). P-values
  are Bonferroni-corrected over all tested theorems. A theorem where every model answers all forms
  alike has no information (Q is 0/0): it is reported as `degenerate` with p = 1 and still counts
  as one test in the correction (conservative).
* Fleiss' kappa across models (`fleiss_kappa_models`): raters are models, subjects are items,
  categories correct / incorrect.
* Bootstrap CIs (`bootstrap_headline`) for accuracy, SCR, Mean-IG, RMS-IG and Hi-IG of every
  model, resampling theorems (a theorem's forms stay together), seeded.
* Kendall tau between rankings (`kendall_tau`, `family_ranking_agreement`).
* Jeffreys intervals for proportions (`jeffreys_interval`, `failure_rate_intervals`).
"""

from __future__ import annotations

import itertools
import warnings
from collections.abc import Iterable, Mapping, Sequence
from typing import Literal

import numpy as np
from pydantic import BaseModel, Field
from scipy import stats
from statsmodels.stats.contingency_tables import cochrans_q, mcnemar
from statsmodels.stats.inter_rater import aggregate_raters, fleiss_kappa
from statsmodels.stats.multitest import multipletests
from statsmodels.stats.proportion import proportion_confint

from paracert.metrics.invariance import InvarianceReport, UnparsedPolicy, outcome_table
from paracert.statements.responses import Response

# ---------------------------------------------------------------- Cochran's Q / McNemar


class TheoremTest(BaseModel):
    theorem_id: str
    items: list[str]
    models: list[str]
    test: Literal["cochran_q", "mcnemar_exact", "degenerate"] = Field(description="'mcnemar_exact' when k = 2")
    q_statistic: float
    df: int
    q_pvalue: float
    mcnemar_pvalue: float | None = None
    pvalue: float = Field(description="p-value of the test used for the decision")
    p_bonferroni: float
    significant: bool


class CochranReport(BaseModel):
    alpha: float
    n_tested: int
    n_significant: int
    tests: list[TheoremTest]
    skipped: dict[str, str] = Field(default_factory=dict, description="theorem -> why not tested")


def _theorem_matrix(
    per_model: Mapping[str, Mapping[str, bool]],
) -> tuple[list[str], list[str], np.ndarray]:
    """(models, items, 0/1 matrix models x items) over the items every model has."""
    models = sorted(per_model)
    common = set.intersection(*(set(per_model[m]) for m in models)) if models else set()
    items = sorted(common)
    x = np.array([[int(per_model[m][i]) for i in items] for m in models], dtype=int)
    return models, items, x.reshape(len(models), len(items))


def cochran_per_theorem(
    responses: Iterable[Response],
    *,
    alpha: float = 0.05,
    unparsed: UnparsedPolicy = "wrong",
) -> CochranReport:
    table, _ = outcome_table(responses, unparsed)
    by_theorem: dict[str, dict[str, dict[str, bool]]] = {}
    for model, theorems in table.items():
        for tid, forms in theorems.items():
            by_theorem.setdefault(tid, {})[model] = {o.item_id: o.correct for o in forms}
    pending: list[dict] = []
    skipped: dict[str, str] = {}
    for tid in sorted(by_theorem):
        models, items, x = _theorem_matrix(by_theorem[tid])
        if len(models) < 2:
            skipped[tid] = f"{len(models)} model(s)"
            continue
        if len(items) < 2:
            skipped[tid] = f"{len(items)} form(s) answered by every model"
            continue
        k = len(items)
        row = {"theorem_id": tid, "items": items, "models": models, "df": k - 1}
        rows_vary = (x.min(axis=1) != x.max(axis=1)).any()
        if not rows_vary:
            row.update(test="degenerate", q_statistic=0.0, q_pvalue=1.0, pvalue=1.0)
        else:
            q = cochrans_q(x)
            row.update(test="cochran_q", q_statistic=float(q.statistic), q_pvalue=float(q.pvalue))
            row["pvalue"] = row["q_pvalue"]
            if k == 2:
                a, b = x[:, 0], x[:, 1]
                tab = np.array([[np.sum(a & b), np.sum(a & (1 - b))], [np.sum((1 - a) & b), np.sum((1 - a) & (1 - b))]])
                mp = float(mcnemar(tab, exact=True).pvalue)
                row.update(test="mcnemar_exact", mcnemar_pvalue=mp, pvalue=mp)
        pending.append(row)
    if pending:
        reject, p_adj, _, _ = multipletests([r["pvalue"] for r in pending], alpha=alpha, method="bonferroni")
    else:
        reject, p_adj = [], []
    tests = [
        TheoremTest(**r, p_bonferroni=float(pa), significant=bool(rj))
        for r, pa, rj in zip(pending, p_adj, reject, strict=True)
    ]
    return CochranReport(
        alpha=alpha,
        n_tested=len(tests),
        n_significant=sum(t.significant for t in tests),
        tests=tests,
        skipped=skipped,
    )


# ---------------------------------------------------------------- Fleiss' kappa


class KappaResult(BaseModel):
    kappa: float | None = Field(description="None when undefined (every item rated alike by all)")
    n_items: int
    models: list[str]
    n_items_dropped: int = Field(description="items not scored for every model")


def fleiss_kappa_models(
    responses: Iterable[Response],
    *,
    unparsed: UnparsedPolicy = "wrong",
    models: Sequence[str] | None = None,
) -> KappaResult:
    table, _ = outcome_table(responses, unparsed)
    ms = sorted(models) if models is not None else sorted(table)
    per_model = {m: {o.item_id: o.correct for forms in table.get(m, {}).values() for o in forms} for m in ms}
    all_items = set().union(*(set(v) for v in per_model.values())) if ms else set()
    items = sorted(set.intersection(*(set(v) for v in per_model.values()))) if ms else []
    if len(ms) < 2 or not items:
        return KappaResult(kappa=None, n_items=len(items), models=ms, n_items_dropped=len(all_items))
    data = np.array([[int(per_model[m][i]) for m in ms] for i in items])
    counts, _ = aggregate_raters(data, n_cat=2)
    with warnings.catch_warnings(), np.errstate(invalid="ignore", divide="ignore"):
        warnings.simplefilter("ignore", RuntimeWarning)
        k = float(fleiss_kappa(counts, method="fleiss"))
    return KappaResult(
        kappa=None if np.isnan(k) else k,
        n_items=len(items),
        models=ms,
        n_items_dropped=len(all_items) - len(items),
    )


# ---------------------------------------------------------------- bootstrap


BootstrapMethod = Literal["percentile", "basic", "BCa"]  # scipy.stats.bootstrap's interval methods


class Interval(BaseModel):
    estimate: float | None
    low: float | None
    high: float | None
    confidence: float
    method: BootstrapMethod


class ModelIntervals(BaseModel):
    model: str
    n_theorems: int
    n_resamples: int
    seed: int
    figures: dict[str, Interval]


def _stat_fns(k: np.ndarray, c: np.ndarray, inv: np.ndarray, ig: np.ndarray, thr: float):
    cons = (c == k) & inv
    hi = (ig > thr) & inv

    def ratio(num: np.ndarray, den: np.ndarray):
        def f(idx: np.ndarray, axis: int = -1) -> np.ndarray:
            idx = idx.astype(int)
            n = num[idx].sum(axis=axis)
            d = den[idx].sum(axis=axis)
            with np.errstate(invalid="ignore", divide="ignore"):
                return np.where(d > 0, n / np.where(d > 0, d, 1), np.nan)

        return f

    def rms(idx: np.ndarray, axis: int = -1) -> np.ndarray:
        return np.sqrt(ratio(ig * ig * inv, inv.astype(float))(idx, axis))

    return {
        "accuracy": ratio(c.astype(float), k.astype(float)),
        "scr": ratio(cons.astype(float), inv.astype(float)),
        "mean_ig": ratio(ig * inv, inv.astype(float)),
        "rms_ig": rms,
        "hi_ig": ratio(hi.astype(float), inv.astype(float)),
    }


def bootstrap_headline(
    report: InvarianceReport,
    *,
    n_resamples: int = 2000,
    confidence: float = 0.95,
    seed: int = 0,
    method: BootstrapMethod = "percentile",
) -> dict[str, ModelIntervals]:
    """Percentile (default) bootstrap CIs of every headline figure, resampling theorems."""
    out: dict[str, ModelIntervals] = {}
    for m, r in report.models.items():
        th = r.theorems
        k = np.array([t.k for t in th], dtype=float)
        c = np.array([t.n_correct for t in th], dtype=float)
        inv = np.array([t.in_invariance for t in th], dtype=bool)
        ig = np.array([t.ig for t in th], dtype=float)
        fns = _stat_fns(k, c, inv, ig, report.hi_ig_threshold)
        idx = np.arange(len(th))
        figures: dict[str, Interval] = {}
        for name, fn in fns.items():
            est = getattr(r, name)
            low = high = None
            if len(th) >= 2 and est is not None:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    res = stats.bootstrap(
                        (idx,),
                        fn,
                        n_resamples=n_resamples,
                        confidence_level=confidence,
                        method=method,
                        vectorized=True,
                        rng=np.random.default_rng(seed),
                    )
                lo, hi = float(res.confidence_interval.low), float(res.confidence_interval.high)
                low = None if np.isnan(lo) else lo
                high = None if np.isnan(hi) else hi
            figures[name] = Interval(estimate=est, low=low, high=high, confidence=confidence, method=method)
        out[m] = ModelIntervals(model=m, n_theorems=len(th), n_resamples=n_resamples, seed=seed, figures=figures)
    return out


# ---------------------------------------------------------------- Kendall tau


class TauResult(BaseModel):
    a: str
    b: str
    n: int
    tau: float | None
    pvalue: float | None


def kendall_tau(x: Mapping[str, float], y: Mapping[str, float], a: str = "x", b: str = "y") -> TauResult:
    """Kendall tau-b between two score maps over their common keys (ties allowed)."""
    keys = sorted(set(x) & set(y))
    if len(keys) < 2:
        return TauResult(a=a, b=b, n=len(keys), tau=None, pvalue=None)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        res = stats.kendalltau([x[k] for k in keys], [y[k] for k in keys])
    tau, p = float(res.statistic), float(res.pvalue)
    return TauResult(a=a, b=b, n=len(keys), tau=None if np.isnan(tau) else tau, pvalue=None if np.isnan(p) else p)


def family_ranking_agreement(scores: Mapping[str, Mapping[str, float]]) -> list[TauResult]:
    """Kendall tau between the model rankings induced by every pair of families.

    `scores` is model -> family -> score.
    """
    families = sorted({f for fs in scores.values() for f in fs})
    by_family = {f: {m: s[f] for m, s in scores.items() if f in s} for f in families}
    return [kendall_tau(by_family[f], by_family[g], f, g) for f, g in itertools.combinations(families, 2)]


# ---------------------------------------------------------------- Jeffreys intervals


def jeffreys_interval(count: int, nobs: int, alpha: float = 0.05) -> tuple[float, float]:
    """Equal-tailed Jeffreys interval (statsmodels proportion_confint, method='jeffreys')."""
    if nobs <= 0:
        raise ValueError("nobs must be positive")
    lo, hi = proportion_confint(count, nobs, alpha=alpha, method="jeffreys")
    return float(lo), float(hi)


class RateInterval(BaseModel):
    count: int
    nobs: int
    rate: float
    low: float
    high: float


def failure_rate_intervals(report: InvarianceReport, alpha: float = 0.05) -> dict[str, dict[str, RateInterval]]:
    """model -> family -> failure rate with its Jeffreys interval."""
    out: dict[str, dict[str, RateInterval]] = {}
    for m, r in report.models.items():
        out[m] = {}
        for fam, fs in r.per_family.items():
            wrong = fs.n - fs.n_correct
            lo, hi = jeffreys_interval(wrong, fs.n, alpha)
            out[m][fam] = RateInterval(count=wrong, nobs=fs.n, rate=wrong / fs.n, low=lo, high=hi)
    return out

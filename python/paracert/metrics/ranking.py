"""Rankings over paraphrase families: Pareto dominance, No-Free-Benchmark weights, robustness R,
and the family-profile selector.

Scores are model -> family -> score, higher is better (per-family accuracy, per-family pair
consistency, ...); `family_scores` builds them from an `InvarianceReport`.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from typing import Literal

import numpy as np
from pydantic import BaseModel, Field
from scipy.optimize import linprog

from paracert.metrics.invariance import CANONICAL, InvarianceReport
from paracert.metrics.significance import jeffreys_interval

Scores = Mapping[str, Mapping[str, float]]
FamilyMetric = Literal["accuracy", "pair_consistency", "failure_rate", "broken_rate"]


def family_scores(
    report: InvarianceReport, metric: FamilyMetric = "accuracy", *, include_canonical: bool = False
) -> dict[str, dict[str, float]]:
    """model -> family -> the chosen per-family figure (families with no value are left out)."""
    out: dict[str, dict[str, float]] = {}
    for m, r in report.models.items():
        row = {}
        for fam, fs in r.per_family.items():
            if fam == CANONICAL and not include_canonical:
                continue
            v = getattr(fs, metric)
            if v is not None:
                row[fam] = float(v)
        out[m] = row
    return out


def _common_families(scores: Scores, families: Sequence[str] | None) -> list[str]:
    if families is not None:
        return list(families)
    sets = [set(s) for s in scores.values()]
    return sorted(set.intersection(*sets)) if sets else []


# ---------------------------------------------------------------- Pareto dominance


def dominates(scores: Scores, a: str, b: str, families: Sequence[str] | None = None) -> bool:
    """a Pareto-dominates b: at least as good on every family and strictly better on one."""
    fams = _common_families(scores, families)
    if not fams:
        return False
    ge = all(scores[a][f] >= scores[b][f] for f in fams)
    gt = any(scores[a][f] > scores[b][f] for f in fams)
    return ge and gt


class ParetoReport(BaseModel):
    families: list[str]
    dominance: list[tuple[str, str]] = Field(description="(a, b): a dominates b")
    front: list[str] = Field(description="models dominated by no other model")
    dominates_all: list[str] = Field(description="models that dominate every other model")


def pareto_analysis(scores: Scores, families: Sequence[str] | None = None) -> ParetoReport:
    fams = _common_families(scores, families)
    models = sorted(scores)
    dom = [(a, b) for a, b in itertools.permutations(models, 2) if dominates(scores, a, b, fams)]
    dominated = {b for _, b in dom}
    return ParetoReport(
        families=fams,
        dominance=dom,
        front=[m for m in models if m not in dominated],
        dominates_all=[a for a in models if len(models) > 1 and all((a, b) in dom for b in models if b != a)],
    )


# ---------------------------------------------------------------- No-Free-Benchmark


class NFBResult(BaseModel):
    target: list[str]
    families: list[str]
    margin: float
    feasible: bool
    best_margin: float | None = Field(
        None, description="largest achievable min_i lambda.(s_i - s_i+1) over the simplex"
    )
    weights: dict[str, float] | None = None
    weighted_scores: dict[str, float] | None = None
    status: str = ""


def nfb_weights(
    scores: Scores,
    target: Sequence[str],
    *,
    margin: float = 1e-6,
    families: Sequence[str] | None = None,
) -> NFBResult:
    """Find family weights lambda in the simplex whose weighted scores rank `target` strictly.

    Solves the LP  max t  s.t.  lambda.(s[target[i]] - s[target[i+1]]) >= t  for consecutive
    pairs,  sum(lambda) = 1,  lambda >= 0  (scipy linprog, HiGHS). The ranking is realizable with
    the requested strictness iff the optimum t* >= margin; the returned lambda is the max-margin
    solution. `target` may list a subset of models (a partial ranking).
    """
    target = list(target)
    unknown = [m for m in target if m not in scores]
    if unknown:
        raise ValueError(f"target names model(s) without scores: {', '.join(map(repr, unknown))}; "
                         f"models: {', '.join(sorted(scores)) or 'none'}")  # fmt: skip
    if len(set(target)) != len(target):
        raise ValueError("target ranking lists a model twice")
    if families is not None:
        missing = sorted({f for f in families for m in target if f not in scores[m]})
        if missing:
            raise ValueError(f"families without a score for every target model: {', '.join(missing)}")
    fams = _common_families({m: scores[m] for m in target}, families)
    if not fams:
        return NFBResult(target=target, families=[], margin=margin, feasible=False, status="no families")
    if len(target) < 2:
        w = {f: 1.0 / len(fams) for f in fams}
        return NFBResult(target=target, families=fams, margin=margin, feasible=True, weights=w, status="trivial")
    s = np.array([[scores[m][f] for f in fams] for m in target], dtype=float)
    d = s[:-1] - s[1:]  # one row per consecutive pair
    nf = len(fams)
    c = np.zeros(nf + 1)
    c[-1] = -1.0  # maximise t
    a_ub = np.hstack([-d, np.ones((d.shape[0], 1))])  # t - lambda.d_i <= 0
    b_ub = np.zeros(d.shape[0])
    a_eq = np.hstack([np.ones((1, nf)), np.zeros((1, 1))])
    bounds = [(0.0, 1.0)] * nf + [(None, None)]
    res = linprog(c, A_ub=a_ub, b_ub=b_ub, A_eq=a_eq, b_eq=[1.0], bounds=bounds, method="highs")
    if res.status != 0 or res.x is None:
        return NFBResult(target=target, families=fams, margin=margin, feasible=False, status=res.message)
    lam = np.clip(res.x[:nf], 0.0, None)
    lam = lam / lam.sum()
    t = float(res.x[-1])
    feasible = t >= margin - 1e-12
    weighted = {m: float(v) for m, v in zip(target, s @ lam, strict=True)}
    return NFBResult(
        target=target,
        families=fams,
        margin=margin,
        feasible=feasible,
        best_margin=t,
        weights={f: float(x) for f, x in zip(fams, lam, strict=True)} if feasible else None,
        weighted_scores=weighted if feasible else None,
        status="ok" if feasible else f"best achievable margin {t:.6g} < {margin:g}",
    )


class NFBSummary(BaseModel):
    n_rankings: int
    n_feasible: int
    infeasible: list[list[str]] = Field(description="up to `keep` infeasible target rankings")


def nfb_all_rankings(scores: Scores, *, margin: float = 1e-6, max_models: int = 7, keep: int = 20) -> NFBSummary:
    """Check the No-Free-Benchmark corollary: is every total order of the models realizable?"""
    models = sorted(scores)
    if not models:
        raise ValueError("no models to rank")
    if len(models) > max_models:
        raise ValueError(f"{len(models)}! rankings is too many (max_models={max_models})")
    n = feasible = 0
    bad: list[list[str]] = []
    for perm in itertools.permutations(models):
        n += 1
        if nfb_weights(scores, perm, margin=margin).feasible:
            feasible += 1
        elif len(bad) < keep:
            bad.append(list(perm))
    return NFBSummary(n_rankings=n, n_feasible=feasible, infeasible=bad)


# ---------------------------------------------------------------- penalty robustness R


class FamilyRobustness(BaseModel):
    family: str
    n_canonical_correct: int
    n_broken: int
    break_rate: float = Field(description="Jeffreys posterior mean (b + 1/2) / (s + 1)")
    break_low: float
    break_high: float
    robustness: float = Field(description="1 - break_rate")


class RobustnessResult(BaseModel):
    model: str
    robustness: float | None
    weights: dict[str, float]
    per_family: dict[str, FamilyRobustness]


def penalty_robustness(
    report: InvarianceReport,
    weights: Mapping[str, float] | None = None,
    *,
    alpha: float = 0.05,
) -> dict[str, RobustnessResult]:
    """Jeffreys-smoothed break-rate robustness per model (this project's formula, NOT PutnamGAP's R).

    PutnamGAP's own R is `paracert.metrics.paired.putnamgap_r` (report.json ``robustness_r``).
    Idea taken from PutnamGAP (Hao, Wan, Zhai, "An Investigation of Robustness of LLMs in
    Mathematical Reasoning", arXiv 2508.08833): score a model by how often a *correct* answer on
    the original statement turns into a wrong answer on an equivalent variant, and smooth the
    rates with the Jeffreys prior Beta(1/2, 1/2) so that families with few pairs are not
    reported as perfectly robust. That paper could not be consulted when this was written, so
    the formula below is this project's and must not be quoted as PutnamGAP's numbers:

        for each variant family f:  s_f = theorems whose canonical form is correct and whose
                                          f-form was scored,
                                    b_f = those of them whose f-form is answered wrongly,
                                    beta_f = (b_f + 1/2) / (s_f + 1)   (Jeffreys posterior mean)
                                    R_f = 1 - beta_f
        R = sum_f w_f R_f           (w uniform over the model's variant families unless given;
                                    given weights are renormalised over the families present)

    Only correct -> wrong transitions are penalised; wrong -> correct ones are not rewarded.
    Each family also carries the equal-tailed Jeffreys interval of its break rate.
    """
    out: dict[str, RobustnessResult] = {}
    for m, r in report.models.items():
        per: dict[str, FamilyRobustness] = {}
        for fam, fs in r.per_family.items():
            if fam == CANONICAL:
                continue
            s, b = fs.n_canonical_correct, fs.n_broken
            beta = (b + 0.5) / (s + 1.0)
            lo, hi = jeffreys_interval(b, s, alpha) if s > 0 else (0.0, 1.0)
            per[fam] = FamilyRobustness(
                family=fam,
                n_canonical_correct=s,
                n_broken=b,
                break_rate=beta,
                break_low=lo,
                break_high=hi,
                robustness=1.0 - beta,
            )
        if weights is None:
            w = {f: 1.0 for f in per}
        else:
            w = {f: float(v) for f, v in weights.items() if f in per and v > 0}
        total = sum(w.values())
        w = {f: v / total for f, v in w.items()} if total > 0 else {}
        rob = sum(w[f] * per[f].robustness for f in w) if w else None
        out[m] = RobustnessResult(model=m, robustness=rob, weights=w, per_family=per)
    return out


# ---------------------------------------------------------------- selector


class SelectorEntry(BaseModel):
    model: str
    expected_failure: float | None
    per_family_failure: dict[str, float]
    missing_families: list[str]
    complete: bool


def select_models(
    report: InvarianceReport,
    profile: Mapping[str, float],
    *,
    smoothing: Literal["jeffreys", "none"] = "jeffreys",
) -> list[SelectorEntry]:
    """Expected failure rate of each model on a task whose family mix is `profile`.

    E_m = sum_f w_f * fail_{m,f} with w the profile renormalised to sum 1. fail_{m,f} is the
    Jeffreys posterior mean (wrong + 1/2) / (n + 1) by default, or the raw rate wrong / n.
    A model without data for some profile family gets E over the families it has (weights
    renormalised) and `complete=False`; complete models are listed first, lowest E first.
    """
    if any(not isinstance(w, int | float) or math.isnan(w) or w < 0 for w in profile.values()):
        raise ValueError("profile weights must be non-negative numbers")
    prof = {f: float(w) for f, w in profile.items() if w > 0}
    if not prof:
        raise ValueError("profile needs at least one positive weight")
    known = {f for r in report.models.values() for f, fs in r.per_family.items() if fs.n}
    unknown = sorted(set(prof) - known)
    if not set(prof) & known:
        raise ValueError(f"no profile family has a scored answer in the run: {', '.join(unknown)}; "
                         f"families: {', '.join(sorted(known)) or 'none'}")  # fmt: skip
    entries = []
    for m, r in report.models.items():
        rates: dict[str, float] = {}
        for fam in prof:
            fs = r.per_family.get(fam)
            if fs is None or fs.n == 0:
                continue
            wrong = fs.n - fs.n_correct
            rates[fam] = (wrong + 0.5) / (fs.n + 1.0) if smoothing == "jeffreys" else wrong / fs.n
        missing = sorted(set(prof) - set(rates))
        tot = sum(prof[f] for f in rates)
        exp = sum(prof[f] * rates[f] for f in rates) / tot if tot > 0 else None
        entries.append(
            SelectorEntry(
                model=m,
                expected_failure=exp,
                per_family_failure=rates,
                missing_families=missing,
                complete=not missing,
            )
        )
    entries.sort(key=lambda e: (not e.complete, e.expected_failure is None, e.expected_failure or 0.0, e.model))
    return entries

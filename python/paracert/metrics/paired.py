"""Paired statistics of a run's certified pairs: per-theorem Cochran's Q, per-family McNemar, per-family
Fleiss' kappa, and PutnamGAP's penalty robustness R.

All take the responses that are in the metrics (canonical forms + certified variants) and an
unscored-answer policy (`exclude` by default: an API error or an unparseable reply is no evidence).
The row shapes are the ones `report.json` documents (docs/runs.md).

PutnamGAP's R (Hao, Wan, Zhai, arXiv 2508.08833, §2.1 and Appendix B), as implemented here, for
one model and one pair of sets (easy = the canonical forms, hard = the family's forms) over the n
theorems where both forms are scored, x_i, y_i in {0, 1} their correctness:

    p_E = (sum x + 1/2) / (n + 1),  p_H = (sum y + 1/2) / (n + 1)       Jeffreys-smoothed accuracies
    sigma = sqrt((p_E (1 - p_E) + p_H (1 - p_H)) / 2)                  pooled Bernoulli SD
    d_i = (x_i - y_i) / sigma                                           SD-normalised per-item drop
    s_i = tau * log(1 + exp(d_i / tau))                                 softplus, temperature tau
    beta = ln 2 / s(median of the positive d_i)                         the median positive drop halves
                                                                        the per-item factor
    beta = 0 when no d_i is positive (fallback: nothing was lost, nothing is penalised)
    R = mean_i exp(-beta * s_i)

So R = 1 under invariance, an item lost at the median drop contributes 1/2, and an improvement
(d_i < 0, s_i ~ 0) is never rewarded above 1. The paper's text could not be consulted when this was
written (only its abstract was reachable); the steps above follow the definition as the project's
specification summarises it, and the fallback is this project's choice.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import numpy as np
from pydantic import BaseModel, Field
from statsmodels.stats.contingency_tables import mcnemar as sm_mcnemar
from statsmodels.stats.multitest import multipletests

from paracert.metrics.invariance import CANONICAL, UnparsedPolicy, outcome_table
from paracert.metrics.significance import cochran_per_theorem, fleiss_kappa_models
from paracert.statements.responses import Response

DEFAULT_TEMPERATURE = 0.1


class CochranRow(BaseModel):
    theorem_id: str
    q: float
    df: int
    p_value: float = Field(description="Cochran's Q p-value (chi-square, df = n_forms - 1); 1 when degenerate")
    p_bonferroni: float = Field(description="Bonferroni over every tested theorem")
    n_models: int
    n_forms: int


class McNemarRow(BaseModel):
    model: str
    family: str
    n_pairs: int = Field(description="theorems with the canonical form and this family's form both scored")
    n01: int = Field(description="canonical right, family form wrong")
    n10: int = Field(description="canonical wrong, family form right")
    p_value: float = Field(description="exact (binomial) McNemar test")


class KappaRow(BaseModel):
    family: str
    kappa: float | None = Field(description="None when undefined (every item rated alike by all models)")
    n_items: int = Field(description="items of the family scored for every rater")
    n_raters: int


class RobustnessRow(BaseModel):
    model: str
    family: str = Field(description="a variant family, or 'all' (every family's pairs pooled)")
    n_pairs: int
    acc_easy: float = Field(description="Jeffreys-smoothed accuracy on the canonical forms")
    acc_hard: float = Field(description="Jeffreys-smoothed accuracy on the family's forms")
    sigma: float
    beta: float
    temperature: float
    r: float | None = Field(description="PutnamGAP penalty robustness; None without pairs")


def _pairs(responses: Iterable[Response], unparsed: UnparsedPolicy) -> dict[str, dict[str, list[tuple[int, int]]]]:
    """model -> family -> [(canonical correct, family form correct)] over theorems with both scored."""
    table, _ = outcome_table(responses, unparsed)
    out: dict[str, dict[str, list[tuple[int, int]]]] = {}
    for model, theorems in table.items():
        fams = out.setdefault(model, {})
        for forms in theorems.values():
            canon = [o.correct for o in forms if o.family == CANONICAL]
            if len(canon) != 1:
                continue
            for o in forms:
                if o.family != CANONICAL:
                    fams.setdefault(o.family, []).append((int(canon[0]), int(o.correct)))
    return out


def cochran_rows(
    responses: Iterable[Response], *, unparsed: UnparsedPolicy = "exclude"
) -> tuple[list[CochranRow], dict[str, str]]:
    """Per theorem: forms as treatments, models as blocks; sorted by p. Also the theorems not tested."""
    rep = cochran_per_theorem(responses, unparsed=unparsed)
    if not rep.tests:
        return [], rep.skipped
    p = [t.q_pvalue for t in rep.tests]
    adjusted = multipletests(p, method="bonferroni")[1]
    rows = [
        CochranRow(
            theorem_id=t.theorem_id,
            q=t.q_statistic,
            df=t.df,
            p_value=t.q_pvalue,
            p_bonferroni=float(pa),
            n_models=len(t.models),
            n_forms=len(t.items),
        )
        for t, pa in zip(rep.tests, adjusted, strict=True)
    ]
    rows.sort(key=lambda r: (r.p_value, r.theorem_id))
    return rows, rep.skipped


def mcnemar_rows(responses: Iterable[Response], *, unparsed: UnparsedPolicy = "exclude") -> list[McNemarRow]:
    """Per model and family: exact McNemar test of canonical vs family form over paired theorems."""
    rows = []
    for model, fams in sorted(_pairs(responses, unparsed).items()):
        for fam, pairs in sorted(fams.items()):
            n01 = sum(1 for x, y in pairs if x == 1 and y == 0)
            n10 = sum(1 for x, y in pairs if x == 0 and y == 1)
            both = sum(1 for x, y in pairs if x == 1 and y == 1)
            neither = len(pairs) - n01 - n10 - both
            p = 1.0 if n01 + n10 == 0 else float(sm_mcnemar([[both, n01], [n10, neither]], exact=True).pvalue)
            rows.append(McNemarRow(model=model, family=fam, n_pairs=len(pairs), n01=n01, n10=n10, p_value=p))
    return rows


def kappa_rows(responses: Iterable[Response], *, unparsed: UnparsedPolicy = "exclude") -> list[KappaRow]:
    """Fleiss' kappa across models per family (subjects: the family's items; categories right / wrong)."""
    responses = list(responses)
    models = sorted({r.model for r in responses})
    rows = []
    by_family: dict[str, list[Response]] = {}
    for r in responses:  # grouped once: a scan per family was quadratic in the families
        by_family.setdefault(r.family, []).append(r)
    for fam in sorted(by_family, key=lambda f: (f != CANONICAL, f)):
        sub = by_family[fam]
        # raters: models with at least one scored answer in this family
        raters = sorted({r.model for r in sub if r.correct is not None or unparsed == "wrong"})
        k = fleiss_kappa_models(sub, unparsed=unparsed, models=raters or models)
        rows.append(KappaRow(family=fam, kappa=k.kappa, n_items=k.n_items, n_raters=len(k.models)))
    return rows


def softplus(x: float, temperature: float) -> float:
    z = x / temperature
    return temperature * (z + math.log1p(math.exp(-z)) if z > 0 else math.log1p(math.exp(z)))


def putnamgap_r(pairs: Sequence[tuple[int, int]], *, temperature: float = DEFAULT_TEMPERATURE) -> dict:
    """R and its ingredients for (easy correct, hard correct) pairs; see the module docstring."""
    if temperature <= 0 or not math.isfinite(temperature):
        raise ValueError(f"temperature must be a positive number, got {temperature!r}")
    n = len(pairs)
    if n == 0:
        return {"n_pairs": 0, "acc_easy": 0.5, "acc_hard": 0.5, "sigma": 0.5, "beta": 0.0, "r": None}
    x = np.array([p[0] for p in pairs], dtype=float)
    y = np.array([p[1] for p in pairs], dtype=float)
    if not (np.isin(x, (0, 1)).all() and np.isin(y, (0, 1)).all()):
        raise ValueError("pairs must hold 0/1 correctness values")
    p_e = (x.sum() + 0.5) / (n + 1)
    p_h = (y.sum() + 0.5) / (n + 1)
    sigma = math.sqrt((p_e * (1 - p_e) + p_h * (1 - p_h)) / 2)
    d = (x - y) / sigma
    s = np.array([softplus(v, temperature) for v in d])
    positive = d[d > 0]
    beta = math.log(2) / softplus(float(np.median(positive)), temperature) if positive.size else 0.0
    r = float(np.mean(np.exp(-beta * s)))
    return {"n_pairs": n, "acc_easy": p_e, "acc_hard": p_h, "sigma": sigma, "beta": beta, "r": r}


def robustness_rows(
    responses: Iterable[Response], *, unparsed: UnparsedPolicy = "exclude", temperature: float = DEFAULT_TEMPERATURE
) -> list[RobustnessRow]:
    rows = []
    for model, fams in sorted(_pairs(responses, unparsed).items()):
        pooled: list[tuple[int, int]] = []
        for fam, pairs in sorted(fams.items()):
            pooled += pairs
            rows.append(RobustnessRow(model=model, family=fam, temperature=temperature, **putnamgap_r(pairs,
                                      temperature=temperature)))  # fmt: skip
        rows.append(RobustnessRow(model=model, family="all", temperature=temperature,
                                  **putnamgap_r(pooled, temperature=temperature)))  # fmt: skip
    return rows

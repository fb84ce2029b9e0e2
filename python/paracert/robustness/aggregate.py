"""Figures of a robustness run: per model, per rule and per rule category.

Rates are over pairs (model x statement x rule). Confidence intervals are percentile bootstrap
intervals (scipy.stats.bootstrap, seeded) that resample *statements*: all pairs of one statement
stay together, since they share its baseline formalization. Statements outside a rate's
denominator are not resampled for it. The interval type is
`paracert.metrics.significance.Interval`. With fewer than two statements, or no denominator, an
interval has no bounds.

* compile rates: baseline / perturbed formalization elaborates;
* induced failure rate: the perturbed formalization fails among pairs whose baseline compiles;
* surface consistency: both compile and the statements are `certified` equivalent, over all pairs
  (`sc_rate`) and over the pairs where both compile (`sc_given_compile`);
* verdict counts among both-compile pairs (`certified`, `both_provable` = equivalent in truth
  only, `refuted`, `unknown`, `not_checked`);
* mean normalized tree edit distance over both-compile pairs.
"""

from __future__ import annotations

import warnings
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence

import numpy as np
from pydantic import BaseModel, Field
from scipy import stats

from paracert.metrics.significance import Interval
from paracert.robustness.records import FailureClass, PairOutcome

VERDICTS = ("certified", "both_provable", "both_refutable", "refuted", "unknown", "not_checked")


def ratio_interval(
    numerators: Sequence[float],
    denominators: Sequence[float],
    *,
    n_resamples: int = 2000,
    confidence: float = 0.95,
    seed: int = 0,
) -> Interval:
    """sum(num) / sum(den) with a percentile bootstrap interval resampling the clusters (entries).

    Clusters with a zero denominator are left out first (they contribute nothing to the ratio), so
    no resample has an empty denominator.
    """
    num = np.asarray(numerators, dtype=float)
    den = np.asarray(denominators, dtype=float)
    keep = den > 0  # a cluster with nothing in the denominator adds nothing to the ratio
    num, den = num[keep], den[keep]
    total = den.sum()
    estimate = float(num.sum() / total) if total > 0 else None
    low = high = None
    if estimate is not None and len(num) >= 2:
        def ratio(idx: np.ndarray, axis: int = -1) -> np.ndarray:
            idx = idx.astype(int)
            n, d = num[idx].sum(axis=axis), den[idx].sum(axis=axis)
            with np.errstate(invalid="ignore", divide="ignore"):
                return np.where(d > 0, n / np.where(d > 0, d, 1), np.nan)

        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            res = stats.bootstrap((np.arange(len(num)),), ratio, n_resamples=n_resamples, confidence_level=confidence,
                                  method="percentile", vectorized=True, rng=np.random.default_rng(seed))
        lo, hi = float(res.confidence_interval.low), float(res.confidence_interval.high)
        low, high = (None if np.isnan(lo) else lo), (None if np.isnan(hi) else hi)
    return Interval(estimate=estimate, low=low, high=high, confidence=confidence, method="percentile")


class GroupSummary(BaseModel):
    model: str
    group: str = Field(description="'all', a rule id or a category")
    n_pairs: int
    n_statements: int
    baseline_compile: Interval
    perturbed_compile: Interval
    induced_failure: Interval
    sc_rate: Interval
    sc_given_compile: Interval
    n_both_compile: int
    verdicts: dict[str, int]
    n_identical: int = Field(description="both-compile pairs whose two statements are the same text")
    mean_ted: float | None
    ted_trees: dict[str, int] = Field(default_factory=dict, description="tree kind -> pairs measured")


class TaxonomyRow(BaseModel):
    failure: str
    baseline: int
    perturbed: int


class Example(BaseModel):
    model: str
    statement_id: str
    rule_id: str
    category: str
    kind: str = Field(description="induced compile failure / not equivalent / not certified")
    nl_perturbed: str
    baseline: str
    perturbed: str


def _rate(pairs: Sequence[PairOutcome], hit: Callable[[PairOutcome], bool], among: Callable[[PairOutcome], bool],
          **boot) -> Interval:
    by_statement: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
    for p in pairs:
        cell = by_statement[p.statement_id]
        if among(p):
            cell[1] += 1
            cell[0] += hit(p)
    cells = list(by_statement.values())
    return ratio_interval([c[0] for c in cells], [c[1] for c in cells], **boot)


def _ok(f: FailureClass) -> bool:
    return f == FailureClass.ok


def summarize_group(model: str, group: str, pairs: Sequence[PairOutcome], **boot) -> GroupSummary:
    both = [p for p in pairs if p.both_compile]
    teds = [p.ted for p in both if p.ted is not None]
    return GroupSummary(
        model=model, group=group, n_pairs=len(pairs), n_statements=len({p.statement_id for p in pairs}),
        baseline_compile=_rate(pairs, lambda p: _ok(p.baseline_failure), lambda p: True, **boot),
        perturbed_compile=_rate(pairs, lambda p: _ok(p.perturbed_failure), lambda p: True, **boot),
        induced_failure=_rate(pairs, lambda p: not _ok(p.perturbed_failure), lambda p: _ok(p.baseline_failure),
                              **boot),
        sc_rate=_rate(pairs, lambda p: p.surface_consistent, lambda p: True, **boot),
        sc_given_compile=_rate(pairs, lambda p: p.surface_consistent, lambda p: p.both_compile, **boot),
        n_both_compile=len(both),
        verdicts={v: sum(1 for p in both if p.verdict == v) for v in VERDICTS},
        n_identical=sum(1 for p in both if p.identical),
        mean_ted=float(np.mean(teds)) if teds else None,
        ted_trees=dict(Counter(p.tree_kind for p in both if p.tree_kind)),
    )


def taxonomy(pairs: Sequence[PairOutcome]) -> list[TaxonomyRow]:
    """Failure classes of the baseline formalizations (one per statement) and the perturbed ones (one per pair)."""
    base = Counter({p.statement_id: p.baseline_failure for p in pairs}.values())
    pert = Counter(p.perturbed_failure for p in pairs)
    return [TaxonomyRow(failure=f.value, baseline=base.get(f, 0), perturbed=pert.get(f, 0)) for f in FailureClass]


def examples(pairs: Sequence[PairOutcome], limit: int = 8) -> list[Example]:
    """Failures worth reading: induced compile failures first, then refuted, then the other not certified;
    one per statement before any statement's second."""
    def kind(p: PairOutcome) -> tuple[int, str] | None:
        if _ok(p.baseline_failure) and not _ok(p.perturbed_failure):
            return 0, f"induced compile failure ({p.perturbed_failure.value})"
        if p.both_compile and p.verdict == "refuted":
            return 1, "not equivalent (refuted)"
        if p.both_compile and not p.surface_consistent:
            return 2, f"not certified ({p.verdict})"
        return None

    ranked = sorted(((k, i, p) for i, p in enumerate(pairs) if (k := kind(p)) is not None),
                    key=lambda x: (x[0][0], x[1]))
    seen: set[str] = set()
    first_of_statement = []
    for entry in ranked:  # one example per statement first, then the rest
        first_of_statement.append(entry[2].statement_id not in seen)
        seen.add(entry[2].statement_id)
    ranked = [e for e, first in zip(ranked, first_of_statement, strict=True) if first] + \
        [e for e, first in zip(ranked, first_of_statement, strict=True) if not first]
    out = []
    for (_, label), _, p in ranked[:limit]:
        def side(prop: str | None, failure: FailureClass, error: str | None) -> str:
            return prop if _ok(failure) and prop else f"[{failure.value}] {error or ''}".strip()

        out.append(Example(model=p.model, statement_id=p.statement_id, rule_id=p.rule_id, category=p.category,
                           kind=label, nl_perturbed=p.nl_perturbed,
                           baseline=side(p.baseline_prop, p.baseline_failure, p.baseline_error),
                           perturbed=side(p.perturbed_prop, p.perturbed_failure, p.perturbed_error)))
    return out


class RobustnessFigures(BaseModel):
    models: list[GroupSummary]
    per_rule: list[GroupSummary]
    per_category: list[GroupSummary]
    taxonomy: dict[str, list[TaxonomyRow]]
    examples: dict[str, list[Example]]
    n_resamples: int
    confidence: float
    seed: int


def compute_figures(pairs: Sequence[PairOutcome], *, n_resamples: int = 2000, confidence: float = 0.95,
                    seed: int = 0, n_examples: int = 8) -> RobustnessFigures:
    boot = {"n_resamples": n_resamples, "confidence": confidence, "seed": seed}
    models = sorted({p.model for p in pairs})
    per_model = {m: [p for p in pairs if p.model == m] for m in models}

    def grouped(attr: str) -> list[GroupSummary]:
        out = []
        for m in models:
            groups: dict[str, list[PairOutcome]] = defaultdict(list)
            for p in per_model[m]:
                groups[getattr(p, attr)].append(p)
            out += [summarize_group(m, g, ps, **boot) for g, ps in sorted(groups.items())]
        return out

    return RobustnessFigures(
        models=[summarize_group(m, "all", per_model[m], **boot) for m in models],
        per_rule=grouped("rule_id"),
        per_category=grouped("category"),
        taxonomy={m: taxonomy(per_model[m]) for m in models},
        examples={m: examples(per_model[m], n_examples) for m in models},
        n_resamples=n_resamples, confidence=confidence, seed=seed,
    )

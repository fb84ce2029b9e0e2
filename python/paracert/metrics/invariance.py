"""Accuracy and invariance figures per model, following the FormInv definitions.

For one model and one theorem the *forms* are the canonical statement plus the variants that
entered the metrics (see `paracert.metrics.selection`: certified variants only, by default).
With k scored forms of which c are answered correctly, p = c / k and

* the theorem is *consistent* when c == k (correct on every form);
* its invariance gap is IG = sqrt(p (1 - p)) (0 when all forms agree, at most 0.5).

Per model:

* accuracy  = correct items / scored items (all forms, micro-averaged);
* SCR       = share of theorems that are consistent;
* Mean-IG   = mean of the per-theorem IG; RMS-IG = sqrt(mean(IG^2));
* Hi-IG     = share of theorems with IG > threshold (0.10 by default).

IG only takes the values sqrt(c (k - c)) / k, so with k <= 8 forms the smallest non-zero IG is
sqrt(7) / 8 ~ 0.331: Hi-IG at 0.10 is then just the share of theorems that are not answered the
same on every form. The report therefore also carries the histogram of IG values.

Theorems with fewer than `min_forms` (default 2) scored forms carry no invariance information:
they count for accuracy but not for SCR / IG / Hi-IG, and are reported in
`n_theorems_too_few_forms`.

Answers whose `correct` is None (unparseable, or no ground truth) follow a policy: "wrong"
(default) counts them as incorrect; "exclude" drops the form. Both kinds are counted.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Iterable
from typing import Literal, NamedTuple

from pydantic import BaseModel, Field

from paracert.statements.responses import Response

CANONICAL = "canonical"
UnparsedPolicy = Literal["wrong", "exclude"]


class Outcome(NamedTuple):
    """One scored form of one theorem for one model."""

    item_id: str
    family: str
    correct: bool


class UnscoredCounts(BaseModel):
    """Responses whose `correct` is None, and what the policy did with them."""

    policy: UnparsedPolicy
    n_unparsed: int = Field(0, description="correct is None and no answer was parsed (incl. API errors)")
    n_no_ground_truth: int = Field(0, description="correct is None although an answer was parsed")
    n_counted_wrong: int = 0
    n_excluded: int = 0


# model -> theorem_id -> scored forms
OutcomeTable = dict[str, dict[str, list[Outcome]]]


def outcome_table(
    responses: Iterable[Response], unparsed: UnparsedPolicy = "wrong"
) -> tuple[OutcomeTable, dict[str, UnscoredCounts]]:
    """Group responses by model and theorem, applying the unparseable-answer policy.

    Raises ValueError when one model has two responses for the same item (ambiguous).
    """
    if unparsed not in ("wrong", "exclude"):
        raise ValueError(f"unknown unparsed policy {unparsed!r} (use 'wrong' or 'exclude')")
    table: OutcomeTable = defaultdict(lambda: defaultdict(list))
    unscored: dict[str, UnscoredCounts] = {}
    seen: set[tuple[str, str]] = set()
    for r in responses:
        key = (r.model, r.item_id)
        if key in seen:
            raise ValueError(f"duplicate response for model {r.model!r}, item {r.item_id!r}")
        seen.add(key)
        counts = unscored.setdefault(r.model, UnscoredCounts(policy=unparsed))
        correct = r.correct
        if correct is None:
            if r.parsed is None and getattr(r, "parsed_value", None) is None:
                counts.n_unparsed += 1
            else:
                counts.n_no_ground_truth += 1
            if unparsed == "exclude":
                counts.n_excluded += 1
                table[r.model]  # the model still exists, with possibly no scored forms
                continue
            counts.n_counted_wrong += 1
            correct = False
        table[r.model][r.theorem_id].append(Outcome(r.item_id, r.family, bool(correct)))
    return {m: dict(ts) for m, ts in table.items()}, unscored


def invariance_gap(p: float) -> float:
    """IG = sqrt(p (1 - p)) for a share p of correct forms."""
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"p must be in [0, 1], got {p}")
    return math.sqrt(p * (1.0 - p))


class TheoremIG(BaseModel):
    theorem_id: str
    k: int = Field(description="scored forms")
    n_correct: int
    p: float
    ig: float
    consistent: bool = Field(description="correct on every scored form")
    in_invariance: bool = Field(description="k >= min_forms: counts for SCR / IG / Hi-IG")


class IGBin(BaseModel):
    ig: float
    count: int


class FamilyStats(BaseModel):
    family: str
    n: int = Field(description="scored items of this family")
    n_correct: int
    accuracy: float
    failure_rate: float
    n_paired: int = Field(0, description="theorems with this family's form and the canonical form scored")
    n_both_correct: int = 0
    pair_consistency: float | None = Field(
        None, description="share of paired theorems correct on both the canonical and this form"
    )
    n_canonical_correct: int = Field(0, description="paired theorems whose canonical form is correct")
    n_broken: int = Field(0, description="... of which this family's form is answered wrongly")
    broken_rate: float | None = Field(None, description="n_broken / n_canonical_correct")


class ModelInvariance(BaseModel):
    model: str
    n_items: int
    n_correct: int
    accuracy: float | None
    n_theorems: int = Field(description="theorems with at least min_forms scored forms")
    n_theorems_too_few_forms: int
    n_consistent: int
    scr: float | None
    mean_ig: float | None
    rms_ig: float | None
    hi_ig: float | None
    hi_ig_threshold: float
    max_forms: int
    ig_histogram: list[IGBin]
    per_family: dict[str, FamilyStats]
    unscored: UnscoredCounts
    theorems: list[TheoremIG]


class InvarianceReport(BaseModel):
    unparsed_policy: UnparsedPolicy
    hi_ig_threshold: float
    min_forms: int
    models: dict[str, ModelInvariance]


def _ratio(a: int | float, b: int | float) -> float | None:
    return a / b if b else None


def _family_stats(theorems: dict[str, list[Outcome]]) -> dict[str, FamilyStats]:
    n: Counter[str] = Counter()
    ok: Counter[str] = Counter()
    paired: Counter[str] = Counter()
    both: Counter[str] = Counter()
    canon_ok: Counter[str] = Counter()
    broken: Counter[str] = Counter()
    for forms in theorems.values():
        canon = [o for o in forms if o.family == CANONICAL]
        for o in forms:
            n[o.family] += 1
            ok[o.family] += o.correct
        if len(canon) != 1:
            continue  # no (or an ambiguous) reference form: no paired figures for this theorem
        c = canon[0].correct
        for o in forms:
            if o.family == CANONICAL:
                continue
            paired[o.family] += 1
            both[o.family] += c and o.correct
            if c:
                canon_ok[o.family] += 1
                broken[o.family] += not o.correct
    out: dict[str, FamilyStats] = {}
    for fam in sorted(n):
        acc = ok[fam] / n[fam]
        out[fam] = FamilyStats(
            family=fam,
            n=n[fam],
            n_correct=ok[fam],
            accuracy=acc,
            failure_rate=1.0 - acc,
            n_paired=paired[fam],
            n_both_correct=both[fam],
            pair_consistency=_ratio(both[fam], paired[fam]),
            n_canonical_correct=canon_ok[fam],
            n_broken=broken[fam],
            broken_rate=_ratio(broken[fam], canon_ok[fam]),
        )
    return out


def model_invariance(
    model: str,
    theorems: dict[str, list[Outcome]],
    unscored: UnscoredCounts,
    *,
    hi_ig_threshold: float = 0.10,
    min_forms: int = 2,
) -> ModelInvariance:
    rows: list[TheoremIG] = []
    for tid in sorted(theorems):
        forms = theorems[tid]
        k = len(forms)
        c = sum(o.correct for o in forms)
        p = c / k
        rows.append(
            TheoremIG(
                theorem_id=tid,
                k=k,
                n_correct=c,
                p=p,
                ig=invariance_gap(p),
                consistent=c == k,
                in_invariance=k >= min_forms,
            )
        )
    inv = [t for t in rows if t.in_invariance]
    n_items = sum(t.k for t in rows)
    n_correct = sum(t.n_correct for t in rows)
    igs = [t.ig for t in inv]
    hist = Counter(round(t.ig, 6) for t in inv)
    return ModelInvariance(
        model=model,
        n_items=n_items,
        n_correct=n_correct,
        accuracy=_ratio(n_correct, n_items),
        n_theorems=len(inv),
        n_theorems_too_few_forms=len(rows) - len(inv),
        n_consistent=sum(t.consistent for t in inv),
        scr=_ratio(sum(t.consistent for t in inv), len(inv)),
        mean_ig=_ratio(sum(igs), len(igs)),
        rms_ig=math.sqrt(sum(x * x for x in igs) / len(igs)) if igs else None,
        hi_ig=_ratio(sum(x > hi_ig_threshold for x in igs), len(igs)),
        hi_ig_threshold=hi_ig_threshold,
        max_forms=max((t.k for t in rows), default=0),
        ig_histogram=[IGBin(ig=v, count=hist[v]) for v in sorted(hist)],
        per_family=_family_stats(theorems),
        unscored=unscored,
        theorems=rows,
    )


def invariance_report(
    responses: Iterable[Response],
    *,
    unparsed: UnparsedPolicy = "wrong",
    hi_ig_threshold: float = 0.10,
    min_forms: int = 2,
) -> InvarianceReport:
    """All per-model figures for the given (already selected) responses."""
    if min_forms < 1:
        raise ValueError("min_forms must be >= 1")
    table, unscored = outcome_table(responses, unparsed)
    models = {
        m: model_invariance(m, table.get(m, {}), unscored[m], hi_ig_threshold=hi_ig_threshold, min_forms=min_forms)
        for m in sorted(unscored)
    }
    return InvarianceReport(
        unparsed_policy=unparsed, hi_ig_threshold=hi_ig_threshold, min_forms=min_forms, models=models
    )


HEADLINE_FIGURES = ("accuracy", "scr", "mean_ig", "rms_ig", "hi_ig")


def headline(report: InvarianceReport) -> dict[str, dict[str, float | None]]:
    """model -> {accuracy, scr, mean_ig, rms_ig, hi_ig}."""
    return {m: {f: getattr(r, f) for f in HEADLINE_FIGURES} for m, r in report.models.items()}

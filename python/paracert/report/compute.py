"""Every figure of a report, computed from a run through `paracert.metrics`.

Only answers to canonical forms and to certified variants enter the metrics (plus the verdicts
named in `include`, e.g. both_provable); everything else is counted in `Coverage` and left out.

* `models`: accuracy, SCR, Mean-IG, RMS-IG, Hi-IG per model, each with a bootstrap CI
  (resampling theorems, `paracert.metrics.significance.bootstrap_headline`);
* `family_failure`: failure rate per model and family, with Jeffreys intervals;
* `ig_distribution`: per-model histogram of the per-theorem IG values;
* `ranking`: the model ranking by overall accuracy against the ranking by each family's
  accuracy (Kendall tau-b, and the model pairs whose order flips);
* `audits`: the cross-model unanimity audit under both rules (paired, marginal) with
  `min_fail` models (default: a majority); unscored answers are no failure there;
* `include_delta`: with a non-empty `include`, the headline figures certified-only vs with the
  extra verdicts, and the difference;
* `cochran_q` (per theorem, sorted by p), `mcnemar` (per model and family), `fleiss_kappa` (per
  family), `robustness_r` (PutnamGAP's R per model and family), `nfb` (Pareto check and the
  No-Free-Benchmark LP over per-family accuracy), `select` (the family-weighted selector, uniform
  profile over the variant families); all on the answers in the metrics, unscored answers left out
  (shapes: docs/runs.md);
* `family_scr` (per model and family: share of paired theorems answered right on both the canonical
  and the family's form), `inconsistent` (theorems some model answers right on some forms and wrong
  on others, with every model's answers), `false_controls` (when items with a FALSE ground truth are
  in the metrics: TRUE-bias, balanced accuracy and the always-TRUE baseline per model), `ig_bins`
  (per-model histogram of the per-theorem IG on even bins of width 0.05 over [0, 0.5]).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from pydantic import BaseModel, Field

from paracert.llm.rundir import Run, RunMeta
from paracert.metrics.audit import AuditReport, audit
from paracert.metrics.invariance import (
    CANONICAL,
    HEADLINE_FIGURES,
    IGBin,
    UnparsedPolicy,
    invariance_report,
)
from paracert.metrics.paired import (
    CochranRow,
    KappaRow,
    McNemarRow,
    RobustnessRow,
    cochran_rows,
    kappa_rows,
    mcnemar_rows,
    robustness_rows,
)
from paracert.metrics.ranking import (
    NFBResult,
    NFBSummary,
    ParetoReport,
    SelectorEntry,
    family_scores,
    nfb_all_rankings,
    nfb_weights,
    pareto_analysis,
    select_models,
)
from paracert.metrics.selection import ExclusionReport, select_responses, sensitivity, verdicts_from_variants
from paracert.metrics.significance import (
    Interval,
    RateInterval,
    TauResult,
    bootstrap_headline,
    failure_rate_intervals,
    family_ranking_agreement,
    kendall_tau,
)
from paracert.statements.schema import Verdict

VERDICT_ORDER = ["canonical", "certified", "both_provable", "both_refutable", "refuted", "unknown"]


class ReportSettings(BaseModel):
    include: list[str] = Field(description="verdicts admitted besides certified and canonical")
    min_fail: int = Field(description="audit: flag an item when at least this many models fail it")
    unparsed: UnparsedPolicy
    hi_ig_threshold: float
    min_forms: int
    n_resamples: int
    confidence: float
    seed: int


class FamilyCoverage(BaseModel):
    family: str
    n_items: int
    by_verdict: dict[str, int] = Field(description="verdict -> items of this family in items.jsonl")
    n_items_in_metrics: int
    n_items_excluded: int
    n_responses_in_metrics: int
    n_responses_excluded: int


class Coverage(BaseModel):
    included_verdicts: list[str]
    n_items: int
    by_verdict: dict[str, int]
    n_items_in_metrics: int
    n_items_excluded: int
    families: list[FamilyCoverage]
    n_responses_without_item: int = Field(description="responses whose item is not in items.jsonl")
    selection: ExclusionReport


class ModelRow(BaseModel):
    model: str
    n_items: int = Field(description="scored answers in the metrics")
    n_correct: int
    n_theorems: int = Field(description="theorems with at least min_forms scored forms")
    n_consistent: int
    n_theorems_too_few_forms: int
    n_unscored: int = Field(description="answers with no score (unparseable, API error), see settings.unparsed")
    accuracy: float | None
    scr: float | None
    mean_ig: float | None
    rms_ig: float | None
    hi_ig: float | None
    ci: dict[str, Interval] = Field(description="figure -> bootstrap interval (theorems resampled)")


class FamilyRanking(BaseModel):
    family: str
    scores: dict[str, float] = Field(description="model -> accuracy on this family")
    ranks: dict[str, int] = Field(description="competition ranks, 1 best")
    kendall_tau: float | None = Field(description="tau-b against the overall ranking")
    kendall_pvalue: float | None
    reversals: list[tuple[str, str]] = Field(description="(a, b): a ahead of b overall, b ahead on this family")


class RankingReport(BaseModel):
    overall_metric: str = "accuracy"
    overall_scores: dict[str, float]
    overall_ranks: dict[str, int]
    families: list[FamilyRanking]
    family_pairs: list[TauResult] = Field(
        description="Kendall tau between every two families' rankings (empty above MAX_FAMILY_PAIRS families)"
    )
    family_pairs_note: str | None = Field(None, description="why family_pairs is empty, if it is")


class DeltaRow(BaseModel):
    model: str
    figure: str
    certified_only: float | None
    with_included: float | None
    delta: float | None


class IncludeDelta(BaseModel):
    include: list[str]
    n_responses_certified_only: int
    n_responses_with_included: int
    rows: list[DeltaRow]


class NFBReport(BaseModel):
    metric: str = "accuracy per variant family"
    families: list[str]
    pareto: ParetoReport
    all_rankings: NFBSummary | None = Field(description="every total order checked (None above 7 models)")
    reversed_overall: NFBResult | None = Field(description="weights that rank the models in reverse overall order")


class FamilySCRRow(BaseModel):
    model: str
    family: str
    n_paired: int = Field(description="theorems with this family's form and the canonical form scored")
    n_both_correct: int
    scr: float | None = Field(description="n_both_correct / n_paired")


class InconsistentTheorem(BaseModel):
    theorem_id: str
    inconsistent_models: list[str] = Field(description="models right on some scored forms and wrong on others")
    answers: dict[str, dict[str, str]] = Field(
        description="model -> family -> answer as given ('TRUE', 'FALSE', a number, '?' unscored) and right/wrong"
    )


class FalseControlRow(BaseModel):
    model: str
    n_false: int = Field(description="scored answers to items whose ground truth is FALSE")
    n_true: int = Field(description="scored answers to items whose ground truth is TRUE")
    n_said_true_on_false: int
    true_bias: float | None = Field(description="share of FALSE items answered TRUE")
    tnr: float | None = Field(description="share of FALSE items answered FALSE")
    tpr: float | None = Field(description="share of TRUE items answered TRUE (None without TRUE items)")
    accuracy: float | None
    balanced_accuracy: float | None = Field(description="(tpr + tnr) / 2; None without TRUE items")
    always_true_accuracy: float | None = Field(description="accuracy of always answering TRUE on these items")
    always_true_balanced_accuracy: float = Field(
        0.5, description="the always-TRUE baseline's balanced accuracy: tpr 1, tnr 0, by construction"
    )
    beats_always_true: bool | None = Field(description="accuracy above the always-TRUE baseline's")


IG_BIN_WIDTH = 0.05
IG_BIN_EDGES = [round(i * IG_BIN_WIDTH, 10) for i in range(11)]  # [0, 0.05, ..., 0.5]; IG <= 0.5 always


class IGEvenBins(BaseModel):
    edges: list[float] = Field(description="bin edges; every bin is [a, b) except the last, [0.45, 0.5]")
    counts: dict[str, list[int]] = Field(description="model -> theorems per bin")
    n_theorems: dict[str, int]


class Report(BaseModel):
    run: str
    meta: RunMeta
    offline_warning: str | None
    verdict_warning: str | None = Field(None, exclude_if=lambda v: v is None,
                                        description="set when the verdicts are not certified by Lean: says so")
    settings: ReportSettings
    coverage: Coverage
    models: list[ModelRow]
    families: list[str] = Field(description="families in the metrics, canonical first")
    family_failure: dict[str, dict[str, RateInterval]] = Field(description="model -> family -> failure rate")
    ig_distribution: dict[str, list[IGBin]]
    ranking: RankingReport
    audits: list[AuditReport]
    include_delta: IncludeDelta | None = None
    cochran_q: list[CochranRow] = Field(default_factory=list)
    cochran_skipped: dict[str, str] = Field(default_factory=dict, description="theorem -> why not tested")
    mcnemar: list[McNemarRow] = Field(default_factory=list)
    fleiss_kappa: list[KappaRow] = Field(default_factory=list)
    robustness_r: list[RobustnessRow] = Field(default_factory=list)
    nfb: NFBReport | None = None
    select: list[SelectorEntry] = Field(default_factory=list, description="uniform profile over variant families")
    family_scr: list[FamilySCRRow] = Field(default_factory=list)
    inconsistent: list[InconsistentTheorem] = Field(default_factory=list)
    false_controls: list[FalseControlRow] = Field(default_factory=list)
    ig_bins: IGEvenBins | None = None
    verdict_source: str = Field("", description="what the verdicts are: certified by Lean or not, and from where")
    verdicts_by_lean: bool = Field(False, description="the verdicts come from `paracert certify` (Lean) output")
    plots: dict[str, str] = Field(default_factory=dict, description="plot name -> PNG file name")


def competition_ranks(scores: dict[str, float]) -> dict[str, int]:
    """1 + number of strictly better scores (ties share the better rank)."""
    return {m: 1 + sum(t > s for t in scores.values()) for m, s in scores.items()}


def default_min_fail(n_models: int) -> int:
    """A strict majority of the models."""
    return n_models // 2 + 1


def _coverage(run: Run, selection: ExclusionReport, allowed: set[str]) -> Coverage:
    by_family: dict[str, Counter[str]] = {}
    for item in run.items:
        by_family.setdefault(item.family, Counter())[item.verdict.value] += 1
    item_ids = {i.variant_id for i in run.items}
    families = []
    for fam in sorted(by_family, key=lambda f: (f != CANONICAL, f)):
        counts = by_family[fam]
        n_in = sum(n for v, n in counts.items() if v in allowed)
        excluded = selection.excluded_by_family.get(fam)
        families.append(
            FamilyCoverage(
                family=fam,
                n_items=sum(counts.values()),
                by_verdict={v: counts.get(v, 0) for v in VERDICT_ORDER},
                n_items_in_metrics=n_in,
                n_items_excluded=sum(counts.values()) - n_in,
                n_responses_in_metrics=selection.kept_by_family.get(fam, 0),
                n_responses_excluded=sum(excluded.responses.values()) if excluded else 0,
            )
        )
    total = Counter(i.verdict.value for i in run.items)
    n_in = sum(n for v, n in total.items() if v in allowed)
    return Coverage(
        included_verdicts=selection.included_verdicts,
        n_items=len(run.items),
        by_verdict={v: total.get(v, 0) for v in VERDICT_ORDER},
        n_items_in_metrics=n_in,
        n_items_excluded=len(run.items) - n_in,
        families=families,
        n_responses_without_item=sum(r.item_id not in item_ids for r in run.responses),
        selection=selection,
    )


MAX_FAMILY_PAIRS = 60  # every two families is quadratic: above this, the pairwise taus are left out


def _ranking(report_models: dict, families: Sequence[str]) -> RankingReport:
    overall = {m: r.accuracy for m, r in report_models.items() if r.accuracy is not None}
    overall_ranks = competition_ranks(overall)
    per_family: dict[str, dict[str, float]] = {}
    for m, r in report_models.items():
        for fam, fs in r.per_family.items():
            per_family.setdefault(fam, {})[m] = fs.accuracy
    rows = []
    for fam in families:
        scores = per_family.get(fam, {})
        tau = kendall_tau(overall, scores, "overall", fam)
        common = sorted(set(overall) & set(scores))
        reversals = [
            (a, b) for a in common for b in common if a != b and overall[a] > overall[b] and scores[b] > scores[a]
        ]
        rows.append(
            FamilyRanking(
                family=fam,
                scores=scores,
                ranks=competition_ranks(scores),
                kendall_tau=tau.tau,
                kendall_pvalue=tau.pvalue,
                reversals=reversals,
            )
        )
    by_model = {m: {fam: per_family[fam][m] for fam in per_family if m in per_family[fam]} for m in report_models}
    return RankingReport(
        overall_scores=overall,
        overall_ranks=overall_ranks,
        families=rows,
        family_pairs=family_ranking_agreement(by_model) if len(per_family) <= MAX_FAMILY_PAIRS else [],
        family_pairs_note=None
        if len(per_family) <= MAX_FAMILY_PAIRS
        else f"{len(per_family)} families: the {len(per_family) * (len(per_family) - 1) // 2} pairwise Kendall taus "
        f"are left out above {MAX_FAMILY_PAIRS} families (their number grows quadratically)",
    )


def verdict_source(meta: RunMeta) -> tuple[bool, str]:
    """(certified by Lean?, a description) for the run's verdicts. Certified by Lean only when
    certified in this very command (`paracert demo`) or backed by a certificate directory that
    `paracert check` verified when the run was made, every certified / refuted verdict with its
    certificate (`RunMeta.verdict_check`); a verdict file is never taken at its word."""
    check = meta.verdict_check
    if meta.verdict_provenance == "this_run":
        return True, "verdicts certified by Lean in this run" + (f" ({meta.verdict_note})" if meta.verdict_note else "")
    if (meta.verdict_provenance == "checked_certificates" and check is not None and check.n_not_backed == 0
            and check.verified == check.certificates):
        return True, (f"verdicts certified by Lean: {check.backed} certified / refuted verdicts of "
                      f"{meta.verdicts_file} backed by certificates in {check.directory} that paracert check verified "
                      f"({check.verified}/{check.certificates}, {check.lean_version})")
    note = f" ({meta.verdict_note})" if meta.verdict_note else ""
    if meta.verdicts_file is None:
        return False, f"verdicts as in the dataset{note}: NOT verified by Lean (not Lean certificates)"
    if check is not None and check.n_not_backed:
        return False, (f"UNVERIFIED VERDICT FILE: {meta.verdicts_file}{note}: {check.n_not_backed} of its certified / "
                       f"refuted verdicts have no certificate in {check.directory} (e.g. "
                       f"{', '.join(check.not_backed[:3])}); NOT certified by Lean")
    return False, (f"UNVERIFIED VERDICT FILE: {meta.verdicts_file}{note}: NOT verified by Lean (not Lean certificates: "
                   f"no certificate directory was checked; `paracert eval --certificates DIR` runs paracert check on "
                   f"one)")


def verdict_warning(meta: RunMeta) -> str | None:
    """The loud line a report carries when its verdicts are not certified by Lean."""
    by_lean, source = verdict_source(meta)
    if by_lean:
        return None
    return f"VERDICTS NOT CERTIFIED BY LEAN. {source}"


def ig_bin_index(ig: float) -> int:
    """Index of the even bin of width IG_BIN_WIDTH holding `ig` (the last bin is closed)."""
    return min(int(ig / IG_BIN_WIDTH + 1e-9), len(IG_BIN_EDGES) - 2)


def _ig_bins(inv) -> IGEvenBins:  # noqa: ANN001 - an InvarianceReport
    counts: dict[str, list[int]] = {}
    n: dict[str, int] = {}
    for m, r in inv.models.items():
        row = [0] * (len(IG_BIN_EDGES) - 1)
        for t in r.theorems:
            if t.in_invariance:
                row[ig_bin_index(t.ig)] += 1
        counts[m] = row
        n[m] = sum(row)
    return IGEvenBins(edges=IG_BIN_EDGES, counts=counts, n_theorems=n)


def _family_scr(inv) -> list[FamilySCRRow]:  # noqa: ANN001 - an InvarianceReport
    return [
        FamilySCRRow(model=m, family=f, n_paired=fs.n_paired, n_both_correct=fs.n_both_correct,
                     scr=fs.pair_consistency)  # fmt: skip
        for m, r in sorted(inv.models.items())
        for f, fs in sorted(r.per_family.items())
        if f != CANONICAL
    ]


def answer_text(r) -> str:  # noqa: ANN001 - a Response
    """One answer as given, and whether it was right."""
    if r.parsed is not None:
        given = "TRUE" if r.parsed else "FALSE"
    elif r.parsed_value is not None:
        given = f"{r.parsed_value:g}"
    else:
        given = "?"
    mark = "right" if r.correct is True else "wrong" if r.correct is False else "unscored"
    return f"{given} ({mark})"


def _inconsistent(inv, selected) -> list[InconsistentTheorem]:  # noqa: ANN001
    bad: dict[str, list[str]] = {}
    for m, r in sorted(inv.models.items()):
        for t in r.theorems:
            if t.in_invariance and 0 < t.n_correct < t.k:
                bad.setdefault(t.theorem_id, []).append(m)
    answers: dict[str, dict[str, dict[str, list[str]]]] = {}
    for r in selected:
        if r.theorem_id in bad:
            answers.setdefault(r.theorem_id, {}).setdefault(r.model, {}).setdefault(r.family, []).append(
                answer_text(r)
            )
    return [
        InconsistentTheorem(
            theorem_id=tid,
            inconsistent_models=bad[tid],
            answers={
                m: {f: "; ".join(v) for f, v in sorted(fams.items(), key=lambda kv: (kv[0] != CANONICAL, kv[0]))}
                for m, fams in sorted(answers.get(tid, {}).items())
            },
        )
        for tid in sorted(bad, key=lambda t: (-len(bad[t]), t))
    ]


def _false_controls(selected) -> list[FalseControlRow]:  # noqa: ANN001
    """Per model, on the scored TRUE/FALSE answers in the metrics; empty without a FALSE item."""
    scored = [r for r in selected if r.parsed is not None and r.correct is not None and r.ground_truth is not None]
    if not any(r.ground_truth is False for r in scored):
        return []
    rows = []
    for m in sorted({r.model for r in scored}):
        mine = [r for r in scored if r.model == m]
        on_false = [r for r in mine if r.ground_truth is False]
        on_true = [r for r in mine if r.ground_truth is True]
        said_true_f = sum(r.parsed is True for r in on_false)
        tnr = (len(on_false) - said_true_f) / len(on_false) if on_false else None
        tpr = sum(r.parsed is True for r in on_true) / len(on_true) if on_true else None
        n = len(mine)
        acc = sum(r.correct for r in mine) / n if n else None
        always_true = len(on_true) / n if n else None
        rows.append(
            FalseControlRow(
                model=m,
                n_false=len(on_false),
                n_true=len(on_true),
                n_said_true_on_false=said_true_f,
                true_bias=said_true_f / len(on_false) if on_false else None,
                tnr=tnr,
                tpr=tpr,
                accuracy=acc,
                balanced_accuracy=(tpr + tnr) / 2 if tpr is not None and tnr is not None else None,
                always_true_accuracy=always_true,
                beats_always_true=None if acc is None or always_true is None else acc > always_true,
            )
        )
    return rows


def build_report(
    run: Run,
    *,
    include: Sequence[str] = (),
    min_fail: int | None = None,
    unparsed: UnparsedPolicy = "wrong",
    hi_ig_threshold: float = 0.10,
    min_forms: int = 2,
    n_resamples: int = 2000,
    confidence: float = 0.95,
    seed: int = 0,
) -> Report:
    """All figures of `run`. Raises ValueError on a bad `include` / `min_fail`."""
    include = sorted({Verdict(v).value for v in include})
    verdicts = verdicts_from_variants(run.items)
    selection = select_responses(run.responses, verdicts, include)
    allowed = set(selection.report.included_verdicts)
    selected = selection.responses

    models_all = sorted({r.model for r in run.responses})
    if not models_all:
        raise ValueError("the run has no responses")
    k = default_min_fail(len(models_all)) if min_fail is None else min_fail
    if not 1 <= k <= len(models_all):
        raise ValueError(f"min_fail must be between 1 and the number of models ({len(models_all)}), got {k}")

    inv = invariance_report(selected, unparsed=unparsed, hi_ig_threshold=hi_ig_threshold, min_forms=min_forms)
    cis = bootstrap_headline(inv, n_resamples=n_resamples, confidence=confidence, seed=seed)
    rows = []
    for m, r in inv.models.items():
        rows.append(
            ModelRow(
                model=m,
                n_items=r.n_items,
                n_correct=r.n_correct,
                n_theorems=r.n_theorems,
                n_consistent=r.n_consistent,
                n_theorems_too_few_forms=r.n_theorems_too_few_forms,
                n_unscored=r.unscored.n_unparsed + r.unscored.n_no_ground_truth,
                accuracy=r.accuracy,
                scr=r.scr,
                mean_ig=r.mean_ig,
                rms_ig=r.rms_ig,
                hi_ig=r.hi_ig,
                ci=cis[m].figures,
            )
        )
    fams = sorted({f for r in inv.models.values() for f in r.per_family}, key=lambda f: (f != CANONICAL, f))

    audits = [audit(selected, min_fail=k, rule=rule) for rule in ("paired", "marginal")] if selected else []

    delta = None
    if include:
        base, extra = sensitivity(
            run.responses,
            verdicts,
            ((), include),
            unparsed=unparsed,
            hi_ig_threshold=hi_ig_threshold,
            min_forms=min_forms,
        )
        delta_rows = []
        for m in sorted(set(base.figures) | set(extra.figures)):
            for fig in HEADLINE_FIGURES:
                a = base.figures.get(m, {}).get(fig)
                b = extra.figures.get(m, {}).get(fig)
                d = None if a is None or b is None else b - a
                delta_rows.append(DeltaRow(model=m, figure=fig, certified_only=a, with_included=b, delta=d))
        delta = IncludeDelta(
            include=include,
            n_responses_certified_only=base.n_responses_kept,
            n_responses_with_included=extra.n_responses_kept,
            rows=delta_rows,
        )

    cochran, skipped = cochran_rows(selected) if selected else ([], {})
    scores = family_scores(inv)
    nfb = None
    fams_common = sorted(set.intersection(*(set(v) for v in scores.values()))) if scores else []
    if len(scores) >= 2 and fams_common:
        overall = sorted((r for r in rows if r.accuracy is not None), key=lambda r: (-(r.accuracy or 0.0), r.model))
        reverse = [r.model for r in reversed(overall)]
        nfb = NFBReport(
            families=fams_common,
            pareto=pareto_analysis(scores),
            all_rankings=nfb_all_rankings(scores) if len(scores) <= 7 else None,
            reversed_overall=nfb_weights(scores, reverse) if len(reverse) >= 2 else None,
        )
    by_lean, source = verdict_source(run.meta)
    variant_fams = [f for f in fams if f != CANONICAL]
    select = select_models(inv, {f: 1.0 for f in variant_fams}) if variant_fams else []

    return Report(
        run=run.path,
        meta=run.meta,
        offline_warning=run.meta.offline_warning(),
        verdict_warning=verdict_warning(run.meta),
        settings=ReportSettings(
            include=include,
            min_fail=k,
            unparsed=unparsed,
            hi_ig_threshold=hi_ig_threshold,
            min_forms=min_forms,
            n_resamples=n_resamples,
            confidence=confidence,
            seed=seed,
        ),
        coverage=_coverage(run, selection.report, allowed),
        models=rows,
        families=fams,
        family_failure=failure_rate_intervals(inv, alpha=1 - confidence),
        ig_distribution={m: r.ig_histogram for m, r in inv.models.items()},
        ranking=_ranking(inv.models, fams),
        audits=audits,
        include_delta=delta,
        cochran_q=cochran,
        cochran_skipped=skipped,
        mcnemar=mcnemar_rows(selected),
        fleiss_kappa=kappa_rows(selected),
        robustness_r=robustness_rows(selected),
        nfb=nfb,
        select=select,
        family_scr=_family_scr(inv),
        inconsistent=_inconsistent(inv, selected),
        false_controls=_false_controls(selected),
        ig_bins=_ig_bins(inv),
        verdicts_by_lean=by_lean,
        verdict_source=source,
    )

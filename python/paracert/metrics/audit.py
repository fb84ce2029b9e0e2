"""Cross-model unanimity audit of paraphrase items (FormInv's audit protocol).

An item (a non-canonical form) is flagged when at least `min_fail` models fail it, under one
of two rules:

* ``paired``:   the model answers the theorem's canonical form correctly and the item wrongly;
* ``marginal``: the model answers the item wrongly (whatever it did on the canonical form).

Paired failures are a subset of marginal ones, so paired flags are a subset of marginal flags
for the same `min_fail`.

Items are scored against the label the benchmark published (`Response.ground_truth`): an audit
exists because a label is suspect, so "failing" means disagreeing with the published label. When
the true value is known (`Response.true_ground_truth`, e.g. the external audit's wrong
paraphrases), `truth_evaluation` scores the flags against the items known to be mislabelled:
precision, recall, missed and false flags.

Answers with `correct is None` (API error, unparseable) are by default *not* counted as
failures here (`unparsed="exclude"`): an empty answer is no evidence that the item is wrong. They
are their own column (`FlaggedItem.n_unscored`), and the before/after rankings use the same policy.
With `unparsed="wrong"` they count as failures, as in `invariance` by default.

`ranking_change` shows what removing the flagged items does to the model ranking by accuracy
or SCR: `scope="theorem"` removes every form of a theorem with a flagged item (what FormInv did
for MathCheck), `scope="item"` removes only the flagged items.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Literal

from pydantic import BaseModel, Field

from paracert.metrics.invariance import CANONICAL, UnparsedPolicy, invariance_report, outcome_table
from paracert.metrics.significance import kendall_tau
from paracert.statements.responses import Response

AuditRule = Literal["paired", "marginal"]
RankMetric = Literal["accuracy", "scr"]
RemovalScope = Literal["theorem", "item"]


class FlaggedItem(BaseModel):
    item_id: str
    theorem_id: str
    family: str
    n_answered: int = Field(description="models with a scored answer on the item")
    n_eligible: int = Field(description="models that can fail under the rule (paired: canonical correct)")
    n_failed: int
    failed_models: list[str]
    n_unscored: int = Field(default=0, description="models whose answer has no score (API error, unparseable)")


class RankEntry(BaseModel):
    model: str
    score: float | None
    rank: int = Field(description="competition rank: 1 is best, ties share the better rank")


class RankingChange(BaseModel):
    metric: RankMetric
    scope: RemovalScope
    n_removed_responses: int
    before: list[RankEntry]
    after: list[RankEntry]
    kendall_tau: float | None
    kendall_pvalue: float | None
    reversals: list[tuple[str, str]] = Field(description="(a, b): a was ahead of b before, b is ahead after")
    new_ties: list[tuple[str, str]] = Field(default_factory=list)
    broken_ties: list[tuple[str, str]] = Field(default_factory=list)


class TruthEvaluation(BaseModel):
    """The flags scored against the items whose published label is known to be wrong."""

    n_items_with_truth: int
    known_wrong: list[str] = Field(description="items whose known truth differs from their published label")
    n_flagged: int
    true_positives: list[str]
    false_flags: list[str] = Field(description="flagged, but the label is right (or the truth unknown)")
    missed: list[str] = Field(description="known-wrong items that were not flagged")
    precision: float | None
    recall: float | None


class AuditReport(BaseModel):
    rule: AuditRule
    min_fail: int
    unparsed_policy: UnparsedPolicy
    models: list[str]
    n_items_audited: int
    n_flagged: int
    flagged: list[FlaggedItem]
    flagged_by_family: dict[str, int]
    ranking: list[RankingChange]
    truth: TruthEvaluation | None = Field(default=None, description="with --truth: precision / recall of the flags")


def unanimity_flags(
    responses: Iterable[Response],
    *,
    min_fail: int,
    rule: AuditRule = "paired",
    unparsed: UnparsedPolicy = "exclude",
) -> tuple[list[FlaggedItem], int]:
    """(flagged items, number of items audited)."""
    if min_fail < 1:
        raise ValueError("min_fail must be >= 1")
    if rule not in ("paired", "marginal"):
        raise ValueError(f"unknown rule {rule!r}")
    responses = list(responses)
    unscored: Counter[str] = Counter(
        r.item_id for r in responses if r.correct is None and r.family != CANONICAL and unparsed == "exclude"
    )
    table, _ = outcome_table(responses, unparsed)
    # item -> (theorem, family, {model: (item correct, canonical correct or None)})
    items: dict[str, tuple[str, str, dict[str, tuple[bool, bool | None]]]] = {}
    for model, theorems in table.items():
        for tid, forms in theorems.items():
            canon = [o.correct for o in forms if o.family == CANONICAL]
            canon_ok = canon[0] if len(canon) == 1 else None
            for o in forms:
                if o.family == CANONICAL:
                    continue
                entry = items.setdefault(o.item_id, (tid, o.family, {}))
                entry[2][model] = (o.correct, canon_ok)
    flagged: list[FlaggedItem] = []
    for item_id in sorted(items):
        tid, fam, answers = items[item_id]
        if rule == "paired":
            eligible = [m for m, (_, c) in answers.items() if c is True]
        else:
            eligible = list(answers)
        failed = sorted(m for m in eligible if not answers[m][0])
        if len(failed) >= min_fail:
            flagged.append(
                FlaggedItem(
                    item_id=item_id,
                    theorem_id=tid,
                    family=fam,
                    n_answered=len(answers),
                    n_eligible=len(eligible),
                    n_failed=len(failed),
                    failed_models=failed,
                    n_unscored=unscored.get(item_id, 0),
                )
            )
    return flagged, len(items)


def _ranks(scores: dict[str, float | None]) -> list[RankEntry]:
    present = {m: s for m, s in scores.items() if s is not None}
    entries = [RankEntry(model=m, score=s, rank=1 + sum(t > s for t in present.values())) for m, s in present.items()]
    entries.sort(key=lambda e: (e.rank, e.model))
    rank_none = len(present) + 1
    entries += [RankEntry(model=m, score=None, rank=rank_none) for m in sorted(scores) if scores[m] is None]
    return entries


def ranking_change(
    responses: Sequence[Response],
    flagged: Iterable[FlaggedItem],
    *,
    metric: RankMetric = "accuracy",
    scope: RemovalScope = "theorem",
    unparsed: UnparsedPolicy = "wrong",
    min_forms: int = 2,
) -> RankingChange:
    """Model ranking by `metric` before and after removing the flagged items."""
    flagged = list(flagged)
    if scope == "theorem":
        drop_t = {f.theorem_id for f in flagged}
        kept = [r for r in responses if r.theorem_id not in drop_t]
    elif scope == "item":
        drop_i = {f.item_id for f in flagged}
        kept = [r for r in responses if r.item_id not in drop_i]
    else:
        raise ValueError(f"unknown scope {scope!r}")
    before_rep = invariance_report(responses, unparsed=unparsed, min_forms=min_forms)
    after_rep = invariance_report(kept, unparsed=unparsed, min_forms=min_forms)
    b = {m: getattr(r, metric) for m, r in before_rep.models.items()}
    a = {m: getattr(r, metric) for m, r in after_rep.models.items()}
    tau = kendall_tau({m: v for m, v in b.items() if v is not None}, {m: v for m, v in a.items() if v is not None})
    reversals, new_ties, broken_ties = [], [], []
    common = sorted(m for m in b if b[m] is not None and a.get(m) is not None)
    for x, y in itertools.permutations(common, 2):
        if b[x] > b[y] and a[y] > a[x]:
            reversals.append((x, y))
        if x < y and b[x] != b[y] and a[x] == a[y]:
            new_ties.append((x, y))
        if x < y and b[x] == b[y] and a[x] != a[y]:
            broken_ties.append((x, y))
    return RankingChange(
        metric=metric,
        scope=scope,
        n_removed_responses=len(responses) - len(kept),
        before=_ranks(b),
        after=_ranks(a),
        kendall_tau=tau.tau,
        kendall_pvalue=tau.pvalue,
        reversals=reversals,
        new_ties=new_ties,
        broken_ties=broken_ties,
    )


def truth_evaluation(responses: Sequence[Response], flagged: Iterable[FlaggedItem]) -> TruthEvaluation:
    """Precision and recall of `flagged` against the items whose known truth differs from their label."""
    truth: dict[str, tuple[bool | None, bool | None]] = {}
    for r in responses:
        if r.family == CANONICAL or r.true_ground_truth is None:
            continue
        known = truth.setdefault(r.item_id, (r.ground_truth, r.true_ground_truth))
        if known != (r.ground_truth, r.true_ground_truth):
            raise ValueError(f"item {r.item_id!r}: answers disagree on its label or its known truth")
    if not truth:
        raise ValueError("no answer carries a known truth (true_ground_truth): nothing to score the flags against")
    wrong = sorted(i for i, (label, true) in truth.items() if label != true)
    ids = sorted({f.item_id for f in flagged})
    tp = [i for i in ids if i in wrong]
    return TruthEvaluation(
        n_items_with_truth=len(truth),
        known_wrong=wrong,
        n_flagged=len(ids),
        true_positives=tp,
        false_flags=[i for i in ids if i not in wrong],
        missed=[i for i in wrong if i not in ids],
        precision=len(tp) / len(ids) if ids else None,
        recall=len(tp) / len(wrong) if wrong else None,
    )


def audit(
    responses: Iterable[Response],
    *,
    min_fail: int,
    rule: AuditRule = "paired",
    unparsed: UnparsedPolicy = "exclude",
    scope: RemovalScope = "theorem",
    metrics: Sequence[RankMetric] = ("accuracy", "scr"),
    truth: bool = False,
) -> AuditReport:
    """Flag items and show the ranking before/after removing them.

    The rankings use the invariance definitions with the same `unparsed` policy as the flags
    (by default an unscored answer is left out, never counted as a failure). `truth=True` adds
    `truth_evaluation` (a ValueError when no answer carries a known truth).
    """
    responses = list(responses)
    if not responses:
        raise ValueError("no responses to audit")
    if min_fail > len({r.model for r in responses}):
        raise ValueError(f"min_fail {min_fail} is more than the {len({r.model for r in responses})} models")
    flagged, n_items = unanimity_flags(responses, min_fail=min_fail, rule=rule, unparsed=unparsed)
    by_family = Counter(f.family for f in flagged)
    return AuditReport(
        rule=rule,
        min_fail=min_fail,
        unparsed_policy=unparsed,
        models=sorted({r.model for r in responses}),
        n_items_audited=n_items,
        n_flagged=len(flagged),
        flagged=flagged,
        flagged_by_family=dict(sorted(by_family.items())),
        ranking=[ranking_change(responses, flagged, metric=m, scope=scope, unparsed=unparsed) for m in metrics],
        truth=truth_evaluation(responses, flagged) if truth else None,
    )

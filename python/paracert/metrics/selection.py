"""Which responses enter the metrics.

Only the canonical form and the variants whose verdict is `certified` count by default.
Everything else (`both_provable`, `refuted`, `unknown`, or no verdict at all) is left out and
counted per family, so a report can say what was dropped. `include` admits extra verdicts (e.g.
{"both_provable"}) to show how much that choice moves the figures; `sensitivity` does that for
several choices at once.

A response is canonical when its item's verdict is `canonical`, or when its family is
"canonical" and the verdict map has no entry for it. A non-canonical item missing from the
verdict map is treated as `unknown` and counted under `n_missing_verdict` too.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping

from pydantic import BaseModel, Field

from paracert.metrics.invariance import CANONICAL, UnparsedPolicy, headline, invariance_report
from paracert.statements.responses import Response
from paracert.statements.schema import Variant, Verdict

ALWAYS_INCLUDED = frozenset({Verdict.certified, Verdict.canonical})


class FamilyExclusions(BaseModel):
    family: str
    items: dict[str, int] = Field(default_factory=dict, description="verdict -> distinct excluded items")
    responses: dict[str, int] = Field(default_factory=dict, description="verdict -> excluded responses")


class ExclusionReport(BaseModel):
    included_verdicts: list[str]
    n_responses_in: int
    n_responses_kept: int
    n_responses_excluded: int
    n_missing_verdict: int = Field(description="non-canonical responses whose item has no verdict")
    kept_by_family: dict[str, int]
    kept_by_verdict: dict[str, int]
    excluded_by_family: dict[str, FamilyExclusions]
    excluded_by_verdict: dict[str, int] = Field(description="verdict -> excluded responses")


class Selection(BaseModel):
    responses: list[Response]
    report: ExclusionReport


def verdicts_from_variants(variants: Iterable[Variant]) -> dict[str, Verdict]:
    return {v.variant_id: v.verdict for v in variants}


def _parse_include(include: Iterable[Verdict | str]) -> frozenset[Verdict]:
    out = set()
    for v in include:
        try:
            out.add(Verdict(v))
        except ValueError as e:
            raise ValueError(f"unknown verdict {v!r}; one of {[x.value for x in Verdict]}") from e
    return frozenset(out)


def item_verdict(r: Response, verdicts: Mapping[str, Verdict | str]) -> tuple[Verdict, bool]:
    """(verdict, missing) for one response."""
    v = verdicts.get(r.item_id)
    if v is None:
        return (Verdict.canonical if r.family == CANONICAL else Verdict.unknown), r.family != CANONICAL
    return Verdict(v), False


def select_responses(
    responses: Iterable[Response],
    verdicts: Mapping[str, Verdict | str],
    include: Iterable[Verdict | str] = (),
) -> Selection:
    allowed = ALWAYS_INCLUDED | _parse_include(include)
    kept: list[Response] = []
    n_in = 0
    n_missing = 0
    kept_fam: dict[str, int] = defaultdict(int)
    kept_ver: dict[str, int] = defaultdict(int)
    ex_items: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    ex_resp: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    ex_ver: dict[str, int] = defaultdict(int)
    for r in responses:
        n_in += 1
        verdict, missing = item_verdict(r, verdicts)
        n_missing += missing
        if verdict in allowed:
            kept.append(r)
            kept_fam[r.family] += 1
            kept_ver[verdict.value] += 1
        else:
            ex_items[r.family][verdict.value].add(r.item_id)
            ex_resp[r.family][verdict.value] += 1
            ex_ver[verdict.value] += 1
    excluded = {
        fam: FamilyExclusions(
            family=fam,
            items={v: len(ids) for v, ids in sorted(ex_items[fam].items())},
            responses=dict(sorted(ex_resp[fam].items())),
        )
        for fam in sorted(ex_items)
    }
    report = ExclusionReport(
        included_verdicts=sorted(v.value for v in allowed),
        n_responses_in=n_in,
        n_responses_kept=len(kept),
        n_responses_excluded=n_in - len(kept),
        n_missing_verdict=n_missing,
        kept_by_family=dict(sorted(kept_fam.items())),
        kept_by_verdict=dict(sorted(kept_ver.items())),
        excluded_by_family=excluded,
        excluded_by_verdict=dict(sorted(ex_ver.items())),
    )
    return Selection(responses=kept, report=report)


class SensitivityRow(BaseModel):
    include: list[str]
    n_responses_kept: int
    figures: dict[str, dict[str, float | None]] = Field(description="model -> headline figure -> value")


def sensitivity(
    responses: Iterable[Response],
    verdicts: Mapping[str, Verdict | str],
    includes: Iterable[Iterable[Verdict | str]] = ((), ("both_provable",)),
    *,
    unparsed: UnparsedPolicy = "wrong",
    hi_ig_threshold: float = 0.10,
    min_forms: int = 2,
) -> list[SensitivityRow]:
    """Headline figures under each `include` choice (the first is usually the certified-only one)."""
    responses = list(responses)
    rows = []
    for inc in includes:
        inc = list(inc)
        sel = select_responses(responses, verdicts, inc)
        rep = invariance_report(sel.responses, unparsed=unparsed, hi_ig_threshold=hi_ig_threshold, min_forms=min_forms)
        rows.append(
            SensitivityRow(
                include=sorted(Verdict(v).value for v in inc),
                n_responses_kept=sel.report.n_responses_kept,
                figures=headline(rep),
            )
        )
    return rows

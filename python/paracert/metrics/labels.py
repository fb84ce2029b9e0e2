"""Verdicts scored against human equivalence labels (`paracert score`).

A verdicts file (the JSONL that `paracert equiv --pairs … --out` and `paracert certify` write, one
`PairVerdict` a line) is joined by `pair_id` with a labelled pairs file (one object a line with
`pair_id`, a boolean `equivalent` and an optional `source`, e.g. data/pairs/mathlib_dev.jsonl). For
all pairs and per source the report gives what papers on autoformalization metrics report:

- the table of verdicts against labels;
- two binary classifiers, each with its confusion counts, precision, recall, accuracy and Cohen's κ
  (statsmodels) over every labelled pair that has a verdict: "certified ⇒ equivalent" (a pair is
  predicted equivalent iff its verdict is `certified`) and "refuted ⇒ not equivalent" (predicted not
  equivalent iff `refuted`);
- coverage: the share of pairs whose statements were translated, i.e. whose verdict is neither
  `untranslatable` nor `invalid_statement`.

A figure that divides by zero (no predicted positive, a degenerate κ table) is None, never a guess.
Labelled pairs without a verdict are listed (`missing`); verdict lines without a label are counted.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from pydantic import BaseModel, Field
from statsmodels.stats.inter_rater import cohens_kappa

from paracert.errors import InputError, jsonl_objects
from paracert.statements.schema import Verdict

# The verdicts a verdict line may carry: the engine's, plus `untranslatable` (a statement whose
# Mathlib vocabulary could not be read).
UNTRANSLATABLE = "untranslatable"
KNOWN_VERDICTS = frozenset(v.value for v in Verdict) | {UNTRANSLATABLE}
NOT_TRANSLATED = frozenset({UNTRANSLATABLE, Verdict.invalid_statement.value})
ALL = "all"


class Labelled(BaseModel):
    """One labelled pair, as far as scoring needs it."""

    pair_id: str
    equivalent: bool
    source: str = "-"


class Binary(BaseModel):
    """A binary classifier read off the verdicts (positive = the verdict named by `rule`)."""

    rule: str = Field(description="e.g. 'certified ⇒ equivalent'")
    tp: int = Field(description="predicted positive, labelled positive")
    fp: int = Field(description="predicted positive, labelled negative")
    fn: int = Field(description="predicted negative, labelled positive")
    tn: int = Field(description="predicted negative, labelled negative")
    precision: float | None
    recall: float | None
    accuracy: float | None
    kappa: float | None = Field(description="Cohen's κ of prediction and label; None when undefined")


class ScopeScore(BaseModel):
    scope: str = Field(description="'all' or a source")
    pairs: int
    equivalent: int = Field(description="pairs labelled equivalent")
    not_equivalent: int
    translated: int = Field(description="pairs whose verdict is neither untranslatable nor invalid_statement")
    coverage: float | None = Field(description="translated / pairs")
    table: dict[str, dict[str, int]] = Field(
        description="verdict -> {'equivalent': n, 'not_equivalent': n}, verdicts in a fixed order"
    )
    certified: Binary
    refuted: Binary


class ScoreReport(BaseModel):
    verdicts: str
    labels: str
    labelled_pairs: int
    verdict_lines: int
    scored_pairs: int
    missing: list[str] = Field(description="labelled pair_ids with no verdict line")
    unlabelled: int = Field(description="verdict lines whose pair_id has no label (or no pair_id)")
    scopes: list[ScopeScore] = Field(description="'all' first, then each source in sorted order")


def _field_error(path: str | Path, line: int, field: str, message: str) -> InputError:
    return InputError(f"{path}:{line}: field {field!r}: {message}")


def read_labels(path: str | Path) -> list[Labelled]:
    """The labelled pairs of a JSONL file; an InputError names file, line and field of a bad record
    or of a pair_id seen twice."""
    out: list[Labelled] = []
    first_line: dict[str, int] = {}
    for n, record in jsonl_objects(path, "--labels"):
        pid = record.get("pair_id")
        if not isinstance(pid, str) or not pid:
            raise _field_error(path, n, "pair_id", "a non-empty string is required")
        label = record.get("equivalent")
        if not isinstance(label, bool):
            what = "missing" if "equivalent" not in record else f"{label!r} is not true or false"
            raise _field_error(path, n, "equivalent", what)
        source = record.get("source", "-")
        if not isinstance(source, str) or not source:
            raise _field_error(path, n, "source", "a non-empty string is required when given")
        if pid in first_line:
            raise _field_error(path, n, "pair_id", f"{pid!r} already labelled on line {first_line[pid]}")
        first_line[pid] = n
        out.append(Labelled(pair_id=pid, equivalent=label, source=source))
    return out


def read_verdicts(path: str | Path) -> tuple[dict[str, str], int, int]:
    """pair_id -> verdict of a verdicts file, the number of lines, and the number without a pair_id.
    An InputError names file, line and field of a line without a known verdict, and of a pair_id
    given two different verdicts."""
    verdicts: dict[str, str] = {}
    where: dict[str, int] = {}
    lines = no_id = 0
    for n, record in jsonl_objects(path, "VERDICTS"):
        lines += 1
        verdict = record.get("verdict")
        if not isinstance(verdict, str) or verdict not in KNOWN_VERDICTS:
            known = ", ".join(sorted(KNOWN_VERDICTS))
            raise _field_error(path, n, "verdict", f"{verdict!r} is not a verdict ({known})")
        pid = record.get("pair_id")
        if pid is None:
            no_id += 1
            continue
        if not isinstance(pid, str) or not pid:
            raise _field_error(path, n, "pair_id", "a non-empty string or null is required")
        if pid in verdicts and verdicts[pid] != verdict:
            raise _field_error(path, n, "verdict", f"{verdict!r} for {pid!r}, which line {where[pid]} "
                               f"gave {verdicts[pid]!r}")  # fmt: skip
        verdicts[pid] = verdict
        where.setdefault(pid, n)
    return verdicts, lines, no_id


def cohen_kappa(tp: int, fp: int, fn: int, tn: int) -> float | None:
    """Cohen's κ of a 2×2 table (rows prediction, columns label) by statsmodels; None when undefined."""
    n = tp + fp + fn + tn
    if n == 0:
        return None
    # chance agreement 1 makes κ 0/0: prediction and label constant and the same for every pair
    predicted, labelled = tp + fp, tp + fn
    if predicted == labelled and predicted in (0, n):
        return None
    kappa = float(cohens_kappa([[tp, fp], [fn, tn]], return_results=False))
    return kappa if math.isfinite(kappa) else None


def _ratio(a: int, b: int) -> float | None:
    return a / b if b else None


def binary(rule: str, predicted: Iterable[bool], actual: Iterable[bool]) -> Binary:
    tp = fp = fn = tn = 0
    for p, a in zip(predicted, actual, strict=True):
        if p and a:
            tp += 1
        elif p:
            fp += 1
        elif a:
            fn += 1
        else:
            tn += 1
    return Binary(
        rule=rule, tp=tp, fp=fp, fn=fn, tn=tn, precision=_ratio(tp, tp + fp), recall=_ratio(tp, tp + fn),
        accuracy=_ratio(tp + tn, tp + fp + fn + tn), kappa=cohen_kappa(tp, fp, fn, tn),
    )  # fmt: skip


# the table's row order: the engine's verdicts, then untranslatable (once whether or not the enum has it)
VERDICT_ORDER = list(dict.fromkeys([v.value for v in Verdict if v is not Verdict.canonical]
                                   + [UNTRANSLATABLE, Verdict.canonical.value]))


def score_scope(scope: str, pairs: list[tuple[Labelled, str]]) -> ScopeScore:
    """The figures of one scope: (label, verdict) of each of its pairs."""
    labels = [lab.equivalent for lab, _ in pairs]
    verdicts = [v for _, v in pairs]
    counts = Counter((v, lab.equivalent) for lab, v in pairs)
    table = {
        v: {"equivalent": counts[v, True], "not_equivalent": counts[v, False]}
        for v in VERDICT_ORDER
        if counts[v, True] or counts[v, False]
    }
    translated = sum(v not in NOT_TRANSLATED for v in verdicts)
    return ScopeScore(
        scope=scope,
        pairs=len(pairs),
        equivalent=sum(labels),
        not_equivalent=len(labels) - sum(labels),
        translated=translated,
        coverage=_ratio(translated, len(pairs)),
        table=table,
        certified=binary("certified ⇒ equivalent", [v == Verdict.certified.value for v in verdicts], labels),
        refuted=binary("refuted ⇒ not equivalent", [v == Verdict.refuted.value for v in verdicts],
                       [not x for x in labels]),  # fmt: skip
    )


def score(verdicts_path: str | Path, labels_path: str | Path) -> ScoreReport:
    """Join the two files by pair_id and score every scope (all pairs, then each source)."""
    labels = read_labels(labels_path)
    verdicts, lines, no_id = read_verdicts(verdicts_path)
    joined = [(lab, verdicts[lab.pair_id]) for lab in labels if lab.pair_id in verdicts]
    if not joined:
        raise InputError(f"{verdicts_path}: no pair_id in common with --labels {labels_path}")
    labelled = {lab.pair_id for lab in labels}
    scopes = [score_scope(ALL, joined)]
    for source in sorted({lab.source for lab, _ in joined}):
        scopes.append(score_scope(source, [(lab, v) for lab, v in joined if lab.source == source]))
    return ScoreReport(
        verdicts=str(verdicts_path),
        labels=str(labels_path),
        labelled_pairs=len(labels),
        verdict_lines=lines,
        scored_pairs=len(joined),
        missing=[lab.pair_id for lab in labels if lab.pair_id not in verdicts],
        unlabelled=no_id + sum(pid not in labelled for pid in verdicts),
        scopes=scopes,
    )


def _fmt(x: float | None, digits: int = 3) -> str:
    return "-" if x is None else f"{x:.{digits}f}"


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def render_text(report: ScoreReport, *, missing_shown: int = 20) -> str:
    """The report as the plain text `paracert score` prints."""
    out = [
        f"{report.scored_pairs} of {report.labelled_pairs} labelled pairs have a verdict "
        f"({report.verdict_lines} verdict lines, {report.unlabelled} without a label)"
    ]
    if report.missing:
        shown = ", ".join(report.missing[:missing_shown])
        more = f" and {len(report.missing) - missing_shown} more" if len(report.missing) > missing_shown else ""
        out.append(f"missing from {report.verdicts}: {len(report.missing)} labelled pairs: {shown}{more}")
    for s in report.scopes:
        out.append("")
        out.append(
            f"{s.scope}: {s.pairs} pairs ({s.equivalent} equivalent, {s.not_equivalent} not); "
            f"translated {s.translated} ({_pct(s.coverage)})"
        )
        out.append(f"  {'verdict':20s} {'equivalent':>10s} {'not equivalent':>15s}")
        for verdict, row in s.table.items():
            out.append(f"  {verdict:20s} {row['equivalent']:>10d} {row['not_equivalent']:>15d}")
        for b in (s.certified, s.refuted):
            out.append(
                f"  {b.rule:26s} precision {_fmt(b.precision)}  recall {_fmt(b.recall)}  "
                f"accuracy {_fmt(b.accuracy)}  κ {_fmt(b.kappa)}  (TP {b.tp} FP {b.fp} FN {b.fn} TN {b.tn})"
            )
    return "\n".join(out)

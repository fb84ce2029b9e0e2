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

import json
import math
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path

from pydantic import BaseModel, Field, ValidationError
from statsmodels.stats.inter_rater import cohens_kappa

from paracert.certify.mathlib_input import needs_translation
from paracert.certify.run_state import own_digest
from paracert.errors import InputError, jsonl_objects
from paracert.statements.pairs import Pair
from paracert.statements.schema import Verdict
from paracert.statements.verdicts import HEADER_FIELDS, PairVerdict

# The verdicts a verdict line may carry: the engine's, plus `untranslatable` (a statement whose
# Mathlib vocabulary could not be read).
UNTRANSLATABLE = "untranslatable"
KNOWN_VERDICTS = frozenset(v.value for v in Verdict) | {UNTRANSLATABLE}
NOT_TRANSLATED = frozenset({UNTRANSLATABLE, Verdict.invalid_statement.value})
ALL = "all"


class Labelled(BaseModel):
    """One labelled pair, as far as scoring needs it: its label and the pair a verdict line must be of."""

    pair_id: str
    equivalent: bool
    source: str = "-"
    line: int = 0
    a: str | None = None
    b: str | None = None
    header: str | None = None
    a_header: str | None = None
    b_header: str | None = None


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


NOT_VERIFIED = "from verdict lines not verified"


class ScoreReport(BaseModel):
    verdicts: str
    labels: str
    verified: bool = Field(default=False, description="the scores rest on certificates `paracert check` verified "
                           "(--certificates DIR): every certified/refuted line backed by one")
    basis: str = Field(default=NOT_VERIFIED, description="what the scores rest on, in words")
    translated_not_reread: int = Field(default=0, description="lines whose A/B are the Mathlib-syntax pair's "
                                       "translation, not compared with a reading of the labelled pair "
                                       "(no --certificates)")
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
        texts: dict[str, str | None] = {}
        for name in PAIR_TEXTS:
            value = record.get(name)
            if value is not None and not isinstance(value, str):
                raise _field_error(path, n, name, f"a string is required when given (got {type(value).__name__})")
            texts[name] = value
        first_line[pid] = n
        out.append(Labelled(pair_id=pid, equivalent=label, source=source, line=n, **texts))
    return out


PAIR_TEXTS = ("a", "b", "header", "a_header", "b_header")


def read_verdicts(path: str | Path) -> tuple[dict[str, tuple[int, PairVerdict]], int, int]:
    """pair_id -> (line, verdict line) of a verdicts file, the number of lines, and 0 (lines without a
    pair_id are refused; kept for callers). Every line is a whole `PairVerdict` with its fields' own
    types (a boolean is a boolean, an id a string), its own digest (the SHA256 of its A, B, family,
    Lean version, answer key and headers) and a pair_id no other line has: else an InputError naming
    file, line and field."""
    out: dict[str, tuple[int, PairVerdict]] = {}
    lines = 0
    for n, record in jsonl_objects(path, "VERDICTS"):
        lines += 1
        verdict = record.get("verdict")
        if not isinstance(verdict, str) or verdict not in KNOWN_VERDICTS:
            known = ", ".join(sorted(KNOWN_VERDICTS))
            raise _field_error(path, n, "verdict", f"{verdict!r} is not a verdict ({known})")
        pid = record.get("pair_id")
        if not isinstance(pid, str) or not pid:
            what = "missing: a verdict line without a pair_id cannot be scored" if pid is None else (
                f"{pid!r} is not a non-empty string")
            raise _field_error(path, n, "pair_id", what)
        try:
            line = PairVerdict.model_validate_json(json.dumps(record), strict=True)
        except ValidationError as exc:
            err = exc.errors()[0]
            field = ".".join(str(x) for x in err["loc"]) or "(record)"
            raise _field_error(path, n, field, f"{err['msg']} (a verdict line as paracert equiv --out / certify "
                               f"write it)") from None  # fmt: skip
        if own_digest(line) != line.digest:
            raise _field_error(path, n, "digest", "not the SHA256 of the line's own A, B, family, Lean version and "
                               "answer key: the line was not written for this pair")  # fmt: skip
        if pid in out:
            raise _field_error(path, n, "pair_id", f"{pid!r} already has a verdict on line {out[pid][0]}")
        out[pid] = (n, line)
    return out, lines, 0


def check_against_labels(verdicts_path: str | Path, labels_path: str | Path, labels: list[Labelled],
                         verdicts: dict[str, tuple[int, PairVerdict]]) -> list[tuple[Labelled, int, PairVerdict]]:
    """The verdict lines whose A/B are the translation of their labelled Mathlib-syntax pair (to be
    compared with a reading of it); every other line must carry its labelled pair's own A, B and
    headers, else an InputError naming the verdicts file's line and field (and the label's line)."""
    translated: list[tuple[Labelled, int, PairVerdict]] = []
    for lab in labels:
        if lab.pair_id not in verdicts or lab.a is None or lab.b is None:
            continue
        n, line = verdicts[lab.pair_id]
        given = {name: getattr(line, name) for name in PAIR_TEXTS}
        wanted = {name: getattr(lab, name) for name in PAIR_TEXTS}
        if given == wanted:
            continue
        if (given["a"], given["b"]) != (wanted["a"], wanted["b"]) and not any(given[h] for h in HEADER_FIELDS) \
                and needs_translation(Pair(a=lab.a, b=lab.b, header=lab.header, a_header=lab.a_header,
                                           b_header=lab.b_header)) \
                and line.verdict.value not in NOT_TRANSLATED:
            translated.append((lab, n, line))  # the line states the translation Lean read the pair as
            continue
        field = next(name for name in PAIR_TEXTS if given[name] != wanted[name])
        raise _field_error(verdicts_path, n, field, f"{_short(given[field])} is not the {field} of pair "
                           f"{lab.pair_id!r} ({labels_path}:{lab.line}: {_short(wanted[field])})")  # fmt: skip
    return translated


def _short(text: str | None) -> str:
    if text is None:
        return "absent"
    return repr(text if len(text) <= 80 else text[:77] + "...")


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


def score(verdicts_path: str | Path, labels_path: str | Path,
          verify: Callable[[dict[str, tuple[int, PairVerdict]], list[tuple[Labelled, int, PairVerdict]]], str]
          | None = None
          ) -> ScoreReport:
    """Join the two files by pair_id and score every scope (all pairs, then each source). `verify`
    (`paracert score --certificates DIR`) checks the lines against verified certificates and the
    translated lines against a reading of their labelled pairs, and says what it verified; raising
    when it cannot. Without it, the report says its scores come from verdict lines not verified."""
    labels = read_labels(labels_path)
    lines_by_id, lines, no_id = read_verdicts(verdicts_path)
    translated = check_against_labels(verdicts_path, labels_path, labels, lines_by_id)
    verdicts = {pid: line.verdict.value for pid, (_, line) in lines_by_id.items()}
    joined = [(lab, verdicts[lab.pair_id]) for lab in labels if lab.pair_id in verdicts]
    if not joined:
        raise InputError(f"{verdicts_path}: no pair_id in common with --labels {labels_path}")
    labelled = {lab.pair_id for lab in labels}
    basis, verified = NOT_VERIFIED, False
    if verify is not None:
        basis, verified = verify(lines_by_id, translated), True
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
        verified=verified,
        basis=basis,
        translated_not_reread=0 if verified else len(translated),
    )


def _fmt(x: float | None, digits: int = 3) -> str:
    return "-" if x is None else f"{x:.{digits}f}"


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def render_text(report: ScoreReport, *, missing_shown: int = 20) -> str:
    """The report as the plain text `paracert score` prints."""
    out = [
        f"scores {report.basis}" + ("" if report.verified else
                                    " (give --certificates DIR: paracert check verifies the certificates first)"),
        f"{report.scored_pairs} of {report.labelled_pairs} labelled pairs have a verdict "
        f"({report.verdict_lines} verdict lines, {report.unlabelled} without a label)",
    ]
    if report.translated_not_reread:
        out.append(f"{report.translated_not_reread} lines state the translation of their Mathlib-syntax pair, "
                   "not compared with a reading of it (--certificates reads the pairs again)")
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

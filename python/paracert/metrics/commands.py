"""The metrics commands: `paracert score`, `classes`, `nfb`, `select` and `audit`."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from pathlib import Path

from pydantic import ValidationError

from paracert.certify.mathlib_input import HeaderError, prepare_pairs
from paracert.certify.store import load_manifest, write_atomic
from paracert.data.recorded import HINT, import_recorded
from paracert.errors import (
    CertificateError,
    InputError,
    UsageError,
    check_lines,
    jsonl_objects,
    non_negative_float,
    positive_int,
    read_text,
    writable_file,
)
from paracert.evaluation.evaluate import SETTLED_BY_CERTIFICATE, check_verdict_certificates
from paracert.lean import LeanRunner
from paracert.lean.cli.config_commands import config_from_args
from paracert.lean.launch.launchers import LauncherError
from paracert.lean.progress import item_progress
from paracert.llm.rundir import load_run
from paracert.metrics.audit import AuditReport, RankingChange, audit
from paracert.metrics.classes import equivalence_classes, plot_png, summary_line
from paracert.metrics.classes import render_text as render_classes
from paracert.metrics.invariance import invariance_report
from paracert.metrics.labels import NOT_VERIFIED, read_verdicts, render_text, score
from paracert.metrics.ranking import family_scores, nfb_all_rankings, nfb_weights, pareto_analysis, select_models
from paracert.metrics.selection import select_responses, verdicts_from_variants
from paracert.statements.pairs import Pair
from paracert.statements.responses import Response
from paracert.statements.verdicts import PairVerdict

log = logging.getLogger(__name__)


def load_responses(path: str) -> list[Response]:
    """A JSONL file of Response records, or one of the recorded-answers JSON files; an InputError
    names the file (and line and field) of bad input."""
    p = Path(path)
    if p.suffix == ".jsonl":  # a regular, non-empty UTF-8 file, streamed (jsonl_objects checks it)
        check_lines(p)
    elif p.exists():  # a bare recorded name is looked up by import_recorded
        read_text(p)  # a regular, non-empty UTF-8 file (else the message names the byte offset)
    if p.suffix == ".jsonl":
        out = []
        for n, record in jsonl_objects(p):
            try:
                out.append(Response.model_validate(record))
            except ValidationError as e:
                err = e.errors()[0]
                field = ".".join(str(x) for x in err["loc"]) or "(record)"
                raise InputError(f"{path}:{n}: field {field!r}: {err['msg']}; {HINT}") from None
        return out
    try:
        return import_recorded(path)
    except (ValueError, OSError) as e:
        raise InputError(str(e)) from None


def _fmt(x: float | None) -> str:
    return "-" if x is None else f"{x:.4f}"


def _print_ranking(rc: RankingChange) -> None:
    print(f"\nranking by {rc.metric} (removing flagged {rc.scope}s, {rc.n_removed_responses} responses):")
    after = {e.model: e for e in rc.after}
    for e in rc.before:
        a = after.get(e.model)
        print(
            f"  {e.model:40s} {_fmt(e.score)} (#{e.rank})  ->  {_fmt(a.score if a else None)} (#{a.rank if a else '-'})"
        )
    print(f"  Kendall tau before/after: {_fmt(rc.kendall_tau)}")
    print("  reversals: " + (", ".join(f"{a} > {b} became {b} > {a}" for a, b in rc.reversals) or "none"))
    if rc.new_ties:
        print("  new ties: " + ", ".join(f"{a} = {b}" for a, b in rc.new_ties))


def _print_report(rep: AuditReport) -> None:
    n = len(rep.models)
    print(
        f"audit rule={rep.rule} min_fail={rep.min_fail}/{n} models: "
        f"{rep.n_flagged} of {rep.n_items_audited} items flagged"
    )
    print(f"  {'item':40s} {'failed':>8s} {'unscored':>8s}  models failing (against the published label)")
    for f in rep.flagged:
        print(f"  {f.item_id:40s} {f.n_failed:>3d}/{f.n_eligible:<4d} {f.n_unscored:>8d}  {', '.join(f.failed_models)}")
    if rep.truth is not None:
        t = rep.truth
        print(
            f"\nagainst the known truth: {len(t.known_wrong)} of {t.n_items_with_truth} items are mislabelled; "
            f"{len(t.true_positives)} of them flagged: precision {_fmt(t.precision)}, recall {_fmt(t.recall)}"
        )
        if t.missed:
            print("  missed: " + ", ".join(t.missed))
        if t.false_flags:
            print("  flagged but labelled right: " + ", ".join(t.false_flags))
    for rc in rep.ranking:
        _print_ranking(rc)


def _cmd_audit(args: argparse.Namespace) -> int:
    responses = load_responses(args.responses)
    n_models = len({r.model for r in responses})
    if args.min_fail > n_models:
        raise UsageError(f"--min-fail {args.min_fail}: more than the {n_models} models in {args.responses}")
    try:
        rep = audit(
            responses, min_fail=args.min_fail, rule=args.rule, unparsed=args.unparsed, scope=args.scope,
            truth=args.truth,
        )  # fmt: skip
    except ValueError as e:
        raise InputError(f"{args.responses}: {e}") from None
    if args.json:
        print(rep.model_dump_json(indent=2))
    else:
        _print_report(rep)
    return 0


def _run_invariance(run_dir: str, include: list[str] | None):  # noqa: ANN202
    run = load_run(run_dir)
    sel = select_responses(run.responses, verdicts_from_variants(run.items), include or ())
    if not sel.responses:
        raise UsageError(f"{run_dir}: no answers in the metrics (no canonical or certified item answered)")
    return invariance_report(sel.responses, unparsed="exclude")


def _print_json_or(args: argparse.Namespace, payload, text: str) -> None:  # noqa: ANN001
    print(payload.model_dump_json(indent=2) if args.json else text)


def _cmd_nfb(args: argparse.Namespace) -> int:
    try:
        scores = family_scores(_run_invariance(args.run, args.include))
        if args.target:
            target = [m for m in args.target.split(",") if m]
            res = nfb_weights(scores, target, margin=args.margin)
            weights = ", ".join(f"{f} {w:.3f}" for f, w in (res.weights or {}).items())
            text = (f"target {' > '.join(target)}: " + (f"realised with family weights {weights}" if res.feasible
                    else f"not realisable ({res.status})"))  # fmt: skip
            _print_json_or(args, res, text)
        else:
            pareto = pareto_analysis(scores)
            summary = nfb_all_rankings(scores, margin=args.margin)
            text = (f"Pareto front: {', '.join(pareto.front)}; dominance: "
                    + (", ".join(f"{a} > {b}" for a, b in pareto.dominance) or "none")
                    + f"\n{summary.n_feasible} of {summary.n_rankings} total orders realisable by family weights")
            if args.json:
                print(json.dumps({"pareto": pareto.model_dump(), "all_rankings": summary.model_dump()}, indent=2))
            else:
                print(text)
    except (UsageError, InputError):  # RunDirError is an InputError
        raise
    except ValueError as e:  # a solver's refusal of the input
        raise UsageError(str(e)) from None
    return 0


def _parse_profile(spec: str) -> dict[str, float]:
    out: dict[str, float] = {}
    for part in spec.split(","):
        if not part.strip():
            continue
        fam, sep, weight = part.partition("=")
        if not sep:
            raise UsageError(f"--profile: {part!r} is not FAMILY=WEIGHT")
        try:
            out[fam.strip()] = float(weight)
        except ValueError as e:
            raise UsageError(f"--profile: weight {weight!r} of {fam!r} is not a number") from e
    return out


def _cmd_select(args: argparse.Namespace) -> int:
    try:
        entries = select_models(_run_invariance(args.run, args.include), _parse_profile(args.profile))
    except (UsageError, InputError):  # RunDirError is an InputError
        raise
    except ValueError as e:  # a bad profile
        raise UsageError(str(e)) from None
    if args.json:
        print(json.dumps([entry.model_dump() for entry in entries], indent=2))
    else:
        for entry in entries:
            miss = f" (no data for {', '.join(entry.missing_families)})" if entry.missing_families else ""
            print(f"  {entry.model:40s} expected failure {_fmt(entry.expected_failure)}{miss}")
    return 0


def _certificate_directory(args: argparse.Namespace) -> Path | None:
    """`--certificates DIR` of `score` / `classes`: a directory, checked before any work."""
    if args.certificates is None:
        return None
    directory = Path(args.certificates)
    if not directory.is_dir():
        raise InputError(f"--certificates {directory}: not a directory (a certificate directory of paracert "
                         "certify or equiv --certificates)")
    return directory


def _cmd_score(args: argparse.Namespace) -> int:
    verify = None
    directory = _certificate_directory(args)
    if directory is not None:

        def verify(lines: dict[str, tuple[int, PairVerdict]], translated: list) -> str:  # noqa: ANN001
            return verify_score_lines(args, directory, lines, translated)
    report = score(args.verdicts, args.labels, verify)
    print(report.model_dump_json(indent=2) if args.json else render_text(report))
    return 0


def _cmd_classes(args: argparse.Namespace) -> int:
    """The certified classes of a verdicts file; exit 1 on a contradiction (a refuted pair inside a class)."""
    plot = writable_file(args.plot, "--plot") if args.plot is not None else None
    directory = _certificate_directory(args)
    lines, n_lines, _ = read_verdicts(args.verdicts)
    basis, verified = NOT_VERIFIED, False
    if directory is not None:  # what `score --certificates` does: check with Lean, each line backed
        basis, verified = verify_score_lines(args, directory, lines, []), True
    report = equivalence_classes(lines, n_lines, str(args.verdicts), basis, verified)
    print(report.model_dump_json(indent=2) if args.json else render_classes(report))
    if plot is not None:
        write_atomic(plot, plot_png(report))
        print(f"paracert classes: wrote {plot}", file=sys.stderr)
    if report.contradictions:
        print(f"paracert classes: SOUNDNESS ALARM: {summary_line(report)}; exit 1", file=sys.stderr)
        return 1
    return 0


def verify_score_lines(args: argparse.Namespace, directory: Path, numbered: dict[str, tuple[int, PairVerdict]],
                       translated: list) -> str:  # noqa: ANN001 - (Labelled, line, PairVerdict) triples
    """What `paracert eval --certificates` does, for a verdicts file to score: `paracert check` on the
    directory with Lean (CertificateError when it does not verify), each certified / refuted line backed
    by a certificate of the directory for the same pair, verdict, A, B and Lean version, and each line
    that states the translation of a Mathlib-syntax pair compared with Lean's reading of that pair."""
    lines = {pid: line for pid, (_, line) in numbered.items()}
    where = {pid: n for pid, (n, _) in numbered.items()}
    try:
        runner = LeanRunner(config_from_args(args, "check"))
    except LauncherError as exc:
        raise CertificateError(f"--certificates {directory}: cannot run Lean to check it: {exc}") from None
    try:
        with item_progress(f"checking {directory}") as progress:
            check = check_verdict_certificates({pid: line.verdict for pid, line in lines.items()}, directory, runner,
                                               progress=progress)
        if check.n_not_backed:
            raise CertificateError(
                f"--certificates {directory}: {check.n_not_backed} certified / refuted lines of {args.verdicts} have "
                f"no certificate there for the same pair and verdict (e.g. {', '.join(check.not_backed[:3])}); "
                "their scores cannot be reported as verified")
        entries = {(e.pair_id, e.verdict): e for e in load_manifest(directory).certificates if e.pair_id}
        for pid, line in lines.items():
            if line.verdict not in SETTLED_BY_CERTIFICATE:
                continue
            entry = entries[(pid, line.verdict)]
            for name, given, wanted in (("lean_version", line.lean_version, check.lean_version),
                                        ("a", line.a, entry.a), ("b", line.b, entry.b),
                                        ("digest", line.certificate_name, entry.name)):
                if given != wanted:
                    raise InputError(f"{args.verdicts}:{where[pid]}: field {name!r}: not the certificate's "
                                     f"({directory}: {entry.name}): the line says more than the directory proves")
        if translated:
            pairs = [Pair(a=lab.a, b=lab.b, header=lab.header, a_header=lab.a_header, b_header=lab.b_header,
                          pair_id=lab.pair_id) for lab, _, _ in translated]
            try:
                with item_progress(f"reading {len(pairs)} Mathlib-syntax pairs") as progress:
                    prepared = prepare_pairs(pairs, runner, progress=progress)
            except HeaderError as exc:
                raise InputError(f"{args.labels}: {exc}") from None
            for k, (lab, n, line) in enumerate(translated):
                read = prepared.translated.get(k)
                for name in ("a", "b"):
                    if read is None or getattr(read, name) != getattr(line, name):
                        raise InputError(f"{args.verdicts}:{n}: field {name!r}: not how Lean reads pair "
                                         f"{lab.pair_id!r} of {args.labels}:{lab.line}")
    finally:
        runner.close()
    return (f"from verdict lines verified by paracert check of {directory} ({check.verified}/{check.certificates} "
            f"certificates verified, {check.backed} certified/refuted lines backed"
            + (f", {len(translated)} translations read again" if translated else "") + ")")


def register(subparsers: argparse._SubParsersAction) -> None:
    s = subparsers.add_parser(
        "score",
        help="score verdicts against human equivalence labels",
        description=(
            "Join a verdicts file (paracert equiv --pairs … --out, paracert certify) with labelled pairs "
            "(pair_id, equivalent, optional source) by pair_id, and print for all pairs and per source: "
            "the table of verdicts against labels, precision, recall, accuracy and Cohen's kappa of "
            "'certified => equivalent' and of 'refuted => not equivalent', and coverage (pairs whose "
            "verdict is neither untranslatable nor invalid_statement). Labelled pairs without a verdict "
            "are listed."
        ),
    )
    s.add_argument("verdicts", metavar="VERDICTS", help="verdicts JSONL (one PairVerdict a line)")
    s.add_argument("--labels", required=True, metavar="PAIRS", help="labelled pairs JSONL")
    s.add_argument("--certificates", metavar="DIR", default=None,
                   help="the certificate directory of the run: paracert check verifies it with Lean first, each "
                        "certified/refuted line must have its certificate there, translated lines are read "
                        "again; without it the scores are labelled 'from verdict lines not verified'")
    s.add_argument("--json", action="store_true", help="the report as JSON (`verified`, `basis`)")
    s.set_defaults(func=_cmd_score)

    c = subparsers.add_parser(
        "classes",
        help="certified equivalence classes of a verdicts file, and refuted pairs inside a class",
        description=(
            "Read a verdicts file (paracert equiv --pairs … --out, paracert certify) and join its statements "
            "(text and Lean header) into classes along its certified pairs (A ↔ B is transitive). Print each "
            "class of two statements or more (members, the pairs that certify it), the singletons, and every "
            "contradiction: a refuted pair whose two statements lie in one class (a soundness alarm: exit 1); "
            "then a summary line."
        ),
    )
    c.add_argument("verdicts", metavar="VERDICTS", help="verdicts JSONL (one PairVerdict a line)")
    c.add_argument("--json", action="store_true", help="the classes, singletons, contradictions and summary as JSON")
    c.add_argument("--plot", metavar="FILE.png", default=None,
                   help="also draw the classes (one panel each, contradictions in red) to this PNG")
    c.add_argument("--certificates", metavar="DIR", default=None,
                   help="the certificate directory of the run: paracert check verifies it with Lean first and each "
                        "certified/refuted line must have its certificate there (as for score); without it the "
                        "classes are labelled 'from verdict lines not verified'")
    c.set_defaults(func=_cmd_classes)

    for name, func, help_text in (
        ("nfb", _cmd_nfb, "family weights that realise a target ranking (No-Free-Benchmark LP) and the Pareto check"),
        ("select", _cmd_select, "expected failure of each model on a task with a given family mix"),
    ):
        q = subparsers.add_parser(name, help=help_text, description=help_text + ", on a run directory's "
                                  "certified pairs (per-family accuracy; unscored answers left out).")  # fmt: skip
        q.add_argument("run", metavar="RUN", help="a run directory (paracert eval)")
        q.add_argument("--include", action="append", choices=("both_provable",), help="also admit these verdicts")
        q.add_argument("--json", action="store_true")
        if name == "nfb":
            q.add_argument("--target", help="comma-separated models, best first (default: check every order)")
            q.add_argument("--margin", type=non_negative_float, default=1e-6, help="strictness of the target ranking")
        else:
            q.add_argument("--profile", required=True, help="FAMILY=WEIGHT,... e.g. syntactic=1,quantifier=3")
        q.set_defaults(func=func)

    p = subparsers.add_parser(
        "audit",
        help="cross-model unanimity audit of paraphrase items",
        description=(
            "Flag paraphrase items that at least K models fail against the benchmark's published label "
            "(rule 'paired': canonical right and paraphrase wrong; 'marginal': paraphrase wrong), and show "
            "the model ranking before and after removing them. RESPONSES: a JSONL file of Response "
            "records or a recorded-answers file (mathcheck_129_results.json, "
            "false_controls_all_models.json, external_audit_raw.json)."
        ),
    )
    p.add_argument("responses", metavar="RESPONSES")
    p.add_argument("--min-fail", type=positive_int, required=True, metavar="K", help="flag when >= K models fail")
    p.add_argument("--rule", choices=("paired", "marginal"), default="paired")
    p.add_argument(
        "--scope",
        choices=("theorem", "item"),
        default="theorem",
        help="for the ranking: remove whole theorems with a flagged item (default) or only the items",
    )
    p.add_argument(
        "--unparsed",
        choices=("exclude", "wrong"),
        default="exclude",
        help="unscored answers (API error, unparseable): not a failure (default) or a failure",
    )
    p.add_argument(
        "--truth",
        action="store_true",
        help="also score the flags against the known truth carried by the answers (true_ground_truth): "
        "precision and recall over the items known to be mislabelled",
    )
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.set_defaults(func=_cmd_audit)

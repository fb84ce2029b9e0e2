"""`paracert report` and `paracert eval`.

report RUN   figures, tables and plots of a run directory: report.md, report.html (standalone),
             report.json and PNGs into RUN (or --out DIR); --json prints report.json to stdout.
eval DATASET ask a dataset's items to one or more models, write the run directory, then the report.

Exit codes: 0 ok, 1 failure (provider errors, answers recorded as errors), 2 usage error.
Logging goes to stderr; stdout carries only the summary (or the JSON with --json).
"""

from __future__ import annotations

import argparse
import json
import logging
import re
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from paracert.certify.service import CertificationService
from paracert.data.forminv import DATASETS
from paracert.data.recorded import FALSE_CONTROLS
from paracert.errors import (
    CertificateError,
    InputError,
    UsageError,
    check_lines,
    fraction,
    non_negative_float,
    non_negative_int,
    positive_float,
    positive_int,
    writable_dir,
)
from paracert.evaluation.evaluate import (
    ALL_MODELS,
    PROVIDERS,
    ProviderOptions,
    check_verdict_certificates,
    dataset_items,
    make_providers,
    run_eval,
)
from paracert.evaluation.inputs import load_verdicts
from paracert.lean import LeanRunner
from paracert.lean.cli.config_commands import config_from_args
from paracert.lean.launch.launchers import LauncherError
from paracert.lean.progress import item_progress
from paracert.llm.prompt import PromptConfig
from paracert.llm.providers import ProviderError, provider_errors
from paracert.llm.rundir import META, RunDirError, VerdictCheck, load_run
from paracert.report.compute import Report
from paracert.report.demo import demo_inputs, run_demo
from paracert.report.render import dataset_name, fmt, report_run
from paracert.statements.responses import Response

log = logging.getLogger(__name__)

INCLUDABLE = ("both_provable",)


def _fail(command: str, message: str, code: int) -> int:
    print(f"paracert {command}: error: {message}", file=sys.stderr)
    return code


def _print_summary(rep: Report, paths: dict[str, Path]) -> None:
    if rep.offline_warning:
        print(f"!!! {rep.offline_warning}")
    c = rep.coverage
    print(
        f"{dataset_name(rep.meta.dataset)}: {len(rep.models)} models; "
        f"{c.n_items_in_metrics}/{c.n_items} items in the metrics "
        f"(verdicts {', '.join(c.included_verdicts)}), {c.n_items_excluded} excluded "
        f"({', '.join(f'{v} {n}' for v, n in c.by_verdict.items() if n and v not in c.included_verdicts) or '-'})"
    )
    print(f"  {'model':40s} {'acc':>6s} {'SCR':>6s} {'Mean-IG':>8s} {'Hi-IG':>6s}")
    for r in rep.models:
        print(f"  {r.model:40s} {fmt(r.accuracy):>6s} {fmt(r.scr):>6s} {fmt(r.mean_ig):>8s} {fmt(r.hi_ig):>6s}")
    for a in rep.audits:
        print(f"  audit {a.rule} (>= {a.min_fail} models fail): {a.n_flagged}/{a.n_items_audited} items flagged")
    print("wrote " + ", ".join(str(p) for p in paths.values()))


def answer_sources(responses: Sequence[Response]) -> str:
    """How a run's answers were scored: with the recording's own correctness flag (a replay), parsed by
    paracert from the reply, or not at all (an error)."""
    counts = Counter(r.answer_source for r in responses)
    n = len(responses)
    return (f"scored {n:,} answers: {counts['recorded_parse']:,} of {n:,} with the recording's own correctness flag, "
            f"{counts['parsed']:,} parsed from the reply, {counts['none']:,} not scored")


def _make_report(args: argparse.Namespace, run_dir: Path, out_dir: Path) -> tuple[Report, dict[str, Path]]:
    run = load_run(run_dir)
    n_models = len({r.model for r in run.responses})
    if args.min_fail is not None and args.min_fail > n_models:
        raise UsageError(f"--min-fail {args.min_fail}: more than the {n_models} models of {run_dir}")
    writable_dir(out_dir, "--out")
    rep, paths = report_run(run, out_dir, include=args.include or (), min_fail=args.min_fail, unparsed=args.unparsed,
                            hi_ig_threshold=args.hi_ig_threshold, n_resamples=args.bootstrap, seed=args.seed)
    if rep.offline_warning:
        log.warning("%s", rep.offline_warning)
    log.info("report written to %s", out_dir)
    return rep, paths


def _emit(args: argparse.Namespace, rep: Report, paths: dict[str, Path]) -> None:
    if args.json:
        print(rep.model_dump_json(indent=2))
    else:
        _print_summary(rep, paths)


def _cmd_report(args: argparse.Namespace) -> int:
    run_dir = Path(args.run)
    try:
        rep, paths = _make_report(args, run_dir, Path(args.out) if args.out else run_dir)
    except (RunDirError, ValueError) as exc:
        return _fail("report", str(exc), 2)
    _emit(args, rep, paths)
    return 0


def _default_out(dataset: str, provider: str) -> Path:
    stem = re.sub(r"[^A-Za-z0-9_.-]+", "_", Path(dataset).stem)
    return Path("runs") / f"{stem}-{provider}"


def _cmd_eval(args: argparse.Namespace) -> int:
    out = Path(args.out) if args.out else _default_out(args.dataset, args.provider)
    if out.exists() and not out.is_dir():
        return _fail("eval", f"--out {out}: exists and is not a directory", 2)
    if out.is_dir() and not (out / META).exists() and any(p.name != "cache.sqlite" for p in out.iterdir()):
        return _fail("eval", f"--out {out}: a non-empty directory that holds no run; choose an empty or new one", 2)
    if (out / META).exists() and not args.resume:
        return _fail("eval", f"{out} already holds a run; pass --resume to continue it or choose another --out", 2)
    models = [m for spec in args.model or [] for m in spec.split(",") if m]
    if Path(args.dataset).exists():  # a file (a name is looked up by load_items): regular, UTF-8, not empty
        check_lines(args.dataset, "dataset", allow_empty=True)  # (load_items names an empty one, with a hint)
    if args.verdicts and Path(args.verdicts).is_file():
        check_lines(args.verdicts, "--verdicts", allow_empty=True)
    if args.certificates is not None and not args.verdicts:
        args.verdicts = str(args.certificates)  # the directory's own verdicts.jsonl
    try:
        items, path, notes = dataset_items(args.dataset, args.verdicts or None)
        prompt = PromptConfig(max_tokens=args.max_tokens)
        providers = make_providers(
            ProviderOptions(
                kind=args.provider,
                models=models,
                replay_file=args.replay_file,
                seed=args.seed,
                base_url=args.base_url,
                api_key_env=args.api_key_env,
                temperature=args.temperature,
            )
        )
    except (InputError, ProviderError, ValueError) as exc:
        return _fail("eval", str(exc), 2)
    if args.limit is not None:
        items = items[: args.limit]
    if args.min_fail is not None and args.min_fail > len(providers):
        raise UsageError(f"--min-fail {args.min_fail}: more than the {len(providers)} models of this run")
    writable_dir(out, "--out")  # before any model is asked
    verdict_check = _check_certificates(args) if args.certificates is not None else None
    if args.provider != "openai":
        log.warning("provider %s: no model API will be called (offline answers)", args.provider)
    replay_file = (args.replay_file or FALSE_CONTROLS) if args.provider == "replay" else None
    try:
        meta = run_eval(
            items,
            providers,
            out,
            dataset=args.dataset,
            dataset_path=str(Path(path).resolve()),
            prompt=prompt,
            cache_path=args.cache,
            use_cache=not args.no_cache,
            concurrency=args.concurrency,
            rate=args.rate,
            retries=args.retries,
            progress=False if args.no_progress else None,
            keep_going=args.keep_going,
            replay_file=replay_file,
            verdicts_file=args.verdicts,
            verdict_note=args.verdict_note,
            verdict_provenance=("checked_certificates" if verdict_check is not None
                                else "unverified_file" if args.verdicts else "dataset"),
            verdict_check=verdict_check,
            options={k: v for k, v in vars(args).items() if k != "func"},
            notes=notes,
        )
    except provider_errors() as exc:
        return _fail("eval", f"{type(exc).__name__}: {exc} (answers received so far are in the cache)", 1)
    for run in meta.per_model:
        log.info("%s: %d answers, %d fresh, %d cached", run.model, run.n_items, run.n_fresh or 0, run.n_cached or 0)
    if not args.json:
        print(answer_sources(load_run(out).responses))
    if args.no_report:
        print(json.dumps(meta.model_dump(mode="json"), indent=2) if args.json else f"wrote run {out}")
    else:
        try:
            rep, paths = _make_report(args, out, out)
        except (RunDirError, ValueError) as exc:
            return _fail("eval", f"run written to {out}, but no report: {exc}", 2)
        _emit(args, rep, paths)
    return 1 if any(r.n_errors for r in meta.per_model) else 0


def _check_certificates(args: argparse.Namespace) -> VerdictCheck:
    """`paracert check` on --certificates (Lean elaborates every certificate) and the verdicts of
    --verdicts matched against it, before any model is asked; CertificateError when it fails."""
    directory = Path(args.certificates)
    if not directory.is_dir():
        raise InputError(f"--certificates {directory}: not a directory (a certificate directory of paracert certify)")
    verdicts = load_verdicts(args.verdicts)
    try:
        runner = LeanRunner(config_from_args(args, "check"))
    except LauncherError as exc:
        raise CertificateError(f"--certificates {directory}: cannot run Lean to check it: {exc}") from None
    try:
        with item_progress(f"checking {directory}") as progress:
            check = check_verdict_certificates(verdicts, directory, runner, progress=progress)
    finally:
        runner.close()
    if check.n_not_backed:
        log.warning("--certificates %s: %d certified / refuted verdicts of %s have no certificate there (e.g. %s); "
                    "the report labels the verdicts unverified", directory, check.n_not_backed, args.verdicts,
                    ", ".join(check.not_backed[:3]))
    return check


def _cmd_demo(args: argparse.Namespace) -> int:
    out = writable_dir(args.out, "--out")  # before Lean starts
    try:
        inputs = demo_inputs()  # every file the demo reads, checked before Lean starts
    except (InputError, ProviderError) as exc:
        return _fail("demo", str(exc), 2)
    config = config_from_args(args, "demo")
    service = CertificationService(make_runner=lambda: LeanRunner(config), progress=None)
    try:
        run_dir = run_demo(out, service, inputs=inputs)
    except LauncherError as exc:
        return _fail("demo", str(exc), 1)
    try:
        rep, paths = _make_report(args, run_dir, out)
    except (RunDirError, ValueError) as exc:
        return _fail("demo", f"run written to {run_dir}, but no report: {exc}", 2)
    _emit(args, rep, paths)
    return 0


def _report_options(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--include",
        action="append",
        choices=INCLUDABLE,
        help="also admit items with this verdict into the metrics, and show the delta to certified-only",
    )
    p.add_argument(
        "--min-fail",
        type=positive_int,
        default=None,
        metavar="K",
        help="audit: flag items >= K models fail (default: a majority of the models)",
    )
    p.add_argument(
        "--unparsed",
        choices=("wrong", "exclude"),
        default="wrong",
        help="metrics: unscored answers count as wrong (default) or are left out",
    )
    p.add_argument("--hi-ig-threshold", type=fraction, default=0.10,
                   help="an item's information gap counts as high above this (0 to 1; default 0.10)")
    p.add_argument("--bootstrap", type=positive_int, default=2000, metavar="N", help="bootstrap resamples")
    p.add_argument("--seed", type=int, default=0, help="bootstrap seed (and --provider random's seed)")
    p.add_argument("--json", action="store_true", help="print report.json to stdout")


def register(subparsers: argparse._SubParsersAction) -> None:
    rep = subparsers.add_parser(
        "report",
        help="report of a run directory (md, standalone html, json, png)",
        description="RUN: a run directory with items.jsonl, responses.jsonl and run.json (see docs/runs.md).",
    )
    demo = subparsers.add_parser(
        "demo",
        help="end to end offline: certify the substrate with Lean, replay 8 models' recorded answers, report",
    )
    demo.add_argument("--out", default="runs/demo", metavar="DIR")
    demo.add_argument("--lean", choices=["auto", "wasm", "native"], default=None)
    _report_options(demo)
    demo.set_defaults(func=_cmd_demo)

    rep.add_argument("run", metavar="RUN")
    rep.add_argument("--out", metavar="DIR", help="write the report here (default: into RUN)")
    _report_options(rep)
    rep.set_defaults(func=_cmd_report)

    ev = subparsers.add_parser(
        "eval",
        help="ask a dataset to model(s), write a run directory and its report",
        description=(
            f"DATASET: a Variant JSONL file, a FormInv item file, or one of {', '.join(DATASETS)}. "
            f"Answers are cached in RUN_DIR/cache.sqlite (or --cache), so --resume continues a killed run."
        ),
    )
    ev.add_argument("dataset", metavar="DATASET")
    ev.add_argument("--provider", choices=PROVIDERS, required=True)
    ev.add_argument(
        "--model",
        action="append",
        help=f"model name; repeat or comma-separate for several; '{ALL_MODELS}' = every model of the replay file",
    )
    ev.add_argument("--verdicts", metavar="FILE", help="JSON {item_id: verdict} or JSONL {item_id, verdict}")
    ev.add_argument("--verdict-note", help="where the verdicts come from, recorded in run.json")
    ev.add_argument("--certificates", metavar="DIR", type=Path, default=None,
                    help="verify the verdicts with paracert check on this certificate directory (runs Lean); "
                         "without it a verdict file is reported as unverified")
    ev.add_argument("--out", metavar="RUN_DIR", help="run directory (default: runs/<dataset>-<provider>)")
    ev.add_argument("--resume", action="store_true", help="continue / redo a run in an existing RUN_DIR")
    ev.add_argument("--replay-file", help=f"recorded answers for --provider replay (default: {FALSE_CONTROLS})")
    ev.add_argument("--base-url", help="OpenAI-compatible endpoint")
    ev.add_argument("--api-key-env", default="OPENAI_API_KEY")
    ev.add_argument("--temperature", type=non_negative_float, default=None,
                    help="override the protocol's temperature 0")
    ev.add_argument("--max-tokens", type=positive_int, default=None)
    ev.add_argument("--concurrency", type=positive_int, default=8)
    ev.add_argument("--rate", type=positive_float, default=None, help="at most this many requests per second")
    ev.add_argument("--retries", type=non_negative_int, default=5)
    ev.add_argument("--limit", type=positive_int, default=None, help="only the first N items")
    ev.add_argument("--cache", metavar="FILE", help="sqlite response cache (default: RUN_DIR/cache.sqlite)")
    ev.add_argument("--no-cache", action="store_true")
    ev.add_argument("--keep-going", action="store_true", help="record failed items as errors instead of stopping")
    ev.add_argument("--no-progress", action="store_true")
    ev.add_argument("--no-report", action="store_true", help="only write the run directory")
    _report_options(ev)
    ev.set_defaults(func=_cmd_eval)

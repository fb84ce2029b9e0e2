"""`paracert autoformalize-robustness`: how stable is an autoformalizer under NL paraphrase rules?

  paracert autoformalize-robustness DATASET --model M [--provider openai|replay|scripted]
      [--replay FILE] [--rules ID|CATEGORY ...] [--profile core|vocabulary|mathlib] --out RUNDIR [--json]
      [--limit N]

--profile: `core` (formalizations in core Lean 4, elaborated by the core Lean, pairs certified),
`vocabulary` (formalizations written for Mathlib, as models write them: read against paracert's
Mathlib vocabulary on the core Lean, as `paracert equiv` reads them, pairs certified or refuted with
certificates in RUNDIR/certificates), `mathlib` (a native Lean with Mathlib: compile figures only,
every verdict not_checked).

DATASET: minif2f-nl, demo, proofnet, or a JSONL file of statements (see robustness.datasets).
The run directory is resumable: rerunning with the same --out skips every reply, Lean result and
verdict it already holds. Exit codes: 0 ok, 1 provider errors recorded or Lean unavailable,
2 usage error. Logs go to stderr; stdout has the summary, or report.json with --json.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from paracert._version import __version__
from paracert.errors import (
    InputError,
    UsageError,
    check_lines,
    json_loads,
    jsonl_objects,
    non_negative_float,
    non_negative_int,
    positive_float,
    positive_int,
    read_text,
    validation_message,
    writable_dir,
    writable_file,
)
from paracert.lean import LeanRunner
from paracert.lean.cli.config_commands import add_backend_option, config_from_args
from paracert.lean.config import LeanConfig
from paracert.llm.answer_cache import ResponseCache
from paracert.llm.providers import OpenAICompatibleProvider, Provider, ProviderError
from paracert.llm.rundir import answer_source
from paracert.robustness.aggregate import compute_figures
from paracert.robustness.autoformalizer import AutoformalizationPrompt, ScriptedAutoformalizer, replay_autoformalizer
from paracert.robustness.compile import LEAN_PROFILE, VOCABULARY
from paracert.robustness.datasets import NAMED, DatasetError, demo_file, load_statements, profile_refusal
from paracert.robustness.pipeline import RuleSelectionError, run_robustness, select_rules
from paracert.robustness.records import CollectCounts, FailureClass, NLStatement, RobustnessRunMeta
from paracert.robustness.report import RobustnessReport, write_report
from paracert.robustness.store import CACHE, RunStore

log = logging.getLogger(__name__)

COMMAND = "autoformalize-robustness"
PROVIDERS = ("openai", "replay", "scripted")


def _fail(message: str, code: int) -> int:
    print(f"paracert {COMMAND}: error: {message}", file=sys.stderr)
    return code


def make_runner(config: LeanConfig) -> Any:
    """The Lean runner of a run (tests replace this with a fake)."""
    return LeanRunner(config)


def make_providers(args: argparse.Namespace) -> list[Provider]:
    models = [m for spec in args.model for m in spec.split(",") if m]
    if not models:
        raise UsageError("--model needs at least one model name")
    if args.provider == "openai":
        if args.replay:
            raise UsageError("--replay is for --provider replay or scripted, not openai")
        return [OpenAICompatibleProvider(m, base_url=args.base_url, api_key_env=args.api_key_env,
                                         temperature=args.temperature) for m in models]
    path = Path(args.replay) if args.replay else (demo_file(args.profile) if args.provider == "scripted" else None)
    if path is None:
        raise UsageError("--provider replay needs --replay FILE (recorded replies)")
    check_lines(path, "--replay")  # a regular, non-empty UTF-8 file, each line under the size cap
    if args.provider == "scripted":
        return [ScriptedAutoformalizer.from_file(path, model=m) for m in models]
    return [replay_autoformalizer(path, model=m) for m in models]


def _prompt(args: argparse.Namespace) -> AutoformalizationPrompt:
    data: dict[str, Any] = {}
    if args.prompt:
        try:
            data = json_loads(read_text(args.prompt, "--prompt"), f"--prompt {args.prompt}")
        except json.JSONDecodeError as exc:
            raise InputError(f"--prompt {args.prompt}:{exc.lineno}: not JSON ({exc.msg})") from None
        if not isinstance(data, dict):
            raise InputError(f"--prompt {args.prompt}: not a JSON object")
    if args.max_tokens is not None:
        data["max_tokens"] = args.max_tokens
    try:
        return AutoformalizationPrompt.model_validate(data)
    except ValidationError as exc:
        where = f"--prompt {args.prompt}" if args.prompt else "the prompt settings"
        raise UsageError(f"{where}: {validation_message(exc)}") from None


def _check_run_dir(store: RunStore, settings: RobustnessRunMeta) -> None:
    old = store.read_meta()
    if old is None:
        return
    for key in ("dataset", "profile"):
        if getattr(old, key) != getattr(settings, key):
            raise UsageError(f"{store.root} holds a run with {key} {getattr(old, key)!r}, "
                             f"not {getattr(settings, key)!r}; choose another --out")


def _offline_warning(source: str, replay: str | None) -> str | None:
    if source == "live":
        return None
    if source == "replay":
        return f"OFFLINE RUN: no model API was called. Formalizations were REPLAYED from {replay} (recorded earlier)."
    if source == "scripted":
        return (f"OFFLINE RUN: no model API was called. Formalizations are SCRIPTED (fixed Lean per statement "
                f"from {replay}); the figures describe the script, not a model.")
    return "MIXED RUN: some formalizations come from a live API, others were replayed or scripted."


def _check_dataset_file(name: str) -> None:
    """A dataset FILE (not a named one): regular, UTF-8, each line a statement record (the
    InputError names the line and the field)."""
    if name in NAMED or not Path(name).exists():
        return
    for number, record in jsonl_objects(name, "dataset"):
        try:
            NLStatement.model_validate(record)
        except ValidationError as exc:
            raise InputError(f"{name}:{number}: not a statement record: {validation_message(exc)}") from None


def _cmd(args: argparse.Namespace) -> int:
    try:
        _check_dataset_file(args.dataset)
        statements = load_statements(args.dataset, args.limit)
        if not statements:
            raise UsageError(f"{args.dataset}: no statements")
        refusal = profile_refusal(statements, args.profile, args.dataset)
        if refusal:
            raise UsageError(refusal)
        prompt = _prompt(args)
        providers = make_providers(args)
        rules = select_rules([r for spec in args.rules or [] for r in spec.split(",") if r])
    except (DatasetError, RuleSelectionError, ProviderError) as exc:
        return _fail(str(exc), 2)
    writable_dir(args.out, "--out")
    if args.cache:
        writable_file(args.cache, "--cache")

    store = RunStore(args.out)
    names = [p.name for p in providers]
    source = answer_source(names)
    settings = RobustnessRunMeta(
        dataset=args.dataset, profile=args.profile, n_statements=len(statements),
        rules=[r.id for r in rules], n_rules=len(rules), models=[p.model for p in providers],
        providers=names, answer_source=source, live_api_called=source in ("live", "mixed"),
        replay_file=args.replay, prompt=prompt.model_dump(), paracert_version=__version__,
        created=datetime.now(UTC),
    )
    _check_run_dir(store, settings)
    warning = _offline_warning(source, args.replay or str(demo_file(args.profile)))
    if warning:
        log.warning(warning)
    notes = []
    if args.profile == "mathlib":
        notes.append("Lean profile mathlib: formalizations are elaborated after `import Mathlib` (and each "
                     "statement's `open` lines). Equivalence is NOT checked: the certificate portfolio exists for "
                     "the core profile only, so every verdict is not_checked and surface consistency is 0 by "
                     "definition; read the compile figures.")
    if args.profile == VOCABULARY:
        notes.append("Profile vocabulary: formalizations are written for Mathlib and read against paracert's Mathlib "
                     "vocabulary (uninterpreted symbols with Mathlib's types, on the core Lean), as `paracert equiv` "
                     "reads them: `compiles` means elaborates against the vocabulary, and a name the vocabulary "
                     "lacks counts as unknown_identifier even where Mathlib has it.")
    for note in notes:
        log.warning(note)

    try:
        lean_args = argparse.Namespace(**{**vars(args), "profile": LEAN_PROFILE.get(args.profile, args.profile)})
        runner = make_runner(config_from_args(lean_args, COMMAND))
    except RuntimeError as exc:  # LauncherError: no Lean here
        return _fail(f"no Lean available: {exc}", 1)
    cache = ResponseCache(Path(args.cache) if args.cache else store.path(CACHE))
    try:
        result = run_robustness(statements, rules, providers, store, runner, profile=args.profile, prompt=prompt,
                                cache=cache, concurrency=args.concurrency, requests_per_second=args.rate,
                                max_retries=args.retries, progress=False if args.no_progress else None)
    finally:
        cache.close()
    settings.n_perturbations = len(result.perturbations)
    settings.lean_version = runner.lean_version if result.pairs else None
    settings.collect = [CollectCounts.model_validate(vars(c)) for c in result.collect]
    store.write_meta(settings)
    figures = compute_figures(result.pairs, n_resamples=args.bootstrap, seed=args.seed)
    report = RobustnessReport(meta=settings, offline_warning=warning, notes=notes, figures=figures)
    paths = write_report(report, store.root)
    if args.json:
        print(report.model_dump_json(indent=2))
    else:
        _print_summary(report, result, paths)
    errors = sum(c.errors for c in result.collect)
    if errors:
        log.warning("%d prompts got no reply (provider errors); their pairs show no_answer", errors)
    return 1 if errors else 0


def _print_summary(report: RobustnessReport, result: Any, paths: dict[str, Path]) -> None:
    if report.offline_warning:
        print(f"!!! {report.offline_warning}")
    m = report.meta
    print(f"{m.dataset}: {m.n_statements} statements, {len(result.perturbations)} perturbations, "
          f"profile {m.profile}; {result.lean_items_sent} formalizations elaborated, "
          f"{result.pairs_sent_to_certification} pairs sent to certification in this invocation")
    print(f"  {'model':32s} {'pairs':>5s} {'base ok':>7s} {'pert ok':>7s} {'SC':>6s} {'TED':>6s}")
    for g in report.figures.models:
        def f(x: float | None) -> str:
            return "–" if x is None else f"{x:.3f}"

        print(f"  {g.model:32s} {g.n_pairs:5d} {f(g.baseline_compile.estimate):>7s} "
              f"{f(g.perturbed_compile.estimate):>7s} {f(g.sc_rate.estimate):>6s} {f(g.mean_ted):>6s}")
    rejected = sum(1 for p in result.pairs if FailureClass.rejected in (p.baseline_failure, p.perturbed_failure))
    if rejected:
        print(f"  {rejected} pairs hold untrusted code (rejected before Lean)")
    print("wrote " + ", ".join(str(p) for p in paths.values()))


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        COMMAND,
        help="autoformalize NL statements and their rule-based paraphrases; compile, certify, compare",
        description=(f"DATASET: one of {', '.join(NAMED)}, or a JSONL file of statements. Writes a resumable run "
                     "directory (--out) and report.md / report.html / report.json in it."),
    )
    p.add_argument("dataset", metavar="DATASET")
    p.add_argument("--model", action="append", required=True, help="model name; repeat or comma-separate")
    p.add_argument("--provider", choices=PROVIDERS, default="openai")
    p.add_argument("--replay", metavar="FILE",
                   help="replay: recorded replies {model?, statement_id, variant, raw}; scripted: {id, variant, lean} "
                        "(default: data/robustness/demo_autoformalizations.jsonl)")
    p.add_argument("--rules", nargs="+", metavar="ID|CATEGORY", help="NL rules by id or category (default: all)")
    p.add_argument("--profile", choices=("core", VOCABULARY, "mathlib"), default="core",
                   help="core: core-Lean formalizations; vocabulary: formalizations written for Mathlib, read "
                        "against paracert's Mathlib vocabulary and certified; mathlib: a native Lean with Mathlib, "
                        "compile figures only (default core)")
    p.add_argument("--out", required=True, metavar="RUNDIR")
    p.add_argument("--json", action="store_true", help="print report.json to stdout")
    p.add_argument("--limit", type=positive_int, default=None, help="only the first N statements")
    p.add_argument("--prompt", metavar="FILE", help="JSON {system, user_template, temperature, max_tokens}")
    p.add_argument("--base-url", help="OpenAI-compatible endpoint")
    p.add_argument("--api-key-env", default="OPENAI_API_KEY")
    p.add_argument("--temperature", type=non_negative_float, default=None)
    p.add_argument("--max-tokens", type=positive_int, default=None)
    p.add_argument("--concurrency", type=positive_int, default=8)
    p.add_argument("--rate", type=positive_float, default=None, help="at most this many requests per second")
    p.add_argument("--retries", type=non_negative_int, default=5)
    p.add_argument("--cache", metavar="FILE", help="sqlite reply cache (default: RUNDIR/cache.sqlite)")
    p.add_argument("--lean", choices=["auto", "wasm", "native"], default=None)
    add_backend_option(p)
    p.add_argument("--bootstrap", type=positive_int, default=2000, metavar="N", help="bootstrap resamples")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--no-progress", action="store_true")
    p.set_defaults(func=_cmd)

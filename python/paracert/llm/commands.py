"""`paracert responses import` and `paracert ask`.

responses import FILE  summarise a recorded-answers file (models, items, counts);
                       --out FILE.jsonl writes its `Response` records, one JSON object per line.
ask DATASET            ask every item of a FormInv item file (path, or a name such as
                       forminv_v3_103 / false_controls_pilot) to one provider and summarise;
                       --out FILE.jsonl writes the responses. Live (openai) answers are cached in
                       <cache dir>/responses.sqlite unless --no-cache; other providers use a cache
                       only when --cache is given.

Exit codes: 0 ok, 1 failure (provider errors), 2 usage error (a bad option, or an input file that
is missing, not UTF-8 or malformed: the message names the file, line and field).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from paracert.data.forminv import DATASETS, ForminvRecord, load_forminv
from paracert.data.recorded import RECORDED_FILES, import_recorded
from paracert.errors import (
    InputError,
    UsageError,
    check_lines,
    jsonl_objects,
    non_negative_float,
    non_negative_int,
    positive_float,
    positive_int,
    validation_message,
    writable_file,
)
from paracert.llm.answer_cache import ResponseCache
from paracert.llm.providers import (
    SCRIPT_KINDS,
    OpenAICompatibleProvider,
    Provider,
    ProviderError,
    ReplayProvider,
    ScriptedProvider,
    provider_errors,
)
from paracert.llm.runner import ask_all, summarize
from paracert.paths import cache_dir
from paracert.statements.responses import Response

PROVIDERS = ("openai", "replay", *SCRIPT_KINDS)


def _fail(message: str, code: int = 1) -> int:
    print(f"paracert: error: {message}", file=sys.stderr)
    return code


def _write_jsonl(path: Path, responses: Sequence[Response]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as handle:
        for response in responses:
            handle.write(response.model_dump_json() + "\n")


def response_summary(responses: Sequence[Response]) -> dict[str, Any]:
    """Counts overall and per model, as printed by both commands."""
    per_model: dict[str, Any] = {}
    for model in sorted({r.model for r in responses}):
        summary = summarize([r for r in responses if r.model == model])
        per_model[model] = summary.model_dump(exclude={"unparseable_ids", "error_ids"})
    overall = summarize(responses)
    return {
        "n_records": len(responses),
        "n_models": len(per_model),
        "n_items": len({r.item_id for r in responses}),
        "n_theorems": len({r.theorem_id for r in responses}),
        "families": dict(sorted(Counter(r.family for r in responses).items())),
        "providers": sorted({r.provider for r in responses}),
        "n_parsed": overall.n_parsed,
        "n_unparseable": overall.n_unparseable,
        "n_errors": overall.n_errors,
        "n_scored": overall.n_scored,
        "n_correct": overall.n_correct,
        "unparseable_ids": overall.unparseable_ids,
        "models": per_model,
    }


def _print_summary(title: str, summary: dict[str, Any]) -> None:
    print(title)
    print(
        f"  {summary['n_records']} records, {summary['n_models']} models, {summary['n_items']} items, "
        f"{summary['n_theorems']} theorems/groups"
    )
    print("  families: " + ", ".join(f"{k} {v}" for k, v in summary["families"].items()))
    print(
        f"  parsed {summary['n_parsed']}, unparseable {summary['n_unparseable']}, errors {summary['n_errors']}, "
        f"correct {summary['n_correct']}/{summary['n_scored']} scored"
    )
    for model, counts in summary["models"].items():
        scored = counts["n_scored"]
        accuracy = f"{counts['n_correct'] / scored:.3f}" if scored else "n/a"
        print(
            f"  {model}: {counts['n_items']} answers, accuracy {accuracy} ({counts['n_correct']}/{scored}), "
            f"unparseable {counts['n_unparseable']}, errors {counts['n_errors']}"
        )


def _check_input_file(path: str, what: str = "") -> None:
    """An input that names an existing path must be a regular, non-empty UTF-8 file (a bare
    dataset or recorded-file name is looked up by the loader)."""
    if Path(path).exists():
        check_lines(path, what)  # streamed: memory stays near the longest line


def _check_forminv_file(path: str) -> None:
    """A FormInv item FILE (a dataset name is left to the loader): each line an item, a bad one
    named with its line and the first field it gets wrong."""
    if not Path(path).exists():
        return
    for number, record in jsonl_objects(path, "dataset"):
        try:
            ForminvRecord.model_validate(record)
        except ValueError as exc:
            detail = validation_message(exc) if isinstance(exc, ValidationError) else str(exc)
            raise InputError(f"{path}:{number}: not a FormInv item: {detail}") from None


def _cmd_import(args: argparse.Namespace) -> int:
    _check_input_file(args.file)
    if args.out:
        writable_file(args.out, "--out")
    try:
        responses = import_recorded(args.file)
    except (OSError, ValueError) as exc:
        raise InputError(str(exc)) from None
    summary = {"file": str(args.file), **response_summary(responses)}
    if args.out:
        _write_jsonl(Path(args.out), responses)
        summary["out"] = str(args.out)
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        _print_summary(f"{args.file}", summary)
        if args.out:
            print(f"  wrote {len(responses)} responses to {args.out}")
    return 0


def _make_provider(args: argparse.Namespace) -> Provider:
    if args.provider == "openai":
        return OpenAICompatibleProvider(
            args.model, base_url=args.base_url, api_key_env=args.api_key_env, temperature=args.temperature
        )
    if args.provider == "replay":
        provider = ReplayProvider.from_file(args.replay_file, model=args.model)
        if args.model not in provider.models():
            raise ProviderError(
                f"model {args.model!r} not in {args.replay_file}; it has: {', '.join(provider.models())}"
            )
        return provider
    return ScriptedProvider(args.provider, seed=args.seed, model=args.model)


def _cmd_ask(args: argparse.Namespace) -> int:
    if args.provider in ("openai", "replay") and not args.model:
        raise UsageError(f"--model is required with --provider {args.provider}")
    if args.provider == "replay" and not args.replay_file:
        raise UsageError("--replay-file is required with --provider replay")
    _check_forminv_file(args.dataset)
    if args.replay_file:
        _check_input_file(args.replay_file, "--replay-file")
    if args.out:
        writable_file(args.out, "--out")
    if args.cache:
        writable_file(args.cache, "--cache")
    try:
        items = load_forminv(args.dataset)
        provider = _make_provider(args)
    except (OSError, ValueError, ProviderError) as exc:
        raise InputError(str(exc)) from None
    if args.limit is not None:
        items = items[: args.limit]

    cache_path: Path | None = Path(args.cache) if args.cache else None
    if cache_path is None and args.provider == "openai" and not args.no_cache:
        cache_path = cache_dir() / "responses.sqlite"
    cache = ResponseCache(cache_path) if cache_path is not None and not args.no_cache else None
    try:
        responses = asyncio.run(
            ask_all(
                items,
                provider,
                cache=cache,
                concurrency=args.concurrency,
                requests_per_second=args.rate,
                max_retries=args.retries,
                progress=False if args.no_progress else None,
                on_error="record" if args.keep_going else "raise",
            )
        )
    except provider_errors() as exc:
        return _fail(f"{type(exc).__name__}: {exc}")
    finally:
        if cache is not None:
            cache.close()

    summary = {"dataset": str(args.dataset), **response_summary(responses)}
    if args.out:
        _write_jsonl(Path(args.out), responses)
        summary["out"] = str(args.out)
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        _print_summary(f"{args.dataset} via {provider.name}", summary)
        if summary["unparseable_ids"]:
            print("  unparseable: " + ", ".join(summary["unparseable_ids"]))
        if args.out:
            print(f"  wrote {len(responses)} responses to {args.out}")
    return 1 if summary["n_errors"] else 0


def register(subparsers: argparse._SubParsersAction) -> None:
    responses = subparsers.add_parser("responses", help="recorded model answers")

    def _responses_usage(args: argparse.Namespace) -> int:
        responses.print_help(sys.stderr)
        return 2

    responses.set_defaults(func=_responses_usage)
    actions = responses.add_subparsers(dest="responses_command", metavar="ACTION")
    imp = actions.add_parser(
        "import",
        help="summarise a recorded-answers file, optionally writing Response JSONL",
        description=f"Recognised files: {', '.join(RECORDED_FILES)} "
                    "(a bare name is looked up in data/forminv/recorded/).",
    )
    imp.add_argument("file", help="recorded-answers JSON file")
    imp.add_argument("--out", metavar="FILE.jsonl", help="write the Response records here")
    imp.add_argument("--json", action="store_true", help="print the summary as JSON")
    imp.set_defaults(func=lambda args: _cmd_import(args))

    ask = subparsers.add_parser(
        "ask",
        help="ask a dataset's items to a model (or a replay / scripted baseline)",
        description=f"DATASET: a FormInv-format .jsonl file or one of {', '.join(DATASETS)}.",
    )
    ask.add_argument("dataset", metavar="DATASET")
    ask.add_argument("--provider", choices=PROVIDERS, required=True)
    ask.add_argument("--model", help="model name (required for openai and replay)")
    ask.add_argument("--base-url", help="OpenAI-compatible endpoint, e.g. http://localhost:8000/v1")
    ask.add_argument("--api-key-env", default="OPENAI_API_KEY", help="environment variable holding the API key")
    ask.add_argument("--temperature", type=non_negative_float, default=None,
                     help="override the protocol's temperature 0")
    ask.add_argument("--replay-file", help="recorded-answers file for --provider replay")
    ask.add_argument("--seed", type=int, default=0, help="seed of --provider random")
    ask.add_argument("--concurrency", type=positive_int, default=8)
    ask.add_argument("--rate", type=positive_float, default=None, help="at most this many requests per second")
    ask.add_argument("--retries", type=non_negative_int, default=5, help="retries per item on transient errors")
    ask.add_argument("--limit", type=positive_int, default=None, help="only the first N items")
    ask.add_argument("--cache", help="sqlite response cache file")
    ask.add_argument("--no-cache", action="store_true", help="neither read nor write the response cache")
    ask.add_argument("--keep-going", action="store_true", help="record failed items as errors instead of stopping")
    ask.add_argument("--no-progress", action="store_true", help="no progress bar")
    ask.add_argument("--out", metavar="FILE.jsonl", help="write the Response records here")
    ask.add_argument("--json", action="store_true", help="print the summary as JSON")
    ask.set_defaults(func=lambda args: _cmd_ask(args))

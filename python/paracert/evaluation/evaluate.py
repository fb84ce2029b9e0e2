"""One evaluation run: ask every item to every model (through `paracert.llm.runner`) and
write the run directory.

Answers go through the response cache (``<run dir>/cache.sqlite`` unless another is given), so
a killed run resumes where it stopped and a repeated run costs nothing. `CountingProvider`
wraps a provider to count the answers that actually reached it (the rest came from the cache);
the counts are kept in `RunMeta.per_model`.

Verdict provenance (`RunMeta.verdict_provenance`): a verdict file is evidence of nothing by itself
(anyone can write `certified` lines). It counts as certified by Lean only when
`check_verdict_certificates` ran `paracert check` (`certify.check.check_directory`, with Lean) on a
certificate directory that then verified completely and holds a certificate for each of the file's
certified / refuted verdicts; the report labels anything else an unverified verdict file.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from paracert.certify.check import check_directory
from paracert.certify.store import MANIFEST, load_manifest
from paracert.data.recorded import FALSE_CONTROLS, import_recorded
from paracert.errors import CertificateError, InputError
from paracert.evaluation.inputs import load_items, load_verdicts, merge_verdicts
from paracert.lean import LeanRunner
from paracert.llm.answer_cache import ResponseCache
from paracert.llm.prompt import Prompt, PromptConfig
from paracert.llm.providers import (
    SCRIPT_KINDS,
    OpenAICompatibleProvider,
    Provider,
    ProviderAnswer,
    ProviderError,
    ReplayProvider,
    ScriptedProvider,
)
from paracert.llm.rundir import ModelRun, RunMeta, VerdictCheck, VerdictProvenance, answer_source, write_run
from paracert.llm.runner import ask_all, summarize
from paracert.statements.responses import Response
from paracert.statements.schema import Variant, Verdict

log = logging.getLogger(__name__)

PROVIDERS = ("openai", "replay", *SCRIPT_KINDS)
ALL_MODELS = "all"


class CountingProvider:
    """Passes everything through to `inner` and counts the calls that reach it."""

    def __init__(self, inner: Provider) -> None:
        self.inner = inner
        self.cacheable = getattr(inner, "cacheable", True)
        self.name = inner.name
        self.model = inner.model
        self.calls = 0

    def parameters(self) -> dict[str, Any]:
        return self.inner.parameters()

    async def answer(self, prompt: Prompt, item: Variant) -> ProviderAnswer:
        self.calls += 1
        return await self.inner.answer(prompt, item)


class ProviderOptions(BaseModel):
    kind: str
    models: list[str] = []
    replay_file: str | None = None
    seed: int = 0
    base_url: str | None = None
    api_key_env: str = "OPENAI_API_KEY"
    temperature: float | None = None


def make_providers(opts: ProviderOptions) -> list[Provider]:
    """One provider per model. Raises ProviderError on an unusable choice (a usage error)."""
    if opts.kind not in PROVIDERS:
        raise ProviderError(f"unknown provider {opts.kind!r}; one of {', '.join(PROVIDERS)}")
    if opts.kind == "openai":
        if not opts.models or ALL_MODELS in opts.models:
            raise ProviderError("--provider openai needs explicit --model names")
        return [
            OpenAICompatibleProvider(
                m, base_url=opts.base_url, api_key_env=opts.api_key_env, temperature=opts.temperature
            )
            for m in opts.models
        ]
    if opts.kind == "replay":
        if not opts.models:
            raise ProviderError(f"--provider replay needs --model (a model of the file, or '{ALL_MODELS}')")
        path = Path(opts.replay_file or FALSE_CONTROLS)
        try:
            recorded = import_recorded(path)
        except (OSError, ValueError) as exc:
            raise ProviderError(f"replay file {path}: {exc}") from exc
        available = sorted({r.model for r in recorded})
        models = available if ALL_MODELS in opts.models else opts.models
        missing = [m for m in models if m not in available]
        if missing:
            raise ProviderError(f"model(s) {', '.join(missing)} not in {path.name}; it has: {', '.join(available)}")
        return [ReplayProvider(recorded, model=m, source=path.name) for m in models]
    models = opts.models or [None]  # type: ignore[list-item]
    if ALL_MODELS in models:
        raise ProviderError(f"--model {ALL_MODELS} only applies to --provider replay")
    return [ScriptedProvider(opts.kind, seed=opts.seed, model=m) for m in models]  # type: ignore[arg-type]


async def _ask_models(
    items: Sequence[Variant],
    providers: Sequence[Provider],
    *,
    cache: ResponseCache | None,
    prompt: PromptConfig,
    concurrency: int,
    rate: float | None,
    retries: int,
    progress: bool | None,
    keep_going: bool,
) -> tuple[list[Response], list[ModelRun]]:
    responses: list[Response] = []
    runs: list[ModelRun] = []
    for provider in providers:
        counted = CountingProvider(provider)
        got = await ask_all(
            items,
            counted,
            prompt_config=prompt,
            cache=cache,
            concurrency=concurrency,
            requests_per_second=rate,
            max_retries=retries,
            progress=progress,
            on_error="record" if keep_going else "raise",
        )
        s = summarize(got)
        runs.append(
            ModelRun(
                model=provider.model,
                provider=provider.name,
                n_items=len(got),
                n_fresh=counted.calls,
                n_cached=len(got) - counted.calls if cache is not None else 0,
                n_unparseable=s.n_unparseable,
                n_errors=s.n_errors,
            )
        )
        responses += got
    return responses, runs


def run_eval(
    items: Sequence[Variant],
    providers: Sequence[Provider],
    out_dir: str | Path,
    *,
    dataset: str,
    dataset_path: str | None = None,
    prompt: PromptConfig | None = None,
    cache_path: str | Path | None = None,
    use_cache: bool = True,
    concurrency: int = 8,
    rate: float | None = None,
    retries: int = 5,
    progress: bool | None = None,
    keep_going: bool = False,
    replay_file: str | None = None,
    verdicts_file: str | None = None,
    verdict_note: str | None = None,
    verdict_provenance: VerdictProvenance | None = None,
    verdict_check: VerdictCheck | None = None,
    options: dict[str, Any] | None = None,
    notes: Sequence[str] = (),
) -> RunMeta:
    """Ask, then write items.jsonl / responses.jsonl / run.json into `out_dir`."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    prompt = prompt or PromptConfig()
    cache = None
    if use_cache:
        cache = ResponseCache(Path(cache_path) if cache_path else out / "cache.sqlite")
    try:
        responses, runs = asyncio.run(
            _ask_models(
                items,
                providers,
                cache=cache,
                prompt=prompt,
                concurrency=concurrency,
                rate=rate,
                retries=retries,
                progress=progress,
                keep_going=keep_going,
            )
        )
    finally:
        if cache is not None:
            cache.close()
    provider_names = sorted({p.name for p in providers})
    source = answer_source(provider_names)
    recorded_prompt: PromptConfig | None = prompt
    prompt_note = None
    if source == "replay":
        recorded_prompt = None
        prompt_note = (
            f"unknown: the answers were replayed from {replay_file or 'a recorded file'}, which does not store the "
            f"prompt or decoding parameters they were given under (paracert's own prompt was not sent)"
        )
    meta = RunMeta(
        dataset=dataset,
        dataset_path=dataset_path,
        n_items=len(items),
        models=[p.model for p in providers],
        providers=provider_names,
        prompt=recorded_prompt,
        prompt_note=prompt_note,
        answer_source=source,
        live_api_called=source in ("live", "mixed"),
        replay_file=replay_file if source == "replay" else None,
        verdicts_file=verdicts_file,
        verdict_note=verdict_note,
        verdict_provenance=verdict_provenance or ("unverified_file" if verdicts_file else "dataset"),
        verdict_check=verdict_check,
        per_model=runs,
        options=options,
        notes=list(notes),
    )
    if meta.live_api_called and not any(r.n_fresh for r in runs):
        meta.notes.append("Every answer of this invocation came from the response cache (earlier API calls).")
    write_run(out, items, responses, meta)
    return meta


def dataset_items(dataset: str | Path, verdicts: str | Path | Mapping[str, Verdict | str] | None = None,
                  ) -> tuple[list[Variant], Path, list[str]]:
    """(items, the dataset's resolved path, notes for run.json) of a Variant / FormInv file or a
    dataset name, their verdicts replaced from `verdicts` (a verdicts file or certify directory, or
    `{item_id: verdict}`). Verdicts that name no item at all are an InputError."""
    items, path = load_items(dataset)
    notes: list[str] = []
    if verdicts is not None:
        items, notes = with_verdicts(items, verdicts, source=str(verdicts) if isinstance(verdicts, str | Path)
                                     else "the given verdicts", dataset=str(dataset))
    return items, path, notes


def with_verdicts(items: Sequence[Variant], verdicts: str | Path | Mapping[str, Verdict | str], *,
                  source: str, dataset: str) -> tuple[list[Variant], list[str]]:
    """`items` with their verdicts replaced, and the note saying how the verdicts matched."""
    loaded = load_verdicts(verdicts) if isinstance(verdicts, str | Path) else verdicts
    merged, match = merge_verdicts(items, loaded)
    if len(match) and len(match) == len(loaded):
        raise InputError(f"{source}: none of its verdicts names an item of {dataset}")
    return merged, [match.summary(source)]


SETTLED_BY_CERTIFICATE = (Verdict.certified, Verdict.refuted)


def check_verdict_certificates(verdicts: Mapping[str, Verdict], directory: Path, runner: LeanRunner | None,
                               progress=None) -> VerdictCheck:  # noqa: ANN001 - a progress callback
    """Verify `directory` with `paracert check` (Lean elaborates every certificate; `runner` None
    checks statically only, which backs nothing) and match the verdicts against it: the record of
    which verdicts a verified certificate backs. A directory that fails the check is a
    CertificateError: its verdicts cannot be reported as certified by Lean."""
    if not (directory / MANIFEST).is_file():
        raise CertificateError(f"--certificates {directory}: no {MANIFEST} (a certificate directory written by "
                               f"paracert certify holds one)")
    report = check_directory(directory, runner, progress=progress)
    if not report.ok or runner is None:
        first = report.problems[0] if report.problems else None
        detail = f"; first: {first.certificate} [{first.check}] {first.detail}"[:400] if first else ""
        raise CertificateError(
            f"--certificates {directory}: paracert check did not verify it ({report.verified}/{report.certificates} "
            f"certificates verified, {len(report.problems)} problems{detail}); its verdicts cannot be reported as "
            f"certified by Lean (`paracert check {directory}` lists every problem)")
    manifest = load_manifest(directory)
    backed_by = {(e.pair_id, e.verdict) for e in manifest.certificates if e.pair_id}
    settled = sorted(k for k, v in verdicts.items() if v in SETTLED_BY_CERTIFICATE)
    missing = [k for k in settled if (k, verdicts[k]) not in backed_by]
    return VerdictCheck(directory=str(directory), lean_version=report.lean_version,
                        certificates=report.certificates, verified=report.verified,
                        backed=len(settled) - len(missing), not_backed=missing[:20], n_not_backed=len(missing))

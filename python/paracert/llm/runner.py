"""Ask every item of a dataset to one provider: cached, concurrent, rate-limited, retried.

`ask_all` looks each prompt up in the cache first; misses go to the provider under a
concurrency limit (an `asyncio.Semaphore`) and a requests-per-second limit, with exponential
backoff on transient errors (rate limits, connection problems, timeouts, 5xx). Each fresh
answer is written to the cache as soon as it arrives; the key includes the item id, so two items
with the same text never share an answer. Replies are parsed with the parser of the item's
answer type (`parse_verdict`, `parse_number` with tolerance, `parse_choice`); a replayed answer
whose recording carries a parsed answer or a correctness flag keeps them
(``answer_source="recorded_parse"``). Unparseable replies are kept (``parsed=None``), counted
and logged, never dropped. Responses come back in the order of the items.
"""

from __future__ import annotations

import asyncio
import logging
import random
import sys
import time
from collections.abc import Sequence
from typing import Any, Literal

from pydantic import BaseModel
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from paracert.llm.answer_cache import ResponseCache, cache_key
from paracert.llm.parsing import numbers_match, parse_choice, parse_number, parse_verdict
from paracert.llm.prompt import Prompt, PromptConfig, build_prompt
from paracert.llm.providers import Provider, ProviderAnswer
from paracert.statements.responses import AnswerSource, Response, TokenUsage
from paracert.statements.schema import Variant

log = logging.getLogger(__name__)


def is_transient(exc: BaseException) -> bool:
    """Worth retrying: rate limits, connection errors and timeouts, server-side (5xx) errors."""
    openai = sys.modules.get("openai")  # the client library: an error of its exists only once it is loaded
    if openai is None:
        return False
    if isinstance(exc, openai.RateLimitError | openai.APIConnectionError):  # includes APITimeoutError
        return True
    return isinstance(exc, openai.APIStatusError) and exc.status_code >= 500


class RateLimiter:
    """Spaces request starts at least 1/rate seconds apart (rate in requests per second)."""

    def __init__(self, rate: float | None) -> None:
        self._interval = 1.0 / rate if rate else 0.0
        self._next = 0.0
        self._lock = asyncio.Lock()

    async def wait(self) -> None:
        if not self._interval:
            return
        # the wait happens under the lock and the next slot counts from the moment this one is let
        # through: a sleep that wakes late (a loaded machine) delays the next start with it, instead
        # of letting two requests through at once (they could start microseconds apart)
        async with self._lock:
            delay = self._next - time.monotonic()
            if delay > 0:
                await asyncio.sleep(delay)
            self._next = time.monotonic() + self._interval


class RunSummary(BaseModel):
    n_items: int
    n_parsed: int
    n_unparseable: int
    n_errors: int
    n_scored: int
    n_correct: int
    prompt_tokens: int
    completion_tokens: int
    unparseable_ids: list[str]
    error_ids: list[str]


def summarize(responses: Sequence[Response]) -> RunSummary:
    unparseable = [r.item_id for r in responses if r.parsed is None and r.parsed_value is None and r.error is None]
    errors = [r.item_id for r in responses if r.error is not None]
    scored = [r for r in responses if r.correct is not None]
    return RunSummary(
        n_items=len(responses),
        n_parsed=sum(1 for r in responses if r.parsed is not None or r.parsed_value is not None),
        n_unparseable=len(unparseable),
        n_errors=len(errors),
        n_scored=len(scored),
        n_correct=sum(1 for r in scored if r.correct),
        prompt_tokens=sum(r.usage.prompt_tokens for r in responses if r.usage),
        completion_tokens=sum(r.usage.completion_tokens for r in responses if r.usage),
        unparseable_ids=unparseable,
        error_ids=errors,
    )


def score_reply(item: Variant, text: str) -> dict:
    """Parse `text` with the parser of the item's answer type and score it against the item."""
    if item.answer_type == "numeric":
        value = parse_number(text)
        correct = None if value is None or item.expected_value is None else numbers_match(value, item.expected_value)
        return {"parsed": None, "parsed_value": value, "correct": correct}
    if item.answer_type == "multiple_choice":
        choice = parse_choice(text)
        correct = None if choice is None or item.expected_choice is None else choice == item.expected_choice.upper()
        return {"parsed": None, "parsed_value": None, "correct": correct}
    verdict = parse_verdict(text)
    correct = None if verdict is None or item.ground_truth is None else verdict == item.ground_truth
    return {"parsed": verdict, "parsed_value": None, "correct": correct}


def _recorded_score(item: Variant, rec: Response) -> dict | None:
    """The recording's own parse and correctness, when it has any (else None: parse the raw text)."""
    if rec.parsed is None and rec.parsed_value is None and rec.correct is None:
        return None
    correct = rec.correct
    relabelled = (
        rec.parsed is not None and item.ground_truth is not None and rec.ground_truth not in (None, item.ground_truth)
    )
    if relabelled or correct is None:
        # the item carries another label than the recording scored against, or the recording has no flag
        if rec.parsed is not None and item.ground_truth is not None:
            correct = rec.parsed == item.ground_truth
        elif rec.parsed_value is not None and item.expected_value is not None:
            correct = numbers_match(rec.parsed_value, item.expected_value)
    return {"parsed": rec.parsed, "parsed_value": rec.parsed_value, "correct": correct}


def _to_response(item: Variant, provider: Provider, answer: ProviderAnswer) -> Response:
    score: dict[str, Any] | None
    source: AnswerSource
    if answer.error:
        score, source = {"parsed": None, "parsed_value": None, "correct": None}, "none"
    else:
        score = _recorded_score(item, answer.recorded) if answer.recorded is not None else None
        source = "recorded_parse"
        if score is None:
            score, source = score_reply(item, answer.text), "parsed"
    return Response(
        model=provider.model,
        provider=provider.name,
        item_id=item.variant_id,
        theorem_id=item.theorem_id,
        family=item.family,
        ground_truth=item.ground_truth,
        raw=answer.text,
        error=answer.error,
        usage=answer.usage,
        expected_value=item.expected_value,
        answer_source=source,
        **score,
    )


def _leaves(group: BaseExceptionGroup) -> list[BaseException]:
    leaves: list[BaseException] = []
    for exc in group.exceptions:
        leaves.extend(_leaves(exc) if isinstance(exc, BaseExceptionGroup) else [exc])
    return leaves


def _progress(enabled: bool | None) -> Progress:
    console = Console(file=sys.stderr)
    if enabled is None:
        enabled = sys.stderr.isatty()
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        TextColumn("{task.fields[tokens]:,} tokens, {task.fields[cached]} cached"),
        console=console,
        disable=not enabled,
        transient=False,
    )


async def ask_all(
    items: Sequence[Variant],
    provider: Provider,
    *,
    prompt_config: PromptConfig | None = None,
    cache: ResponseCache | None = None,
    concurrency: int = 8,
    requests_per_second: float | None = None,
    max_retries: int = 5,
    backoff_base: float = 1.0,
    backoff_max: float = 60.0,
    progress: bool | None = None,
    on_error: Literal["raise", "record"] = "raise",
) -> list[Response]:
    """One `Response` per item, in item order.

    on_error="raise": the first error that is not transient, or transient after `max_retries`
    retries, cancels the run and propagates (answers already received stay in the cache).
    on_error="record": such an item becomes a Response with `error` set and the run goes on.
    """
    if concurrency < 1:
        raise ValueError("concurrency must be at least 1")
    if not getattr(provider, "cacheable", True):
        cache = None
    config = prompt_config or PromptConfig()
    semaphore = asyncio.Semaphore(concurrency)
    limiter = RateLimiter(requests_per_second)
    results: list[Response | None] = [None] * len(items)
    tokens = 0
    cached = 0

    with _progress(progress) as bar:
        task = bar.add_task(f"{provider.name} {provider.model}", total=len(items), tokens=0, cached=0)

        async def call(item: Variant, prompt: Prompt) -> ProviderAnswer:
            for attempt in range(max_retries + 1):
                await limiter.wait()
                try:
                    return await provider.answer(prompt, item)
                except Exception as exc:
                    if not is_transient(exc) or attempt == max_retries:
                        raise
                    delay = min(backoff_max, backoff_base * 2**attempt) * (0.5 + random.random() / 2)
                    log.debug(
                        "%s on %s (attempt %d), retrying in %.2fs",
                        type(exc).__name__,
                        item.variant_id,
                        attempt + 1,
                        delay,
                    )
                    await asyncio.sleep(delay)
            raise AssertionError("unreachable")

        async def one(index: int) -> None:
            nonlocal tokens, cached
            item = items[index]
            prompt = build_prompt(item, config)
            key = cache_key(
                provider.name,
                provider.model,
                prompt.system,
                prompt.user,
                {**provider.parameters(), **config.parameters(), "answer_type": item.answer_type},
                item_id=item.variant_id,
            )
            hit = cache.get(key) if cache is not None else None
            if hit is not None:
                answer = ProviderAnswer(text=hit.raw, usage=hit.usage, error=hit.error)
                cached += 1
            else:
                async with semaphore:
                    try:
                        answer = await call(item, prompt)
                    except Exception as exc:
                        if on_error == "raise":
                            raise
                        log.warning("no answer for %s: %s: %s", item.variant_id, type(exc).__name__, exc)
                        answer = ProviderAnswer(text="", usage=TokenUsage(), error=f"{type(exc).__name__}: {exc}")
                    else:
                        if cache is not None:
                            cache.put(
                                key,
                                provider=provider.name,
                                model=provider.model,
                                raw=answer.text,
                                usage=answer.usage,
                                error=answer.error,
                            )
                tokens += answer.usage.total
            results[index] = _to_response(item, provider, answer)
            bar.update(task, advance=1, tokens=tokens, cached=cached)

        try:
            async with asyncio.TaskGroup() as group:
                for index in range(len(items)):
                    group.create_task(one(index))
        except ExceptionGroup as failures:
            leaves = _leaves(failures)
            if len(leaves) > 1:
                log.warning("%d items failed before the run stopped; the first error is raised", len(leaves))
            raise leaves[0] from None

    responses = [r for r in results if r is not None]
    assert len(responses) == len(items)
    summary = summarize(responses)
    log.info(
        "%s %s: %d items, %d parsed, %d unparseable, %d errors, %d from cache, %d tokens",
        provider.name,
        provider.model,
        summary.n_items,
        summary.n_parsed,
        summary.n_unparseable,
        summary.n_errors,
        cached,
        tokens,
    )
    if summary.n_unparseable:
        shown = ", ".join(summary.unparseable_ids[:10])
        more = "" if summary.n_unparseable <= 10 else f" (+{summary.n_unparseable - 10} more)"
        log.warning("%d unparseable answers: %s%s", summary.n_unparseable, shown, more)
    return responses

"""Autoformalizers: a provider (`paracert.llm.providers`) asked with an autoformalization prompt.

* `AutoformalizationPrompt`: the frame (system text, user template with `{statement}` and
  `{environment}`, temperature 0). `{environment}` says what the Lean file provides (core prelude,
  or `import Mathlib` plus the statement's `open` lines).
* `ScriptedAutoformalizer`: fixed Lean per (statement id, variant) from a JSONL file
  `{id, variant, lean}`; `variant` is `baseline`, a rule id, or `perturbed` (any rule). For offline
  demos and tests; it never reads the prompt.
* `replay_autoformalizer`: recorded replies `{model?, statement_id|id, variant, raw}` (e.g. the
  `formalizations.jsonl` of an earlier run) served by `ReplayProvider`.
* `collect_formalizations`: asks every (statement, variant) text not yet in the run directory,
  each distinct prompt once, through the response cache, concurrently, rate-limited, retrying
  transient errors (the helpers of `paracert.llm.runner`), appending each reply to the run
  directory as it arrives.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import Field
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from paracert.errors import json_loads, text_lines
from paracert.llm.answer_cache import ResponseCache, cache_key
from paracert.llm.prompt import Prompt, PromptConfig
from paracert.llm.providers import MissingAnswerError, Provider, ProviderAnswer, ProviderError, ReplayProvider
from paracert.llm.runner import RateLimiter, is_transient
from paracert.robustness.records import BASELINE, Formalization, NLStatement
from paracert.robustness.store import RunStore
from paracert.statements.responses import Response
from paracert.statements.schema import Variant

log = logging.getLogger(__name__)


def _json_line(line: str, where: str) -> Any:
    """One line of a recorded-replies file as JSON (nesting bounded), or a ProviderError naming it."""
    try:
        return json_loads(line, where)
    except json.JSONDecodeError as exc:
        raise ProviderError(f"{where}: not JSON ({exc.msg})") from None

DEFAULT_SYSTEM = (
    "You are an expert in Lean 4 and in mathematics. You translate informal mathematical statements "
    "into formal Lean 4 theorem statements, faithfully: the same variables, hypotheses and conclusion, "
    "nothing added and nothing left out."
)
DEFAULT_USER_TEMPLATE = (
    "Translate the statement into a Lean 4 theorem. Give it a name, state every variable and hypothesis "
    "as a binder, and end the theorem with `:= by sorry` (do not prove it). {environment}"
    "Output only a ```lean block.\n\nStatement: {statement}"
)
CORE_ENVIRONMENT = (
    "The theorem is elaborated with core Lean 4 only (no Mathlib, no imports); `ℕ`, `ℤ`, `Nat.Prime`, "
    "`Even`, `Odd`, `∣`, `Nat.gcd` and `Nat.lcm` are available. "
)
MATHLIB_ENVIRONMENT = "The Lean file already starts with `import Mathlib`{opens}; do not repeat it. "


class AutoformalizationPrompt(PromptConfig):
    """The question-answering prompt frame (llm.prompt.PromptConfig: same fields, validation and
    cache parameters) with the autoformalization defaults; `{environment}` names the profile."""

    system: str = DEFAULT_SYSTEM
    user_template: str = Field(default=DEFAULT_USER_TEMPLATE, description="must contain '{statement}'")

    def build(self, statement: NLStatement, text: str, profile: str) -> Prompt:
        user = self.user_template.replace("{environment}", environment_text(statement, profile))
        user = user.replace("{statement}", text.strip())
        return Prompt(system=self.system, user=user, temperature=self.temperature, max_tokens=self.max_tokens)


def environment_text(statement: NLStatement, profile: str) -> str:
    if profile in ("mathlib", "vocabulary"):
        opens = statement.context.strip()
        return MATHLIB_ENVIRONMENT.format(opens=f" and then:\n{opens}\n" if opens else "")
    return CORE_ENVIRONMENT


def item_id(statement_id: str, variant: str) -> str:
    return f"{statement_id}::{variant}"


def lean_reply(code: str) -> str:
    return f"```lean\n{code.strip()}\n```"


class ScriptedAutoformalizer:
    """Fixed Lean per (statement id, variant); `perturbed` entries stand for any rule."""

    def __init__(self, entries: dict[tuple[str, str], str], *, model: str, source: str) -> None:
        self.entries = entries
        self.model = model
        self.name = f"scripted:{source}"
        self.calls = 0

    @classmethod
    def from_file(cls, path: str | Path, *, model: str) -> ScriptedAutoformalizer:
        path = Path(path)
        entries: dict[tuple[str, str], str] = {}
        for n, line in text_lines(path, allow_empty=True):  # streamed, each line under the size cap
            row = _json_line(line, f"{path}:{n}")
            try:
                entries[(row["id"], row["variant"])] = row["lean"]
            except (ValueError, KeyError, TypeError) as exc:
                raise ProviderError(f"{path}:{n}: expected {{id, variant, lean}}: {exc}") from exc
        return cls(entries, model=model, source=path.name)

    def parameters(self) -> dict[str, Any]:
        return {}

    async def answer(self, prompt: Prompt, item: Variant) -> ProviderAnswer:
        self.calls += 1
        statement_id, variant = item.theorem_id, item.family
        code = self.entries.get((statement_id, variant))
        if code is None and variant != BASELINE:
            code = self.entries.get((statement_id, "perturbed"))
        if code is None:
            raise MissingAnswerError(self.name, self.model, item.variant_id)
        return ProviderAnswer(text=lean_reply(code))


def replay_autoformalizer(path: str | Path, *, model: str) -> ReplayProvider:
    """Recorded replies of one model; rows without `model` belong to `model`."""
    path = Path(path)
    responses = []
    for n, line in text_lines(path, allow_empty=True):  # streamed, each line under the size cap
        row = _json_line(line, f"{path}:{n}")
        try:
            sid = row.get("statement_id") or row["id"]
            responses.append(Response(model=row.get("model") or model, provider=f"replay:{path.name}",
                                      item_id=item_id(sid, row["variant"]), theorem_id=sid, family=row["variant"],
                                      raw=row.get("raw") or "", error=row.get("error")))
        except (ValueError, KeyError, TypeError) as exc:
            raise ProviderError(f"{path}:{n}: expected {{statement_id, variant, raw}}: {exc}") from exc
    provider = ReplayProvider(responses, model=model, source=path.name)
    if model not in provider.models():
        raise ProviderError(f"{path}: no replies recorded for model {model!r} (it has: {', '.join(provider.models())})")
    return provider


@dataclass
class Request:
    statement: NLStatement
    variant: str
    text: str


@dataclass
class CollectStats:
    model: str
    requested: int = 0  # (statement, variant) texts this model needed
    already_done: int = 0  # found in the run directory
    cached: int = 0  # distinct prompts served by the response cache
    fresh: int = 0  # distinct prompts sent to the provider
    errors: int = 0


def _progress(enabled: bool | None) -> Progress:
    enabled = sys.stderr.isatty() if enabled is None else enabled
    return Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                    console=Console(file=sys.stderr), disable=not enabled)


async def collect_formalizations(
    requests: Sequence[Request],
    provider: Provider,
    store: RunStore,
    *,
    prompt: AutoformalizationPrompt,
    profile: str,
    cache: ResponseCache | None = None,
    concurrency: int = 8,
    requests_per_second: float | None = None,
    max_retries: int = 5,
    progress: bool | None = None,
    sleep: Callable[[float], Any] = asyncio.sleep,
) -> CollectStats:
    """Ask `provider` every request not yet answered in `store`; append the replies there."""
    stats = CollectStats(model=provider.model, requested=len(requests))
    done = store.formalizations()
    by_key: dict[str, list[Request]] = {}
    prompts: dict[str, Prompt] = {}
    for req in requests:
        p = prompt.build(req.statement, req.text, profile)
        parameters = {**provider.parameters(), **prompt.parameters()}
        key = cache_key(provider.name, provider.model, p.system, p.user, parameters)
        old = done.get((provider.model, req.statement.id, req.variant))
        if old is not None and old.key == key and old.error is None:
            stats.already_done += 1
            continue
        by_key.setdefault(key, []).append(req)
        prompts[key] = p
    semaphore = asyncio.Semaphore(concurrency)
    limiter = RateLimiter(requests_per_second)

    async def ask(key: str) -> ProviderAnswer:
        first = by_key[key][0]
        variant = Variant(theorem_id=first.statement.id, variant_id=item_id(first.statement.id, first.variant),
                          family=first.variant, nl=first.text)
        for attempt in range(max_retries + 1):
            await limiter.wait()
            try:
                return await provider.answer(prompts[key], variant)
            except Exception as exc:
                if not is_transient(exc) or attempt == max_retries:
                    raise
                await sleep(min(60.0, 2**attempt) * (0.5 + random.random() / 2))
        raise AssertionError("unreachable")

    with _progress(progress) as bar:
        task = bar.add_task(f"autoformalizing ({provider.model})", total=len(by_key))

        async def one(key: str) -> None:
            hit = cache.get(key) if cache is not None else None
            if hit is not None and hit.error is None:
                answer = ProviderAnswer(text=hit.raw, usage=hit.usage)
                stats.cached += 1
            else:
                stats.fresh += 1
                async with semaphore:
                    try:
                        answer = await ask(key)
                    except Exception as exc:  # recorded, never fatal: the pair shows `no_answer`
                        log.warning("%s: no reply for %s: %s: %s", provider.model, by_key[key][0].statement.id,
                                    type(exc).__name__, exc)
                        answer = ProviderAnswer(text="", error=f"{type(exc).__name__}: {exc}")
                if cache is not None and answer.error is None:
                    cache.put(key, provider=provider.name, model=provider.model, raw=answer.text, usage=answer.usage)
            stats.errors += answer.error is not None
            store.add_formalizations(
                Formalization(key=key, model=provider.model, provider=provider.name, statement_id=r.statement.id,
                              variant=r.variant, raw=answer.text, error=answer.error)
                for r in by_key[key]
            )
            bar.update(task, advance=1)

        async with asyncio.TaskGroup() as group:
            for key in by_key:
                group.create_task(one(key))
    return stats

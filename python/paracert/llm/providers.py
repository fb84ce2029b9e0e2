"""Where answers come from: a live OpenAI-compatible endpoint, recorded answers, or scripts.

Every provider has a `name` (recorded in `Response.provider` and in the cache key), a `model`,
`parameters()` (anything besides the prompt that changes the answer) and an async
`answer(prompt, item)` returning the raw reply text and its token usage.

- `OpenAICompatibleProvider`: chat completions through `openai.AsyncOpenAI`; works with OpenAI,
  vLLM, Ollama, OpenRouter, ... via `base_url`. The client's own retries are off: the runner
  retries transient errors itself, with backoff, so every attempt is visible and bounded.
- `ReplayProvider`: serves recorded answers keyed by (model, item_id); a missing answer raises
  `MissingAnswerError` naming the model and the item. The recorded record travels with the answer
  (`ProviderAnswer.recorded`) so the runner reuses the recording's parsed answer and correctness.
  Replay never goes through the response cache (`cacheable = False`): it costs nothing, and a
  cache could only serve another file's answers.
- `ScriptedProvider`: baselines that never read the item: `always_true`, `always_false`,
  `random` (a fair coin per item, reproducible from the seed and the item id alone, so the
  answers do not depend on the order or concurrency of the run).
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Protocol, runtime_checkable

from pydantic import BaseModel

from paracert.data.recorded import import_recorded
from paracert.errors import ParacertError
from paracert.llm.prompt import Prompt
from paracert.statements.responses import Response, TokenUsage
from paracert.statements.schema import Variant

if TYPE_CHECKING:
    import openai


class ProviderAnswer(BaseModel):
    text: str
    usage: TokenUsage = TokenUsage()
    error: str | None = None  # set only when replaying a recorded provider error
    recorded: Response | None = None  # replay: the recorded record, whose parse / correctness are reused


class ProviderError(ParacertError, RuntimeError):
    """A provider cannot be set up or cannot answer (not a transient error)."""


def provider_errors() -> tuple[type[Exception], ...]:
    """What a failed provider call raises: `ProviderError`, and the OpenAI client's errors once that
    library is loaded (only a live provider loads it, so none of its errors can occur before)."""
    client = sys.modules.get("openai")
    return (ProviderError,) if client is None else (ProviderError, client.OpenAIError)


class MissingAnswerError(ProviderError, LookupError):
    def __init__(self, provider: str, model: str, item_id: str) -> None:
        super().__init__(f"{provider}: no recorded answer for model {model!r} on item {item_id!r}")
        self.model = model
        self.item_id = item_id


@runtime_checkable
class Provider(Protocol):
    name: str
    model: str

    def parameters(self) -> dict[str, Any]: ...

    async def answer(self, prompt: Prompt, item: Variant) -> ProviderAnswer: ...


class OpenAICompatibleProvider:
    """Chat completions against any OpenAI-compatible server."""

    name = "openai"

    def __init__(
        self,
        model: str,
        *,
        base_url: str | None = None,
        api_key_env: str = "OPENAI_API_KEY",
        temperature: float | None = None,
        timeout: float = 120.0,
        client: openai.AsyncOpenAI | None = None,
    ) -> None:
        self.model = model
        self.base_url = base_url
        self.temperature = temperature  # None: use the prompt's temperature
        if client is None:
            api_key = os.environ.get(api_key_env)
            if not api_key:
                if base_url is None:
                    raise ProviderError(f"environment variable {api_key_env} is not set (API key for {model!r})")
                api_key = "unused"  # local servers (vLLM, Ollama) accept any key
            import openai  # only a live provider needs the client library (~0.4 s to import)

            client = openai.AsyncOpenAI(api_key=api_key, base_url=base_url, timeout=timeout, max_retries=0)
        self._client = client

    def parameters(self) -> dict[str, Any]:
        return {"base_url": self.base_url, "temperature_override": self.temperature}

    async def answer(self, prompt: Prompt, item: Variant) -> ProviderAnswer:
        kwargs: dict[str, Any] = {
            "model": self.model,
            "messages": [
                {"role": "system", "content": prompt.system},
                {"role": "user", "content": prompt.user},
            ],
            "temperature": prompt.temperature if self.temperature is None else self.temperature,
        }
        if prompt.max_tokens is not None:
            kwargs["max_tokens"] = prompt.max_tokens
        completion = await self._client.chat.completions.create(**kwargs)
        text = ""
        if completion.choices:
            text = completion.choices[0].message.content or ""
        usage = TokenUsage()
        if completion.usage is not None:
            usage = TokenUsage(
                prompt_tokens=completion.usage.prompt_tokens or 0,
                completion_tokens=completion.usage.completion_tokens or 0,
            )
        return ProviderAnswer(text=text, usage=usage)


class ReplayProvider:
    """Recorded answers of one model, looked up by item id."""

    cacheable = False

    def __init__(self, responses: Iterable[Response], *, model: str, source: str, digest: str | None = None) -> None:
        self.model = model
        self.name = f"replay:{source}"
        self.digest = digest
        self.calls = 0
        self._answers: dict[tuple[str, str], Response] = {}
        for response in responses:
            key = (response.model, response.item_id)
            previous = self._answers.get(key)
            if previous is not None and (previous.raw, previous.error) != (response.raw, response.error):
                raise ProviderError(f"{self.name}: two different recorded answers for {key}")
            self._answers[key] = response

    @classmethod
    def from_file(cls, path: str | Path, *, model: str) -> ReplayProvider:
        path = Path(path)
        digest = hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else None
        return cls(import_recorded(path), model=model, source=path.name, digest=digest)

    def models(self) -> list[str]:
        return sorted({model for model, _ in self._answers})

    def parameters(self) -> dict[str, Any]:
        return {"replay_sha256": self.digest}

    async def answer(self, prompt: Prompt, item: Variant) -> ProviderAnswer:
        self.calls += 1
        recorded = self._answers.get((self.model, item.variant_id))
        if recorded is None:
            raise MissingAnswerError(self.name, self.model, item.variant_id)
        return ProviderAnswer(
            text=recorded.raw, usage=recorded.usage or TokenUsage(), error=recorded.error, recorded=recorded
        )


ScriptKind = Literal["always_true", "always_false", "random"]
SCRIPT_KINDS: tuple[ScriptKind, ...] = ("always_true", "always_false", "random")


class ScriptedProvider:
    """A baseline that answers without reading the item."""

    def __init__(self, kind: ScriptKind, *, seed: int = 0, model: str | None = None) -> None:
        if kind not in SCRIPT_KINDS:
            raise ProviderError(f"unknown scripted baseline {kind!r}; choose from {', '.join(SCRIPT_KINDS)}")
        self.kind = kind
        self.seed = seed
        self.name = f"scripted:random(seed={seed})" if kind == "random" else f"scripted:{kind}"
        self.model = model or f"scripted-{kind}"
        self.calls = 0

    def parameters(self) -> dict[str, Any]:
        return {"seed": self.seed} if self.kind == "random" else {}

    def verdict(self, item_id: str) -> bool:
        if self.kind == "always_true":
            return True
        if self.kind == "always_false":
            return False
        digest = hashlib.sha256(f"{self.seed}\x00{item_id}".encode()).digest()
        return digest[0] & 1 == 1

    async def answer(self, prompt: Prompt, item: Variant) -> ProviderAnswer:
        self.calls += 1
        return ProviderAnswer(text="TRUE" if self.verdict(item.variant_id) else "FALSE")


def always_true(model: str | None = None) -> ScriptedProvider:
    return ScriptedProvider("always_true", model=model)


def always_false(model: str | None = None) -> ScriptedProvider:
    return ScriptedProvider("always_false", model=model)


def random_baseline(seed: int = 0, model: str | None = None) -> ScriptedProvider:
    return ScriptedProvider("random", seed=seed, model=model)

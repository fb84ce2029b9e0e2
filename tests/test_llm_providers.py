"""Providers, prompt, cache and runner: scripted baselines, replay through the cache, a fake
OpenAI-compatible server (with a 429 and a 5xx to exercise retries), and the commands."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType
from typing import Any

import openai
import pytest

from paracert.data.paths import recorded_dir
from paracert.data.recorded import load_false_controls_results
from paracert.llm.answer_cache import ResponseCache, cache_key
from paracert.llm.prompt import DEFAULT_USER_TEMPLATE, Prompt, PromptConfig, build_prompt
from paracert.llm.providers import (
    MissingAnswerError,
    OpenAICompatibleProvider,
    Provider,
    ProviderAnswer,
    ProviderError,
    ReplayProvider,
    ScriptedProvider,
    always_false,
    always_true,
    provider_errors,
    random_baseline,
)
from paracert.llm.runner import RateLimiter, ask_all, is_transient, summarize
from paracert.statements.responses import TokenUsage
from paracert.statements.schema import Variant

needs_data = pytest.mark.skipif(not recorded_dir().is_dir(), reason="shared recorded data not found")


def make_items(n: int, truth: bool | None = True) -> list[Variant]:
    return [
        Variant(
            theorem_id=f"t{i // 3}",
            variant_id=f"item_{i:03d}",
            family="canonical" if i % 3 == 0 else "syntactic",
            nl=f"Statement number {i} holds.",
            ground_truth=truth,
        )
        for i in range(n)
    ]


def run(coro: Any) -> Any:
    return asyncio.run(coro)


# --- prompt ------------------------------------------------------------------------------------


def test_default_prompt_is_zero_shot_t0_and_ends_with_the_instruction() -> None:
    config = PromptConfig()
    prompt = build_prompt(make_items(1)[0], config)
    assert prompt.temperature == 0.0
    assert prompt.user.startswith("Statement number 0 holds.")
    assert prompt.user.rstrip().endswith("Return exactly TRUE or FALSE.")
    assert prompt.system.rstrip().endswith("Return exactly TRUE or FALSE.")


def test_prompt_config_is_configurable_and_validated() -> None:
    config = PromptConfig(system="S", user_template="Q: {statement}\nReturn exactly TRUE or FALSE.", temperature=0.7)
    prompt = build_prompt(make_items(1)[0], config)
    assert prompt == Prompt(
        system="S", user="Q: Statement number 0 holds.\nReturn exactly TRUE or FALSE.", temperature=0.7
    )
    with pytest.raises(ValueError, match="statement"):
        PromptConfig(user_template="no placeholder")
    assert "{statement}" in DEFAULT_USER_TEMPLATE


# --- scripted baselines ------------------------------------------------------------------------


def test_scripted_baselines_answer_without_reading_and_say_so() -> None:
    items = make_items(12, truth=True)
    for provider, verdict in ((always_true(), True), (always_false(), False)):
        assert provider.name.startswith("scripted:")
        responses = run(ask_all(items, provider, progress=False))
        assert [r.parsed for r in responses] == [verdict] * 12
        assert [r.correct for r in responses] == [verdict] * 12
        assert all(r.provider == provider.name and r.raw == ("TRUE" if verdict else "FALSE") for r in responses)
    assert isinstance(always_true(), Provider)


def test_random_baseline_is_seeded_per_item_and_order_free() -> None:
    items = make_items(400)
    provider = random_baseline(seed=7)
    assert provider.name == "scripted:random(seed=7)"
    first = run(ask_all(items, provider, concurrency=16, progress=False))
    again = run(ask_all(list(reversed(items)), random_baseline(seed=7), concurrency=1, progress=False))
    by_id = {r.item_id: r.parsed for r in again}
    assert [r.parsed for r in first] == [by_id[r.item_id] for r in first]
    other = run(ask_all(items, random_baseline(seed=8), progress=False))
    assert [r.parsed for r in first] != [r.parsed for r in other]
    share_true = sum(bool(r.parsed) for r in first) / len(first)
    assert 0.4 < share_true < 0.6
    with pytest.raises(ProviderError):
        ScriptedProvider("always_maybe")  # type: ignore[arg-type]


# --- cache + replay ------------------------------------------------------------------------------


def test_cache_key_covers_every_input_and_persists(tmp_path: Path) -> None:
    base = ("openai", "m", "sys", "prompt", {"temperature": 0.0})
    key = cache_key(*base)
    variants = [
        ("replay:x", "m", "sys", "prompt", {"temperature": 0.0}),
        ("openai", "m2", "sys", "prompt", {"temperature": 0.0}),
        ("openai", "m", "sys2", "prompt", {"temperature": 0.0}),
        ("openai", "m", "sys", "prompt2", {"temperature": 0.0}),
        ("openai", "m", "sys", "prompt", {"temperature": 0.5}),
    ]
    assert len({key, *(cache_key(*v) for v in variants)}) == 6
    assert cache_key("openai", "m", "s", "p", {"a": 1, "b": 2}) == cache_key("openai", "m", "s", "p", {"b": 2, "a": 1})
    with ResponseCache(tmp_path / "c.sqlite") as cache:
        cache.put(key, provider="openai", model="m", raw="TRUE", usage=TokenUsage(prompt_tokens=5, completion_tokens=1))
    with ResponseCache(tmp_path / "c.sqlite") as cache:
        hit = cache.get(key)
        assert hit is not None and hit.raw == "TRUE" and hit.usage.total == 6 and hit.created_at > 0
        assert cache.get(cache_key(*variants[0])) is None
        assert len(cache) == 1


@needs_data
def test_cache_resume_and_replay_bypasses_cache(tmp_path: Path) -> None:
    from paracert.data.forminv import load_false_controls

    items = load_false_controls()
    db = tmp_path / "responses.sqlite"

    # a run killed after 10 items resumes: only the 15 missing items reach the provider
    first = ScriptedProvider("random", seed=3)
    with ResponseCache(db) as cache:
        partial = run(ask_all(items[:10], first, cache=cache, progress=False))
    assert first.calls == 10 and len(partial) == 10
    second = ScriptedProvider("random", seed=3)
    with ResponseCache(db) as cache:
        responses = run(ask_all(items, second, cache=cache, progress=False))
        assert len(cache) == 25
    assert second.calls == 15
    third = ScriptedProvider("random", seed=3)
    with ResponseCache(db) as cache:
        again = run(ask_all(items, third, cache=cache, progress=False))
    assert third.calls == 0
    assert [r.model_dump() for r in again] == [r.model_dump() for r in responses]
    # every answer is the coin flip of its own item (the key holds the item id)
    assert [r.parsed for r in responses] == [third.verdict(i.variant_id) for i in items]

    # replay never reads or writes the cache: a replayed answer is the file's, whatever the cache holds
    recorded = load_false_controls_results()
    model = "openai/gpt-4o"
    expected = {r.item_id: r for r in recorded if r.model == model}
    replay = ReplayProvider(recorded, model=model, source="false_controls_all_models.json")
    with ResponseCache(db) as cache:
        replayed = run(ask_all(items, replay, cache=cache, progress=False))
        assert len(cache) == 25
    assert replay.calls == 25
    assert [r.item_id for r in replayed] == [i.variant_id for i in items]
    for response in replayed:
        assert response.provider == "replay:false_controls_all_models.json"
        assert response.answer_source == "recorded_parse"
        assert response.raw == expected[response.item_id].raw
        assert response.parsed == expected[response.item_id].parsed
        assert response.correct == expected[response.item_id].correct
    assert summarize(replayed).n_correct == 21  # the file's accuracy_on_false for gpt-4o is 0.84


def test_replay_missing_answer_names_the_item() -> None:
    items = make_items(3)
    provider = ReplayProvider([], model="some/model", source="empty.json")
    with pytest.raises(MissingAnswerError, match=r"some/model.*item_000|item_000.*some/model") as info:
        run(ask_all(items[:1], provider, progress=False))
    assert info.value.item_id == "item_000"
    recorded_error = ProviderAnswer(text="", error="boom")
    assert recorded_error.error == "boom"


# --- runner mechanics -----------------------------------------------------------------------------


class CountingProvider:
    """Answers TRUE after a short sleep; records the peak number of calls in flight."""

    name = "test:counting"
    model = "counting"

    def __init__(self, reply: str = "TRUE", delay: float = 0.01) -> None:
        self.reply = reply
        self.delay = delay
        self.in_flight = 0
        self.peak = 0
        self.starts: list[float] = []

    def parameters(self) -> dict[str, Any]:
        return {}

    async def answer(self, prompt: Prompt, item: Variant) -> ProviderAnswer:
        self.starts.append(time.monotonic())
        self.in_flight += 1
        self.peak = max(self.peak, self.in_flight)
        await asyncio.sleep(self.delay)
        self.in_flight -= 1
        return ProviderAnswer(text=self.reply, usage=TokenUsage(prompt_tokens=3, completion_tokens=1))


def test_concurrency_limit_is_respected() -> None:
    provider = CountingProvider(delay=0.02)
    responses = run(ask_all(make_items(30), provider, concurrency=4, progress=False))
    assert provider.peak == 4
    assert summarize(responses).prompt_tokens == 90


def test_rate_limit_spaces_requests() -> None:
    provider = CountingProvider(delay=0.0)
    run(ask_all(make_items(6), provider, concurrency=6, requests_per_second=20, progress=False))
    gaps = [b - a for a, b in zip(provider.starts, provider.starts[1:], strict=False)]
    assert provider.starts[-1] - provider.starts[0] >= 5 * 0.05 * 0.9
    assert min(gaps) >= 0.04
    limiter = RateLimiter(None)
    run(limiter.wait())  # no limit: returns at once


def test_a_late_wake_up_does_not_let_two_requests_through_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A loaded machine: the first sleep in the limiter wakes 60 ms late. The requests behind it must
    still start >= 1/rate apart (they once started 14 µs apart after such a late wake-up)."""
    import paracert.llm.runner as runner_module

    real_sleep = asyncio.sleep
    late = [0.06]

    async def oversleeping(delay: float) -> None:
        await real_sleep(delay + (late.pop() if late else 0.0))

    monkeypatch.setattr(runner_module.asyncio, "sleep", oversleeping)
    starts: list[float] = []
    limiter = RateLimiter(20)

    async def one() -> None:
        await limiter.wait()
        starts.append(time.monotonic())

    async def many() -> None:
        await asyncio.gather(*(one() for _ in range(4)))

    run(many())
    gaps = [b - a for a, b in zip(starts, starts[1:], strict=False)]
    assert min(gaps) >= 0.045, gaps


def test_unparseable_answers_are_kept_and_counted(caplog: pytest.LogCaptureFixture) -> None:
    provider = CountingProvider(reply="I am not sure.")
    with caplog.at_level("WARNING"):
        responses = run(ask_all(make_items(5), provider, progress=False))
    assert len(responses) == 5
    assert all(r.parsed is None and r.correct is None and r.raw == "I am not sure." for r in responses)
    summary = summarize(responses)
    assert summary.n_unparseable == 5 and summary.unparseable_ids == [f"item_{i:03d}" for i in range(5)]
    assert "5 unparseable answers" in caplog.text


def test_provider_errors_are_ours_and_the_loaded_openai_client_s() -> None:
    errors = provider_errors()  # openai is loaded here (this module imports it)
    assert errors == (ProviderError, openai.OpenAIError)
    assert isinstance(openai.APIConnectionError(request=_request()), errors)
    assert not isinstance(ValueError("x"), errors)


def test_transient_classification() -> None:
    assert is_transient(openai.APIConnectionError(request=_request()))
    assert is_transient(openai.APITimeoutError(request=_request()))
    assert not is_transient(ValueError("x"))
    assert not is_transient(MissingAnswerError("p", "m", "i"))


def _request() -> Any:
    import httpx2

    return httpx2.Request("POST", "http://127.0.0.1/v1/chat/completions")


# --- the OpenAI-compatible provider against a local fake server ----------------------------------


class FakeOpenAIServer:
    """A minimal OpenAI-compatible chat-completions server on 127.0.0.1, in a daemon thread.

    `script` is a list of (status, reply text) served in order, the last entry repeating.
    Bounded: at most `max_requests` requests are answered (then 503), and the thread is shut
    down on exit.
    """

    def __init__(self, script: list[tuple[int, str]], max_requests: int = 50) -> None:
        self.script = script
        self.max_requests = max_requests
        self.requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
                pass

            def do_POST(self) -> None:  # noqa: N802 - stdlib name
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
                with server._lock:
                    index = len(server.requests)
                    server.requests.append({"path": self.path, "body": body, "auth": self.headers.get("Authorization")})
                if index >= server.max_requests:
                    status, text = 503, "request budget exhausted"
                else:
                    status, text = server.script[min(index, len(server.script) - 1)]
                if status == 200:
                    payload: dict[str, Any] = {
                        "id": f"chatcmpl-{index}",
                        "object": "chat.completion",
                        "created": 0,
                        "model": body.get("model", "?"),
                        "choices": [
                            {"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": text}}
                        ],
                        "usage": {"prompt_tokens": 11, "completion_tokens": 2, "total_tokens": 13},
                    }
                else:
                    payload = {"error": {"message": text, "type": "test_error", "code": status}}
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.timeout = 5
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}/v1"

    def __enter__(self) -> FakeOpenAIServer:
        self._thread.start()
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)


@pytest.fixture(autouse=True)
def _no_proxy(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    monkeypatch.setenv("no_proxy", "127.0.0.1,localhost")


def test_openai_provider_retries_429_then_succeeds(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_KEY", "sk-test-123")
    with FakeOpenAIServer([(429, "slow down"), (200, "Reasoning...\n\n**Answer: FALSE**")]) as server:
        provider = OpenAICompatibleProvider("fake-model", base_url=server.base_url, api_key_env="FAKE_KEY")
        items = make_items(1, truth=False)
        responses = run(ask_all(items, provider, backoff_base=0.01, progress=False))
    assert len(server.requests) == 2  # one 429, one success: retried by the runner, not by the client
    response = responses[0]
    assert response.parsed is False and response.correct is True and response.error is None
    assert response.provider == "openai" and response.model == "fake-model"
    assert response.usage == TokenUsage(prompt_tokens=11, completion_tokens=2)
    request = server.requests[-1]
    assert request["path"] == "/v1/chat/completions"
    assert request["auth"] == "Bearer sk-test-123"
    assert request["body"]["model"] == "fake-model"
    assert request["body"]["temperature"] == 0.0
    roles = [m["role"] for m in request["body"]["messages"]]
    assert roles == ["system", "user"]
    assert request["body"]["messages"][1]["content"].endswith("Return exactly TRUE or FALSE.")


def test_openai_provider_retries_5xx_and_caches(tmp_path: Path) -> None:
    with FakeOpenAIServer([(500, "oops"), (502, "bad gateway"), (200, "TRUE")]) as server:
        provider = OpenAICompatibleProvider("m", base_url=server.base_url, api_key_env="PARACERT_UNSET_KEY_VAR")
        with ResponseCache(tmp_path / "c.sqlite") as cache:
            first = run(ask_all(make_items(1), provider, cache=cache, backoff_base=0.01, progress=False))
            second = run(ask_all(make_items(1), provider, cache=cache, backoff_base=0.01, progress=False))
    assert len(server.requests) == 3  # the second run never reached the server
    assert first[0].parsed is True and second[0].model_dump() == first[0].model_dump()


def test_openai_provider_gives_up_after_max_retries_and_can_record(tmp_path: Path) -> None:
    with FakeOpenAIServer([(429, "always limited")]) as server:
        provider = OpenAICompatibleProvider("m", base_url=server.base_url)
        with pytest.raises(openai.RateLimitError):
            run(ask_all(make_items(1), provider, max_retries=2, backoff_base=0.001, progress=False))
        assert len(server.requests) == 3
        recorded = run(
            ask_all(make_items(2), provider, max_retries=1, backoff_base=0.001, progress=False, on_error="record")
        )
    assert all(r.error and "RateLimitError" in r.error and r.parsed is None for r in recorded)
    assert summarize(recorded).n_errors == 2 and summarize(recorded).n_unparseable == 0


def test_openai_provider_does_not_retry_client_errors() -> None:
    with FakeOpenAIServer([(400, "bad request"), (200, "TRUE")]) as server:
        provider = OpenAICompatibleProvider("m", base_url=server.base_url)
        with pytest.raises(openai.BadRequestError):
            run(ask_all(make_items(1), provider, backoff_base=0.001, progress=False))
    assert len(server.requests) == 1


def test_openai_provider_needs_a_key_for_the_default_endpoint(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PARACERT_TEST_NO_KEY", raising=False)
    with pytest.raises(ProviderError, match="PARACERT_TEST_NO_KEY"):
        OpenAICompatibleProvider("gpt-x", api_key_env="PARACERT_TEST_NO_KEY")


# --- commands ------------------------------------------------------------------------------------


def _cli(argv: list[str]) -> int:
    from paracert.cli import main  # the whole CLI: a ParacertError becomes exit 2 with its message

    return main(argv)


@needs_data
def test_responses_import_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "fc.jsonl"
    assert (
        _cli(
            ["responses", "import", str(recorded_dir() / "false_controls_all_models.json"), "--json", "--out", str(out)]
        )
        == 0
    )
    summary = json.loads(capsys.readouterr().out)
    assert summary["n_models"] == 8 and summary["n_items"] == 25 and summary["n_records"] == 200
    assert summary["models"]["openai/o4-mini"]["n_correct"] == 25
    lines = out.read_text().splitlines()
    assert len(lines) == 200 and json.loads(lines[0])["provider"] == "replay:false_controls_all_models.json"
    assert _cli(["responses", "import", str(tmp_path / "missing.json")]) == 2
    assert "missing.json" in capsys.readouterr().err
    assert _cli(["responses"]) == 2


def test_ask_command_scripted_and_usage_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    dataset = tmp_path / "items.jsonl"
    rows = [
        {
            "id": f"x{i}",
            "theorem_id": "x",
            "family": "canonical" if i == 0 else "syntactic",
            "nl_question": f"Claim {i}",
            "ground_truth": "FALSE",
        }
        for i in range(4)
    ]
    dataset.write_text("".join(json.dumps(r) + "\n" for r in rows))
    out = tmp_path / "responses.jsonl"
    code = _cli(["ask", str(dataset), "--provider", "always_false", "--json", "--no-progress", "--out", str(out)])
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["n_correct"] == 4 and summary["providers"] == ["scripted:always_false"]
    assert len(out.read_text().splitlines()) == 4
    assert _cli(["ask", str(dataset), "--provider", "replay", "--model", "m"]) == 2  # no --replay-file
    assert _cli(["ask", str(dataset), "--provider", "openai"]) == 2  # no --model
    assert _cli(["ask", str(tmp_path / "nope.jsonl"), "--provider", "always_true"]) == 2
    assert "nope.jsonl" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exc:
        _cli(["ask", str(dataset), "--provider", "psychic"])
    assert exc.value.code == 2


def test_ask_command_against_fake_server(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    dataset = tmp_path / "items.jsonl"
    dataset.write_text(
        json.dumps(
            {"id": "y0", "theorem_id": "y", "family": "canonical", "nl_question": "1 + 1 = 2", "ground_truth": "TRUE"}
        )
        + "\n"
    )
    with FakeOpenAIServer([(200, "TRUE")]) as server:
        code = _cli(
            [
                "ask",
                str(dataset),
                "--provider",
                "openai",
                "--model",
                "m",
                "--base-url",
                server.base_url,
                "--cache",
                str(tmp_path / "c.sqlite"),
                "--json",
                "--no-progress",
            ]
        )
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["n_correct"] == 1 and summary["models"]["m"]["prompt_tokens"] == 11

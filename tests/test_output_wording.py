"""Human output never shows Python's None or a doubled word."""

from __future__ import annotations

from paracert.llm.prompt import PromptConfig
from paracert.report.render import _prompt_settings
from paracert.robustness.report import _lean_version


def test_unset_token_limit_reads_provider_default() -> None:
    unset = PromptConfig(temperature=0.0, max_tokens=None)
    assert _prompt_settings(unset) == "temperature 0.0, max_tokens provider default"
    assert _prompt_settings(PromptConfig(temperature=0.7, max_tokens=256)) == "temperature 0.7, max_tokens 256"


def test_lean_version_is_not_prefixed_twice() -> None:
    assert _lean_version("Lean (version 4.28.0-pre, wasm32)") == "Lean (version 4.28.0-pre, wasm32)"
    assert _lean_version("4.28.0") == "Lean 4.28.0"
    assert _lean_version(None) == "Lean ?"

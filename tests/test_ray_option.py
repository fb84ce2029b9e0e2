"""`--backend local|ray`: the option on the commands that fan out, PARACERT_BACKEND, and the errors
(no Ray needed: nothing here starts Ray or Lean)."""

from __future__ import annotations

import argparse

import pytest

from paracert.cli import build_parser
from paracert.lean.backends.base import BackendError, add_backend_option, backend_kwargs, resolve_backend
from paracert.lean.launch.launchers import Launcher


def test_backend_choice_from_option_and_environment(monkeypatch) -> None:
    parser = argparse.ArgumentParser()
    add_backend_option(parser)
    assert parser.parse_args(["--backend", "ray"]).backend == "ray"
    monkeypatch.setenv("PARACERT_BACKEND", "ray")
    assert resolve_backend(parser.parse_args([]).backend) == "ray"
    assert resolve_backend("local") == "local"
    monkeypatch.setenv("PARACERT_BACKEND", "slurm")
    with pytest.raises(BackendError, match="PARACERT_BACKEND='slurm'"):
        resolve_backend(None)


@pytest.mark.parametrize("argv", [
    ["certify", "examples"],
    ["check", "certificates"],
    ["equiv", "--pairs", "p.jsonl"],
    ["refute", "--pairs", "p.jsonl"],
    ["autoformalize-robustness", "demo", "--model", "m", "--out", "run"],
])
def test_commands_that_fan_out_take_the_backend(argv: list[str]) -> None:
    parser = build_parser()
    assert backend_kwargs(parser.parse_args([*argv, "--backend", "ray"])) == {"backend": "ray"}
    assert backend_kwargs(parser.parse_args(argv)) == {}  # the runner's default (PARACERT_BACKEND) applies
    with pytest.raises(SystemExit):
        parser.parse_args([*argv, "--backend", "slurm"])


def test_ray_backend_needs_session_mode() -> None:
    from paracert.lean import LeanRunner

    with pytest.raises(BackendError, match="session mode"):
        LeanRunner(launcher=Launcher(name="fake"), cache=False, mode="batch", backend="ray")

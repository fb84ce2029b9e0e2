"""`--backend local|ray`: the option on the commands that fan out, PARACERT_BACKEND, and the errors
(no Ray needed: nothing here starts Ray or Lean)."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from paracert.cli import build_parser
from paracert.errors import UsageError
from paracert.lean.backends.base import BackendError
from paracert.lean.cli.config_commands import add_backend_option, flags_of
from paracert.lean.config import LeanConfig
from paracert.lean.launch.launchers import Launcher


def test_backend_choice_from_option_and_environment(tmp_path: Path) -> None:
    parser = argparse.ArgumentParser()
    add_backend_option(parser)
    assert parser.parse_args(["--backend", "ray"]).backend == "ray"
    config = LeanConfig.load(environ={"PARACERT_BACKEND": "ray"}, cwd=tmp_path)
    assert (config.backend, config.source("backend")) == ("ray", "env PARACERT_BACKEND")
    assert LeanConfig.load({"backend": "local"}, environ={"PARACERT_BACKEND": "ray"}, cwd=tmp_path).backend == "local"
    with pytest.raises(UsageError, match="backend = 'slurm' \\(from env PARACERT_BACKEND\\)"):
        LeanConfig.load(environ={"PARACERT_BACKEND": "slurm"}, cwd=tmp_path)


@pytest.mark.parametrize("argv", [
    ["certify", "examples"],
    ["check", "certificates"],
    ["equiv", "--pairs", "p.jsonl"],
    ["refute", "--pairs", "p.jsonl"],
    ["autoformalize-robustness", "demo", "--model", "m", "--out", "run"],
])
def test_commands_that_fan_out_take_the_backend(argv: list[str]) -> None:
    parser = build_parser()
    assert flags_of(parser.parse_args([*argv, "--backend", "ray"]))["backend"] == "ray"
    assert "backend" not in flags_of(parser.parse_args(argv))  # the config's (PARACERT_BACKEND, file) applies
    with pytest.raises(SystemExit):
        parser.parse_args([*argv, "--backend", "slurm"])


def test_ray_backend_needs_session_mode() -> None:
    from paracert.lean import LeanRunner

    with pytest.raises(BackendError, match="session mode"):
        LeanRunner(LeanConfig(cache=False, mode="batch", backend="ray"), launcher=Launcher(name="fake"))

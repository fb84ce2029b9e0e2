"""One exception hierarchy. Every exception class the package defines derives from
`paracert.errors.ParacertError`, through the branch that says what went wrong, and there is one
`UsageError` and one `InputError`."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import pytest

import paracert
from paracert import errors
from paracert.cli import main

SKIP = {"paracert.__main__"}  # runs the CLI when imported


def package_exceptions() -> dict[str, type[BaseException]]:
    """Every exception class defined in a module of the package, by qualified name."""
    found: dict[str, type[BaseException]] = {}
    for info in pkgutil.walk_packages(paracert.__path__, "paracert."):
        if info.name in SKIP:
            continue
        module = importlib.import_module(info.name)
        for name, obj in vars(module).items():
            if inspect.isclass(obj) and issubclass(obj, BaseException) and obj.__module__ == module.__name__:
                found[f"{module.__name__}.{name}"] = obj
    return found


def test_the_walk_finds_the_package_exceptions() -> None:
    found = package_exceptions()
    assert len(found) >= 30, sorted(found)  # errors' own six plus the stages' (lean, certify, transforms, ...)
    for name in ("paracert.lean.backends.session.SessionDied", "paracert.transforms.parser.ParseError",
                 "paracert.lean.text.lexer._Stop", "paracert.errors.UsageError"):
        assert name in found


# Signals, not errors: a BaseException that `except Exception` must never swallow.
SIGNALS = {"paracert.lean.launch.reaper.Stopped": KeyboardInterrupt}  # SIGTERM/SIGHUP, handled like Ctrl-C


def test_every_exception_class_derives_from_paracert_error() -> None:
    found = package_exceptions()
    strays = [name for name, cls in found.items() if not issubclass(cls, errors.ParacertError) and name not in SIGNALS]
    assert not strays, f"exception classes outside the ParacertError hierarchy: {strays}"
    for name, base in SIGNALS.items():
        assert issubclass(found[name], base) and not issubclass(found[name], Exception)


def test_one_usage_error_and_one_input_error() -> None:
    names = [name.rsplit(".", 1)[1] for name in package_exceptions()]
    assert names.count("UsageError") == 1 and names.count("InputError") == 1
    from paracert.evaluation import inputs

    assert inputs.InputError is errors.InputError


@pytest.mark.parametrize(("qualified", "branch"), [
    ("paracert.lean.launch.launchers.LauncherError", errors.LeanError),
    ("paracert.lean.backends.session.SessionTimeout", errors.LeanError),
    ("paracert.lean.backends.daemon.DaemonError", errors.LeanError),
    ("paracert.lean.launch.install.InstallError", errors.LeanError),
    ("paracert.certify.check.UnsafeFile", errors.CertificateError),
    ("paracert.certify.pairs.StatementError", errors.InputError),
    ("paracert.transforms.parser.ParseError", errors.InputError),
    ("paracert.llm.rundir.RunDirError", errors.InputError),
    ("paracert.data.recorded.RecordedFileError", errors.InputError),
    ("paracert.robustness.pipeline.RuleSelectionError", errors.UsageError),
    ("paracert.transforms.nl_rules.engine.RuleError", errors.InternalError),
    ("paracert.transforms.rules.VariantError", errors.InternalError),
])
def test_each_class_is_on_its_branch(qualified: str, branch: type[errors.ParacertError]) -> None:
    assert issubclass(package_exceptions()[qualified], branch)


def test_the_builtin_bases_callers_catch_are_kept() -> None:
    """Callers catch ValueError / RuntimeError / LookupError around these: the new bases add, never remove."""
    from paracert.certify.check import UnsafeFile
    from paracert.lean.launch.launchers import LauncherError
    from paracert.llm.providers import MissingAnswerError
    from paracert.transforms.parser import ParseError

    assert issubclass(ParseError, ValueError) and issubclass(UnsafeFile, ValueError)
    assert issubclass(LauncherError, RuntimeError) and issubclass(MissingAnswerError, LookupError)


def _command_raising(monkeypatch: pytest.MonkeyPatch, exc: BaseException) -> None:
    import paracert.transforms.nl_rules.commands as rules_commands

    def fail(args):  # noqa: ANN001, ANN202
        raise exc

    monkeypatch.setattr(rules_commands, "cmd_list", fail)


@pytest.mark.parametrize(("exc", "code"), [
    (errors.UsageError("--x: bad"), 2),
    (errors.InputError("f.jsonl:3: field 'a': Field required"), 2),
    (errors.LeanError("no lean on PATH"), 1),
    (errors.CertificateError("manifest.json: not JSON"), 1),
])
def test_the_cli_prints_a_paracert_error_with_its_exit_code(capsys, monkeypatch, exc, code) -> None:
    _command_raising(monkeypatch, exc)
    assert main(["rules", "list"]) == code
    err = capsys.readouterr().err
    assert err == f"paracert rules: error: {exc}\n"


def test_the_cli_lets_an_internal_error_show_its_traceback(monkeypatch) -> None:
    _command_raising(monkeypatch, errors.InternalError("a rule broke a protected region"))
    with pytest.raises(errors.InternalError, match="protected region"):
        main(["rules", "list"])

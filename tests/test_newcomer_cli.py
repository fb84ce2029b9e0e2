"""What a newcomer reads first: `paracert --help` says where to start, every option of the
certification commands says what it does, a missing or empty statement is named, and a refutation's
printout carries no empty `error kind: other`."""

from __future__ import annotations

import argparse

import pytest

from paracert.cli import COMMANDS, build_parser, main
from paracert.statements.schema import Verdict
from paracert.statements.verdicts import PairVerdict


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_paracert_version_prints_the_package_version(capsys: pytest.CaptureFixture[str]) -> None:
    from paracert import __version__

    code, out, _ = run(capsys, "--version")
    assert code == 0 and out == f"paracert {__version__}\n" and __version__[0].isdigit()


def test_paracert_help_says_where_to_start(capsys: pytest.CaptureFixture[str]) -> None:
    from paracert.cli import START_HERE

    code, out, _ = run(capsys, "--help")
    assert code == 0
    tail = out[out.index("start here:"):]
    for command, what in START_HERE:
        assert command.split()[1] in COMMANDS
        assert f"  {command}\n      {what}\n" in tail
    assert "docs/cli.md" in tail


@pytest.mark.parametrize("command", ["equiv", "refute", "certify", "check"])
def test_every_option_of_a_certification_command_has_help(command: str) -> None:
    parser = build_parser([command])
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    missing = [a.option_strings[-1] for a in sub.choices[command]._actions
               if a.option_strings and not a.help and a.help != argparse.SUPPRESS]
    assert not missing, missing


@pytest.mark.parametrize(("argv", "message"), [
    (["--a", "", "--b", "True"], "--a is empty: give a statement"),
    (["--a", "True", "--b", "  "], "--b is empty: give a statement"),
    (["--a", "", "--b", ""], "--a and --b are empty"),
    (["--b", "True"], "--a missing: give --a and --b, or --pairs FILE"),
    ([], "--a and --b missing"),
])
def test_a_missing_or_empty_statement_is_named(capsys: pytest.CaptureFixture[str], argv: list[str],
                                               message: str) -> None:
    code, _, err = run(capsys, "equiv", *argv, "--no-daemon")
    assert code == 2 and message in err, err


def test_a_refutation_without_a_known_error_kind_prints_none() -> None:
    from paracert.certify.commands import _describe

    v = PairVerdict(pair_id="p", family="f", a="∀ n : Nat, n = n", b="∀ n : Nat, n = 0", digest="d", lean_version="v",
                    verdict=Verdict.refuted, statement_kind="not_iff", tactic="by omega", error_kind="other",
                    counterexample={"refutes": "B", "assignment": {"n": 1}})
    text = _describe(v)
    assert "counterexample: n := 1 (refutes B)" in text and "error kind" not in text
    assert "error kind: hypothesis_dropped" in _describe(v.model_copy(update={"error_kind": "hypothesis_dropped"}))

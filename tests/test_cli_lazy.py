"""The command line imports only what the command it runs needs.

`paracert.cli.COMMANDS` names each command's module and one-line help: `paracert --help` lists the
commands from it without importing a stage, and a command imports its own module only. Here: the
table is what the modules really register (so it cannot go stale), the lazy parser says what the
full one says, and a fresh interpreter running `paracert --help` or `paracert equiv` holds none of
the statistics, plotting, data-frame, graph or provider libraries (and one running a command that
does need them holds them: the check can fail).
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from paracert import cli

PACKAGE = Path(__file__).resolve().parent.parent / "python" / "paracert"
# never needed by `paracert --help` or `paracert equiv`
HEAVY = {"scipy", "statsmodels", "pandas", "numpy", "matplotlib", "openai", "networkx", "apted", "ray"}


def _registered(module: str) -> list[tuple[str, str | None]]:
    """(command, help) of every parser `module.register` adds, in order."""
    import importlib

    sub = argparse.ArgumentParser().add_subparsers()
    importlib.import_module(module).register(sub)
    return [(action.dest, action.help) for action in sub._choices_actions]


def _modules_with_register() -> set[str]:
    """Every module of the package with a top-level `register(subparsers: argparse._SubParsersAction)`
    (a command module)."""
    found = set()
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if any(isinstance(node, ast.FunctionDef) and node.name == "register" and node.args.args
               and "_SubParsersAction" in ast.unparse(node.args.args[0].annotation or ast.Constant(""))
               for node in tree.body):
            parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
            found.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return found


def test_the_command_line_imports_no_command_module_by_statement() -> None:
    """paracert.cli's own imports: the standard library, the version string, the error classes and the reaper; every
    command module is loaded by name from the table (importlib), never by an import statement."""
    tree = ast.parse((PACKAGE / "cli.py").read_text(encoding="utf-8"))
    named = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    named |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert {m for m in named if m.startswith("paracert")} == {"paracert._version", "paracert.errors",
                                                              "paracert.lean.launch"}


def test_the_table_names_every_command_module() -> None:
    assert {module for module, _ in cli.COMMANDS.values()} == _modules_with_register()


def test_the_table_is_what_each_module_registers_in_order() -> None:
    modules = list(dict.fromkeys(module for module, _ in cli.COMMANDS.values()))
    for module in modules:
        listed = [(name, helptext) for name, (mod, helptext) in cli.COMMANDS.items() if mod == module]
        assert listed == _registered(module), f"paracert.cli.COMMANDS is stale for {module}"
    names = list(cli.COMMANDS)
    for module in modules:  # a module's commands are consecutive, so the full parser keeps the table's order
        at = [k for k, name in enumerate(names) if cli.COMMANDS[name][0] == module]
        assert at == list(range(at[0], at[-1] + 1)), module


def test_the_runner_options_go_to_the_commands_that_take_them() -> None:
    from paracert.lean.cli import commands as lean_commands

    assert set(cli.RUNNER_COMMANDS) == set(lean_commands.LEAN_MODE_COMMANDS)
    assert cli.RUNNER_OPTIONS == lean_commands.__name__


def test_the_lazy_help_is_the_full_help() -> None:
    assert cli.build_parser([]).format_help() == cli.build_parser().format_help()


@pytest.mark.parametrize("command", list(cli.COMMANDS))
def test_a_command_gets_its_full_parser(command: str) -> None:
    lazy = cli.build_parser([command])
    full = cli.build_parser()

    def parser_of(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
        (sub,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
        return sub.choices[command]

    assert parser_of(lazy).format_help() == parser_of(full).format_help()
    assert parser_of(lazy).get_default("func") is not None or any(
        isinstance(a, argparse._SubParsersAction) for a in parser_of(lazy)._actions)


@pytest.mark.parametrize(("argv", "command"), [
    (["--help"], None), ([], None), (["-v"], None), (["equiv", "--a", "x"], "equiv"),
    (["-v", "rules", "list"], "rules"), (["--verbose", "--", "check"], "check"), (["equi"], "equi"),
])
def test_the_command_is_the_first_word_that_is_not_an_option(argv: list[str], command: str | None) -> None:
    assert cli.command_of(argv) == command


def test_per_command_help_through_main(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        cli.main(["equiv", "--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: paracert equiv") and "--a A" in out and "--no-daemon" in out


def test_an_unknown_command_lists_the_commands(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        cli.main(["equi"])
    assert exc.value.code == 2
    assert "invalid choice: 'equi'" in capsys.readouterr().err


def _loaded_after(argv: list[str], tmp_path: Path, **env: str) -> tuple[int, set[str]]:
    """Exit code of `paracert ARGV` in a fresh interpreter, and the modules it held at exit (paracert's
    in full, others by top-level name)."""
    out = tmp_path / "modules.json"
    code = ("import atexit, json, sys\n"
            "def dump():\n"
            "    names = {m if m.startswith('paracert') else m.split('.')[0] for m in sys.modules}\n"
            f"    open({str(out)!r}, 'w').write(json.dumps(sorted(names)))\n"
            "atexit.register(dump)\n"
            "import paracert.cli\n"
            f"sys.exit(paracert.cli.main({argv!r}))\n")
    environ = {**os.environ, "PYTHONPATH": str(PACKAGE.parent), **env}
    proc = subprocess.run([sys.executable, "-c", code], env=environ, capture_output=True, text=True, cwd=tmp_path,
                          timeout=120)
    return proc.returncode, set(json.loads(out.read_text()))


def test_help_imports_no_stage(tmp_path: Path) -> None:
    code, loaded = _loaded_after(["--help"], tmp_path)
    assert code == 0
    unwanted = loaded & (HEAVY | {"sympy", "rich", "pydantic"})
    assert not unwanted, unwanted
    stages = {m for m in loaded if m.startswith("paracert.")}
    assert stages <= {"paracert.cli", "paracert.errors", "paracert._version", "paracert.lean",
                      "paracert.lean.launch", "paracert.lean.launch.reaper"}, stages


def test_equiv_imports_no_statistics_plotting_or_provider_library(tmp_path: Path) -> None:
    """`paracert equiv` up to the point where it would start Lean: a launcher that is not there
    (PARACERT_LEAN=native, no `lean` on PATH) ends it with exit 1 after every import it makes."""
    argv = ["equiv", "--a", "∀ a b : Nat, a ≥ b → a + 1 > b", "--b", "∀ a b : Nat, b ≤ a → b < a + 1",
            "--no-cache"]
    code, loaded = _loaded_after(argv, tmp_path, PARACERT_LEAN="native", PATH=str(tmp_path),
                                 PARACERT_DAEMON="0")
    assert code == 1
    assert "paracert.certify.commands" in loaded
    assert not loaded & HEAVY, loaded & HEAVY
    others = {m.split(".")[1] for m in loaded if m.startswith("paracert.")} - {"cli", "errors", "paths", "_version"}
    assert others <= {"statements", "transforms", "data", "lean", "certify"}, others


def test_the_check_sees_a_command_that_does_load_them(tmp_path: Path) -> None:
    """The same probe on `paracert audit --help` (statistics) finds scipy and statsmodels loaded."""
    code, loaded = _loaded_after(["audit", "--help"], tmp_path)
    assert code == 0
    assert {"scipy", "statsmodels"} <= loaded

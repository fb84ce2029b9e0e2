"""The `paracert` command: a thin layer over the stage packages.

Each stage package that offers commands has a `commands` module with `register(subparsers)`;
the parsers it adds set `func` to a callable taking the parsed args and returning an exit code
(0 ok, 1 checks failed, 2 usage error). A `paracert.errors.ParacertError` raised by a command
is printed as `paracert COMMAND: error: MESSAGE` and exits with its `exit_code` (2; 1 for Lean and
certificate errors; see docs/cli.md); an `InternalError` (a bug) keeps its traceback.

`COMMANDS` names each command's module and one-line help, so `paracert --help` lists every command
without importing any stage, and a command imports only its own module (by name, `importlib`), when
it runs or shows its own `--help`.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import os
import signal
import sys
from collections.abc import Iterable
from types import ModuleType

from paracert._version import __version__
from paracert.errors import InternalError, ParacertError
from paracert.lean.launch import reaper

# command -> (the module whose `register` adds it, its one-line help), in `paracert --help` order;
# a module's commands are consecutive. tests/test_cli_lazy.py checks it against the modules.
COMMANDS: dict[str, tuple[str, str]] = {
    "lean": ("paracert.lean.cli.commands", "the Lean backend: info, install"),
    "elaborate": ("paracert.lean.cli.commands", "elaborate a Lean file (or - for stdin), one result per declaration"),
    "serve": ("paracert.lean.cli.commands", "the warm Lean daemon: run it in the foreground, --status, --stop"),
    "cache": ("paracert.lean.cli.cache_commands", "the Lean result cache: verify a sample against Lean, clear, info"),
    "config": ("paracert.lean.cli.config_commands", "the Lean settings in force: each value and where it came from"),
    "equiv": ("paracert.certify.commands",
              "decide whether A and B mean the same (certificate / disproof / verdict)"),
    "refute": ("paracert.certify.commands", "try to prove the variant B wrong (with a counterexample)"),
    "certify": ("paracert.certify.commands", "certify a dataset's variant families: certificates/ + verdict table"),
    "check": ("paracert.certify.commands", "re-verify a certificates/ directory (exit 1 on any problem)"),
    "score": ("paracert.metrics.commands", "score verdicts against human equivalence labels"),
    "classes": ("paracert.metrics.commands",
                "certified equivalence classes of a verdicts file, and refuted pairs inside a class"),
    "nfb": ("paracert.metrics.commands",
            "family weights that realise a target ranking (No-Free-Benchmark LP) and the Pareto check"),
    "select": ("paracert.metrics.commands", "expected failure of each model on a task with a given family mix"),
    "audit": ("paracert.metrics.commands", "cross-model unanimity audit of paraphrase items"),
    "responses": ("paracert.llm.commands", "recorded model answers"),
    "ask": ("paracert.llm.commands", "ask a dataset's items to a model (or a replay / scripted baseline)"),
    "report": ("paracert.report.commands", "report of a run directory (md, standalone html, json, png)"),
    "demo": ("paracert.report.commands",
             "end to end offline: certify the substrate with Lean, replay 8 models' recorded answers, report"),
    "eval": ("paracert.report.commands", "ask a dataset to model(s), write a run directory and its report"),
    "autoformalize-robustness": ("paracert.robustness.commands",
                                 "autoformalize NL statements and their rule-based paraphrases; compile, certify, "
                                 "compare"),
    "rules": ("paracert.transforms.nl_rules.commands", "deterministic natural-language paraphrase rules: list, apply"),
}
# The first commands a newcomer runs, in order (`paracert --help` ends with them).
START_HERE: tuple[tuple[str, str], ...] = (
    ("paracert lean info", "which Lean runs here, its version and start-up time"),
    ('paracert equiv --a "∀ a b : Nat, a ≥ b → a + 1 > b" --b "∀ a b : Nat, b ≤ a → b < a + 1"',
     "one pair: certified, refuted or another verdict"),
    ("paracert certify examples", "a dataset's pairs: a verdict table, certificates in runs/certify-…/"),
    ("paracert check certificates/", "re-verify a certificate directory (what CI runs)"),
    ("paracert demo", "end to end: certify, replay recorded model answers, report"),
)


def start_here() -> str:
    """The `paracert --help` epilog: the commands to run first, and where the rest is described."""
    lines = ["start here:"]
    for command, what in START_HERE:
        lines += [f"  {command}", f"      {what}"]
    lines.append("every command, its options and exit codes: docs/cli.md; `paracert COMMAND -h`")
    return "\n".join(lines)


# The Lean runner's flags (`--lean-mode`; `--no-daemon` on the daemon's commands), added by
# `add_runner_options(sub)`; a command reads them into its `LeanConfig` (lean.cli.config_commands).
RUNNER_OPTIONS = "paracert.lean.cli.commands"
RUNNER_COMMANDS = ("elaborate", "equiv", "refute", "certify", "check")  # = its LEAN_MODE_COMMANDS (a test)


def command_of(argv: list[str]) -> str | None:
    """The command `argv` names: its first word that is not an option (`paracert` itself takes only
    `-h` and `-v`, which have no value), as argparse reads it; None when there is none."""
    return next((word for word in argv if not word.startswith("-")), None)


def build_parser(commands: Iterable[str] | None = None) -> argparse.ArgumentParser:
    """The parser with the full parsers of `commands` (None: every command), and of the other
    commands of their modules; every other command is listed by name and one-line help only."""
    wanted = set(COMMANDS) if commands is None else set(commands) & set(COMMANDS)
    load = {COMMANDS[name][0] for name in wanted}
    parser = argparse.ArgumentParser(prog="paracert", description=__doc__.splitlines()[0], epilog=start_here(),
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-v", "--verbose", action="store_true", help="debug logging on stderr")
    parser.add_argument("--version", action="version", version=f"paracert {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (module, helptext) in COMMANDS.items():
        if module in load:
            load.discard(module)
            importlib.import_module(module).register(sub)
        elif name not in sub.choices:
            sub.add_parser(name, help=helptext)  # listed only: its module is imported when it runs
    if wanted & set(RUNNER_COMMANDS):
        runner_options_module().add_runner_options(sub)  # --no-daemon, --lean-mode
    return parser


def runner_options_module() -> ModuleType:
    return importlib.import_module(RUNNER_OPTIONS)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    command = command_of(argv)
    parser = build_parser([command] if command else [])
    args = parser.parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO,
        format="%(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
    )
    if not getattr(args, "func", None):
        parser.print_help(sys.stderr)
        return 2
    reaper.install()  # Ctrl-C / SIGTERM from here on: Lean processes killed, one line, 128 + signal
    reaper.reset()
    try:
        code = int(args.func(args) or 0)
        sys.stdout.flush()
    except InternalError:  # a bug of paracert: its traceback is what a report needs
        raise
    except ParacertError as exc:  # a bad option or input: named in the message, never a traceback
        reaper.kill_all()  # e.g. a write that failed mid-run: no Lean outlives the message
        print(f"paracert {args.command}: error: {exc}", file=sys.stderr)
        return exc.exit_code
    except BrokenPipeError:
        # the reader (e.g. `| head`) closed the pipe: not an error of ours, and no traceback
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    except KeyboardInterrupt as exc:  # Ctrl-C, or SIGTERM/SIGHUP (reaper.Stopped): one line, no traceback
        return _interrupted(args.command, exc)
    except (UnicodeError, OSError) as exc:  # a file no up-front check caught: named, no traceback (-v: raise)
        if args.verbose:
            raise
        return _file_error(args.command, exc)
    return code


def _file_error(command: str, exc: UnicodeError | OSError) -> int:
    """One line naming the file; exit 2 when it is the user's input (missing, wrong kind, not
    UTF-8, not permitted), 1 otherwise (e.g. a full disk)."""
    if isinstance(exc, UnicodeError):
        print(f"paracert {command}: error: an input is not UTF-8 ({exc})", file=sys.stderr)
        return 2
    where = " -> ".join(str(f) for f in (exc.filename, exc.filename2) if f is not None)
    print(f"paracert {command}: error: {where + ': ' if where else ''}{exc.strerror or exc}", file=sys.stderr)
    usage = (FileNotFoundError, IsADirectoryError, NotADirectoryError, PermissionError, FileExistsError)
    return 2 if isinstance(exc, usage) else 1


def _interrupted(command: str, exc: KeyboardInterrupt) -> int:
    """Say what the stopped command kept and how to go on; exit 128 + the signal (130 for Ctrl-C)."""
    reaper.stop()  # every Lean process group, now (a no-op when the signal handler already did it)
    signum = getattr(exc, "signum", None) or reaper.stop_signal() or signal.SIGINT
    kept = reaper.resume_hint() or "nothing to resume"
    print(f"paracert {command}: stopped by {signal.Signals(signum).name}; no Lean process left running; {kept}",
          file=sys.stderr)
    return 128 + signum


if __name__ == "__main__":
    sys.exit(main())

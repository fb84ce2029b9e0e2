"""The `paracert` command: a thin layer over the stage packages.

Each stage package that offers commands has a `commands` module with `register(subparsers)`;
the parsers it adds set `func` to a callable taking the parsed args and returning an exit code
(0 ok, 1 checks failed, 2 usage error). A `paracert.errors.ParacertError` raised by a command
is printed as `paracert COMMAND: error: MESSAGE` and exits with its `exit_code` (2; 1 for Lean and
certificate errors; see docs/cli.md); an `InternalError` (a bug) keeps its traceback.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import os
import signal
import sys

from paracert.errors import InternalError, ParacertError
from paracert.lean.cli.commands import add_runner_options
from paracert.lean.launch import reaper

COMMAND_MODULES = [
    "paracert.lean.cli.commands",
    "paracert.lean.cli.cache_commands",
    "paracert.lean.cli.config_commands",
    "paracert.certify.commands",
    "paracert.metrics.commands",
    "paracert.models.commands",
    "paracert.report.commands",
    "paracert.robustness.commands",
    "paracert.transforms.nl_rules.commands",
]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="paracert", description=__doc__.splitlines()[0])
    parser.add_argument("-v", "--verbose", action="store_true", help="debug logging on stderr")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    add_runner_options(sub)  # --no-daemon, --lean-mode
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
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

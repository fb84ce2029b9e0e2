"""`paracert config show [--json]`, the `LeanConfig` of a command's parsed flags, and the flags the
commands share for it (`--backend`)."""

from __future__ import annotations

import argparse
import json
import logging
from typing import Any

from paracert.errors import positive_float, positive_int
from paracert.lean.config import BACKENDS, COMMAND_DEFAULTS, MODES, LeanConfig

log = logging.getLogger("paracert")

# parsed flag (argparse dest) -> LeanConfig field, for the flags the Lean commands share
_FLAG_FIELDS = {"lean": "launcher", "profile": "profile", "heartbeats": "heartbeats",
                "item_timeout": "item_timeout", "startup_timeout": "startup_timeout", "pool_size": "pool_size",
                "cache_dir": "cache_dir", "lean_mode": "mode", "backend": "backend"}


def flags_of(args: argparse.Namespace) -> dict[str, Any]:
    """The LeanConfig fields the command line set (flags not given are left out)."""
    flags = {field: getattr(args, dest) for dest, field in _FLAG_FIELDS.items()
             if getattr(args, dest, None) is not None}
    if getattr(args, "no_cache", False):
        flags["cache"] = False
    elif getattr(args, "cache", False) is True:  # `paracert check --cache`
        flags["cache"] = True
    if getattr(args, "no_daemon", False):
        flags["daemon"] = False
    elif getattr(args, "daemon", False) is True:
        flags["daemon"] = True
    return flags


def add_backend_option(parser: argparse.ArgumentParser) -> None:
    """`--backend local|ray` on a command that fans items out (`LeanConfig.backend`)."""
    parser.add_argument(
        "--backend", choices=BACKENDS, default=None,
        help="where Lean sessions run: local (this machine) or ray (Ray actors, one Lean session each; "
             "RAY_ADDRESS names a cluster, otherwise a local Ray is started; needs paracert[ray]). "
             "Default: $PARACERT_BACKEND, else local",
    )


def config_from_args(args: argparse.Namespace, command: str | None = None) -> LeanConfig:
    """Defaults ← the command's defaults ← config file ← environment ← the flags in `args`."""
    command = command or getattr(args, "command", None) or ""
    config = LeanConfig.load(flags_of(args), command_defaults=COMMAND_DEFAULTS.get(command), command=command)
    if getattr(args, "config_command", None) != "show":  # `config show` lists them itself
        for x in config.refused:
            log.warning("%s = %r from %s is not used: %s", x["field"], x["value"], x["source"], x["reason"])
    return config


def register(sub: argparse._SubParsersAction) -> None:
    config = sub.add_parser("config", help="the Lean settings in force: each value and where it came from")
    config_sub = config.add_subparsers(dest="config_command", metavar="ACTION")
    show = config_sub.add_parser(
        "show", help="every setting, its value and its source (default < command default < config file < "
                     "environment < flag)")
    show.add_argument("--for", dest="for_command", metavar="COMMAND", default=None,
                      help=f"with this command's own defaults ({', '.join(COMMAND_DEFAULTS)})")
    show.add_argument("--lean", choices=["auto", "wasm", "native"], default=None)
    show.add_argument("--profile", choices=["core", "bare", "mathlib"], default=None)
    show.add_argument("--heartbeats", type=positive_int, default=None)
    show.add_argument("--item-timeout", type=positive_float, default=None)
    show.add_argument("--startup-timeout", type=positive_float, default=None)
    show.add_argument("--pool-size", type=positive_int, default=None)
    show.add_argument("--cache-dir", default=None)
    show.add_argument("--no-cache", action="store_true")
    show.add_argument("--lean-mode", choices=MODES, default=None)
    show.add_argument("--backend", choices=BACKENDS, default=None)
    show.add_argument("--no-daemon", action="store_true")
    show.add_argument("--json", action="store_true", help="a JSON list of {field, value, source}")
    show.set_defaults(func=cmd_show)
    config.set_defaults(func=lambda a: (config.print_help(), 2)[1])


def by_command(args: argparse.Namespace, rows: list[dict[str, Any]]) -> None:
    """Without `--for`: under each field whose value a command's own defaults change (nothing above
    them set it), the value each such command runs with (`by_command`: {COMMAND: value})."""
    for command in COMMAND_DEFAULTS:
        theirs = {r["field"]: r for r in config_from_args(args, command).rows()}
        for r in rows:
            mine = theirs[r["field"]]
            if mine["source"] == f"default of {command}" and mine["value"] != r["value"]:
                r.setdefault("by_command", {})[command] = mine["value"]


def cmd_show(args: argparse.Namespace) -> int:
    config = config_from_args(args, args.for_command or "")
    rows = config.rows()
    for r in rows:  # what a config file tried to set and was refused, under its field
        refused = [{k: v for k, v in x.items() if k != "field"} for x in config.refused if x["field"] == r["field"]]
        if refused:
            r["refused"] = refused
    if not args.for_command:
        by_command(args, rows)
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    width = max(len(r["field"]) for r in rows)
    for r in rows:
        value = "none" if r["value"] is None else r["value"]
        print(f"{r['field']:<{width}}  {value!s:<12}  {r['source']}")
        groups: dict[str, list[str]] = {}
        for command, v in r.get("by_command", {}).items():
            groups.setdefault(json.dumps(v), []).append(command)
        for v, commands in groups.items():
            print(f"{'':<{width}}  {json.loads(v)!s:<12}  for {', '.join(commands)} (their default: "
                  f"`paracert config show --for {commands[0]}`)")
        for x in r.get("refused", []):
            print(f"{'':<{width}}  refused: {x['value']!s} from {x['source']} ({x['reason']})")
    return 0

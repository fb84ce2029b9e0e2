"""`paracert cache verify|clear|info`: the Lean result cache (lean.cache) checked against Lean, or emptied.

`verify` draws a sample of cached entries (seeded), rebuilds each item from its key's stored
preimage, checks that the preimage hashes to the key and that it was computed for the current base
environment (Lean version, profile, session program), runs the items again through real Lean without
the cache, and reports every entry whose fresh result differs in what decides a verdict (status,
error category, sorry, axioms, messages with Lean's fresh-name counters blanked). Exit 1 on any
difference or corrupt entry; entries of another environment, without a preimage, cached timeouts and
items the guard refuses are counted apart, never re-run.

The cache file is not taken on trust either: an entry is re-run only when its code passes the
untrusted-text rule (lean.guard) except for `set_option` (paracert's certification proofs use
`set_option simprocs false in`; an option cannot run code, and each item is elaborated alone from the
base environment). Anything else the rule names (`#eval`, `run_cmd`, `macro`, …; e.g. entries of
`paracert elaborate --trusted` files) is counted as `refused` and never run.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from paracert.errors import InputError, positive_float, positive_int
from paracert.lean.backends.session import session_program_digest
from paracert.lean.cache import CachedEntry, ResultCache, ResultCacheError
from paracert.lean.cli.config_commands import config_from_args
from paracert.lean.config import LeanConfig
from paracert.lean.items import ItemResult, LeanItem, Status
from paracert.lean.launch.profile import get_profile
from paracert.lean.runner import LeanRunner
from paracert.lean.text.guard import SnippetError, check_snippet, untrusted_findings
from paracert.lean.text.lexer import tokenize
from paracert.paths import cache_dir

PROFILES = ("core", "bare", "mathlib")
_FRESH_NAMES = re.compile(r"(\?[mu]\.|_uniq\.|_hyg\.|\.\.)\d+|✝\d*")


def default_cache_path() -> Path:
    return cache_dir() / "lean-results.sqlite"


def register(sub: argparse._SubParsersAction) -> None:
    cache = sub.add_parser("cache", help="the Lean result cache: verify a sample against Lean, clear, info")
    cache_sub = cache.add_subparsers(dest="cache_command", metavar="ACTION")
    ver = cache_sub.add_parser("verify", help="re-run a seeded sample of cached items through Lean; exit 1 on a "
                                              "difference")
    how = ver.add_mutually_exclusive_group()
    how.add_argument("--sample", type=positive_int, default=20, metavar="N", help="entries to re-run (default 20)")
    how.add_argument("--all", action="store_true", help="re-run every entry")
    ver.add_argument("--seed", type=int, default=0)
    ver.add_argument("--item-timeout", type=positive_float, default=300.0)
    ver.add_argument("--lean", choices=["auto", "wasm", "native"], default=None)
    ver.add_argument("--cache-file", type=Path, default=None,
                     help="default: ~/.cache/paracert/results/lean-results.sqlite")
    ver.add_argument("--json", action="store_true")
    ver.set_defaults(func=cmd_verify)
    clr = cache_sub.add_parser("clear", help="remove every cached Lean result")
    clr.add_argument("--cache-file", type=Path, default=None)
    clr.add_argument("--json", action="store_true")
    clr.set_defaults(func=cmd_clear)
    info = cache_sub.add_parser("info", help="where the cache is and how many entries it holds")
    info.add_argument("--cache-file", type=Path, default=None)
    info.add_argument("--json", action="store_true")
    info.set_defaults(func=cmd_info)
    cache.set_defaults(func=lambda a: (cache.print_help(sys.stderr), 2)[1])


def _open(path: Path | None, must_exist: bool, writable: bool = False) -> ResultCache | None:
    """The cache at `path` (default: ~/.cache/paracert/results/lean-results.sqlite); None when it does not
    exist and `must_exist`; an InputError naming the file when it is no paracert cache."""
    path = path or default_cache_path()
    if path.exists() and not path.is_file():
        raise InputError(f"--cache-file {path}: not a regular file")
    if not path.exists():
        if must_exist:
            return None
        path.parent.mkdir(parents=True, exist_ok=True)
    try:
        return ResultCache(path, writable=writable)
    except ResultCacheError as exc:
        what = "not a paracert result cache: " if exc.kind == "corrupt" else ""
        raise InputError(f"--cache-file {path}: {what}{exc.words}; {exc.advice}") from None


def decisive(result: ItemResult) -> dict:
    """What a verdict may depend on in an item's result (not timings, ids, or the cached flag)."""
    return {
        "status": result.status.value,
        "category": result.category.value if result.category else None,
        "uses_sorry": result.uses_sorry,
        "axioms": {k: sorted(v) for k, v in (result.axioms or {}).items()} if result.axioms is not None else None,
        "local_axioms": ({k: sorted(v) for k, v in result.local_axioms.items()}
                         if result.local_axioms is not None else None),
        "messages": sorted((m.severity, m.line, _FRESH_NAMES.sub("#", m.text)) for m in result.messages),
    }


def differences(old: ItemResult, new: ItemResult) -> list[str]:
    a, b = decisive(old), decisive(new)
    return [k for k in a if a[k] != b[k]]


def _plan(entry: CachedEntry, lean_version: str, session_digest: str,
          profiles: dict[str, str]) -> tuple[str, str | tuple[str, str, LeanItem]]:
    """('run', (profile, mode, LeanItem)) or (category, reason) for an entry not re-run."""
    fields = entry.fields
    if entry.payload is None:
        return "no_preimage", "stored before cache entries kept their key's preimage"
    if fields is None:
        return "corrupt", "the stored preimage does not hash to the entry's key"
    if entry.result.status == Status.timeout:
        return "timeout", "a cached wall-clock timeout (re-run under a larger --item-timeout instead)"
    if fields["lean_version"] != lean_version:
        return "other_environment", f"Lean {fields['lean_version']!r}, not the current {lean_version!r}"
    profile = profiles.get(fields["profile_digest"])
    if profile is None:
        return "other_environment", "a base environment (imports, prelude, tactic files) that is not current"
    mode, kind = str(fields["mode"]), "commands"
    if mode.startswith("term:"):
        mode, kind = mode[len("term:"):], "term"
    if mode.startswith("session:"):
        if mode != f"session:{session_digest}":
            return "other_environment", "another version of the Lean session program"
        mode = "session"
    elif mode != "batch":
        return "corrupt", f"unknown mode {fields['mode']!r}"
    item = LeanItem(item_id=f"cache:{entry.key[:16]}", code=str(fields["code"]), heartbeats=int(fields["heartbeats"]),
                    kind=kind, collect_axioms=list(fields["collect_axioms"]))
    return "run", (profile, mode, item)


RunnerFactory = Callable[[str, str], LeanRunner]  # (profile name, mode) -> a runner without cache


def lean_runners(config: LeanConfig) -> RunnerFactory:
    """Runners of `config` (launcher, limits) under each entry's profile and mode, without cache or daemon."""
    def make(profile: str, mode: str) -> LeanRunner:
        return LeanRunner(config.with_values(mode=mode, cache=False, daemon=False), profile=get_profile(profile))
    return make


def refusal(code: str) -> str | None:
    """Why verify will not run this cached code (None: it may): the isolation guard, and the untrusted-text
    rule with `set_option` alone allowed."""
    try:
        check_snippet(code, trusted=True)
    except SnippetError as exc:
        return str(exc)
    found = [f for f in untrusted_findings(tokenize(code)) if f.construct != "set_option"]
    return f"`{found[0].construct}`: {found[0].reason}" if found else None


def verify(cache: ResultCache, sample: int | None, seed: int, runners: RunnerFactory) -> dict[str, Any]:
    """Re-run a sample of `cache` through the runners `runners` makes (one per profile and mode, closed
    after use) and compare; the report dict `cmd_verify` prints."""
    entries = cache.sample(sample, seed)
    skipped: dict[str, int] = {}
    problems: list[dict] = []
    groups: dict[tuple[str, str], list[tuple[CachedEntry, LeanItem]]] = {}
    made: dict[tuple[str, str], LeanRunner] = {}
    version: str | None = None
    session = session_program_digest()
    profiles = {get_profile(p).digest: p for p in PROFILES}
    for entry in entries:
        if version is None:
            made[("core", "session")] = runners("core", "session")
            version = made[("core", "session")].lean_version
        what, detail = _plan(entry, version, session, profiles)
        if isinstance(detail, tuple):  # what == "run"
            profile, mode, item = detail
            why = refusal(item.code)
            if why is not None:
                skipped["refused"] = skipped.get("refused", 0) + 1
                continue
            groups.setdefault((profile, mode), []).append((entry, item))
            continue
        skipped[what] = skipped.get(what, 0) + 1
        if what == "corrupt":
            problems.append({"key": entry.key, "problem": "corrupt", "detail": str(detail)})
    rerun = 0
    try:
        for (profile, mode), todo in groups.items():
            runner = made.get((profile, mode)) or made.setdefault((profile, mode), runners(profile, mode))
            fresh = runner.run([it for _, it in todo])
            for (entry, item), new in zip(todo, fresh, strict=True):
                rerun += 1
                if new.status in (Status.timeout, Status.crashed):
                    skipped["fresh_" + new.status.value] = skipped.get("fresh_" + new.status.value, 0) + 1
                    continue
                diff = differences(entry.result, new)
                if diff:
                    problems.append({"key": entry.key, "problem": "differs", "fields": diff,
                                     "cached": decisive(entry.result), "fresh": decisive(new),
                                     "code": item.code[:300]})
    finally:
        for runner in made.values():
            runner.close()
    return {"cache": str(cache.path), "entries": len(cache), "sampled": len(entries), "seed": seed,
            "rerun": rerun, "differ": sum(p["problem"] == "differs" for p in problems),
            "corrupt": sum(p["problem"] == "corrupt" for p in problems), "skipped": skipped,
            "problems": problems, "ok": not problems}


def cmd_verify(args: argparse.Namespace) -> int:
    try:
        cache = _open(args.cache_file, must_exist=True)
    except OSError as exc:
        raise InputError(f"--cache-file {args.cache_file or default_cache_path()}: {exc.strerror or exc}") from None
    report: dict[str, Any]
    if cache is None:
        report = {"cache": str(args.cache_file or default_cache_path()), "entries": 0, "sampled": 0, "rerun": 0,
                  "differ": 0, "corrupt": 0, "skipped": {}, "problems": [], "ok": True}
    else:
        try:
            report = verify(cache, None if args.all else args.sample, args.seed,
                            lean_runners(config_from_args(args, "cache")))
        finally:
            cache.close()
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        skipped = ", ".join(f"{k} {v}" for k, v in sorted(report["skipped"].items())) or "none"
        print(f"{report['cache']}: {report['entries']} entries, {report['sampled']} sampled, {report['rerun']} re-run "
              f"through Lean; {report['differ']} differ, {report['corrupt']} corrupt; not re-run: {skipped}")
        for p in report["problems"]:
            what = ", ".join(p.get("fields", [])) or p.get("detail", "")
            print(f"  {p['problem']:8} {p['key'][:16]}  {what}")
    return 0 if report["ok"] else 1


def cmd_clear(args: argparse.Namespace) -> int:
    try:
        cache = _open(args.cache_file, must_exist=True, writable=True)
    except OSError as exc:
        raise InputError(f"--cache-file {args.cache_file or default_cache_path()}: {exc.strerror or exc}") from None
    path = str(args.cache_file or default_cache_path())
    removed = 0
    if cache is not None:
        try:
            removed = cache.clear()
        finally:
            cache.close()
    if args.json:
        print(json.dumps({"cache": path, "removed": removed}))
    else:
        print(f"{path}: {removed} entries removed")
    return 0


def cmd_info(args: argparse.Namespace) -> int:
    try:
        cache = _open(args.cache_file, must_exist=True)
    except OSError as exc:
        raise InputError(f"--cache-file {args.cache_file or default_cache_path()}: {exc.strerror or exc}") from None
    path = str(args.cache_file or default_cache_path())
    n = with_preimage = 0
    if cache is not None:
        try:
            keys = cache.keys()
            n = len(keys)
            with_preimage = sum(1 for k in keys if (e := cache.entry(k)) is not None and e.fields is not None)
        finally:
            cache.close()
    if args.json:
        print(json.dumps({"cache": path, "entries": n, "verifiable": with_preimage}))
    else:
        print(f"{path}: {n} entries ({with_preimage} with their key's preimage, verifiable)")
    return 0

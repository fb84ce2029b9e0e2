"""`paracert equiv`, `paracert refute`, `paracert certify` and `paracert check`."""

from __future__ import annotations

import argparse
import collections
import json
import statistics
import sys
import time
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

from paracert.certify.check import CheckReport, check_directory
from paracert.certify.datasets import NAMED, load_dataset
from paracert.certify.engine import DEFAULT_PAIR_BUDGET_S
from paracert.certify.mathlib_export import export_certificates
from paracert.certify.mathlib_input import needs_translation, unmapped_summary
from paracert.certify.pairs import StatementError, read_pairs_file, validated
from paracert.certify.service import CertificationService, NotAProposition
from paracert.errors import (
    InputError,
    Tally,
    UsageError,
    positive_float,
    positive_int,
    text_lines,
    utf8_argument,
    writable_dir,
    writable_file,
)
from paracert.lean import BatchStats, LeanRunner
from paracert.lean.cli.config_commands import add_backend_option, config_from_args
from paracert.lean.launch.launchers import LauncherError
from paracert.lean.progress import item_progress
from paracert.statements.pairs import Pair
from paracert.statements.schema import Verdict
from paracert.statements.verdicts import ErrorKind, PairVerdict, format_counterexample

RESUME_HELP = ("continue a stopped run from its --out: verdicts are written as pairs settle, pairs already "
               "there are skipped (each line checked again: its digest recomputed, a certified/refuted line "
               "backed by its certificate, else its pair is settled again), and a last line cut off by the stop "
               "is dropped; without --resume an --out that holds verdicts is an error")
HEARTBEATS_HELP = "Lean's maxHeartbeats per item (default 200000, or the config's heartbeats)"
LEAN_HELP = ("which Lean: wasm (the embedded Lean under Node), native (`lean` on PATH) or auto (native when "
             "present); default $PARACERT_LEAN, else auto")
NO_CACHE_HELP = "neither reuse nor store Lean results in the result cache (`paracert cache info`)"
ALLOW_UNREAD_HELP = ("exit 0 even when some pair was not read or not decided (invalid_statement, untranslatable, "
                     "or a Lean crash on it); without it such a run exits 1, the count on stderr. unknown (nothing "
                     "proved within the budget) is an outcome, never a failure")
WAIT_LOCK_HELP = ("when another paracert run is writing the same --out or --certificates, wait for it to end "
                  "(default: refuse at once, exit 2, naming its pid)")
ITEM_TIMEOUT_HELP = ("wall-clock seconds per Lean item (default 90 for this command, unless paracert.toml or "
                     "the user config sets item_timeout: `paracert config show --for COMMAND`); a timeout is "
                     "cached under its limit, so raise this to give timed-out items another chance")
PAIR_BUDGET_HELP = ("Lean seconds one pair may use over all its stages and retries (default %(default)s); a pair "
                    "past it gets no further stage and, if still open, `unknown` with reason 'time budget'")


def register(sub: argparse._SubParsersAction) -> None:
    _register_equiv(sub)
    _register_certify(sub)
    _register_check(sub)


def _register_equiv(sub: argparse._SubParsersAction) -> None:
    for name, helptext in (("equiv", "decide whether A and B mean the same (certificate / disproof / verdict)"),
                           ("refute", "try to prove the variant B wrong (with a counterexample)")):
        p = sub.add_parser(name, help=helptext)
        p.add_argument("--a", type=utf8_argument, help="canonical statement (a closed Lean proposition)")
        p.add_argument("--b", type=utf8_argument, help="variant statement")
        p.add_argument("--family", type=utf8_argument, default="custom",
                       help="family of the --a/--b pair, recorded in its verdict and digest (default %(default)s)")
        p.add_argument("--pairs", type=Path,
                       help="JSONL of pairs {a, b, family?, pair_id?, a_true?, header?, a_header?, b_header?} instead "
                            "of --a/--b (a and b: closed propositions or Mathlib-syntax theorems); one verdict per "
                            "line, under its own pair_id (a_true: true is an answer key: then ¬ B refutes)")
        p.add_argument("--header", type=utf8_argument, default=None,
                       help="Lean header of both statements when written in Mathlib syntax (`import Mathlib`, "
                            "`open …`, `namespace`/`section`/`variable`/`set_option` lines)")
        p.add_argument("--a-header", type=utf8_argument, default=None, help="header of --a (instead of --header)")
        p.add_argument("--b-header", type=utf8_argument, default=None, help="header of --b (instead of --header)")
        p.add_argument("--a-true", action="store_true",
                       help="answer key for --a/--b: A is known true, so a proof of ¬ B refutes the pair")
        p.add_argument("--out", type=Path, help="write verdicts to this JSONL as pairs settle (its directory is "
                                                "created); one that holds verdicts needs --resume")
        p.add_argument("--certificates", type=Path, help="write certificates + manifest into this directory")
        p.add_argument("--mathlib-certificates", type=Path, metavar="DIR",
                       help="also write each certified Mathlib-syntax pair's certificate as a user with Mathlib "
                            "elaborates it (import Mathlib, Mathlib's names; not run here): DIR/<pair id>.lean")
        p.add_argument("--resume", action="store_true", help=RESUME_HELP)
        p.add_argument("--allow-unread", action="store_true", help=ALLOW_UNREAD_HELP)
        p.add_argument("--wait-lock", action="store_true", help=WAIT_LOCK_HELP)
        p.add_argument("--rounds", type=positive_int, default=1,
                       help="a 2nd round retries unknown pairs with 10x heartbeats")
        p.add_argument("--heartbeats", type=positive_int, default=None, help=HEARTBEATS_HELP)
        p.add_argument("--item-timeout", type=positive_float, default=None, help=ITEM_TIMEOUT_HELP)
        p.add_argument("--pair-budget", type=positive_float, default=DEFAULT_PAIR_BUDGET_S, metavar="SECONDS",
                       help=PAIR_BUDGET_HELP)
        p.add_argument("--lean", choices=["auto", "wasm", "native"], default=None, help=LEAN_HELP)
        p.add_argument("--no-cache", action="store_true", help=NO_CACHE_HELP)
        p.add_argument("--json", action="store_true", help="a JSON list of verdict records on stdout")
        add_backend_option(p)
        p.set_defaults(func=cmd_equiv, refute_only=(name == "refute"))


def _register_certify(sub: argparse._SubParsersAction) -> None:
    cert = sub.add_parser("certify", help="certify a dataset's variant families: certificates/ + verdict table")
    cert.add_argument("dataset", help=f"{', '.join(NAMED)}, or a JSONL of pairs")
    cert.add_argument("--families", type=lambda s: [f for f in s.split(",") if f], default=None,
                      help="comma-separated families (default: all)")
    cert.add_argument("--limit-per-family", type=positive_int, default=None, metavar="N",
                      help="at most N pairs per family (default: all)")
    cert.add_argument("--out", type=Path,
                      help="verdicts JSONL (resumable: rerun with the same --out; default: a new run folder "
                           "runs/certify-<UTC timestamp>/verdicts.jsonl)")
    cert.add_argument("--resume", action="store_true", help=RESUME_HELP)
    cert.add_argument("--allow-unread", action="store_true", help=ALLOW_UNREAD_HELP)
    cert.add_argument("--wait-lock", action="store_true", help=WAIT_LOCK_HELP)
    cert.add_argument("--certificates", type=Path, default=None,
                      help="certificate directory (default: certificates/ beside --out; the committed "
                           "certificates/ is written only when named here)")
    cert.add_argument("--replace", action="store_true",
                      help="rewrite the certificate directory from these verdicts alone (old certificate files and "
                           "manifest removed first; without --resume an existing --out is started afresh too): "
                           "regenerating under new rules, e.g. "
                           "`paracert certify certificates/verdicts.jsonl --out NEW/verdicts.jsonl --certificates NEW "
                           "--replace`")
    cert.add_argument("--retry", action="append", default=[], choices=["unknown", "both_provable"],
                      help="settle again the pairs --out holds with this verdict (implies --resume; Lean results "
                           "already cached are reused, so only what timed out, crashed or never ran is new work)")
    cert.add_argument("--rounds", type=positive_int, default=1,
                      help="a 2nd round retries unknown pairs with 10x heartbeats")
    cert.add_argument("--heartbeats", type=positive_int, default=None, help=HEARTBEATS_HELP)
    cert.add_argument("--item-timeout", type=positive_float, default=None, help=ITEM_TIMEOUT_HELP)
    cert.add_argument("--pair-budget", type=positive_float, default=DEFAULT_PAIR_BUDGET_S, metavar="SECONDS",
                      help=PAIR_BUDGET_HELP)
    cert.add_argument("--lean", choices=["auto", "wasm", "native"], default=None, help=LEAN_HELP)
    cert.add_argument("--no-cache", action="store_true", help=NO_CACHE_HELP)
    cert.add_argument("--json", action="store_true", help="the verdict table as JSON")
    add_backend_option(cert)
    cert.set_defaults(func=cmd_certify, refute_only=False, a=None, b=None, pairs=None, family="custom", a_true=False)


def _register_check(sub: argparse._SubParsersAction) -> None:
    c = sub.add_parser("check", help="re-verify a certificates/ directory (exit 1 on any problem)")
    c.add_argument("directory", nargs="?", type=Path, default=Path("certificates"))
    c.add_argument("--lean", choices=["auto", "wasm", "native"], default=None, help=LEAN_HELP)
    c.add_argument("--static-only", action="store_true", help="skip Lean (hashes, grammar, forbidden constructs)")
    c.add_argument("--cache", action="store_true",
                   help="reuse cached Lean results (off by default: check elaborates every certificate afresh)")
    c.add_argument("--no-cache", action="store_true", help="the default; kept for old scripts")
    c.add_argument("--json", action="store_true", help="the check report as JSON on stdout")
    c.add_argument("--junit", type=Path, help="write a JUnit XML report here")
    add_backend_option(c)
    c.set_defaults(func=cmd_check)


def _dataset_parts(name: str) -> list[str]:
    """The sources a DATASET argument names (`examples`, `forminv:40,minif2f`, `FILE.jsonl`), as
    `load_dataset` splits them."""
    if "," in name or (":" in name and name.split(":")[0] in NAMED):
        parts = []
        for part in [p for p in name.split(",") if p]:
            source, colon, cap = part.partition(":")
            if colon and not (cap.isdigit() and int(cap) >= 1):
                raise UsageError(f"dataset {part!r}: the cap after ':' must be a number of pairs per family, "
                                 "at least 1")
            parts.append(source)
        return parts
    return [name]


def _check_dataset(name: str) -> None:
    """Every source of DATASET is a named dataset or a readable pairs file (checked before Lean)."""
    for source in _dataset_parts(name):
        if source in NAMED:
            continue
        if not Path(source).exists():
            raise UsageError(f"dataset {source!r}: neither a named dataset ({', '.join(NAMED)}) nor a file")
        read_pairs_file(Path(source), "dataset")


def _load_pairs(args: argparse.Namespace) -> list[Pair]:
    if getattr(args, "dataset", None):
        _check_dataset(args.dataset)
        try:
            pairs = load_dataset(args.dataset, args.families, args.limit_per_family)
        except FileNotFoundError as exc:
            raise InputError(f"dataset {args.dataset!r}: {exc}") from None
        except ValueError as exc:  # a source's own refusal (its message names the source)
            raise InputError(str(exc)) from None
        if args.families:
            missing = sorted(set(args.families) - {p.family for p in pairs})
            if missing:
                known = sorted({p.family for p in load_dataset(args.dataset)})
                raise UsageError(f"--families: no pairs of family {', '.join(missing)} in {args.dataset}; "
                                 f"its families: {', '.join(known)}")
        if not pairs:
            raise InputError(f"dataset {args.dataset!r}: no pairs")
        return pairs
    if args.pairs:
        if args.a is not None or args.b is not None:
            raise UsageError("--pairs FILE or --a/--b, not both")
        return read_pairs_file(args.pairs, "--pairs")
    empty = [f"--{side}" for side in ("a", "b") if getattr(args, side) is not None and not getattr(args, side).strip()]
    if empty:
        raise UsageError(f"{' and '.join(empty)} {'is' if len(empty) == 1 else 'are'} empty: give a statement "
                         "(a closed Lean proposition)")
    if not (args.a and args.b):
        missing = [f"--{side}" for side in ("a", "b") if getattr(args, side) is None]
        raise UsageError(f"{' and '.join(missing)} missing: give --a and --b, or --pairs FILE")
    return [Pair(a=args.a, b=args.b, family=args.family, a_true=True if getattr(args, "a_true", False) else None,
                 header=getattr(args, "header", None), a_header=getattr(args, "a_header", None),
                 b_header=getattr(args, "b_header", None))]


def _check_outputs(args: argparse.Namespace) -> None:
    """Create the output directories now, before any Lean work (a missing folder never costs a run)."""
    if args.out is not None:
        writable_file(args.out, "--out")
    if args.certificates is not None:
        writable_dir(args.certificates, "--certificates")
    if getattr(args, "mathlib_certificates", None) is not None:
        writable_dir(args.mathlib_certificates, "--mathlib-certificates")


def cmd_certify(args: argparse.Namespace) -> int:
    try:
        return _certify(args)
    except LauncherError as exc:
        print(f"paracert: {exc}", file=sys.stderr)
        return 1


def default_run_folder() -> Path:
    """A new folder under runs/ (never the committed certificates/): runs/certify-<UTC timestamp>."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    folder = Path("runs") / f"certify-{stamp}"
    n = 1
    while folder.exists():
        n += 1
        folder = Path("runs") / f"certify-{stamp}-{n}"
    return folder


def _certify(args: argparse.Namespace) -> int:
    if args.retry and args.out is None:
        raise UsageError("--retry needs --out: the verdicts file whose pairs to settle again")
    args.resume = args.resume or bool(args.retry)  # settling some of --out's pairs again continues that run
    if args.resume and args.out is None:
        raise UsageError("--resume needs --out: the verdicts file of the run to continue")
    args.loaded_pairs = _load_pairs(args)  # dataset and --families checked before anything else
    if args.out is None:
        args.out = default_run_folder() / "verdicts.jsonl"
        print(f"paracert certify: writing to {args.out.parent}/ (resume with --out {args.out})", file=sys.stderr)
    if args.certificates is None:
        args.certificates = args.out.parent / "certificates"
    table_only = args.json
    args.json = False
    t0 = time.monotonic()
    verdicts = _settle(args)
    if verdicts is None:
        return 2
    table = verdict_table(verdicts)
    run = run_summary(verdicts, args.runner_history, time.monotonic() - t0)
    if table_only:
        print(json.dumps({"families": table, "run": run}, indent=2))
    else:
        print(f"{'family':28s} {'pairs':>6s} {'certified':>9s} {'refuted':>8s} {'both_prov':>9s} {'both_ref':>8s}"
              f" {'unknown':>8s} {'median s':>9s}")
        for fam, row in table.items():
            print(f"{fam:28s} {row['pairs']:6d} {row['certified']:9d} {row['refuted']:8d} {row['both_provable']:9d}"
                  f" {row['both_refutable']:8d} {row['unknown']:8d}"
                  f" {row['median_s'] if row['median_s'] is not None else '-':>9}")
        print(f"certified by branch: {run['certified_by_branch']}")
        print(lean_line(run))
    return unread_exit(args, verdicts)



def lean_line(run: dict) -> str:
    """The summary's `Lean:` line: what ran in this run (its own timeouts and crashes) and what came
    from the cache (with the earlier timeouts reused from it), start-up and wall time."""
    return (f"Lean: {run['lean_processes']} processes, {run['lean_items']} items; this run: {run['timeouts']} timed "
            f"out, {run['crashes']} crashed, {run['crashes_retried']} retried after a Lean crash; "
            f"{run['cached_items']} cached, of which {run['cached_timeouts']} "
            f"are earlier timeouts reused under the same --item-timeout; start-up "
            f"{_seconds(run['startup_s_per_process'])} per process; wall {run['wall_s']} s, "
            f"{_seconds(run['seconds_per_pair'])} per pair")


def _seconds(value: float | None) -> str:
    """Seconds for the human summary: '-' when nothing was measured (no `None` on screen)."""
    return "-" if value is None else f"{value} s"


def run_summary(verdicts: list[PairVerdict], history: list[BatchStats], wall_s: float) -> dict:
    """What the run cost: Lean processes, items, start-up time, seconds per pair, branch counts."""
    startups = [s for st in history for s in st.startup_s]
    lifetimes = sum(s for st in history for s in st.process_s)
    branches = collections.Counter(v.tactic for v in verdicts if v.verdict == Verdict.certified)
    return {
        "pairs": len(verdicts),
        "wall_s": round(wall_s, 1),
        "seconds_per_pair": round(wall_s / len(verdicts), 3) if verdicts else None,
        "lean_processes": sum(st.processes for st in history),
        "lean_items": sum(st.items for st in history),
        "cached_items": sum(st.cached_items for st in history),
        "cached_timeouts": sum(st.cached_timeouts for st in history),
        "timeouts": sum(st.timeouts for st in history),  # this run's own, not the cached ones
        "crashes": sum(st.crashes for st in history),
        "crashes_retried": sum(st.crashes_retried for st in history),  # deaths whose item ran again
        "startup_s_per_process": round(statistics.median(startups), 1) if startups else None,
        # of all Lean process time, the part spent starting (processes may run side by side)
        "startup_share": round(sum(startups) / lifetimes, 3) if startups and lifetimes else None,
        "certified_by_branch": dict(branches.most_common()),
    }


def verdict_table(verdicts: list[PairVerdict]) -> dict[str, dict]:
    """Per family: pairs, counts per verdict, median Lean seconds of the settling item."""
    table: dict[str, dict] = {}
    for v in sorted(verdicts, key=lambda v: v.family):
        row = table.setdefault(v.family, {"pairs": 0, **{k.value: 0 for k in Verdict if k != Verdict.canonical},
                                          "_times": []})
        row["pairs"] += 1
        row[v.verdict.value] += 1
        if v.elapsed_s is not None:
            row["_times"].append(v.elapsed_s)
    total = {"pairs": len(verdicts), **{k.value: sum(r[k.value] for r in table.values())
                                        for k in Verdict if k != Verdict.canonical}, "_times": []}
    table["TOTAL"] = total
    for row in table.values():
        times = row.pop("_times")
        row["median_s"] = round(statistics.median(times), 4) if times else None
    return table


def cmd_equiv(args: argparse.Namespace) -> int:
    try:
        verdicts = _settle(args)
    except LauncherError as exc:
        print(f"paracert: {exc}", file=sys.stderr)
        return 1
    if verdicts is None:
        return 2
    if args.json:
        print(json.dumps([v.model_dump(mode="json") for v in verdicts], indent=2, ensure_ascii=False))
    else:
        for v in verdicts:
            print(_describe(v))
    unread = unread_exit(args, verdicts)
    if args.refute_only:
        return 0 if all(v.verdict == Verdict.refuted for v in verdicts) else 1
    return unread


def _settle(args: argparse.Namespace) -> list[PairVerdict] | None:
    """Certify the pairs the args name (resuming from --out); None on a usage error (reported).

    A single --a/--b pair is checked up front (a usage error); in a dataset a bad pair is named in
    its own verdict and the others go on."""
    # a UsageError / InputError names the option, file, line and field
    pairs = getattr(args, "loaded_pairs", None) or _load_pairs(args)
    args.place = _places(args, len(pairs))
    try:
        if args.a and args.b:
            pairs = [p if needs_translation(p) else validated(p) for p in pairs]
    except StatementError as exc:
        raise UsageError(str(exc)) from None
    _check_outputs(args)
    if getattr(args, "resume", False) and args.out is None:
        raise UsageError("--resume needs --out: the verdicts file of the run to continue")
    config = config_from_args(args)
    service = CertificationService(make_runner=lambda: LeanRunner(config), rounds=args.rounds,
                                   pair_budget_s=getattr(args, "pair_budget", DEFAULT_PAIR_BUDGET_S),
                                   notify=lambda line: print(line, file=sys.stderr), progress=None)
    try:  # one writer per output: the service takes the locks before any Lean work and holds them to the end
        done = service.certify(pairs, out=args.out, certificates=args.certificates,
                               resume=getattr(args, "resume", False), retry=getattr(args, "retry", []),
                               replace=getattr(args, "replace", False), one_pair=bool(args.a and args.b),
                               place=args.place, command=f"paracert {getattr(args, 'command', None) or 'certify'}",
                               wait_lock=getattr(args, "wait_lock", False))
    except NotAProposition as exc:  # one pair: a statement that is not a closed proposition is a usage error
        for line in exc.lines:
            print(f"paracert: {line}", file=sys.stderr)
        return None
    args.runner_history = service.runner.history
    summary = unmapped_summary(done.reading.unmapped)
    if summary:
        print(f"paracert: {summary}", file=sys.stderr)
    if getattr(args, "mathlib_certificates", None) is not None:  # certify.mathlib_export
        for line in export_certificates(args.mathlib_certificates, done.reading.translated, done.verdicts):
            print(f"paracert: --mathlib-certificates: {line}", file=sys.stderr)
    _report_invalid(args, done.verdicts)
    return done.verdicts


def _places(args: argparse.Namespace, n: int) -> Callable[[int], str]:
    """Where the k-th input pair was read: `FILE:LINE` of --pairs or a pairs-file dataset, else its
    position in the dataset."""
    source = args.pairs or (Path(args.dataset) if getattr(args, "dataset", None) and Path(args.dataset).is_file()
                            else None)
    lines: list[int] = []
    if source is not None:
        try:
            lines = [number for number, _ in text_lines(source, allow_empty=True)]
        except InputError:
            lines = []
    if len(lines) == n:
        return lambda k: f"{source}:{lines[k]}"
    name = getattr(args, "dataset", None) or "the input"
    return lambda k: f"{name}: pair {k + 1}"


# Verdicts that say the pair was not read or not decided (docs/cli.md, "Exit codes of a batch");
# `unknown` is an outcome (nothing proved within the budget), unless Lean crashed on the pair.
UNREAD = (Verdict.invalid_statement, Verdict.untranslatable)


def unread_counts(verdicts: list[PairVerdict]) -> dict[str, int]:
    """Per reason, the pairs that were not read or not decided: `invalid_statement`,
    `untranslatable`, and `crashed` (an `unknown` pair one of whose Lean items crashed)."""
    counts = {v.value: 0 for v in UNREAD} | {"crashed": 0}
    for v in verdicts:
        if v.verdict in UNREAD:
            counts[v.verdict.value] += 1
        elif v.verdict == Verdict.unknown and any(a.status == "crashed" for a in v.attempts):
            counts["crashed"] += 1
    return counts


def unread_exit(args: argparse.Namespace, verdicts: list[PairVerdict]) -> int:
    """1 when some pair was not read or not decided (the count on stderr), unless --allow-unread."""
    counts = unread_counts(verdicts)
    n = sum(counts.values())
    if not n:
        return 0
    why = ", ".join(f"{k} {c}" for k, c in counts.items() if c)
    allowed = getattr(args, "allow_unread", False)
    print(f"paracert {getattr(args, 'command', None) or 'certify'}: {n} of {len(verdicts)} pairs not read or not "
          f"decided ({why})" + ("; exit 0 (--allow-unread)" if allowed else "; exit 1 (--allow-unread: exit 0)"),
          file=sys.stderr)
    return 0 if allowed else 1


def _report_invalid(args: argparse.Namespace, verdicts: list[PairVerdict]) -> None:
    """Name every pair whose statement is not a closed proposition on stderr (line of --pairs, or
    position in the dataset), with Lean's message: the first few of each reason, then how many more
    (`errors.Tally`: 100,000 lines refused for one reason are not 100,000 lines on stderr)."""
    lines: list[int] | None = None
    if args.pairs:  # the JSONL's non-blank lines, in the order read_pairs_file read them (streamed)
        try:
            lines = [n for n, _ in text_lines(args.pairs, allow_empty=True)]
        except InputError:
            lines = None
    refused = Tally(lambda message: print(f"paracert: {message}", file=sys.stderr))
    for k, v in enumerate(verdicts):
        if v.verdict != Verdict.invalid_statement:
            continue
        where = f"{args.pairs}:{lines[k]}" if lines is not None and k < len(lines) else v.pair_id or f"pair {k + 1}"
        named = f" ({v.pair_id})" if v.pair_id and v.pair_id != where else ""
        refused.add(v.note or "", f"{where}{named}: invalid statement: {v.note}")
    refused.close("pairs")


# what a refutation's certificate proves, for the human output
_PROVES = {"not_iff": "¬ (A ↔ B)", "not_b_answer_key": "¬ B (A true by the answer key)", "not_b": "¬ B"}
_SCRIPT_SHOWN = 100  # characters of a disproof script on screen (--json and the certificate hold all of it)


def _describe(v: PairVerdict) -> str:
    line = f"{v.verdict.value:<14} {v.pair_id or v.family}: {v.a}  vs  {v.b}"
    if v.tactic and v.verdict == Verdict.refuted:  # the tactic is the disproof's script, not a branch name
        script = v.tactic.removeprefix("by ").strip()
        shown = script if len(script) <= _SCRIPT_SHOWN else script[:_SCRIPT_SHOWN] + "…"
        kind = str(v.statement_kind or "")  # a StrEnum
        line += f"\n  proves {_PROVES.get(kind, kind or 'the disproof')} by: {shown}"
    elif v.tactic:
        line += f"\n  by {v.tactic}" + (f" using {', '.join(v.rules_used)}" if v.rules_used else "")
    if v.counterexample:
        line += f"\n  counterexample: {format_counterexample(v.counterexample)}"
    if v.error_kind and v.error_kind != ErrorKind.other:  # `other`: no kind shown by the comparison, none printed
        line += f"\n  error kind: {v.error_kind}"
    if v.note:
        line += f"\n  note: {v.note}"
    return line


def cmd_check(args: argparse.Namespace) -> int:
    if not args.directory.exists():
        raise InputError(f"{args.directory}: no such directory")
    if not args.directory.is_dir():
        raise InputError(f"{args.directory}: not a directory (check takes a certificate directory)")
    if args.junit is not None:
        writable_file(args.junit, "--junit")
    runner = None
    if not args.static_only:
        try:
            runner = LeanRunner(config_from_args(args, "check"))
        except LauncherError as exc:
            print(f"paracert: {exc}", file=sys.stderr)
            return 1
    with item_progress(f"checking {args.directory}") as progress:
        report = check_directory(args.directory, runner, progress=progress)
    if args.junit:
        write_junit(report, args.junit)
    if args.json:
        print(json.dumps(report.model_dump(mode="json"), indent=2, ensure_ascii=False))
    else:
        for p in report.problems:
            print(f"FAIL {p.certificate} [{p.check}] {p.detail}")
        print(f"{report.verified}/{report.certificates} certificates verified, {len(report.problems)} problems"
              + ("" if runner else " (static checks only)"))
    return 0 if report.ok else 1


def write_junit(report: CheckReport, path: Path) -> None:
    suite = ET.Element("testsuite", name="paracert-check", tests=str(report.certificates),
                       failures=str(len({p.certificate for p in report.problems})))
    failing: dict[str, list[str]] = {}
    for p in report.problems:
        failing.setdefault(p.certificate, []).append(f"[{p.check}] {p.detail}")
    names = sorted(set(report.axiom_source) | set(failing))
    for name in names:
        case = ET.SubElement(suite, "testcase", classname="certificates", name=name)
        if name in failing:
            ET.SubElement(case, "failure", message=failing[name][0]).text = "\n".join(failing[name])
    path.write_text(ET.tostring(suite, encoding="unicode"), encoding="utf-8")

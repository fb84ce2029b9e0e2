"""How many published statements paracert reads, as their distributions publish them: the five
statement files in ../shared/data/ (miniF2F and ProofNet as their Lean 4 ports and as the provers
distribute them, PutnamBench's whole problem files) through the Mathlib-syntax input
(`certify.mathlib_input.prepare_pairs`), with the real Lean session. No header is rewritten and no
statement filtered out.

Each statement is read as a pair with itself (its own header), so both sides go through the whole
path: header and declaration checks, the vocabulary module, elaboration, abstraction, the printed
text's round trip and the pointwise check of the pair under its shared signature. A PutnamBench
file (`file_text`) is split as Lean's parser splits it: the theorem is its last `theorem`/`lemma`
command (with the doc comment and modifiers Lean reads as part of it); everything before it (imports,
`open` lines, answer holes `abbrev putnam_…_solution : T := sorry`) is the header.

    python3 benchmarks/bench_mathlib_input.py [--source NAME] [--limit N] [--no-cache] [--json] [--show N]

Per source (`--json`: one object keyed by source):
  statements, read (both sides translated), read_fraction, pointwise_ok (read and the pair's
  pointwise check passed, or nothing to check), verdicts (the verdicts settled before certification:
  untranslatable / invalid_statement / unknown), top_unmapped (the name, notation or instance Lean
  said is missing, from the `untranslatable` notes), top_not_read (the notes of `untranslatable`
  verdicts that name no missing name, grouped by stage and the message's first words),
  top_invalid (the `invalid_statement` reasons, the pair's label and line numbers dropped, e.g.
  "header: `import Aesop`: only imports of Mathlib are understood"), lean (Lean items run, cached,
  timeouts, crashes: items whose session died under them; crashes_retried: deaths whose item was
  retried in a fresh session), crashed_items / timeout_items (their pair ids), wall_s and
  items_per_s (statements per second of wall time, Lean start-up included).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from collections import Counter
from pathlib import Path

from paracert.certify.mathlib_input import prepare_pairs
from paracert.lean.config import LeanConfig
from paracert.lean.runner import LeanRunner
from paracert.lean.text.lexer import DOC_COMMENT, KEYWORD, tokenize
from paracert.paths import project_root
from paracert.statements.pairs import Pair
from paracert.statements.schema import Verdict

# name -> (file under ../shared/data, field of the statement)
SOURCES = {
    "minif2f": "minif2f/minif2f_lean4.jsonl",
    "minif2f-deepseek": "minif2f/minif2f_deepseek.jsonl",
    "proofnet": "proofnet/proofnet_lean4.jsonl",
    "proofnet-deepseek": "proofnet/proofnet_deepseek.jsonl",
    "putnambench": "putnambench/putnambench_lean4.jsonl",
}
DECLARATIONS = ("theorem", "lemma")
MODIFIERS = ("private", "protected", "noncomputable", "nonrec")


def data_dir() -> Path:
    root = project_root() or Path.cwd()
    return Path(os.environ.get("PARACERT_SHARED_DATA", root.parent / "shared" / "data"))


def split_problem_file(text: str) -> tuple[str, str]:
    """(header, theorem) of a whole problem file, on Lean's tokens: the theorem command starts at its
    doc comment, attributes or modifiers (Lean's `declModifiers`) before the last `theorem`/`lemma`
    keyword; the header is everything before it, as written. ValueError without a theorem."""
    lexed = tokenize(text, "mathlib")
    toks = lexed.tokens
    keys = [k for k, t in enumerate(toks) if t.kind == KEYWORD and t.text in DECLARATIONS]
    if not keys:
        raise ValueError("no theorem or lemma command")
    k = keys[-1]
    start = toks[k].start
    j = k - 1
    while j >= 0 and toks[j].text in MODIFIERS:  # `noncomputable theorem`, `private lemma`
        start, j = toks[j].start, j - 1
    if j >= 0 and toks[j].text == "]":  # an attribute `@[simp]` right before
        depth = 0
        for m in range(j, -1, -1):
            depth += (toks[m].text == "]") - (toks[m].text in ("[", "@["))
            if depth == 0:
                if toks[m].text == "@[":
                    start, j = toks[m].start, m - 1
                break
    previous_end = toks[j].end if j >= 0 else 0
    docs = [c for c in lexed.trivia if c.kind == DOC_COMMENT and previous_end <= c.start and c.end <= start]
    if docs:
        start = docs[-1].start
    return text[:start].rstrip() + "\n", text[start:]


def load(source: str, limit: int | None) -> list[Pair]:
    pairs = []
    path = data_dir() / SOURCES[source]
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        if "file_text" in row:
            header, stmt = split_problem_file(row["file_text"])
        else:
            header, stmt = row.get("header") or "", row["formal_statement"]
        pairs.append(Pair(a=stmt, b=stmt, header=header, family=source, pair_id=row["name"]))
        if limit and len(pairs) >= limit:
            break
    return pairs


_LABEL_LINE = re.compile(r"^line \d+: ")


def invalid_reason(note: str, pair_id: str) -> str:
    """An `invalid_statement` note without the pair's label and line number, so that notes group:
    "header: `import Aesop`: only imports of Mathlib are understood"."""
    text = note[len(pair_id) + 2:] if pair_id and note.startswith(pair_id + ": ") else note
    field, _, rest = text.partition(": ")
    rest = re.sub(r"\s+", " ", _LABEL_LINE.sub("", rest))
    return group_key(f"{field}: {rest}")


def group_key(reason: str) -> str:
    """A quoted command cut to its first words, `putnam_…_solution` names and long numbers merged:
    "header: `noncomputable abbrev putnam_…_solution …` is not allowed"."""
    reason = re.sub(r"putnam_\w+?_solution", "putnam_…_solution", reason)
    reason = re.sub(r"\d{2,}", "N", reason)  # `set_option maxHeartbeats 400000` and the like
    reason = re.sub(r"`([^`]*)`", lambda m: "`" + " ".join(m.group(1).split()[:3])
                    + (" …" if len(m.group(1).split()) > 3 else "") + "`", reason)
    return reason[:120]


_STAGE = re.compile(r"\((?:A|B), ([^:]+): (.*)\)$", re.S)


def not_read_reason(note: str) -> str:
    """The stage and first words of an `untranslatable` note that names no missing name."""
    m = _STAGE.search(note)
    if not m:
        return note[:100]
    message = re.sub(r"\s+", " ", m.group(2)).strip()
    return f"{m.group(1)}: {message[:90]}"


def measure(source: str, runner: LeanRunner, limit: int | None, show: int) -> dict:
    pairs = load(source, limit)
    runs_before = len(runner.history)
    t0 = time.monotonic()
    prepared = prepare_pairs(pairs, runner)
    wall = time.monotonic() - t0
    stats = runner.history[runs_before:]
    read = len(prepared.translated)
    settled = prepared.settled
    verdicts = Counter(v.verdict.value for v in settled.values())
    untranslatable = [v for v in settled.values() if v.verdict == Verdict.untranslatable]
    not_read = Counter(not_read_reason(v.note or "") for v in untranslatable
                       if not (v.note or "").startswith("unmapped: "))
    invalid = Counter(invalid_reason(v.note or "", v.pair_id or "") for v in settled.values()
                      if v.verdict == Verdict.invalid_statement)
    failed_checks = sum(1 for k in prepared.translated if k in settled)
    crashed = [v.pair_id for v in untranslatable if ", crashed: " in (v.note or "")]
    timed_out = [v.pair_id for v in untranslatable if ", timeout: " in (v.note or "")]
    report = {
        "file": SOURCES[source], "statements": len(pairs), "read": read,
        "read_fraction": round(read / len(pairs), 4) if pairs else 0.0,
        "pointwise_ok": read - failed_checks,
        "verdicts": dict(verdicts),
        "top_unmapped": prepared.unmapped.most_common(25),
        "top_not_read": not_read.most_common(10),
        "top_invalid": invalid.most_common(30),
        "lean": {"items": sum(s.items for s in stats), "cached": sum(s.cached_items for s in stats),
                 "timeouts": sum(s.timeouts for s in stats), "crashes": sum(s.crashes for s in stats),
                 "crashes_retried": sum(s.crashes_retried for s in stats),
                 "processes": sum(s.processes for s in stats)},
        "crashed_items": crashed, "timeout_items": timed_out,
        "wall_s": round(wall, 1), "items_per_s": round(len(pairs) / wall, 2) if wall else None,
    }
    if show:
        report["examples"] = [{"id": v.pair_id, "verdict": v.verdict.value, "note": v.note}
                              for v in list(settled.values())[:show]]
    return report


def print_text(report: dict) -> None:
    for source, r in report.items():
        if source == "_run":
            continue
        lean = r["lean"]
        print(f"{source} ({r['file']}): {r['read']}/{r['statements']} read ({100 * r['read_fraction']:.1f} %), "
              f"{r['pointwise_ok']} pass the pointwise check; {r['wall_s']} s, {r['items_per_s']} statements/s; "
              f"Lean: {lean['items']} items ({lean['cached']} cached), {lean['timeouts']} timeouts, "
              f"{lean['crashes']} crashes, {lean['crashes_retried']} retried after a session died")
        print(f"  verdicts before certification: {r['verdicts']}")
        print("  top unmapped: " + ", ".join(f"{n} ×{c}" for n, c in r["top_unmapped"]))
        for title, key in (("not read", "top_not_read"), ("invalid_statement", "top_invalid")):
            if r[key]:
                print(f"  {title}:")
                for reason, c in r[key]:
                    print(f"    ×{c} {reason}")
        for what in ("crashed_items", "timeout_items"):
            if r[what]:
                print(f"  {what.replace('_', ' ')}: {', '.join(r[what])}")
        for ex in r.get("examples", []):
            print(f"  - {ex['id']} [{ex['verdict']}]: {(ex['note'] or '')[:300]}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--source", action="append", choices=sorted(SOURCES),
                    help="run this file only (repeatable; default: all five)")
    ap.add_argument("--limit", type=int, default=None, help="statements per source")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--no-cache", action="store_true", help="run every item in Lean (timing and crashes are real)")
    ap.add_argument("--show", type=int, default=0, help="print N settled statements per source with their notes")
    args = ap.parse_args(argv)
    overrides: dict = {"daemon": False}
    if args.no_cache:
        overrides["cache"] = False
    config = LeanConfig.load(overrides, command="equiv")
    runner = LeanRunner(config)
    report: dict = {}
    t0 = time.monotonic()
    try:
        for source in args.source or list(SOURCES):
            report[source] = measure(source, runner, args.limit, args.show)
    finally:
        runner.close()
    report["_run"] = {"wall_s": round(time.monotonic() - t0, 1), "cache": config.cache,
                      "pool_size": config.pool_size, "item_timeout_s": config.item_timeout,
                      "lean_version": runner.lean_version}
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        print_text(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())

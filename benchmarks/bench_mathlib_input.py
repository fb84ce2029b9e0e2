"""How many benchmark statements paracert reads: miniF2F and ProofNet (Lean 4 + Mathlib) through the
Mathlib-syntax input (`certify.mathlib_input`), with the real Lean session.

Each statement is read as a pair with itself (its own header), so both sides go through the whole
path: header and declaration checks, the vocabulary module, elaboration, abstraction and the
printed text's round trip. Prints, per source, the fraction translated and the most frequent
unmapped names (what the vocabulary table, data/mathlib/vocabulary.json, should gain next).

    python3 benchmarks/bench_mathlib_input.py [--limit N] [--json]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

from paracert.certify.mathlib_input import prepare_pairs
from paracert.lean.config import LeanConfig
from paracert.lean.runner import LeanRunner
from paracert.paths import project_root
from paracert.statements.pairs import Pair
from paracert.statements.schema import Verdict

SOURCES = {
    "minif2f": "shared/data/minif2f/minif2f_lean4.jsonl",
    "proofnet": "shared/data/proofnet/proofnet_lean4.jsonl",
}


def load(source: str, limit: int | None) -> list[Pair]:
    root = project_root() or Path.cwd()
    path = root.parent / SOURCES[source]
    pairs = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        stmt = row["formal_statement"]
        pairs.append(Pair(a=stmt, b=stmt, header=row.get("header") or "", family=source, pair_id=row["name"]))
        if limit and len(pairs) >= limit:
            break
    return pairs


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--limit", type=int, default=None, help="statements per source")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--no-cache", action="store_true")
    ap.add_argument("--show", type=int, default=0, help="print N untranslated statements per source")
    args = ap.parse_args(argv)
    config = LeanConfig.load({"cache": False} if args.no_cache else {}, command="equiv")
    runner = LeanRunner(config)
    report: dict = {}
    try:
        for source in SOURCES:
            pairs = load(source, args.limit)
            t0 = time.monotonic()
            prepared = prepare_pairs(pairs, runner)
            wall = time.monotonic() - t0
            ok = len(prepared.translated)
            refused = Counter(v.verdict.value for v in prepared.settled.values())
            stages = Counter(v.note.split("(", 1)[1].split(":")[0].split(", ")[-1]
                             for v in prepared.settled.values()
                             if v.verdict == Verdict.untranslatable and v.note and "(" in v.note)
            report[source] = {"statements": len(pairs), "translated": ok, "fraction": round(ok / len(pairs), 3),
                              "verdicts": dict(refused), "stages": dict(stages),
                              "top_unmapped": prepared.unmapped.most_common(25), "wall_s": round(wall, 1)}
            if args.show:
                shown = [v for v in prepared.settled.values()][: args.show]
                report[source]["examples"] = [{"id": v.pair_id, "note": v.note} for v in shown]
    finally:
        runner.close()
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
        return 0
    for source, r in report.items():
        print(f"{source}: {r['translated']}/{r['statements']} translated ({100 * r['fraction']:.1f} %), "
              f"{r['wall_s']} s; not translated: {r['verdicts']}; stages: {r['stages']}")
        print("  top unmapped: " + ", ".join(f"{n} ×{c}" for n, c in r["top_unmapped"]))
        for ex in r.get("examples", []):
            print(f"  - {ex['id']}: {ex['note'][:300]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

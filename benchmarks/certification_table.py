"""Verdict tables of a certification run, per substrate and family, as markdown (or --json).

  python benchmarks/certification_table.py [certificates/verdicts.jsonl] [--json]

Substrates are told apart by pair id (as `paracert certify` names them): `false_*` FALSE controls,
`thm_*:family:rule` T1 variants of the core FormInv theorems, other `name:family:rule` T1 variants
of miniF2F statements, other `thm_*` FormInv paraphrases, the rest hand-written examples. For the
paraphrases the curated faithfulness judgement of data/substrate/forminv_paraphrases.jsonl is set
against Lean's verdict.
"""

from __future__ import annotations

import argparse
import collections
import json
import statistics
from pathlib import Path

from paracert.data.substrate import substrate_dir
from paracert.statements.verdicts import PairVerdict

VERDICTS = ("certified", "refuted", "both_provable", "unknown")


def substrate_of(pair_id: str) -> str:
    if pair_id.startswith("false_"):
        return "false_controls"
    if ":" in pair_id:
        return "forminv_t1" if pair_id.startswith("thm_") else "minif2f_t1"
    return "forminv_paraphrases" if pair_id.startswith("thm_") else "examples"


def tables(verdicts: list[PairVerdict]) -> dict:
    rows: dict[tuple[str, str], collections.Counter] = collections.defaultdict(collections.Counter)
    times: dict[tuple[str, str], list[float]] = collections.defaultdict(list)
    for v in verdicts:
        key = (substrate_of(v.pair_id or ""), v.family)
        rows[key][v.verdict.value] += 1
        if v.elapsed_s is not None:
            times[key].append(v.elapsed_s)
    out: dict = {}
    for (sub, fam), counts in sorted(rows.items()):
        t = times[(sub, fam)]
        out.setdefault(sub, {})[fam] = {
            "pairs": sum(counts.values()), **{k: counts[k] for k in VERDICTS},
            "median_s": round(statistics.median(t), 3) if t else None,
        }
    return out


def faithfulness(verdicts: list[PairVerdict]) -> dict:
    """Curated judgement (faithful to the canonical or not) against Lean's verdict."""
    path = substrate_dir() / "forminv_paraphrases.jsonl"
    judged = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            r = json.loads(line)
            judged[r["item_id"]] = r.get("faithful_to_canonical")
    grid: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    for v in verdicts:
        if v.pair_id in judged:
            grid[str(judged[v.pair_id])][v.verdict.value] += 1
    return {k: dict(c) for k, c in sorted(grid.items())}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("verdicts", nargs="?", type=Path, default=Path("certificates/verdicts.jsonl"))
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    latest: dict[str, PairVerdict] = {}
    for line in args.verdicts.read_text(encoding="utf-8").splitlines():
        if line.strip():
            v = PairVerdict.model_validate_json(line)
            latest[v.digest] = v
    verdicts = list(latest.values())
    result = {"tables": tables(verdicts), "faithfulness_vs_verdict": faithfulness(verdicts)}
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    total = collections.Counter()
    for sub, fams in result["tables"].items():
        print(f"\n### {sub}\n\n| family | pairs | " + " | ".join(VERDICTS) + " | median s |")
        print("|---|---:|" + "---:|" * len(VERDICTS) + "---:|")
        for fam, row in fams.items():
            total.update({k: row[k] for k in ("pairs", *VERDICTS)})
            print(f"| {fam} | {row['pairs']} | " + " | ".join(str(row[k]) for k in VERDICTS)
                  + f" | {row['median_s'] if row['median_s'] is not None else '-'} |")
    print(f"\nall substrates: {dict(total)}")
    print("\nFormInv paraphrases, curated judgement (faithful_to_canonical) vs Lean verdict:")
    for judged, counts in result["faithfulness_vs_verdict"].items():
        print(f"  faithful={judged}: {counts}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Report time against the number of families: it must stay about linear.

  python benchmarks/bench_report.py [--families 1000,10000] [--theorems 5] [--models 3] [--bootstrap 200]

Builds a synthetic run (every theorem has a canonical form and one certified form per family;
each model answers each item right with a fixed, seeded probability), then times `build_report`
(all figures and statistics) and `write_outputs` (plots, report.md/html/json). Prints one JSON line
per size, then `ratio`: time per family at the largest size over time per family at the smallest
(about 1 for linear cost; 10 would be quadratic over a 10x step).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path

from paracert.llm.rundir import RunMeta, load_run, write_run
from paracert.report.compute import build_report
from paracert.report.render import write_outputs
from paracert.statements.responses import Response
from paracert.statements.schema import Variant, Verdict


def synthetic_run(folder: Path, n_families: int, n_theorems: int, n_models: int, seed: int = 0) -> Path:
    rng = random.Random(seed)
    items: list[Variant] = []
    responses: list[Response] = []
    models = [f"model-{m}" for m in range(n_models)]
    skill = {m: 0.6 + 0.3 * i / max(1, n_models - 1) for i, m in enumerate(models)}
    for t in range(n_theorems):
        tid = f"thm{t:03d}"
        for fam in ["canonical", *(f"fam{f:05d}" for f in range(n_families))]:
            vid = f"{tid}_{fam}"
            items.append(
                Variant(
                    variant_id=vid,
                    theorem_id=tid,
                    family=fam,
                    nl=f"statement {vid}",
                    ground_truth=True,
                    verdict=Verdict.canonical if fam == "canonical" else Verdict.certified,
                )
            )
            for m in models:
                said = rng.random() < skill[m]
                responses.append(
                    Response(model=m, provider="scripted:bench", item_id=vid, theorem_id=tid, family=fam,
                             ground_truth=True, parsed=said, correct=said, raw="TRUE" if said else "FALSE")
                )  # fmt: skip
    meta = RunMeta(dataset=f"synthetic-{n_families}", n_items=len(items), models=models,
                   providers=["scripted:bench"], answer_source="scripted", live_api_called=False)  # fmt: skip
    return write_run(folder, items, responses, meta)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--families", default="1000,10000")
    ap.add_argument("--theorems", type=int, default=5)
    ap.add_argument("--models", type=int, default=3)
    ap.add_argument("--bootstrap", type=int, default=200)
    args = ap.parse_args()
    sizes = [int(x) for x in args.families.split(",")]
    per_family = {}
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            run_dir = synthetic_run(Path(tmp) / f"run{n}", n, args.theorems, args.models)
            t0 = time.perf_counter()
            run = load_run(run_dir)
            t1 = time.perf_counter()
            rep = build_report(run, n_resamples=args.bootstrap)
            t2 = time.perf_counter()
            paths = write_outputs(rep, run_dir)
            t3 = time.perf_counter()
            total = t3 - t0
            per_family[n] = total / n
            print(json.dumps({
                "families": n, "items": len(run.items), "responses": len(run.responses),
                "load_s": round(t1 - t0, 2), "build_report_s": round(t2 - t1, 2), "write_outputs_s": round(t3 - t2, 2),
                "total_s": round(total, 2), "ms_per_family": round(1000 * total / n, 3),
                "report_json_mb": round(paths["report.json"].stat().st_size / 1e6, 2),
            }), flush=True)  # fmt: skip
    lo, hi = min(sizes), max(sizes)
    if lo != hi:
        meaning = "time per family, largest over smallest: ~1 linear, ~size ratio quadratic"
        print(json.dumps({"ratio": round(per_family[hi] / per_family[lo], 3), "of": f"{hi} vs {lo} families",
                          "meaning": meaning}))  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())

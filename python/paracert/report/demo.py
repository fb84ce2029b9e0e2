"""`paracert demo`: the whole flow offline, with the embedded Lean and real recorded answers.

1. certify the substrate's pairs in one Lean batch (FALSE controls: canonical vs each phrasing;
   FormInv: canonical theorem vs each paraphrase), writing verdicts and certificates;
2. answer the FALSE-control items by replaying the 8 models' real recorded answers;
3. measure on certified pairs only and write the report.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from paracert.certify.engine import certify_pairs
from paracert.certify.store import write_certificates
from paracert.data.recorded import FALSE_CONTROLS
from paracert.data.substrate import false_control_pairs, forminv_pairs
from paracert.evaluation.evaluate import ALL_MODELS, ProviderOptions, make_providers, run_eval
from paracert.evaluation.inputs import load_items, merge_verdicts
from paracert.lean import LeanRunner
from paracert.statements.verdicts import PairVerdict

log = logging.getLogger(__name__)


def certify_substrate(out: Path, runner: LeanRunner, progress=None) -> list[PairVerdict]:
    pairs = false_control_pairs() + forminv_pairs()
    log.info("certifying %d substrate pairs in one Lean batch", len(pairs))
    verdicts = certify_pairs(pairs, runner, progress=progress)
    out.mkdir(parents=True, exist_ok=True)
    with (out / "verdicts.jsonl").open("w", encoding="utf-8") as fh:
        for v in verdicts:
            fh.write(v.model_dump_json() + "\n")
    write_certificates(verdicts, out / "certificates", profile=runner.profile.name)
    return verdicts


def run_demo(out: Path, runner: LeanRunner, progress=None) -> Path:
    verdicts = certify_substrate(out, runner, progress)
    verdict_map = {v.pair_id: v.verdict.value for v in verdicts if v.pair_id}
    (out / "verdict_map.json").write_text(json.dumps(verdict_map, indent=2), encoding="utf-8")
    items, path = load_items(FALSE_CONTROLS_DATASET)
    items, _ = merge_verdicts(items, {k: v for k, v in verdict_map.items() if k.startswith("false_")})
    providers = make_providers(ProviderOptions(kind="replay", models=[ALL_MODELS], replay_file=str(FALSE_CONTROLS)))
    run_dir = out / "run"
    run_eval(items, providers, run_dir, dataset="false_controls_pilot", dataset_path=str(path),
             replay_file=str(FALSE_CONTROLS), verdicts_file=str(out / "verdict_map.json"),
             verdict_note="paracert demo certified the substrate in this run", verdict_provenance="this_run")
    return run_dir


FALSE_CONTROLS_DATASET = "false_controls_pilot"

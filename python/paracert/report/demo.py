"""`paracert demo`: the whole flow offline, with the embedded Lean and real recorded answers.

1. certify the substrate's pairs through the certification service, in one Lean batch (FALSE
   controls: canonical vs each phrasing; FormInv: canonical theorem vs each paraphrase), writing
   verdicts and certificates as pairs settle (locked, atomic; OUT/verdicts.jsonl and
   OUT/certificates/ are rewritten by each run);
2. answer the FALSE-control items by replaying the 8 models' real recorded answers;
3. measure on certified pairs only and write the report.

Every file it reads ships in the checkout (`data/substrate/`, `data/forminv/`); `demo_inputs` reads
and checks them all before Lean starts, so a missing or damaged file is a usage error, not a failure
after the certification.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from pathlib import Path

from paracert.certify.service import CertificationService
from paracert.data.recorded import FALSE_CONTROLS
from paracert.data.substrate import false_control_pairs, forminv_pairs
from paracert.errors import InputError
from paracert.evaluation.evaluate import ALL_MODELS, ProviderOptions, make_providers, run_eval
from paracert.evaluation.inputs import load_items, merge_verdicts
from paracert.llm.providers import Provider
from paracert.statements.pairs import Pair
from paracert.statements.schema import Variant
from paracert.statements.verdicts import PairVerdict

log = logging.getLogger(__name__)


FALSE_CONTROLS_DATASET = "false_controls_pilot"


@dataclass
class DemoInputs:
    """What the demo reads: the substrate's pairs, the FALSE-control items and the replayed models."""

    pairs: list[Pair]
    items: list[Variant]
    items_path: Path
    providers: list[Provider]


def demo_inputs() -> DemoInputs:
    """Read and check every input of the demo, without Lean; InputError naming the file otherwise."""
    try:
        pairs = false_control_pairs() + forminv_pairs()
    except (OSError, ValueError, KeyError) as exc:
        raise InputError(f"the demo's substrate (data/substrate/): {exc}") from None
    items, path = load_items(FALSE_CONTROLS_DATASET)
    providers = make_providers(ProviderOptions(kind="replay", models=[ALL_MODELS], replay_file=str(FALSE_CONTROLS)))
    return DemoInputs(pairs=pairs, items=items, items_path=path, providers=providers)


def certify_substrate(out: Path, service: CertificationService, pairs: list[Pair] | None = None
                      ) -> list[PairVerdict]:
    pairs = pairs if pairs is not None else false_control_pairs() + forminv_pairs()
    log.info("certifying %d substrate pairs in one Lean batch", len(pairs))
    out.mkdir(parents=True, exist_ok=True)
    return service.certify(pairs, out=out / "verdicts.jsonl", certificates=out / "certificates", replace=True,
                           command="paracert demo").verdicts


def run_demo(out: Path, service: CertificationService, inputs: DemoInputs | None = None) -> Path:
    inputs = inputs if inputs is not None else demo_inputs()
    verdicts = certify_substrate(out, service, inputs.pairs)
    verdict_map = {v.pair_id: v.verdict.value for v in verdicts if v.pair_id}
    (out / "verdict_map.json").write_text(json.dumps(verdict_map, indent=2), encoding="utf-8")
    items, _ = merge_verdicts(inputs.items, {k: v for k, v in verdict_map.items() if k.startswith("false_")})
    run_dir = out / "run"
    run_eval(items, inputs.providers, run_dir, dataset="false_controls_pilot", dataset_path=str(inputs.items_path),
             replay_file=str(FALSE_CONTROLS), verdicts_file=str(out / "verdict_map.json"),
             verdict_note="paracert demo certified the substrate in this run", verdict_provenance="this_run")
    return run_dir

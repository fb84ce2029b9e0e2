"""JSON schemas of paracert's wire and file formats, generated from their pydantic models.

`python3 -m paracert.schemas --write` writes one `docs/schemas/<name>.schema.json` per format;
`--check` (what tests/test_schemas.py does) names every committed schema that differs from its
model, is missing, or belongs to no format, and exits 1. The models are the source: edit a model,
then regenerate.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from pydantic import BaseModel

from paracert.certify.check import CheckReport
from paracert.certify.store import Manifest
from paracert.lean.items import ItemResult, LeanItem
from paracert.lean.launch.profile import LeanProfile
from paracert.lean.protocol import (
    DaemonReply,
    RunRequest,
    SessionAnswer,
    SessionRequest,
    SessionSetup,
    StatusRequest,
    StopRequest,
)
from paracert.llm.rundir import RunMeta
from paracert.report.compute import Report
from paracert.robustness.records import (
    CompileRecord,
    EquivalenceRecord,
    Formalization,
    NLStatement,
    PairOutcome,
    Perturbation,
    RobustnessRunMeta,
)
from paracert.robustness.report import RobustnessReport
from paracert.statements.pairs import Pair
from paracert.statements.responses import Response
from paracert.statements.schema import Variant
from paracert.statements.verdicts import PairVerdict

REGENERATE = "python3 -m paracert.schemas --write"

# file stem -> the model of that format (where it is written / read)
FORMATS: dict[str, type[BaseModel]] = {
    # certification: `--pairs` input, verdicts.jsonl, certificates/manifest.json, `paracert check --json`
    "pair": Pair,
    "verdict": PairVerdict,
    "manifest": Manifest,
    "check-report": CheckReport,
    # the Lean backend: items in, results out (cache, daemon), the profile file handed to a daemon
    "lean-item": LeanItem,
    "item-result": ItemResult,
    "lean-profile": LeanProfile,
    # the Lean session protocol (lean/session/Session.lean)
    "session-setup": SessionSetup,
    "session-request": SessionRequest,
    "session-answer": SessionAnswer,
    # the daemon protocol (paracert serve)
    "daemon-run-request": RunRequest,
    "daemon-status-request": StatusRequest,
    "daemon-stop-request": StopRequest,
    "daemon-reply": DaemonReply,
    # evaluation runs: items.jsonl, responses.jsonl, run.json, report.json
    "variant": Variant,
    "response": Response,
    "run": RunMeta,
    "report": Report,
    # autoformalization-robustness runs
    "nl-statement": NLStatement,
    "perturbation": Perturbation,
    "formalization": Formalization,
    "compile-record": CompileRecord,
    "equivalence-record": EquivalenceRecord,
    "pair-outcome": PairOutcome,
    "robustness-run": RobustnessRunMeta,
    "robustness-report": RobustnessReport,
}


def default_dir() -> Path:
    """docs/schemas of the checkout this package runs from."""
    return Path(__file__).resolve().parents[2] / "docs" / "schemas"


def schema_text(model: type[BaseModel]) -> str:
    return json.dumps(model.model_json_schema(), indent=2, ensure_ascii=False) + "\n"


def expected() -> dict[str, str]:
    """File name -> the schema text its model generates."""
    return {f"{stem}.schema.json": schema_text(model) for stem, model in FORMATS.items()}


def stale(directory: Path) -> list[str]:
    """One line per schema file in `directory` that is out of date, missing or of no format."""
    want = expected()
    problems = []
    for name, text in want.items():
        path = directory / name
        if not path.is_file():
            problems.append(f"{path}: missing")
        elif path.read_text(encoding="utf-8") != text:
            problems.append(f"{path}: differs from its model {FORMATS[name.removesuffix('.schema.json')].__name__}")
    for path in sorted(directory.glob("*.schema.json")):
        if path.name not in want:
            problems.append(f"{path}: no format of that name (a model was renamed or removed)")
    return problems


def write(directory: Path) -> list[Path]:
    """Write every schema (and remove schema files of no format); the files written."""
    directory.mkdir(parents=True, exist_ok=True)
    want = expected()
    for path in directory.glob("*.schema.json"):
        if path.name not in want:
            path.unlink()
    written = []
    for name, text in want.items():
        path = directory / name
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m paracert.schemas", description=__doc__.splitlines()[0])
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--write", action="store_true", help="regenerate the schema files")
    action.add_argument("--check", action="store_true", help="exit 1 naming every stale schema file")
    parser.add_argument("--dir", type=Path, default=None, help="default: docs/schemas of this checkout")
    args = parser.parse_args(argv)
    directory = args.dir or default_dir()
    if args.write:
        written = write(directory)
        print(f"{len(written)} of {len(FORMATS)} schemas rewritten in {directory}")
        return 0
    problems = stale(directory)
    for line in problems:
        print(f"{line}; regenerate with `{REGENERATE}`", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

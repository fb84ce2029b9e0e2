"""The exact Lean text paracert generates for the demo pairs (statement checks, every certificate,
refutation and portfolio candidate, and the session request line an item becomes), pinned by golden
files in tests/golden/core/, so a change of generated Lean shows in review as a diff of those files.
No Lean runs here. After a reviewed change: PARACERT_UPDATE_GOLDEN=1 python3 -m pytest tests/test_golden_lean.py"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from paracert.certify.datasets import load_dataset
from paracert.certify.engine import _candidates, default_refutations, statement_check_items
from paracert.certify.pairs import validated
from paracert.certify.parsed import CheckedPair
from paracert.lean.backends.pool import session_request
from paracert.lean.items import LeanItem
from paracert.statements.pairs import Pair

GOLDEN = Path(__file__).parent / "golden" / "core"
VERSION = "golden-lean-version"  # certificate names hash the Lean version: a fixed one keeps them stable
HEARTBEATS = 200_000
PAIRS = {p.pair_id: p for p in load_dataset("examples")}


def render(pair: Pair) -> str:
    out = [f"-- paracert golden file: the Lean generated for pair {pair.pair_id} ({pair.family})",
           f"-- A: {pair.a}", f"-- B: {pair.b}", "", "-- ## statement checks"]
    for item in statement_check_items(pair.a, "A") + statement_check_items(pair.b, "B"):
        out += [f"-- item {item.item_id} ({item.kind})", item.code, ""]
    out.append("-- ## candidates (certificate, refutations, portfolios)")
    for k, cand in enumerate(_candidates(CheckedPair.of(validated(pair)), VERSION, default_refutations)):
        kind = cand.kind.value if cand.kind is not None else "-"
        out += [f"-- candidate {k}: role {cand.role} kind {kind} tactic {cand.tactic}", cand.code, ""]
        for option in cand.options:
            out += [f"-- option of {k}: role {option.role} tactic {option.tactic}", option.code, ""]
    first = _candidates(CheckedPair.of(validated(pair)), VERSION, default_refutations)[0]
    request = session_request(LeanItem(item_id="golden", code=first.code, collect_axioms=["golden"]), HEARTBEATS)
    out += ["-- ## the session request line of candidate 0", "-- " + request.model_dump_json(exclude_none=True)]
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("pair_id", sorted(PAIRS))
def test_generated_lean_matches_golden(pair_id: str) -> None:
    text = render(PAIRS[pair_id])
    path = GOLDEN / f"{pair_id}.lean"
    if os.environ.get("PARACERT_UPDATE_GOLDEN"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} missing: PARACERT_UPDATE_GOLDEN=1 python3 -m pytest {__file__}"
    assert path.read_text(encoding="utf-8") == text, (
        f"the generated Lean of {pair_id} changed: review `git diff {path}` after "
        f"PARACERT_UPDATE_GOLDEN=1 python3 -m pytest tests/test_golden_lean.py")


def test_every_golden_file_belongs_to_a_pair() -> None:
    assert sorted(p.stem for p in GOLDEN.glob("*.lean")) == sorted(PAIRS)

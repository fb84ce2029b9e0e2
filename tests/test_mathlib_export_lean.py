"""The translations the `mathlib`-profile golden files are made from (tests/fixtures/mathlib_translations.json)
are what the real Lean session prints today: one fixture pair, over ℝ with `abs`, Lean's instance
arguments and a literal, is translated again and compared with the fixture. When this fails the
translation changed: regenerate the fixture with the real Lean (the module docstring of
tests/test_mathlib_export.py says how it was made) and review the golden files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from paracert.certify.mathlib_input import prepare_pairs
from paracert.lean import LeanRunner
from paracert.lean.config import LeanConfig
from paracert.statements.pairs import Pair

pytestmark = [pytest.mark.lean, pytest.mark.lean_translate, pytest.mark.slow]

FIXTURE = Path(__file__).parent / "fixtures" / "mathlib_translations.json"
PAIR_ID = "minif2f:amc12_2000_p5:abs_bars"


def test_the_fixture_is_what_the_session_translates(lean_required, tmp_path) -> None:
    case = next(r for r in json.loads(FIXTURE.read_text(encoding="utf-8")) if r["pair_id"] == PAIR_ID)
    pair = Pair(pair_id=PAIR_ID, a=case["input"]["a"], b=case["input"]["b"], header=case["input"]["header"])
    runner = LeanRunner(LeanConfig(cache=False, pool_size=1), work_dir=tmp_path / "w")
    prepared = prepare_pairs([pair], runner)
    assert 0 in prepared.translated, prepared.settled
    t = prepared.translated[0]
    assert {"a": t.a, "b": t.b, "symbols": [list(s) for s in t.symbols]} == case["translation"]

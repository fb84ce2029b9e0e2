"""TRUE/FALSE and numeric answer parsing, checked against hand cases and the recorded files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from paracert.data.paths import recorded_dir
from paracert.llm.parsing import parse_number, parse_verdict

RECORDED = recorded_dir()
needs_data = pytest.mark.skipif(not RECORDED.is_dir(), reason=f"shared recorded data not found at {RECORDED}")

LABEL = {"TRUE": True, "FALSE": False, None: None}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("TRUE", True),
        ("FALSE", False),
        ("true.", True),
        ("True", True),
        ("false", False),
        ("FALSE.", False),
        ("**FALSE**", False),
        ("... so it is FALSE? No, TRUE", True),
        ("**Answer: FALSE**", False),
        ("**Answer:** True", True),
        ("Final answer: false", False),
        ("Verdict - TRUE", True),
        ("\\boxed{FALSE}", False),
        ("\\boxed{\\text{TRUE}}", True),
        # an explicit answer wins over later prose
        ("Answer: FALSE\nA naive reading would say TRUE, but n = 1 fails.", False),
        # a bare verdict line wins over true/false used in the explanation
        ("FALSE\n\nThe statement is false because it is not true for n = 1.", False),
        ("TRUE\n\nNote that the converse is false.", True),
        # a trace that changes its mind: the last bare line decides
        ("TRUE\n\nWait, check n = 0: 0 is not positive.\n\nFALSE", False),
        # upper case beats prose in lower case
        ("The answer is FALSE because the converse is true.", False),
        # echoes of the instruction are not verdicts
        ("Is this TRUE or FALSE? Checking small cases, it holds. TRUE", True),
        ("TRUE/FALSE: FALSE", False),
        # words that merely contain true/false
        ("untrue", None),
        ("falsehood", None),
        ("This claim is untrue; it is a falsehood.", None),
        ("TRUEST of all", None),
        ("", None),
        (None, None),
        ("I cannot decide.", None),
        ("TRUE or FALSE", None),
    ],
)
def test_parse_verdict_cases(text: str | None, expected: bool | None) -> None:
    assert parse_verdict(text) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("so 9 x 2 = 18.\n\nFinal Answer: 18", 18.0),
        ("Final Answer: $1,250.50", 1250.5),
        ("**Final Answer:** 42", 42.0),
        ("Final Answer: -3", -3.0),
        ("Final Answer: 2\n\nWait, let me recalculate.\n\nFinal Answer: 3", 3.0),
        ("The total is \\boxed{540}.", 540.0),
        ("Total = 16 - 7 = 9 eggs, 9 x $2 = $18", None),  # no marker: no guessing
        ("... = 26 glasses\n\nFinal Answer:", None),  # cut off before the number
        ("", None),
    ],
)
def test_parse_number_cases(text: str, expected: float | None) -> None:
    assert parse_number(text) == expected


def _load(name: str) -> dict:
    return json.loads(Path(RECORDED / name).read_text(encoding="utf-8"))


@needs_data
def test_agreement_false_controls() -> None:
    """Measured: 199/200 agree. The one miss is a stored reply cut off before any verdict."""
    data = _load("false_controls_all_models.json")
    pairs = [(m, p["id"], p["raw"], LABEL[p["parsed"]]) for m, e in data["models"].items() for p in e["preds"]]
    disagreements = [(m, i) for m, i, raw, rec in pairs if parse_verdict(raw) is not rec]
    assert len(pairs) == 200
    assert 1 - len(disagreements) / len(pairs) >= 0.995
    assert disagreements == [("gemini/gemini-2.5-flash", "false_004_subset_iff_equal_order")]


@needs_data
def test_agreement_external_audit() -> None:
    """Measured: 270/270 agree, including the 30 failed calls (empty reply, parsed None)."""
    data = _load("external_audit_raw.json")
    pairs = [
        (r["response"] or "", LABEL[r["parsed"]])
        for item in data["items"].values()
        for side in ("canonical", "para_correct", "para_wrong")
        for r in item[side].values()
    ]
    assert len(pairs) == 270
    agree = sum(parse_verdict(raw) is recorded for raw, recorded in pairs)
    assert agree / len(pairs) >= 1.0


@needs_data
def test_agreement_mathcheck_numeric() -> None:
    """MathCheck answers are numbers, so `parse_number` is what is checked here.

    Measured: 599/1032 agree overall. The stored replies are cut at 500 characters and 424 of
    them end before "Final Answer"; on the 608 whose stored text reaches "Final Answer", 599
    agree: 8 are cut between "Final Answer" and the number, and one reply states "Final
    Answer: 2", recalculates and ends with "Final Answer: 3" (the recording kept 2; we take the last).
    """
    data = _load("mathcheck_129_results.json")
    records = [r for group in data.values() for side in ("canonical", "pu") for r in group[side].values()]
    assert len(records) == 1032

    def agrees(record: dict) -> bool:
        value = parse_number(record["raw"])
        return value is not None and abs(value - record["parsed_answer"]) < 1e-9

    overall = sum(map(agrees, records)) / len(records)
    visible = [r for r in records if "final answer" in r["raw"].lower()]
    on_visible = sum(map(agrees, visible)) / len(visible)
    assert len(visible) == 608
    assert overall >= 0.58
    assert on_visible >= 0.985

"""Invariance figures and response selection: hand-computed cases + the recorded FALSE controls."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from paracert.metrics.invariance import invariance_gap, invariance_report, outcome_table
from paracert.metrics.selection import select_responses, sensitivity
from paracert.statements.responses import Response

RECORDED = Path(__file__).resolve().parents[2] / "shared" / "data" / "forminv" / "recorded"


def resp(model: str, theorem: str, family: str, correct: bool | None, parsed: bool | None = True) -> Response:
    return Response(
        model=model,
        provider="test",
        item_id=f"{theorem}_{family}",
        theorem_id=theorem,
        family=family,
        ground_truth=True,
        parsed=parsed if correct is not None else None,
        correct=correct,
    )


def model_a() -> list[Response]:
    """T1: all 3 right; T2: syntactic wrong; T3: both of 2 wrong; T4: canonical only."""
    return [
        resp("A", "T1", "canonical", True),
        resp("A", "T1", "syntactic", True),
        resp("A", "T1", "quantifier", True),
        resp("A", "T2", "canonical", True),
        resp("A", "T2", "syntactic", False),
        resp("A", "T2", "quantifier", True),
        resp("A", "T3", "canonical", False),
        resp("A", "T3", "syntactic", False),
        resp("A", "T4", "canonical", True),
    ]


def test_invariance_gap_values():
    assert invariance_gap(0.0) == 0.0
    assert invariance_gap(1.0) == 0.0
    assert invariance_gap(0.5) == 0.5
    # with k <= 8 forms the smallest non-zero IG is sqrt(1/8 * 7/8) = sqrt(7)/8 = 0.3307
    assert invariance_gap(1 / 8) == pytest.approx(math.sqrt(7) / 8)
    assert min(invariance_gap(c / k) for k in range(2, 9) for c in range(1, k)) > 0.33
    with pytest.raises(ValueError):
        invariance_gap(1.5)


def test_hand_computed_model():
    rep = invariance_report(model_a())
    m = rep.models["A"]
    # accuracy: correct 3 + 2 + 0 + 1 = 6 of 3 + 3 + 2 + 1 = 9 items
    assert (m.n_correct, m.n_items) == (6, 9)
    assert m.accuracy == pytest.approx(6 / 9)
    # T4 has one form: not in SCR / IG; T1..T3 are
    assert (m.n_theorems, m.n_theorems_too_few_forms) == (3, 1)
    # SCR: only T1 consistent -> 1/3
    assert m.scr == pytest.approx(1 / 3)
    # IG: T1 0, T2 sqrt(2/3 * 1/3) = sqrt(2/9) = 0.4714, T3 (p = 0) 0
    ig2 = math.sqrt(2 / 9)
    assert m.mean_ig == pytest.approx(ig2 / 3)  # 0.1571
    assert m.rms_ig == pytest.approx(math.sqrt((2 / 9) / 3))  # sqrt(2/27) = 0.2722
    assert m.hi_ig == pytest.approx(1 / 3)  # only T2 above 0.10
    assert [(b.ig, b.count) for b in m.ig_histogram] == [(0.0, 2), (round(ig2, 6), 1)]
    assert m.max_forms == 3
    fam = m.per_family
    assert (fam["canonical"].n, fam["canonical"].n_correct) == (4, 3)
    assert fam["syntactic"].failure_rate == pytest.approx(2 / 3)  # T2, T3 wrong of T1..T3
    assert fam["quantifier"].accuracy == 1.0
    # syntactic paired with canonical on T1 (R,R), T2 (R,W), T3 (W,W):
    # both right 1/3; canonical right on T1, T2 -> broken on T2 -> 1/2
    s = fam["syntactic"]
    assert (s.n_paired, s.n_both_correct, s.n_canonical_correct, s.n_broken) == (3, 1, 2, 1)
    assert s.pair_consistency == pytest.approx(1 / 3)
    assert s.broken_rate == pytest.approx(0.5)
    q = fam["quantifier"]
    assert (q.n_paired, q.n_both_correct, q.n_broken) == (2, 2, 0)


def test_hi_ig_threshold_and_min_forms():
    rep = invariance_report(model_a(), hi_ig_threshold=0.5)
    assert rep.models["A"].hi_ig == 0.0  # 0.4714 is not > 0.5
    rep = invariance_report(model_a(), min_forms=1)
    m = rep.models["A"]
    # T4 now counts (k = 1, correct): consistent T1, T4 of 4
    assert m.n_theorems == 4 and m.scr == pytest.approx(2 / 4)


def test_unparsed_policy():
    rs = [
        resp("B", "T1", "canonical", True),
        resp("B", "T1", "syntactic", None),  # unparseable
        resp("B", "T1", "quantifier", True),
        Response(
            model="B",
            provider="t",
            item_id="T2_canonical",
            theorem_id="T2",
            family="canonical",
            ground_truth=None,
            parsed=True,
            correct=None,  # parsed but no ground truth
        ),
        resp("B", "T2", "syntactic", True),
    ]
    wrong = invariance_report(rs).models["B"]
    assert (wrong.unscored.n_unparsed, wrong.unscored.n_no_ground_truth) == (1, 1)
    assert wrong.unscored.n_counted_wrong == 2
    # T1 2/3 right, T2 1/2 right -> accuracy 3/5, SCR 0
    assert wrong.accuracy == pytest.approx(3 / 5) and wrong.scr == 0.0
    ex = invariance_report(rs, unparsed="exclude").models["B"]
    assert ex.unscored.n_excluded == 2
    # T1 2/2, T2 1/1 (too few forms) -> accuracy 3/3, SCR 1/1
    assert ex.accuracy == 1.0 and ex.scr == 1.0 and ex.n_theorems_too_few_forms == 1
    with pytest.raises(ValueError):
        invariance_report(rs, unparsed="skip")  # type: ignore[arg-type]


def test_duplicate_response_rejected():
    rs = [resp("A", "T1", "canonical", True), resp("A", "T1", "canonical", False)]
    with pytest.raises(ValueError, match="duplicate"):
        outcome_table(rs)


# ------------------------------------------------------------------------------- selection


def selection_case() -> tuple[list[Response], dict[str, str]]:
    rs = []
    for model in ("A", "B"):
        for t in ("T1", "T2"):
            rs.append(resp(model, t, "canonical", True))
            rs.append(resp(model, t, "syntactic", True))
            rs.append(resp(model, t, "quantifier", model == "A"))  # B fails every quantifier form
            rs.append(resp(model, t, "order", False))
        rs.append(resp(model, "T1", "notation", False))
    verdicts = {
        "T1_canonical": "canonical",
        "T2_canonical": "canonical",
        "T1_syntactic": "certified",
        "T2_syntactic": "certified",
        "T1_quantifier": "both_provable",
        "T2_quantifier": "certified",
        "T1_order": "refuted",
        "T2_order": "unknown",
        # T1_notation: no verdict -> unknown, counted as missing
    }
    return rs, verdicts


def test_selection_counts_exclusions_per_family():
    rs, verdicts = selection_case()
    sel = select_responses(rs, verdicts)
    rep = sel.report
    # kept per model: 2 canonical + 2 syntactic + 1 quantifier (T2) = 5 -> 10 of 18
    assert (rep.n_responses_in, rep.n_responses_kept, rep.n_responses_excluded) == (18, 10, 8)
    assert rep.kept_by_family == {"canonical": 4, "quantifier": 2, "syntactic": 4}
    assert rep.excluded_by_verdict == {"both_provable": 2, "refuted": 2, "unknown": 4}
    assert rep.excluded_by_family["quantifier"].items == {"both_provable": 1}
    assert rep.excluded_by_family["quantifier"].responses == {"both_provable": 2}
    assert rep.excluded_by_family["order"].items == {"refuted": 1, "unknown": 1}
    assert rep.excluded_by_family["notation"].items == {"unknown": 1}
    assert rep.n_missing_verdict == 2  # T1_notation for A and B
    assert "canonical" not in rep.excluded_by_family


def test_selection_include_option_moves_figures():
    rs, verdicts = selection_case()
    sel = select_responses(rs, verdicts, include={"both_provable"})
    assert sel.report.n_responses_kept == 12
    assert sel.report.included_verdicts == ["both_provable", "canonical", "certified"]
    with pytest.raises(ValueError):
        select_responses(rs, verdicts, include={"maybe"})
    rows = sensitivity(rs, verdicts)
    # certified only: B has T1 {c R, syn R}, T2 {c R, syn R, quant W}: SCR 1/2, accuracy 4/5
    assert rows[0].include == [] and rows[0].figures["B"]["scr"] == pytest.approx(1 / 2)
    assert rows[0].figures["B"]["accuracy"] == pytest.approx(4 / 5)
    # + both_provable: T1 also gets quant W: SCR 0/2, accuracy 4/6
    assert rows[1].include == ["both_provable"] and rows[1].figures["B"]["scr"] == 0.0
    assert rows[1].figures["B"]["accuracy"] == pytest.approx(4 / 6)
    # A answers all selected forms right either way
    assert rows[0].figures["A"]["scr"] == rows[1].figures["A"]["scr"] == 1.0


# ------------------------------------------------------------- recorded FALSE controls


def load_false_controls() -> tuple[list[Response], dict]:
    path = RECORDED / "false_controls_all_models.json"
    if not path.exists():
        pytest.skip(f"{path} not available")
    data = json.loads(path.read_text())
    rs = [
        Response(
            model=m,
            provider="test",
            item_id=p["id"],
            theorem_id=p["theorem_id"],
            family=p["family"],
            ground_truth=p["gt"] == "TRUE",
            parsed=None if p["parsed"] is None else p["parsed"] == "TRUE",
            correct=p["correct"],
        )
        for m, entry in data["models"].items()
        for p in entry["preds"]
    ]
    return rs, data


def test_false_controls_match_published_summaries():
    rs, data = load_false_controls()
    rep = invariance_report(rs)
    assert sorted(rep.models) == sorted(data["models"])
    for m, entry in data["models"].items():
        r = rep.models[m]
        # 25 items = 5 theorems x 5 forms each
        assert (r.n_items, r.n_theorems, r.max_forms) == (entry["n_items"], 5, 5)
        assert r.accuracy == pytest.approx(entry["accuracy_on_false"])
        assert r.scr == pytest.approx(entry["scr_false"])
        # every item is FALSE, so a wrong parsed answer is a TRUE answer
        assert 1 - r.accuracy == pytest.approx(entry["true_bias_rate"])
    # independent count for gpt-4o: theorems 004 and 005 have a wrong form -> SCR 3/5
    gpt = [x for x in data["models"]["openai/gpt-4o"]["preds"]]
    bad = {p["theorem_id"] for p in gpt if not p["correct"]}
    assert rep.models["openai/gpt-4o"].scr == pytest.approx((5 - len(bad)) / 5)

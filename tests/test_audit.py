"""Cross-model unanimity audit: a hand-made case, the recorded MathCheck answers (both rules),
the recorded external audit (against the file's own stats), and the `paracert audit` command."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from paracert.cli import main
from paracert.metrics.audit import audit, ranking_change, unanimity_flags
from paracert.statements.responses import Response

RECORDED = Path(__file__).resolve().parents[2] / "shared" / "data" / "forminv" / "recorded"
MATHCHECK = RECORDED / "mathcheck_129_results.json"
EXTERNAL = RECORDED / "external_audit_raw.json"


def resp(model: str, theorem: str, family: str, correct: bool | None) -> Response:
    return Response(
        model=model,
        provider="test",
        item_id=f"{theorem}_{family}",
        theorem_id=theorem,
        family=family,
        ground_truth=True,
        parsed=correct,
        correct=correct,
    )


def small_case() -> list[Response]:
    # T1: m1, m2 right on canonical and wrong on para; m3 wrong on both
    # T2: only m1 fails para (canonical right); m2 unparseable on para
    out = []
    for m, c, p in (("m1", True, False), ("m2", True, False), ("m3", False, False)):
        out += [resp(m, "T1", "canonical", c), resp(m, "T1", "para", p)]
    for m, c, p in (("m1", True, False), ("m2", True, None), ("m3", True, True)):
        out += [resp(m, "T2", "canonical", c), resp(m, "T2", "para", p)]
    return out


def test_rules_on_small_case():
    rs = small_case()
    paired, n = unanimity_flags(rs, min_fail=2, rule="paired")
    assert n == 2
    assert [(f.item_id, f.failed_models, f.n_eligible) for f in paired] == [("T1_para", ["m1", "m2"], 2)]
    # marginal also counts m3, whose canonical answer was wrong too
    (marg,) = unanimity_flags(rs, min_fail=3, rule="marginal")[0]
    assert (marg.item_id, marg.n_failed) == ("T1_para", 3)
    assert unanimity_flags(rs, min_fail=3, rule="paired")[0] == []
    # the unparseable answer is no failure by default, one with unparsed="wrong"
    (t2,) = [f for f in unanimity_flags(rs, min_fail=1, rule="marginal")[0] if f.theorem_id == "T2"]
    assert (t2.n_failed, t2.n_answered) == (1, 2)
    (t2w,) = [f for f in unanimity_flags(rs, min_fail=1, rule="marginal", unparsed="wrong")[0] if f.theorem_id == "T2"]
    assert t2w.failed_models == ["m1", "m2"]
    with pytest.raises(ValueError):
        unanimity_flags(rs, min_fail=0)


def test_ranking_change_small_case():
    rs = small_case()
    flagged, _ = unanimity_flags(rs, min_fail=2, rule="paired")
    # accuracy (unparsed counted wrong): m1 2/4, m2 2/4, m3 2/4 -> all tied
    # without T1: m1 1/2, m2 1/2, m3 2/2 -> m3 first
    rc = ranking_change(rs, flagged, metric="accuracy", scope="theorem")
    assert [(e.model, e.score, e.rank) for e in rc.before] == [("m1", 0.5, 1), ("m2", 0.5, 1), ("m3", 0.5, 1)]
    assert [(e.model, e.rank) for e in rc.after] == [("m3", 1), ("m1", 2), ("m2", 2)]
    assert rc.reversals == [] and sorted(rc.broken_ties) == [("m1", "m3"), ("m2", "m3")]
    assert rc.n_removed_responses == 6
    # item scope keeps T1's canonical answers: m1 (R, R, W), m2 (R, R, unparsed), m3 (W, R, R): 2/3 each
    rc = ranking_change(rs, flagged, metric="accuracy", scope="item")
    assert {e.model: e.score for e in rc.after} == pytest.approx({"m1": 2 / 3, "m2": 2 / 3, "m3": 2 / 3})


# ----------------------------------------------------------------------------- MathCheck


def load_mathcheck() -> tuple[dict, list[Response]]:
    if not MATHCHECK.exists():
        pytest.skip(f"{MATHCHECK} not available")
    data = json.loads(MATHCHECK.read_text())
    rs = [
        Response(
            model=m,
            provider="test",
            item_id=f"g{gid}_{side}",
            theorem_id=f"g{gid}",
            family=side,
            correct=ans["correct"],
        )
        for gid, group in data.items()
        for side in ("canonical", "pu")
        for m, ans in group[side].items()
    ]
    return data, rs


def independent_flags(data: dict, k: int, rule: str) -> set[str]:
    out = set()
    for gid, g in data.items():
        fails = 0
        for m, ans in g["pu"].items():
            if ans["correct"] is False and (rule == "marginal" or g["canonical"][m]["correct"] is True):
                fails += 1
        if fails >= k:
            out.add(f"g{gid}_pu")
    return out


# flags per k (1..4) derived by the independent count above, frozen so a change shows up
EXPECTED_COUNTS = {"marginal": [12, 6, 4, 1], "paired": [12, 5, 2, 1]}


@pytest.mark.parametrize("rule", ["marginal", "paired"])
def test_mathcheck_flags_match_independent_count(rule):
    data, rs = load_mathcheck()
    assert len(data) == 129 and len(rs) == 129 * 2 * 4
    counts = []
    for k in (1, 2, 3, 4):
        flagged, n = unanimity_flags(rs, min_fail=k, rule=rule)
        assert n == 129
        assert {f.item_id for f in flagged} == independent_flags(data, k, rule)
        counts.append(len(flagged))
    assert counts == EXPECTED_COUNTS[rule]


def independent_accuracy(data: dict, drop: set[str]) -> dict[str, float]:
    right = {}
    total = {}
    for gid, g in data.items():
        if gid in drop:
            continue
        for side in ("canonical", "pu"):
            for m, ans in g[side].items():
                right[m] = right.get(m, 0) + bool(ans["correct"])
                total[m] = total.get(m, 0) + 1
    return {m: right[m] / total[m] for m in right}


def test_mathcheck_published_audit_reproduced():
    """FormInv: 4 incorrect paraphrases in 129 groups (3.1%) flagged by >= 3/4 models; removing
    them drops GPT-4o from rank 2 to rank 4, with Claude Haiku and DeepSeek V3 above it."""
    data, rs = load_mathcheck()
    rep = audit(rs, min_fail=3, rule="marginal")
    assert rep.n_flagged == 4 and rep.n_flagged / rep.n_items_audited == pytest.approx(0.031, abs=5e-4)
    assert [f.item_id for f in rep.flagged] == ["g25_pu", "g27_pu", "g75_pu", "g82_pu"]
    acc, scr = rep.ranking
    assert (acc.metric, scr.metric) == ("accuracy", "scr")
    # accuracy over both forms, counted directly: before sonnet 252, gpt 251, haiku = deepseek 248
    # of 258; after dropping the 4 groups (250 answers): sonnet 248, haiku = deepseek 245, gpt 244
    before = independent_accuracy(data, set())
    after = independent_accuracy(data, {"25", "27", "75", "82"})
    assert {e.model: e.score for e in acc.before} == pytest.approx(before)
    assert {e.model: e.score for e in acc.after} == pytest.approx(after)
    assert after["openai/gpt-4o"] == pytest.approx(244 / 250)
    gpt = "openai/gpt-4o"
    for rc in (acc, scr):
        rank_before = {e.model: e.rank for e in rc.before}
        rank_after = {e.model: e.rank for e in rc.after}
        assert (rank_before[gpt], rank_after[gpt]) == (2, 4)
        assert rank_after["anthropic/claude-sonnet-4-6"] == 1
        assert {(gpt, "anthropic/claude-haiku-4-5"), (gpt, "deepseek/deepseek-chat")} <= set(rc.reversals)
    # SCR: groups right on both forms, before 123/122/121/120 of 129, after 123/121/120/119 of 125
    assert {e.model: e.score for e in scr.after} == pytest.approx(
        {
            "anthropic/claude-sonnet-4-6": 123 / 125,
            "anthropic/claude-haiku-4-5": 121 / 125,
            "deepseek/deepseek-chat": 120 / 125,
            gpt: 119 / 125,
        }
    )


def test_mathcheck_paired_rule_at_three_keeps_gpt4o_second():
    _, rs = load_mathcheck()
    rep = audit(rs, min_fail=3, rule="paired")
    assert [f.item_id for f in rep.flagged] == ["g25_pu", "g27_pu"]
    acc = rep.ranking[0]
    assert {e.model: e.rank for e in acc.after}["openai/gpt-4o"] == 2
    assert acc.reversals == [] and acc.kendall_tau == pytest.approx(1.0)


# ----------------------------------------------------------------------- external audit


def test_external_audit_matches_file_stats():
    """The file's stats count models answering against the *label* the wrong paraphrase inherited
    and flag at >= 6 of 9 models; score the wrong paraphrase against that label and compare."""
    if not EXTERNAL.exists():
        pytest.skip(f"{EXTERNAL} not available")
    data = json.loads(EXTERNAL.read_text())
    rs = []
    for ext, item in data["items"].items():
        labels = {
            "canonical": item["meta"]["canonical_gt"],
            "para_wrong": item["meta"]["wrong_labeled_gt"],
        }
        for fam, label in labels.items():
            for m, a in item[fam].items():
                parsed = a["parsed"]
                rs.append(
                    Response(
                        model=m,
                        provider="test",
                        item_id=f"{ext}_{fam}",
                        theorem_id=ext,
                        family=fam,
                        ground_truth=label == "TRUE",
                        parsed=None if parsed is None else parsed == "TRUE",
                        correct=None if parsed is None else parsed == label,
                    )
                )
    for rule in ("marginal", "paired"):
        flagged, n = unanimity_flags(rs, min_fail=6, rule=rule)
        assert n == 10
        got = {f.theorem_id for f in flagged}
        assert got == {e for e, s in data["stats"].items() if s["flagged_by_unanimity"]}
        all_counts = {f.theorem_id: f.n_failed for f in unanimity_flags(rs, min_fail=1, rule=rule)[0]}
        for e, s in data["stats"].items():
            assert all_counts.get(e, 0) == s["models_failing_against_label"], (rule, e)


# ------------------------------------------------------------------------------- command


def test_cli_audit_jsonl_and_errors(tmp_path, capsys):
    _, rs = load_mathcheck()
    path = tmp_path / "responses.jsonl"
    path.write_text("".join(r.model_dump_json() + "\n" for r in rs))
    assert main(["audit", str(path), "--min-fail", "3", "--rule", "marginal", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["n_flagged"] == 4 and out["rule"] == "marginal"
    assert main(["audit", str(path), "--min-fail", "3"]) == 0
    assert "2 of 129 items flagged" in capsys.readouterr().out
    assert main(["audit", str(tmp_path / "missing.jsonl"), "--min-fail", "3"]) == 2
    assert main(["audit", str(path), "--min-fail", "5"]) == 2  # only 4 models
    with pytest.raises(SystemExit) as e:  # refused by the parser, before the file is read
        main(["audit", str(path), "--min-fail", "0"])
    assert e.value.code == 2 and "argument --min-fail: must be at least 1" in capsys.readouterr().err
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"model": "x"}\n')
    assert main(["audit", str(bad), "--min-fail", "1"]) == 2
    with pytest.raises(SystemExit) as e:
        main(["audit", str(path), "--min-fail", "3", "--rule", "sometimes"])
    assert e.value.code == 2


def test_cli_audit_recorded_file(capsys):
    pytest.importorskip("paracert.data.recorded")
    if not MATHCHECK.exists():
        pytest.skip("recorded data not available")
    assert main(["audit", str(MATHCHECK), "--min-fail", "3", "--rule", "marginal", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["n_flagged"] == 4
    assert main(["audit", str(RECORDED / "nonexistent.json"), "--min-fail", "3"]) == 2

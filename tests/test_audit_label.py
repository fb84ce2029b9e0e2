"""The audit scores against the published label, reports recall against known truth, and keeps
unscored answers out of failures; bad recorded files fail loudly (file, line / field, exit 2).

Expected flags are derived from the recorded JSON with `json` alone.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from paracert.cli import main
from paracert.data.recorded import RecordedFileError, import_recorded
from paracert.metrics.audit import audit


def _external(shared_data: Path) -> dict:
    return json.loads((shared_data / "forminv" / "recorded" / "external_audit_raw.json").read_text())


def _expected_flags(data: dict, k: int) -> set[str]:
    """Wrong paraphrases that >= k models answer against the published label (errors are no failure)."""
    out = set()
    for ext_id, item in data["items"].items():
        label = item["meta"]["wrong_labeled_gt"]
        fails = sum(1 for a in item["para_wrong"].values() if a.get("parsed") is not None and a["parsed"] != label)
        if fails >= k:
            out.add(f"{ext_id}_para_wrong")
        # the correct paraphrase must be failed by >= k models too to be flagged
        label_c = item["meta"]["correct_gt"]
        answers = item["para_correct"].values()
        fails_c = sum(1 for a in answers if a.get("parsed") is not None and a["parsed"] != label_c)
        if fails_c >= k:
            out.add(f"{ext_id}_para_correct")
    return out


@pytest.mark.parametrize("k", [5, 7, 8, 9])
def test_external_audit_flags_against_the_label(shared_data: Path, k: int) -> None:
    data = _external(shared_data)
    rep = audit(import_recorded(shared_data / "forminv/recorded/external_audit_raw.json"), min_fail=k,
                rule="marginal", truth=True)  # fmt: skip
    flagged = {f.item_id for f in rep.flagged}
    assert flagged == _expected_flags(data, k)
    known_wrong = {f"{i}_para_wrong" for i, it in data["items"].items()
                   if it["meta"]["wrong_true_gt"] != it["meta"]["wrong_labeled_gt"]}  # fmt: skip
    assert set(rep.truth.known_wrong) == known_wrong
    hits = flagged & known_wrong
    assert rep.truth.recall == pytest.approx(len(hits) / len(known_wrong))
    assert rep.truth.precision == (pytest.approx(len(hits) / len(flagged)) if flagged else None)


def test_external_audit_matches_the_published_unanimity_flags(shared_data: Path) -> None:
    data = _external(shared_data)
    published = {f"{i}_para_wrong" for i, s in data["stats"].items() if s["flagged_by_unanimity"]}
    rep = audit(import_recorded(shared_data / "forminv/recorded/external_audit_raw.json"), min_fail=7,
                rule="marginal", truth=True)  # fmt: skip
    assert {f.item_id for f in rep.flagged} == published and len(published) == 8
    assert rep.truth.recall == 1.0 and rep.truth.precision == 1.0
    # the model with only API errors: an unscored column, never a failure, and unranked
    for f in rep.flagged:
        assert "gemini/gemini-2.5-flash" not in f.failed_models and f.n_unscored == 1
    for rc in rep.ranking:
        gem = next(e for e in rc.before if e.model == "gemini/gemini-2.5-flash")
        assert gem.score is None


def test_audit_cli_prints_recall_and_exits_2_on_bad_input(shared_data: Path, tmp_path: Path, capsys) -> None:
    f = str(shared_data / "forminv/recorded/external_audit_raw.json")
    assert main(["audit", f, "--min-fail", "8", "--rule", "marginal", "--truth"]) == 0
    out = capsys.readouterr().out
    assert "recall 0.7500" in out and "missed: ext_005_para_wrong, ext_008_para_wrong" in out
    empty = tmp_path / "empty.json"
    empty.write_text("")
    assert main(["audit", str(empty), "--min-fail", "1"]) == 2
    assert "empty.json: empty file" in capsys.readouterr().err
    fc = str(shared_data / "forminv/recorded/false_controls_all_models.json")
    assert main(["audit", fc, "--min-fail", "1", "--truth"]) == 2
    assert "no answer carries a known truth" in capsys.readouterr().err


def _write(tmp_path: Path, name: str, text: str) -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


def test_recorded_files_fail_loudly(shared_data: Path, tmp_path: Path) -> None:
    src = shared_data / "forminv/recorded/mathcheck_129_results.json"
    data = json.loads(src.read_text())
    with pytest.raises(RecordedFileError, match=r"x\.json: empty file"):
        import_recorded(_write(tmp_path, "x.json", " \n"))
    with pytest.raises(RecordedFileError, match=r"y\.json:1:\d+: not JSON"):
        import_recorded(_write(tmp_path, "y.json", "{nope"))
    with pytest.raises(RecordedFileError, match="not a recognised recorded-answers file"):
        import_recorded(_write(tmp_path, "z.json", '{"a": 1}'))
    with pytest.raises(RecordedFileError, match="duplicate JSON key 'models'"):
        import_recorded(_write(tmp_path, "d.json", '{"models": {}, "models": {}}'))
    # group ids that are the same group: "7" / "07", and a non-ASCII digit
    for other in ("07", "\u0667"):
        bad = dict(data)
        bad[other] = data["7"]
        p = tmp_path / MATHCHECK_NAME
        p.write_text(json.dumps(bad), encoding="utf-8")
        with pytest.raises(RecordedFileError, match="same group|ASCII digits"):
            import_recorded(p)
    # a coerced value: "correct": "off"
    bad = json.loads(json.dumps(data))
    first_model = next(iter(bad["0"]["canonical"]))
    bad["0"]["canonical"][first_model]["correct"] = "off"
    p = tmp_path / MATHCHECK_NAME
    p.write_text(json.dumps(bad), encoding="utf-8")
    with pytest.raises(RecordedFileError, match=r"field '0\.canonical\..*\.correct'"):
        import_recorded(p)
    # a missing field is named
    bad = json.loads(json.dumps(data))
    del bad["3"]["expected_answer"]
    p.write_text(json.dumps(bad), encoding="utf-8")
    with pytest.raises(RecordedFileError, match=r"field '3\.expected_answer': Field required"):
        import_recorded(p)


def test_response_jsonl_names_line_and_field(tmp_path: Path, capsys) -> None:
    ok = {"model": "m", "provider": "p", "item_id": "a", "theorem_id": "t", "family": "canonical"}
    p = tmp_path / "r.jsonl"
    p.write_text(json.dumps(ok) + "\n" + json.dumps({**ok, "ground_truth": "off"}) + "\n")
    assert main(["audit", str(p), "--min-fail", "1"]) == 2
    err = capsys.readouterr().err
    assert "r.jsonl:2: field 'ground_truth'" in err and "Traceback" not in err


def test_import_recorded_copy_by_structure(shared_data: Path, tmp_path: Path) -> None:
    copy = tmp_path / "renamed.json"
    shutil.copy(shared_data / "forminv/recorded/external_audit_raw.json", copy)
    assert len(import_recorded(copy)) == 270


MATHCHECK_NAME = "mathcheck_129_results.json"

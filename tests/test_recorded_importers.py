"""Importers of the real recorded files and the FormInv item loader.

Expected counts are computed here from the raw JSON, independently of the importers.
"""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path

import pytest

from paracert.data.forminv import load_false_controls, load_forminv, load_forminv_records, resolve_dataset
from paracert.data.paths import ENV_VAR, forminv_dir, recorded_dir, shared_data_dir
from paracert.data.recorded import (
    import_recorded,
    load_external_audit,
    load_false_controls_results,
    load_mathcheck_results,
)
from paracert.statements.schema import Verdict

pytestmark = pytest.mark.skipif(not recorded_dir().is_dir(), reason=f"shared data not found at {recorded_dir()}")


def raw(name: str) -> dict:
    return json.loads((recorded_dir() / name).read_text(encoding="utf-8"))


def test_shared_data_dir_default_and_override(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)
    assert (shared_data_dir() / "README.md").is_file()
    assert shared_data_dir().parts[-2:] == ("shared", "data")
    monkeypatch.setenv(ENV_VAR, str(tmp_path))
    assert shared_data_dir() == tmp_path
    assert recorded_dir() == tmp_path / "forminv" / "recorded"


def test_mathcheck_import_matches_the_file() -> None:
    data = raw("mathcheck_129_results.json")
    models = {m for g in data.values() for side in ("canonical", "pu") for m in g[side]}
    n_answers = sum(len(g[side]) for g in data.values() for side in ("canonical", "pu"))
    n_correct = sum(bool(a["correct"]) for g in data.values() for side in ("canonical", "pu") for a in g[side].values())

    responses = load_mathcheck_results()
    assert len(data) == 129 and len(models) == 4 and n_answers == 1032
    assert len(responses) == n_answers
    assert {r.model for r in responses} == models
    assert len({r.theorem_id for r in responses}) == len(data)
    assert len({r.item_id for r in responses}) == 2 * len(data)
    assert Counter(r.family for r in responses) == {"canonical": n_answers // 2, "pu": n_answers // 2}
    assert sum(bool(r.correct) for r in responses) == n_correct
    assert {r.provider for r in responses} == {"replay:mathcheck_129_results.json"}
    assert all(r.ground_truth is None and r.parsed is None and r.parsed_value is not None for r in responses)

    one = next(r for r in responses if r.item_id == "mathcheck_g00_pu" and r.model == "openai/gpt-4o")
    assert one.expected_value == data["0"]["expected_answer"] == 18.0
    assert one.raw == data["0"]["pu"]["openai/gpt-4o"]["raw"]

    # the ids are those of the companion item file
    items_file = forminv_dir() / "mathcheck_formInv_full_129.jsonl"
    item_ids = {json.loads(line)["id"] for line in items_file.read_text(encoding="utf-8").splitlines() if line}
    assert {r.item_id for r in responses} == item_ids


def test_false_controls_import_matches_the_file() -> None:
    data = raw("false_controls_all_models.json")
    models = set(data["models"])
    preds = [p for entry in data["models"].values() for p in entry["preds"]]

    responses = load_false_controls_results()
    assert len(models) == 8 and len(preds) == 200
    assert len(responses) == len(preds)
    assert {r.model for r in responses} == models
    assert len({r.item_id for r in responses}) == 25
    assert all(r.ground_truth is False for r in responses)
    for model, entry in data["models"].items():
        mine = [r for r in responses if r.model == model]
        assert len(mine) == entry["n_items"]
        assert sum(bool(r.correct) for r in mine) / len(mine) == pytest.approx(entry["accuracy_on_false"])
        assert sum(r.parsed is True for r in mine) / len(mine) == pytest.approx(entry["true_bias_rate"])
    pilot_ids = {v.variant_id for v in load_false_controls()}
    assert {r.item_id for r in responses} == pilot_ids


def test_external_audit_import_matches_the_file() -> None:
    data = raw("external_audit_raw.json")
    sides = ("canonical", "para_correct", "para_wrong")
    models = {m for item in data["items"].values() for side in sides for m in item[side]}
    n_answers = sum(len(item[side]) for item in data["items"].values() for side in sides)
    n_errors = sum(
        1 for item in data["items"].values() for side in sides for a in item[side].values() if a.get("error")
    )

    responses = load_external_audit()
    assert len(models) == 9 and n_answers == 270 and n_errors == 30
    assert len(responses) == n_answers
    assert {r.model for r in responses} == models
    assert len({r.theorem_id for r in responses}) == len(data["items"]) == 10
    assert len({r.item_id for r in responses}) == 30
    assert Counter(r.family for r in responses) == {side: 90 for side in sides}
    errors = [r for r in responses if r.error]
    assert len(errors) == n_errors and {r.model for r in errors} == {"gemini/gemini-2.5-flash"}
    assert all(r.parsed is None and r.correct is None for r in errors)

    # every phrasing is scored against the label the benchmark published (the wrong paraphrase inherited
    # the canonical label); the known truth is kept beside it
    for r in responses:
        meta = data["items"][r.theorem_id]["meta"]
        label = {"canonical": "canonical_gt", "para_correct": "correct_gt", "para_wrong": "wrong_labeled_gt"}[r.family]
        truth = {"canonical": "canonical_gt", "para_correct": "correct_gt", "para_wrong": "wrong_true_gt"}[r.family]
        assert r.ground_truth == (meta[label] == "TRUE")
        assert r.true_ground_truth == (meta[truth] == "TRUE")
        if r.parsed is not None:
            assert r.correct == (r.parsed == r.ground_truth)
    stats = data["stats"]
    for ext_id, s in stats.items():
        against_label = [
            r for r in responses if r.theorem_id == ext_id and r.family == "para_wrong" and r.correct is False
        ]
        assert len(against_label) == s["models_failing_against_label"]
    for ext_id, s in stats.items():
        canon = [r for r in responses if r.theorem_id == ext_id and r.family == "canonical" and r.correct is not None]
        n_models = s["n_models"]  # the file divides by all 9 models, errors included
        assert sum(bool(r.correct) for r in canon) / n_models == pytest.approx(s["canonical_accuracy"])


def test_import_recorded_by_name_and_by_structure(tmp_path: Path) -> None:
    assert len(import_recorded("false_controls_all_models.json")) == 200
    renamed = tmp_path / "copy_of_audit.json"
    shutil.copy(recorded_dir() / "external_audit_raw.json", renamed)
    assert {r.provider for r in import_recorded(renamed)} == {"replay:copy_of_audit.json"}
    bogus = tmp_path / "bogus.json"
    bogus.write_text('{"hello": 1}')
    with pytest.raises(ValueError, match="not a recognised"):
        import_recorded(bogus)


def test_forminv_loader_matches_manifest() -> None:
    manifest = json.loads((forminv_dir() / "forminv_v3_103.manifest.json").read_text())
    variants = load_forminv()
    assert len(variants) == manifest["n_items"] == 760
    assert len({v.theorem_id for v in variants}) == manifest["n_theorems"] == 103
    assert sorted({v.family for v in variants}) == sorted(manifest["families"])
    assert all(v.ground_truth is True for v in variants)
    canonical = [v for v in variants if v.family == "canonical"]
    assert len(canonical) == 103
    assert all(v.verdict == Verdict.canonical and v.lean for v in canonical)
    assert all(v.lean is None and v.verdict == Verdict.unknown for v in variants if v.family != "canonical")
    first = variants[0]
    assert first.variant_id == "thm_0000_nat_prime_two_le_canonical"
    assert first.nl.startswith("Every prime number is at least 2")
    records = load_forminv_records("forminv_v3_103")
    assert records[0].mathlib_name == "Nat.Prime.two_le" and records[0].domain == "number_theory"


def test_false_controls_pilot_loader() -> None:
    variants = load_false_controls()
    assert len(variants) == 25
    assert len({v.theorem_id for v in variants}) == 5
    assert all(v.ground_truth is False and v.lean is None for v in variants)  # lean field is a comment there


def test_forminv_loader_reports_bad_lines(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text(
        '{"id": "a", "theorem_id": "t", "family": "canonical", "nl_question": "q", "ground_truth": "TRUE"}\n'
        '{"id": "b", "theorem_id": "t", "family": "x", "nl_question": "q", "ground_truth": "MAYBE"}\n'
    )
    with pytest.raises(ValueError, match=r"bad.jsonl:2"):
        load_forminv(bad)
    with pytest.raises(FileNotFoundError, match="forminv_v3_103"):
        resolve_dataset("no_such_dataset")

"""Replay reproduces the recordings, Lean verdicts get into `eval`, caches cannot change numbers.

Expected values are read from the recorded JSON files with `json` here, never through paracert's
importers, so a wrong importer or runner cannot make these tests pass.
"""

from __future__ import annotations

import json
import sqlite3
from collections import Counter
from pathlib import Path

import pytest

from paracert.cli import main
from paracert.evaluation.inputs import InputError, load_items, load_verdicts, merge_verdicts
from paracert.llm.answer_cache import CacheError, ResponseCache
from paracert.llm.rundir import load_run

ROOT = Path(__file__).resolve().parent.parent


def _recorded(shared_data: Path, name: str) -> dict:
    return json.loads((shared_data / "forminv" / "recorded" / name).read_text(encoding="utf-8"))


def test_mathcheck_replay_reproduces_every_recorded_correctness(tmp_path: Path, shared_data: Path, capsys) -> None:
    out = tmp_path / "mc"
    args = [
        "eval", str(shared_data / "forminv" / "mathcheck_formInv_full_129.jsonl"), "--provider", "replay",
        "--replay-file", str(shared_data / "forminv" / "recorded" / "mathcheck_129_results.json"),
        "--model", "all", "--out", str(out), "--no-progress", "--bootstrap", "50", "--no-report",
    ]  # fmt: skip
    assert main(args) == 0
    capsys.readouterr()
    raw = _recorded(shared_data, "mathcheck_129_results.json")
    expected = {}
    for gid, group in raw.items():
        for side, suffix in (("canonical", "canonical"), ("pu", "pu")):
            for model, ans in group[side].items():
                expected[(model, f"mathcheck_g{int(gid):02d}_{suffix}")] = (ans["correct"], ans["parsed_answer"])
    run = load_run(out)
    assert len(run.responses) == len(expected) == 4 * 129 * 2
    got = {(r.model, r.item_id): (r.correct, r.parsed_value) for r in run.responses}
    assert got == expected
    assert {r.answer_source for r in run.responses} == {"recorded_parse"}
    assert all(m.n_unparseable == 0 for m in run.meta.per_model)
    # the recording's prompt is not in the file: run.json says so instead of naming paracert's prompt
    assert run.meta.prompt is None and "unknown" in run.meta.prompt_note
    assert sorted(run.meta.models) == sorted({m for g in raw.values() for m in g["canonical"]})


def test_false_control_replay_keeps_the_recorded_parse(tmp_path: Path, shared_data: Path, capsys) -> None:
    out = tmp_path / "fc"
    assert main(["eval", "false_controls_pilot", "--provider", "replay", "--model", "all", "--out", str(out),
                 "--no-progress", "--no-report"]) == 0  # fmt: skip
    capsys.readouterr()
    raw = _recorded(shared_data, "false_controls_all_models.json")["models"]
    expected = {(m, p["id"]): (p["parsed"], p["correct"]) for m, e in raw.items() for p in e["preds"]}
    label = {None: None, "TRUE": True, "FALSE": False}
    run = load_run(out)
    got = {(r.model, r.item_id): (r.parsed, r.correct) for r in run.responses}
    assert got == {k: (label[p], c) for k, (p, c) in expected.items()}
    # the file's own per-model accuracy is reproduced
    for model, entry in raw.items():
        scored = [r for r in run.responses if r.model == model and r.correct is not None]
        assert sum(r.correct for r in scored) / len(scored) == pytest.approx(entry["accuracy_on_false"])


def test_verdicts_from_certify_table_and_directory(shared_data: Path) -> None:
    table = ROOT / "certificates" / "verdicts.jsonl"
    if not table.is_file():
        pytest.skip("no certificates/verdicts.jsonl")
    # independent reading: a pair's settled verdict, else its last line
    rows = [json.loads(line) for line in table.read_text(encoding="utf-8").splitlines() if line.strip()]
    independent: dict[str, str] = {}
    for r in rows:
        if independent.get(r["pair_id"]) in ("certified", "refuted", "both_provable"):
            continue
        independent[r["pair_id"]] = r["verdict"]
    assert {k: v.value for k, v in load_verdicts(table).items()} == independent
    assert load_verdicts(ROOT / "certificates") == load_verdicts(table)

    items, _ = load_items("false_controls_pilot")
    merged, match = merge_verdicts(items, load_verdicts(table))
    fc_ids = {i.variant_id for i in items}
    want = Counter(v for k, v in independent.items() if k in fc_ids)
    assert Counter(i.verdict.value for i in merged if i.family != "canonical") == want + Counter(
        {"unknown": sum(1 for i in items if i.family != "canonical" and i.variant_id not in independent)}
    )
    assert len(match) == len(set(independent) - fc_ids)
    assert "name no item" in match.summary("x")


def test_readme_eval_prints_scr_on_certified_pairs(tmp_path: Path, shared_data: Path, capsys) -> None:
    table = ROOT / "certificates" / "verdicts.jsonl"
    if not table.is_file():
        pytest.skip("no certificates/verdicts.jsonl")
    out = tmp_path / "fc"
    assert main(["eval", str(shared_data / "forminv" / "false_controls_pilot.jsonl"), "--provider", "replay",
                 "--model", "all", "--verdicts", str(table), "--out", str(out), "--no-progress",
                 "--bootstrap", "50", "--json"]) == 0  # fmt: skip
    rep = json.loads(capsys.readouterr().out)
    assert all(m["scr"] is not None and m["mean_ig"] is not None for m in rep["models"])
    # SCR by hand: theorems whose canonical and every certified variant are answered correctly
    verdicts = load_verdicts(table)
    raw = _recorded(shared_data, "false_controls_all_models.json")["models"]
    for model, entry in raw.items():
        by_theorem: dict[str, list[bool]] = {}
        for p in entry["preds"]:
            if p["family"] == "canonical" or verdicts.get(p["id"]) == "certified":
                by_theorem.setdefault(p["theorem_id"], []).append(bool(p["correct"]))
        forms = [v for v in by_theorem.values() if len(v) >= 2]
        scr = sum(all(v) for v in forms) / len(forms)
        assert next(m for m in rep["models"] if m["model"] == model)["scr"] == pytest.approx(scr)


def test_verdict_file_errors(tmp_path: Path) -> None:
    empty = tmp_path / "v.jsonl"
    empty.write_text("")
    with pytest.raises(InputError, match="empty verdict file"):
        load_verdicts(empty)
    bad = tmp_path / "b.jsonl"
    bad.write_text('{"item_id": "a", "verdict": "certified"}\n{"item_id": "b"}\n')
    with pytest.raises(InputError, match=r"b\.jsonl:2: missing field 'verdict'"):
        load_verdicts(bad)
    with pytest.raises(InputError, match="without verdicts.jsonl"):
        load_verdicts(tmp_path)


def test_cache_of_another_schema_or_garbage_is_refused(tmp_path: Path) -> None:
    garbage = tmp_path / "g.sqlite"
    garbage.write_bytes(b"this is not sqlite at all" * 100)
    with pytest.raises(CacheError, match=r"g\.sqlite: not a usable response cache"):
        ResponseCache(garbage)
    other = tmp_path / "o.sqlite"
    with ResponseCache(other):
        pass
    db = sqlite3.connect(other)
    db.execute("UPDATE paracert_meta SET value='99' WHERE key='schema_version'")
    db.commit()
    db.close()
    with pytest.raises(CacheError, match="schema version 99"):
        ResponseCache(other)
    foreign = tmp_path / "f.sqlite"
    db = sqlite3.connect(foreign)
    db.execute("CREATE TABLE responses (key TEXT, answer TEXT)")
    db.commit()
    db.close()
    with pytest.raises(CacheError, match="not a paracert response cache"):
        ResponseCache(foreign)


def test_identical_texts_do_not_share_an_answer(tmp_path: Path, capsys) -> None:
    # two items with the same text: each gets its own (random) answer, cache or not
    lines = []
    for t in range(8):
        for fam in ("canonical", "same"):
            verdict = "canonical" if fam == "canonical" else "certified"
            lines.append({"variant_id": f"t{t}_{fam}", "theorem_id": f"t{t}", "family": fam, "nl": "2 + 2 = 4",
                          "ground_truth": True, "verdict": verdict})  # fmt: skip
    data = tmp_path / "d.jsonl"
    data.write_text("".join(json.dumps(x) + "\n" for x in lines))
    runs = {}
    for name, extra in (("cached", []), ("nocache", ["--no-cache"])):
        assert main(["eval", str(data), "--provider", "random", "--seed", "1", "--out", str(tmp_path / name),
                     "--no-progress", "--no-report", *extra]) == 0  # fmt: skip
        runs[name] = {r.item_id: r.parsed for r in load_run(tmp_path / name).responses}
    capsys.readouterr()
    assert runs["cached"] == runs["nocache"]
    assert any(runs["cached"][f"t{t}_canonical"] != runs["cached"][f"t{t}_same"] for t in range(8))


def test_ids_equal_after_normalisation_are_refused(tmp_path: Path) -> None:
    data = tmp_path / "d.jsonl"
    rows = [{"variant_id": v, "theorem_id": "t", "family": "canonical", "nl": "x"} for v in ("g7", "g\uff17")]
    data.write_text("".join(json.dumps(x) + "\n" for x in rows))
    with pytest.raises(InputError, match="duplicates item 1"):
        load_items(data)

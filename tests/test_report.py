"""The report stage and `paracert eval`, on the real recorded answers of 8 models to the 25 FALSE
controls (false_controls_all_models.json / false_controls_pilot.jsonl).

NOTE: no verdict in this file comes from Lean. `FIXTURE_VERDICTS` is a hand-written test fixture
that gives the paraphrases of the FALSE controls a mix of verdicts, so that exclusion can be
tested on real answers.
"""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path

import pytest

from conftest import run_cli
from paracert.cli import main
from paracert.data.paths import recorded_dir
from paracert.evaluation.inputs import InputError, load_items, load_verdicts, merge_verdicts
from paracert.llm.answer_cache import ResponseCache
from paracert.llm.rundir import RunMeta, answer_source, load_run, write_run
from paracert.report.compute import Report, build_report
from paracert.report.render import write_outputs

pytestmark = pytest.mark.skipif(not recorded_dir().is_dir(), reason="shared recorded data not found")

RECORDED = "false_controls_all_models.json"
N_MODELS = 8

# FIXTURE verdicts (hand-written for the tests; NOT produced by Lean). Canonical items keep
# their 'canonical' verdict from the dataset loader.
THEOREMS = (
    "false_001_converse_prime",
    "false_002_sq_pos",
    "false_003_dvd_implies_equal",
    "false_004_subset_iff_equal",
    "false_005_factorial_gt_n",
)
FIXTURE_VERDICTS: dict[str, str] = {
    **{f"{t}_syntactic": "certified" for t in THEOREMS},
    **{f"{t}_quantifier": "certified" for t in THEOREMS},
    "false_001_converse_prime_notation": "certified",
    "false_002_sq_pos_notation": "certified",
    "false_003_dvd_implies_equal_notation": "certified",
    "false_004_subset_iff_equal_notation": "both_provable",
    "false_005_factorial_gt_n_notation": "both_provable",
    "false_001_converse_prime_order": "unknown",
    "false_002_sq_pos_order": "unknown",
    "false_003_dvd_implies_equal_order": "unknown",
    "false_004_subset_iff_equal_order": "refuted",
    "false_005_factorial_gt_n_order": "certified",
}
# 14 certified, 2 both_provable, 1 refuted, 3 unknown -> 6 of 20 paraphrases excluded


def recorded_responses():
    from paracert.data.recorded import load_false_controls_results

    return load_false_controls_results()


def make_run(path: Path, verdicts: dict[str, str]) -> Path:
    """A run directory from the real recorded answers, the real items and the given verdicts."""
    from paracert.data.forminv import load_false_controls

    items, unmatched = merge_verdicts(load_false_controls(), load_verdicts(write_verdicts(path.parent, verdicts)))
    assert unmatched == []
    responses = recorded_responses()
    meta = RunMeta(
        dataset="false_controls_pilot",
        n_items=len(items),
        models=sorted({r.model for r in responses}),
        providers=[f"replay:{RECORDED}"],
        answer_source="replay",
        live_api_called=False,
        replay_file=RECORDED,
        verdict_note="test FIXTURE verdicts, not Lean",
    )
    return write_run(path, items, responses, meta)


def write_verdicts(folder: Path, verdicts: dict[str, str], name: str = "verdicts.json") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(json.dumps(verdicts))
    return path


def row(rep: Report, model: str):
    (r,) = [r for r in rep.models if r.model == model]
    return r


def expected_accuracy(model: str, verdicts: dict[str, str], admitted=("certified",)) -> float:
    """Independent of the report code: accuracy of `model` over canonical + admitted items."""
    kept = [
        r
        for r in recorded_responses()
        if r.model == model and (r.family == "canonical" or verdicts.get(r.item_id) in admitted)
    ]
    return sum(bool(r.correct) for r in kept) / len(kept)


@pytest.fixture
def run_dir(tmp_path: Path) -> Path:
    return make_run(tmp_path / "run", FIXTURE_VERDICTS)


# ---------------------------------------------------------------- report


def test_report_outputs_md_html_json_png(run_dir: Path, tmp_path: Path) -> None:
    rep = build_report(load_run(run_dir), n_resamples=200)
    out = tmp_path / "out"
    paths = write_outputs(rep, out)
    for name in ("report.md", "report.html", "report.json", "failure_heatmap", "ig_distribution", "accuracy_scr"):
        assert paths[name].is_file() and paths[name].stat().st_size > 0, name
    pngs = sorted(out.glob("*.png"))
    assert len(pngs) == 3
    for png in pngs:
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"

    md = (out / "report.md").read_text()
    assert "OFFLINE RUN" in md and "REPLAYED" in md
    assert "![" in md and "failure_heatmap.png" in md

    # the HTML stands alone: the three PNGs are embedded, byte for byte, and nothing is linked
    html = (out / "report.html").read_text()
    embedded = re.findall(r'src="data:image/png;base64,([A-Za-z0-9+/=]+)"', html)
    assert len(embedded) == 3
    assert {base64.b64decode(e) for e in embedded} == {p.read_bytes() for p in pngs}
    assert not re.search(r'src="[^"]*\.png"', html) and "<link" not in html and "<style>" in html
    assert 'class="warning"' in html and "OFFLINE RUN" in html

    again = Report.model_validate_json((out / "report.json").read_text())
    assert again.coverage.by_verdict == rep.coverage.by_verdict
    assert set(again.plots) == {"failure_heatmap", "ig_distribution", "accuracy_scr"}


def test_excluded_items_are_counted_and_kept_out_of_the_metrics(run_dir: Path) -> None:
    rep = build_report(load_run(run_dir), n_resamples=200)
    cov = rep.coverage
    assert cov.by_verdict == {
        "canonical": 5, "certified": 14, "both_provable": 2, "both_refutable": 0, "refuted": 1, "unknown": 3
    }  # fmt: skip
    assert (cov.n_items_in_metrics, cov.n_items_excluded) == (19, 6)
    assert cov.selection.n_responses_excluded == 6 * N_MODELS
    assert cov.selection.n_responses_kept == 19 * N_MODELS
    order = next(f for f in cov.families if f.family == "order")
    assert order.by_verdict["refuted"] == 1 and order.n_items_excluded == 4 and order.n_responses_excluded == 32

    for r in rep.models:
        assert r.n_items == 19
        assert r.accuracy == pytest.approx(expected_accuracy(r.model, FIXTURE_VERDICTS))
    # sonnet's only wrong answer is on the refuted item: it must not count
    assert row(rep, "anthropic/claude-sonnet-4-6").accuracy == 1.0
    assert row(rep, "anthropic/claude-sonnet-4-6").scr == 1.0
    # haiku fails the certified quantifier form of false_005 -> one inconsistent theorem
    haiku = row(rep, "anthropic/claude-haiku-4-5")
    assert haiku.accuracy == pytest.approx(18 / 19) and haiku.scr == pytest.approx(4 / 5)
    assert rep.settings.min_fail == 5  # default: a majority of 8
    assert rep.offline_warning and "no model API was called" in rep.offline_warning


def test_flipping_one_verdict_changes_the_figures(tmp_path: Path) -> None:
    flipped = {**FIXTURE_VERDICTS, "false_005_factorial_gt_n_quantifier": "unknown"}
    before = build_report(load_run(make_run(tmp_path / "a" / "run", FIXTURE_VERDICTS)), n_resamples=200)
    after = build_report(load_run(make_run(tmp_path / "b" / "run", flipped)), n_resamples=200)
    assert after.coverage.by_verdict["certified"] == 13 and after.coverage.by_verdict["unknown"] == 4
    assert after.coverage.selection.n_responses_excluded == before.coverage.selection.n_responses_excluded + N_MODELS
    haiku_b, haiku_a = row(before, "anthropic/claude-haiku-4-5"), row(after, "anthropic/claude-haiku-4-5")
    assert (haiku_b.accuracy, haiku_a.accuracy) == (pytest.approx(18 / 19), 1.0)
    assert (haiku_b.scr, haiku_a.scr) == (pytest.approx(0.8), 1.0)
    # a model that answered that item right keeps its SCR
    assert row(before, "openai/o4-mini").scr == row(after, "openai/o4-mini").scr == 1.0


def test_include_both_provable_shows_the_delta(run_dir: Path) -> None:
    base = build_report(load_run(run_dir), n_resamples=200)
    assert base.include_delta is None
    rep = build_report(load_run(run_dir), include=["both_provable"], n_resamples=200)
    d = rep.include_delta
    assert d is not None and d.include == ["both_provable"]
    assert d.n_responses_with_included - d.n_responses_certified_only == 2 * N_MODELS
    chat = "deepseek/deepseek-chat"  # fails both both_provable items
    (acc,) = [x for x in d.rows if x.model == chat and x.figure == "accuracy"]
    assert acc.certified_only == pytest.approx(expected_accuracy(chat, FIXTURE_VERDICTS))
    assert acc.with_included == pytest.approx(
        expected_accuracy(chat, FIXTURE_VERDICTS, admitted=("certified", "both_provable"))
    )
    assert acc.delta == pytest.approx(acc.with_included - acc.certified_only) and acc.delta < 0
    assert row(rep, chat).accuracy == pytest.approx(acc.with_included)
    assert row(base, chat).accuracy == pytest.approx(acc.certified_only)
    (o4,) = [x for x in d.rows if x.model == "openai/o4-mini" and x.figure == "scr"]
    assert o4.delta == 0.0


def test_audit_both_rules_with_configurable_k(run_dir: Path) -> None:
    rep = build_report(load_run(run_dir), min_fail=4, n_resamples=200)
    paired, marginal = rep.audits
    assert (paired.rule, marginal.rule) == ("paired", "marginal")
    assert paired.n_items_audited == 14  # certified paraphrases only
    assert [f.item_id for f in paired.flagged] == ["false_005_factorial_gt_n_quantifier"]
    assert paired.flagged[0].failed_models == [
        "anthropic/claude-haiku-4-5",
        "deepseek/deepseek-chat",
        "openai/gpt-4o",
        "openai/gpt-4o-mini",
    ]
    assert {f.item_id for f in paired.flagged} <= {f.item_id for f in marginal.flagged}
    assert build_report(load_run(run_dir), min_fail=5, n_resamples=200).audits[0].n_flagged == 0
    with pytest.raises(ValueError, match="min_fail"):
        build_report(load_run(run_dir), min_fail=N_MODELS + 1)


def test_ranking_reversal_table(run_dir: Path) -> None:
    rk = build_report(load_run(run_dir), n_resamples=200).ranking
    assert [f.family for f in rk.families] == ["canonical", "notation", "order", "quantifier", "syntactic"]
    assert rk.overall_ranks["deepseek/deepseek-chat"] == N_MODELS  # the weakest overall
    for f in rk.families:
        assert f.kendall_tau is None or -1.0 <= f.kendall_tau <= 1.0
        for a, b in f.reversals:
            assert rk.overall_scores[a] > rk.overall_scores[b] and f.scores[b] > f.scores[a]


def test_no_certified_variant_leaves_invariance_undefined(tmp_path: Path) -> None:
    rep = build_report(load_run(make_run(tmp_path / "run", {})), n_resamples=200)
    assert rep.coverage.n_items_in_metrics == 5 and rep.coverage.by_verdict["unknown"] == 20
    assert all(r.scr is None and r.n_items == 5 for r in rep.models)
    paths = write_outputs(rep, tmp_path / "out")
    assert "No variant is in the metrics" in paths["report.md"].read_text()


def test_report_command_json(run_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "cli-out"
    done = run_cli("report", str(run_dir), "--json", "--out", str(out), "--bootstrap", "200", "--min-fail", "4")
    assert done.returncode == 0, done.stderr.decode()
    data = json.loads(done.stdout)  # stdout holds only the JSON; logs went to stderr
    assert data["settings"]["min_fail"] == 4 and data["coverage"]["n_items_excluded"] == 6
    assert b"OFFLINE RUN" in done.stderr
    assert (out / "report.html").is_file() and not (run_dir / "report.html").exists()

    assert run_cli("report", str(tmp_path / "missing")).returncode == 2
    assert run_cli("report", str(run_dir), "--min-fail", "9").returncode == 2


# ---------------------------------------------------------------- eval


def test_eval_replay_end_to_end_and_cache(tmp_path: Path, capsys, monkeypatch) -> None:
    from paracert.data.forminv import load_false_controls

    # FIXTURE: every paraphrase certified, so the figures must reproduce the file's own summary
    all_certified = {v.variant_id: "certified" for v in load_false_controls() if v.family != "canonical"}
    verdicts = write_verdicts(tmp_path, all_certified)
    out = tmp_path / "run"
    args = [
        *"eval false_controls_pilot --provider replay --model all --no-progress --bootstrap 200 --json".split(),
        *("--verdicts", str(verdicts), "--verdict-note", "test fixture", "--out", str(out)),
    ]
    assert main(args) == 0
    rep = Report.model_validate_json(capsys.readouterr().out)
    for name in "items.jsonl responses.jsonl run.json cache.sqlite report.md report.html report.json".split():
        assert (out / name).is_file(), name
    run = load_run(out)
    assert len(run.items) == 25 and len(run.responses) == 25 * N_MODELS
    assert run.meta.live_api_called is False and run.meta.answer_source == "replay"
    assert run.meta.verdicts_file == str(verdicts)
    assert all(m.n_fresh == 25 and m.n_cached == 0 for m in run.meta.per_model)

    published = json.loads((recorded_dir() / RECORDED).read_text())["models"]
    assert sorted(published) == sorted(r.model for r in rep.models)
    for model, entry in published.items():
        assert row(rep, model).accuracy == pytest.approx(entry["accuracy_on_false"])
        assert row(rep, model).scr == pytest.approx(entry["scr_false"])

    # an existing run is not overwritten by accident
    assert main(args) == 2
    capsys.readouterr()

    # a replayed run never goes through the cache (nothing to save, and a cache could serve another
    # file's answers): a rerun reads the file again and gives the same report
    with ResponseCache(out / "cache.sqlite") as cache:
        assert len(cache) == 0
    assert main([*args, "--resume"]) == 0
    again = Report.model_validate_json(capsys.readouterr().out)
    assert [r.model_dump() for r in again.models] == [r.model_dump() for r in rep.models]
    assert run.meta.prompt is None and "unknown" in (run.meta.prompt_note or "")


def test_eval_scripted_and_usage_errors(tmp_path: Path, capsys) -> None:
    out = tmp_path / "t"
    fc = ["eval", "false_controls_pilot"]
    assert main([*fc, *"--provider always_true --no-progress --bootstrap 50 --json --out".split(), str(out)]) == 0
    rep = Report.model_validate_json(capsys.readouterr().out)
    assert [r.accuracy for r in rep.models] == [0.0]  # every item is FALSE
    assert "SCRIPTED" in (rep.offline_warning or "")
    assert main([*fc, *"--provider replay --model no/such-model --out".split(), str(tmp_path / "x")]) == 2
    assert main([*fc, "--provider", "openai", "--out", str(tmp_path / "y")]) == 2  # no --model
    assert main(["eval", str(tmp_path / "nope.jsonl"), "--provider", "always_true", "--out", str(tmp_path / "z")]) == 2
    bad = write_verdicts(tmp_path, {"false_001_converse_prime_syntactic": "proved"}, "bad.json")
    assert main([*fc, "--provider", "always_true", "--verdicts", str(bad), "--out", str(tmp_path / "w")]) == 2


# ---------------------------------------------------------------- inputs


def test_verdict_files_and_dataset_formats(tmp_path: Path) -> None:
    jsonl = tmp_path / "v.jsonl"
    jsonl.write_text(
        '{"item_id": "false_001_converse_prime_syntactic", "verdict": "certified", "certificate_id": "c1"}\n'
        '{"variant_id": "false_002_sq_pos_order", "verdict": "refuted"}\n'
    )
    assert load_verdicts(jsonl) == {
        "false_001_converse_prime_syntactic": "certified",
        "false_002_sq_pos_order": "refuted",
    }
    items, path = load_items("false_controls_pilot")
    assert path.name == "false_controls_pilot.jsonl" and len(items) == 25
    with pytest.raises(InputError, match="canonical"):
        merge_verdicts(items, {"false_001_converse_prime_canonical": "certified"})
    merged, unmatched = merge_verdicts(items, {**load_verdicts(jsonl), "ghost": "certified"})
    assert unmatched == ["ghost"]
    assert sum(i.verdict == "certified" for i in merged) == 1

    # a Variant JSONL round-trips through load_items, verdicts included
    variants = tmp_path / "variants.jsonl"
    variants.write_text("".join(v.model_dump_json() + "\n" for v in merged))
    again, _ = load_items(variants)
    assert [v.model_dump() for v in again] == [v.model_dump() for v in merged]

    assert answer_source(["openai"]) == "live" and answer_source(["replay:x", "openai"]) == "mixed"
    live = RunMeta(
        dataset="d", n_items=1, models=["m"], providers=["openai"], answer_source="live", live_api_called=True
    )
    assert live.offline_warning() is None


def test_report_names_its_dataset_heads_its_first_table_and_tells_how_answers_were_scored(tmp_path: Path,
                                                                                          capsys) -> None:
    """The metadata table has a header row of its own (no empty first row), the dataset is called by
    its name (never a machine path), and eval says how many answers kept the recording's own flag."""
    from paracert.report.render import dataset_name

    assert dataset_name("false_controls_pilot") == "false_controls_pilot"
    assert dataset_name("/home/me/data/forminv/mathcheck_formInv_full_129.jsonl") == "mathcheck_formInv_full_129"
    assert dataset_name("C:\\data\\x.json") == "x"
    out = tmp_path / "mc"
    items = Path("data/forminv/mathcheck_formInv_full_129.jsonl").resolve()
    replay = Path("data/forminv/recorded/mathcheck_129_results.json").resolve()
    assert main(["eval", str(items), "--provider", "replay", "--model", "all", "--no-progress", "--bootstrap", "50",
                 "--replay-file", str(replay), "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "scored 1,032 answers: 1,032 of 1,032 with the recording's own correctness flag" in printed
    assert "mathcheck_formInv_full_129: 4 models" in printed
    md = re.sub(r"\\(.)", r"\1", (out / "report.md").read_text())  # markdown escapes off
    assert md.startswith("# paracert report: mathcheck_formInv_full_129\n")
    first_table = md[md.index("\n|"):].split("\n\n")[0].strip().splitlines()
    assert first_table[0].replace(" ", "") == "|run|value|", first_table[0]
    assert all(cell.strip() for cell in first_table[2].strip("|").split("|")), first_table[2]

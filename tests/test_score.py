"""`paracert score`: verdicts joined with equivalence labels; figures checked against hand computation.

Pure Python (no Lean): small verdict and label files written here, and the labelled development set
data/pairs/mathlib_dev.jsonl checked for its format.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from paracert.cli import main
from paracert.errors import InputError
from paracert.metrics.labels import NOT_VERIFIED, cohen_kappa, score
from paracert.statements.pairs import Pair
from paracert.statements.verdicts import PairVerdict

ROOT = Path(__file__).resolve().parent.parent
DEV = ROOT / "data" / "pairs" / "mathlib_dev.jsonl"
# the distributions the development set's A sides are taken from, verbatim (../shared/data)
SOURCES = {"minif2f": "minif2f/minif2f_lean4.jsonl", "minif2f-deepseek": "minif2f/minif2f_deepseek.jsonl",
           "proofnet": "proofnet/proofnet_lean4.jsonl", "putnambench": "putnambench/putnambench_lean4.jsonl"}

VERSION = "Lean (version 4.28.0-pre, test)"


def texts(pid: str) -> dict[str, str]:
    return {"a": f"∀ n : Nat, n + {len(pid)} = {pid!r}.length", "b": f"{pid} ↔ True"}


def label(pid: str, source: str = "-", equivalent: bool = True, **extra: object) -> dict:
    return {"pair_id": pid, "source": source, "equivalent": equivalent, **texts(pid), **extra}


def line(pid: str, verdict: str, **fields: object) -> dict:
    """A verdict line as `paracert equiv --out` writes it: its own digest over its own fields."""
    pair = {**texts(pid), **fields}
    digest = Pair(**pair).digest(VERSION)
    return PairVerdict(pair_id=pid, family="custom", digest=digest, lean_version=VERSION, verdict=verdict,
                       **pair).model_dump(mode="json")


LABELS = [
    label("p1", "minif2f", True), label("p2", "minif2f", True), label("p3", "minif2f", False),
    label("p4", "minif2f", False), label("p5", "proofnet", True), label("p6", "proofnet", False),
    label("p7", "proofnet", True),  # no verdict line
]
VERDICTS = [
    line("p1", "certified"), line("p2", "unknown"), line("p3", "refuted"),
    line("p4", "certified"),  # a certificate for a pair people call different
    line("p5", "untranslatable"), line("p6", "invalid_statement"),
    line("x9", "unknown"),  # no label
]


def _write(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return path


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path]:
    return _write(tmp_path / "verdicts.jsonl", VERDICTS), _write(tmp_path / "labels.jsonl", LABELS)


def test_figures_by_hand(files):
    verdicts, labels = files
    report = score(verdicts, labels)
    assert report.labelled_pairs == 7 and report.verdict_lines == 7 and report.scored_pairs == 6
    assert report.missing == ["p7"]
    assert report.unlabelled == 1  # x9
    assert not report.verified and report.basis == NOT_VERIFIED
    assert [s.scope for s in report.scopes] == ["all", "minif2f", "proofnet"]
    all_, mini, proof = report.scopes

    # all: labels T T F F T F, verdicts cert unk ref cert untr inv
    assert (all_.pairs, all_.equivalent, all_.not_equivalent, all_.translated) == (6, 3, 3, 4)
    assert all_.coverage == pytest.approx(4 / 6)
    assert all_.table == {
        "certified": {"equivalent": 1, "not_equivalent": 1},
        "refuted": {"equivalent": 0, "not_equivalent": 1},
        "unknown": {"equivalent": 1, "not_equivalent": 0},
        "invalid_statement": {"equivalent": 0, "not_equivalent": 1},
        "untranslatable": {"equivalent": 1, "not_equivalent": 0},
    }
    c = all_.certified  # predicted equivalent: p1 (right), p4 (wrong)
    assert (c.tp, c.fp, c.fn, c.tn) == (1, 1, 2, 2)
    assert (c.precision, c.recall, c.accuracy) == (pytest.approx(1 / 2), pytest.approx(1 / 3), pytest.approx(1 / 2))
    # observed agreement 1/2; chance (2/6)(3/6) + (4/6)(3/6) = 1/2: κ = 0
    assert c.kappa == pytest.approx(0.0, abs=1e-12)
    r = all_.refuted  # predicted not equivalent: p3 (right)
    assert (r.tp, r.fp, r.fn, r.tn) == (1, 0, 2, 3)
    assert (r.precision, r.recall, r.accuracy) == (1.0, pytest.approx(1 / 3), pytest.approx(4 / 6))
    # observed 4/6; chance (1/6)(3/6) + (5/6)(3/6) = 1/2: κ = (2/3 - 1/2) / (1/2) = 1/3
    assert r.kappa == pytest.approx(1 / 3)

    # minif2f: labels T T F F, verdicts cert unk ref cert
    assert (mini.pairs, mini.translated, mini.coverage) == (4, 4, 1.0)
    assert (mini.certified.tp, mini.certified.fp, mini.certified.fn, mini.certified.tn) == (1, 1, 1, 1)
    assert mini.certified.kappa == pytest.approx(0.0, abs=1e-12)
    assert (mini.refuted.tp, mini.refuted.fp, mini.refuted.fn, mini.refuted.tn) == (1, 0, 1, 2)
    assert (mini.refuted.precision, mini.refuted.recall, mini.refuted.accuracy) == (1.0, 0.5, 0.75)
    # observed 3/4; chance (1/4)(2/4) + (3/4)(2/4) = 1/2: κ = 1/2
    assert mini.refuted.kappa == pytest.approx(0.5)

    # proofnet: nothing translated, nothing predicted
    assert (proof.pairs, proof.translated, proof.coverage) == (2, 0, 0.0)
    assert proof.certified.precision is None and proof.certified.recall == 0.0
    assert proof.certified.accuracy == 0.5
    assert proof.certified.kappa == pytest.approx(0.0, abs=1e-12)


def test_kappa_undefined_and_perfect():
    assert cohen_kappa(3, 0, 0, 0) is None  # every pair predicted and labelled positive
    assert cohen_kappa(0, 0, 0, 4) is None
    assert cohen_kappa(0, 0, 0, 0) is None
    assert cohen_kappa(2, 0, 0, 2) == pytest.approx(1.0)
    assert cohen_kappa(0, 2, 2, 0) == pytest.approx(-1.0)


def test_cli_text_and_json(files, capsys):
    verdicts, labels = files
    assert main(["score", str(verdicts), "--labels", str(labels)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith("scores from verdict lines not verified")
    assert "6 of 7 labelled pairs have a verdict" in out
    assert "missing from" in out and "p7" in out
    assert "certified ⇒ equivalent" in out and "refuted ⇒ not equivalent" in out
    assert "translated 4 (66.7%)" in out
    assert main(["score", str(verdicts), "--labels", str(labels), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["verified"] is False and data["basis"] == NOT_VERIFIED
    assert data["missing"] == ["p7"]
    assert data["scopes"][0]["certified"]["tp"] == 1
    assert data["scopes"][2]["scope"] == "proofnet"


FORGED_VERSION = {**line("p1", "certified"), "lean_version": "Lean (version 9.9.9)"}
OTHER_PAIR = line("p1", "certified", a="∀ n : Nat, n = n", b="True")  # its own digest, another pair's text
WITH_HEADER = line("p1", "certified", header="open Nat")


@pytest.mark.parametrize(
    ("labels", "verdicts", "where"),
    [
        ([{"pair_id": "p1", "equivalent": "yes"}], [line("p1", "certified")], "labels.jsonl:1: field 'equivalent'"),
        ([label("p1"), {"equivalent": False}], [line("p1", "certified")], "labels.jsonl:2: field 'pair_id'"),
        ([label("p1"), label("p1", equivalent=False)], [line("p1", "certified")],
         "labels.jsonl:2: field 'pair_id': 'p1' already labelled on line 1"),
        ([{**label("p1"), "a": 3}], [line("p1", "certified")], "labels.jsonl:1: field 'a'"),
        ([label("p1")], [{**line("p1", "certified"), "verdict": "maybe"}], "verdicts.jsonl:1: field 'verdict'"),
        ([label("p1")], [line("p1", "certified"), line("p1", "refuted")],
         "verdicts.jsonl:2: field 'pair_id': 'p1' already has a verdict on line 1"),
        ([label("p1")], [line("p1", "certified"), line("p1", "certified")],  # the same line twice: counted once before
         "verdicts.jsonl:2: field 'pair_id'"),
        ([label("p1")], [line("q", "certified")], "no pair_id in common"),
        ([label("p1")], [{"pair_id": "p1", "verdict": "certified"}], "verdicts.jsonl:1: field 'family'"),  # bare line
        ([label("p1")], [{**line("p1", "certified"), "pair_id": None}], "verdicts.jsonl:1: field 'pair_id': missing"),
        ([label("p1")], [{**line("p1", "certified"), "pair_id": 7}], "verdicts.jsonl:1: field 'pair_id'"),
        ([label("p1")], [{**line("p1", "certified"), "a_true": "yes"}], "verdicts.jsonl:1: field 'a_true'"),
        ([label("p1")], [{**line("p1", "certified"), "rounds": "1"}], "verdicts.jsonl:1: field 'rounds'"),
        ([label("p1")], [FORGED_VERSION], "verdicts.jsonl:1: field 'digest'"),
        ([label("p1")], [OTHER_PAIR], "verdicts.jsonl:1: field 'a': '∀ n : Nat, n = n' is not the a of pair 'p1'"),
        ([label("p1")], [WITH_HEADER], "verdicts.jsonl:1: field 'header': 'open Nat' is not the header of pair 'p1'"),
        ([label("p1", header="open Nat")], [line("p1", "certified")], "verdicts.jsonl:1: field 'header': absent"),
    ],
)  # fmt: skip
def test_bad_input_names_file_line_and_field(tmp_path, capsys, labels, verdicts, where):
    lab = _write(tmp_path / "labels.jsonl", labels)
    ver = _write(tmp_path / "verdicts.jsonl", verdicts)
    with pytest.raises(InputError) as exc:
        score(ver, lab)
    assert where in str(exc.value)
    assert main(["score", str(ver), "--labels", str(lab)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("paracert score: error:") and where in err


def test_missing_and_non_json_files_exit_2(tmp_path, capsys, files):
    verdicts, labels = files
    assert main(["score", str(tmp_path / "nope.jsonl"), "--labels", str(labels)]) == 2
    assert "nope.jsonl" in capsys.readouterr().err
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps(label("p1")) + "\nnot json\n", encoding="utf-8")
    assert main(["score", str(verdicts), "--labels", str(bad)]) == 2
    assert "bad.jsonl:2" in capsys.readouterr().err


def test_development_set_format():
    rows = [json.loads(line) for line in DEV.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(rows) >= 150
    ids = [r["pair_id"] for r in rows]
    assert len(set(ids)) == len(ids)
    for r in rows:
        assert set(r) == {"pair_id", "source", "a", "b", "header", "equivalent", "why"}, r["pair_id"]
        assert r["source"] in SOURCES
        assert r["pair_id"].startswith(r["source"] + ":")
        assert isinstance(r["equivalent"], bool) and r["why"].strip()
        assert r["header"].startswith("import Mathlib")
        assert r["b"].split()[0] in {"theorem", "def"} and r["b"] != r["a"]
        assert r["a"].split()[0] in {"theorem", "instance", "/--"}
    for source in ("minif2f", "proofnet"):
        labels = [r["equivalent"] for r in rows if r["source"] == source]
        assert len(labels) >= 50
        assert 0.5 <= sum(labels) / len(labels) <= 0.7  # roughly 60 % equivalent


@pytest.mark.skipif(not (ROOT.parent / "shared" / "data" / "minif2f").exists(), reason="shared benchmark data absent")
def test_development_set_a_is_the_benchmark_statement():
    bench = {}
    for source, path in SOURCES.items():
        for line in (ROOT.parent / "shared" / "data" / path).read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            bench[source, d["name"]] = d
    for line in DEV.read_text(encoding="utf-8").splitlines():
        r = json.loads(line)
        published = bench[r["source"], r["pair_id"].split(":")[1]]
        if "file_text" in published:  # a whole problem file: the pair's header and A are that file, split
            assert r["header"] + r["a"] == published["file_text"], r["pair_id"]
        else:
            assert r["a"] == published["formal_statement"], r["pair_id"]
            if r["source"] == "minif2f-deepseek":  # the header as the provers distribute it
                assert r["header"] == published["header"], r["pair_id"]


def test_scoring_the_development_set(tmp_path):
    """The development set scores as a labels file: with every pair `unknown` nothing is predicted,
    every pair is translated, and each source is its own scope."""
    rows = [json.loads(line) for line in DEV.read_text(encoding="utf-8").splitlines() if line.strip()]
    verdicts = _write(tmp_path / "v.jsonl", [
        PairVerdict(pair_id=r["pair_id"], family="custom", a=r["a"], b=r["b"], header=r["header"], lean_version=VERSION,
                    digest=Pair(a=r["a"], b=r["b"], header=r["header"]).digest(VERSION), verdict="unknown"
                    ).model_dump(mode="json") for r in rows])
    report = score(verdicts, DEV)
    assert report.scored_pairs == len(rows) and not report.missing
    assert [s.scope for s in report.scopes] == ["all", *sorted({r["source"] for r in rows})]
    all_ = report.scopes[0]
    assert all_.coverage == 1.0 and all_.equivalent == sum(r["equivalent"] for r in rows)
    assert all_.certified.precision is None and all_.certified.recall == 0.0
    assert all_.certified.kappa == pytest.approx(0.0, abs=1e-12)
    assert all_.refuted.tp == 0 and all_.refuted.tn == all_.equivalent

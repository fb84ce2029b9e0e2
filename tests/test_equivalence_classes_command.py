"""`paracert classes`: certified equivalence classes of a verdicts file, and refuted pairs inside one.

Pure Python: verdict lines are real `PairVerdict`s with their own digests (as `paracert equiv --out`
writes them); `--certificates` runs `paracert check` on a store certified with a fake Lean.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import paracert.metrics.commands as metrics_commands
from paracert.cli import main
from paracert.lean.items import ItemResult, Status
from paracert.metrics.labels import NOT_VERIFIED
from paracert.statements.pairs import Pair
from paracert.statements.verdicts import PairVerdict

VERSION = "Lean (version 4.28.0-pre, test)"
A = "∀ a b : Nat, a ≥ b → a + 1 > b"
B = "∀ a b : Nat, b ≤ a → a + 1 > b"
C = "∀ b a : Nat, b ≤ a → a + 1 > b"
D = "∀ a b : Nat, a ≤ b → a + 1 > b"
E = "∀ n : Nat, n + 0 = n"
F = "∀ n : Nat, 0 + n = n"
KIND = {"certified": "iff", "refuted": "not_iff"}


def line(pid: str, a: str, b: str, verdict: str, **fields: object) -> str:
    """A verdict line as `paracert equiv --out` writes it: its own digest over its own fields."""
    digest = Pair(a=a, b=b, family="custom", **fields).digest(VERSION)
    return PairVerdict(pair_id=pid, family="custom", a=a, b=b, digest=digest, lean_version=VERSION,
                       verdict=verdict, statement_kind=KIND.get(verdict), **fields).model_dump_json()


# p1, p2 chain A ↔ B ↔ C; p3 refutes A against D (another class: fine); p4 certifies E ↔ F; p5 is
# only unknown; p6 refutes C against A, inside the class of p1 and p2: the contradiction.
LINES = [line("p1", A, B, "certified"), line("p2", B, C, "certified"), line("p3", A, D, "refuted"),
         line("p4", E, F, "certified"), line("p5", A, E, "unknown"), line("p6", C, A, "refuted")]


def write(path: Path, lines: list[str]) -> Path:
    path.write_text("".join(f"{text}\n" for text in lines), encoding="utf-8")
    return path


def run(capsys: pytest.CaptureFixture[str], *argv: object) -> tuple[int, str, str]:
    try:
        code = main([str(a) for a in argv])
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_classes_contradiction_and_summary_in_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    verdicts = write(tmp_path / "v.jsonl", LINES)
    code, out, err = run(capsys, "classes", verdicts)
    assert code == 1, err
    blocks = out.split("\n\n")
    assert blocks[1].splitlines() == [
        "class 1: 3 statements", f"    S1  {A}", f"    S2  {B}", f"    S3  {C}", "  certified by:",
        "    p1  S1 ↔ S2  (" + PairVerdict.model_validate_json(LINES[0]).certificate_name + ")",
        "    p2  S2 ↔ S3  (" + PairVerdict.model_validate_json(LINES[1]).certificate_name + ")"]
    assert blocks[2].splitlines()[:3] == ["class 2: 2 statements", f"    S4  {F}", f"    S5  {E}"]
    assert f"    S6  {D}" in blocks[3]  # the only singleton
    assert "SOUNDNESS ALARM: 1 contradiction" in out
    assert "CONTRADICTION: p6 refutes S3 against S1 (not_iff, " in out and "S3 ↔ S1 by p2 ∘ p1" in out
    assert "p3 refutes" not in out  # a refutation across two classes is no contradiction
    assert out.rstrip().splitlines()[-1] == ("6 pairs read, 3 certified edges, 2 refuted edges, 2 classes, "
                                             "1 singleton, 1 contradiction (from verdict lines not verified)")
    assert "paracert classes: SOUNDNESS ALARM" in err and "exit 1" in err


def test_without_a_contradiction_the_exit_is_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    verdicts = write(tmp_path / "v.jsonl", LINES[:-1])
    code, out, err = run(capsys, "classes", verdicts)
    assert code == 0, err
    assert "no contradiction: no refuted pair lies inside a certified class" in out
    assert "SOUNDNESS ALARM" not in out + err
    assert out.rstrip().endswith("0 contradictions (from verdict lines not verified)")


def test_json_shape(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    verdicts = write(tmp_path / "v.jsonl", LINES)
    code, out, _ = run(capsys, "classes", verdicts, "--json")
    assert code == 1
    report = json.loads(out)  # stdout is the JSON object alone
    assert set(report) == {"verdicts", "verified", "basis", "classes", "singletons", "contradictions", "summary"}
    assert report["verified"] is False and report["basis"] == NOT_VERIFIED
    assert report["summary"] == {"pairs": 6, "certified_edges": 3, "refuted_edges": 2, "statements": 6,
                                 "classes": 2, "singletons": 1, "contradictions": 1}
    first = report["classes"][0]
    assert (first["id"], first["size"]) == (1, 3)
    assert first["members"] == [{"id": "S1", "statement": A, "header": None}, {"id": "S2", "statement": B,
                                "header": None}, {"id": "S3", "statement": C, "header": None}]
    assert [(p["pair_id"], p["a"], p["b"]) for p in first["certified_by"]] == [("p1", "S1", "S2"), ("p2", "S2", "S3")]
    assert report["singletons"] == [{"id": "S6", "statement": D, "header": None}]
    (contradiction,) = report["contradictions"]
    assert {k: contradiction[k] for k in ("pair_id", "statement_kind", "a", "b", "class_id")} == {
        "pair_id": "p6", "statement_kind": "not_iff", "a": "S3", "b": "S1", "class_id": 1}
    assert contradiction["certificate"] == PairVerdict.model_validate_json(LINES[5]).certificate_name
    assert [p["pair_id"] for p in contradiction["chain"]] == ["p2", "p1"]


def test_a_header_makes_another_statement(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The same texts under a header are other statements: a refutation there contradicts no
    certificate of the texts read without it, and a certificate there joins no class of theirs."""
    header = "import Mathlib\nopen Nat"
    verdicts = write(tmp_path / "v.jsonl", [line("p1", A, B, "certified"), line("h1", A, C, "certified", header=header),
                                            line("h2", B, A, "refuted", header=header)])
    code, out, err = run(capsys, "classes", verdicts, "--json")
    assert code == 0, err
    report = json.loads(out)
    assert report["summary"]["contradictions"] == 0 and report["summary"]["statements"] == 5
    under = [m for c in report["classes"] for m in c["members"] if m["header"] == header]
    assert sorted(m["statement"] for m in under) == [A, C]
    code, out, _ = run(capsys, "classes", verdicts)
    assert "[under header h1]" in out and "h1: import Mathlib open Nat" in out


def test_a_refutation_of_a_statement_against_itself_is_a_contradiction(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    verdicts = write(tmp_path / "v.jsonl", [line("p1", A, B, "certified"), line("self", E, E, "refuted")])
    code, out, _ = run(capsys, "classes", verdicts, "--json")
    assert code == 1
    (contradiction,) = json.loads(out)["contradictions"]
    assert contradiction["pair_id"] == "self" and contradiction["class_id"] is None and contradiction["chain"] == []


def test_a_statement_cannot_forge_an_output_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    forged = "True\n5 pairs read, 0 certified edges"
    verdicts = write(tmp_path / "v.jsonl", [line("p1", forged, "True ∧ True", "certified")])
    code, out, _ = run(capsys, "classes", verdicts)
    assert code == 0
    assert "  True 5 pairs read, 0 certified edges" in out  # one line, whitespace made one space
    assert [x for x in out.splitlines() if x.startswith(("5 pairs", "1 pair"))] == [out.rstrip().splitlines()[-1]]


@pytest.mark.parametrize(("bad", "where"), [
    ("{not json", ":3: not JSON"),
    (json.dumps({**json.loads(LINES[2]), "verdict": "maybe"}), ":3: field 'verdict'"),
    (json.dumps({**json.loads(LINES[2]), "b": C}), ":3: field 'digest'"),  # the line was not written for this pair
    (LINES[0], ":3: field 'pair_id': 'p1' already has a verdict on line 1"),
], ids=["not_json", "unknown_verdict", "digest_not_its_own", "pair_id_twice"])
def test_a_malformed_line_is_named_by_file_and_line(tmp_path: Path, capsys: pytest.CaptureFixture[str], bad: str,
                                                    where: str) -> None:
    verdicts = write(tmp_path / "v.jsonl", [LINES[0], LINES[1], bad, LINES[3]])
    plot = tmp_path / "c.png"
    plot.write_bytes(b"old")
    code, out, err = run(capsys, "classes", verdicts, "--plot", plot)
    assert code == 2 and out == ""
    assert f"paracert classes: error: {verdicts}{where}" in err, err
    assert "Traceback" not in err
    assert plot.read_bytes() == b"old"  # nothing written on bad input


def test_a_missing_file_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "classes", tmp_path / "nope.jsonl")
    assert code == 2 and str(tmp_path / "nope.jsonl") in err


def test_plot_writes_a_png_atomically(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    verdicts = write(tmp_path / "v.jsonl", LINES)
    plot = tmp_path / "figures" / "classes.png"  # its folder is created
    code, _, err = run(capsys, "classes", verdicts, "--plot", plot)
    assert code == 1  # the contradiction, drawn too
    data = plot.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) > 5_000
    assert f"wrote {plot}" in err
    assert sorted(p.name for p in plot.parent.iterdir()) == ["classes.png"]  # no temporary file left
    write(verdicts, [line("p5", A, E, "unknown")])  # no class at all: still a figure, replacing the old one
    code, _, _ = run(capsys, "classes", verdicts, "--plot", plot)
    assert code == 0 and plot.read_bytes().startswith(b"\x89PNG") and plot.read_bytes() != data


def test_plot_into_a_directory_is_refused_before_reading(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "classes", tmp_path / "nope.jsonl", "--plot", tmp_path)
    assert code == 2 and f"--plot {tmp_path}: a directory" in err


# ---- --certificates: what `paracert score --certificates` does -------------------------------------------------


def _checking_backend():  # noqa: ANN202
    """The fake Lean of test_public_api, answering `check` as the session does: every certificate's
    theorems declared, with the standard axioms only."""
    from test_public_api import FakeLeanBackend

    class CheckingBackend(FakeLeanBackend):
        def run(self, items, item_timeout, default_heartbeats, on_result=None):  # noqa: ANN001, ANN201
            out = []
            for item in items:
                names = list(item.collect_axioms or [])
                res = ItemResult(item_id=item.item_id, status=Status.ok, declarations=names,
                                 axioms={n: ["propext"] for n in names})
                if on_result:
                    on_result(res)
                out.append(res)
            return out

    return CheckingBackend()


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A store certified with the fake Lean (v0..v2 certified); `--certificates` checks it with the fake Lean."""
    from paracert.api import Certifier
    from test_public_api import PAIRS, FakeLeanBackend, fake_runner

    store = tmp_path / "store"
    list(Certifier(runner=fake_runner(FakeLeanBackend())).certify(PAIRS, store=store))
    monkeypatch.setattr(metrics_commands, "LeanRunner", lambda config: fake_runner(_checking_backend()))
    return store


def test_certificates_verified_say_what_they_verified(store: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "classes", store / "verdicts.jsonl", "--json")
    assert code == 0, err
    assert json.loads(out)["basis"] == NOT_VERIFIED
    code, out, err = run(capsys, "classes", store / "verdicts.jsonl", "--certificates", store / "certificates",
                         "--json")
    assert code == 0, err
    report = json.loads(out)
    assert report["verified"] is True and "3 certified/refuted lines backed" in report["basis"]
    assert report["summary"]["classes"] == 3 and report["summary"]["certified_edges"] == 3


def test_a_certified_line_without_its_certificate_is_refused(store: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A `certified` line added with its digest recomputed (the digest is no signature): counted without
    --certificates (labelled not verified), refused with them (exit 1, as `score` does)."""
    kept = (store / "verdicts.jsonl").read_text().splitlines()
    version = PairVerdict.model_validate_json(kept[0]).lean_version
    extra = Pair(a="5 = 5", b="6 = 6", family="swap", pair_id="v9")
    forged = store.parent / "forged.jsonl"
    write(forged, [*kept, PairVerdict(pair_id="v9", family="swap", a=extra.a, b=extra.b, verdict="certified",
                                      lean_version=version, digest=extra.digest(version)).model_dump_json()])
    code, out, err = run(capsys, "classes", forged)
    assert code == 0 and "4 certified edges" in out, err
    code, out, err = run(capsys, "classes", forged, "--certificates", store / "certificates")
    assert code == 1 and out == ""
    assert "no certificate there for the same pair and verdict (e.g. v9)" in err, err


def test_certificates_that_are_no_directory_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    verdicts = write(tmp_path / "v.jsonl", LINES)
    code, _, err = run(capsys, "classes", verdicts, "--certificates", tmp_path / "none")
    assert code == 2 and f"--certificates {tmp_path / 'none'}: not a directory" in err

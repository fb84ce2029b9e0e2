"""The `mathlib` profile of translated pairs' certificates (certify.mathlib_export), pinned by golden
files in tests/golden/mathlib_input/. Mathlib cannot run here: these tests fix the generated text
only (what a user with Mathlib elaborates). Regenerate with PARACERT_UPDATE_GOLDEN=1 after a
reviewed change.

The inputs are real translations: tests/fixtures/mathlib_translations.json holds pairs of
data/pairs/mathlib_dev.jsonl as the embedded Lean session translated them
(`certify.mathlib_input.prepare_pairs`), each with the branch the engine certified it by
(`certify.engine.certify_pairs`, verdict `certified`), produced once with the real Lean;
tests/test_mathlib_input_lean.py translates one of them again and compares, so the fixture cannot
go stale silently."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from paracert.certify.mathlib_export import (
    body_to_mathlib,
    export_certificates,
    file_name,
    mathlib_certificate,
    signature_of,
    user_pair_theorem,
    write_certificate,
)
from paracert.certify.mathlib_input import Translation
from paracert.lean.text.lexer import tokenize
from paracert.statements.pairs import Origin
from paracert.statements.schema import Verdict
from paracert.statements.verdicts import PairVerdict

FIXTURE = Path(__file__).parent / "fixtures" / "mathlib_translations.json"
GOLDEN = Path(__file__).parent / "golden" / "mathlib_input"


def _cases() -> dict[str, dict]:
    return {r["pair_id"]: r for r in json.loads(FIXTURE.read_text(encoding="utf-8"))}


def _translation(case: dict) -> Translation:
    t = case["translation"]
    return Translation(a=t["a"], b=t["b"], symbols=[tuple(s) for s in t["symbols"]])


DEV = Path(__file__).parents[1] / "data" / "pairs" / "mathlib_dev.jsonl"


def _origin(pair_id: str) -> Origin:
    """The origin a run records for the dev pair `pair_id` (its declarations and header as written)."""
    rows = [json.loads(line) for line in DEV.read_text(encoding="utf-8").splitlines() if line.strip()]
    row = next(r for r in rows if r.get("pair_id") == pair_id)
    return Origin(a=row["a"], b=row["b"], a_header=row.get("a_header") or row.get("header"),
                  b_header=row.get("b_header") or row.get("header"), vocabulary="0" * 64)


@pytest.mark.parametrize("pair_id", sorted(_cases()))
def test_mathlib_profile_matches_golden(pair_id):
    case = _cases()[pair_id]
    text = mathlib_certificate("pc_golden", _translation(case), case["tactic"], pair_id, _origin(pair_id))
    assert "theorem pc_golden_user : (open " in text and text.endswith(":=\n  pc_golden\n")
    path = GOLDEN / file_name(pair_id, "pc_golden")
    if os.environ.get("PARACERT_UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert path.read_text(encoding="utf-8") == text


def test_the_fixture_covers_the_cases():
    """ℝ with abs and sqrt, ℕ with Finset.sum and Nat.Prime, a literal schema, a prefix of symbols only."""
    cases = _cases()
    names = {n for c in cases.values() for _, n in c["translation"]["symbols"]}
    assert {"abs", "Real.sqrt", "Finset.sum", "Nat.factorial"} <= names
    assert any("Prime" in c["translation"]["a"] for c in cases.values())
    only_symbols = cases["minif2f:mathd_numbertheory_252:prefix_factorial"]["translation"]
    assert only_symbols["a"].startswith("∀ (factorial : ℕ → ℕ),")
    text = mathlib_certificate("pc_x", _translation(cases["minif2f:mathd_numbertheory_252:prefix_factorial"]),
                               "paracert_iff_rfl")
    assert "theorem pc_x_schema (pcLit0 : ℕ)" in text and "by with_reducible exact pc_x_schema (7) (23) (3)" in text


@pytest.mark.parametrize("pair_id", sorted(_cases()))
def test_no_signature_name_or_binder_is_left(pair_id):
    case = _cases()[pair_id]
    t = _translation(case)
    text = mathlib_certificate("pc_golden", t, case["tactic"])
    assert "Paracert." not in text and "Mathlib." not in text.replace("import Mathlib", "")
    theorems = [line for line in text.splitlines() if line.startswith("theorem ")]
    sig, _, _ = signature_of(t)
    for line in theorems:
        words = {tok.text for tok in tokenize(line, "mathlib").tokens}
        for b in sig:
            assert f"({b.name} :" not in line and f"[{b.name} :" not in line and f"{{{b.name} :" not in line
            if b.written != b.name:  # a symbol whose Mathlib name differs is gone (inst_1, sqrt, …)
                assert b.name not in words, (b.name, line)


def test_each_symbol_becomes_its_own_mathlib_constant():
    t = _translation(_cases()["proofnet:Rudin_exercise_1_13:norm_notation"])
    sig, a, _ = signature_of(t)
    written = {b.name: b.written for b in sig}
    assert written["abs"] == "abs" and written["norm"] == "norm" and written["Real"] == "ℝ"
    assert written["inst_1"] is None and written["inst"] is None  # instances: left to inference
    assert body_to_mathlib(a, sig) == "∀ (x y : ℂ), abs (norm x - norm y) ≤ norm (x - y)"
    functions = [b.written for b in sig if b.written is not None]
    assert len(functions) == len(set(functions))


def test_two_symbols_of_one_constant_are_refused():
    t = Translation(a="∀ (sin : ℕ → ℕ) (cos : ℕ → ℕ), sin 1 = cos 1", b="∀ (sin : ℕ → ℕ) (cos : ℕ → ℕ), sin 1 = cos 1",
                    symbols=[("sin", "Nat.factorial"), ("cos", "Nat.factorial")])
    with pytest.raises(ValueError, match="'sin' and 'cos' are both 'Nat.factorial'"):
        signature_of(t)


def test_instance_arguments_are_left_to_inference():
    """An explicit instance argument (a symbol of Σ, or core's own instance such as `instLENat` or a
    decidability proof) at an instance position of Mathlib's type is left out; under `@f` it is `_`."""
    cases = _cases()
    sig, a, _ = signature_of(_translation(cases["minif2f:mathd_numbertheory_629:parens"]))
    assert body_to_mathlib(a, sig).startswith("IsLeast (fun (t : ℕ) =>")
    sig, a, _ = signature_of(_translation(cases["minif2f:mathd_numbertheory_12:dot_filter"]))
    out = body_to_mathlib(a, sig)
    assert "decidable" not in out
    assert "Finset.filter (fun (x : ℕ) => (20 : ℕ) ∣ x) (Finset.Icc (15 : ℕ) (85 : ℕ))" in out
    sig, _, _ = signature_of(_translation(cases["minif2f:amc12_2000_p5:abs_bars"]))
    assert body_to_mathlib("∀ (x : Real), @abs Real inst_1 inst_2 x = x", sig) == "∀ (x : ℝ), @abs ℝ _ _ x = x"


def test_untranslatable_uses_name_the_symbol():
    sig, _, _ = signature_of(_translation(_cases()["minif2f:amc12_2000_p5:abs_bars"]))
    with pytest.raises(ValueError, match="'abs' is bound again"):
        body_to_mathlib("∀ (abs : Real), abs = abs", sig)
    with pytest.raises(ValueError, match="'inst_1'.*outside"):
        body_to_mathlib("∀ (x : Real), inst_1 = inst_1", sig)
    with pytest.raises(ValueError, match="Paracert.Frobnicate"):
        body_to_mathlib("∀ (x : Real), Paracert.Frobnicate x", sig)


def test_pair_ids_cannot_leave_the_directory(tmp_path):
    for pair_id in ("../../etc/passwd", "a/../../b", "..", "/abs/path", "x\n..\\y", ""):
        name = file_name(pair_id, "pc_0")
        assert "/" not in name and "\\" not in name and ".." not in name and not name.startswith(".")
        path = write_certificate(tmp_path, pair_id, "pc_0", "x", set())
        assert path.parent == tmp_path.resolve()
    assert file_name("minif2f:a:b", "pc_0") == "minif2f_a_b.lean"


def test_a_symlink_in_the_directory_is_not_followed(tmp_path):
    target = tmp_path / "outside.txt"
    target.write_text("keep", encoding="utf-8")
    (tmp_path / "d").mkdir()
    (tmp_path / "d" / "p.lean").symlink_to(target)
    with pytest.raises(ValueError, match="not a plain file"):
        write_certificate(tmp_path / "d", "p", "pc_0", "x", set())
    assert target.read_text(encoding="utf-8") == "keep"


def test_export_writes_one_file_per_certified_translated_pair(tmp_path):
    cases = _cases()
    ids = ["minif2f:amc12_2000_p5:abs_bars", "minif2f:mathd_algebra_547:sqrt_notation"]
    translated = {k: _translation(cases[i]) for k, i in enumerate(ids)}
    verdicts = [PairVerdict(pair_id=i, family="f", a=translated[k].a, b=translated[k].b, digest="ab" * 32,
                            lean_version="v", verdict=Verdict.certified if k == 0 else Verdict.unknown,
                            tactic=cases[i]["tactic"] if k == 0 else None) for k, i in enumerate(ids)]
    lines = export_certificates(tmp_path, translated, verdicts)
    assert [p.name for p in tmp_path.iterdir()] == ["minif2f_amc12_2000_p5_abs_bars.lean"]
    assert lines == [f"{ids[0]}: {tmp_path.resolve() / 'minif2f_amc12_2000_p5_abs_bars.lean'}"]
    text = (tmp_path / "minif2f_amc12_2000_p5_abs_bars.lean").read_text(encoding="utf-8")
    assert text.startswith("import Mathlib\n") and "theorem pc_abababababababab :" in text


def test_a_failed_write_stops_the_export_naming_the_file_and_leaves_no_part(tmp_path, monkeypatch):
    from paracert.errors import WriteError

    (tmp_path / "d").mkdir()

    def full_disk(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("paracert.certify.store.os.replace", full_disk)
    with pytest.raises(WriteError, match=r"p\.lean: No space left on device"):
        write_certificate(tmp_path / "d", "p", "pc_0", "theorem t : True := trivial\n", set())
    assert list((tmp_path / "d").iterdir()) == []


def test_the_users_declarations_are_restated_under_their_own_opens_only():
    """Each side under its header's `open` lines as `open … in` (a closed `section` takes its opens
    along), its binders as `∀`, comments and line breaks gone; a side read under a namespace
    (of its header or of its declaration's name) or section variables is not restated."""
    origin = Origin(a="open Finset in\ntheorem a (n : ℕ) -- the bound\n  (h : 2 ≤ n) : (range n).card = n := by simp",
                    b="theorem b : ∀ n : ℕ, 2 ≤ n → (Finset.range n).card = n := sorry",
                    a_header="import Mathlib\nimport Aesop\nset_option maxHeartbeats 400000\nsection\nopen Real\nend\n"
                             "open Nat", b_header="import Mathlib", vocabulary="0" * 64)
    text = user_pair_theorem("pc_x", origin)
    assert text.splitlines()[1:] == [
        "set_option autoImplicit false in",
        "theorem pc_x_user : (open Nat in open Finset in ∀ (n : ℕ) (h : 2 ≤ n), (range n).card = n) ↔ "
        "(∀ n : ℕ, 2 ≤ n → (Finset.range n).card = n) :=", "  pc_x"]
    for a_header, a in [("import Mathlib\nnamespace Int", "theorem a : True := trivial"),
                        ("import Mathlib", "theorem Int.a : True := trivial"),
                        ("import Mathlib\nvariable (n : ℕ)", "theorem a : n = n := rfl"),
                        ("import Mathlib", "theorem a (n : ℕ := 3) : n = n := rfl")]:
        text = user_pair_theorem("pc_x", origin.model_copy(update={"a": a, "a_header": a_header}))
        assert "theorem" not in text and all(line.startswith("-- ") for line in text.splitlines()), text


def test_a_pair_with_an_answer_hole_is_not_written_yet():
    """The hole is a constant of the signature, not of Mathlib: no Mathlib file names it yet."""
    origin = Origin(a="theorem a : s = 1 := sorry", b="theorem b : 1 = s := sorry", a_header="abbrev s : ℕ := sorry",
                    b_header="abbrev s : ℕ := sorry", vocabulary="0" * 64)
    t = Translation(a="∀ (s : ℕ), s = 1", b="∀ (s : ℕ), 1 = s", symbols=[("s", "s")])
    with pytest.raises(ValueError, match="answer hole `s` is not declared in a Mathlib file yet"):
        mathlib_certificate("pc_x", t, "paracert_iff_rfl", "p", origin)


def test_a_side_with_auto_bound_names_is_restated_with_them_bound_first():
    origin = Origin(a="theorem a (h₀ : 0 < x) : x ^ 2 > (0 : ℝ) := sorry",
                    b="theorem b (y : ℝ) (hy : 0 < y) : 0 < y ^ 2", a_header="import Mathlib",
                    b_header="import Mathlib", vocabulary="0" * 64)
    text = user_pair_theorem("pc", origin, (["x"], []))
    user = "theorem pc_user : (∀ {x}, ∀ (h₀ : 0 < x), x ^ 2 > (0 : ℝ)) ↔ (∀ (y : ℝ) (hy : 0 < y), 0 < y ^ 2)"
    assert user in text, text
    assert "set_option autoImplicit false in" in text

"""Mathlib-syntax statements in (certify.mathlib_input, data.mathlib_vocabulary): pure Python, with a
fake Lean runner (`FakeTranslateRunner`) where Lean would answer. The real-Lean behaviour is in
tests/test_mathlib_input_lean.py."""

from __future__ import annotations

import json
import re

import pytest

from paracert.certify.mathlib_input import (
    Header,
    HeaderError,
    is_data_declaration,
    is_declaration,
    needs_translation,
    prepare_pairs,
    prepare_side,
    read_header,
    row_error,
    shared_holes,
    split_declaration,
    translate_item,
    unmapped_name,
    with_lemmas,
)
from paracert.data.mathlib_lemmas import lemma_constants
from paracert.data.mathlib_vocabulary import _notation, build, vocabulary
from paracert.lean.items import ItemResult, LeanItem, LeanMessage, Status
from paracert.statements.pairs import Pair
from paracert.statements.schema import Verdict

SIN_COS = "∀ {Real : Type} (sin : Real → Real) (cos : Real → Real)"


class FakeTranslateRunner:
    """Stands in for LeanRunner: answers each `translate` item from a table keyed by its two signatures."""

    lean_version = "fake-lean"

    def __init__(self, answers: dict[tuple[str, str], dict]) -> None:
        self.answers = answers
        self.items: list[LeanItem] = []

    def run(self, items: list[LeanItem], progress=None) -> list[ItemResult]:
        out = []
        for item in items:
            self.items.append(item)
            if item.kind == "commands":  # the pointwise check of a pair with a signature prefix
                ok = "sin x = 0) ↔ (∀ (x : Real), cos x = 0" not in item.code
                out.append(ItemResult(item_id=item.item_id, status=Status.ok if ok else Status.error))
                continue
            spec = json.loads(item.code)
            key = (spec["sides"][0]["sig"], spec["sides"][1]["sig"])
            payload = self.answers[key]
            ok = "translated" in payload
            out.append(ItemResult(item_id=item.item_id, status=Status.ok if ok else Status.error,
                                  messages=[LeanMessage(severity="information" if ok else "error",
                                                        text=json.dumps(payload))]))
            if progress is not None:
                progress(len(out), len(items))
        return out


def test_a_declaration_is_split_on_lean_tokens_and_its_proof_dropped() -> None:
    opens, sig = split_declaration("theorem foo (x : ℝ) (h : 0 < x) : x ^ 2 > 0 := by nlinarith [sq_nonneg x]", "a")
    assert (opens, sig) == ([], "(x : ℝ) (h : 0 < x) : x ^ 2 > 0")
    assert split_declaration("lemma bar {a b : ℕ} : a + b = b + a := Nat.add_comm a b", "a")[1] == \
        "{a b : ℕ} : a + b = b + a"
    assert split_declaration("example : (2 : ℕ) + 2 = 4 := rfl", "a")[1] == ": (2 : ℕ) + 2 = 4"
    # a default value's `:=` inside brackets is not the proof; `|x|` is abs, not an equation
    assert split_declaration("theorem t (a b : ℝ) (h : a^2 + b^2 = 1) : a * b + |a - b| ≤ 1 := by sorry", "a")[1] \
        == "(a b : ℝ) (h : a^2 + b^2 = 1) : a * b + |a - b| ≤ 1"
    assert split_declaration("open Real in\ntheorem t : π > 3 := by sorry", "a") == (["open Real"], ": π > 3")
    # the declaration's own name is a namespace its statement is read in (Lean's `expandDeclNamespace?`)
    assert split_declaration("open Real in\ntheorem Int.Foo.t : sqrt 4 = 2 := sorry", "a") == \
        (["open Real", "namespace Int.Foo"], ": sqrt 4 = 2")
    assert split_declaration("theorem _root_.t : True := trivial", "a") == ([], ": True")
    with pytest.raises(HeaderError, match="«"):
        split_declaration("theorem «Int».t : True := trivial", "a")
    assert split_declaration("∀ n : ℕ, n + 0 = n", "a") == ([], ": ∀ n : ℕ, n + 0 = n")


@pytest.mark.parametrize("text, fragment", [
    ("theorem t : True := by trivial\n#eval IO.println 1", "#eval"),
    ("theorem t (h : by exact True) : True := trivial", "by"),
    ("theorem t : run_cmd 1 := sorry", "run_cmd"),
    ("theorem : True := trivial", "needs a name"),
    ("theorem t (x : ℕ) := 3", "no type"),
    ("open Real\ntheorem t : True := trivial", "without `in`"),
])
def test_a_bad_declaration_is_refused_naming_the_field(text: str, fragment: str) -> None:
    with pytest.raises(HeaderError, match="p1: a") as err:
        split_declaration(text, "p1: a")
    assert fragment in str(err.value)


def test_a_header_is_understood_not_executed() -> None:
    header = ("import Mathlib\nimport Mathlib.Data.Real.Basic\n\nset_option maxHeartbeats 400000\n"
              "-- a comment\nopen BigOperators Real Nat Topology Rat\nopen scoped BigOperators\n"
              "namespace Foo\nsection\nvariable (x : ℝ)\nend\nnoncomputable section")
    assert read_header(header, "h") == Header(["open BigOperators Real Nat Topology Rat", "open scoped BigOperators",
                                                "namespace Foo", "section", "variable (x : ℝ)", "end", "section"])


def test_an_open_in_as_the_headers_last_line_opens_for_the_declaration() -> None:
    read = read_header("import Mathlib\nopen Real\nopen Nat Finset in\n", "h")
    assert read.commands == ["open Real", "open Nat Finset"]
    with pytest.raises(HeaderError, match="h: line 2: `open Nat in`: an `open … in` line applies to the next"):
        read_header("import Mathlib\nopen Nat in\nopen Real", "h")


def test_an_answer_hole_is_an_axiom_read_under_the_opens_in_force() -> None:
    """PutnamBench's `abbrev putnam_…_solution : T := sorry` (and `def`, `noncomputable`): the
    constant the statement names, of type T, with no value."""
    header = ("import Mathlib\n\nopen MeasureTheory Set\nsection\nopen Nat\nend\n\n"
              "abbrev putnam_1962_a2_solution : Set (ℝ → ℝ) := sorry\n-- {f | 0 ≤ f}\n"
              "noncomputable def sol2 (n : ℕ) :\n  ℝ := sorry\nopen Real")
    read = read_header(header, "h")
    assert read.commands == ["open MeasureTheory Set", "section", "open Nat", "end", "open Real"]
    assert read.holes == {"putnam_1962_a2_solution": "open MeasureTheory Set in axiom putnam_1962_a2_solution : "
                                                     "Set (ℝ → ℝ)",
                          "sol2": "open MeasureTheory Set in axiom sol2 (n : ℕ) :\n  ℝ"}


def test_a_header_definition_with_a_value_is_declared_as_written_to_be_unfolded() -> None:
    """ProofNet's `abbrev I : Set ℝ := Icc 0 1` and `def is_topology … :=` (no type): definitions,
    `noncomputable` (the vocabulary's constants are axioms), under the opens in force."""
    header = ("import Mathlib\nopen Set\nabbrev I : Set ℝ := Icc 0 1\n"
              "def is_topology (X : Type*) (T : Set (Set X)) :=\n  univ ∈ T ∧\n  (∀ s t, s ∈ T → t ∈ T → s ∩ t ∈ T)")
    read = read_header(header, "h")
    assert read.holes == {"I": "open Set in noncomputable abbrev I : Set ℝ := Icc 0 1",
                          "is_topology": "open Set in noncomputable def is_topology (X : Type*) (T : Set (Set X)) "
                                         ":= univ ∈ T ∧\n  (∀ s t, s ∈ T → t ∈ T → s ∩ t ∈ T)"}


@pytest.mark.parametrize("header, fragment", [
    ("def s : ℕ := by exact 1", "`by` is not allowed"),
    ("def s : ℕ := (sorry : ℕ)", "`sorry` is not allowed"),
    ("def f : ℕ → ℕ\n| 0 => 1\n| (n + 1) => f n", "by equations"),
    ("def f (n : ℕ) : ℕ := if n = 0 then 0 else f (n - 1)", "in terms of itself"),
    ("def s : ℕ := t where t := 1", "`where` is not allowed"),
    ("abbrev s := sorry", "needs its type"),
    ("def s : ℕ :=", "no value"),
    ("abbrev Nat.s : ℕ := sorry", "with a plain NAME"),
    ("namespace Foo\nabbrev s : ℕ := sorry", "after a `namespace`"),
    ("variable (n : ℕ)\nabbrev s : ℕ := sorry", "after a `namespace`, `variable`"),
    ("abbrev s : ℕ := sorry\nabbrev s : ℤ := sorry", "declared twice"),
    ("abbrev s : theorem := sorry", "theorem"),
])
def test_a_header_definition_that_is_no_answer_hole_is_refused(header: str, fragment: str) -> None:
    with pytest.raises(HeaderError, match="h: line") as err:
        read_header(header, "h")
    assert fragment in str(err.value)


def test_both_headers_must_declare_a_shared_hole_alike() -> None:
    a = prepare_side("theorem a : s = 1 := sorry", "abbrev s : ℕ := sorry", "p: a", "p: a_header")
    b = prepare_side("theorem b : s = 1 := sorry", "abbrev s : ℤ := sorry", "p: b", "p: b_header")
    with pytest.raises(HeaderError, match="define `s` differently"):
        shared_holes(a, b, "p")
    assert shared_holes(a, a, "p") == "axiom s : ℕ"


@pytest.mark.parametrize("header, fragment", [
    ("import Mathlib\n#eval IO.println \"hi\"", "#eval"),
    ("import Std", "only imports of Mathlib"),
    ("open Real\nmacro \"x\" : term => `(1)", "macro"),
    ("open IO", "IO"),
    ("instance : Inhabited Nat := ⟨0⟩", "instance"),
    ("attribute [simp] Nat.add_comm", "attribute"),
    ("set_option maxHeartbeats", "set_option NAME VALUE"),
    ("theorem x : True := trivial", "theorem"),
])
def test_a_bad_header_is_refused_naming_the_pair_and_field(header: str, fragment: str) -> None:
    with pytest.raises(HeaderError, match="p7: a_header") as err:
        read_header(header, "p7: a_header")
    assert fragment in str(err.value)


def test_which_pairs_need_translation() -> None:
    assert is_declaration("theorem t : True := trivial")
    assert is_declaration("/- doc -/ open Real in lemma t : True := trivial")
    assert not is_declaration("∀ n : ℕ, n = n")
    assert not needs_translation(Pair(a="p ∧ q", b="q ∧ p"))
    assert needs_translation(Pair(a="p ∧ q", b="q ∧ p", header="open Real"))
    assert needs_translation(Pair(a="theorem t : True := trivial", b="True"))


def test_the_digest_covers_headers_only_when_given() -> None:
    plain = Pair(a="1 = 1", b="1 = 1")
    assert plain.digest("v") == Pair.model_validate({"a": "1 = 1", "b": "1 = 1", "header": None}).digest("v")
    assert Pair(a="1 = 1", b="1 = 1", header="open Real").digest("v") != plain.digest("v")
    assert (Pair(a="1 = 1", b="1 = 1", a_header="open Real").digest("v")
            != Pair(a="1 = 1", b="1 = 1", b_header="open Real").digest("v"))


def test_unmapped_names_are_read_from_leans_messages() -> None:
    assert unmapped_name("2:12: Unknown constant `Real.logb`") == "Real.logb"
    assert unmapped_name("Unknown identifier `deriv`") == "deriv"
    assert unmapped_name("failed to synthesize instance of type class\n  HPow ℝ ℝ ?m.5\n\nHint: …") == "HPow ℝ ℝ ?m.5"
    assert unmapped_name("<statement>:2:3: unexpected token '∫'; expected term") == "∫"
    assert unmapped_name("`sqrt` under `namespace Int`: Mathlib may mean `Int.sqrt`, which the vocabulary "
                         "does not model") == "Int.sqrt"
    assert unmapped_name("something else") is None


def test_a_vocabulary_row_that_did_not_elaborate_is_named_with_its_lean_error() -> None:
    """Lean logs no error for a statement whose `sorry` is a vocabulary row's own: the session names
    the row, and the reading adds the vocabulary module's error at that row's line."""
    vocab = build({"types": [], "constants": [{"name": "Foo.bar", "type": "ℕ → ℕ", "source": "x"}]})
    line = vocab.text.split("\n").index("axiom Foo.bar : ℕ → ℕ") + 1
    message = ("the statement did not elaborate: it uses `Foo.bar`, a vocabulary row that did not elaborate "
               "(its type contains `sorry`)")
    failure = {"vocabularyErrors": ["1:0: unrelated", f"{line}:14: failed to synthesize instance of type class\n"
                                    "  Algebra R (Polynomial R)"]}
    out = row_error(message, failure, vocab)
    assert out.startswith(message) and out.endswith("Algebra R (Polynomial R)")
    assert unmapped_name(out) == "Algebra R (Polynomial R)"
    assert row_error(message, {}, vocab) == message  # no error at that line: the message as Lean gave it
    assert row_error("1:2: Unknown identifier `x`", failure, vocab) == "1:2: Unknown identifier `x`"


def test_prepare_pairs_with_a_fake_runner() -> None:
    sig_a, sig_b = "(x : ℝ) (h : 0 < x) : x ^ 2 > 0", "(y : ℝ) (hy : y > 0) : 0 < y ^ 2"
    runner = FakeTranslateRunner({
        (sig_a, sig_b): {"translated": ["∀ {Real : Type}, A", "∀ {Real : Type}, B"], "symbols": [["Real", "Real"]]},
        (": sin", ": cos"): {"translated": [f"{SIN_COS}, ∀ (x : Real), sin x = 0",
                                            f"{SIN_COS}, ∀ (x : Real), cos x = 0"],
                             "symbols": [["Real", "Real"], ["sin", "Real.sin"], ["cos", "Real.cos"]]},
        (": Real.logb 2 8 = 3", ": True"): {"untranslated": {"side": 0, "stage": "elaborate",
                                                            "message": "2:1: Unknown constant `Real.logb`"}},
    })
    pairs = [
        Pair(a=f"theorem a {sig_a} := by positivity", b=f"theorem b {sig_b} := by positivity", pair_id="ok",
             header="import Mathlib\nopen Real"),
        Pair(a="p ∧ q", b="q ∧ p", pair_id="plain"),
        Pair(a="Real.logb 2 8 = 3", b="True", pair_id="logb", header="import Mathlib"),
        Pair(a="theorem c : True := trivial", b="True", pair_id="bad", a_header="#eval 1"),
    ]
    pairs.append(Pair(a="sin", b="cos", pair_id="sin_cos", header="open Real"))
    seen: list[tuple[int, int]] = []
    prepared = prepare_pairs(pairs, runner, progress=lambda done, total: seen.append((done, total)))  # type: ignore[arg-type]
    assert [i.kind for i in runner.items] == ["translate", "translate", "translate", "commands", "commands"]
    assert seen == [(1, 3), (2, 3), (3, 3)]  # the fake reports its translations
    assert runner.items[3].code.startswith("theorem pc_pointwise : ∀ {Real : Type}, ((A) ↔ (B)) := by\n  intros")
    spec = json.loads(runner.items[0].code)
    assert spec["sides"][0]["header"] == "open Real" and spec["vocab"] == with_lemmas(vocabulary()).text
    assert spec["vocab"].startswith(vocabulary().text) and spec["lemmas"] == lemma_constants()  # decision 0017
    ok = prepared.pairs[0]
    assert ok is not None and (ok.a, ok.b, ok.pair_id) == ("∀ {Real : Type}, A", "∀ {Real : Type}, B", "ok")
    assert prepared.pairs[1] == pairs[1]
    assert prepared.settled[2].verdict == Verdict.untranslatable
    assert prepared.settled[2].note is not None and prepared.settled[2].note.startswith("unmapped: Real.logb")
    assert prepared.unmapped["Real.logb"] == 1
    assert prepared.settled[3].verdict == Verdict.invalid_statement
    assert "bad: a_header" in (prepared.settled[3].note or "")
    with pytest.raises(HeaderError, match="bad: a_header"):
        prepare_pairs(pairs[3:], runner, strict=True)  # type: ignore[arg-type]
    # one verdict per input, in input order
    # a pair whose sides differ by exchanging two symbols is not passed on to be certified
    assert prepared.pairs[4] is None and prepared.settled[4].verdict == Verdict.unknown
    assert "∀ Σ, (A ↔ B)" in (prepared.settled[4].note or "")
    merged = prepared.merge([prepared.settled[2].model_copy(update={"pair_id": "ok", "verdict": Verdict.certified}),
                             prepared.settled[2].model_copy(update={"pair_id": "plain", "verdict": Verdict.unknown})])
    assert [v.pair_id for v in merged] == ["ok", "plain", "logb", "bad", "sin_cos"]


def test_translate_items_are_keyed_by_their_whole_text() -> None:
    vocab = build({"types": [], "constants": [], "notations": []})
    from paracert.certify.mathlib_input import Side
    one = translate_item("i", Side("", ": True"), Side("", ": True"), vocab)
    two = translate_item("i", Side("open Real", ": True"), Side("", ": True"), vocab)
    assert one.kind == "translate" and one.code != two.code


def test_the_vocabulary_module_from_the_table() -> None:
    table = {
        "types": [{"name": "Nat", "notation": "ℕ", "role": "core", "instances": ["Lattice"]},
                  {"name": "Real", "notation": "ℝ", "role": "carrier", "class": "Paracert.LinearOrderedField",
                   "instances": ["Lattice"]},
                  {"name": "Group", "role": "class", "class": "Paracert.Group", "type": "Type → Type"},
                  {"name": "Lattice", "role": "class", "class": None, "type": "Type → Type"}],
        "constants": [{"name": "Real.sqrt", "type": "ℝ → ℝ"},
                      {"name": "Finset.sum", "type": "{β α : Type} → [AddCommMonoid β] → Finset α → (α → β) → β"}],
        "notations": [{"syntax": "prefix:max \"√\" => Real.sqrt"},
                      {"syntax": "scoped[Real] notation \"π\" => Real.pi"},
                      {"syntax": "notation \"ℝ\" => Real"},
                      {"syntax": "notation3 \"∑ \" x \" ∈ \" s \", \" r:67 => Finset.sum s (fun x => r)"}],
    }
    v = build(table)
    assert "axiom Real : Type" in v.text and "attribute [instance] Real.instParacert" in v.text
    assert "export Paracert (Group)" in v.text
    assert "axiom Lattice : Type → Type\nattribute [class] Lattice" in v.text
    assert "axiom Real.instLattice : Lattice Real" in v.text and "Real.instLattice" in v.instances
    assert "attribute [instance low] Nat.instLattice" in v.text  # ℕ keeps core's own instances first
    assert "Group Real" not in v.text  # a class the type's row does not list: no instance
    assert v.text.count('notation "ℝ" => Real') == 1  # the type notation once, before the constants
    assert v.text.index('notation "ℝ" => Real') < v.text.index("axiom Real.sqrt")
    assert "namespace Real\nscoped notation \"π\" => Real.pi\nend Real" in v.text
    assert 'macro "∑ " x:ident " ∈ " s:term ", " r:term:67 : term => `(Finset.sum $s (fun $x => $r))' in v.text
    assert "{Finset : Type → Type}" not in v.text


def test_notation_rows_keep_their_precedence() -> None:
    assert _notation("scoped[Nat] notation:10000 n \"!\" => Nat.factorial n") == \
        "namespace Nat\nscoped notation:10000 n \"!\" => Nat.factorial n\nend Nat"
    assert _notation("infixl:80 \" ⁻¹' \" => Set.preimage") == "infixl:80 \" ⁻¹' \" => Set.preimage"


def test_the_pointwise_check_states_the_pair_under_its_shared_signature() -> None:
    from paracert.certify.mathlib_input import Translation, pointwise_item, split_prefix
    prefix = "∀ {Real : Type} [inst : Paracert.LinearOrderedField Real] (abs : {α : Type} → α → α)"
    assert split_prefix(f"{prefix}, ∀ (x : Real), abs x = x", 3) == (prefix, "∀ (x : Real), abs x = x")
    assert split_prefix(f"{prefix}, ∀ (x : Real), abs x = x", 4) is None
    # the statement's own carrier and instance, printed after the symbols, start the rest
    own = f"{prefix} {{G : Type}} [inst_1 : Paracert.Group G], ∀ (g : G), g = g"
    assert split_prefix(own, 3) == (prefix, "∀ {G : Type} [inst_1 : Paracert.Group G], ∀ (g : G), g = g")
    t = Translation(a=f"{prefix}, ∀ (x : Real), abs x = x ^ 3", b=f"{prefix}, ∀ (x : Real), x ^ 3 = abs x",
                    symbols=[("Real", "Real"), ("inst", "Real.instParacert"), ("abs", "abs")])
    item = pointwise_item("p", t)
    assert item is not None and item.untrusted
    # the literal bound after Σ, typed as printed (`(3 : ℕ)`); an unascribed one is left to Lean (`_`)
    assert item.code.startswith(f"theorem pc_pointwise : {prefix}, ∀ (pcLit0 : _), ((∀ (x : Real), abs x = x ^ pcLit0) "
                                "↔ (∀ (x : Real), x ^ pcLit0 = abs x)) := by\n  intros\n  first\n  | paracert_iff_rfl")
    typed = pointwise_item("p", Translation(a=f"{prefix}, ∀ (x : Real), abs x = x ^ (3 : ℕ) + (3 : Real)",
                                            b=f"{prefix}, ∀ (x : Real), x ^ (3 : ℕ) + (3 : Real) = abs x",
                                            symbols=t.symbols))
    # the carrier's numeral `(3 : Real)` is left alone, as in a signature statement (docs/trust.md)
    assert typed is not None and typed.code.startswith(
        f"theorem pc_pointwise : {prefix}, ∀ (pcLit0 : ℕ), ((∀ (x : Real), abs x = x ^ (pcLit0 : ℕ) "
        "+ (3 : Real)) ↔")
    assert pointwise_item("p", Translation(a="∀ (n : ℕ), n = n", b="∀ (m : ℕ), m = m")) is None  # no signature


def test_pairs_settled_before_certification_get_their_lines_in_out(tmp_path, monkeypatch) -> None:
    """`equiv --pairs … --out`: a pair that was not read (untranslatable, a refused header) has its
    verdict line in the file, with the input's header fields, so its digest is its own (a resumed run
    keeps the line and writes it once) and `paracert score` scores it (coverage counts it)."""
    import paracert.certify.commands as commands
    from paracert.certify.run_state import VerdictLog, own_digest
    from paracert.cli import main
    from paracert.metrics.labels import score
    from paracert.statements.verdicts import PairVerdict

    runner = FakeTranslateRunner({(": Real.logb 2 8 = 3", ": True"): {"untranslated": {
        "side": 0, "stage": "elaborate", "message": "2:1: Unknown constant `Real.logb`"}}})
    runner.history = []  # type: ignore[attr-defined]
    runner.close = lambda: None  # type: ignore[attr-defined]
    monkeypatch.setattr(commands, "LeanRunner", lambda config: runner)
    pairs = tmp_path / "pairs.jsonl"
    rows = [{"pair_id": "logb", "a": "Real.logb 2 8 = 3", "b": "True", "header": "import Mathlib",
             "equivalent": False, "source": "minif2f"},
            {"pair_id": "bad", "a": "theorem c : True := trivial", "b": "True", "a_header": "#eval 1",
             "equivalent": True, "source": "proofnet"}]
    pairs.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    out = tmp_path / "verdicts.jsonl"
    assert main(["equiv", "--no-daemon", "--pairs", str(pairs), "--out", str(out)]) == 1  # not read
    lines = [PairVerdict.model_validate_json(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [(v.pair_id, v.verdict) for v in lines] == [("logb", Verdict.untranslatable),
                                                       ("bad", Verdict.invalid_statement)]
    assert (lines[0].header, lines[0].a_header, lines[1].a_header) == ("import Mathlib", None, "#eval 1")
    assert all(own_digest(v) == v.digest for v in lines)
    assert len(VerdictLog.open(out, resume=True).done) == 2  # a resumed run believes both lines
    assert main(["equiv", "--no-daemon", "--pairs", str(pairs), "--out", str(out), "--resume",
                 "--allow-unread"]) == 0
    assert len(out.read_text(encoding="utf-8").splitlines()) == 2  # written once
    report = score(out, pairs)
    assert report.missing == [] and report.scored_pairs == 2
    assert report.scopes[0].translated == 0 and report.scopes[0].coverage == 0.0


def test_only_sessions_that_translate_hold_the_translation_module(tmp_path) -> None:
    """Session.lean alone is the program of a session that never translates (its start-up does not
    elaborate the translation module); a `translate` item gets a session whose program is Session.lean
    with Translate.lean in place of its last line, replacing a session without it; other items keep
    whichever session the slot has."""
    from conftest import FakeSessionLauncher
    from paracert.lean.backends.pool import SessionPool
    from paracert.lean.backends.session import MAIN_LINE, session_program, session_program_text, translation_module
    from paracert.lean.launch.profile import get_profile

    slim, full = session_program_text(False), session_program_text(True)
    assert slim == session_program().read_text(encoding="utf-8") and slim.rstrip().endswith(MAIN_LINE)
    assert "public def translate" not in slim and "ParacertSession.run none" in slim
    assert full.endswith(translation_module().read_text(encoding="utf-8"))
    assert full.startswith(slim.rpartition(MAIN_LINE)[0]) and "ParacertSession.run none" not in full

    pool = SessionPool(FakeSessionLauncher(), get_profile("core"), 1, tmp_path)
    try:
        plain = LeanItem(item_id="plain", code="theorem t : True := trivial")
        assert pool.run([plain], 60, 1000)[0].status == Status.ok
        first = pool.slots[0]
        assert first is not None and not first.translates
        spec = {"vocab": "", "instances": [], "sides": [{"header": "", "sig": "(n : ℕ) : n = n"}] * 2}
        item = LeanItem(item_id="tr", kind="translate", code=json.dumps(spec))
        assert pool.run([item], 60, 1000)[0].status == Status.ok
        second = pool.slots[0]
        assert second is not None and second is not first and second.translates and not first.alive
        assert pool.run([plain], 60, 1000)[0].status == Status.ok
        assert pool.slots[0] is second  # a session that translates serves every item
    finally:
        pool.close()


def test_binder_notations_take_mathlibs_typed_binders() -> None:
    """`∑ i : Fin n, f i` and `⨅ (i : I), H i` as Mathlib reads them (its `extBinder`): the same
    constant, the bound variable typed, the body at the row's precedence."""
    text = _notation('notation3 "∑ " x ", " r:67 => Finset.sum Finset.univ (fun x => r)').splitlines()
    assert text == [
        'macro "∑ " x:ident ", " r:term:67 : term => `(Finset.sum Finset.univ (fun $x => $r))',
        'macro "∑ " x:ident " : " pcT:term ", " r:term:67 : term => `(Finset.sum Finset.univ (fun ($x : $pcT) => $r))',
        'macro "∑ " "(" x:ident " : " pcT:term ")" ", " r:term:67 : term => '
        '`(Finset.sum Finset.univ (fun ($x : $pcT) => $r))']
    # a binder followed by ` ∈ s` keeps its one form, and Mathlib's older ` in `, untyped and typed
    # (`∑ x : T in s, f x` is `∑ x ∈ (s : Finset T), f x`)
    older = _notation('notation3 "∑ " x " ∈ " s ", " r:67 => Finset.sum s (fun x => r)').splitlines()
    assert len(older) == 3 and older[2].endswith("`(Finset.sum ($s : Finset $pcT) (fun $x => $r))")


def test_a_type_binder_inside_a_string_or_comment_does_not_spare_a_literal() -> None:
    """Attack: `{Nat : Type}` written in a string (or a comment) must not make `(7 : Nat)` read as a
    numeral of a type variable, which the abstraction would leave for the branches to compute with."""
    from paracert.certify.abstraction import abstract_literals

    a = '∀ (s : String), s = "{Nat : Type}" → (7 : Nat) + 5 = 12 /- {Nat : Type} -/'
    b = '∀ (s : String), s = "{Nat : Type}" → (3 : Nat) * 4 = 12'
    ab = abstract_literals(a, b)
    assert ab is not None and ab.literals == ("7", "5", "12", "3", "4")
    assert ("pcLit0", "Nat") in ab.binders
    kept = abstract_literals("∀ {R : Type} (x : R), x = (3 : R) ∧ (2 : Nat) + 5 = 7",
                             "∀ {R : Type} (x : R), (3 : R) = x ∧ (2 : Nat) + 5 = 7")
    assert kept is not None and "3" not in kept.literals  # a type the code binds: its numeral stays


def test_a_raw_literal_of_a_statement_printed_with_every_argument_is_abstracted_whole() -> None:
    """A translation printed with every argument written out (`pp.explicit`, for a symbol Lean cannot
    take as a local instance) spells a numeral `@OfNat.ofNat T (nat_lit N) inst`: the whole numeral
    is one literal of type T (its instance names N), a bare `(nat_lit N)` is a natural number, and
    nothing is left that would be `nat_lit pcLit0` (not Lean) or a closed numeral Lean could compute."""
    from paracert.certify.abstraction import abstract_literals

    a = ("∀ (x : Nat), @Eq Nat x (@HAdd.hAdd Nat Nat Nat (@instHAdd Nat instAddNat) "
         "(@OfNat.ofNat Nat (nat_lit 2) (instOfNatNat 2)) (@OfNat.ofNat Nat (nat_lit 3) (instOfNatNat 3)))")
    b = "∀ (x : Nat), @Eq Nat x (@OfNat.ofNat Nat (nat_lit 5) (instOfNatNat 5))"
    ab = abstract_literals(a, b)
    assert ab is not None
    assert ab.binders == (("pcLit0", "Nat"), ("pcLit1", "Nat"), ("pcLit2", "Nat"))
    assert "nat_lit" not in ab.a + ab.b and "instOfNatNat" not in ab.a + ab.b
    assert ab.b == "∀ (x : Nat), @Eq Nat x pcLit2"
    kept = abstract_literals("∀ {V : Type} [inst : Zero V] (v : V), @Eq V v (@OfNat.ofNat V (nat_lit 0) "
                             "(@Zero.toOfNat0 V inst)) ∧ OfScientific.ofScientific (nat_lit 13) true (nat_lit 2) = v",
                             "True")
    assert kept is not None and "(nat_lit 0)" in kept.a  # a numeral of a type variable: left alone
    assert kept.binders == (("pcLit0", "ℕ"), ("pcLit1", "ℕ"))
    # the `0`/`1` of a type written with arguments is its structure's unit: kept, never a lone
    # `pcLit` that `Zero.toOfNat0 : OfNat _ 0` would not fit; a `Fin` size beside it is abstracted
    unit = abstract_literals("∀ (v : Fin 7 → Real), @Eq (Fin 7 → Real) v (@OfNat.ofNat (Fin 7 → Real) (nat_lit 0) "
                             "Zero.toOfNat0) ∨ @Eq (Fin 7 → Real) v (@OfNat.ofNat (Fin 7 → Real) (nat_lit 1) "
                             "(@One.toOfNat1 (Fin 7 → Real) Pi.instOne))", "True")
    assert unit is not None and "(nat_lit 0) Zero.toOfNat0" in unit.a and "(nat_lit 1) (@One.toOfNat1" in unit.a
    assert unit.literals == ("7",), unit.literals  # the size, one variable
    # the `NeZero 5` of a `(0 : Fin 5)` printed with every argument: with the size abstracted, any proof
    fin = abstract_literals("∀ (f : Fin 5 → Nat), f (@OfNat.ofNat (Fin 5) (nat_lit 0) (@Fin.instOfNat 5 "
                            "(@Nat.instNeZeroSucc (@OfNat.ofNat Nat (nat_lit 4) (instOfNatNat 4))) (nat_lit 0))) = f 0",
                            "True")
    assert fin is not None and "inferInstance" in fin.a and "instNeZeroSucc" not in fin.a, fin.a
    # a numeral kept whole (its type names a binder, `2 * A` for a matrix `A`) still has the sizes in its
    # type abstracted with the statement's other literals; its own value and its ≥ 2 proof stay
    ty = "(Fin (@OfNat.ofNat Nat (nat_lit 3) (instOfNatNat (nat_lit 3))) → Real)"
    two = (f"(@OfNat.ofNat {ty} (nat_lit 2) (@Paracert.instOfNat {ty} (@cast {ty} inst) (nat_lit 2) "
           "(@Paracert.Nat.instAtLeastTwo (@OfNat.ofNat Nat (nat_lit 0) (instOfNatNat (nat_lit 0))))))")
    kept_whole = abstract_literals(f"∀ {{Real : Type}} (inst : C Real) (A : {ty}), @Eq {ty} A {two}", "True")
    assert kept_whole is not None and kept_whole.literals == ("3",), kept_whole
    assert "nat_lit 3" not in kept_whole.a and kept_whole.a.count("(nat_lit 2)") == 2
    assert "(@Paracert.Nat.instAtLeastTwo (@OfNat.ofNat Nat (nat_lit 0)" in kept_whole.a
    # a parenthesis that holds more than the numeral is not taken for it: `+ y` stays
    more = abstract_literals("∀ (y : Nat), (@OfNat.ofNat Nat (nat_lit 2) (instOfNatNat 2) + y) = y", "True")
    assert more is not None and "+ y)" in more.a and more.binders == (("pcLit0", "ℕ"), ("pcLit1", "_"))


def test_a_numeral_whose_type_names_the_bodys_variables_is_left_alone() -> None:
    """`(1 : ZMod p)` with `p` bound in the body: no binder before the body could have its type, so the
    numeral stays (it is not closed: its type has a variable); `(2 : ℕ)` is still abstracted."""
    from paracert.certify.abstraction import abstract_literals

    a = "∀ {p : ℕ} (a : ZMod p), a = (1 : ZMod p) ∧ (2 : ℕ) ∣ p"
    ab = abstract_literals(a, a)
    assert ab is not None and ab.binders == (("pcLit0", "ℕ"),)
    assert ab.a == "∀ {p : ℕ} (a : ZMod p), a = (1 : ZMod p) ∧ (pcLit0 : ℕ) ∣ p"


def test_a_numeral_through_a_natcast_is_one_literal_of_its_type() -> None:
    """`(3 : WithBot ℕ)` is Mathlib's `instOfNat` through the type's `NatCast`, printed with its
    `AtLeastTwo` witness at N - 2: the whole numeral is one literal of that type (abstracting its inner
    3 and 1 apart would make a gate statement that does not elaborate), the same numeral one variable."""
    from paracert.certify.abstraction import abstract_literals

    three = ("(@OfNat.ofNat (WithBot Nat) 3 (@Paracert.instOfNat (WithBot Nat) natCast 3 "
             "(@Paracert.Nat.instAtLeastTwo 1)))")
    a = f"∀ (d : WithBot Nat), @LT.lt (WithBot Nat) i d {three} → x = (5 : ℕ)"
    b = f"∀ (d : WithBot Nat), @LT.lt (WithBot Nat) i {three} d → x = (5 : ℕ)"
    ab = abstract_literals(a, b)
    assert ab is not None and ab.binders == (("pcLit0", "(WithBot Nat)"), ("pcLit1", "ℕ"))
    assert ab.a == "∀ (d : WithBot Nat), @LT.lt (WithBot Nat) i d pcLit0 → x = (pcLit1 : ℕ)"
    assert "pcLit0 →" not in ab.b and "instAtLeastTwo" not in ab.a + ab.b
    raw = ("(@OfNat.ofNat (WithBot Nat) (nat_lit 3) (@Paracert.instOfNat (WithBot Nat) natCast (nat_lit 3) "
           "(@Paracert.Nat.instAtLeastTwo (@OfNat.ofNat Nat (nat_lit 1) (instOfNatNat (nat_lit 1))))))")
    ab = abstract_literals(f"∀ (d : WithBot Nat), d = {raw}", f"∀ (d : WithBot Nat), {raw} = d")
    assert ab is not None and ab.binders == (("pcLit0", "(WithBot Nat)"),) and ab.a.endswith("d = pcLit0")
    # a type of the signature prefix (`{WithBot : Type → Type}`): no binder before the text could name
    # it, so the numeral stays, as a signature carrier's does
    sig = "∀ {WithBot : Type → Type} [natCast : NatCast (WithBot Nat)], "
    assert abstract_literals(sig + f"∀ (d : WithBot Nat), d = {raw}", sig + f"∀ (d : WithBot Nat), {raw} = d") is None


def test_a_literal_that_sizes_a_fin_is_bound_nonzero() -> None:
    """`(0 : Fin 2)` needs `NeZero 2`: the literal 2 abstracted as `pcLit0` is bound with
    `[NeZero pcLit0]` (core's numerals of `Fin n`), other literals without."""
    from paracert.certify.abstraction import abstract_literals

    a = "∀ (p : Fin (2 : ℕ) → ℕ), p (0 : Fin (2 : ℕ)) = (7 : ℕ)"
    ab = abstract_literals(a, "∀ (p : Fin (2 : ℕ) → ℕ), (7 : ℕ) = p (0 : Fin (2 : ℕ))")
    assert ab is not None and ab.binder_text() == "(pcLit0 : ℕ) [NeZero pcLit0] (pcLit1 : ℕ)"


def test_a_header_says_whether_unbound_names_are_auto_bound() -> None:
    assert read_header("import Mathlib\nset_option maxHeartbeats 0", "h").auto_implicit
    assert not read_header("import Mathlib\nset_option autoImplicit false", "h").auto_implicit
    assert read_header("set_option autoImplicit false\nset_option autoImplicit true", "h").auto_implicit
    with pytest.raises(HeaderError, match="autoImplicit is `true` or `false`"):
        read_header("set_option autoImplicit 0", "h")
    vocab = vocabulary()
    item = translate_item("i", prepare_side("theorem t : x = x", "set_option autoImplicit false", "a", "h"),
                          prepare_side("theorem t : x = x", None, "b", "h"), vocab)
    spec = json.loads(item.code)
    assert [side["autoBound"] for side in spec["sides"]] == [False, True]
    assert "QuaternionAlgebra.Basis.i" in spec["oneLetterNames"]
    assert all(n.rsplit(".", 1)[-1][0].islower() for n in spec["oneLetterNames"])


@pytest.mark.parametrize("text", [
    "instance Herstein_exercise_2_1_21 (G : Type*) [Group G] [Fintype G]\n  (hG : card G = 5) :\n"
    "  CommGroup G := sorry",
    "def exercise_2_1_21 (G : Type*) [Group G] [Fintype G]\n  (hG : card G = 5) :\n  CommGroup G :=",
    "noncomputable def e (G : Type*) [Group G] [Fintype G] (hG : card G = 5) : CommGroup G := sorry",
])
def test_a_declaration_of_data_states_that_its_type_is_inhabited(text: str) -> None:
    assert is_declaration(text) and is_data_declaration(text)
    opens, sig = split_declaration(text, "a")
    assert sig.endswith(": _root_.Nonempty (CommGroup G)"), sig
    assert sig.startswith("(G : Type*) [Group G] [Fintype G]")
    assert not is_data_declaration("theorem t (G : Type*) [Group G] : True := sorry")


@pytest.mark.parametrize("text, fragment", [
    ("instance (priority := 100) foo : CommGroup G := sorry", "with attributes is not read"),
    ("def foo (n : ℕ) : ℕ := by exact #eval 1", "`#`"),
    ("instance foo : Inhabited ℕ := ⟨instance⟩", "`instance` is not allowed"),
])
def test_only_the_keyword_of_a_data_declaration_escapes_the_untrusted_text_rule(text: str, fragment: str) -> None:
    with pytest.raises(HeaderError, match=re.escape(fragment)):
        split_declaration(text, "a")


def test_autoimplicit_is_scoped_like_every_option() -> None:
    header = "import Mathlib\nset_option autoImplicit false\nsection\nset_option autoImplicit true\nend"
    assert not read_header(header, "h").auto_implicit
    assert read_header("namespace Foo\nset_option autoImplicit false\nend Foo", "h").auto_implicit


@pytest.mark.parametrize("text", [
    "def foo {G : Type} : Paracert.CommGroup G", "theorem foo {G : Type} : Nonempty (Mathlib.CommGroup G)",
    "theorem f : _root_.«Mathlib».CommGroup ℕ", "Paracert.Group ℕ",
])
def test_names_of_paracerts_model_of_mathlib_are_refused(text: str) -> None:
    with pytest.raises(HeaderError, match="paracert's model of Mathlib"):
        split_declaration(text, "a")
    with pytest.raises(HeaderError, match="paracert's model of Mathlib"):
        read_header("import Mathlib\ndef MyC (G : Type) : Type := Mathlib.CommGroup G", "h")


@pytest.mark.parametrize("text", [
    "theorem t (x : ℝ) : @LE.le ℝ (@Preorder.toLE ℝ Real.instMathlibPreorder) x x",  # a coined instance by name
    "theorem t : @Eq (Lattice ℝ) Real.instLattice Real.instLattice",
    "theorem t : @Eq (Lattice ℝ) _root_.Real.instLattice Real.instLattice",
    "theorem t (x : ℝ) : x.instNorm.root = x.instNorm.root",  # as a field of a term
    "theorem t : @Eq (Lattice ℝ) instLattice instLattice",  # under `open Real`
])
def test_names_of_the_instances_the_vocabulary_coins_are_refused(text: str) -> None:
    """`Real.instLattice` is a name the vocabulary coins for ℝ's lattice (Mathlib's is another), so a
    statement that writes it is not a Mathlib statement; Mathlib's own names and the user's are read."""
    from paracert.data.mathlib_vocabulary import vocabulary

    assert "Real.instLattice" in vocabulary().coined and "Real.instMathlibPreorder.root" in vocabulary().coined
    with pytest.raises(HeaderError, match="coins"):
        split_declaration(text, "a")
    for fine in ("theorem t (root x : ℝ) (h : root = x) : x.root = root", "theorem t (inst : ℕ) : inst = inst",
                 "theorem t (p : Polynomial ℝ) : p.roots = p.roots"):
        split_declaration(fine, "a")

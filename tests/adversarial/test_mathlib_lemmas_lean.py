"""Mathlib's lemmas as hypotheses (`paracert_mathlib_lemmas`, decision 0017) through the real Lean.

Pairs that differ by unfolding a Mathlib definition or by a one-line Mathlib lemma of the table
data/mathlib/lemmas.json (`Real.logb`, `Int.ModEq`, `Set.Icc` and `Finset.range` membership,
`Finset.card_range`), written as miniF2F writes them (Mathlib syntax, its
header), are certified, each with the lemma as a hypothesis of its signature, and `paracert check`
verifies them; their Mathlib file names Mathlib's lemma. Pairs that are not equivalent (the
interval reversed, `Ico` for `Icc`, the base of the logarithm swapped, `≤` for `<`) are not
certified; a pair whose sides the lemmas alone prove is refused by the sides gate (and the same
rewriting without the gate does prove it: the gate is what refuses); a certificate whose signature
states a row other than the table's (a wrong `Set.mem_Ico`) verifies in Lean but `check` refuses it,
since the reading of its declarations gives the table's row.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from paracert.certify.check import check_directory
from paracert.certify.engine import certify_pairs
from paracert.certify.mathlib_export import mathlib_certificate
from paracert.certify.mathlib_input import prepare_pairs, prepare_side, translate_item, with_lemmas
from paracert.certify.store import write_certificates
from paracert.certify.theorems import certified_text
from paracert.data.mathlib_lemmas import lemma_rows
from paracert.data.mathlib_vocabulary import vocabulary
from paracert.lean.items import LeanItem, Status
from paracert.statements.pairs import Pair
from paracert.statements.schema import Verdict
from paracert.statements.tactics import MACROS, MATHLIB_LEMMAS, SIDES_GATE_LOGIC
from paracert.statements.verdicts import certificate_name

sys.path.insert(0, str(Path(__file__).parent))
from forgery import attack_runner  # noqa: E402

pytestmark = [pytest.mark.lean, pytest.mark.lean_translate, pytest.mark.slow]

H = "import Mathlib\nimport Aesop\n\nset_option maxHeartbeats 400000\n\nopen BigOperators Real Nat Topology Rat"
# (id, a, b, the Mathlib lemma the certificate's Mathlib file must name, or None)
GENUINE = [
    ("logb", "theorem a (x : ℝ) (h₀ : 0 < x) (h₁ : Real.logb 2 x = 3) : x = 8 := by sorry",
     "theorem b (x : ℝ) (h₀ : 0 < x) (h₁ : Real.log x / Real.log 2 = 3) : x = 8 := by sorry", "Real.log_div_log"),
    ("zmod", "theorem a (a b : ℤ) (h : a ≡ b [ZMOD 5]) : a ^ 2 ≡ b ^ 2 [ZMOD 5] := by sorry",
     "theorem b (a b : ℤ) (h : a % 5 = b % 5) : a ^ 2 % 5 = b ^ 2 % 5 := by sorry", "Int.ModEq"),
    ("nat_modeq", "theorem a (n : ℕ) (h : n ≡ 3 [MOD 7]) : 2 * n ≡ 6 [MOD 7] := by sorry",
     "theorem b (n : ℕ) (h : n % 7 = 3 % 7) : (2 * n) % 7 = 6 % 7 := by sorry", "Nat.ModEq"),
    ("icc", "theorem a (x : ℝ) (h : x ∈ Set.Icc 0 1) : x ^ 2 ≤ x := by sorry",
     "theorem b (x : ℝ) (h : 0 ≤ x ∧ x ≤ 1) : x ^ 2 ≤ x := by sorry", "Set.mem_Icc"),
    ("range", "theorem a (n : ℕ) (h : n ∈ Finset.range 10) : n ^ 2 < 100 := by sorry",
     "theorem b (n : ℕ) (h : n < 10) : n ^ 2 < 100 := by sorry", "Finset.mem_range"),
    ("card_range", "theorem a (n : ℕ) (h : (Finset.range n).card + n = 10) : n = 5 := by sorry",
     "theorem b (n : ℕ) (h : n + n = 10) : n = 5 := by sorry", "Finset.card_range"),
    ("ioo_gt", "theorem a (x : ℝ) (h : x ∈ Set.Ioo 0 1) : x ^ 3 < x := by sorry",
     "theorem b (x : ℝ) (h : x > 0 ∧ 1 > x) : x ^ 3 < x := by sorry", "Set.mem_Ioo"),
]
# not equivalent: the rewriting leaves two different statements
DIFFERENT = [
    ("icc_reversed", "theorem a (x : ℝ) (h : x ∈ Set.Icc 0 1) : x ^ 2 ≤ x := by sorry",
     "theorem b (x : ℝ) (h : 1 ≤ x ∧ x ≤ 0) : x ^ 2 ≤ x := by sorry"),
    ("ico_for_icc", "theorem a (x : ℝ) (h : x ∈ Set.Ico 0 1) : x ^ 2 ≤ x := by sorry",
     "theorem b (x : ℝ) (h : 0 ≤ x ∧ x ≤ 1) : x ^ 2 ≤ x := by sorry"),
    ("logb_base_swapped", "theorem a (x : ℝ) (h₀ : 0 < x) (h₁ : Real.logb 2 x = 3) : x = 8 := by sorry",
     "theorem b (x : ℝ) (h₀ : 0 < x) (h₁ : Real.log 2 / Real.log x = 3) : x = 8 := by sorry"),
    ("range_le", "theorem a (n : ℕ) (h : n ∈ Finset.range 10) : n ^ 2 < 100 := by sorry",
     "theorem b (n : ℕ) (h : n ≤ 10) : n ^ 2 < 100 := by sorry"),
]
# each side true by the lemmas alone: equivalent (both true), no paraphrase of each other
DECIDED = [
    ("card_range_vs_modeq_def", "theorem a (n : ℕ) : (Finset.range n).card = n := by sorry",
     "theorem b (a b : ℤ) : a ≡ b [ZMOD 3] ↔ a % 3 = b % 3 := by sorry"),
]


def _pair(pid: str, a: str, b: str) -> Pair:
    return Pair(pair_id=pid, a=a, b=b, header=H, family="mathlib_lemmas")


@pytest.fixture(scope="module")
def run(lean_required, tmp_path_factory) -> dict:
    tmp = tmp_path_factory.mktemp("mathlib_lemmas")
    runner = attack_runner(tmp / "w")
    rows = [(pid, a, b) for pid, a, b, _ in GENUINE] + DIFFERENT + DECIDED
    prepared = prepare_pairs([_pair(*r) for r in rows], runner)
    verdicts = {v.pair_id: v for v in prepared.merge(certify_pairs(prepared.to_certify(), runner))}
    translations = {rows[k][0]: t for k, t in prepared.translated.items()}
    certs = tmp / "certificates"
    write_certificates([v for pid, v in verdicts.items() if pid in {g[0] for g in GENUINE}], certs)
    return {"runner": runner, "verdicts": verdicts, "translations": translations, "certs": certs, "tmp": tmp}


def test_definition_paraphrases_are_certified_with_the_lemma_as_a_hypothesis_and_checked(run) -> None:
    got = {pid: (run["verdicts"][pid].verdict, run["verdicts"][pid].tactic) for pid, *_ in GENUINE}
    assert got == {pid: (Verdict.certified, MATHLIB_LEMMAS) for pid, *_ in GENUINE}, got
    for pid, *_ in GENUINE:
        symbols = dict(run["translations"][pid].symbols)
        hyps = [name for name, const in symbols.items() if const.startswith("Mathlib.Lemma.")]
        assert hyps, (pid, symbols)
        for name in hyps:  # each hypothesis is a binder of the signature both sides state
            assert f"({name} : ∀" in run["verdicts"][pid].a and f"({name} : ∀" in run["verdicts"][pid].b
    report = check_directory(run["certs"], runner=run["runner"])
    assert report.ok and report.verified == len(GENUINE), report.problems


def test_the_mathlib_file_rewrites_with_mathlib_s_own_lemma(run) -> None:
    for pid, *_, lemma in GENUINE:
        v = run["verdicts"][pid]
        text = mathlib_certificate(certificate_name(v.digest), run["translations"][pid], v.tactic or "", pid,
                                   v.origin)
        assert "Mathlib.Lemma" not in text and "[*" not in text, text
        assert lemma in text.split("simp only [", 1)[1].split("]", 1)[0], text
    logb = mathlib_certificate("pc_x", run["translations"]["logb"], MATHLIB_LEMMAS)
    assert "simp only [← Real.log_div_log, " in logb  # Mathlib states it `log x / log b = logb b x`


def test_pairs_that_differ_are_not_certified(run) -> None:
    got = {pid: run["verdicts"][pid].verdict for pid, *_ in DIFFERENT}
    assert Verdict.certified not in got.values(), got
    assert {pid: run["translations"].get(pid) is not None for pid, *_ in DIFFERENT} == \
        {pid: True for pid, *_ in DIFFERENT}  # read, with the lemma in the signature, and still refused


def test_sides_the_lemmas_alone_prove_are_refused_by_the_gate_which_is_what_refuses(run) -> None:
    for pid, *_ in DECIDED:
        assert run["verdicts"][pid].verdict != Verdict.certified, run["verdicts"][pid]
        t = run["translations"][pid]
        # the gate's own rewriting (the branch's lemmas with core's logic lemmas) proves the pair:
        # what keeps it uncertified is that it proves each side alone
        m = MACROS[MATHLIB_LEMMAS]
        ungated = f"(set_option simprocs false in simp only [{', '.join((*m.simp_args(), *SIDES_GATE_LOGIC))}]; done)"
        code = certified_text("pc_ungated", t.a, t.b, ungated)
        res = run["runner"].run([LeanItem(item_id="ungated", code=code)])[0]
        assert res.status == Status.ok, res


def test_check_refuses_a_certificate_whose_signature_states_another_row(run) -> None:
    """The Icc pair restated with `x ∈ Set.Icc a b ↔ a ≤ x ∧ x < b` in place of Mathlib's row and a
    half-open B: under that hypothesis Lean proves it, but the declarations read again give the
    table's row (and the user's B), so `check` refuses it."""
    v = run["verdicts"]["icc"]
    wrong_a, wrong_b = (s.replace("a ≤ x ∧ x ≤ b", "a ≤ x ∧ x < b") for s in (v.a, v.b))
    wrong_b = wrong_b.replace("≤ x ∧ x ≤ (1 : Real)", "≤ x ∧ x < (1 : Real)")
    assert wrong_a != v.a and wrong_b.count("x < ") == 2, wrong_b
    pair = Pair(a=wrong_a, b=wrong_b, pair_id=v.pair_id, family=v.family, origin=v.origin)
    digest = pair.digest(run["runner"].lean_version)
    forged = v.model_copy(update={"a": wrong_a, "b": wrong_b, "digest": digest,
                                  "certificate": certified_text(certificate_name(digest), wrong_a, wrong_b,
                                                                MATHLIB_LEMMAS)})
    res = run["runner"].run([LeanItem(item_id="forged", code=forged.certificate or "")])[0]
    assert res.status == Status.ok, res  # a valid theorem: only the reading can tell
    store = run["tmp"] / "forged"
    write_certificates([forged], store)
    report = check_directory(store, runner=run["runner"])
    assert not report.ok and {p.check for p in report.problems} == {"reading"}, report.problems


def test_every_row_elaborates_in_the_vocabulary(run) -> None:
    """No row's axiom has an error (a row that did not elaborate would be declared with `sorry` in
    its type, which the reading then never takes: `lemmasFor`)."""
    import json

    read = with_lemmas(vocabulary())
    side = prepare_side("theorem t (x : ℕ) : x = x := by sorry", H, "a", "header")
    res = run["runner"].run([translate_item("translate:rows", side, side, read)])[0]
    payload = next(json.loads(m.text) for m in res.messages if m.text.startswith("{"))
    lines = read.text.split("\n")
    first_row = next(k for k, line in enumerate(lines) if line.startswith("axiom Mathlib.Lemma.")) + 1
    errors = [e for e in payload.get("vocabularyErrors", []) if int(e.split(":", 1)[0]) >= first_row]
    assert errors == [], errors
    assert sum(line.startswith("axiom Mathlib.Lemma.") for line in lines) == len(lemma_rows())

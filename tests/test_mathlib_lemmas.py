"""The table of Mathlib's lemmas (data/mathlib/lemmas.json, `paracert.data.mathlib_lemmas`, decision
0017): its rows, the Lean text the reading declares from it, the translate request that names them,
and the Mathlib profile of a certificate whose signature holds one (no Lean run; the real-Lean
tests are tests/adversarial/test_mathlib_lemmas_lean.py)."""

from __future__ import annotations

import json
import re

import pytest

from paracert.certify.mathlib_export import lemma_rewrites, mathlib_certificate, signature_of
from paracert.certify.mathlib_input import Side, Translation, translate_item, with_lemmas
from paracert.data.mathlib_lemmas import NAMESPACE, lemma_constants, lemma_module, lemma_rows, row_of
from paracert.data.mathlib_vocabulary import table_path, vocabulary
from paracert.data.signature_mathlib import branch_script
from paracert.statements.tactics import LAWS, MATHLIB_LEMMAS

# a translation the real Lean session printed for `n ∈ Finset.range 10` vs `n < 10` (miniF2F header)
RANGE = Translation(
    a="∀ {Finset : Type → Type} [inst : {α : Type} → Membership α (Finset α)] (range : ℕ → Finset ℕ) "
      "(mathlib_Finset_mem_range : ∀ (n m : ℕ), m ∈ range n ↔ m < n), ∀ (n : ℕ), n ∈ range (10 : ℕ) → "
      "n ^ (2 : ℕ) < (100 : ℕ)",
    b="∀ {Finset : Type → Type} [inst : {α : Type} → Membership α (Finset α)] (range : ℕ → Finset ℕ) "
      "(mathlib_Finset_mem_range : ∀ (n m : ℕ), m ∈ range n ↔ m < n), ∀ (n : ℕ), n < (10 : ℕ) → "
      "n ^ (2 : ℕ) < (100 : ℕ)",
    symbols=[("Finset", "Finset"), ("inst", "Finset.instMembership"), ("range", "Finset.range"),
             ("mathlib_Finset_mem_range", "Mathlib.Lemma.mathlib_Finset_mem_range")])


def _vocabulary_constants() -> set[str]:
    return {row["name"] for row in json.loads(table_path().read_text(encoding="utf-8"))["constants"]}


def test_each_row_is_about_vocabulary_constants_its_statement_names() -> None:
    constants = _vocabulary_constants()
    rows = lemma_rows()
    assert len({r.id for r in rows}) == len(rows) and rows
    for row in rows:
        assert row.about and set(row.about) <= constants, row.id
        for name in row.about:
            assert re.search(rf"(?<![\w.]){re.escape(name)}(?![\w])", row.statement), (row.id, name)
        assert row.source.startswith("Mathlib/") and row.source.endswith(".lean"), row.id
        assert re.fullmatch(r"\w+", row.id), row.id  # one name component: the binder of the signature
        # no numerals: a translated statement's numerals are abstracted, a row's would never match them
        assert not re.search(r"\d", row.statement), row.id
        assert row.rewrite.removeprefix("← ") in (row.mathlib,), row.id


def test_a_statement_s_names_cannot_resolve_to_the_model_s_own_constants() -> None:
    """The axioms are declared as `Mathlib.Lemma.<id>`, whose type Lean elaborates inside that
    namespace: `Set.Icc` there could mean `Mathlib.Set.Icc` or `Mathlib.Lemma.Set.Icc`, which the
    vocabulary must not have."""
    text = vocabulary().text
    for row in lemma_rows():
        for first in {n.split(".")[0] for n in re.findall(r"[A-Z][\w]*\.[\w.]+", row.statement)}:
            assert f"Mathlib.{first}." not in text and f"{NAMESPACE}.{first}." not in text, (row.id, first)


def test_the_reading_declares_each_row_as_an_axiom_after_the_vocabulary() -> None:
    module = lemma_module()
    for row in lemma_rows():
        assert f"axiom {NAMESPACE}.mathlib_{row.id} : {row.statement}\n" in module
    vocab = vocabulary()
    read = with_lemmas(vocab)
    assert read.text == vocab.text + "\n" + module and read.digest != vocab.digest
    side = Side(header="", sig="(x : ℕ) : x = x")
    spec = json.loads(translate_item("translate:0", side, side, read).code)
    assert spec["lemmas"] == lemma_constants() and spec["vocab"].endswith(module)


def test_the_mathlib_profile_rewrites_with_mathlib_s_lemma_in_place_of_the_hypothesis() -> None:
    sig, a, b = signature_of(RANGE)
    hyp = next(s for s in sig if s.name == "mathlib_Finset_mem_range")
    assert hyp.written is None and lemma_rewrites(sig) == ["Finset.mem_range"]
    text = mathlib_certificate("pc_x", RANGE, MATHLIB_LEMMAS)
    assert "simp only [Finset.mem_range, mul_assoc," in text
    assert "mathlib_Finset_mem_range" not in text and "Mathlib.Lemma" not in text and "[*" not in text
    assert "theorem pc_x_schema (pcLit0 : ℕ) (pcLit1 : ℕ) (pcLit2 : ℕ) : (∀ (n : ℕ), n ∈ Finset.range" in text


def test_an_unknown_lemma_symbol_is_not_written_back() -> None:
    bad = Translation(a=RANGE.a, b=RANGE.b,
                      symbols=[*RANGE.symbols[:3], ("mathlib_Finset_mem_range", "Mathlib.Lemma.nope")])
    with pytest.raises(ValueError, match="no row of data/mathlib/lemmas.json"):
        signature_of(bad)
    assert row_of("Mathlib.Lemma.nope") is None and row_of("Mathlib.Lemma.mathlib_Finset_mem_range") is not None


def test_only_the_lemmas_branch_takes_hypotheses_in_its_mathlib_script() -> None:
    assert "[*" not in branch_script(LAWS, ["Finset.mem_range"])
    assert branch_script(MATHLIB_LEMMAS, []).count("simp only [mul_assoc,") == 1
    assert "simp only [← Real.log_div_log, Set.mem_Icc, mul_assoc," in branch_script(
        MATHLIB_LEMMAS, ["← Real.log_div_log", "Set.mem_Icc"])


def test_a_signature_that_holds_a_lemma_is_stated_pointwise_whatever_its_first_binder() -> None:
    """`(ModEq : ℤ → ℤ → ℤ → Prop) (mathlib_Int_ModEq : ∀ …)` binds no carrier: without the lemma the
    pair is stated in its closed form, with it pointwise, so the hypothesis is in the branch's context."""
    from paracert.certify.theorems import pair_statement, signature

    row = "(mathlib_Int_ModEq : ∀ (n a b : ℤ), ModEq n a b ↔ a % n = b % n)"
    a = f"∀ (ModEq : ℤ → ℤ → ℤ → Prop) {row}, ∀ (a b : ℤ), ModEq (5 : ℤ) a b → a = b"
    b = f"∀ (ModEq : ℤ → ℤ → ℤ → Prop) {row}, ∀ (a b : ℤ), a % (5 : ℤ) = b % (5 : ℤ) → a = b"
    st = pair_statement(a, b)
    assert [x.names for x in st.binders] == [("ModEq",), ("mathlib_Int_ModEq",)]
    assert st.a == "∀ (a b : ℤ), ModEq (5 : ℤ) a b → a = b"
    assert signature("∀ (ModEq : ℤ → ℤ → ℤ → Prop), ∀ (a b : ℤ), ModEq (5 : ℤ) a b") is None
    assert signature("∀ (f : ℕ → ℕ) (mathlib_h : f 0 = 0), f 1 = 0") is None  # not a lemma's `∀` shape


def test_a_lemma_signature_is_pointwise_only_when_both_sides_bind_the_same_run() -> None:
    """A hypothesis only one side holds, stated for both, would change the other side's meaning
    (`∀ f, (∀ n, f n = 0) → f 1 = 0` is true, `∀ f, f 1 = 0` is not): such a pair keeps its closed form."""
    from paracert.certify.theorems import pair_statement

    a = "∀ (f : ℕ → ℕ) (mathlib_h : ∀ (n : ℕ), f n = 0), f 1 = 0"
    for b in ("∀ (f : ℕ → ℕ), f 1 = 0", "∀ (f : ℕ → ℕ) (mathlib_g : ∀ (n : ℕ), n = n), f 1 = 0",
              "∀ {R : Type} (f : ℕ → ℕ) (mathlib_h : ∀ (n : ℕ), f n = 0), f 1 = 0"):
        st = pair_statement(a, b)
        assert st.binders == () and (st.a, st.b) == (a, b), b
    same = pair_statement(a, a.replace("f 1 = 0", "f 2 = 0").replace("f 2 = 0", "f n = 0", 1))
    assert [x.names for x in same.binders] == [("f",), ("mathlib_h",)]

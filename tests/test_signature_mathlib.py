"""The `mathlib` profile of signature certificates (data.signature_mathlib), pinned by golden files in
tests/golden/mathlib/. Mathlib cannot run here: these tests fix the generated text only (what a
native user with Mathlib elaborates). Regenerate with PARACERT_UPDATE_GOLDEN=1 after a reviewed change."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from paracert.data.signature_mathlib import branch_script, mathlib_certificate, to_mathlib
from paracert.data.substrate import forminv_signature_pairs, forminv_signature_records

GOLDEN = Path(__file__).parent / "golden" / "mathlib"
# pair id -> the branch that certifies it in the core profile (one per branch kind and category)
CASES = {
    "thm_0049_le_trans:contrapositive:contrapositive": "paracert_logic",
    "thm_0099_mul_inv_rev:equality_symmetry:eq_symm": "paracert_rules",
    "thm_0041_real_sqrt_nonneg:comparison_order:le_to_ge": "paracert_iff_rfl",
    "thm_0061_abs_le:binder_reorder:swap_binders": "paracert_structural",
    "thm_0095_isopen_compl_iff:double_negation:dn_intro_body": "paracert_rules",
    "thm_0036_finset_card_singleto:renaming:rename_carrier_α": "paracert_iff_rfl",
}


def _golden_name(pair_id: str) -> str:
    return pair_id.replace(":", "__").replace("@", "_at") + ".lean"


@pytest.mark.parametrize("pair_id", sorted(CASES))
def test_mathlib_profile_matches_golden(pair_id):
    records = {r["theorem_id"]: r for r in forminv_signature_records()}
    pairs = {p.pair_id: p for p in forminv_signature_pairs()}
    p = pairs[pair_id]
    text = mathlib_certificate("pc_golden", p.a, p.b, CASES[pair_id], records[pair_id.split(":")[0]])
    path = GOLDEN / _golden_name(pair_id)
    if os.environ.get("PARACERT_UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert path.read_text(encoding="utf-8") == text


def test_mathlib_text_has_no_signature_names():
    records = {r["theorem_id"]: r for r in forminv_signature_records()}
    for p in forminv_signature_pairs():
        rec = records[p.pair_id.split(":")[0]]
        for s in (p.a, p.b):
            out = to_mathlib(s, rec)
            assert "Paracert." not in out, (p.pair_id, out)
            for sym in rec["symbols"]:
                assert f"({sym} :" not in out, (p.pair_id, out)


def test_real_carrier_and_symbols_go_back_to_mathlib():
    rec = next(r for r in forminv_signature_records() if r["theorem_id"] == "thm_0042_real_sqrt_sq")
    assert to_mathlib(rec["lean"], rec) == "∀ {x : ℝ}, 0 ≤ x → Real.sqrt (x ^ 2) = x"


def test_branch_scripts_use_mathlib_lemmas():
    script = branch_script("paracert_rules")
    assert "Paracert.Rules" not in script and "ne_eq" in script and "not_not" in script
    with pytest.raises(ValueError, match="unknown certificate branch"):
        branch_script("paracert_nonexistent")


def test_bound_function_variables_stay_binders():
    from paracert.data.signature_minif2f import translate_minif2f

    t = translate_minif2f("theorem t (x : ℝ) (f : ℝ → ℝ) (h : f x = abs x) : 0 ≤ f x := by sorry")
    rec = t.as_record()
    assert to_mathlib(t.lean, rec) == "∀ (f : ℝ → ℝ), ∀ (x : ℝ), f x = abs x → 0 ≤ f x"

"""Attacks on the reading of Mathlib-syntax pairs, through the real Lean: a name an enclosing
namespace (of the header, or of the declaration's own name) may hold in Mathlib, section variables
a theorem includes (instances, `include`), and a certificate whose recorded declarations were
swapped for others (the misread a forged store would carry). Controls of each shape must stay
certified, and `paracert check` must verify them; their Mathlib files restate the user's pair."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from paracert.certify.check import check_directory
from paracert.certify.engine import certify_pairs
from paracert.certify.mathlib_export import export_certificates
from paracert.certify.mathlib_input import prepare_pairs
from paracert.certify.store import MANIFEST, certificate_file_text, comment_safe, write_certificates
from paracert.certify.theorems import certified_text
from paracert.statements.pairs import Pair
from paracert.statements.schema import Verdict

sys.path.insert(0, str(Path(__file__).parent))
from forgery import attack_runner  # noqa: E402

pytestmark = [pytest.mark.lean, pytest.mark.lean_translate, pytest.mark.slow]

M = "import Mathlib"
# (id, a_header, a, b_header, b): attacks, none of which may be certified (each A is true and B
# false in Mathlib: a refutation is right)
ATTACKS = [
    # under `namespace NS`, Mathlib reads `f` as `NS.f` first; the vocabulary lacks it
    ("shadow_int_sqrt", f"{M}\nnamespace Int\nopen Real", "theorem a : sqrt (5 : ℤ) = 2 := sorry",
     f"{M}\nopen Real", "theorem b : Real.sqrt (5 : ℤ) = 2 := sorry"),
    ("shadow_nested_log", f"{M}\nnamespace Foo.Nat\nopen Real", "theorem a (x : ℝ) : log x = 0 := sorry",
     f"{M}\nopen Real", "theorem b (x : ℝ) : Real.log x = 0 := sorry"),
    # the declaration's own name puts it in a namespace (`theorem Int.a` is `namespace Int theorem a`)
    ("shadow_declaration_name", f"{M}\nopen Real", "theorem Int.a : sqrt (5 : ℤ) = 2 := sorry",
     f"{M}\nopen Real", "theorem b : Real.sqrt (5 : ℤ) = 2 := sorry"),
    ("shadow_section_variable", f"{M}\nnamespace Real.Foo\nopen Real\nvariable (x : ℝ) (h : sqrt x = 3)",
     "theorem a : x = 9 := sorry", f"{M}\nopen Real", "theorem b (x : ℝ) : x = 9 := sorry"),
    # a section variable's instance (and an `include`d hypothesis) belongs to the theorem
    ("variable_fact", f"{M}\nvariable (p : ℕ) [Fact (1 < p)]", "theorem a : p ≠ 0 := sorry",
     M, "theorem b (p : ℕ) : p ≠ 0 := sorry"),
    ("variable_include", f"{M}\nvariable (n : ℕ) (h : 1 < n)\ninclude h", "theorem a : n ≠ 0 := sorry",
     M, "theorem b (n : ℕ) : n ≠ 0 := sorry"),
]
# genuine paraphrases of the same shapes: certified
CONTROLS = [
    ("namespace_bound_names", f"{M}\nnamespace Int", "theorem a (x y : ℤ) : x + y = y + x := sorry",
     M, "theorem b (m n : ℤ) : n + m = m + n := sorry"),
    ("namespace_root_name", f"{M}\nnamespace Int", "theorem a (x : ℝ) : _root_.Real.sqrt x ≥ 0 := sorry",
     M, "theorem b (y : ℝ) : Real.sqrt y ≥ 0 := sorry"),
    ("declaration_name_bound_names", M, "theorem Int.a (x y : ℤ) : x * y = y * x := sorry",
     M, "theorem Nat.b (m n : ℤ) : n * m = m * n := sorry"),
    ("variable_fact_kept", f"{M}\nvariable (p : ℕ) [Fact (1 < p)]", "theorem a : p ≠ 0 := sorry",
     M, "theorem b (p : ℕ) [Fact (1 < p)] : p ≠ 0 := sorry"),
    ("variable_include_kept", f"{M}\nvariable (n : ℕ) (h : 1 < n)\ninclude h", "theorem a : n ≠ 0 := sorry",
     M, "theorem b (m : ℕ) (hm : 1 < m) : m ≠ 0 := sorry"),
    ("real_renamed", f"{M}\nopen Real", "theorem a (x : ℝ) (hx : 0 < x) : x ^ 2 > 0 := sorry",
     f"{M}\nopen Real", "theorem b (y : ℝ) (h : y > 0) : 0 < y ^ 2 := sorry"),
]


def _pair(row: tuple[str, str, str, str, str], prefix: str = "") -> Pair:
    pid, ah, a, bh, b = row
    return Pair(pair_id=prefix + pid, a_header=ah, a=a, b_header=bh, b=b, family="reading")


@pytest.fixture(scope="module")
def run(lean_required, tmp_path_factory) -> dict:
    tmp = tmp_path_factory.mktemp("reading")
    runner = attack_runner(tmp / "w")
    pairs = [_pair(r) for r in ATTACKS] + [_pair(r, "control:") for r in CONTROLS]
    prepared = prepare_pairs(pairs, runner)
    verdicts = {v.pair_id: v for v in prepared.merge(certify_pairs(prepared.to_certify(), runner))}
    certs = tmp / "certificates"
    write_certificates(list(verdicts.values()), certs)
    return {"runner": runner, "verdicts": verdicts, "certs": certs, "tmp": tmp, "prepared": prepared,
            "in_order": [verdicts[p.pair_id] for p in pairs]}


def test_no_attack_is_certified(run) -> None:
    verdicts = run["verdicts"]
    for pid, *_ in ATTACKS:
        assert verdicts[pid].verdict != Verdict.certified, verdicts[pid]
    for pid in ("shadow_int_sqrt", "shadow_declaration_name", "shadow_nested_log", "shadow_section_variable"):
        assert verdicts[pid].verdict == Verdict.untranslatable and "Mathlib may mean" in (verdicts[pid].note or "")


def test_every_control_is_certified_and_records_the_users_declarations(run) -> None:
    for row in CONTROLS:
        v = run["verdicts"]["control:" + row[0]]
        assert v.verdict == Verdict.certified, v
        assert v.origin is not None and (v.origin.a_header, v.origin.a, v.origin.b_header, v.origin.b) == row[1:]
        assert v.digest == Pair(a=v.a, b=v.b, family=v.family, origin=v.origin).digest(v.lean_version)
    manifest = json.loads((run["certs"] / MANIFEST).read_text(encoding="utf-8"))
    assert all(e["origin"] is not None for e in manifest["certificates"])
    some = next(e for e in manifest["certificates"] if e["pair_id"] == "control:real_renamed")
    text = (run["certs"] / some["file"]).read_text(encoding="utf-8")  # the file says it too, one comment line each
    assert f"-- A read from: {comment_safe(CONTROLS[-1][2])}\n" in text
    assert f"-- B's header: {comment_safe(CONTROLS[-1][3])}\n" in text


def test_check_reads_the_recorded_declarations_again_and_verifies_them(run) -> None:
    report = check_directory(run["certs"], run["runner"])
    assert report.ok, report.problems
    manifest = json.loads((run["certs"] / MANIFEST).read_text(encoding="utf-8"))
    assert report.verified == len(manifest["certificates"]) >= len(CONTROLS)


def test_a_store_whose_recorded_declaration_reads_otherwise_is_rejected(run) -> None:
    """The forgery: a genuine certificate's A/B kept, its recorded side B swapped for a declaration
    that does not mean A (`y ≥ 0`), the hash, name, file and theorem rebuilt to match, as anyone can.
    Lean proves the certificate (its A/B are untouched); only reading the declaration again shows it
    is not the user's pair."""
    v = run["verdicts"]["control:real_renamed"]
    assert v.origin is not None and v.tactic is not None
    origin = v.origin.model_copy(update={"b": "theorem b (y : ℝ) (h : y > 0) : 0 ≤ y ^ 2 := sorry"})
    digest = Pair(a=v.a, b=v.b, family=v.family, origin=origin).digest(v.lean_version)
    forged = v.model_copy(update={"origin": origin, "digest": digest})
    forged = forged.model_copy(update={"certificate": certified_text(forged.certificate_name, v.a, v.b, v.tactic)})
    store = run["tmp"] / "forged"
    write_certificates([forged], store)
    assert certificate_file_text(forged).count(comment_safe(origin.b)) == 1
    report = check_directory(store, run["runner"])
    assert not report.ok
    assert [p.check for p in report.problems] == ["reading"], report.problems
    assert "another B" in report.problems[0].detail
    assert report.verified == 0


def test_the_mathlib_file_restates_the_users_declarations_where_they_are_scoped_to_one_side(run) -> None:
    """The exported Mathlib file proves the user's declarations as written from the certificate
    (`NAME_user : (A as written) ↔ (B as written) := NAME`); a side read under a namespace or section
    variables gets a comment instead (its header's effect is not one term's)."""
    out = run["tmp"] / "mathlib"
    out.mkdir()
    export_certificates(out, run["prepared"].translated, run["in_order"])
    renamed = (out / "control_real_renamed.lean").read_text(encoding="utf-8")
    assert ("_user : (open Real in ∀ (x : ℝ) (hx : 0 < x), x ^ 2 > 0) ↔ "
            "(open Real in ∀ (y : ℝ) (h : y > 0), 0 < y ^ 2) :=") in renamed
    for pid, command in [("namespace_bound_names", "namespace Int"), ("declaration_name_bound_names", "namespace Int"),
                         ("variable_fact_kept", "variable (p : ℕ) [Fact (1 < p)]")]:
        text = (out / f"control_{pid}.lean").read_text(encoding="utf-8")
        assert "_user" not in text and f"`{command}`, which it is read under, is not restated" in text, text

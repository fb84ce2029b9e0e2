"""Certification against the real Lean: one batch certifies the issue's pairs, one `check` run
re-verifies the certificates written from it together with forged ones.

Two Lean processes in all."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from paracert.certify.check import check_directory
from paracert.certify.engine import certify_pairs
from paracert.certify.pairs import Pair
from paracert.certify.store import MANIFEST, write_certificates
from paracert.lean import LeanRunner
from paracert.statements.schema import Verdict

pytestmark = [pytest.mark.lean, pytest.mark.slow]

PAIRS = {
    "ge_le": ("∀ a b : Nat, a ≥ b → a + 1 > b", "∀ a b : Nat, b ≤ a → b < a + 1"),
    "binder_swap": ("∀ x y : Nat, x + 2 * y ≥ y", "∀ y x : Nat, x + 2 * y ≥ y"),
    "not_lt": ("∀ a b : Nat, ¬ (a < b) → a + 1 > b", "∀ a b : Nat, b ≤ a → a + 1 > b"),
    "curry": ("∀ a b : Nat, a ≤ b ∧ b ≤ a → a = b", "∀ a b : Nat, a ≤ b → b ≤ a → a = b"),
    "contrapositive": ("∀ n : Nat, n > 0 → n ≠ 0", "∀ n : Nat, ¬ (n ≠ 0) → ¬ (n > 0)"),
    "both_true_different": ("∀ a b : Nat, a + b = b + a", "∀ a b : Nat, a * b = b * a"),
    "dvd_overreach": ("∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n", "∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n"),
    "passive_inversion": ("∀ n : Nat, 0 ∣ n ↔ n = 0", "∀ n : Nat, n ∣ 0 ↔ n = 0"),
}
CERTIFIED = ["ge_le", "binder_swap", "not_lt", "curry", "contrapositive"]
REFUTED = ["dvd_overreach", "passive_inversion"]


@pytest.fixture(scope="session")
def certified(lean_required, tmp_path_factory) -> dict:
    tmp = tmp_path_factory.mktemp("certify")
    runner = LeanRunner(cache=False, work_dir=tmp / "w")
    # the false variants come with the answer key (A is true): a proof of ¬ B then refutes the pair
    pairs = [Pair(a=a, b=b, family=k, pair_id=k, a_true=True if k in REFUTED else None)
             for k, (a, b) in PAIRS.items()]
    verdicts = {v.pair_id: v for v in certify_pairs(pairs, runner)}
    return {"verdicts": verdicts, "stats": runner.last_stats, "tmp": tmp, "runner": runner}


@pytest.mark.parametrize("pair", CERTIFIED)
def test_equivalent_pairs_are_certified_truth_independently(certified, pair: str) -> None:
    v = certified["verdicts"][pair]
    assert v.verdict == Verdict.certified, [a for a in v.attempts if a.role == "cert"]
    assert v.tactic and v.tactic.startswith("paracert_") and v.tactic != "paracert_auto"
    assert v.certificate and v.certificate.startswith(f"theorem {v.certificate_name} :")


def test_both_true_different_meaning_is_never_certified(certified) -> None:
    v = certified["verdicts"]["both_true_different"]
    assert v.verdict == Verdict.both_provable
    assert v.certificate is None


@pytest.mark.parametrize("pair", REFUTED)
def test_false_variants_are_refuted_with_a_counterexample(certified, pair: str) -> None:
    v = certified["verdicts"][pair]
    assert v.verdict == Verdict.refuted, [a for a in v.attempts if a.role == "refute"]
    assert v.certificate and "¬" in v.certificate
    assert v.counterexample, "the disproof should record the counterexample it instantiates"


def test_one_lean_process_for_all_pairs(certified) -> None:
    runner = certified["runner"]
    if runner.mode == "session":  # every stage of every pair in the pool's warm sessions, none restarted
        assert 1 <= runner.pool.stats.sessions_started <= runner.max_processes
    else:
        assert certified["stats"].processes == 1


FORGERIES = {
    # name: (how to change the certificate file text, expected failing check)
    "sorry": (lambda t: t.replace(":=\n  by ", ":=\n  by sorry <;> "), "forbidden"),
    "axiom": (lambda t: t.replace("\ntheorem ", "\naxiom cheat : False\ntheorem "), "forbidden"),
    "native_decide": (lambda t: t + "  <;> native_decide\n", "forbidden"),
    "macro": (lambda t: t.replace("\ntheorem ", '\nmacro "x" : tactic => `(tactic| rfl)\ntheorem '), "forbidden"),
    "eval": (lambda t: t + "#eval 1\n", "forbidden"),
    "run_cmd": (lambda t: t + "run_cmd pure ()\n", "forbidden"),
    "debug_option": (lambda t: t.replace("\ntheorem ", "\nset_option debug.skipKernelTC true in\ntheorem "),
                     "forbidden"),
    "implemented_by": (lambda t: t.replace("\ntheorem ", "\n@[implemented_by id] def f (n : Nat) := n\ntheorem "),
                       "forbidden"),
    "tampered_statement": (lambda t: t.replace(" ↔ ", " → ", 1), "statement"),
    "automation_in_certified": (lambda t: t.rsplit("by ", 1)[0] + "by paracert_auto\n", "grammar"),
}


@pytest.fixture(scope="session")
def checked(certified) -> dict:
    tmp: Path = certified["tmp"]
    good = tmp / "certs"
    write_certificates(list(certified["verdicts"].values()), good)
    forged = tmp / "forged"
    shutil.copytree(good, forged)
    manifest = json.loads((forged / MANIFEST).read_text())
    entries = manifest["certificates"]
    certs = [e for e in entries if e["verdict"] == "certified"]
    refuted = [e for e in entries if e["verdict"] == "refuted"]
    names: dict[str, str] = {}
    # static forgeries, one per certified certificate copy
    for (label, (edit, _)), base in zip(FORGERIES.items(), (certs * 3)[: len(FORGERIES)], strict=True):
        path = forged / base["file"]
        clone = dict(base, name=base["name"], file=base["file"].replace(".lean", f"_{label}.lean"))
        # keep name/hash: only the file differs, so exactly the edited check fails
        (forged / clone["file"]).write_text(edit(path.read_text()))
        entries.append(clone)
        names[label] = clone["file"]
    # Lean-level forgeries: pass the static checks, caught by Lean / the axioms route
    r = refuted[0]
    text = (forged / r["file"]).read_text()
    (forged / r["file"].replace(".lean", "_ofReduceBool.lean")).write_text(
        text.replace(":=\n  by ", ":=\n  by have _x := @Lean.ofReduceBool; ", 1))
    entries.append(dict(r, file=r["file"].replace(".lean", "_ofReduceBool.lean")))
    (forged / r["file"].replace(".lean", "_sorryAx.lean")).write_text(
        text.split(":=\n", 1)[0] + ":=\n  by exact sorryAx _ false\n")
    entries.append(dict(r, file=r["file"].replace(".lean", "_sorryAx.lean")))
    # hash mismatch, missing file, unlisted file
    entries.append(dict(certs[0], file="certified/missing.lean"))
    hashed = dict(certs[1], a=certs[1]["a"] + " ∧ True")
    entries.append(hashed)
    (forged / "certified" / "stray.lean").write_text("theorem stray : True := trivial\n")
    manifest["certificates"] = entries
    (forged / MANIFEST).write_text(json.dumps(manifest, ensure_ascii=False))
    runner = LeanRunner(cache=False, work_dir=tmp / "w2")
    # one Lean run over both directories' certificates: the forged dir contains copies of the good ones
    report = check_directory(forged, runner)
    return {"report": report, "names": names, "good": good, "stats": runner.last_stats}


def _problems_for(report, file_part: str) -> set[str]:
    return {p.check for p in report.problems if file_part in p.detail or file_part in p.certificate}


def test_check_rejects_every_forgery(checked) -> None:
    report = checked["report"]
    assert not report.ok
    by_check = {p.check for p in report.problems}
    for label, (_, check) in FORGERIES.items():
        assert check in by_check, label
    assert any(p.check == "missing" for p in report.problems)
    assert any(p.check == "unlisted" and "stray.lean" in p.certificate for p in report.problems)
    assert any(p.check == "hash" for p in report.problems)


def test_axioms_route_catches_ofreducebool_and_sorryax(checked) -> None:
    report = checked["report"]
    details = " ".join(p.detail for p in report.problems if p.check in ("axioms", "lean"))
    assert "Lean.ofReduceBool" in details
    assert "sorry" in details or "sorryAx" in details


def test_genuine_certificates_verify_with_standard_axioms_only(checked) -> None:
    report = checked["report"]
    assert report.verified >= len(CERTIFIED) + 2
    genuine = {f: ax for f, ax in report.extra_axioms.items() if re.search(r"/pc_[0-9a-f]{16}\.lean$", f)}
    assert len(genuine) >= len(CERTIFIED) + 2
    assert all(ax == [] for ax in genuine.values()), genuine

"""Certification against the real Lean: one batch certifies the pairs below, one `check` run
re-verifies the certificates written from it together with forged ones.

Two Lean processes in all."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from paracert.certify.check import check_directory
from paracert.certify.engine import certify_pairs
from paracert.certify.store import MANIFEST, write_certificates
from paracert.lean import LeanRunner
from paracert.lean.config import LeanConfig
from paracert.statements.pairs import Pair
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
    # no answer key: automation cannot prove A, library search (`exact?`: Nat.dvd_add) can
    "dvd_overreach_no_key": ("∀ a m n : Nat, a ∣ m → a ∣ n → a ∣ m + n", "∀ a m n : Nat, a ∣ m + n ↔ a ∣ m ∧ a ∣ n"),
    # one pair in both orders, no answer key: the false side is A, then B
    "false_canonical": ("∀ n : Nat, n ≠ 0", "∀ n : Nat, 1 < n → n ≠ 0"),
    "false_variant": ("∀ n : Nat, 1 < n → n ≠ 0", "∀ n : Nat, n ≠ 0"),
}
CERTIFIED = ["ge_le", "binder_swap", "not_lt", "curry", "contrapositive"]
REFUTED = ["dvd_overreach", "passive_inversion"]  # with the answer key
REFUTED_WITHOUT_KEY = ["dvd_overreach_no_key"]
FALSE_SIDE = {"false_canonical": "A", "false_variant": "B"}
WRITTEN = len(CERTIFIED) + len(REFUTED) + len(REFUTED_WITHOUT_KEY) + len(FALSE_SIDE)  # certificates


@pytest.fixture(scope="session")
def certified(lean_required, tmp_path_factory) -> dict:
    tmp = tmp_path_factory.mktemp("certify")
    runner = LeanRunner(LeanConfig(cache=False, pool_size=1), work_dir=tmp / "w")
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


def test_a_false_variant_is_refuted_without_an_answer_key_by_library_search(certified) -> None:
    (key,) = REFUTED_WITHOUT_KEY
    v = certified["verdicts"][key]
    assert v.verdict == Verdict.refuted and v.statement_kind.value == "not_iff", v
    assert v.certificate and "(by intros; exact?)" in v.certificate  # A's proof: core's library search


def test_a_refutation_names_the_side_its_proof_refutes(certified) -> None:
    """The pair in both orders: the record, the printout and the certificate comment name the false
    side, the one whose `¬ (…)` the proof applies (`hiff.mpr hb` refutes A, `hiff.mp ha` refutes B),
    and the error kind is the same both ways (the false side against the true one)."""
    from paracert.certify.commands import _describe
    from paracert.certify.store import certificate_file_text

    kinds = set()
    for key, side in FALSE_SIDE.items():
        v = certified["verdicts"][key]
        assert v.verdict == Verdict.refuted and v.statement_kind.value == "not_iff", v
        false_side = v.a if side == "A" else v.b
        assert v.certificate and f"¬ ({false_side}))" in v.certificate  # the proof's own ¬ of that side
        assert ("hiff.mpr hb" if side == "A" else "hiff.mp ha") in v.certificate
        cx = v.counterexample
        assert cx and cx["refutes"] == side and cx["assignment"] == {"n": 0}, cx
        assert cx["description"].startswith(f"{side} fails at n = 0"), cx
        assert f"counterexample: n := 0 (refutes {side})" in _describe(v)
        assert f'-- counterexample: "n := 0 (refutes {side})"' in certificate_file_text(v)
        kinds.add(v.error_kind)
    assert kinds == {"hypothesis_dropped"}, kinds


def test_one_lean_process_for_all_pairs(certified) -> None:
    runner = certified["runner"]
    if runner.mode == "session":  # every stage of every pair in the pool's warm sessions, none restarted
        assert 1 <= runner.pool.stats.sessions_started + runner.pool.stats.sessions_adopted <= runner.max_processes
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
    """The genuine directory, then one copy per forgery with exactly one file edited in place (so only
    the edited check fails; a clone entry would now be a duplicate), all checked by ONE runner: its
    warm session serves every directory."""
    tmp: Path = certified["tmp"]
    good = tmp / "certs"
    write_certificates(list(certified["verdicts"].values()), good)
    entries = json.loads((good / MANIFEST).read_text())["certificates"]
    cert = next(e for e in entries if e["verdict"] == "certified")
    refuted = next(e for e in entries if e["verdict"] == "refuted")
    runner = LeanRunner(LeanConfig(cache=False, pool_size=1), work_dir=tmp / "w2")
    reports = {"good": check_directory(good, runner)}

    def forge(label: str, entry: dict, edit) -> None:
        d = tmp / f"forged_{label}"
        shutil.copytree(good, d)
        path = d / entry["file"]
        path.write_text(edit(path.read_text()))
        reports[label] = check_directory(d, runner)

    for label, (edit, _) in FORGERIES.items():
        forge(label, cert, edit)
    # Lean-level forgeries of a refutation: they pass the static checks, caught by collectAxioms
    forge("ofReduceBool", refuted, lambda t: t.replace(":=\n  by ", ":=\n  by have _x := @Lean.ofReduceBool; ", 1))
    forge("sorryAx", refuted, lambda t: t.split(":=\n", 1)[0] + ":=\n  by exact sorryAx _ false\n")
    return {"reports": reports, "good": good}


def test_genuine_directory_verifies(checked) -> None:
    report = checked["reports"]["good"]
    assert report.ok and report.verified == WRITTEN, report.problems
    assert report.extra_axioms == {}


@pytest.mark.parametrize("label", list(FORGERIES))
def test_check_rejects_every_forgery(checked, label: str) -> None:
    report = checked["reports"][label]
    # a certified file must be exactly the generated text, so any edit is caught as `grammar` before
    # Lean (or by the check named for the forgery, where that one fires first)
    assert not report.ok and {p.check for p in report.problems} & {FORGERIES[label][1], "grammar"}, report.problems
    assert report.verified == WRITTEN - 1  # only the edited certificate fails


@pytest.mark.parametrize("label, axiom", [("ofReduceBool", "ofReduceBool"), ("sorryAx", "sorry")])
def test_axioms_route_catches_ofreducebool_and_sorryax(checked, label: str, axiom: str) -> None:
    report = checked["reports"][label]
    assert not report.ok
    assert axiom in " ".join(p.detail for p in report.problems if p.check in ("axioms", "lean", "forbidden"))

"""Signature certificates against the real Lean: one certification run over signature pairs (generic
class, ℝ with an uninterpreted symbol, numerals ≥ 2, a set statement) and one `check` of the
certificates written from it. A pair that would need a class axiom (an operand swap needs
`add_comm`) must not be certified: the classes have none; nor a symbol renamed to another name (a
symbol is one Mathlib constant; the theorem is stated pointwise over the signature)."""

from __future__ import annotations

import pytest

from paracert.certify.check import check_directory
from paracert.certify.engine import certify_pairs
from paracert.certify.store import write_certificates
from paracert.lean import LeanRunner
from paracert.lean.config import LeanConfig
from paracert.statements.pairs import Pair
from paracert.statements.schema import Verdict

pytestmark = [pytest.mark.lean, pytest.mark.slow]

G = "∀ {G : Type} [Paracert.AddCommMonoid G],"
R = "∀ {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R),"
X = "∀ {X : Type} (IsOpen : Set X → Prop) (IsClosed : Set X → Prop),"
PAIRS = {
    "eq_symm": (f"{G} ∀ (a : G), a + 0 = a", f"{G} ∀ (a : G), a = a + 0"),
    "binder_swap": (f"{G} ∀ (a b : G), a + b = b + a", f"{G} ∀ (b a : G), a + b = b + a"),
    "le_to_ge": (f"{R} ∀ {{x : R}}, 0 ≤ x → sqrt (x ^ 2) = x", f"{R} ∀ {{x : R}}, x ≥ 0 → sqrt (x ^ 2) = x"),
    "numerals": (f"{R} ∀ (x : R), 0 < x → 15 ≤ sqrt x + 3", f"{R} ∀ (x : R), 0 < x → sqrt x + 3 ≥ 15"),
    "rename_carrier": (f"{R} ∀ (x : R), 0 ≤ sqrt x",
                       "∀ {T : Type} [Paracert.LinearOrderedField T] (sqrt : T → T), ∀ (x : T), 0 ≤ sqrt x"),
    # a symbol stands for its Mathlib constant: `f` is another function than `sqrt`
    "rename_symbol": (f"{R} ∀ (x : R), 0 ≤ sqrt x",
                      "∀ {R : Type} [Paracert.LinearOrderedField R] (f : R → R), ∀ (x : R), 0 ≤ f x"),
    "sets": (f"{X} ∀ {{s : Set X}}, IsOpen (Paracert.HasCompl.compl s) ↔ IsClosed s",
             f"{X} ¬ ¬ (∀ {{s : Set X}}, IsOpen (Paracert.HasCompl.compl s) ↔ IsClosed s)"),
    # (not `a + b = c` vs `b + a = c`: that one is a binder swap, and Lean certified it as such)
    # an operand swap: certified by AddCommMonoid's law `add_comm` (decision 0015), nothing else
    "needs_add_comm": (f"{G} ∀ (a b : G), a + b = a", f"{G} ∀ (a b : G), b + a = a"),
}
CERTIFIED = ["eq_symm", "binder_swap", "le_to_ge", "numerals", "rename_carrier", "sets", "needs_add_comm"]


@pytest.fixture(scope="module")
def run(lean_required, tmp_path_factory) -> dict:
    tmp = tmp_path_factory.mktemp("sig")
    runner = LeanRunner(LeanConfig(cache=False, pool_size=1), work_dir=tmp / "w")
    pairs = [Pair(a=a, b=b, family=k, pair_id=k) for k, (a, b) in PAIRS.items()]
    verdicts = {v.pair_id: v for v in certify_pairs(pairs, runner)}
    write_certificates([v for v in verdicts.values() if v.verdict == Verdict.certified], tmp / "certs")
    report = check_directory(tmp / "certs", runner)
    return {"verdicts": verdicts, "report": report}


@pytest.mark.parametrize("pair", CERTIFIED)
def test_signature_pairs_are_certified(run, pair: str) -> None:
    v = run["verdicts"][pair]
    assert v.verdict == Verdict.certified, [a for a in v.attempts if a.role == "cert"]
    assert v.tactic and v.tactic != "paracert_auto"


def test_the_operand_swap_is_certified_by_the_laws_branch(run) -> None:
    assert run["verdicts"]["needs_add_comm"].tactic == "paracert_laws"


@pytest.mark.parametrize("pair", ["rename_symbol"])
def test_a_renamed_symbol_is_not_certified(run, pair: str) -> None:
    v = run["verdicts"][pair]
    assert v.verdict != Verdict.certified
    assert v.certificate is None


def test_check_verifies_the_signature_certificates(run) -> None:
    report = run["report"]
    assert report.ok, report
    assert report.verified == len(CERTIFIED)

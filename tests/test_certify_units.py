"""Pure-Python units of certification: statement guard, verdict logic, store and the checker's
static part. Lean results here are fakes (hand-made ItemResults), named as such; the real-Lean
behaviour is in test_certify_real.py."""

from __future__ import annotations

import json

import pytest

from paracert.certify.check import _extra_axioms, check_directory, reading_problems, static_check
from paracert.certify.engine import decide
from paracert.certify.pairs import StatementError, check_statement
from paracert.certify.portfolio import candidates_for, rules_used
from paracert.certify.store import MANIFEST, ManifestEntry, load_manifest, write_certificates
from paracert.certify.theorems import certified_text, theorem_text
from paracert.lean.items import ErrorCategory, ItemResult, LeanMessage, Status
from paracert.statements.pairs import Origin, Pair
from paracert.statements.schema import Verdict
from paracert.statements.tactics import CERT_BRANCHES
from paracert.statements.verdicts import PairVerdict, StatementKind, certificate_name

V = "Lean (version 4.28.0-pre, test)"


@pytest.mark.parametrize("bad, why", [
    ("True) := by sorry\ntheorem x : (True", "not allowed"),
    ("True := trivial", ":="),
    ("∀ n : Nat, n = n -- hidden", "comments"),
    ("(∀ n : Nat, n = n", "missing"),
    ("∀ n : Nat, n = n)", "unbalanced"),
    ("by decide", "`by`"),
    ("#eval 1", "#"),
    ("", "empty"),
])
def test_statement_guard_rejects(bad: str, why: str) -> None:
    with pytest.raises(StatementError, match=why):
        check_statement(bad)


def test_statement_guard_accepts_real_statements() -> None:
    for ok in ["∀ a b : Nat, a ≥ b → a + 1 > b", "¬ ∀ n : Nat, n % 2 = 0", "∀ p : Nat, Nat.Prime p → 2 ≤ p",
               "∀ xs : List Nat, (xs ++ []).length = xs.length", "∃ n : Nat, n > 3 ∧ ⟨n, 0⟩ = (n, 0)",
               "∀ n : Nat, Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) n ≤ 1"]:
        assert check_statement(ok) == ok


def test_digest_binds_every_field() -> None:
    p = Pair(a="A", b="B", family="f")
    d = p.digest(V)
    assert len({d, Pair(a="A2", b="B", family="f").digest(V), Pair(a="A", b="B2", family="f").digest(V),
                Pair(a="A", b="B", family="g").digest(V), p.digest(V + "x")}) == 5


def _fake(status: Status = Status.ok, category: ErrorCategory | None = None, texts: tuple[str, ...] = ()) -> ItemResult:
    return ItemResult(item_id="fake", status=status, category=category,
                      messages=[LeanMessage(severity="information", text=t) for t in texts])


FAIL = (Status.error, ErrorCategory.tactic)


def _tried(pair: Pair, ok_roles: dict[str, str | None]) -> list:
    """Fake Lean outcome: candidates whose (role, tactic) is listed succeed, the rest fail."""
    cands = candidates_for("pc_x", pair.a, pair.b, [("intro h; omega", {"assignment": {"n": 1}})],
                           a_refutations=[("intro h; omega", None)])
    out = []
    for c in cands:
        hit = c.role in ok_roles and (ok_roles[c.role] is None or ok_roles[c.role] == c.tactic)
        out.append((c, _fake() if hit else _fake(*FAIL)))
    return out


def test_verdict_priority_certified_over_refuted_and_automation() -> None:
    pair = Pair(a="∀ n : Nat, n = n", b="∀ n : Nat, n = n", family="f")
    v = decide(pair, _tried(pair, {"cert": "paracert_rules", "refute": None, "auto_iff": None}), V)
    assert v.verdict == Verdict.certified and v.tactic == "paracert_rules"
    assert v.certificate and v.certificate.endswith("by paracert_rules")


def test_verdict_refuted_records_the_counterexample() -> None:
    pair = Pair(a="∀ n : Nat, n = n", b="∀ n : Nat, n = 0", family="f", a_true=True)
    v = decide(pair, _tried(pair, {"refute": "intro h; omega", "auto_a": None}), V)
    assert v.verdict == Verdict.refuted and v.counterexample == {"assignment": {"n": 1}}
    assert v.statement_kind == StatementKind.not_b_answer_key and v.a_true is True


def test_not_b_without_an_answer_key_is_no_refutation() -> None:
    pair = Pair(a="∀ n : Nat, n = n", b="∀ n : Nat, n = 0", family="f")
    v = decide(pair, _tried(pair, {"refute": "intro h; omega"}), V)
    assert v.verdict == Verdict.unknown and "a_true" in (v.note or "")
    v = decide(pair, _tried(pair, {"refute": None}), V)  # ¬ (A ↔ B) is a refutation without a key
    assert v.verdict == Verdict.refuted and v.statement_kind == StatementKind.not_iff


def test_automation_only_is_both_provable_never_certified() -> None:
    pair = Pair(a="∀ a b : Nat, a + b = b + a", b="∀ a b : Nat, a * b = b * a", family="f")
    assert decide(pair, _tried(pair, {"auto_iff": None}), V).verdict == Verdict.both_provable
    assert decide(pair, _tried(pair, {"auto_a": None, "auto_b": None}), V).verdict == Verdict.both_provable
    assert decide(pair, _tried(pair, {"auto_a": None}), V).verdict == Verdict.unknown


def test_false_canonical_not_b_alone_does_not_refute() -> None:
    pair = Pair(a="∀ n : Nat, n > 1 → n = 2", b="∀ n : Nat, n > 2 → n = 3", family="f", a_true=False)
    v = decide(pair, _tried(pair, {"refute": "intro h; omega"}), V)
    assert v.verdict == Verdict.unknown
    v = decide(pair, _tried(pair, {"refute": "intro h; omega", "refute_a": None}), V)
    assert v.verdict == Verdict.both_refutable and v.certificate is None
    unkeyed = pair.model_copy(update={"a_true": None})  # nothing known about A: the same
    assert decide(unkeyed, _tried(unkeyed, {"refute": "intro h; omega", "refute_a": None}), V).verdict \
        == Verdict.both_refutable


def test_rules_used_from_simp_suggestion() -> None:
    msg = "Try this:\n  [apply] simp only [Paracert.Rules.nat_not_lt, Paracert.Rules.gt_iff_lt]"
    assert rules_used([msg]) == ["Paracert.Rules.nat_not_lt", "Paracert.Rules.gt_iff_lt"]


def test_extra_axioms_from_printed_terms() -> None:
    """Texts as the embedded Lean printed them (recorded from a real run)."""
    assert _extra_axioms("pc_a", ["private theorem PcItem3.pc_a : ¬∀ (n : Nat), n ∣ 0 ↔ n = 0 :=\n"
                                  "fun h => absurd (h 1) (of_decide_eq_true (id (Eq.refl Bool.true)))"]) == []
    assert _extra_axioms("pc_b", ["private theorem pc_b : True :=\nhave _x := Lean.ofReduceBool;\nTrue.intro"]) \
        == ["Lean.ofReduceBool"]
    assert _extra_axioms("pc_c", ["private theorem pc_c : 1 = 2 :=\nsorry"]) == ["sorryAx"]
    assert _extra_axioms("pc_d", ["theorem pc_d : True :=\n⋯"]) is None
    assert _extra_axioms("pc_e", ["something else"]) is None


def _verdict(pair: Pair, verdict: Verdict, proof: str, kind: StatementKind = StatementKind.iff) -> PairVerdict:
    d = pair.digest(V)
    text = (certified_text(certificate_name(d), pair.a, pair.b, proof) if verdict == Verdict.certified
            else theorem_text(certificate_name(d), kind, pair.a, pair.b, f"by {proof}"))
    return PairVerdict(pair_id=pair.pair_id, family=pair.family, a=pair.a, b=pair.b, a_true=pair.a_true, digest=d,
                       lean_version=V, verdict=verdict, statement_kind=kind, tactic=proof, certificate=text)


@pytest.fixture()
def cert_dir(tmp_path):
    good = Pair(a="∀ a b : Nat, a ≥ b", b="∀ a b : Nat, b ≤ a", family="cmp", pair_id="g")
    bad = Pair(a="∀ n : Nat, n = n", b="∀ n : Nat, n = 0", family="x", pair_id="r", a_true=True)
    write_certificates([_verdict(good, Verdict.certified, "paracert_iff_rfl"),
                        _verdict(bad, Verdict.refuted, "intro h; exact absurd (h 1) (by decide)",
                                 StatementKind.not_b_answer_key),
                        _verdict(Pair(a="A", b="B"), Verdict.unknown, "x")], tmp_path)
    return tmp_path


def test_store_writes_only_certificates_and_a_manifest(cert_dir) -> None:
    m = load_manifest(cert_dir)
    assert sorted(e.verdict.value for e in m.certificates) == ["certified", "refuted"]
    assert len(list(cert_dir.rglob("*.lean"))) == 2


def test_static_check_passes_genuine_and_catches_edits(cert_dir) -> None:
    m = load_manifest(cert_dir)
    for e in m.certificates:
        probs, body = static_check(e, (cert_dir / e.file).read_text(), m.lean_version)
        assert probs == [] and body is not None
    cert = next(e for e in m.certificates if e.verdict == Verdict.certified)
    ref = next(e for e in m.certificates if e.verdict == Verdict.refuted)
    text = (cert_dir / cert.file).read_text()
    rtext = (cert_dir / ref.file).read_text()
    cases = {
        "grammar": text.replace("\ntheorem", "\naxiom cheat : False\ntheorem"),
        "grammar ": text.replace("b ≤ a", "a ≤ b"),
        "grammar  ": text.replace("by paracert_iff_rfl", "by omega"),
        "format": text.replace("import Paracert.Tactics", "import Mathlib"),
    }
    for check, forged in cases.items():
        probs, _ = static_check(cert, forged, m.lean_version)
        assert check.strip() in {p.check for p in probs}, check
    for check, forged in {"forbidden": rtext.replace("(by decide)", "(by decide)\naxiom cheat : False"),
                          "statement": rtext.replace("n = 0", "n = 1")}.items():
        probs, _ = static_check(ref, forged, m.lean_version)
        assert check in {p.check for p in probs}, check
    probs, _ = static_check(cert.model_copy(update={"a": cert.a + " ∧ True"}), text, m.lean_version)
    assert "hash" in {p.check for p in probs}
    assert "paracert_auto" not in CERT_BRANCHES


def test_check_directory_static_missing_and_unlisted(cert_dir) -> None:
    manifest = json.loads((cert_dir / MANIFEST).read_text())
    manifest["certificates"][0]["file"] = "certified/gone.lean"
    (cert_dir / MANIFEST).write_text(json.dumps(manifest))
    report = check_directory(cert_dir, runner=None)
    checks = {p.check for p in report.problems}
    assert {"file", "unlisted"} <= checks and not report.ok


class FakeRunner:
    """Stands in for LeanRunner (no Lean): every statement check passes, every other item fails.
    Enough to test pair bookkeeping."""

    lean_version = V
    default_heartbeats = 1000

    def __init__(self) -> None:
        self.items: list = []

    def run(self, items, progress=None):
        self.items += items
        return [ItemResult(item_id=i.item_id, status=Status.ok) if i.item_id.startswith("stmt")
                else ItemResult(item_id=i.item_id, status=Status.error, category=ErrorCategory.tactic) for i in items]

    @property
    def candidates(self) -> list:
        return [i for i in self.items if not i.item_id.startswith("stmt")]


def test_a_bad_pair_is_named_and_does_not_stop_the_batch() -> None:
    from paracert.certify.engine import certify_pairs

    runner = FakeRunner()
    pairs = [Pair(a="∀ n : Nat, n = n", b="∀ n : Nat, n + 0 = n", pair_id="fine"),
             Pair(a="True := trivial", b="True", pair_id="evil")]
    fine, evil = certify_pairs(pairs, runner)  # type: ignore[arg-type]
    assert evil.verdict == Verdict.invalid_statement and "refused by the statement guard" in (evil.note or "")
    assert "single Lean term" in (evil.note or "") or ":=" in (evil.note or ""), evil.note  # the guard's reason
    assert fine.verdict == Verdict.unknown and fine.attempts
    assert runner.candidates and all(i.item_id.startswith("p0:") for i in runner.candidates)


def test_identical_statements_get_only_the_definitional_candidate() -> None:
    from paracert.certify.engine import certify_pairs, same_statement

    assert same_statement("∀ n : Nat, n = n", "∀ m : Nat,  m = m")
    assert not same_statement("∀ n : Nat, n = n", "∀ m : Nat, m = 0")
    runner = FakeRunner()
    certify_pairs([Pair(a="∀ n : Nat, n = n", b="∀ m : Nat, m = m")], runner)  # type: ignore[arg-type]
    assert [i.item_id for i in runner.candidates] == ["p0:cert:0"]
    assert runner.candidates[0].code.endswith("by paracert_iff_rfl")


def test_automation_runs_only_for_pairs_the_first_stage_left_open() -> None:
    from paracert.certify.engine import certify_pairs

    class CertOnlyRunner(FakeRunner):
        """Fake (no Lean): only the first pair's `paracert_logic` certificate succeeds."""

        def run(self, items, progress=None):
            self.items += items
            out = []
            for i in items:
                line = next((n for n, ln in enumerate(i.code.splitlines(), 1)
                             if "Paracert.Rules.not_imp_not, Paracert.Rules.not_forall" in ln), None)
                if i.item_id.startswith("p0:") and line and i.code.splitlines()[line - 1].lstrip().startswith("|"):
                    k = i.code.splitlines()[line - 1].split('"')[1]  # the branch's marker, as Lean traces it
                    out.append(ItemResult(item_id=i.item_id, status=Status.ok, messages=[
                        LeanMessage(severity="information", text=k, line=line),
                        LeanMessage(severity="information", line=line,
                                    text="Try this:\n  [apply] simp only [Paracert.Rules.not_imp_not]")]))
                else:
                    out.append(ItemResult(item_id=i.item_id, status=Status.ok if i.item_id.startswith("stmt")
                                          else Status.error))
            return out

    runner = CertOnlyRunner()
    settled = Pair(a="∀ n : Nat, n > 0 → n ≠ 0", b="∀ n : Nat, ¬ (n ≠ 0) → ¬ (n > 0)", pair_id="s")
    open_ = Pair(a="∀ a b : Nat, a + b = b + a", b="∀ a b : Nat, a * b = b * a", pair_id="o")
    v_settled, v_open = certify_pairs([settled, open_], runner)  # type: ignore[arg-type]
    assert v_settled.verdict == Verdict.certified and v_settled.tactic == "paracert_logic"
    assert v_settled.certificate.endswith("by paracert_logic")  # the branch alone, not the portfolio
    assert v_settled.rules_used == ["Paracert.Rules.not_imp_not"]
    cheap = [i for i in runner.items if i.item_id.startswith("p0:")]
    assert len(cheap) == 2  # all certificate branches in one item, all ¬B scripts in another
    auto_items = [i.item_id for i in runner.items if ":auto" in i.item_id]
    assert auto_items and all(i.startswith("p1:") for i in auto_items)


def test_branch_lemma_lists_come_from_the_tactic_table() -> None:
    from paracert.statements.tactics import branch_lemmas

    lemmas = branch_lemmas()
    assert "paracert_iff_rfl" not in lemmas  # no simp in it
    assert "Paracert.Rules.not_imp_not" in lemmas["paracert_logic"]
    assert "Paracert.Rules.not_not" not in lemmas["paracert_logic"]
    assert "Paracert.Rules.nat_even_iff_mod" in lemmas["paracert_notation"]


def test_portfolio_member_is_the_last_marker_and_unmarked_success_is_ignored() -> None:
    from paracert.certify.portfolio import as_portfolios, picked_option

    pair = Pair(a="∀ a b : Nat, a ≥ b", b="∀ a b : Nat, b ≤ a", family="f")
    port = as_portfolios(candidates_for("pc_x", pair.a, pair.b))[0]
    assert tuple(o.tactic for o in port.options) == CERT_BRANCHES
    assert port.code.count("| trace") == len(CERT_BRANCHES)
    msgs = [LeanMessage(severity="information", text="pcpick:1", line=4),
            LeanMessage(severity="information", text="pcpick:3", line=6),
            LeanMessage(severity="information", text="Try this: simp only [Paracert.Rules.ge_iff_le]", line=6)]
    member, texts = picked_option(port, msgs)
    assert member.tactic == CERT_BRANCHES[3] and texts == ["Try this: simp only [Paracert.Rules.ge_iff_le]"]
    assert picked_option(port, msgs[2:]) is None
    assert picked_option(port, [LeanMessage(severity="information", text="pcpick:99", line=1)]) is None
    tried = [(port, ItemResult(item_id="x", status=Status.ok, messages=msgs[2:]))]
    assert decide(pair, tried, V).verdict == Verdict.unknown


def test_run_summary_counts_processes_startup_and_branches() -> None:
    from paracert.certify.commands import run_summary
    from paracert.lean import BatchStats

    pair = Pair(a="∀ a b : Nat, a ≥ b", b="∀ a b : Nat, b ≤ a", family="f")
    vs = [_verdict(pair, Verdict.certified, "paracert_rules"), _verdict(pair, Verdict.certified, "paracert_rules"),
          _verdict(pair, Verdict.certified, "paracert_logic"),
          _verdict(pair, Verdict.refuted, "intro h; omega", StatementKind.not_b)]
    hist = [BatchStats(launcher="fake", items=10, processes=2, startup_s=[100.0, 120.0], process_s=[200.0, 300.0],
                       cached_items=1),
            BatchStats(launcher="fake", items=4, processes=1, startup_s=[130.0], process_s=[200.0])]
    run = run_summary(vs, hist, 400.0)
    assert run["lean_processes"] == 3 and run["lean_items"] == 14 and run["cached_items"] == 1
    assert run["startup_s_per_process"] == 120.0 and run["startup_share"] == round(350 / 700, 3)
    assert run["seconds_per_pair"] == 100.0
    assert run["certified_by_branch"] == {"paracert_rules": 2, "paracert_logic": 1}


def test_combined_datasets_with_per_source_caps() -> None:
    from paracert.certify.datasets import load_dataset

    both = load_dataset("examples,forminv-t1:2")
    t1 = [p for p in both if p.pair_id and p.pair_id.startswith("thm_")]
    assert len(both) - len(t1) == len(load_dataset("examples"))
    fams = {p.family for p in t1}
    assert all(sum(p.family == f for p in t1) <= 2 for f in fams) and len(fams) >= 5
    with pytest.raises(ValueError, match="cap after ':'"):
        load_dataset("examples,minif2f:many")


def test_automation_on_quantified_statements_leaves_out_decide() -> None:
    from paracert.certify.portfolio import auto_without_decide
    from paracert.statements.tactics import AUTO

    script = auto_without_decide()
    assert "decide" not in script and script.count("(") == script.count(")")
    assert script.startswith("first | omega |") and script.endswith("(intros; simp_all)")
    quantified = candidates_for("pc_x", "∀ n : Nat, n = n", "∀ n : Nat, 0 + n = n")
    assert all("decide" not in c.code and AUTO not in c.code for c in quantified if c.role.startswith("auto"))
    assert "by decide" not in [c.tactic for c in quantified if c.role == "refute"]
    closed = candidates_for("pc_x", "Nat.Prime 7", "2 + 2 = 4")
    assert all(c.code.endswith(f"by {AUTO}") for c in closed if c.role.startswith("auto"))
    assert "decide" in [c.tactic for c in closed if c.role == "refute"]


class ProofOfAAndNotBRunner(FakeRunner):
    """Fake (no Lean): automation proves A, the `¬ B` portfolio's first script proves ¬ B, and (when
    `combined_ok`) the combined `¬ (A ↔ B)` item is accepted; everything else fails."""

    def __init__(self, auto_a_ok: bool = True, combined_ok: bool = True, search_ok: bool = False) -> None:
        super().__init__()
        self.auto_a_ok, self.combined_ok, self.search_ok = auto_a_ok, combined_ok, search_ok

    def run(self, items, progress=None):
        self.items += items
        out = []
        for i in items:
            searched = "exact?" in i.code
            if i.item_id.startswith("stmt") or (":auto_a:" in i.item_id and self.auto_a_ok):
                out.append(ItemResult(item_id=i.item_id, status=Status.ok))
            elif ":refute:" in i.item_id and "hiff.mp ha" in i.code and (self.search_ok if searched
                                                                          else self.combined_ok):
                out.append(ItemResult(item_id=i.item_id, status=Status.ok))
            elif ":refute:" in i.item_id and "by first" in i.code:  # the ¬ B portfolio: member 0 wins
                out.append(ItemResult(item_id=i.item_id, status=Status.ok, messages=[
                    LeanMessage(severity="information", text="pcpick:0", line=3)]))
            else:
                out.append(ItemResult(item_id=i.item_id, status=Status.error, category=ErrorCategory.tactic))
        return out


def test_refutation_built_from_a_proof_of_a_and_of_not_b() -> None:
    from paracert.certify.engine import certify_pairs

    runner = ProofOfAAndNotBRunner()  # no counterexample scripts: ¬ B only from the generic scripts
    (v,) = certify_pairs([Pair(a="2 + 2 = 4", b="2 + 2 = 5", pair_id="off")], runner,  # type: ignore[arg-type]
                         refutations=lambda pair: [])
    assert v.verdict == Verdict.refuted and v.statement_kind == StatementKind.not_iff, v
    head = theorem_text(certificate_name(v.digest), StatementKind.not_iff, "2 + 2 = 4", "2 + 2 = 5", "")
    assert v.certificate and v.certificate.startswith(head.rstrip())
    combined = [i for i in runner.candidates if "hiff.mp ha" in i.code]
    assert len(combined) == 1 and combined[0].code == v.certificate
    assert "have ha : 2 + 2 = 4 := (by paracert_auto);" in v.certificate  # A's proof: the automation that proved it
    assert "(by decide : ¬ (2 + 2 = 5))" in v.certificate  # ¬ B's proof: the script that proved it


@pytest.mark.parametrize("auto_a_ok, combined_ok", [(False, True), (True, False)])
def test_no_refutation_without_both_proofs_accepted_together(auto_a_ok: bool, combined_ok: bool) -> None:
    from paracert.certify.engine import certify_pairs

    runner = ProofOfAAndNotBRunner(auto_a_ok=auto_a_ok, combined_ok=combined_ok, search_ok=False)
    (v,) = certify_pairs([Pair(a="2 + 2 = 4", b="2 + 2 = 5")], runner,  # type: ignore[arg-type]
                         refutations=lambda pair: [])
    assert v.verdict == Verdict.unknown and "¬ B proved" in (v.note or "")
    sent = [i for i in runner.candidates if "hiff.mp ha" in i.code]
    assert len(sent) == 1  # with A by automation, or (automation failed) by library search
    assert ("exact?" in sent[0].code) == (not auto_a_ok)


def test_refutation_with_the_true_side_proved_by_library_search() -> None:
    """Without an answer key, ¬ B alone refutes nothing; when automation cannot prove A, the combined
    `¬ (A ↔ B)` proves A by library search (`intros; exact?`), and only Lean's acceptance of the whole
    theorem makes the pair refuted."""
    from paracert.certify.engine import certify_pairs

    runner = ProofOfAAndNotBRunner(auto_a_ok=False, combined_ok=False, search_ok=True)
    (v,) = certify_pairs([Pair(a="2 + 2 = 4", b="2 + 2 = 5")], runner,  # type: ignore[arg-type]
                         refutations=lambda pair: [])
    assert v.verdict == Verdict.refuted and v.statement_kind == StatementKind.not_iff, v
    assert v.certificate and "have ha : 2 + 2 = 4 := (by intros; exact?);" in v.certificate
    assert len([i for i in runner.candidates if "hiff.mp ha" in i.code]) == 1  # tried once


def test_certificate_portfolio_with_literals_runs_the_branches_on_the_schema_and_instantiates_it() -> None:
    """The selection item has the certificate's shape: the branches (each behind the closed-term gate)
    run on the abstracted schema only, and the pair is that schema's instance at its literals (a
    branch run on the literal pair itself would fail the gate)."""
    from paracert.certify.portfolio import as_portfolios

    a, b = "∀ (n : ℕ), ¬ Nat.Prime (7 + 30 * n) → 6 ≤ n", "∀ (n : ℕ), ¬ Nat.Prime (7 + 30 * n) → n ≥ 6"
    (cert,) = [c for c in as_portfolios(candidates_for("pc_0123456789abcdef", a, b, [], a_refutations=[]))
               if c.role == "cert"]
    schema = ("(∀ (n : ℕ), ¬ Nat.Prime (pcLit0 + pcLit1 * n) → pcLit2 ≤ n) ↔ "
              "(∀ (n : ℕ), ¬ Nat.Prime (pcLit0 + pcLit1 * n) → n ≥ pcLit2)")
    lines = cert.code.splitlines()
    assert lines[0] == ("theorem pc_0123456789abcdef_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : "
                        f"{schema} :=")
    alternatives = [ln for ln in lines if ln.startswith("  | trace")]
    assert len(alternatives) == len(cert.options)
    assert all("paracert_gate" in ln or ln.endswith("; (paracert_iff_rfl)") or ln.endswith("; (paracert_structural)")
               for ln in alternatives)
    assert lines[-2:] == [f"theorem pc_0123456789abcdef : ({a}) ↔ ({b}) :=",
                          "  by with_reducible exact pc_0123456789abcdef_schema (7) (30) (6)"]
    assert all(m.code.startswith("theorem pc_0123456789abcdef_schema ") for m in cert.options)


def test_refutation_built_from_a_proof_of_not_a_and_of_b() -> None:
    from paracert.certify.engine import certify_pairs

    class NotAAndBRunner(FakeRunner):
        """Fake (no Lean): ¬ A by its first script, B by automation, and the combined item accepted."""

        def run(self, items, progress=None):
            self.items += items
            ok = [i for i in items if i.item_id.startswith("stmt") or ":auto_b:" in i.item_id
                  or i.item_id.endswith(":refute_a:3") or "hiff.mpr hb" in i.code]
            return [ItemResult(item_id=i.item_id, status=Status.ok) if i in ok else
                    ItemResult(item_id=i.item_id, status=Status.error, category=ErrorCategory.tactic) for i in items]

    runner = NotAAndBRunner()
    (v,) = certify_pairs([Pair(a="1 = 2", b="True")], runner, refutations=lambda pair: [])  # type: ignore[arg-type]
    assert v.verdict == Verdict.refuted and v.statement_kind == StatementKind.not_iff, v
    assert "have hb : True := (by paracert_auto);" in (v.certificate or "")
    (not_a,) = [i for i in runner.items if i.item_id.endswith(":refute_a:3")]  # the ¬ A proof Lean accepted
    script = not_a.code.split(":= by ", 1)[1]
    assert f"(by {script} : ¬ (1 = 2)) (hiff.mpr hb)" in (v.certificate or "")


@pytest.mark.parametrize("budget, stage_two", [(300.0, False), (None, True), (1000.0, True)])
def test_a_pair_past_its_time_budget_gets_no_further_stage(budget: float | None, stage_two: bool) -> None:
    from paracert.certify.engine import certify_pairs

    class TimeoutRunner(FakeRunner):
        """Fake (no Lean): every candidate times out at the 200 s item limit."""

        item_timeout = 200.0

        def run(self, items, progress=None):
            self.items += items
            return [ItemResult(item_id=i.item_id, status=Status.ok) if i.item_id.startswith("stmt") else
                    ItemResult(item_id=i.item_id, status=Status.timeout, category=ErrorCategory.timeout,
                               wall_limit_s=200.0) for i in items]

    runner = TimeoutRunner()
    (v,) = certify_pairs([Pair(a="∀ n : Nat, n ≥ 6", b="∀ n : Nat, 6 ≤ n")], runner,  # type: ignore[arg-type]
                         refutations=lambda pair: [], pair_budget_s=budget)
    roles = {i.item_id.split(":")[1] for i in runner.candidates}
    assert ("auto_iff" in roles) == stage_two and v.verdict == Verdict.unknown
    assert ("time budget" in (v.note or "")) == (budget == 300.0), v.note
    if budget == 300.0:
        assert "400.0 s of Lean time of its 300 s budget" in (v.note or "")


def test_a_recorded_origin_that_is_not_a_mathlib_syntax_pair_is_a_reading_problem() -> None:
    """A forged origin of closed propositions without headers reads as nothing (no Lean is asked: the
    runner here is never called) and fails the certificate, not the checker."""
    origin = Origin(a="True", b="True", vocabulary="0" * 64)
    pair = Pair(a="True", b="True", origin=origin)
    name = certificate_name(pair.digest("v"))
    entry = ManifestEntry(name=name, file=f"certified/{name}.lean", verdict=Verdict.certified,
                          statement_kind=StatementKind.iff, family="custom", a="True", b="True", origin=origin,
                          sha256=pair.digest("v"))
    probs = reading_problems([entry], runner=None)  # type: ignore[arg-type]
    assert [(p.check, p.certificate) for p in probs] == [("reading", name)]
    assert "not a Mathlib-syntax pair" in probs[0].detail

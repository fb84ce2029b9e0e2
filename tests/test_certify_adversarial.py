"""Adversarial units for verdicts and `paracert check` (no Lean). Lean results are fakes
(`FakeAxiomRunner`), named as such; each forged directory must give its own per-certificate problem."""

from __future__ import annotations

import argparse
import json
import os
import threading
from pathlib import Path

import pytest

from paracert.certify import commands
from paracert.certify.abstraction import abstract_literals, literals
from paracert.certify.check import MAX_FILE_BYTES, check_directory, read_inside, split_certificate
from paracert.certify.engine import certify_pairs
from paracert.certify.store import MANIFEST, write_certificates
from paracert.certify.theorems import certified_text, schema_name, theorem_text
from paracert.lean.config import LeanConfig
from paracert.lean.items import ErrorCategory, ItemResult, LeanMessage, Status
from paracert.lean.launch.profile import get_profile
from paracert.statements.pairs import Pair
from paracert.statements.schema import Verdict
from paracert.statements.verdicts import PairVerdict, StatementKind, certificate_name

V = "Lean (version 4.28.0-pre, test)"
STD = ["propext", "Classical.choice", "Quot.sound"]


def _verdict(pair: Pair, verdict: Verdict, kind: StatementKind, proof: str) -> PairVerdict:
    d = pair.digest(V)
    name = certificate_name(d)
    text = (certified_text(name, pair.a, pair.b, proof) if verdict == Verdict.certified
            else theorem_text(name, kind, pair.a, pair.b, f"by {proof}"))
    return PairVerdict(pair_id=pair.pair_id, family=pair.family, a=pair.a, b=pair.b, a_true=pair.a_true,
                       digest=d, lean_version=V, verdict=verdict, statement_kind=kind, tactic=proof,
                       certificate=text)


GOOD_CERT = Pair(a="∀ a b : Nat, a ≥ b", b="∀ a b : Nat, b ≤ a", family="cmp", pair_id="g")
GOOD_REF = Pair(a="∀ n : Nat, n = n", b="∀ n : Nat, n = 0", family="x", pair_id="r", a_true=True)


def _dir(tmp_path: Path, *verdicts: PairVerdict) -> Path:
    write_certificates(list(verdicts), tmp_path)
    return tmp_path


def _genuine(tmp_path: Path) -> Path:
    return _dir(tmp_path, _verdict(GOOD_CERT, Verdict.certified, StatementKind.iff, "paracert_iff_rfl"),
                _verdict(GOOD_REF, Verdict.refuted, StatementKind.not_b_answer_key,
                         "intro h; exact absurd (h 1) (by decide)"))


def _edit_manifest(d: Path, edit) -> None:
    m = json.loads((d / MANIFEST).read_text())
    edit(m["certificates"])
    (d / MANIFEST).write_text(json.dumps(m))


def _checks(report, name: str | None = None) -> set[str]:
    return {p.check for p in report.problems if name is None or p.certificate == name}


IMPORTED = {"propext", "Classical.choice", "Quot.sound", "sorryAx", "Lean.ofReduceBool", "Lean.ofReduceNat",
            "Lean.trustCompiler", "Or.elim", "Classical.em"}


class FakeAxiomRunner:
    """Fake LeanRunner (no Lean): every item elaborates; `axioms` says what collectAxioms would list
    (None: a backend that cannot tell, then `messages` stand for the printed proof terms)."""

    lean_version = V
    profile = get_profile("core")

    class launcher:  # noqa: N801 - mimics LeanRunner.launcher
        name = "wasm"

    def __init__(self, axioms: dict[str, list[str]] | None = None, messages: list[str] | None = None,
                 declarations: list[str] | None = None) -> None:
        self.axioms, self.messages, self.declarations = axioms, messages or [], declarations
        self.items: list = []

    def run(self, items, progress=None):
        self.items += items
        out = []
        for i in items:
            ax = None if self.axioms is None else {n: self.axioms.get(n, STD) for n in i.collect_axioms}
            # as the real session: constants of the imported library (real axioms, and theorems whose
            # proofs the shipped library hides) vs axioms declared elsewhere (the item, the prelude)
            own = None if ax is None else {n: [a for a in v if a not in IMPORTED] for n, v in ax.items()}
            out.append(ItemResult(item_id=i.item_id, status=Status.ok, axioms=ax, local_axioms=own,
                                  declarations=self.declarations,
                                  messages=[LeanMessage(severity="information", text=t) for t in self.messages]))
        return out


def test_genuine_directory_verifies_with_lean_axioms(tmp_path) -> None:
    d = _genuine(tmp_path)
    runner = FakeAxiomRunner(axioms={})
    report = check_directory(d, runner)  # type: ignore[arg-type]
    assert report.ok and report.verified == 2, report.problems
    assert set(report.axiom_source.values()) == {"lean"}
    assert all(i.collect_axioms for i in runner.items) and len(runner.items) == 2  # one item per certificate


@pytest.mark.parametrize("axiom", ["sorryAx", "Lean.ofReduceBool", "Lean.trustCompiler", "cheat",
                                   "PcItem0.cheat"])
def test_unsound_or_non_library_axioms_are_rejected(tmp_path, axiom) -> None:
    d = _genuine(tmp_path)
    ref = certificate_name(GOOD_REF.digest(V))
    report = check_directory(d, FakeAxiomRunner(axioms={ref: [*STD, axiom]}))  # type: ignore[arg-type]
    assert [(p.certificate, p.check) for p in report.problems] == [(ref, "axioms")]
    assert axiom in report.problems[0].detail and report.verified == 1


def test_library_theorems_listed_among_the_axioms_are_accepted(tmp_path) -> None:
    """The shipped library hides its theorems' proofs, so collectAxioms lists e.g. Or.elim (measured)."""
    d = _genuine(tmp_path)
    ref = certificate_name(GOOD_REF.digest(V))
    report = check_directory(d, FakeAxiomRunner(axioms={ref: [*STD, "Or.elim", "Classical.em"]}))  # type: ignore[arg-type]
    assert report.ok and report.verified == 2, report.problems


def test_the_abstraction_gate_theorem_gets_its_axioms_checked_too(tmp_path) -> None:
    pair = Pair(a="(239 + 174 + 83) % 10 = 6", b="6 = (239 + 174 + 83) % 10", family="eq")
    d = _dir(tmp_path, _verdict(pair, Verdict.certified, StatementKind.iff, "paracert_rules"))
    name = certificate_name(pair.digest(V))
    runner = FakeAxiomRunner(axioms={schema_name(name): ["sorryAx"]})
    report = check_directory(d, runner)  # type: ignore[arg-type]
    assert runner.items[0].collect_axioms == [name, schema_name(name)]
    assert _checks(report) == {"axioms"} and "sorryAx" in report.problems[0].detail


def test_stray_declarations_reported_by_the_session_are_rejected(tmp_path) -> None:
    d = _genuine(tmp_path)
    report = check_directory(d, FakeAxiomRunner(axioms={}, declarations=["PcItem0.laundered"]))  # type: ignore
    assert _checks(report) == {"declarations"}


def test_fallback_printed_term_scan_when_lean_cannot_list_axioms(tmp_path) -> None:
    d = _genuine(tmp_path)
    ref = certificate_name(GOOD_REF.digest(V))
    cert = certificate_name(GOOD_CERT.digest(V))
    clean = [f"theorem PcItem0.{cert} : x := fun a b => Iff.rfl",
             f"theorem PcItem1.{ref} : ¬ x := fun h => absurd (h 1) (of_decide_eq_true (Eq.refl true))"]
    report = check_directory(d, FakeAxiomRunner(axioms=None, messages=clean))  # type: ignore[arg-type]
    assert report.ok and set(report.axiom_source.values()) == {"printed_term"}
    # a `where` / `decide +native` helper: the theorem's term names only the auxiliary constant
    aux = [clean[0], f"theorem PcItem1.{ref} : ¬ x := PcItem1.{ref}._nativeDecide_1_1"]
    report = check_directory(d, FakeAxiomRunner(axioms=None, messages=aux))  # type: ignore[arg-type]
    assert _checks(report, ref) == {"axioms"} and "auxiliary" in report.problems[0].detail
    laundered = [clean[0], f"theorem PcItem1.{ref} : ¬ x := PcItem0.helper"]
    pair = Pair(a="(239 + 174 + 83) % 10 = 6", b="6 = (239 + 174 + 83) % 10", family="eq")
    name = certificate_name(pair.digest(V))
    d2 = _dir(tmp_path.parent / (tmp_path.name + "_inst"),
              _verdict(pair, Verdict.certified, StatementKind.iff, "paracert_rules"))
    inst = [f"theorem PcItem0.{name}_schema : x := fun a b c d e => of_eq_true (eq_self a)",
            f"theorem PcItem0.{name} : x := PcItem0.{name}_schema 239 174 83 10 6",
            f"theorem PcItem0.{name}_schema : x := PcItem0.{name}_schema._simp_1_15 a"]  # as simp leaves it
    assert check_directory(d2, FakeAxiomRunner(axioms=None, messages=inst)).ok  # type: ignore[arg-type]
    report = check_directory(d, FakeAxiomRunner(axioms=None, messages=laundered))  # type: ignore[arg-type]
    assert _checks(report, ref) == {"axioms"}
    ofreduce = [clean[0], f"theorem PcItem1.{ref} : ¬ x := Lean.ofReduceBool a b c"]
    report = check_directory(d, FakeAxiomRunner(axioms=None, messages=ofreduce))  # type: ignore[arg-type]
    assert "Lean.ofReduceBool" in report.problems[0].detail


# --- forged manifests and files: static problems, per certificate ---------------------------------


def _forged_refutation(tmp_path: Path, pair: Pair, kind: StatementKind, proof: str) -> tuple[Path, str]:
    v = _verdict(pair, Verdict.refuted, kind, proof)
    return _dir(tmp_path, v), v.certificate_name


def test_forged_statement_that_closes_itself_and_declares_more(tmp_path) -> None:
    evil = Pair(a="True) ↔ (True) := Iff.rfl\ntheorem laundered : (True", b="True", family="f")
    d = _dir(tmp_path, _verdict(evil, Verdict.certified, StatementKind.iff, "paracert_iff_rfl"))
    report = check_directory(d, FakeAxiomRunner(axioms={}))  # type: ignore[arg-type]
    assert _checks(report) == {"statement"} and report.verified == 0


def test_certified_entry_with_a_refutation_kind(tmp_path) -> None:
    d = _genuine(tmp_path)
    _edit_manifest(d, lambda cs: [c.update(statement_kind="not_b") for c in cs if c["verdict"] == "certified"])
    report = check_directory(d, None)
    assert _checks(report) == {"kind"}


def test_refuted_entry_whose_proof_proves_the_iff(tmp_path) -> None:
    pair = Pair(a="∀ n : Nat, n + 0 = n", b="∀ n : Nat, n = n", family="f")
    v = _verdict(pair, Verdict.refuted, StatementKind.iff, "paracert_structural")
    d = _dir(tmp_path, v)
    assert _checks(check_directory(d, None)) == {"kind"}
    # labelled ¬ (A ↔ B) but the file proves the iff: the statement is generated from the kind
    _edit_manifest(d, lambda cs: cs[0].update(statement_kind="not_iff"))
    assert _checks(check_directory(d, None)) == {"statement"}


def test_not_b_refutation_of_a_both_false_pair_is_rejected(tmp_path) -> None:
    both_false = Pair(a="2 + 2 = 5", b="3 * 3 = 10", family="f")
    d, name = _forged_refutation(tmp_path, both_false, StatementKind.not_b, "decide")
    report = check_directory(d, None)
    assert _checks(report, name) == {"kind"} and "answer key" in report.problems[0].detail
    # claiming the answer-key kind without the key in the manifest
    _edit_manifest(d, lambda cs: cs[0].update(statement_kind="not_b_answer_key"))
    assert _checks(check_directory(d, None)) == {"kind"}
    # adding the key changes the digest the certificate is bound to
    _edit_manifest(d, lambda cs: cs[0].update(a_true=True))
    assert "hash" in _checks(check_directory(d, None))


@pytest.mark.parametrize("proof, what", [
    ("decide +native", "native"),
    ("exact helper\n  where helper : ¬ (∀ n : Nat, n = 0) := by native_decide", "where"),
    ("exact Lean.ofReduceBool _ _ rfl", "ofReduceBool"),
    ("intro h; exact absurd (h 1) (by decide)\naxiom cheat : False", "axiom"),
    ("intro h; exact absurd (h 1) (by decide)\ntheorem more : True := trivial", "theorem"),
    ("exact pc_0123456789abcdef", "certificate"),
    ("set_option maxRecDepth 100000 in decide", "set_option"),
    # a certificate that reads a host file: verifies exactly when the guess is right, leaking the file
    ('have _ : include_str "/etc/hostname" = "guess" := rfl; decide', "include_str"),
    ('have _ : include_bytes "/etc/hostname" = ByteArray.empty := rfl; decide', "include_bytes"),
    ("exact (by dbgTraceIfShared \"x\" decide)", "dbgTraceIfShared"),
])
def test_refutation_proof_with_forbidden_constructs(tmp_path, proof, what) -> None:
    d, name = _forged_refutation(tmp_path, GOOD_REF, StatementKind.not_b_answer_key, proof)
    report = check_directory(d, FakeAxiomRunner(axioms={}))  # type: ignore[arg-type]
    assert _checks(report, name) == {"forbidden"}, report.problems
    assert any(what in p.detail for p in report.problems) or what == "certificate"
    assert report.verified == 0


def test_genuine_refutation_with_a_string_literal_verifies(tmp_path) -> None:
    pair = Pair(a='"ab".length = 2', b='"ab".length = 3', family="str", a_true=True)
    d, name = _forged_refutation(tmp_path, pair, StatementKind.not_b_answer_key, "decide")
    report = check_directory(d, FakeAxiomRunner(axioms={}))  # type: ignore[arg-type]
    assert report.ok and report.verified == 1, report.problems


@pytest.mark.parametrize("path", ["../outside.lean", "/etc/hostname", "certified/../../outside.lean", "",
                                  "certified//x.lean", "/dev/zero"])
def test_manifest_paths_outside_the_directory(tmp_path, path) -> None:
    d = _genuine(tmp_path / "certs")
    (tmp_path / "outside.lean").write_text("import Paracert.Tactics\n")
    _edit_manifest(d, lambda cs: cs[0].update(file=path))
    report = check_directory(d, None)
    assert {"file", "path"} & _checks(report, report.problems[-1].certificate)
    assert not report.ok


def _replace_cert_file(d: Path, make) -> str:
    m = json.loads((d / MANIFEST).read_text())
    rel = m["certificates"][0]["file"]
    (d / rel).unlink()
    make(d / rel)
    return m["certificates"][0]["name"]


@pytest.mark.parametrize("kind", ["symlink_out", "symlink_zero", "fifo", "directory", "huge", "not_utf8"])
def test_certificate_file_that_is_not_a_small_regular_file(tmp_path, kind) -> None:
    d = _genuine(tmp_path / "certs")
    (tmp_path / "secret.lean").write_text("x")
    makers = {
        "symlink_out": lambda p: p.symlink_to(tmp_path / "secret.lean"),
        "symlink_zero": lambda p: p.symlink_to("/dev/zero"),
        "fifo": lambda p: os.mkfifo(p),
        "directory": lambda p: p.mkdir(),
        "huge": lambda p: p.write_bytes(b"-" * (MAX_FILE_BYTES + 1)),
        "not_utf8": lambda p: p.write_bytes(b"import Paracert.Tactics\n\xff\xfe"),
    }
    name = _replace_cert_file(d, makers[kind])
    result: dict = {}
    t = threading.Thread(target=lambda: result.update(r=check_directory(d, None)), daemon=True)
    t.start()
    t.join(20)
    assert not t.is_alive(), "check hung"
    assert _checks(result["r"], name) == {"file"}


def test_read_inside_refuses_dev_zero_and_fifo_directly(tmp_path) -> None:
    os.mkfifo(tmp_path / "f")
    (tmp_path / "z").symlink_to("/dev/zero")
    for rel, why in (("f", "FIFO"), ("z", "symlink"), ("/dev/zero", "plain relative")):
        with pytest.raises(ValueError, match=why):
            read_inside(tmp_path, rel)


def test_manifest_itself_a_symlink_to_dev_zero(tmp_path) -> None:
    (tmp_path / MANIFEST).symlink_to("/dev/zero")
    report = check_directory(tmp_path, None)
    assert _checks(report) == {"manifest"}


def test_duplicate_and_conflicting_manifest_entries(tmp_path) -> None:
    d = _genuine(tmp_path)
    _edit_manifest(d, lambda cs: cs.append(dict(cs[0])))
    report = check_directory(d, None)
    dup = [p for p in report.problems if p.check == "duplicate"]
    assert len(dup) == 2 and not report.ok  # both entries named, no traceback
    args = argparse.Namespace(directory=d, static_only=True, lean=None, cache=False, no_cache=False, json=True,
                              junit=tmp_path / "j.xml")
    assert commands.cmd_check(args) == 1


def test_conflicting_entries_same_file_two_names(tmp_path) -> None:
    d = _genuine(tmp_path)
    _edit_manifest(d, lambda cs: cs[1].update(file=cs[0]["file"]))
    report = check_directory(d, None)
    assert [p.check for p in report.problems].count("duplicate") == 2


def test_family_name_cannot_leave_its_comment(tmp_path) -> None:
    evil = GOOD_CERT.model_copy(update={"family": "x\n/- swallow\ntheorem evil : False := sorry\n-- "})
    d = _dir(tmp_path, _verdict(evil, Verdict.certified, StatementKind.iff, "paracert_iff_rfl"))
    text = next(d.rglob("*.lean")).read_text()
    assert split_certificate(text) == certified_text(certificate_name(evil.digest(V)), evil.a, evil.b,
                                                     "paracert_iff_rfl")
    assert len([ln for ln in text.splitlines() if ln.startswith("-- verdict")]) == 1
    assert check_directory(d, FakeAxiomRunner(axioms={})).ok  # type: ignore[arg-type]


def test_check_reads_the_lean_cache_only_when_asked(tmp_path, monkeypatch) -> None:
    seen: list[bool] = []

    class FakeLeanRunner:
        """Fake (no Lean): records the cache flag."""

        def __init__(self, config, **kw):
            seen.append(config.cache)

    monkeypatch.setattr(commands, "LeanRunner", FakeLeanRunner)
    monkeypatch.setattr(commands, "check_directory", lambda d, r, progress=None: commands.CheckReport(directory="x"))
    for cache in (False, True):
        args = argparse.Namespace(directory=tmp_path, static_only=False, lean=None, cache=cache, no_cache=False,
                                  json=True, junit=None)
        commands.cmd_check(args)
    assert seen == [False, True]


# --- verdicts ------------------------------------------------------------------------------------


class EchoRunner:
    """Fake LeanRunner (no Lean): the certificate portfolio of every pair succeeds with branch 3."""

    lean_version = V
    default_heartbeats = 1000

    def __init__(self) -> None:
        self.items: list = []

    def run(self, items, progress=None):
        self.items += items
        out = []
        for i in items:
            if i.item_id.startswith("stmt"):  # the statement checks pass
                out.append(ItemResult(item_id=i.item_id, status=Status.ok))
            elif ":cert:" in i.item_id:
                out.append(ItemResult(item_id=i.item_id, status=Status.ok,
                                      messages=[LeanMessage(severity="information", text="pcpick:3", line=5)]))
            else:
                out.append(ItemResult(item_id=i.item_id, status=Status.error, category=ErrorCategory.tactic))
        return out


def test_one_verdict_per_input_line_under_its_own_pair_id() -> None:
    a, b = "∀ n : Nat, n ≥ 3 → n > 2", "∀ n : Nat, 3 ≤ n → 2 < n"
    pairs = [Pair(a=a, b=b, pair_id="first"), Pair(a=a, b=b, pair_id="second"), Pair(a=a, b=b, pair_id="first")]
    runner = EchoRunner()
    out = certify_pairs(pairs, runner)  # type: ignore[arg-type]
    assert [v.pair_id for v in out] == ["first", "second", "first"]
    assert {v.verdict for v in out} == {Verdict.certified}
    assert len({i.item_id.split(":")[0] for i in runner.items if not i.item_id.startswith("stmt")}) == 1  # once


def test_certified_candidates_carry_the_abstraction_gate() -> None:
    runner = EchoRunner()
    (v,) = certify_pairs([Pair(a="(239 + 174 + 83) % 10 = 6", b="6 = (239 + 174 + 83) % 10")], runner)  # type: ignore
    item = next(i for i in runner.items if ":cert:" in i.item_id)
    name = schema_name(certificate_name(v.digest))
    assert item.code.startswith(f"theorem {name} (pcLit0 : Nat) ")  # the branches run on the schema only
    assert item.code.endswith(f"by with_reducible exact {name} (239) (174) (83) (10) (6)")
    assert v.certificate is not None and f"theorem {schema_name(certificate_name(v.digest))} " in v.certificate
    assert v.certificate.count("by paracert_rules") == 1  # the schema; the pair is its instance
    assert "by with_reducible exact " + schema_name(certificate_name(v.digest)) + " (239) (174) (83) (10) (6)" \
        in v.certificate


@pytest.mark.parametrize("a, b, gate_a, gate_b", [
    ("2 + 2 = 4", "3 * 3 = 9", "pcLit0 + pcLit0 = pcLit1", "pcLit2 * pcLit2 = pcLit3"),
    ("100 % 7 = 2", "2 = 2", "pcLit0 % pcLit1 = 2", "2 = 2"),
    ("2 ^ 10 = 1024", "1024 = 1024", "pcLit0 ^ pcLit1 = pcLit2", "pcLit2 = pcLit2"),
    ("1 + 1 = 2", "2 = 2", "pcLit0 + pcLit0 = 2", "2 = 2"),
    ("∀ x : ℤ, x ≥ -3", "∀ x : ℤ, -3 ≤ x", "∀ x : ℤ, x ≥ -pcLit0", "∀ x : ℤ, -pcLit0 ≤ x"),
    ("Nat.Prime 7", "2 ≤ 7 ∧ ∀ m, m < 7 → m ∣ 7 → m = 1", "Nat.Prime pcLit0",
     "2 ≤ pcLit0 ∧ ∀ m, m < pcLit0 → m ∣ pcLit0 → m = 1"),
])
def test_literal_abstraction(a, b, gate_a, gate_b) -> None:
    ab = abstract_literals(a, b)
    assert ab is not None and (ab.a, ab.b) == (gate_a, gate_b)


def test_literal_scanner_skips_names_projections_strings_and_comments() -> None:
    text = 'x₂ + h2.1 + "12" + \'3\' + «a 4» + 0x1F + 2.5 + 7'
    assert [lit.text for lit in literals(text)] == ["0x1F", "2.5", "7"]
    ab = abstract_literals('"ab".length = 2', '"ab".length = 3')
    assert ab is not None and not ab.typed and ab.binder_text() == "(pcLit0 : _) (pcLit1 : _)"
    assert abstract_literals("∀ n : Nat, Even n", "∀ n : Nat, n % 2 = 0") is None  # 0 and 2 are kept


def test_write_certificates_replace_starts_from_an_empty_directory(tmp_path) -> None:
    d = _genuine(tmp_path)
    only = _verdict(GOOD_CERT, Verdict.certified, StatementKind.iff, "paracert_iff_rfl")
    m = write_certificates([only], d, replace=True)
    assert [e.name for e in m.certificates] == [only.certificate_name]
    assert [p.name for p in d.rglob("*.lean")] == [f"{only.certificate_name}.lean"]
    assert check_directory(d, FakeAxiomRunner(axioms={})).ok  # type: ignore[arg-type]


def test_a_run_under_another_profile_than_the_manifests_is_a_problem(tmp_path) -> None:
    """Attack: a `paracert.toml` committed beside the certificates sets `profile = "bare"` (or another
    profile whose names mean something else), so that `paracert check` in that checkout elaborates the
    certificates in another base environment than the one they were certified in."""
    d = _genuine(tmp_path / "certs")
    (tmp_path / "paracert.toml").write_text('profile = "bare"\n', encoding="utf-8")
    assert LeanConfig.load(command="check", environ={}, cwd=tmp_path).profile == "core"  # the file is refused
    # and should another profile reach the run all the same (a flag, the user's own file), it is a problem
    runner = FakeAxiomRunner(axioms={})
    runner.profile = get_profile("bare")
    report = check_directory(d, runner)  # type: ignore[arg-type]
    assert not report.ok and "profile" in _checks(report)
    assert "made under the 'core' profile" in next(p.detail for p in report.problems if p.check == "profile")
    assert check_directory(d, FakeAxiomRunner(axioms={})).ok  # type: ignore[arg-type]


def test_a_directory_is_bound_to_the_profile_that_certified_it(tmp_path) -> None:
    """`certify` writes the run's profile into the manifest (it used to leave the default `core` for
    every profile) and refuses to add another profile's certificates to the directory."""
    d = _genuine(tmp_path / "core")
    assert json.loads((d / MANIFEST).read_text())["profile"] == "core"
    verdicts = [_verdict(GOOD_CERT, Verdict.certified, StatementKind.iff, "paracert_iff_rfl")]
    bare = write_certificates(verdicts, tmp_path / "bare", profile="bare")
    assert bare.profile == "bare"
    with pytest.raises(ValueError, match="bound to the 'bare' profile"):
        write_certificates(verdicts, tmp_path / "bare", profile="core")

"""Autoformalization robustness without Lean: extraction, trust, classification, TED, aggregation,
resumability and the CLI, with fakes standing in for Lean (`FakeLeanRunner`), for the certifier
(`fake_certify`) and, where marked, for the NL rules (`FakeRule`)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from paracert.cli import main
from paracert.lean.items import ErrorCategory, ItemResult, LeanMessage, Status
from paracert.lean.launch.profile import LeanProfile
from paracert.lean.text.guard import SnippetError, check_snippet
from paracert.robustness import commands
from paracert.robustness.aggregate import compute_figures, ratio_interval
from paracert.robustness.autoformalizer import ScriptedAutoformalizer
from paracert.robustness.compile import classify_result, prepare, reading_failure
from paracert.robustness.datasets import demo_file, load_statements, profile_refusal
from paracert.robustness.extract import closed_proposition, extract_code, header_and_declaration, main_theorem
from paracert.robustness.pipeline import run_robustness
from paracert.robustness.records import FailureClass, Formalization, NLStatement, PairOutcome
from paracert.robustness.store import RunStore
from paracert.robustness.ted import LabelTree, normalized_ted, statement_distance, token_tree
from paracert.robustness.trust import untrusted_reason
from paracert.statements.schema import Verdict
from paracert.statements.verdicts import PairVerdict

# ---------------------------------------------------------------- fakes


@dataclass(frozen=True)
class FakeRule:
    """A stand-in NL rule: replaces `old` by `new` (same attributes as nl_rules.NLRule)."""

    id: str
    category: str
    old: str
    new: str


@dataclass
class FakeApplication:
    text: str
    span: tuple[int, int]


def fake_apply(rule: FakeRule, text: str) -> FakeApplication | None:
    k = text.find(rule.old)
    if k < 0:
        return None
    return FakeApplication(text[:k] + rule.new + text[k + len(rule.old):], (k, k + len(rule.old)))


FAKE_RULES = [
    FakeRule("fake.show", "discourse", "Prove that", "Show that"),
    FakeRule("fake.natural", "concept", "natural number", "nonnegative integer"),
    FakeRule("fake.never", "verbosity", "this phrase occurs nowhere", "x"),
]


class FakeLeanRunner:
    """Not Lean: answers from the code's text. `Nat.IsDivisor` -> unknown identifier, unbalanced
    parentheses -> parse error, `TYPE_ERR` -> type mismatch, anything else elaborates (with sorry).
    Records the code of every item it is given."""

    lean_version = "FakeLean 0"
    default_heartbeats = 200_000

    def __init__(self, profile: str = "core") -> None:
        self.profile = LeanProfile(name=profile)
        self.calls: list[list[str]] = []

    def run(self, items, progress=None):  # noqa: ANN001 - mirrors LeanRunner.run
        self.calls.append([it.code for it in items])
        out = []
        for it in items:
            try:
                check_snippet(it.code)
            except SnippetError as exc:
                out.append(ItemResult(item_id=it.item_id, status=Status.rejected, category=ErrorCategory.rejected,
                                      detail=str(exc)))
                continue
            message = None
            if "IsDivisor" in it.code:
                message, cat = "unknown identifier 'Nat.IsDivisor'", ErrorCategory.unknown_identifier
            elif it.code.count("(") != it.code.count(")"):
                message, cat = "unexpected token ')'; expected ':=', 'where' or '|'", ErrorCategory.parse
            elif "TYPE_ERR" in it.code:
                message, cat = "type mismatch", ErrorCategory.elaboration
            if message:
                out.append(ItemResult(item_id=it.item_id, status=Status.error, category=cat,
                                      messages=[LeanMessage(severity="error", text=message, line=1)]))
            else:
                out.append(ItemResult(item_id=it.item_id, status=Status.ok, uses_sorry="sorry" in it.code))
        return out

    @property
    def items_sent(self) -> list[str]:
        return [c for call in self.calls for c in call]


class FakeCertifier:
    """Not the certification engine: `refuted` when the two statements have a different number of
    hypotheses (→), else `certified`. Counts its calls."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, pairs, runner, progress=None):  # noqa: ANN001
        self.calls += 1
        out = []
        for p in pairs:
            verdict = Verdict.refuted if p.a.count("→") != p.b.count("→") else Verdict.certified
            out.append(PairVerdict(pair_id=p.pair_id, family=p.family, a=p.a, b=p.b, digest="0" * 64,
                                   lean_version=runner.lean_version, verdict=verdict, tactic="fake"))
        return out


def _demo_run(tmp_path: Path, runner: FakeLeanRunner | None = None, certify: FakeCertifier | None = None,
              provider: ScriptedAutoformalizer | None = None):
    statements = load_statements("demo")
    provider = provider or ScriptedAutoformalizer.from_file(demo_file(), model="demo-model")
    runner = runner or FakeLeanRunner()
    certify = certify or FakeCertifier()
    result = run_robustness(statements, FAKE_RULES, [provider], RunStore(tmp_path / "run"), runner, profile="core",
                            certify=certify, apply=fake_apply, progress=False)
    return result, provider, runner, certify


# ---------------------------------------------------------------- extraction and trust


def test_extract_takes_the_lean_block_and_drops_only_provided_imports() -> None:
    reply = "Sure.\n```lean\nimport Mathlib\n\ntheorem t (n : ℕ) : n = n := by sorry\n```\nDone."
    got = extract_code(reply, ("Mathlib",))
    assert got.code == "theorem t (n : ℕ) : n = n := by sorry\n" and got.dropped_imports == ["Mathlib"]
    kept = extract_code(reply, ())  # the core profile provides no Mathlib: the import stays
    assert kept.code.startswith("import Mathlib") and untrusted_reason(kept.code) is not None
    assert extract_code("I cannot formalize this.").code is None


def test_closed_proposition_binders_become_forall() -> None:
    code = "theorem t (n : ℕ) (h₀ : n % 5 = 3) -- why\n  : (2 * n) % 5 = 1 := by sorry"
    assert closed_proposition(code) == ("∀ (n : Nat), n % 5 = 3 → 2 * n % 5 = 1", None)
    mathlib = "theorem u {f : ℂ → ℂ} (Ω : Set ℂ) (h : IsOpen Ω) :\n  |f 0| = f 1 := sorry"
    assert closed_proposition(mathlib)[0] == "∀ {f : ℂ → ℂ} (Ω : Set ℂ) (h : IsOpen Ω), |f 0| = f 1"
    assert closed_proposition("example : 2 + 2 = 4 := rfl")[0] == "2 + 2 = 4"
    assert closed_proposition("theorem v (n : ℕ) : n = n) := by sorry")[0] is None
    parts = main_theorem("open Nat\n\ntheorem w (p : ℕ) : Prime p := by sorry")
    assert parts is not None and parts.other_commands == ["open"] and not parts.standalone


@pytest.mark.parametrize("code", [
    "#eval 1\ntheorem t : True := trivial",
    "theorem t : True := by run_cmd pure ()",
    "set_option maxHeartbeats 0 in\ntheorem t : True := trivial",
    "axiom cheat : False\ntheorem t : True := trivial",
    "notation \"ℕ\" => Int\ntheorem t : True := trivial",
    "import Mathlib\ntheorem t : True := trivial",
    "theorem t : True := trivial\n#exit",
])
def test_untrusted_code_is_named(code: str) -> None:
    assert untrusted_reason(code) is not None


def test_trusted_code_passes_and_comments_do_not_count() -> None:
    assert untrusted_reason("-- #eval here is a comment\ntheorem t (n : ℕ) : n = n := by sorry") is None
    assert untrusted_reason('/- axiom -/ theorem t : "#eval".length = 5 := by sorry') is None


def test_prepare_settles_what_it_can_before_lean() -> None:
    s = NLStatement(id="s", source="t", nl="x")

    def reply(raw: str, error: str | None = None) -> Formalization:
        return Formalization(key="k", model="m", provider="p", statement_id="s", variant="baseline", raw=raw,
                             error=error)

    assert prepare(None, s, "core").failure == FailureClass.no_answer
    assert prepare(reply("", "RateLimitError"), s, "core").failure == FailureClass.no_answer
    assert prepare(reply("no lean here"), s, "core").failure == FailureClass.no_code
    rejected = prepare(reply("```lean\n#eval 2\ntheorem t : True := trivial\n```"), s, "core")
    assert rejected.failure == FailureClass.rejected and "#eval" in rejected.detail
    ok = prepare(reply("```lean\ntheorem t : True := trivial\n```"), s.model_copy(update={"context": "open Nat"}),
                 "core")
    assert ok.failure is None and ok.lean_text.startswith("open Nat\n") and ok.prop == "True"


def test_a_mathlib_formalization_is_cut_into_header_and_declaration() -> None:
    code = ("import Mathlib\nimport Aesop\nopen Real\n/-- theorem in a docstring -/\n"
            "theorem t (x : ℝ) : x = x := by sorry\ntheorem u : True := trivial\n")
    assert header_and_declaration(code) == ("import Mathlib\nimport Aesop\nopen Real\n/-- theorem in a docstring -/",
                                            "theorem t (x : ℝ) : x = x := by sorry\ntheorem u : True := trivial")
    assert header_and_declaration("-- theorem\nopen Nat in theorem t : 1 = 1 := rfl") == (
        "-- theorem", "open Nat in theorem t : 1 = 1 := rfl")
    assert header_and_declaration("-- theorem only in a comment\ndef f := 1") is None


def test_prepare_under_the_vocabulary_profile_keeps_the_header_for_the_reading() -> None:
    s = NLStatement(id="s", source="t", nl="x", context="open Nat")

    def reply(raw: str) -> Formalization:
        return Formalization(key="k", model="m", provider="p", statement_id="s", variant="baseline", raw=raw)

    got = prepare(reply("```lean\nopen Real\nimport Aesop\ntheorem t (x : ℝ) : x ≤ x := by sorry\n```"), s,
                  "vocabulary")
    assert got.failure is None and got.header == "import Aesop\nopen Nat\nopen Real"
    assert got.declaration == "theorem t (x : ℝ) : x ≤ x := by sorry" and got.statement == got.declaration
    bare = prepare(reply("theorem t : 1 = 1 := by sorry"), s.model_copy(update={"context": ""}), "vocabulary")
    assert bare.header == "import Mathlib"  # the prompt says the file starts with it
    rejected = prepare(reply("import Mathlib\ntheorem t : 1 = 1 := by native_decide"), s, "vocabulary")
    assert rejected.failure == FailureClass.rejected and "native_decide" in (rejected.detail or "")
    assert prepare(reply("import Mathlib\ndef f := 1"), s, "vocabulary").failure == FailureClass.no_code


@pytest.mark.parametrize(("verdict", "note", "expected"), [
    ("invalid_statement", "read:0123abcd: header line 2: `#eval` is not a header command",
     FailureClass.unsupported_header),
    ("invalid_statement", "read:0123abcd: a: unbalanced `)`", FailureClass.parse),
    ("untranslatable", "unmapped: Nat.IsDivisor (A, elaborate: 1:40: Unknown constant `Nat.IsDivisor`)",
     FailureClass.unknown_identifier),
    ("untranslatable", "not read (A, parse: 1:12: unexpected token ')')", FailureClass.parse),
    ("untranslatable", "not read (A, header: unknown namespace `Foo`)", FailureClass.unsupported_header),
    ("untranslatable", "unmapped: HAdd ℕ ℝ ?m (A, elaborate: failed to synthesize HAdd ℕ ℝ ?m)",
     FailureClass.elaboration),
    ("untranslatable", "not read (A, elaborate: type mismatch)", FailureClass.elaboration),
    ("untranslatable", "not read (A, roundtrip: the printed statement does not elaborate back)", FailureClass.other),
    ("unknown", "not certified: Lean did not prove the pair under its shared signature", FailureClass.other),
])
def test_the_reading_s_failures_map_onto_the_taxonomy(verdict: str, note: str, expected: FailureClass) -> None:
    failure, first = reading_failure(verdict, note)
    assert failure == expected
    assert first is not None and not first.startswith("read:")


def test_the_vocabulary_profile_runs_mathlib_datasets_and_has_its_own_script() -> None:
    mathlib_statement = NLStatement(id="s", source="t", nl="x", profile="mathlib")
    assert profile_refusal([mathlib_statement], "vocabulary", "proofnet") is None
    assert "--profile vocabulary" in (profile_refusal([mathlib_statement], "core", "proofnet") or "")
    assert demo_file("vocabulary").name == "demo_autoformalizations_mathlib.jsonl" != demo_file().name
    ids = {json.loads(line)["id"] for line in demo_file("vocabulary").read_text(encoding="utf-8").splitlines()}
    assert ids == {json.loads(line)["id"] for line in demo_file().read_text(encoding="utf-8").splitlines()}


@pytest.mark.parametrize(("status", "category", "expected", "first"), [
    (Status.ok, None, FailureClass.ok, None),
    (Status.error, ErrorCategory.parse, FailureClass.parse, "boom"),
    (Status.error, ErrorCategory.unknown_identifier, FailureClass.unknown_identifier, "boom"),
    (Status.error, ErrorCategory.elaboration, FailureClass.elaboration, "boom"),
    (Status.error, ErrorCategory.tactic, FailureClass.other, "boom"),
    (Status.timeout, ErrorCategory.timeout, FailureClass.other, "why"),
    (Status.crashed, ErrorCategory.crashed, FailureClass.other, "why"),
    (Status.rejected, ErrorCategory.rejected, FailureClass.rejected, "untrusted: why"),
])
def test_classify_result(status: Status, category: ErrorCategory | None, expected: FailureClass,
                         first: str | None) -> None:
    msgs = [LeanMessage(severity="error", text="boom\nmore", line=1)] if status == Status.error else []
    got = classify_result(ItemResult(item_id="i", status=status, category=category, messages=msgs, uses_sorry=True,
                                     detail="why"))
    assert got == (expected, first)


# ---------------------------------------------------------------- tree edit distance


def test_ted_identity_is_zero_and_hand_computed_case() -> None:
    a = "∀ (n : Nat), n % 8 = 7 → n % 4 = 3"
    assert statement_distance(a, a) == (0.0, "ast")
    # ∀(n:Nat, ≤(6, n)) vs ∀(n:Nat, ≥(n, 6)): 5 nodes each; 3 renames (≤→≥, 6→n, n→6)
    assert statement_distance("∀ (n : Nat), 6 ≤ n", "∀ (n : Nat), n ≥ 6") == (pytest.approx(3 / 10), "ast")
    d, kind = statement_distance("∀ (x : ℝ), |x| ≥ 0", "∀ (x : ℝ), 0 ≤ |x|")
    assert kind == "tokens" and 0 < d < 1


def test_ted_is_normalized_to_the_unit_interval() -> None:
    texts = ["True", "∀ (a b : Nat), a + b = b + a", "(((x)))", "f (g [h {i ⟨j⟩}])", "a ) b ( c", "",
             "∃ n, n * n = 49 ∧ Nat.Prime 7"]
    for a in texts:
        for b in texts:
            d = normalized_ted(token_tree(a), token_tree(b))
            assert 0.0 <= d <= 1.0
            assert (d == 0.0) == (token_tree(a) == token_tree(b))
    # disjoint labels: every node renamed or inserted/deleted, still at most 1
    assert normalized_ted(LabelTree("a"), LabelTree("b")) == 0.5
    assert normalized_ted(LabelTree("a", [LabelTree("b")]), LabelTree("c")) == pytest.approx(2 / 3)


# ---------------------------------------------------------------- statistics


def test_ratio_interval_hand_computed() -> None:
    constant = ratio_interval([1, 1, 1], [1, 1, 1], n_resamples=500)
    assert (constant.estimate, constant.low, constant.high) == (1.0, 1.0, 1.0)
    split = ratio_interval([0, 1], [1, 1], n_resamples=2000)  # resamples: 0, 1/2 or 1
    assert (split.estimate, split.low, split.high) == (0.5, 0.0, 1.0)
    pooled = ratio_interval([1, 0, 2], [2, 1, 2])  # ratio of sums: 3 / 5
    assert pooled.estimate == pytest.approx(0.6) and pooled.low <= 0.6 <= pooled.high
    assert ratio_interval([0, 0], [0, 0]).estimate is None
    single = ratio_interval([1], [2])
    assert single.estimate == 0.5 and single.low is None


def _pair(sid: str, rule: str, base: FailureClass, pert: FailureClass, verdict: str | None = None,
          ted: float | None = None, category: str = "c") -> PairOutcome:
    both = base == pert == FailureClass.ok
    return PairOutcome(model="m", statement_id=sid, rule_id=rule, category=category, nl_baseline="b",
                       nl_perturbed="p", baseline_failure=base, perturbed_failure=pert,
                       baseline_prop="A" if base == FailureClass.ok else None,
                       perturbed_prop="B" if pert == FailureClass.ok else None,
                       verdict=verdict if both else None, surface_consistent=both and verdict == "certified",
                       ted=ted, tree_kind="ast" if ted is not None else None)


def test_aggregation_against_hand_counts() -> None:
    ok, parse, unk = FailureClass.ok, FailureClass.parse, FailureClass.unknown_identifier
    pairs = [
        _pair("s1", "r1", ok, ok, "certified", 0.0, "c1"),
        _pair("s1", "r2", ok, parse, category="c2"),
        _pair("s2", "r1", ok, ok, "refuted", 0.5, "c1"),
        _pair("s3", "r1", unk, ok, category="c1"),
        _pair("s3", "r2", unk, ok, category="c2"),
    ]
    fig = compute_figures(pairs, n_resamples=300)
    (g,) = fig.models
    assert g.n_pairs == 5 and g.n_statements == 3 and g.n_both_compile == 2
    assert g.baseline_compile.estimate == pytest.approx(3 / 5)
    assert g.perturbed_compile.estimate == pytest.approx(4 / 5)
    assert g.induced_failure.estimate == pytest.approx(1 / 3)  # s1/r2 among the 3 pairs with a compiling baseline
    assert g.sc_rate.estimate == pytest.approx(1 / 5)
    assert g.sc_given_compile.estimate == pytest.approx(1 / 2)
    assert g.verdicts == {
        "certified": 1, "both_provable": 0, "both_refutable": 0, "refuted": 1, "unknown": 0, "not_checked": 0
    }  # fmt: skip
    assert g.mean_ted == pytest.approx(0.25)
    for iv in (g.baseline_compile, g.sc_rate, g.sc_given_compile):
        assert iv.low <= iv.estimate <= iv.high
    by_rule = {x.group: x for x in fig.per_rule}
    assert by_rule["r1"].n_pairs == 3 and by_rule["r1"].sc_rate.estimate == pytest.approx(1 / 3)
    assert by_rule["r2"].perturbed_compile.estimate == pytest.approx(1 / 2)
    assert {x.group for x in fig.per_category} == {"c1", "c2"}
    tax = {r.failure: (r.baseline, r.perturbed) for r in fig.taxonomy["m"]}
    assert tax["ok"] == (2, 4) and tax["unknown_identifier"] == (1, 0) and tax["parse"] == (0, 1)
    kinds = [e.kind for e in fig.examples["m"]]
    assert kinds[0].startswith("induced compile failure") and "not equivalent (refuted)" in kinds


# ---------------------------------------------------------------- the pipeline with fakes


def test_demo_cases_are_classified(tmp_path: Path) -> None:
    result, provider, runner, certify = _demo_run(tmp_path)
    got = {(p.statement_id, p.rule_id): p for p in result.pairs}
    assert {sid for sid, _ in got} == {s.id for s in load_statements("demo")}
    for (sid, _), p in got.items():
        assert p.baseline_failure == FailureClass.ok, sid
    by_sid = {sid: p for (sid, _), p in got.items()}
    assert by_sid["mathd_numbertheory_185"].perturbed_failure == FailureClass.parse
    assert by_sid["imo_1964_p1_2"].perturbed_failure == FailureClass.unknown_identifier
    equivalent = by_sid["mathd_numbertheory_150"]
    assert equivalent.verdict == "certified" and equivalent.surface_consistent and 0 < equivalent.ted < 1
    assert by_sid["mathd_numbertheory_458"].verdict == "refuted"
    assert not by_sid["mathd_numbertheory_458"].surface_consistent
    untrusted = by_sid["induction_12dvd4expnp1p20"]
    assert untrusted.perturbed_failure == FailureClass.rejected and "#eval" in untrusted.perturbed_error
    # one Lean batch, the untrusted code never in it, identical code elaborated once
    assert len(runner.calls) == 1 and not any("#eval" in c for c in runner.items_sent)
    assert len(runner.items_sent) == len(set(runner.items_sent)) == 9
    assert certify.calls == 1


def test_second_run_makes_no_provider_calls_and_no_lean_runs(tmp_path: Path) -> None:
    first, provider, runner, certify = _demo_run(tmp_path)
    assert provider.calls > 0
    again_provider = ScriptedAutoformalizer.from_file(demo_file(), model="demo-model")
    again_runner, again_certify = FakeLeanRunner(), FakeCertifier()
    second, *_ = _demo_run(tmp_path, again_runner, again_certify, again_provider)
    assert again_provider.calls == 0 and again_runner.calls == [] and again_certify.calls == 0
    assert [p.model_dump() for p in second.pairs] == [p.model_dump() for p in first.pairs]
    # the run directory holds each stage's records
    store = RunStore(tmp_path / "run")
    assert len(store.formalizations()) == provider.calls and len(store.pairs()) == len(first.pairs)


def test_provider_errors_are_recorded_and_retried_on_the_next_run(tmp_path: Path) -> None:
    entries = ScriptedAutoformalizer.from_file(demo_file(), model="m").entries
    partial = {k: v for k, v in entries.items() if k[0] != "mathd_numbertheory_458"}
    first, *_ = _demo_run(tmp_path, provider=ScriptedAutoformalizer(partial, model="m", source="partial"))
    missing = [p for p in first.pairs if p.statement_id == "mathd_numbertheory_458"]
    assert missing and all(p.baseline_failure == FailureClass.no_answer for p in missing)
    full = ScriptedAutoformalizer(entries, model="m", source="partial")  # same name: same cache keys
    second, *_ = _demo_run(tmp_path, provider=full)
    assert full.calls == 1 + len(missing)  # only the prompts that failed before: baseline + perturbed texts
    assert all(p.baseline_failure == FailureClass.ok for p in second.pairs)


def test_real_certify_pairs_runs_through_the_runner_interface(tmp_path: Path) -> None:
    """The real engine driven through FakeLeanRunner (which accepts every item without Lean's
    messages): only the plumbing is checked here, the verdicts are the real-Lean test's business."""
    from paracert.certify.engine import certify_pairs

    runner = FakeLeanRunner()
    result, *_ = _demo_run(tmp_path, runner=runner, certify=certify_pairs)
    compared = [p for p in result.pairs if p.both_compile]
    assert compared and all(p.verdict in {v.value for v in Verdict} for p in compared)
    assert len(runner.calls) >= 2 and any("↔" in c for call in runner.calls[1:] for c in call)


def test_mathlib_profile_compiles_but_does_not_certify(tmp_path: Path) -> None:
    statements = [NLStatement(id="pn", source="ProofNet", nl="Prove that x is real.", profile="mathlib",
                              context="open Real")]
    code = "import Mathlib\ntheorem pn (x : ℝ) : x = x := by sorry"
    provider = ScriptedAutoformalizer({("pn", "baseline"): code, ("pn", "perturbed"): code}, model="m", source="t")
    runner, certify = FakeLeanRunner("mathlib"), FakeCertifier()
    result = run_robustness(statements, FAKE_RULES, [provider], RunStore(tmp_path), runner, profile="mathlib",
                            certify=certify, apply=fake_apply, progress=False)
    (pair,) = result.pairs
    assert pair.both_compile and pair.verdict == "not_checked" and not pair.surface_consistent and pair.identical
    assert certify.calls == 0 and runner.items_sent == ["open Real\n\ntheorem pn (x : ℝ) : x = x := by sorry\n"]


def test_proofnet_needs_the_mathlib_profile(shared_data: Path) -> None:
    statements = load_statements("proofnet", limit=3)
    assert all(s.profile == "mathlib" and "\\begin{proof}" not in s.nl for s in statements)
    assert "--profile mathlib" in profile_refusal(statements, "core", "proofnet")
    assert profile_refusal(statements, "mathlib", "proofnet") is None


def test_real_nl_rules_perturb_the_demo_statements() -> None:
    nl_rules = pytest.importorskip("paracert.transforms.nl_rules")
    from paracert.robustness.pipeline import perturb, select_rules

    rules = select_rules(None)
    assert rules and {r.category for r in rules} <= set(nl_rules.categories())
    perturbations = perturb(load_statements("demo"), rules)
    assert {p.statement_id for p in perturbations} == {s.id for s in load_statements("demo")}
    assert len({(p.statement_id, p.rule_id) for p in perturbations}) == len(perturbations)
    assert all(p.text != p.original for p in perturbations)


# ---------------------------------------------------------------- CLI


def _cli(capsys, *args: str) -> tuple[int, str, str]:
    try:
        code = main(["autoformalize-robustness", *args])
    except SystemExit as exc:  # an option the parser refuses (e.g. --limit 0): argparse exits 2
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(("args", "needle"), [
    (["demo", "--model", "m", "--provider", "scripted", "--rules", "no.such_rule"], "no.such_rule"),
    (["demo", "--model", "m", "--provider", "replay"], "--replay"),
    (["demo", "--model", "m", "--provider", "scripted", "--replay", "/nonexistent.jsonl"], "/nonexistent.jsonl"),
    (["demo", "--model", "m", "--provider", "openai", "--replay", "x.jsonl"], "--replay"),
    (["demo", "--model", "m", "--provider", "scripted", "--limit", "0"], "--limit"),
    (["no-such-dataset", "--model", "m", "--provider", "scripted"], "no-such-dataset"),
    (["proofnet", "--model", "m", "--provider", "scripted"], "--profile mathlib"),
])
def test_cli_usage_errors_exit_2_naming_the_problem(tmp_path: Path, capsys, monkeypatch, args, needle) -> None:
    monkeypatch.setattr(commands, "make_runner", lambda *a: pytest.fail("no runner for a usage error"))
    code, out, err = _cli(capsys, *args, "--out", str(tmp_path / "run"))
    assert code == 2 and needle in err and "error:" in err and out == ""


def test_cli_missing_out_is_an_argparse_error(capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["autoformalize-robustness", "demo", "--model", "m"])
    assert exc.value.code == 2 and "--out" in capsys.readouterr().err


def test_cli_run_writes_report_and_resumes(tmp_path: Path, capsys, monkeypatch) -> None:
    runners: list[FakeLeanRunner] = []
    monkeypatch.setattr(commands, "make_runner", lambda config: runners.append(FakeLeanRunner()) or
                        runners[-1])
    out_dir = tmp_path / "run"
    args = ["demo", "--model", "demo-model", "--provider", "scripted", "--out", str(out_dir), "--no-progress",
            "--bootstrap", "200"]
    code, out, err = _cli(capsys, *args, "--json")
    assert code == 0, err
    report = json.loads(out)
    assert "OFFLINE RUN" in report["offline_warning"] and report["meta"]["profile"] == "core"
    assert {p.name for p in out_dir.iterdir()} >= {"run.json", "formalizations.jsonl", "compile.jsonl",
                                                   "equivalence.jsonl", "pairs.jsonl", "report.md", "report.html",
                                                   "report.json", "perturbations.jsonl", "cache.sqlite"}
    md = (out_dir / "report.md").read_text(encoding="utf-8")
    assert "## Per rule category" in md and "## Error taxonomy" in md and "OFFLINE RUN" in md
    assert "<table>" in (out_dir / "report.html").read_text(encoding="utf-8")
    code, out, _ = _cli(capsys, *args)
    assert code == 0 and runners[-1].calls == [] and re.search(r"0 formalizations elaborated", out)
    # a different profile in the same run directory is refused
    code, _, err = _cli(capsys, "demo", "--model", "m", "--provider", "scripted", "--out", str(out_dir),
                        "--profile", "mathlib")
    assert code == 2 and "profile" in err


def test_replaying_a_runs_formalizations_reproduces_it(tmp_path: Path) -> None:
    from paracert.robustness.autoformalizer import replay_autoformalizer

    first, *_ = _demo_run(tmp_path / "a")
    replay = replay_autoformalizer(tmp_path / "a" / "run" / "formalizations.jsonl", model="demo-model")
    second, *_ = _demo_run(tmp_path / "b", provider=replay)
    assert replay.calls > 0
    key = [(p.statement_id, p.rule_id, p.baseline_failure, p.perturbed_failure, p.verdict) for p in first.pairs]
    assert [(p.statement_id, p.rule_id, p.baseline_failure, p.perturbed_failure, p.verdict)
            for p in second.pairs] == key


@pytest.mark.parametrize("context", [
    '#eval (IO.FS.writeFile "/tmp/paracert-pwned" "x")',
    "set_option maxHeartbeats 0",
    "macro_rules | `(tactic| decide) => `(tactic| sorry)",
    "axiom cheat : False",
    "open IO",
    "open Nat in",
    "open Real -- /-",
])
def test_dataset_context_is_untrusted_and_never_reaches_lean(tmp_path: Path, context: str) -> None:
    """A dataset row's `context` is untrusted: rejected with a per-item reason before Lean (FakeLeanRunner)."""
    statements = [NLStatement(id="ctx", source="t", nl="Prove that two plus two is four.", context=context)]
    code = "theorem ctx : 2 + 2 = 4 := by sorry"
    provider = ScriptedAutoformalizer({("ctx", "baseline"): code, ("ctx", "perturbed"): code}, model="m", source="c")
    runner, certify = FakeLeanRunner(), FakeCertifier()
    result = run_robustness(statements, FAKE_RULES, [provider], RunStore(tmp_path), runner, profile="core",
                            certify=certify, apply=fake_apply, progress=False)
    assert result.pairs and all(p.baseline_failure == p.perturbed_failure == FailureClass.rejected
                                for p in result.pairs)
    assert all("untrusted: context" in (p.baseline_error or "") for p in result.pairs)
    assert runner.items_sent == [] and certify.calls == 0
    assert not Path("/tmp/paracert-pwned").exists()

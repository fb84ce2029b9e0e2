"""Certify pairs: build the candidates of every pair, run them all in one Lean batch, decide.

Round 1 tries every candidate with the normal heartbeat budget; round 2 (optional) retries the
pairs still `unknown` with a larger budget. Verdict priority: a truth-independent certificate
(`certified`, which includes the literal-abstraction gate) > a disproof (`refuted`: ¬ (A ↔ B), or
¬ B under an answer key `a_true: true`) > both proved false (`both_refutable`) > automation on both
sides (`both_provable`) > `unknown`. No verdict is ever given without a Lean proof that was accepted.
Verdicts are settled once per pair digest and returned once per input pair, under its own pair_id.
`on_verdict` sees each pair's final verdict as soon as it is decided (a pair is final when a stage
decided it, or when no later stage has a candidate for it), so a caller can write it at once.
Each pair is one `pair_run.PairRun` (its candidates, Lean's answers, Lean seconds, verdict) that the
stages update; its statements are parsed once (`parsed.CheckedPair`) for the identity test, the
counterexample search and the error kind.
"""

from __future__ import annotations

import functools
import inspect
import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass

from paracert.certify.counterexample.error_kind import classify_error_kind
from paracert.certify.counterexample.search import find_counterexample, refutation_scripts
from paracert.certify.pair_run import PairRun
from paracert.certify.pairs import StatementError, validated
from paracert.certify.parsed import CheckedPair, Parsed, same_parsed
from paracert.certify.portfolio import (
    LIBRARY_SEARCH,
    Candidate,
    as_portfolios,
    candidates_for,
    not_iff_candidate,
    not_iff_from_b_candidate,
    picked_option,
    rules_used,
)
from paracert.errors import Tally
from paracert.lean import ItemResult, LeanItem, LeanRunner, Status
from paracert.lean.launch import reaper
from paracert.statements.pairs import Pair
from paracert.statements.schema import Verdict
from paracert.statements.tactics import AUTO, CERT_BRANCHES
from paracert.statements.verdicts import Attempt, PairVerdict, StatementKind, certificate_name

log = logging.getLogger(__name__)

# Automation (grind, simp_all, ...) on statements it cannot prove burns its whole budget: give it
# a fraction of the round's heartbeats so one batch of hundreds of pairs stays minutes long.
AUTO_SHARE = 4
# Lean seconds one pair may use over all its stages, retries and the combination step (item times,
# a timed-out item counted at its limit). Checked when each stage's items of the pair are in: a pair
# past it gets no further stage and, if still open, the verdict `unknown` with reason "time budget".
DEFAULT_PAIR_BUDGET_S = 300.0
RefutationSource = Callable[[CheckedPair], list[tuple[str, dict | None]]]
OnVerdict = Callable[[list[PairVerdict]], None]  # one settled digest: a verdict per input pair holding it


def _not_stopping() -> None:
    """After a Lean run: results cut short by Ctrl-C / SIGTERM must not become verdicts."""
    if reaper.stopping():
        raise KeyboardInterrupt


def default_refutations(checked: CheckedPair) -> list[tuple[str, dict | None]]:
    """Counterexample-driven scripts for ¬ B (Python search first, then a Lean proof)."""
    try:
        return refutation_scripts(checked.a, checked.b)
    except Exception as exc:  # the search is a heuristic: never let it break certification
        log.debug("counterexample search failed for %s: %s", checked.pair.label, exc)
        return []


def canonical_refutations(checked: CheckedPair) -> list[tuple[str, dict | None]] | None:
    """Scripts for ¬ A, wanted unless the answer key says A is true (None: do not try ¬ A). With
    ¬ B they show a both-false pair (`both_refutable`), which is never a refutation."""
    if checked.pair.a_true is True:
        return None
    try:
        cex = find_counterexample(checked.a, side="A")
    except Exception as exc:
        log.debug("counterexample search failed for A of %s: %s", checked.pair.label, exc)
        return []
    return [(s, cex.model_dump(mode="json")) for s in cex.tactic_scripts] if cex else []


def statement_check_items(text: str, prefix: str) -> list[LeanItem]:
    """The two Lean items that check one statement (already past the statement guard, so this is
    paracert's own text): Lean parses it as one term consuming the whole input, and elaborates it alone
    as a proposition (`example : Prop := (TEXT)`: no unbound name, no unsolved metavariable)."""
    return [LeanItem(item_id=f"{prefix}:parse", code=text, kind="term"),
            LeanItem(item_id=f"{prefix}:elab", code=f"example : Prop := ({text})")]


def _statement_problem(parse: ItemResult, elab: ItemResult) -> str | None:
    """Lean's reason why a statement is not a closed, well-formed proposition, or None. A check that
    did not run (batch mode: no parse request; timeout, crash) proves nothing either way: None."""
    if parse.status == Status.error:
        return "Lean cannot parse it as one term: " + "; ".join(m.text for m in parse.errors)[:600]
    if elab.status == Status.error:
        return "Lean cannot elaborate it as a proposition: " + "; ".join(m.text for m in elab.errors)[:600]
    if elab.status == Status.ok and elab.uses_sorry:
        return "it elaborates only with `sorry`"
    return None


def check_statements(pairs: list[Pair], runner: LeanRunner) -> dict[int, list[tuple[str, str]]]:
    """Each distinct A/B of `pairs` checked alone by Lean (one run for all of them); returns, per pair
    index, the fields (`A`/`B`) that are not closed, well-formed propositions, with Lean's message."""
    texts = sorted({t for p in pairs for t in (p.a, p.b)})
    items = [it for j, t in enumerate(texts) for it in statement_check_items(t, f"stmt{j}")]
    problems: dict[str, str] = {}
    if items:
        results = {r.item_id: r for r in runner.run(items)}
        _not_stopping()
        for j, t in enumerate(texts):
            why = _statement_problem(results[f"stmt{j}:parse"], results[f"stmt{j}:elab"])
            if why is not None:
                problems[t] = why
    out: dict[int, list[tuple[str, str]]] = {}
    for i, p in enumerate(pairs):
        bad = [(field, problems[t]) for field, t in (("A", p.a), ("B", p.b)) if t in problems]
        if bad:
            out[i] = bad
    return out


def certify_pairs(
    pairs: list[Pair],
    runner: LeanRunner,
    rounds: int = 1,
    refutations: RefutationSource = default_refutations,
    progress: Callable[[int, int], None] | None = None,
    on_verdict: OnVerdict | None = None,
    pair_budget_s: float | None = DEFAULT_PAIR_BUDGET_S,
) -> list[PairVerdict]:
    """One verdict per input pair, in order, each under the pair's own `pair_id`. Pairs with the same
    digest (A, B, family, answer key) are settled once and the verdict is copied to each of them.
    `on_verdict` gets those copies (in input order) as soon as the digest is decided; it is called
    once per digest, from one thread at a time. `pair_budget_s`: see DEFAULT_PAIR_BUDGET_S (None: no
    limit)."""
    version = runner.lean_version
    unique: dict[str, Pair] = {}
    holders: dict[str, list[Pair]] = {}
    for pair in pairs:
        unique.setdefault(pair.digest(version), pair)
        holders.setdefault(pair.digest(version), []).append(pair)

    def per_input(v: PairVerdict) -> list[PairVerdict]:
        return [v.model_copy(update={"pair_id": p.pair_id}) for p in holders[v.digest]]

    emit = (lambda v: on_verdict(per_input(v))) if on_verdict else None
    batch = _Batch(runner, rounds, refutations, progress, emit, pair_budget_s)
    settled = {v.digest: v for v in batch.certify(list(unique.values()))}
    return [settled[p.digest(version)].model_copy(update={"pair_id": p.pair_id}) for p in pairs]


Wanted = Callable[[Candidate], bool]


@dataclass(frozen=True)
class _Stage:
    round_no: int
    wanted: Wanted  # the candidates the stage runs
    heartbeats: int  # a cheap item's budget; automation gets 1/AUTO_SHARE of it


class _Batch:
    """The certification of distinct pairs: one `PairRun` per pair, updated by the stages in turn.

    Stage 1: certificate branches and counterexample refutations (cheap, settle most pairs); stage 2,
    for the rest: automation and the disproofs that need it (slower; the embedded Lean occasionally
    dies inside it, which then costs only a restart for stage-2 items); further rounds: everything
    still unknown, with 10x the heartbeats each time; last, the combined `¬ (A ↔ B)` items."""

    def __init__(self, runner: LeanRunner, rounds: int, refutations: RefutationSource,
                 progress: Callable[[int, int], None] | None, emit: Callable[[PairVerdict], None] | None,
                 pair_budget_s: float | None) -> None:
        self.runner = runner
        self.version = runner.lean_version
        self.rounds = rounds
        self.refutations = refutations
        self.progress = progress
        self.emit = emit
        self.budget_s = pair_budget_s
        self.runs: list[PairRun] = []
        self.lock = threading.Lock()  # the result callbacks come from the runner's threads

    def certify(self, pairs: list[Pair]) -> list[PairVerdict]:
        todo = self.admit(pairs)
        for run in todo:
            run.checked = CheckedPair.of(run.pair)
            run.cands = _candidates(run.checked, self.version, self.refutations)
        base_hb = self.runner.default_heartbeats
        stages = [_Stage(1, _is_cheap, base_hb), _Stage(1, _is_costly, base_hb)]
        stages += [_Stage(r, _any, base_hb * 10 ** (r - 1)) for r in range(2, self.rounds + 1)]
        for s_no, stage in enumerate(stages):
            if not todo:
                break
            todo = self.run_stage(todo, stage, [s.wanted for s in stages[s_no + 1:]])
        self.combine(todo, base_hb * 10 ** (max(self.rounds, 1) - 1), len(stages))
        with self.lock:
            for run in self.runs:  # pairs no stage had a candidate for, or left unknown by the last
                if run.verdict is not None:
                    self.final(run, run.verdict)
        return [run.verdict for run in self.runs if run.verdict is not None]

    def admit(self, pairs: list[Pair]) -> list[PairRun]:
        """A run per pair; a pair refused by the statement guard, or whose A or B Lean does not accept
        as a closed, well-formed proposition, is decided `invalid_statement` at once (an input error,
        never sent to Lean as a candidate, never hiding the other pairs). The others are returned."""
        refused = Tally(lambda message: log.error("%s", message))  # a few per reason, then a count
        todo: list[PairRun] = []
        for i, pair in enumerate(pairs):
            try:
                todo.append(PairRun(i, validated(pair)))
                self.runs.append(todo[-1])
            except StatementError as exc:
                refused.add(str(exc), f"pair {pair.label}: invalid statement (refused before Lean): {exc}")
                self.runs.append(PairRun(i, pair, verdict=self.invalid(
                    pair, f"refused by the statement guard before Lean: {exc}")))
        invalid = check_statements([run.pair for run in todo], self.runner)
        for n, run in enumerate(todo):
            if n in invalid:
                note = "; ".join(f"{field}: {why}" for field, why in invalid[n])
                refused.add(note, f"pair {run.pair.label}: invalid statement: {note}")
                run.verdict = self.invalid(run.pair, note)
        refused.close("pairs")
        for run in self.runs:  # rejected or invalid: decided before any candidate ran
            if run.verdict is not None:
                self.final(run, run.verdict)
        return [run for n, run in enumerate(todo) if n not in invalid]

    def invalid(self, pair: Pair, note: str) -> PairVerdict:
        return PairVerdict(pair_id=pair.pair_id, family=pair.family, a=pair.a, b=pair.b, a_true=pair.a_true,
                           origin=pair.origin, digest=pair.digest(self.version), lean_version=self.version,
                           verdict=Verdict.invalid_statement, note=note)

    def run_stage(self, todo: list[PairRun], stage: _Stage, later: list[Wanted]) -> list[PairRun]:
        """The stage's items of every open pair in one Lean run; returns the pairs still open after it
        (unknown and within their budget). `later`: what the stages after this one run."""
        items = self.stage_items(todo, stage)
        if not items:
            return todo
        owner = {item.item_id: (run, run.cands[k]) for item, run, k in items}
        log.info("round %d: %d pairs, %d Lean items", stage.round_no, len(todo), len(items))
        on_result = functools.partial(self.settled, owner=owner, round_no=stage.round_no, later=later)
        results = {r.item_id: r for r in _run_streaming(self.runner, [item for item, _, _ in items],
                                                         self.progress, on_result)}
        _not_stopping()
        still: list[PairRun] = []
        for run in todo:
            for k, cand in enumerate(run.cands):
                if run.item_id(k) in results:  # a later round's result replaces an earlier one
                    run.tried[run.item_id(k)] = (cand, results[run.item_id(k)])
            run.verdict = self.out_of_budget(run, self.decide(run, stage.round_no), later)
            if run.verdict.verdict == Verdict.unknown and not self.over_budget(run):
                still.append(run)
        return still

    def stage_items(self, todo: list[PairRun], stage: _Stage) -> list[tuple[LeanItem, PairRun, int]]:
        """(item, its pair, its candidate's index) of the stage's candidates of every open pair."""
        items: list[tuple[LeanItem, PairRun, int]] = []
        for run in todo:
            run.pending = set()
            for k, cand in enumerate(run.cands):
                if stage.wanted(cand):
                    budget = stage.heartbeats if _is_cheap(cand) else stage.heartbeats // AUTO_SHARE
                    items.append((LeanItem(item_id=run.item_id(k), code=cand.code, heartbeats=budget), run, k))
                    run.pending.add(run.item_id(k))
        return items

    def settled(self, res: ItemResult, owner: dict[str, tuple[PairRun, Candidate]], round_no: int,
                later: list[Wanted]) -> None:
        """A pair whose items of this stage are all in is decided now; final unless a later stage
        still has candidates for it and it is unknown (then it is decided again after that stage)."""
        if res.item_id not in owner:
            return
        run, cand = owner[res.item_id]
        with self.lock:
            run.tried[res.item_id] = (cand, res)
            run.spent += _lean_seconds(res, self.runner)
            run.pending.discard(res.item_id)
            if run.pending:
                return
            v = self.out_of_budget(run, self.decide(run, round_no), later)
            if v.verdict != Verdict.unknown or self.over_budget(run) or not self.more_to_do(run, later):
                self.final(run, v)

    def decide(self, run: PairRun, round_no: int) -> PairVerdict:
        return decide(run.pair, run.attempts(), self.version, round_no, checked=run.checked)

    def final(self, run: PairRun, v: PairVerdict) -> None:
        """Pass a pair's final verdict on, once (under `lock` once the stages run)."""
        if self.emit is not None and not run.emitted:
            run.emitted = True
            self.emit(v)

    def over_budget(self, run: PairRun) -> bool:
        return self.budget_s is not None and run.spent >= self.budget_s

    def more_to_do(self, run: PairRun, later: list[Wanted]) -> bool:
        return any(w(c) for w in later for c in run.cands) or _combinable(run.pair, run.tried) is not None

    def out_of_budget(self, run: PairRun, v: PairVerdict, later: list[Wanted]) -> PairVerdict:
        """`v`, with the time budget named when the pair is unknown, past its budget, and a later step
        had something left to try for it."""
        if v.verdict != Verdict.unknown or not self.over_budget(run) or not self.more_to_do(run, later):
            return v
        why = (f"time budget: the pair used {run.spent:.1f} s of Lean time of its {self.budget_s:g} s budget "
               "before every branch had run")
        return v.model_copy(update={"note": why + (f"; {v.note}" if v.note else "")})

    def combine(self, todo: list[PairRun], heartbeats: int, round_no: int) -> None:
        """For the pairs still `unknown` where automation proved one side and a script proved the other
        side's negation (with no answer key, ¬ B alone is no refutation): one Lean item each proving
        `¬ ((A) ↔ (B))` from exactly those two proofs. Lean must accept the combined theorem; only then
        is the pair `refuted` (statement kind `not_iff`), and the certificate holds the whole proof."""
        items: list[LeanItem] = []
        for run in todo:
            cand = self.combined(run)
            if cand is not None:
                run.cands.append(cand)
                items.append(LeanItem(item_id=run.item_id(len(run.cands) - 1), code=cand.code,
                                      heartbeats=heartbeats))
        if not items:
            return
        log.info("combining: %d pairs with one side proved and the other refuted, one ¬ (A ↔ B) item each",
                 len(items))
        results = {r.item_id: r for r in self.runner.run(items, progress=self.progress)}
        _not_stopping()
        for run in todo:
            item_id = run.item_id(len(run.cands) - 1)
            if item_id in results:
                run.tried[item_id] = (run.cands[-1], results[item_id])
                run.verdict = self.decide(run, round_no)

    def combined(self, run: PairRun) -> Candidate | None:
        """The combined `¬ (A ↔ B)` candidate of a pair, when it has one to build (`_combinable`)."""
        found = _combinable(run.pair, run.tried)
        if found is None:
            return None
        side, neg, search = found
        pair = run.pair
        name = certificate_name(pair.digest(self.version))
        how = LIBRARY_SEARCH if search else None
        if side == "a":
            return not_iff_candidate(name, pair.a, pair.b, neg.tactic, neg.counterexample, a_tactic=how)
        return not_iff_from_b_candidate(name, pair.a, pair.b, neg.tactic, neg.counterexample, b_tactic=how)


def _lean_seconds(res: ItemResult, runner: LeanRunner) -> float:
    """What an item cost: its own time, or for a timeout or crash without one, the limit it ran to."""
    if res.elapsed_s is not None:
        return res.elapsed_s
    if res.status in (Status.timeout, Status.crashed):
        return res.wall_limit_s or float(getattr(runner, "item_timeout", 0.0) or 0.0)
    return 0.0


def _combinable(pair: Pair, tried: dict[str, tuple[Candidate, ItemResult]]) -> tuple[str, Candidate, bool] | None:
    """What a combined `¬ (A ↔ B)` can be built from, when it has not run yet (else None): ("a", the
    accepted ¬ B script's candidate, search) when A is to be proved, or ("b", the accepted ¬ A
    script's candidate, search) when B is. `search` is False when automation proved that side, True
    when automation tried and failed: the combined proof then proves it by library search."""
    ok, _ = _resolve_portfolios([(c, r) for c, r in tried.values() if r.ok], pair)
    roles = {c.role for c, _ in ok}
    tried_roles = {c.role for c, _ in tried.values()}
    not_b = next((c for c, _ in ok if c.role == "refute" and c.kind == StatementKind.not_b), None)
    not_a = next((c for c, _ in ok if c.role == "refute_a"), None)
    ran = [c.tactic for c, _ in tried.values() if c.kind == StatementKind.not_iff]

    def new(combined: str, search: bool) -> bool:
        return not any(t.endswith(combined) and (LIBRARY_SEARCH in t) == search for t in ran)

    for side, neg, auto, hyp, negated in (("a", not_b, "auto_a", "hiff.mp ha", pair.b),
                                          ("b", not_a, "auto_b", "hiff.mpr hb", pair.a)):
        if neg is None or (auto not in roles and auto not in tried_roles):
            continue
        search = auto not in roles
        if new(f"(by {neg.tactic} : ¬ ({negated})) ({hyp})", search):
            return side, neg, search
    return None


def _run_streaming(runner: LeanRunner, items: list[LeanItem], progress: Callable[[int, int], None] | None,
                   on_result: Callable[[ItemResult], None]) -> list[ItemResult]:
    """runner.run with each result passed to `on_result` as it settles; a runner without that
    parameter (a stand-in) gets its results passed on after the run."""
    if "on_result" in inspect.signature(runner.run).parameters:
        return runner.run(items, progress=progress, on_result=on_result)
    results = runner.run(items, progress=progress)
    if not reaper.stopping():
        for res in results:
            on_result(res)
    return results


def _is_cheap(cand: Candidate) -> bool:
    return cand.role in ("cert", "probe") or (cand.role == "refute" and cand.kind == StatementKind.not_b)


def _is_costly(cand: Candidate) -> bool:
    return not _is_cheap(cand)


def _any(cand: Candidate) -> bool:
    return True


def _candidates(checked: CheckedPair, version: str, refutations: RefutationSource) -> list[Candidate]:
    pair = checked.pair
    name = certificate_name(pair.digest(version))
    if checked.same_statement():  # one definitional certificate is all there is to try
        return [c for c in candidates_for(name, pair.a, pair.b, with_probe=False, parsed=checked)
                if c.tactic == CERT_BRANCHES[0]]
    return as_portfolios(candidates_for(name, pair.a, pair.b, refutations(checked),
                                        a_refutations=canonical_refutations(checked), parsed=checked))


def decide(pair: Pair, tried: list[tuple[Candidate, ItemResult]], lean_version: str, round_no: int = 1,
           checked: CheckedPair | None = None) -> PairVerdict:
    """The verdict Lean's answers so far give the pair (see the module docstring). `checked`: the pair's
    parsed statements, if at hand (else the error kind of a refutation parses them)."""
    attempts = [
        Attempt(role=c.role, tactic=c.tactic, status=r.status.value,
                category=r.category.value if r.category else None,
                first_error=(r.errors[0].text.splitlines()[0][:200] if r.errors else r.detail),
                elapsed_s=r.elapsed_s)
        for c, r in tried
    ]
    base = dict(pair_id=pair.pair_id, family=pair.family, a=pair.a, b=pair.b, a_true=pair.a_true, origin=pair.origin,
                digest=pair.digest(lean_version), lean_version=lean_version, rounds=round_no, attempts=attempts)
    ok, suggestions = _resolve_portfolios([(c, r) for c, r in tried if r.ok], pair)
    for branch in CERT_BRANCHES:
        hit = next(((c, r) for c, r in ok if c.role == "cert" and c.tactic == branch), None)
        if hit:
            c, r = hit
            probe = next((pr for pc, pr in tried if pc.role == "probe" and pc.tactic == branch), None)
            used = rules_used(suggestions.get(branch, []) or ([m.text for m in probe.messages] if probe else []))
            return PairVerdict(**base, verdict=Verdict.certified, statement_kind=StatementKind.iff, tactic=branch,
                               certificate=c.code, rules_used=used, elapsed_s=r.elapsed_s)
    # A refutation proves ¬ (A ↔ B), or ¬ B when the input's answer key says A is true.
    refute = next(((c, r) for c, r in ok if c.role == "refute" and c.kind == StatementKind.not_iff), None)
    if refute is None and pair.a_true is True:
        refute = next(((c, r) for c, r in ok if c.role == "refute" and c.kind == StatementKind.not_b), None)
    if refute:
        c, r = refute
        kind = StatementKind.not_b_answer_key if c.kind == StatementKind.not_b else c.kind
        side = c.refutes or "B"
        return PairVerdict(**base, verdict=Verdict.refuted, statement_kind=kind, tactic=c.tactic,
                           certificate=c.code, counterexample=_counterexample_of(c, side, pair),
                           error_kind=_error_kind(checked or CheckedPair.of(pair), side), elapsed_s=r.elapsed_s)
    roles_ok = {c.role for c, _ in ok}
    not_b_ok = any(c.role == "refute" and c.kind == StatementKind.not_b for c, _ in ok)
    if "refute_a" in roles_ok and not_b_ok:
        note = "¬ A and ¬ B both proved: equal truth value, not a refutation"
        if pair.a_true is True:
            note += " (the answer key says A is true: check the key)"
        return PairVerdict(**base, verdict=Verdict.both_refutable, note=note)
    if "auto_iff" in roles_ok or {"auto_a", "auto_b"} <= roles_ok:
        how = "A ↔ B by automation" if "auto_iff" in roles_ok else "A and B each proved by automation"
        return PairVerdict(**base, verdict=Verdict.both_provable, tactic=AUTO, note=how)
    if not_b_ok:
        base["note"] = "¬ B proved, but nothing says A is true (give `a_true: true` for an answer key)"
    base.setdefault("note", "no proof found within budget; see attempts")
    return PairVerdict(**base, verdict=Verdict.unknown)


def _resolve_portfolios(
    ok: list[tuple[Candidate, ItemResult]], pair: Pair
) -> tuple[list[tuple[Candidate, ItemResult]], dict[str, list[str]]]:
    """Replace every accepted portfolio item by the member that succeeded in it; also return, per
    certificate branch, the messages on the winning line (its `simp?` suggestion)."""
    out: list[tuple[Candidate, ItemResult]] = []
    suggestions: dict[str, list[str]] = {}
    for c, r in ok:
        if not c.options:
            out.append((c, r))
            continue
        picked = picked_option(c, r.messages)
        if picked is None:  # never guess which branch proved it
            log.warning("pair %s: portfolio %s succeeded without a marker; ignored", pair.label, c.tactic)
            continue
        member, texts = picked
        out.append((member, r))
        if member.role == "cert":
            suggestions[member.tactic] = texts
    return out, suggestions


def same_statement(a: str, b: str) -> bool:
    """A and B are the same statement up to spacing and bound-variable names."""
    return same_parsed(Parsed.of(a), Parsed.of(b))


def _counterexample_of(c: Candidate, side: str, pair: Pair) -> dict | None:
    """The refutation's counterexample, when it refutes the side the proof derives False from (`side`:
    the `¬ (A)` or `¬ (B)` inside the certificate); a counterexample of the other side is not recorded."""
    cex = c.counterexample
    if cex is not None and cex.get("refutes") not in (None, side):
        log.warning("pair %s: the counterexample refutes %s but the proof refutes %s; not recorded", pair.label,
                    cex.get("refutes"), side)
        return None
    return cex


def _error_kind(checked: CheckedPair, side: str = "B") -> str:
    """The kind of mistake the refuted side (`side`) makes against the other, where a syntactic
    comparison shows it: `classify_error_kind(true side, false side)`, so a pair and its swap get
    the same kind."""
    try:
        if side == "A":
            return str(classify_error_kind(checked.b, checked.a))
        return str(classify_error_kind(checked.a, checked.b))
    except Exception:  # the parser covers a fragment of Lean only
        return "other"


__all__ = ["certify_pairs", "check_statements", "decide", "Status"]

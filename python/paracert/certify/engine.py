"""Certify pairs: build the candidates of every pair, run them all in one Lean batch, decide.

Round 1 tries every candidate with the normal heartbeat budget; round 2 (optional) retries the
pairs still `unknown` with a larger budget. Verdict priority: a truth-independent certificate
(`certified`, which includes the literal-abstraction gate) > a disproof (`refuted`: ¬ (A ↔ B), or
¬ B under an answer key `a_true: true`) > both proved false (`both_refutable`) > automation on both
sides (`both_provable`) > `unknown`. No verdict is ever given without a Lean proof that was accepted.
Verdicts are settled once per pair digest and returned once per input pair, under its own pair_id.
`on_verdict` sees each pair's final verdict as soon as it is decided (a pair is final when a stage
decided it, or when no later stage has a candidate for it), so a caller can write it at once.
"""

from __future__ import annotations

import inspect
import logging
import threading
from collections.abc import Callable

from paracert.certify.counterexample.error_kind import classify_error_kind
from paracert.certify.counterexample.search import find_counterexample, refutation_scripts
from paracert.certify.pairs import StatementError, validated
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
from paracert.transforms.ast import alpha_equal
from paracert.transforms.parser import parse

log = logging.getLogger(__name__)

# Automation (grind, simp_all, ...) on statements it cannot prove burns its whole budget: give it
# a fraction of the round's heartbeats so one batch of hundreds of pairs stays minutes long.
AUTO_SHARE = 4
# Lean seconds one pair may use over all its stages, retries and the combination step (item times,
# a timed-out item counted at its limit). Checked when each stage's items of the pair are in: a pair
# past it gets no further stage and, if still open, the verdict `unknown` with reason "time budget".
DEFAULT_PAIR_BUDGET_S = 300.0
RefutationSource = Callable[[Pair], list[tuple[str, dict | None]]]
OnVerdict = Callable[[list[PairVerdict]], None]  # one settled digest: a verdict per input pair holding it


def _not_stopping() -> None:
    """After a Lean run: results cut short by Ctrl-C / SIGTERM must not become verdicts."""
    if reaper.stopping():
        raise KeyboardInterrupt


def default_refutations(pair: Pair) -> list[tuple[str, dict | None]]:
    """Counterexample-driven scripts for ¬ B (Python search first, then a Lean proof)."""
    try:
        return refutation_scripts(pair.a, pair.b)
    except Exception as exc:  # the search is a heuristic: never let it break certification
        log.debug("counterexample search failed for %s: %s", pair.label, exc)
        return []


def canonical_refutations(pair: Pair) -> list[tuple[str, dict | None]] | None:
    """Scripts for ¬ A, wanted unless the answer key says A is true (None: do not try ¬ A). With
    ¬ B they show a both-false pair (`both_refutable`), which is never a refutation."""
    if pair.a_true is True:
        return None
    try:
        cex = find_counterexample(pair.a)
    except Exception as exc:
        log.debug("counterexample search failed for A of %s: %s", pair.label, exc)
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


def _item_id(index: int, role: str, k: int) -> str:
    return f"p{index}:{role}:{k}"


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
    settled = {v.digest: v for v in _certify_unique(list(unique.values()), runner, rounds, refutations, progress,
                                                    emit, pair_budget_s)}
    return [settled[p.digest(version)].model_copy(update={"pair_id": p.pair_id}) for p in pairs]


def _certify_unique(
    pairs: list[Pair],
    runner: LeanRunner,
    rounds: int,
    refutations: RefutationSource,
    progress: Callable[[int, int], None] | None,
    emit: Callable[[PairVerdict], None] | None = None,
    pair_budget_s: float | None = None,
) -> list[PairVerdict]:
    version = runner.lean_version
    spent: dict[int, float] = {}  # Lean seconds per pair so far

    def over_budget(i: int) -> bool:
        return pair_budget_s is not None and spent.get(i, 0.0) >= pair_budget_s

    def more_to_do(i: int, later: list) -> bool:
        return any(w(c) for w in later for c in cands[i]) or _combinable(pairs[i], tried[i]) is not None

    def out_of_budget(i: int, v: PairVerdict, later: list) -> PairVerdict:
        if v.verdict != Verdict.unknown or not over_budget(i) or not more_to_do(i, later):
            return v
        why = (f"time budget: the pair used {spent[i]:.1f} s of Lean time of its {pair_budget_s:g} s budget "
               "before every branch had run")
        return v.model_copy(update={"note": why + (f"; {v.note}" if v.note else "")})

    verdicts: list[PairVerdict | None] = [None] * len(pairs)
    emitted: set[int] = set()
    lock = threading.Lock()

    def final(i: int, v: PairVerdict) -> None:  # under `lock`
        if emit is not None and i not in emitted:
            emitted.add(i)
            emit(v)

    todo: list[int] = []
    checked: list[Pair] = []
    refused = Tally(lambda message: log.error("%s", message))  # a few per reason, then a count
    for i, pair in enumerate(pairs):
        try:
            checked.append(validated(pair))
            todo.append(i)
        except StatementError as exc:  # named, never sent to Lean, never hides the other pairs
            checked.append(pair)  # refused by the statement guard: an input error like Lean's own refusal
            refused.add(str(exc), f"pair {pair.label}: invalid statement (refused before Lean): {exc}")
            verdicts[i] = PairVerdict(pair_id=pair.pair_id, family=pair.family, a=pair.a, b=pair.b,
                                      a_true=pair.a_true, digest=pair.digest(version), lean_version=version,
                                      verdict=Verdict.invalid_statement,
                                      note=f"refused by the statement guard before Lean: {exc}")
    pairs = checked
    invalid = check_statements([pairs[i] for i in todo], runner)
    for n, i in enumerate(list(todo)):
        if n in invalid:  # not a closed, well-formed proposition: an input error, no candidate runs
            pair = pairs[i]
            note = "; ".join(f"{field}: {why}" for field, why in invalid[n])
            refused.add(note, f"pair {pair.label}: invalid statement: {note}")
            verdicts[i] = PairVerdict(pair_id=pair.pair_id, family=pair.family, a=pair.a, b=pair.b,
                                      a_true=pair.a_true, digest=pair.digest(version), lean_version=version,
                                      verdict=Verdict.invalid_statement, note=note)
    refused.close("pairs")
    todo = [i for n, i in enumerate(todo) if n not in invalid]
    for i, v in enumerate(verdicts):  # rejected or invalid: decided before any candidate ran
        if v is not None:
            final(i, v)
    cands = {i: _candidates(pairs[i], version, refutations) for i in todo}
    tried: dict[int, dict[str, tuple[Candidate, ItemResult]]] = {i: {} for i in todo}
    base_hb = runner.default_heartbeats
    # stage 1: certificate branches and counterexample refutations (cheap, settle most pairs);
    # stage 2, for the rest: automation and the disproofs that need it (slower; the embedded Lean
    # occasionally dies inside it, which then costs only a restart for stage-2 items);
    # further rounds: everything still unknown, with 10x the heartbeats each time.
    stages = [(1, _is_cheap, base_hb), (1, _is_costly, base_hb)]
    stages += [(r, _any, base_hb * 10 ** (r - 1)) for r in range(2, rounds + 1)]
    for s_no, (round_no, wanted, heartbeats) in enumerate(stages):
        if not todo:
            break
        items: list[LeanItem] = []
        owner: dict[str, tuple[int, Candidate]] = {}
        pending: dict[int, set[str]] = {}
        for i in todo:
            for k, cand in enumerate(cands[i]):
                if wanted(cand):
                    budget = heartbeats if _is_cheap(cand) else heartbeats // AUTO_SHARE
                    items.append(LeanItem(item_id=_item_id(i, cand.role, k), code=cand.code, heartbeats=budget))
                    owner[items[-1].item_id] = (i, cand)
                    pending.setdefault(i, set()).add(items[-1].item_id)
        if not items:
            continue
        later = [w for _, w, _ in stages[s_no + 1:]]

        def settled(res: ItemResult, round_no: int = round_no, later: list = later,
                    owner: dict = owner, pending: dict = pending) -> None:
            """A pair whose items of this stage are all in is decided now; final unless a later stage
            still has candidates for it and it is unknown (then it is decided again after that stage)."""
            if res.item_id not in owner:
                return
            i, cand = owner[res.item_id]
            with lock:
                tried[i][res.item_id] = (cand, res)
                spent[i] = spent.get(i, 0.0) + _lean_seconds(res, runner)
                pending[i].discard(res.item_id)
                if pending[i]:
                    return
                v = out_of_budget(i, decide(pairs[i], list(tried[i].values()), version, round_no), later)
                if v.verdict != Verdict.unknown or over_budget(i) or not more_to_do(i, later):
                    final(i, v)

        log.info("round %d: %d pairs, %d Lean items", round_no, len(todo), len(items))
        results = {r.item_id: r for r in _run_streaming(runner, items, progress, settled)}
        _not_stopping()
        still: list[int] = []
        for i in todo:
            for k, cand in enumerate(cands[i]):
                item_id = _item_id(i, cand.role, k)
                if item_id in results:  # a later round's result replaces an earlier one
                    tried[i][item_id] = (cand, results[item_id])
            verdict = out_of_budget(i, decide(pairs[i], list(tried[i].values()), version, round_no), later)
            verdicts[i] = verdict
            if verdict.verdict == Verdict.unknown and not over_budget(i):
                still.append(i)
        todo = still
    _combine_refutations(pairs, todo, cands, tried, verdicts, runner, base_hb * 10 ** (max(rounds, 1) - 1),
                         version, len(stages), progress)
    with lock:
        for i, v in enumerate(verdicts):  # pairs no stage had a candidate for, or left unknown by the last
            if v is not None:
                final(i, v)
    return [v for v in verdicts if v is not None]


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


def _combine_refutations(
    pairs: list[Pair], todo: list[int], cands: dict[int, list[Candidate]],
    tried: dict[int, dict[str, tuple[Candidate, ItemResult]]], verdicts: list[PairVerdict | None],
    runner: LeanRunner, heartbeats: int, version: str, round_no: int,
    progress: Callable[[int, int], None] | None,
) -> None:
    """For the pairs still `unknown` where automation proved one side and a script proved the other
    side's negation (with no answer key, ¬ B alone is no refutation): one Lean item each proving
    `¬ ((A) ↔ (B))` from exactly those two proofs. Lean must accept the combined theorem; only then is
    the pair `refuted` (statement kind `not_iff`), and the certificate holds the whole proof."""
    items: list[LeanItem] = []
    for i in todo:
        found = _combinable(pairs[i], tried[i])
        if found is None:
            continue
        side, neg, search = found
        name = certificate_name(pairs[i].digest(version))
        how = LIBRARY_SEARCH if search else None
        cand = (not_iff_candidate(name, pairs[i].a, pairs[i].b, neg.tactic, neg.counterexample, a_tactic=how)
                if side == "a" else
                not_iff_from_b_candidate(name, pairs[i].a, pairs[i].b, neg.tactic, neg.counterexample, b_tactic=how))
        cands[i].append(cand)
        items.append(LeanItem(item_id=_item_id(i, cand.role, len(cands[i]) - 1), code=cand.code,
                              heartbeats=heartbeats))
    if not items:
        return
    log.info("combining: %d pairs with one side proved and the other refuted, one ¬ (A ↔ B) item each",
             len(items))
    results = {r.item_id: r for r in runner.run(items, progress=progress)}
    _not_stopping()
    for i in todo:
        item_id = _item_id(i, "refute", len(cands[i]) - 1)
        if item_id in results:
            tried[i][item_id] = (cands[i][-1], results[item_id])
            verdicts[i] = decide(pairs[i], list(tried[i].values()), version, round_no)


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


def _candidates(pair: Pair, version: str, refutations: RefutationSource) -> list[Candidate]:
    name = certificate_name(pair.digest(version))
    if same_statement(pair.a, pair.b):  # one definitional certificate is all there is to try
        return [c for c in candidates_for(name, pair.a, pair.b, with_probe=False) if c.tactic == CERT_BRANCHES[0]]
    return as_portfolios(
        candidates_for(name, pair.a, pair.b, refutations(pair), a_refutations=canonical_refutations(pair))
    )


def decide(pair: Pair, tried: list[tuple[Candidate, ItemResult]], lean_version: str, round_no: int = 1) -> PairVerdict:
    attempts = [
        Attempt(role=c.role, tactic=c.tactic, status=r.status.value,
                category=r.category.value if r.category else None,
                first_error=(r.errors[0].text.splitlines()[0][:200] if r.errors else r.detail),
                elapsed_s=r.elapsed_s)
        for c, r in tried
    ]
    base = dict(pair_id=pair.pair_id, family=pair.family, a=pair.a, b=pair.b, a_true=pair.a_true,
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
        return PairVerdict(**base, verdict=Verdict.refuted, statement_kind=kind, tactic=c.tactic,
                           certificate=c.code, counterexample=c.counterexample,
                           error_kind=_error_kind(pair), elapsed_s=r.elapsed_s)
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
    if " ".join(a.split()) == " ".join(b.split()):
        return True
    try:
        return alpha_equal(parse(a), parse(b))
    except Exception:  # outside the parser's fragment: only the textual test applies
        return False


def _error_kind(pair: Pair) -> str:
    """The kind of mistake a refuted variant makes, where a syntactic comparison shows it."""
    try:
        return str(classify_error_kind(pair.a, pair.b))
    except Exception:  # the parser covers a fragment of Lean only
        return "other"


__all__ = ["certify_pairs", "check_statements", "decide", "Status"]

"""The robustness run: perturb, autoformalize, compile (one Lean batch), certify, compare.

For every statement and every selected NL rule that applies to it (one perturbation per rule),
each model formalizes the baseline text and the perturbed text. Every distinct formalization is
elaborated once, in one Lean batch (under the `vocabulary` profile: read against the Mathlib
vocabulary, `compile.read_all`); every distinct pair whose two formalizations compile is certified
once, in one call of the certification service (`robustness.equivalence`). Each stage reads what the
run directory already holds and does only the rest, so a rerun makes no provider calls and no
Lean runs for work already done.

A pair is *surface-consistent* when both formalizations compile and the equivalence verdict of
their statements is `certified` (a truth-independent Lean proof that they say the same thing).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from paracert.errors import UsageError
from paracert.lean.progress import item_progress
from paracert.llm.answer_cache import ResponseCache
from paracert.llm.providers import Provider
from paracert.robustness.autoformalizer import AutoformalizationPrompt, CollectStats, Request, collect_formalizations
from paracert.robustness.compile import VOCABULARY, Prepared, code_key, compile_all, prepare, read_all, runner_identity
from paracert.robustness.equivalence import Certifier, certify_all, make_pair
from paracert.robustness.records import (
    BASELINE,
    CompileRecord,
    EquivalenceRecord,
    FailureClass,
    NLStatement,
    PairOutcome,
    Perturbation,
)
from paracert.robustness.store import RunStore
from paracert.robustness.ted import statement_distance
from paracert.statements.pairs import Pair
from paracert.transforms.nl_rules import all_rules, apply_all, categories

log = logging.getLogger(__name__)

Applier = Callable[[Any, str], Any]  # (rule, text) -> RuleApplication | None


class RuleSelectionError(UsageError):
    """Rule ids or categories that do not exist."""


def select_rules(specs: Sequence[str] | None) -> list[Any]:
    """The NL rules named by id or by category (every rule of it), in registry order; all when empty."""
    rules = all_rules()
    if not specs:
        return rules
    known_ids = {r.id for r in rules}
    known_categories = set(categories())
    unknown = [s for s in specs if s not in known_ids and s not in known_categories]
    if unknown:
        raise RuleSelectionError(
            f"unknown NL rule or category: {', '.join(unknown)} (categories: {', '.join(sorted(known_categories))}; "
            f"rules: {', '.join(sorted(known_ids))})")
    wanted = set(specs)
    return [r for r in rules if r.id in wanted or r.category in wanted]


def perturb(
    statements: Sequence[NLStatement], rules: Sequence[Any], apply: Applier | None = None
) -> list[Perturbation]:
    """At most one perturbation per (statement, rule): the rule's application to the NL text.

    `apply(rule, text)` defaults to `transforms.nl_rules` (each text masked once for all rules)."""
    category = {r.id: r.category for r in rules}
    out: list[Perturbation] = []
    for s in statements:
        if apply is None:
            fired = [(app.rule_id, app) for app in apply_all(s.nl, rules)]
        else:
            fired = [(rule.id, app) for rule in rules if (app := apply(rule, s.nl)) is not None]
        for rule_id, app in fired:
            if app.text.strip() == s.nl.strip():
                continue
            span = tuple(app.span) if getattr(app, "span", None) is not None else None
            out.append(Perturbation(statement_id=s.id, rule_id=rule_id, category=category[rule_id],
                                    original=s.nl, text=app.text, span=span))
    return out


@dataclass
class RunResult:
    perturbations: list[Perturbation]
    pairs: list[PairOutcome]
    collect: list[CollectStats] = field(default_factory=list)
    lean_items_sent: int = 0
    pairs_sent_to_certification: int = 0


def run_robustness(
    statements: Sequence[NLStatement],
    rules: Sequence[Any],
    providers: Sequence[Provider],
    store: RunStore,
    runner: Any,
    *,
    profile: str,
    prompt: AutoformalizationPrompt | None = None,
    cache: ResponseCache | None = None,
    concurrency: int = 8,
    requests_per_second: float | None = None,
    max_retries: int = 5,
    progress: bool | None = None,
    certify: Certifier | None = None,
    apply: Applier | None = None,
) -> RunResult:
    prompt = prompt or AutoformalizationPrompt()
    by_id = {s.id: s for s in statements}
    perturbations = perturb(statements, rules, apply)
    store.write_perturbations(perturbations)
    log.info("%d statements, %d rules, %d perturbations", len(statements), len(rules), len(perturbations))

    # 1. autoformalize (resumable, appended as replies arrive)
    requests = [Request(s, BASELINE, s.nl) for s in statements if any(p.statement_id == s.id for p in perturbations)]
    requests += [Request(by_id[p.statement_id], p.rule_id, p.text) for p in perturbations]
    collected = []
    for provider in providers:
        stats = asyncio.run(collect_formalizations(
            requests, provider, store, prompt=prompt, profile=profile, cache=cache, concurrency=concurrency,
            requests_per_second=requests_per_second, max_retries=max_retries, progress=progress))
        log.info("%s: %d texts, %d already in the run, %d from the cache, %d asked, %d errors", stats.model,
                 stats.requested, stats.already_done, stats.cached, stats.fresh, stats.errors)
        collected.append(stats)

    # 2. prepare and compile every distinct formalization in one Lean batch
    replies = store.formalizations()
    models = [p.model for p in providers]
    prepared: dict[tuple[str, str, str], Prepared] = {}
    for m in models:
        for r in requests:
            prepared[(m, r.statement.id, r.variant)] = prepare(replies.get((m, r.statement.id, r.variant)),
                                                               r.statement, profile)
    texts = sorted({p.lean_text for p in prepared.values() if p.lean_text is not None})
    before = len(store.compiled())
    with item_progress("elaborating formalizations", progress) as bar:
        if profile == VOCABULARY:
            to_read = sorted((p for p in prepared.values() if p.lean_text is not None), key=lambda p: p.lean_text or "")
            compiled = read_all(to_read, runner, store, progress=bar) if to_read else {}
        else:
            compiled = compile_all(texts, runner, store, progress=bar) if texts else {}
    identity = runner_identity(runner, profile) if texts else ""

    def failure_of(p: Prepared) -> tuple[FailureClass, str | None]:
        if p.failure is not None:
            return p.failure, p.detail
        rec: CompileRecord = compiled[code_key(identity, p.lean_text or "")]
        return rec.failure, rec.first_error

    # 3. certify every distinct pair whose formalizations both compile
    wanted: dict[str, Pair] = {}
    for m in models:
        for pert in perturbations:
            base, other = prepared[(m, pert.statement_id, BASELINE)], prepared[(m, pert.statement_id, pert.rule_id)]
            if _comparable(base, other) and failure_of(base)[0] == failure_of(other)[0] == FailureClass.ok:
                pair = _pair(base, other)
                wanted.setdefault(pair.digest(runner.lean_version), pair)
    n_known = len(store.equivalences())
    verdicts = certify_all(sorted(wanted.values(), key=lambda p: (p.a, p.b)), runner, store, profile,
                           certify=certify, progress=progress) if wanted else {}

    # 4. outcomes
    pairs: list[PairOutcome] = []
    for m in models:
        for pert in perturbations:
            base, other = prepared[(m, pert.statement_id, BASELINE)], prepared[(m, pert.statement_id, pert.rule_id)]
            key = _pair(base, other).digest(runner.lean_version) if _comparable(base, other) else ""
            pairs.append(_outcome(m, pert, base, other, failure_of(base), failure_of(other), verdicts.get(key)))
    store.write_pairs(pairs)
    return RunResult(perturbations, pairs, collected, lean_items_sent=len(store.compiled()) - before,
                     pairs_sent_to_certification=len(store.equivalences()) - n_known)


def _pair(base: Prepared, other: Prepared) -> Pair:
    """The pair certified for a baseline and a perturbed formalization: their closed propositions,
    or (vocabulary) their declarations as written, each with its header."""
    return make_pair(base.statement, other.statement, base.header, other.header)


def _comparable(a: Prepared, b: Prepared) -> bool:
    return a.prop is not None and b.prop is not None and a.prop_note is None and b.prop_note is None


def _outcome(model: str, pert: Perturbation, base: Prepared, other: Prepared,
             base_failure: tuple[FailureClass, str | None], other_failure: tuple[FailureClass, str | None],
             record: EquivalenceRecord | None) -> PairOutcome:
    both_ok = base_failure[0] == other_failure[0] == FailureClass.ok
    verdict = note = None
    if both_ok:
        if _comparable(base, other) and record is not None:
            verdict, note = record.verdict, record.note
        else:
            verdict, note = "unknown", base.prop_note or other.prop_note or "no closed proposition"
    ted = kind = None
    if base.prop is not None and other.prop is not None:
        ted, kind = statement_distance(base.prop, other.prop)
    identical = base.prop is not None and other.prop is not None and base.prop.split() == other.prop.split()
    return PairOutcome(
        model=model, statement_id=pert.statement_id, rule_id=pert.rule_id, category=pert.category,
        nl_baseline=pert.original, nl_perturbed=pert.text,
        baseline_failure=base_failure[0], perturbed_failure=other_failure[0],
        baseline_error=base_failure[1], perturbed_error=other_failure[1],
        baseline_prop=base.prop, perturbed_prop=other.prop, verdict=verdict, verdict_note=note,
        identical=identical, surface_consistent=both_ok and verdict == "certified", ted=ted, tree_kind=kind,
    )

"""From a reply to a compile verdict: extract, check trust, elaborate every distinct code once.

`prepare` decides what it can before Lean (no reply, no Lean in the reply, untrusted code) and
otherwise yields the exact text Lean will see: the statement's context lines (the dataset's
`open`s) followed by the extracted code. `compile_all` sends the distinct texts not yet in the run
directory to Lean in ONE `runner.run` call and classifies each result.

Compiling means the formalization elaborates: status `ok`, a `sorry` proof allowed (the prompt
asks for one). Lean's error categories map onto the taxonomy: parse, unknown_identifier,
elaboration; a failed tactic, a timeout or a crash is `other`.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from paracert.lean.items import ErrorCategory, ItemResult, LeanItem, Status
from paracert.robustness.extract import closed_proposition, extract_code, main_theorem
from paracert.robustness.schema import CompileRecord, FailureClass, Formalization, NLStatement
from paracert.robustness.store import RunStore
from paracert.robustness.trust import context_reason, untrusted_reason

log = logging.getLogger(__name__)

PROFILE_IMPORTS = {"mathlib": ("Mathlib",), "core": (), "bare": ()}


@dataclass
class Prepared:
    """One formalization, ready for (or settled before) Lean."""

    failure: FailureClass | None  # set when settled before Lean
    detail: str | None = None
    lean_text: str | None = None  # what Lean elaborates
    prop: str | None = None  # closed proposition of the main theorem
    prop_note: str | None = None  # why `prop` is missing or not comparable


def prepare(formalization: Formalization | None, statement: NLStatement, profile: str) -> Prepared:
    if formalization is None or formalization.error is not None:
        detail = formalization.error if formalization else "no reply recorded"
        return Prepared(FailureClass.no_answer, detail)
    extracted = extract_code(formalization.raw, PROFILE_IMPORTS.get(profile, ()))
    if extracted.code is None:
        return Prepared(FailureClass.no_code, extracted.note)
    reason = untrusted_reason(extracted.code, profile)
    if reason is not None:
        return Prepared(FailureClass.rejected, f"untrusted: {reason}")
    context = statement.context.strip()
    why = context_reason(context, profile) if context else None
    if why is not None:  # dataset text: untrusted, checked before it is prepended to any formalization
        return Prepared(FailureClass.rejected, f"untrusted: {why}")
    lean_text = f"{context}\n\n{extracted.code}" if context else extracted.code
    prop, note = closed_proposition(extracted.code)
    parts = main_theorem(extracted.code)
    if prop is not None and parts is not None and not parts.standalone:
        note = f"the theorem depends on other commands of the reply ({', '.join(parts.other_commands)})"
    return Prepared(None, lean_text=lean_text, prop=prop, prop_note=note)


def runner_identity(runner: Any) -> str:
    """Lean version and profile: what a compile result depends on besides the code."""
    return f"{runner.lean_version}|{runner.profile.name}|{runner.profile.digest}"


def code_key(identity: str, lean_text: str) -> str:
    return hashlib.sha256(json.dumps([identity, lean_text], ensure_ascii=False).encode()).hexdigest()


def classify_result(result: ItemResult) -> tuple[FailureClass, str | None]:
    """Failure class and first error line of one Lean result."""
    first = result.errors[0].text.splitlines()[0][:300] if result.errors else result.detail
    if result.status == Status.ok:
        return FailureClass.ok, None
    if result.status == Status.rejected:
        return FailureClass.rejected, f"untrusted: {result.detail}"
    mapping = {
        ErrorCategory.parse: FailureClass.parse,
        ErrorCategory.unknown_identifier: FailureClass.unknown_identifier,
        ErrorCategory.elaboration: FailureClass.elaboration,
    }
    if result.status == Status.error and result.category in mapping:
        return mapping[result.category], first
    return FailureClass.other, first


def compile_all(
    texts: list[str],
    runner: Any,
    store: RunStore,
    progress: Callable[[int, int], None] | None = None,
) -> dict[str, CompileRecord]:
    """code key -> record for every text; texts not yet in `store` go to Lean in one batch."""
    identity = runner_identity(runner)
    known = store.compiled()
    todo: dict[str, str] = {}
    for text in texts:
        key = code_key(identity, text)
        if key not in known:
            todo.setdefault(key, text)
    if todo:
        log.info("elaborating %d distinct formalizations in one Lean batch", len(todo))
        keys = list(todo)
        items = [LeanItem(item_id=f"af{k}", code=todo[key]) for k, key in enumerate(keys)]
        results = runner.run(items, progress=progress)
        fresh = []
        for key, result in zip(keys, results, strict=True):
            failure, first = classify_result(result)
            fresh.append(CompileRecord(code_key=key, status=result.status.value, failure=failure,
                                       lean_category=result.category.value if result.category else None,
                                       first_error=first, detail=result.detail))
        store.add_compiled(fresh)
        known.update({r.code_key: r for r in fresh})
    return {code_key(identity, t): known[code_key(identity, t)] for t in texts}

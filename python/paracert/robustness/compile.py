"""From a reply to a compile verdict: extract, check trust, elaborate every distinct code once.

`prepare` decides what it can before Lean (no reply, no Lean in the reply, untrusted code) and
otherwise yields the exact text Lean will see: the statement's context lines (the dataset's
`open`s) followed by the extracted code. `compile_all` sends the distinct texts not yet in the run
directory to Lean in ONE `runner.run` call and classifies each result.

Compiling means the formalization elaborates: status `ok`, a `sorry` proof allowed (the prompt
asks for one). Lean's error categories map onto the taxonomy: parse, unknown_identifier,
elaboration; a failed tactic, a timeout or a crash is `other`.

Under the `vocabulary` profile a formalization is written for Mathlib (what models emit) and
"compiles" means it elaborates against paracert's Mathlib vocabulary on the core Lean: `prepare`
cuts it into header (its imports, else `import Mathlib`; the statement's `open` lines; the lines
above its theorem) and declaration, and `read_all` reads every distinct one through
`certify.mathlib_input.prepare_pairs` (the reading `paracert equiv` does, one Lean batch). The
reading's failures map onto the taxonomy: a header line it does not accept is
`unsupported_header`, a name the vocabulary (or Mathlib) lacks `unknown_identifier`, a syntax
error `parse`, a type mismatch or missing instance `elaboration`.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from paracert.certify.mathlib_input import prepare_pairs, unmapped_name
from paracert.data.mathlib_vocabulary import vocabulary
from paracert.lean.items import ErrorCategory, ItemResult, LeanItem, Status
from paracert.robustness.extract import closed_proposition, extract_code, header_and_declaration, main_theorem
from paracert.robustness.records import CompileRecord, FailureClass, Formalization, NLStatement
from paracert.robustness.store import RunStore
from paracert.robustness.trust import context_reason, untrusted_reason
from paracert.statements.pairs import Pair

log = logging.getLogger(__name__)

VOCABULARY = "vocabulary"  # formalizations written for Mathlib, read against paracert's Mathlib vocabulary
PROFILE_IMPORTS = {"mathlib": ("Mathlib",), "core": (), "bare": (), VOCABULARY: ()}
LEAN_PROFILE = {VOCABULARY: "core"}  # the Lean profile a robustness profile runs on (else its own name)


@dataclass
class Prepared:
    """One formalization, ready for (or settled before) Lean."""

    failure: FailureClass | None  # set when settled before Lean
    detail: str | None = None
    lean_text: str | None = None  # what Lean elaborates
    prop: str | None = None  # closed proposition of the main theorem
    prop_note: str | None = None  # why `prop` is missing or not comparable
    header: str | None = None  # vocabulary: the header the declaration is read under
    declaration: str | None = None  # vocabulary: the theorem as written

    @property
    def statement(self) -> str:
        """What the certification compares: the declaration as written (vocabulary), else `prop`."""
        return self.declaration if self.declaration is not None else self.prop or ""


def prepare(formalization: Formalization | None, statement: NLStatement, profile: str) -> Prepared:
    if formalization is None or formalization.error is not None:
        detail = formalization.error if formalization else "no reply recorded"
        return Prepared(FailureClass.no_answer, detail)
    extracted = extract_code(formalization.raw, PROFILE_IMPORTS.get(profile, ()))
    if extracted.code is None:
        return Prepared(FailureClass.no_code, extracted.note)
    if profile == VOCABULARY:
        return _prepare_for_reading(extracted.code, statement)
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


def _prepare_for_reading(code: str, statement: NLStatement) -> Prepared:
    """A Mathlib-syntax formalization as the reading takes it: its header and its declaration. The
    declaration passes the untrusted-text rule here; the header is the reading's to accept or
    refuse (`certify.mathlib_input.read_header`: imports, opens, options, definitions)."""
    parts = header_and_declaration(code)
    if parts is None:
        return Prepared(FailureClass.no_code, "no Lean theorem in the reply")
    above, declaration = parts
    reason = untrusted_reason(declaration, "mathlib")
    if reason is not None:
        return Prepared(FailureClass.rejected, f"untrusted: {reason}")
    context = statement.context.strip()
    why = context_reason(context, "mathlib") if context else None
    if why is not None:
        return Prepared(FailureClass.rejected, f"untrusted: {why}")
    lines = above.splitlines()
    imports = [line for line in lines if line.lstrip().startswith("import ")] or ["import Mathlib"]
    rest = [line for line in lines if not line.lstrip().startswith("import ")]
    header = "\n".join([*imports, *([context] if context else []), *rest]).strip()
    prop, note = closed_proposition(declaration)
    return Prepared(None, lean_text=f"{header}\n\n{declaration}", prop=prop or " ".join(declaration.split()),
                    prop_note=None, header=header, declaration=declaration)


def runner_identity(runner: Any, profile: str = "") -> str:
    """Lean version and profile: what a compile result depends on besides the code (under the
    vocabulary profile also the vocabulary's digest: a reading depends on it)."""
    identity = f"{runner.lean_version}|{runner.profile.name}|{runner.profile.digest}"
    return f"{identity}|vocabulary {vocabulary().digest}" if profile == VOCABULARY else identity


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


_STAGE = re.compile(r"\((?:A|B), (\w+): ")  # the reading's note: "unmapped: NAME (A, elaborate: message)"


_LABEL = re.compile(r"^read:[0-9a-f]+: (?:a: |b: )?")  # the reading's label of a side of `read_all`'s pairs


def reading_failure(verdict: str, note: str) -> tuple[FailureClass, str | None]:
    """The failure class of a formalization the reading did not read (its verdict and note), and the
    note's first line as the formalization's error."""
    first = _LABEL.sub("", note.splitlines()[0])[:300] if note else None
    if verdict == "invalid_statement":  # refused before Lean: a header line, or the declaration's shape
        return (FailureClass.unsupported_header if "header" in note else FailureClass.parse), first
    m = _STAGE.search(note)
    stage = m.group(1) if m else ""
    if stage == "header":
        return FailureClass.unsupported_header, first
    if stage == "parse":
        return FailureClass.parse, first
    if unmapped_name(note) is not None and ("nknown" in note or "Mathlib may mean" in note):
        return FailureClass.unknown_identifier, first
    if stage in ("resolve", "elaborate"):
        return FailureClass.elaboration, first
    return FailureClass.other, first


def read_all(
    prepared: list[Prepared],
    runner: Any,
    store: RunStore,
    progress: Callable[[int, int], None] | None = None,
) -> dict[str, CompileRecord]:
    """code key -> record for every distinct (header, declaration) of `prepared` (vocabulary
    profile); those not yet in `store` are read in one `prepare_pairs` call."""
    identity = runner_identity(runner, VOCABULARY)
    known = store.compiled()
    todo: dict[str, Prepared] = {}
    for p in prepared:
        key = code_key(identity, p.lean_text or "")
        if key not in known:
            todo.setdefault(key, p)
    if todo:
        log.info("reading %d distinct formalizations against the Mathlib vocabulary", len(todo))
        keys = list(todo)
        pairs = [Pair(a=todo[k].declaration or "", b=todo[k].declaration or "", header=todo[k].header,
                      pair_id=f"read:{k[:12]}") for k in keys]
        reading = prepare_pairs(pairs, runner, progress=progress)
        fresh = []
        for k, key in enumerate(keys):
            settled = reading.settled.get(k)
            if settled is None:
                fresh.append(CompileRecord(code_key=key, status=Status.ok.value, failure=FailureClass.ok))
                continue
            failure, first = reading_failure(settled.verdict.value, settled.note or "")
            fresh.append(CompileRecord(code_key=key, status=Status.error.value, failure=failure,
                                       first_error=first, detail=settled.note))
        store.add_compiled(fresh)
        known.update({r.code_key: r for r in fresh})
    return {code_key(identity, p.lean_text or ""): known[code_key(identity, p.lean_text or "")] for p in prepared}

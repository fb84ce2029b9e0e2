"""The candidate Lean items tried for a pair, cheapest first, all in one batch.

Truth-independent certificate branches (vetted macros of lean/Paracert/Tactics.lean, tabled with
their lemmas in `statements.tactics`) decide `certified`; refutation candidates (counterexample
instantiations and general tactics) decide `refuted`; `paracert_auto` on `A ↔ B`, or on A and B
separately, decides `both_provable`.
Each candidate is a complete theorem: the one that succeeds is the certificate, verbatim.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from paracert.certify.abstraction import Abstraction, abstract_literals
from paracert.certify.parsed import CheckedPair
from paracert.certify.theorems import certified_texts, pair_statement, theorem_text
from paracert.statements.tactics import AUTO, AUTOMATION, CERT_BRANCHES, MACROS, branch_lemmas
from paracert.statements.verdicts import Role, StatementKind

# Library search for the true side of a pair whose other side is refuted, when automation did not prove
# it: core Lean's `exact?` (after `intros`) finds a library lemma such as `Nat.dvd_add`. Lean checks the
# proof it builds like any other; only the combined `¬ (A ↔ B)` Lean accepts counts.
LIBRARY_SEARCH = "intros; exact?"

# General refutation tactics for ¬ B, tried after the counterexample-specific scripts.
GENERIC_REFUTATIONS = [
    "decide",
    "intro h; simp at h",
]


@dataclass(frozen=True)
class Candidate:
    role: Role
    kind: StatementKind | None
    tactic: str
    code: str
    counterexample: dict | None = None
    abstraction: Abstraction | None = None  # cert candidates: the pair's literal abstraction (gate), if any
    # refutations: the side the proof derives False from (its `¬ (B)` or `¬ (A)`); a counterexample
    # is recorded with the verdict only when it refutes that same side
    refutes: Literal["A", "B"] | None = None
    # A portfolio: one Lean item that tries these in order (`first`); the one that succeeded is
    # named by its `trace` marker, and stands for the whole item in the verdict.
    options: tuple[Candidate, ...] = ()


PICK = "pcpick:"  # not `paracert:`: the batch runner owns that prefix for its own markers


def auto_without_decide() -> str:
    """`paracert_auto`'s alternatives minus `decide`, as one `first`.

    On a statement with binders `decide` has no instance to find, and its search crashed the
    embedded Lean (measured: exit 1 with nothing on stderr, several times per 400-item batch, on
    refutation and automation items over ∀ n : Nat); the alternatives that remain fail cleanly."""
    return "first | " + " | ".join(a for a in AUTOMATION.first if a != "decide")


def has_binders(statement: str) -> bool:
    return re.search(r"[∀∃]|\bfun\b", statement) is not None


def _auto(*statements: str) -> str:
    return f"({auto_without_decide()})" if any(has_binders(s) for s in statements) else AUTO


def candidates_for(
    name: str, a: str, b: str, refutation_scripts: list[tuple[str, dict | None]] | None = None,
    with_probe: bool = True, a_refutations: list[tuple[str, dict | None]] | None = None,
    parsed: CheckedPair | None = None,
) -> list[Candidate]:
    """All candidates for one pair. `a_refutations` (scripts proving ¬ A; None: do not try ¬ A) are
    tried unless the answer key says A is true: ¬ B alone then says nothing about the pair, but ¬ A
    and ¬ B together show both are false (`both_refutable`). A certificate branch's candidate is the
    whole certified text (the pair, and its literal abstraction when it has literals). `parsed`: the
    pair's statements already parsed (the abstraction reads their trees)."""
    iff = StatementKind.iff
    st = pair_statement(a, b)  # a signature's sides are stated pointwise: its Σ as the theorems' binders
    ab = abstract_literals(a, b, parsed)
    out = [Candidate("cert", iff, branch, text, abstraction=ab)
           for branch, text in certified_texts(name, a, b, CERT_BRANCHES, parsed).items()]
    if with_probe:  # `simp?` says which of a branch's lemmas it used
        for branch, lemmas in branch_lemmas().items():
            probe = f"by set_option simprocs false in simp? only [{', '.join(lemmas)}]"
            out.append(Candidate("probe", iff, branch, theorem_text(name, iff, a, b, probe)))
    # `decide` on a statement quantified over Nat/Int has no instance to find, and the search for
    # one crashed the embedded Lean (measured: exit 1 on `¬ (∀ n : Nat, ¬ ¬ (0 ≤ n))`): only try it
    # on statements without binders.
    generic = [s for s in GENERIC_REFUTATIONS if s != "decide" or not has_binders(b)]
    scripts = list(refutation_scripts or []) + [(s, None) for s in generic]
    seen: set[str] = set()
    for script, cex in scripts:
        if script in seen:
            continue
        seen.add(script)
        out.append(Candidate("refute", StatementKind.not_b, script,
                             theorem_text(name, StatementKind.not_b, a, b, f"by {script}"), cex, refutes="B"))
    for script, cex in (refutation_scripts or [])[:2]:
        out.append(not_iff_candidate(name, a, b, script, cex))
    a_scripts = list(a_refutations or [])
    if a_refutations is not None:  # ¬ A is wanted: the generic scripts too
        a_scripts += [(s, None) for s in GENERIC_REFUTATIONS if s != "decide" or not has_binders(a)]
    seen_a: set[str] = set()
    for script, cex in a_scripts:
        if script not in seen_a:
            seen_a.add(script)
            out.append(Candidate("refute_a", None, script, f"{st.head(name, f'¬ ({st.a})')} by {script}", cex,
                                 refutes="A"))
    out.append(Candidate("auto_iff", iff, AUTO, theorem_text(name, iff, a, b, f"by {_auto(a, b)}")))
    out.append(Candidate("auto_a", None, AUTO, f"{st.head(name, st.a)} by {_auto(st.a)}"))
    out.append(Candidate("auto_b", None, AUTO, f"{st.head(name, st.b)} by {_auto(st.b)}"))
    return out


def not_iff_candidate(name: str, a: str, b: str, not_b_script: str, cex: dict | None = None,
                      a_tactic: str | None = None) -> Candidate:
    """`¬ ((A) ↔ (B))` from a proof of A by automation (the `auto_a` candidate's own tactic, or
    `a_tactic`: library search) and a proof of `¬ B` by `not_b_script`: A holds and B does not, so
    the two differ, whatever anyone says of A."""
    # one line, A's proof in parentheses: a second line at the theorem's indentation would leave the
    # outer `by` block (measured: "unsolved goals", so no counterexample refutation ever went through)
    st = pair_statement(a, b)
    proof = (f"by intro hiff; have ha : {st.a} := (by {a_tactic or _auto(st.a)}); "
             f"exact (by {not_b_script} : ¬ ({st.b})) (hiff.mp ha)")
    return Candidate("refute", StatementKind.not_iff, proof, theorem_text(name, StatementKind.not_iff, a, b, proof),
                     cex, refutes="B")


def not_iff_from_b_candidate(name: str, a: str, b: str, not_a_script: str, cex: dict | None = None,
                             b_tactic: str | None = None) -> Candidate:
    """`¬ ((A) ↔ (B))` from a proof of B by automation (or `b_tactic`) and a proof of `¬ A` by
    `not_a_script` (A is false and B true: the canonical itself is wrong, and the two still differ)."""
    st = pair_statement(a, b)
    proof = (f"by intro hiff; have hb : {st.b} := (by {b_tactic or _auto(st.b)}); "
             f"exact (by {not_a_script} : ¬ ({st.a})) (hiff.mpr hb)")
    return Candidate("refute", StatementKind.not_iff, proof, theorem_text(name, StatementKind.not_iff, a, b, proof),
                     cex, refutes="A")


_TRY_THIS = re.compile(r"simp only \[([^\]]*)\]")


def rules_used(probe_messages: list[str]) -> list[str]:
    """Lemma names from `simp?`'s 'Try this: simp only [...]' suggestion."""
    out: list[str] = []
    for text in probe_messages:  # with the abstraction gate, one suggestion per goal: their union
        for m in _TRY_THIS.finditer(text):
            out += [r.strip() for r in m.group(1).split(",") if r.strip() and r.strip() not in out]
    return out


def _split(code: str) -> tuple[str, str]:
    """(`theorem NAME : PROP :=`, the proof script after `by`) of a candidate made by theorem_text."""
    head, sep, script = code.partition("\n  by ")
    if not sep:
        raise ValueError(f"not a generated tactic proof: {code[:80]!r}")
    return head, script


def _portfolio(members: list[Candidate], scripts: list[str]) -> Candidate:
    """One item running `scripts` (one per member) under `first`, each announcing itself first."""
    head = _split(members[0].code)[0]
    lines = [head, "  by first"]
    lines += [f'  | trace "{PICK}{k}"; ({script})' for k, script in enumerate(scripts)]
    first = members[0]
    return Candidate(first.role, first.kind, "portfolio[" + ",".join(m.tactic for m in members) + "]",
                     "\n".join(lines), options=tuple(members))


def _cert_portfolio(members: list[Candidate], scripts: list[str]) -> Candidate:
    """The certificate branches in one item, in the shape of the certificate they select: with
    numeric literals, first the abstracted pair (`NAME_schema (lits) : (A') ↔ (B')`) by the branches
    under `first`, then the pair as its instance (`with_reducible exact NAME_schema 239 …`); without,
    the pair by the branches. Every alternative starts with the closed-term gate; the certificate
    stored is the member's own text, which `paracert check` elaborates again."""
    code = members[0].code
    ab: Abstraction | None = members[0].abstraction
    if ab is None:
        return _portfolio(members, scripts)
    schema_head, _ = _split(code.split("\ntheorem ", 1)[0])
    instance = "theorem " + code.split("\ntheorem ", 1)[1]
    lines = [schema_head, "  by first"]
    lines += [f'  | trace "{PICK}{k}"; ({script})' for k, script in enumerate(scripts)]
    first = members[0]
    return Candidate(first.role, first.kind, "portfolio[" + ",".join(m.tactic for m in members) + "]",
                     "\n".join(lines) + "\n" + instance, options=tuple(members))


def as_portfolios(cands: list[Candidate]) -> list[Candidate]:
    """Fold the cheap candidates of a pair into two Lean items: the certificate branches (each
    simp-based branch run as its `simp?` probe, so the winning item also says which rules it used)
    and the `¬ B` refutation scripts. Everything else stays one item per candidate.

    A Lean process's memory grows with every declaration it elaborates, and each process costs
    minutes to start: ~14 cheap items per pair become 2, so a process certifies ~7x more pairs."""
    certs = [c for c in cands if c.role == "cert"]
    probes = {c.tactic: c for c in cands if c.role == "probe"}
    not_b = [c for c in cands if c.role == "refute" and c.kind == StatementKind.not_b]
    rest = [c for c in cands if c not in certs and c not in not_b and c.role != "probe"]
    out: list[Candidate] = []
    if certs:
        scripts = ["; ".join([*MACROS[c.tactic].gate_lines(), _split(probes[c.tactic].code)[1], "done"])
                   if c.tactic in probes else c.tactic for c in certs]
        out.append(_cert_portfolio(certs, scripts))
    if not_b:
        out.append(_portfolio(not_b, [_split(c.code)[1] for c in not_b]))
    return out + rest


def picked_option(cand: Candidate, messages: list) -> tuple[Candidate, list[str]] | None:
    """For a portfolio item Lean accepted: the member that succeeded (the last marker traced:
    markers of branches that failed may or may not survive backtracking) and the texts of the
    messages on its line (a `simp?` suggestion). None when no marker is found."""
    marks = [(m.line, int(m.text[len(PICK):])) for m in messages
             if m.severity == "information" and m.text.startswith(PICK) and m.text[len(PICK):].isdigit()]
    if not marks:
        return None
    line, k = marks[-1]
    if not 0 <= k < len(cand.options):
        return None
    return cand.options[k], [m.text for m in messages if m.line == line and not m.text.startswith(PICK)]

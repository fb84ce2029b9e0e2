"""The `mathlib` profile of a signature certificate: the same theorem with `import Mathlib`, each
signature class, carrier and uninterpreted symbol translated back to its Mathlib name (the table
`data/substrate/mathlib_map.json`, read backwards), and the certificate branch written out as its
tactic script with Mathlib's lemma names (table key `rules`).

Not run here (Mathlib cannot be installed on this machine): the generated text is pinned by golden
files (tests/golden/mathlib/), and docs/trust.md says what was and was not run.

Symbols and carriers are matched by position: the k-th symbol binder of a statement is the k-th
symbol of its theorem's record (a renaming variant renames it, it stays k-th).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from paracert.data.signature import mathlib_map
from paracert.statements.tactics import CERT_BRANCHES, MACROS
from paracert.transforms.signature import split_signature

_GROUP = re.compile(r"\s*(\{[^{}]*\}|\[[^\[\]]*\]|\([^()]*\))")


def _word(name: str) -> re.Pattern:
    return re.compile(rf"(?<![\w.']){re.escape(name)}(?![\w'])")


def _groups(statement: str) -> list[str]:
    pos = 1
    out: list[str] = []
    while True:
        m = _GROUP.match(statement, pos)
        if not m:
            return out
        out.append(m.group(1))
        pos = m.end()


def to_mathlib(statement: str, record: dict) -> str:
    """A signature statement of `record`'s theorem (its canonical or a variant) in Mathlib's terms."""
    table = mathlib_map()
    split = split_signature(statement)
    if split is None:
        raise ValueError(f"not a signature statement: {statement[:60]!r}")
    carriers, symbols, body = split
    real_var = next((m["signature"].split()[0] for m in record["mapping"] if m["mathlib"] == "ℝ"), None)
    rec_carriers = record["carriers"]
    rec_symbols = list(record["symbols"].values())  # Mathlib names, in binder order
    renames: dict[str, str] = {}
    binders: list[str] = []
    topology: list[str] = []
    for k, c in enumerate(carriers):
        original = rec_carriers[k] if k < len(rec_carriers) else c
        if original == real_var:
            renames[c] = "ℝ"
        elif original == table["finset"]["var"]:
            renames[c] = f"(Finset {renames.get(carriers[0], carriers[0])})"
        else:
            binders.append(f"{{{c} : Type*}}")
    for g in _groups(statement):
        inner = g[1:-1].strip()
        if g[0] == "[" and inner.startswith("Paracert."):
            cls, *args = inner.split()
            if args and args[0] in renames:
                continue
            binders.append(f"[{cls.removeprefix('Paracert.')} {' '.join(args)}]")
    table_symbols = {spec["mathlib"] for spec in table["symbols"].values()}
    kept: list[tuple[str, str]] = []  # bound function variables of the source statement (miniF2F's f)
    for k, name in enumerate(symbols):
        mathlib = rec_symbols[k] if k < len(rec_symbols) else name
        if mathlib not in table_symbols:
            kept.append((name, symbols[name]))
            continue
        renames[name] = mathlib
        if mathlib in ("IsOpen", "IsClosed"):
            topology.append(carriers[0])
    if topology:
        binders.append(f"[TopologicalSpace {topology[0]}]")
    for name, ty in kept:
        for old_name, new_name in renames.items():
            ty = _word(old_name).sub(new_name, ty)
        binders.append(f"({name} : {ty})")
    out = body
    for name, new in renames.items():
        out = _word(name).sub(new, out)
    out = out.replace("Paracert.HasCompl.compl", "HasCompl.compl").replace("Paracert.Set.univ", "Set.univ")
    return f"∀ {' '.join(binders)}, {out}" if binders else out


def branch_script(branch: str, hypotheses: Sequence[str] = ()) -> str:
    """The tactic script of a certificate branch (its macro in lean/Paracert/Tactics.lean, from the
    table `statements.tactics`) with the vetted rule lemmas replaced by Mathlib's lemmas of the same
    statement; a branch that rewrites with the signature's hypotheses (`simp only [*, …]`) rewrites
    with `hypotheses` in their place, Mathlib's lemmas that Σ's hypotheses state (decision 0017)."""
    rules = mathlib_map()["rules"]
    if branch not in CERT_BRANCHES:
        raise ValueError(f"unknown certificate branch {branch!r}")
    script = MACROS[branch].script(with_gate=False)  # the gate is paracert's Lean, not Mathlib's

    def lemma(mm: re.Match) -> str:
        name = mm.group(1)
        if name not in rules:
            raise ValueError(f"rule lemma Paracert.Rules.{name} has no Mathlib counterpart in the table")
        return rules[name]

    script = re.sub(r"Paracert\.Rules\.(\w+)", lemma, script)
    if MACROS[branch].hypotheses:
        script = script.replace("[*, ", "[" + "".join(f"{h}, " for h in hypotheses), 1)
    return script


def mathlib_certificate(name: str, a: str, b: str, branch: str, record: dict) -> str:
    """The whole `mathlib`-profile Lean file of a certified signature pair."""
    return (
        "import Mathlib\n\n"
        "-- paracert certificate, mathlib profile: generated from the signature certificate of the same\n"
        "-- name (classes, carriers and symbols translated back); not run on this machine (no Mathlib).\n"
        f"theorem {name} : ({to_mathlib(a, record)}) ↔ ({to_mathlib(b, record)}) :=\n"
        f"  by {branch_script(branch)}\n"
    )

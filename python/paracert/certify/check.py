"""`paracert check DIR`: re-verify every certificate; any problem fails the check.

Static checks (no Lean): manifest schema; each entry's SHA256 recomputed from its A, B, family
and Lean version; the file exists and every .lean file is listed; the file's theorem statement
is byte for byte the one generated from the manifest's A and B; forbidden constructs; a
`certified` proof is exactly one truth-independent branch. Then one Lean batch elaborates all
certificates, rejects errors and `sorry`, and inspects each theorem's axioms.

Axioms: the embedded Lean refuses `#print axioms` (it treats every file as a `module`), and meta
code calling `Lean.collectAxioms` cannot run there (its compiled helpers are missing from the
shipped library). So each certificate's own proof term is printed (`#print`, full names, proofs
and deep terms shown) and scanned for the non-standard axioms of core Lean (`sorryAx`,
`Lean.ofReduceBool`, `Lean.ofReduceNat`, `Lean.trustCompiler`). That is sound because a
certificate may declare nothing but its theorem (static check) and everything else it can refer
to is core Lean or our vetted prelude, which use only {propext, Classical.choice, Quot.sound}.
With a native Lean, `#print axioms` is run as well and its list must stay within those three.
"""

from __future__ import annotations

import re
from pathlib import Path

from pydantic import BaseModel, Field

from paracert.certify.pairs import Pair
from paracert.certify.portfolio import CERT_BRANCHES
from paracert.certify.statements import theorem_head
from paracert.certify.store import CERT_IMPORT, MANIFEST, ManifestEntry, load_manifest
from paracert.certify.verdicts import certificate_name
from paracert.lean import LeanItem, LeanRunner
from paracert.lean.lexer import code_mask
from paracert.statements.schema import Verdict

ALLOWED_AXIOMS = {"propext", "Classical.choice", "Quot.sound"}
FORBIDDEN = re.compile(
    r"(?<![\w.])(axiom|sorry|admit|native_decide|implemented_by|unsafe|extern|macro|macro_rules|syntax|"
    r"notation|infix|infixl|infixr|prefix|postfix|elab|elab_rules|attribute|opaque|instance|local|"
    r"set_option|import|open|namespace|section|end|variable|universe|mutual|"
    r"#eval|#exit|#print|#check|#reduce|run_cmd|run_tac|run_elab|run_meta)(?![\w'!?])"
)
NONSTANDARD = re.compile(
    r"(?<![\w.])(sorryAx|sorry|Lean\.ofReduceBool|Lean\.ofReduceNat|Lean\.trustCompiler)(?![\w'])"
)
PRINT_TERM = "\n".join(
    ["set_option pp.fullNames true in", "set_option pp.proofs true in", "set_option pp.deepTerms true in",
     "#print {name}"]
)


class Problem(BaseModel):
    certificate: str
    file: str | None = None
    check: str
    detail: str


class CheckReport(BaseModel):
    directory: str
    lean_version: str | None = None
    certificates: int = 0
    verified: int = 0
    problems: list[Problem] = Field(default_factory=list)
    extra_axioms: dict[str, list[str]] = Field(
        default_factory=dict, description="per certificate file: axioms beyond propext, Classical.choice, Quot.sound"
    )

    @property
    def ok(self) -> bool:
        return not self.problems


def _code_only(text: str) -> str:
    mask, _ = code_mask(text)
    return "".join(ch if m or ch == "\n" else " " for ch, m in zip(text, mask, strict=True))


def static_check(entry: ManifestEntry, text: str, lean_version: str) -> tuple[list[Problem], str | None]:
    """Problems found without Lean, and the theorem text to elaborate (None when unusable)."""
    probs: list[Problem] = []

    def bad(check: str, detail: str) -> None:
        probs.append(Problem(certificate=entry.name, file=entry.file, check=check, detail=detail))

    pair = Pair(a=entry.a, b=entry.b, family=entry.family)
    digest = pair.digest(lean_version)
    if digest != entry.sha256:
        bad("hash", f"SHA256 of (A, B, family, Lean version) is {digest[:16]}…, manifest says {entry.sha256[:16]}…")
    if entry.name != certificate_name(entry.sha256):
        bad("hash", f"name {entry.name} is not bound to the manifest hash")
    code = _code_only(text)
    lines = [ln for ln in code.split("\n") if ln.strip()]
    if not lines or lines[0].strip() != CERT_IMPORT:
        bad("format", f"first line must be `{CERT_IMPORT}`")
        return probs, None
    body = "\n".join(code.split("\n")[code.split("\n").index(lines[0]) + 1 :]).strip()
    for m in FORBIDDEN.finditer(body):
        bad("forbidden", f"`{m.group(1)}` is not allowed in a certificate")
    head = theorem_head(entry.name, entry.statement_kind, entry.a, entry.b)
    if not body.startswith(head):
        bad("statement", "the theorem statement differs from the one generated from the manifest's A and B")
        return probs, None
    proof = body[len(head) :].strip()
    if entry.verdict == Verdict.certified:
        if proof not in {f"by {b}" for b in CERT_BRANCHES}:
            bad("grammar", f"a certified proof must be one truth-independent branch (by {' | '.join(CERT_BRANCHES)}),"
                           f" found: {proof[:80]!r}")
    elif entry.verdict != Verdict.refuted:
        bad("verdict", f"verdict {entry.verdict.value} carries no certificate")
    if "theorem" in proof or ":=" in proof.replace("have", ""):
        pass  # nested `have ... :=` is fine; a second theorem is caught by FORBIDDEN/statement checks
    if probs:
        return probs, None
    return probs, body


def check_directory(directory: Path, runner: LeanRunner | None, progress=None) -> CheckReport:
    report = CheckReport(directory=str(directory))
    if not (directory / MANIFEST).exists():
        report.problems.append(Problem(certificate="-", check="manifest", detail=f"{directory / MANIFEST} missing"))
        return report
    try:
        manifest = load_manifest(directory)
    except Exception as exc:  # pydantic / JSON errors, in words
        report.problems.append(Problem(certificate="-", check="manifest", detail=str(exc)[:500]))
        return report
    report.lean_version = manifest.lean_version
    report.certificates = len(manifest.certificates)
    if runner is not None and runner.lean_version != manifest.lean_version:
        report.problems.append(Problem(
            certificate="-", check="lean_version",
            detail=f"certificates are bound to {manifest.lean_version!r}, this Lean is {runner.lean_version!r}"))
    listed = {e.file for e in manifest.certificates}
    for extra in sorted(p.relative_to(directory).as_posix() for p in directory.rglob("*.lean")):
        if extra not in listed:
            report.problems.append(Problem(certificate=extra, check="unlisted", detail="file not in the manifest"))
    to_run: list[tuple[ManifestEntry, str]] = []
    for entry in manifest.certificates:
        path = directory / entry.file
        if not path.exists():
            report.problems.append(Problem(certificate=entry.name, file=entry.file, check="missing",
                                           detail=f"{entry.file} missing"))
            continue
        probs, body = static_check(entry, path.read_text(encoding="utf-8"), manifest.lean_version)
        report.problems.extend(probs)
        if body is not None:
            to_run.append((entry, body))
    if runner is None or not to_run:
        return report
    native = runner.launcher.name == "native"
    items = [
        LeanItem(item_id=e.file, code=f"{body}\n{PRINT_TERM.format(name=e.name)}"
                 + (f"\n#print axioms {e.name}" if native else ""))
        for e, body in to_run
    ]
    for (entry, _), res in zip(to_run, runner.run(items, progress=progress), strict=True):
        axioms = _extra_axioms(entry.name, [m.text for m in res.messages])
        if axioms is not None:
            report.extra_axioms[entry.file] = axioms
        if not res.ok:
            what = "uses sorry" if res.uses_sorry else (
                res.errors[0].text.splitlines()[0] if res.errors else (res.detail or res.status.value))
            report.problems.append(Problem(certificate=entry.name, file=entry.file, check="lean", detail=what))
            continue
        if axioms is None:
            report.problems.append(Problem(certificate=entry.name, file=entry.file, check="axioms",
                                           detail="Lean printed no (complete) proof term to inspect"))
            continue
        if axioms:
            report.problems.append(Problem(certificate=entry.name, file=entry.file, check="axioms",
                                           detail=f"depends on {', '.join(axioms)}"))
            continue
        report.verified += 1
    return report


def _extra_axioms(name: str, texts: list[str]) -> list[str] | None:
    """Axioms beyond the standard three, from the printed proof term (and `#print axioms` if any).

    None when no complete proof term was printed (e.g. elided with ⋯)."""
    found: set[str] = set()
    term_seen = False
    for text in texts:
        head = text.split(":", 1)[0]
        if re.search(rf"theorem \S*\b{name}\b", head):
            if "⋯" in text:
                return None
            term_seen = True
            found |= {("sorryAx" if m == "sorry" else m) for m in NONSTANDARD.findall(text.split(":=", 1)[-1])}
        elif "depends on axioms:" in text:
            listed = text.split("[", 1)[-1].rstrip("]").split(",")
            found |= {a.strip() for a in listed if a.strip()} - ALLOWED_AXIOMS
    return sorted(found) if term_seen else None

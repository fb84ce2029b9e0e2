"""`paracert check DIR`: re-verify every certificate; any problem fails the check.

Nothing is taken from the directory on trust; everything is re-derived:

* files: the manifest and each certificate are read only as regular files inside DIR (no absolute
  path, no `..`, no symlink, no FIFO / device / directory), at most `MAX_FILE_BYTES` each, UTF-8;
  a certificate's path must be `<verdict>/<name>.lean`; every `.lean` file in DIR is listed;
* entries: one entry per name and per file (a duplicate is reported for every entry involved);
  A and B each pass the statement guard (`certify.pairs.check_statement`: one term); the SHA256 of
  (A, B, family, Lean version[, a_true][, origin]) and the name bound to it are recomputed; the verdict and
  `statement_kind` agree (`statements.verdicts.KINDS_FOR_VERDICT`; ¬ B only with the answer key
  `a_true: true`);
* text: the file is `import Paracert.Tactics`, `--` comment lines, then the theorem(s). A `certified`
  file is byte for byte the text paracert generates for one truth-independent branch (the pair and
  its literal-abstraction gate, `certify.theorems.certified_texts`); a `refuted` file starts with the
  generated statement of its kind and its proof (`by …`) holds no forbidden construct and names no
  other certificate. Statements are never read from the file.
* reading: a translated pair's entry records the Mathlib-syntax declarations and headers its A and
  B were read from (`origin`); they are read again with the current vocabulary and must give the
  certified A, B, answer key and pointwise theorem (`∀ Σ, (A ↔ B)`, proved again). This is a stage
  of its own (`certify.mathlib_input`, with the vocabulary and the runner behind it), run only when
  the directory holds such entries: `reading_problems` imports it, this module does not;
* Lean: each certificate is one Lean item. When the backend lists axioms (`ItemResult.axioms`,
  Lean.collectAxioms in the session: transitive, auxiliary and `where` declarations included), no
  declared theorem may depend on sorryAx, Lean.ofReduceBool, Lean.ofReduceNat, Lean.trustCompiler or
  an axiom declared outside the imported library (`lean.text.trust_rules.bad_axioms`), and the item may declare
  nothing but its theorems and their auxiliaries. When it cannot
  (`axioms is None`: batch files), the fallback prints each theorem's own proof term and scans it
  for core Lean's non-standard axioms, and rejects a term that refers to an auxiliary declaration
  (`NAME.…`) or another item's constants, whose axioms the scan cannot see.

The Lean result cache is read only when asked (`paracert check --cache`).

What the checker imports is what it trusts: the trust rules (`lean.text.trust_rules`, axioms
included), Lean's token rules (`lean.text.lexer`) and the guard on them, the certificate store's
manifest, the generated theorem texts (`certify.theorems`, with the statement parser its
literal-abstraction gate reads), the shared records and the Lean item record; the runner is given,
never built here. tests/test_check_imports.py pins the list.
"""

from __future__ import annotations

import functools
import os
import re
import stat
from collections import Counter
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, Field

from paracert.certify.pairs import StatementError, check_statement
from paracert.certify.store import CERT_IMPORT, MANIFEST, Manifest, ManifestEntry
from paracert.certify.theorems import SignatureError, certified_names, certified_texts, pair_statement, theorem_head
from paracert.errors import CertificateError
from paracert.lean.items import LeanItem
from paracert.lean.text.guard import untrusted_reason
from paracert.lean.text.lexer import code_mask
from paracert.lean.text.trust_rules import (
    CERTIFICATE_PROOF_SUBSTRINGS,
    CERTIFICATE_PROOF_WORDS,
    STANDARD_AXIOMS,
    UNTRUSTED_WORDS,
    axiom_problems,
    bad_axioms,
)
from paracert.statements.pairs import Pair
from paracert.statements.schema import Verdict
from paracert.statements.tactics import CERT_BRANCHES
from paracert.statements.verdicts import KINDS_FOR_VERDICT, StatementKind, certificate_name

if TYPE_CHECKING:  # check is given a runner; it never builds one (tests/test_check_imports.py)
    from paracert.lean.runner import LeanRunner

ALLOWED_AXIOMS = STANDARD_AXIOMS
MAX_FILE_BYTES = 1_000_000
MAX_MANIFEST_BYTES = 64_000_000
# The proof scan of the trust rules (lean.text.trust_rules), on the code with comments and strings
# removed: every untrusted word and every word a proof may not hold, `#` and attributes, and the
# unsound primitives inside longer names.
_PROOF_WORDS = sorted(set(UNTRUSTED_WORDS) | CERTIFICATE_PROOF_WORDS, key=lambda w: (-len(w), w))
FORBIDDEN = re.compile(
    r"(?<![\w.])(" + "|".join(re.escape(w) for w in _PROOF_WORDS) + r")(?![\w'!?])"
    r"|#|@\["
    r"|" + "|".join(re.escape(w) for w in CERTIFICATE_PROOF_SUBSTRINGS)
)
OTHER_CERTIFICATE = re.compile(r"\bpc_[0-9a-f]{16}|PcItem")
NONSTANDARD = re.compile(
    r"(?<![\w.])(sorryAx|sorry|Lean\.ofReduceBool|Lean\.ofReduceNat|Lean\.trustCompiler)(?![\w'])"
)
PRINT_TERM = "\n".join(
    ["set_option pp.fullNames true in", "set_option pp.proofs true in", "set_option pp.deepTerms true in",
     "#print {name}"]
)


# What a problem failed: static checks of the manifest and files, then Lean's elaboration and axioms.
CheckName = Literal[
    "manifest", "lean_version", "profile", "unlisted", "file", "duplicate", "statement", "hash", "verdict", "kind",
    "path", "format", "grammar", "forbidden", "lean", "declarations", "axioms", "reading",
]


class Problem(BaseModel):
    certificate: str
    file: str | None = None
    check: CheckName
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
    axiom_source: dict[str, Literal["lean", "printed_term"]] = Field(
        default_factory=dict, description="per certificate file: 'lean' (collectAxioms) or 'printed_term' (fallback)"
    )

    @property
    def ok(self) -> bool:
        return not self.problems


class UnsafeFile(CertificateError, ValueError):
    pass


def read_inside(directory: Path, rel: str, limit: int = MAX_FILE_BYTES) -> str:
    """The text of DIR/rel, read only if it is a regular file inside DIR (no absolute path, `..`,
    symlink, FIFO, device or directory) of at most `limit` bytes. Never blocks, never reads more
    than `limit` + 1 bytes. Raises UnsafeFile saying why not."""
    if not rel or "\x00" in rel or "\\" in rel:
        raise UnsafeFile(f"bad path {rel!r}")
    pure = PurePosixPath(rel)
    if pure.is_absolute() or any(part in ("..", "") for part in rel.split("/")) or rel.startswith("~"):
        raise UnsafeFile(f"{rel!r} is not a plain relative path inside the directory")
    root = directory.resolve()
    here = root
    for part in pure.parts:  # no symlink anywhere on the way
        here = here / part
        try:
            st = os.lstat(here)
        except FileNotFoundError:
            raise UnsafeFile(f"{rel} missing") from None
        if stat.S_ISLNK(st.st_mode):
            raise UnsafeFile(f"{rel}: symlinks are not followed")
    try:
        fd = os.open(here, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NOCTTY", 0))
    except OSError as exc:
        raise UnsafeFile(f"{rel}: cannot open ({exc.strerror})") from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            kind = "a directory" if stat.S_ISDIR(st.st_mode) else "a FIFO" if stat.S_ISFIFO(st.st_mode) else \
                "a device" if stat.S_ISCHR(st.st_mode) or stat.S_ISBLK(st.st_mode) else "not a regular file"
            raise UnsafeFile(f"{rel} is {kind}")
        if st.st_size > limit:
            raise UnsafeFile(f"{rel} is {st.st_size} bytes (limit {limit})")
        data = os.read(fd, limit + 1)
        if len(data) > limit:
            raise UnsafeFile(f"{rel} is larger than {limit} bytes")
    finally:
        os.close(fd)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UnsafeFile(f"{rel} is not UTF-8 ({exc.reason})") from None


def _code_only(text: str) -> str:
    mask, _ = code_mask(text)
    return "".join(ch if m or ch == "\n" else " " for ch, m in zip(text, mask, strict=True))


def split_certificate(text: str) -> str | None:
    """The code after `import Paracert.Tactics` and the `--` comment lines that follow it (None when
    the file does not start that way)."""
    lines = text.replace("\r\n", "\n").split("\n")
    if not lines or lines[0].rstrip() != CERT_IMPORT:
        return None
    k = 1
    while k < len(lines) and (not lines[k].strip() or lines[k].lstrip().startswith("--")):
        k += 1
    return "\n".join(lines[k:]).strip()


def expected_declarations(entry: ManifestEntry) -> list[str]:
    """The theorems a certificate declares (all of them get their axioms checked)."""
    if entry.verdict == Verdict.certified:
        return list(_certified_names(entry.name, entry.a, entry.b))
    return [entry.name]


@functools.lru_cache(maxsize=8192)
def _certified_names(name: str, a: str, b: str) -> tuple[str, ...]:
    # asked several times per certificate (its item, its result, its axioms); the literal abstraction
    # behind it parses both statements
    return tuple(certified_names(name, a, b))


def static_check(entry: ManifestEntry, text: str, lean_version: str) -> tuple[list[Problem], str | None]:
    """Problems found without Lean, and the code to elaborate (None when unusable)."""
    probs: list[Problem] = []

    def bad(check: CheckName, detail: str) -> None:
        probs.append(Problem(certificate=entry.name, file=entry.file, check=check, detail=detail))

    for label, s in (("A", entry.a), ("B", entry.b)):
        try:
            if check_statement(s, label) != s:
                bad("statement", f"{label} has surrounding whitespace")
        except StatementError as exc:
            bad("statement", str(exc))
    try:
        pair_statement(entry.a, entry.b)
    except SignatureError as exc:
        bad("statement", f"A and B: {exc}")
    if probs:
        return probs, None
    pair = Pair(a=entry.a, b=entry.b, family=entry.family, a_true=entry.a_true, origin=entry.origin)
    digest = pair.digest(lean_version)
    if digest != entry.sha256:
        bad("hash", f"SHA256 of (A, B, family, Lean version[, a_true][, origin]) is {digest[:16]}…, "
                    f"manifest says {entry.sha256[:16]}…")
    if entry.name != certificate_name(entry.sha256):
        bad("hash", f"name {entry.name} is not bound to the manifest hash")
    allowed = KINDS_FOR_VERDICT.get(entry.verdict)
    if allowed is None:
        bad("verdict", f"verdict {entry.verdict.value} carries no certificate")
        return probs, None
    if entry.statement_kind not in allowed:
        why = (" (¬ B alone refutes only under an answer key: statement_kind not_b_answer_key with a_true: true)"
               if entry.statement_kind == StatementKind.not_b else "")
        bad("kind", f"a {entry.verdict.value} certificate cannot prove statement kind "
                    f"{entry.statement_kind.value}{why}")
        return probs, None
    if entry.statement_kind == StatementKind.not_b_answer_key and entry.a_true is not True:
        bad("kind", "statement kind not_b_answer_key needs the answer key a_true: true in the manifest")
        return probs, None
    if entry.file != f"{entry.verdict.value}/{entry.name}.lean":
        bad("path", f"file must be {entry.verdict.value}/{entry.name}.lean, manifest says {entry.file!r}")
    body = split_certificate(text)
    if body is None:
        bad("format", f"first line must be `{CERT_IMPORT}`")
        return probs, None
    if entry.verdict == Verdict.certified:
        if body not in certified_texts(entry.name, entry.a, entry.b, CERT_BRANCHES).values():
            bad("grammar", "a certified file must be exactly the generated theorem(s) proved by one "
                           f"truth-independent branch (by {' | '.join(CERT_BRANCHES)})")
    else:
        head = theorem_head(entry.name, entry.statement_kind, entry.a, entry.b)
        if not body.startswith(head + "\n"):
            bad("statement", "the theorem statement differs from the one generated from the manifest's "
                             "A, B and statement kind")
            return probs, None
        proof = body[len(head):].strip()
        if not proof.startswith("by"):
            bad("grammar", "a refutation proof must be a tactic block (`by …`)")
        code = _code_only(proof)
        for m in FORBIDDEN.finditer(code):
            bad("forbidden", f"`{m.group(0)}` is not allowed in a certificate's proof")
        if OTHER_CERTIFICATE.search(code):
            bad("forbidden", "a proof may not refer to a certificate's or a Lean item's constants")
        untrusted = untrusted_reason(proof, what="a certificate's proof")
        if untrusted is not None:  # the one rule for text paracert did not write (lean.guard)
            bad("forbidden", untrusted)
    if probs:
        return probs, None
    return probs, body


def _entry_problems(manifest: Manifest) -> tuple[list[Problem], set[int]]:
    """Duplicate names / files: a problem for every entry involved; those entries are not checked."""
    names = Counter(e.name for e in manifest.certificates)
    files = Counter(e.file for e in manifest.certificates)
    probs: list[Problem] = []
    skip: set[int] = set()
    for k, e in enumerate(manifest.certificates):
        if names[e.name] > 1 or files[e.file] > 1:
            what = f"name {e.name}" if names[e.name] > 1 else f"file {e.file}"
            probs.append(Problem(certificate=e.name, file=e.file, check="duplicate",
                                 detail=f"{what} appears in {max(names[e.name], files[e.file])} manifest entries"))
            skip.add(k)
    return probs, skip


def _listed_files(directory: Path) -> list[str]:
    out: list[str] = []
    for root, _dirs, files in os.walk(directory, followlinks=False):
        for f in files:
            if f.endswith(".lean"):
                out.append((Path(root) / f).relative_to(directory).as_posix())
    return sorted(out)


def check_directory(directory: Path, runner: LeanRunner | None, progress=None) -> CheckReport:
    report = CheckReport(directory=str(directory))
    try:
        raw = read_inside(directory, MANIFEST, MAX_MANIFEST_BYTES)
        manifest = Manifest.model_validate_json(raw)
    except UnsafeFile as exc:
        report.problems.append(Problem(certificate="-", check="manifest", detail=str(exc)))
        return report
    except Exception as exc:  # pydantic / JSON errors, in words
        report.problems.append(Problem(certificate="-", check="manifest", detail=str(exc)[:500]))
        return report
    report.lean_version = manifest.lean_version
    report.certificates = len(manifest.certificates)
    if runner is not None and runner.lean_version != manifest.lean_version:
        report.problems.append(Problem(
            certificate="-", check="lean_version",
            detail=f"certificates are bound to {manifest.lean_version!r}, this Lean is {runner.lean_version!r}"))
    if runner is not None and runner.profile.name != manifest.profile:
        # the base environment decides what a certificate's names mean: a run under another profile
        # (e.g. `profile = "bare"` in a paracert.toml committed beside the certificates) verifies
        # nothing about the statements as certified
        report.problems.append(Problem(
            certificate="-", check="profile",
            detail=f"certificates were made under the {manifest.profile!r} profile, this run elaborates under "
                   f"{runner.profile.name!r} (where it comes from: `paracert config show --for check`)"))
    listed = {e.file for e in manifest.certificates}
    for extra in _listed_files(directory):
        if extra not in listed:
            report.problems.append(Problem(certificate=extra, check="unlisted", detail="file not in the manifest"))
    dup_probs, skip = _entry_problems(manifest)
    report.problems.extend(dup_probs)
    to_run: list[tuple[ManifestEntry, str]] = []
    for k, entry in enumerate(manifest.certificates):
        if k in skip:
            continue
        try:
            text = read_inside(directory, entry.file)
        except UnsafeFile as exc:
            report.problems.append(Problem(certificate=entry.name, file=entry.file, check="file", detail=str(exc)))
            continue
        probs, body = static_check(entry, text, manifest.lean_version)
        report.problems.extend(probs)
        if body is not None:
            to_run.append((entry, body))
    if runner is None or not to_run:
        return report
    report.problems.extend(reading_problems([e for e, _ in to_run], runner, progress))
    native = runner.launcher.name == "native"
    session = getattr(runner, "mode", "batch") == "session"  # the session lists axioms itself
    items = []
    for e, body in to_run:
        names = expected_declarations(e)
        extra = "" if session else "\n" + "\n".join(
            PRINT_TERM.format(name=n) + (f"\n#print axioms {n}" if native else "") for n in names)
        items.append(LeanItem(item_id=e.file, code=f"{body}{extra}", collect_axioms=names))
    for (entry, _), res in zip(to_run, runner.run(items, progress=progress), strict=True):
        for p in judge_result(entry, res):
            report.problems.append(p)
        if res.axioms is not None:
            report.axiom_source[entry.file] = "lean"
            extra_ax = sorted({a for n in expected_declarations(entry) for a in (bad_axioms(res, n) or [])})
        else:
            report.axiom_source[entry.file] = "printed_term"
            extra_ax = sorted({a for n in expected_declarations(entry)
                               for a in (_extra_axioms(n, [m.text for m in res.messages]) or [])})
        if extra_ax:
            report.extra_axioms[entry.file] = extra_ax
        if not any(p.certificate == entry.name and p.file == entry.file for p in report.problems):
            report.verified += 1
    return report


def reading_problems(entries: list[ManifestEntry], runner: LeanRunner, progress=None) -> list[Problem]:
    """Each translated pair's declarations, as recorded in its entry, read again with the current
    vocabulary (`certify.mathlib_input.prepare_pairs`: headers, Lean's elaboration, the pointwise
    theorem proved again): a problem when they no longer read, or read as another A, B, answer key or
    pointwise theorem than the certified ones. The vocabulary may have changed; the reading may not."""
    read = [e for e in entries if e.origin is not None]
    if not read:
        return []
    pairs = [Pair(a=o.a, b=o.b, a_header=o.a_header, b_header=o.b_header, family=e.family, a_true=e.a_true,
                  pair_id=e.pair_id or e.name) for e in read if (o := e.origin) is not None]
    # The reading is its own stage, run only for translated pairs: its module (and the vocabulary
    # behind it) is imported here, not when check is.
    from paracert.certify.mathlib_input import prepare_pairs

    prepared = prepare_pairs(pairs, runner, progress=progress)
    probs: list[Problem] = []
    for k, entry in enumerate(read):
        assert entry.origin is not None
        now, translation = prepared.pairs[k], prepared.translated.get(k)
        what = [] if translation is None else [side for side, x, y in (("A", translation.a, entry.a),
                                                                        ("B", translation.b, entry.b)) if x != y]
        if what:
            detail = f"the recorded declarations now read as another {' and '.join(what)} than the certified one"
        elif now is None:
            settled = prepared.settled[k]
            detail = f"the recorded declarations no longer read as certified ({settled.verdict.value}: {settled.note})"
        elif translation is None or now.origin is None:
            detail = "the recorded origin is not a Mathlib-syntax pair (no header, no declaration): nothing was read"
        else:
            what = [name for name, x, y in (("answer key", now.a_true, entry.a_true),
                                            ("pointwise theorem", now.origin.pointwise, entry.origin.pointwise))
                    if x != y]
            if not what:
                continue
            detail = f"the recorded declarations now give another {' and '.join(what)} than the certified one"
        probs.append(Problem(certificate=entry.name, file=entry.file, check="reading", detail=detail[:500]))
    return probs


def judge_result(entry: ManifestEntry, res) -> list[Problem]:
    """Problems with one certificate's Lean result (elaboration, then axioms)."""

    def bad(check: CheckName, detail: str) -> Problem:
        return Problem(certificate=entry.name, file=entry.file, check=check, detail=detail)

    if not res.ok:
        what = "uses sorry" if res.uses_sorry else (
            res.errors[0].text.splitlines()[0] if res.errors else (res.detail or res.status.value))
        return [bad("lean", what)]
    names = expected_declarations(entry)
    out: list[Problem] = []
    if res.declarations is not None:  # the session says what the item declared: nothing else allowed
        stray = sorted(d for d in res.declarations
                       if not any(d == n or d.startswith(n + ".") or d.endswith("." + n) for n in names))
        if stray:
            out.append(bad("declarations", f"declares {', '.join(stray[:3])} besides {', '.join(names)}"))
    if res.axioms is not None:  # Lean.collectAxioms, from the session (rule: lean.text.trust_rules.axiom_problems)
        for n in names:
            problems = axiom_problems(res, n)
            if problems is None:
                out.append(bad("axioms", f"Lean listed no axioms for {n}"))
            elif problems:
                out.append(bad("axioms", f"{n}: {'; '.join(problems)}"))
        return out
    texts = [m.text for m in res.messages]
    for n in names:  # fallback: the printed proof term
        found = _extra_axioms(n, texts)
        if found is None:
            out.append(bad("axioms", f"Lean printed no (complete) proof term of {n} to inspect"))
        elif found:
            out.append(bad("axioms", f"{n} depends on {', '.join(found)}"))
        # A certified file is exactly the generated text (static check), so the auxiliaries it has are
        # the vetted branches' own (simp makes `NAME._simp_1_15`, measured); a refutation's proof is free.
        aux = [] if entry.verdict == Verdict.certified else _foreign_constants(n, texts, names)
        if aux:
            out.append(bad("axioms", f"{n} refers to {', '.join(aux[:3])}: auxiliary or foreign declarations "
                                     "whose axioms a printed term does not show (needs Lean.collectAxioms)"))
    return out


def _term_texts(name: str, texts: list[str]) -> list[str]:
    return [t for t in texts if re.search(rf"theorem \S*\b{re.escape(name)}\b", t.split(":", 1)[0])]


def _foreign_constants(name: str, texts: list[str], own: list[str]) -> list[str]:
    """Constants in the printed term of `name` that are auxiliary declarations of it (`name.…`,
    `name._…`) or another item's (`PcItem<k>.…`), other than the certificate's own theorems `own`
    (a certified theorem is an instance of its `_schema`)."""
    found: list[str] = []
    mine = "|".join(re.escape(n) for n in own)
    for text in _term_texts(name, texts):
        term = text.split(":=", 1)[-1]
        for m in re.finditer(r"[\w.'«»]+", term):
            tok = m.group(0)
            if re.fullmatch(rf"(_private\.[\w.]*\.)?(PcItem\d+\.)?({mine})", tok):
                continue
            if re.search(rf"(^|\.){re.escape(name)}[._]", tok) or "PcItem" in tok:
                found.append(tok)
    return sorted(set(found))


def _extra_axioms(name: str, texts: list[str]) -> list[str] | None:
    """Axioms beyond the standard three, from the printed proof term (and `#print axioms` if any).

    None when no complete proof term was printed (e.g. elided with ⋯)."""
    found: set[str] = set()
    term_seen = False
    for text in texts:
        head = text.split(":", 1)[0]
        if re.search(rf"theorem \S*\b{re.escape(name)}\b", head):
            if "⋯" in text:
                return None
            term_seen = True
            found |= {("sorryAx" if m == "sorry" else m) for m in NONSTANDARD.findall(text.split(":=", 1)[-1])}
        elif "depends on axioms:" in text and re.search(rf"\b{re.escape(name)}\b", text.split("depends", 1)[0]):
            listed = text.split("[", 1)[-1].rstrip("]").split(",")
            found |= {a.strip() for a in listed if a.strip()} - ALLOWED_AXIOMS
    return sorted(found) if term_seen else None

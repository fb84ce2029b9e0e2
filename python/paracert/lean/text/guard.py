"""Checks Lean text must pass before it reaches Lean; the one rule for untrusted text.

Every check reads Lean's own token stream (`paracert.lean.text.lexer`), so a word inside a comment or a
string is never refused and a word outside one is never missed.

* `check_snippet(code, trusted=True)`: what any item needs to share a batch (not empty, no NUL, size,
  no unterminated comment/literal, no `import`/`#exit`, balanced `namespace`/`section`/`mutual`).
  Paracert's own generated Lean is checked in this trusted mode (the runner's default).
* `untrusted_reason(code)` / `check_snippet(code, trusted=False)`: text paracert did not write
  (statements, dataset rows, model replies, files given to `elaborate`) may not run code or change
  anything beyond itself. The table of such constructs (`UNTRUSTED_WORDS` / `UNTRUSTED_NAMES` /
  `UNTRUSTED_PREFIXES`) is `paracert.lean.text.trust_rules`, the one table of trust rules;
  `certify.pairs`, `certify.check` and `robustness.trust` call into this module.
* `statement_reason(text)`: a statement (pair A/B) must also be one term: no comments, no command
  keywords, no `:=` outside brackets, balanced brackets, bounded nesting, length and literal size.
"""

from __future__ import annotations

from dataclasses import dataclass

from paracert.errors import InputError
from paracert.lean.text.lexer import (
    IDENT,
    INTERP,
    KEYWORD,
    NAME,
    NUM,
    SCI,
    SYMBOL,
    Lexed,
    Token,
    tokenize,
)
from paracert.lean.text.trust_rules import (
    _CODE,
    _ELAB,
    _FILE,
    _IO,
    INVISIBLE,
    UNTRUSTED_NAMES,
    UNTRUSTED_PREFIXES,
    UNTRUSTED_WORDS,
)

MAX_SNIPPET_CHARS = 200_000
MAX_UNTRUSTED_CHARS = 50_000
MAX_STATEMENT_CHARS = 20_000
# Real statements (data/, certificates/, the shared FormInv/miniF2F/ProofNet data) nest at most 6
# brackets deep and their longest numeral has 10 digits (measured by tests/test_guard.py); these limits
# leave ample room and stop pathological input (2,500-deep parentheses, 10^6-digit literals) before Lean.
MAX_STATEMENT_NESTING = 64
MAX_NUMERAL_DIGITS = 200

_SCOPE_OPENERS = {"namespace", "section", "mutual"}
# A statement is one term: no command keyword, no proof, no declaration syntax.
STATEMENT_WORDS = {
    "theorem", "lemma", "def", "example", "abbrev", "instance", "structure", "class", "inductive", "axiom",
    "opaque", "namespace", "section", "end", "open", "export", "universe", "variable", "mutual", "attribute",
    "deriving", "where", "private", "protected", "noncomputable", "partial", "nonrec", "public", "meta",
    "by", "sorry", "admit", "decide", "native_decide", "decreasing_by", "termination_by", "omit",
    "include", "set_option", "import",
}
BRACKETS = {"(": ")", "[": "]", "{": "}", "⟨": "⟩", "⦃": "⦄", "⟦": "⟧"}
_CLOSERS = {v: k for k, v in BRACKETS.items()}


class SnippetError(InputError):
    """Text that cannot be sent to Lean, with the reason in words."""


@dataclass(frozen=True)
class Finding:
    offset: int
    construct: str
    reason: str


def decode_source(data: bytes, name: str) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SnippetError(f"{name}: not UTF-8 (invalid byte 0x{data[exc.start]:02x} at offset {exc.start})") from exc


def _line(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def code_words(text: str, mask: list[bool] | None = None) -> list[tuple[int, str]]:
    """Offsets and words of the scope/batch-control keywords in code (`#exit`, `import`, `namespace`,
    `section`, `mutual`, `end`), from Lean's token stream. (`mask` is ignored: kept for callers.)"""
    words = {"#exit", "import", "namespace", "section", "mutual", "end"}
    return [(t.start, t.text) for t in tokenize(text).tokens if t.kind in (KEYWORD, SYMBOL) and t.text in words]


def _batch_problem(code: str, max_chars: int, lexed: Lexed) -> str | None:
    if not code.strip():
        return "empty snippet: no Lean code"
    if "\x00" in code:
        return "snippet contains a NUL character"
    if len(code) > max_chars:
        return f"snippet too large: {len(code)} characters (limit {max_chars})"
    if lexed.error is not None:
        err = lexed.error
        return f"line {err.line}: {err.message}: Lean would not read the rest as written"
    depth = 0
    for t in lexed.tokens:
        if t.kind not in (KEYWORD, SYMBOL):
            continue
        line = _line(code, t.start)
        if t.text == "#exit":
            return f"line {line}: `#exit` would end the whole batch"
        if t.text == "import":
            return f"line {line}: `import` inside a snippet; imports belong to the batch profile"
        if t.text in _SCOPE_OPENERS:
            depth += 1
        elif t.text == "end":
            depth -= 1
            if depth < 0:
                return f"line {line}: `end` closes a scope the snippet did not open"
    if depth > 0:
        return "a `namespace`/`section`/`mutual` is left open at the end of the snippet"
    return None


def _is_word(t: Token) -> bool:
    return t.kind in (IDENT, KEYWORD) or (t.kind == SYMBOL and t.text[:1].isalpha())


def untrusted_findings(lexed: Lexed) -> list[Finding]:
    """Every construct of the untrusted-text rule found in Lean's tokens, in order."""
    text, toks = lexed.text, lexed.tokens
    out: list[Finding] = []
    for i, ch in enumerate(text):
        if ord(ch) in INVISIBLE:
            out.append(Finding(i, f"U+{ord(ch):04X}", "an invisible or bidirectional control character "
                                                     "(the text would read differently from what Lean sees)"))
            break
    skip: set[int] = set()
    for k, t in enumerate(toks):
        if k in skip:
            continue
        if t.kind == SYMBOL and t.text.startswith("#") and t.text not in ("#[", "#v["):
            out.append(Finding(t.start, t.text, "a `#` command runs or inspects code"))
        elif t.kind == SYMBOL and t.text == "@[":
            out.append(Finding(t.start, "@[…]", "attributes (`simp`, `instance`, `implemented_by`, …) change "
                                                 "how later code elaborates or runs"))
        elif _is_word(t) and t.text == "open":
            j = k + 1  # `open A B (x) hiding y renaming a → b scoped C in …` is allowed only with `in`
            while j < len(toks) and (toks[j].kind == IDENT or toks[j].text in
                                     {"(", ")", "hiding", "renaming", "→", "->", "scoped", ","}):
                j += 1
            if j < len(toks) and toks[j].text == "in":
                skip.update(range(k + 1, j + 1))
            else:
                out.append(Finding(t.start, "open", "`open` without `in` changes name resolution for later code"))
        elif _is_word(t) and t.text in UNTRUSTED_WORDS:
            out.append(Finding(t.start, t.text, UNTRUSTED_WORDS[t.text]))
        elif t.kind in (IDENT, KEYWORD, NAME):
            for part in t.parts:
                why = UNTRUSTED_NAMES.get(part)
                if why is None:
                    why = next((w for p, w in UNTRUSTED_PREFIXES.items() if part.startswith(p)), None)
                if why is not None:
                    out.append(Finding(t.start, t.text, why))
                    break
    for c in lexed.trivia:  # a comment glued to a symbol: token boundaries would depend on the notation table
        prev = next((t for t in reversed(toks) if t.end <= c.start), None)
        if prev is not None and prev.end == c.start and prev.kind == SYMBOL and prev.text[-1] not in "()[]{}⟨⟩,;":
            out.append(Finding(c.start, prev.text + c.text[:2], "a comment opener glued to a symbol"))
    return sorted(out, key=lambda f: f.offset)


# What reaches beyond Lean itself (runs code, reads files, does input/output): refused by the daemon in
# every item, whoever says it is trusted (`side_effect_reason`).
SIDE_EFFECTS = {_CODE, _IO, _FILE, _ELAB, "runs code when the environment is loaded", "binds external (compiled) code",
                "replaces the compiled code of a declaration", "unsafe code", "an unsafe primitive"}
# `#` commands that only print what Lean already has (the batch check's proof-term scan uses `#print`)
INSPECTING = {"#print", "#check"}


def side_effect_reason(code: str) -> str | None:
    """Why `code` would reach beyond Lean (run code, read a file, do input/output), or None."""
    for f in untrusted_findings(tokenize(code)):
        if f.reason in SIDE_EFFECTS or (f.construct.startswith("#") and f.construct not in INSPECTING):
            return f"line {_line(code, f.offset)}: `{f.construct}` {f.reason}"
    return None


def untrusted_reason(code: str, max_chars: int = MAX_UNTRUSTED_CHARS, what: str = "untrusted Lean",
                     profile: str = "core") -> str | None:
    """Why `code` (text paracert did not write) may not be sent to Lean, or None when it may. `profile`
    is the batch profile the code will be elaborated under (its notations decide some token boundaries)."""
    lexed = tokenize(code, profile)
    problem = _batch_problem(code, max_chars, lexed)
    if problem is not None:
        return problem
    found = untrusted_findings(lexed)
    if found:
        f = found[0]
        return f"line {_line(code, f.offset)}: `{f.construct}` is not allowed in {what} ({f.reason})"
    return None


def check_snippet(code: str, max_chars: int = MAX_SNIPPET_CHARS, *, trusted: bool = True) -> None:
    """Raise SnippetError when the snippet cannot be isolated inside a batch; with trusted=False, also
    when it breaks the untrusted-text rule."""
    if not trusted:
        reason = untrusted_reason(code, max_chars=max_chars)
        if reason is not None:
            raise SnippetError(reason)
        return
    problem = _batch_problem(code, max_chars, tokenize(code))
    if problem is not None:
        raise SnippetError(problem)


def statement_reason(text: str, max_chars: int = MAX_STATEMENT_CHARS) -> str | None:
    """Why `text` is not a single closed-term statement paracert may embed in a theorem, or None."""
    if len(text) > max_chars:
        return f"statement too large: {len(text)} characters (limit {max_chars})"
    lexed = tokenize(text)
    problem = _batch_problem(text, max_chars, lexed)
    if problem is not None:
        return problem
    if lexed.trivia:
        return "comments are not allowed inside a statement"
    found = untrusted_findings(lexed)
    if found:
        f = found[0]
        return f"`{f.construct}` is not allowed in a statement ({f.reason})"
    for t in lexed.tokens:
        if t.kind == INTERP:
            return "interpolated strings (`s!\"…{…}\"`) are not allowed in a statement"
        if t.kind in (NUM, SCI) and sum(c.isdigit() for c in t.text) > MAX_NUMERAL_DIGITS:
            return f"numeral with more than {MAX_NUMERAL_DIGITS} digits at offset {t.start}"
        if _is_word(t) and t.text in STATEMENT_WORDS:
            return f"`{t.text}` is not allowed in a statement (it must be one term)"
        if not t.known:
            return f"`{t.text}` (U+{ord(t.text[0]):04X}) at offset {t.start} is not a Lean token"
    stack: list[str] = []
    deepest = 0
    for t in lexed.tokens:
        if t.kind != SYMBOL:
            continue
        if t.text == ":=" and not stack:
            return "`:=` is not allowed in a statement (it must be one term)"
        for ch in t.text:
            if ch in BRACKETS:
                stack.append(BRACKETS[ch])
                deepest = max(deepest, len(stack))
                if deepest > MAX_STATEMENT_NESTING:
                    return f"brackets nested more than {MAX_STATEMENT_NESTING} deep"
            elif ch in _CLOSERS:
                if not stack or stack.pop() != ch:
                    return f"unbalanced `{ch}` at offset {t.start}"
    if stack:
        return f"`{stack[-1]}` missing at the end"
    return None


# ---------------------------------------------------------------------------------------------------
# The file rule: `paracert elaborate FILE` (untrusted). The untrusted-text rule above, with the few
# constructs valid files need where they cannot change how another declaration's statement reads or
# how it is reported (docs/trust.md, "Untrusted Lean"). Each allowance is exact, on Lean's tokens:
# * `set_option O N` (also `… in`) for the resource limits in SAFE_OPTIONS with a numeral N: a limit
#   decides whether elaboration finishes, never what a term means (the wall-clock limit still holds);
# * `open Classical` alone (no other namespace, no `hiding`/`renaming`), only where the file imports
#   nothing beyond Init (`open_classical`): it makes `Classical.*` names resolvable by their short
#   names (an identifier with two candidates is elaborated against both: a statement that reads without
#   the `open` reads the same, or becomes ambiguous and fails) and activates the namespace's one scoped
#   declaration in Init, the low-priority instance `Classical.propDecidable` of the subsingleton class
#   `Decidable` (chosen only where no other instance is found, i.e. where the statement would not
#   elaborate without it);
# * `@[simp]` on a declaration and `attribute [simp] NAME…`: a simp lemma is a proved theorem (its
#   axioms reach every declaration whose proof uses it); simp runs in proofs, never in how a statement reads;
# * `instance … : C T₁ … Tₙ` at the top level (no namespace or section open), when every explicit
#   argument Tᵢ is a type this file declares before it at the top level with `structure`, `inductive` or
#   `class` (the name alone or applied, `(Pair α)`), or a numeral as `OfNat T k`'s second argument; no
#   binder of the instance, and no `variable` of the file, mentions such a name; and C is not a class of
#   the file declared with `extends` or bracketed fields (whose projections are instances). Such an
#   instance can only be found for a goal that holds one of the file's own types in each argument
#   (an inductive type is rigid: no other type unifies with it), so it changes how a statement reads
#   only where the statement is about the file's types. Lean must then report that the file declared
#   each of those types (`Allowance.needs`; a `structure Nat` that failed because `Nat` exists names the
#   library's type): `paracert elaborate` checks it against the item's declarations.
SAFE_OPTIONS = frozenset({"maxHeartbeats", "maxRecDepth", "synthInstance.maxHeartbeats", "synthInstance.maxSize"})
_TYPE_DECLS = frozenset({"structure", "inductive", "class"})
_COMMAND_STARTS = frozenset({
    "theorem", "lemma", "def", "abbrev", "instance", "structure", "inductive", "class", "axiom", "opaque",
    "example", "namespace", "section", "end", "open", "set_option", "variable", "universe", "attribute",
    "@[", "mutual", "private", "protected", "noncomputable", "partial", "nonrec", "deriving", "#", "macro",
    "syntax", "notation", "elab", "export", "local", "scoped", "include", "omit"})


@dataclass(frozen=True)
class Allowance:
    """A construct of the untrusted-text rule the file rule allowed, and the names Lean must report
    the file declared for the allowance to hold."""

    offset: int
    construct: str
    needs: tuple[str, ...] = ()


def _command_end(toks: list[Token], k: int) -> int:
    """The index of the first token after `toks[k]` that starts another command (or len(toks))."""
    j = k + 1
    while j < len(toks) and not (toks[j].text in _COMMAND_STARTS and toks[j].kind in (KEYWORD, SYMBOL)):
        j += 1
    return j


def _instance_needs(toks: list[Token], k: int, types: set[str], depth: int, classes_with_parents: set[str],
                    shadowed: set[str]) -> tuple[str, ...] | None:
    """The file's types an `instance` at `toks[k]` rests on, when it has the allowed shape; else None."""
    if depth != 0:
        return None
    end = _command_end(toks, k)
    j = k + 1
    if j < end and toks[j].text == "(" and j + 1 < end and toks[j + 1].text == "priority":
        while j < end and toks[j].text != ")":
            j += 1
        j += 1
    if j < end and toks[j].kind == IDENT:
        j += 1  # the instance's name
    stack: list[str] = []
    binders: list[Token] = []
    while j < end:  # binders up to the `:` outside brackets
        t = toks[j]
        if not stack and t.text == ":":
            break
        if t.text in BRACKETS:
            stack.append(BRACKETS[t.text])
        elif stack and t.text == stack[-1]:
            stack.pop()
        elif not stack:
            return None  # not a binder
        binders.append(t)
        j += 1
    if j >= end or any(b.kind == IDENT and b.text in types for b in binders):
        return None
    j += 1
    if j >= end or toks[j].kind != IDENT:
        return None
    cls = toks[j].text
    if cls.split(".")[-1] in classes_with_parents:
        return None
    j += 1
    needs: list[str] = []
    position = 0
    while j < end and toks[j].text not in (":=", "where", "|"):
        t = toks[j]
        position += 1
        if t.kind == IDENT and t.text in types and t.text not in shadowed:
            needs.append(t.text)
            j += 1
        elif t.text == "(" and j + 1 < end and toks[j + 1].kind == IDENT and toks[j + 1].text in types \
                and toks[j + 1].text not in shadowed:
            needs.append(toks[j + 1].text)
            level = 0
            while j < end:
                level += 1 if toks[j].text in BRACKETS else -1 if toks[j].text in _CLOSERS else 0
                j += 1
                if level == 0:
                    break
        elif t.kind == NUM and cls == "OfNat" and position == 2 and needs:
            j += 1
        else:
            return None
    if not needs or j >= end:
        return None
    return tuple(dict.fromkeys(needs))


def file_reason(code: str, *, open_classical: bool, max_chars: int = MAX_UNTRUSTED_CHARS,
                profile: str = "core") -> tuple[str | None, list[Allowance]]:
    """Why the file `code` (given to `paracert elaborate`, untrusted) may not be sent to Lean, or None;
    and the constructs of the untrusted-text rule it allowed (the file rule above). `open_classical`:
    whether the file imports nothing beyond Init."""
    lexed = tokenize(code, profile)
    problem = _batch_problem(code, max_chars, lexed)
    if problem is not None:
        return problem, []
    toks = lexed.tokens
    types: set[str] = set()
    classes_with_parents: set[str] = set()
    shadowed: set[str] = set()
    depth_at: dict[int, int] = {}
    depth = 0
    for k, t in enumerate(toks):
        depth_at[k] = depth
        if t.kind not in (KEYWORD, SYMBOL):
            continue
        if t.text in _SCOPE_OPENERS:
            depth += 1
        elif t.text == "end":
            depth = max(0, depth - 1)
    allowed: list[Allowance] = []
    ok_offsets: set[int] = set()
    for k, t in enumerate(toks):
        word = t.text if t.kind in (KEYWORD, SYMBOL) else None
        nxt = toks[k + 1] if k + 1 < len(toks) else None
        if word in _TYPE_DECLS:
            j = k + 1
            if word == "class" and nxt is not None and nxt.text == "inductive":
                j += 1
            if j < len(toks) and toks[j].kind == IDENT:
                name = toks[j].text
                if depth_at[k] == 0:
                    types.add(name)
                if word == "class":
                    body = toks[j + 1:_command_end(toks, j)]
                    if any(b.text in ("extends", "[") for b in body):
                        classes_with_parents.add(name.split(".")[-1])
        elif word == "variable":
            shadowed.update(b.text for b in toks[k + 1:_command_end(toks, k)] if b.kind == IDENT)
        elif word == "set_option" and nxt is not None and nxt.text in SAFE_OPTIONS and k + 2 < len(toks) \
                and toks[k + 2].kind == NUM and toks[k + 2].text.isdigit():
            ok_offsets.add(t.start)
            allowed.append(Allowance(t.start, f"set_option {nxt.text}"))
        elif word == "open" and open_classical and nxt is not None and nxt.text == "Classical" \
                and (k + 2 >= len(toks) or toks[k + 2].kind not in (IDENT, NAME)
                     and toks[k + 2].text not in ("(", "hiding", "renaming", "→", "->", "scoped", ",", "in")):
            ok_offsets.add(t.start)
            allowed.append(Allowance(t.start, "open Classical"))
        elif word == "@[" and nxt is not None and nxt.text == "simp" and k + 2 < len(toks) and toks[k + 2].text == "]":
            ok_offsets.add(t.start)
            allowed.append(Allowance(t.start, "@[simp]"))
        elif word == "attribute" and k + 3 < len(toks) and [x.text for x in toks[k + 1:k + 4]] == ["[", "simp", "]"]:
            end = _command_end(toks, k)
            if end > k + 4 and all(x.kind == IDENT for x in toks[k + 4:end]):
                ok_offsets.add(t.start)
                allowed.append(Allowance(t.start, "attribute [simp]"))
        elif word == "instance":
            needs = _instance_needs(toks, k, types, depth_at[k], classes_with_parents, shadowed)
            if needs is not None:
                ok_offsets.add(t.start)
                allowed.append(Allowance(t.start, "instance", needs))
    found = [f for f in untrusted_findings(lexed) if f.offset not in ok_offsets]
    if found:
        f = found[0]
        return f"line {_line(code, f.offset)}: `{f.construct}` is not allowed in a file given to `paracert " \
               f"elaborate` ({f.reason})", allowed
    return None, allowed

"""Checks Lean text must pass before it reaches Lean; the one rule for untrusted text.

Every check reads Lean's own token stream (`paracert.lean.text.lexer`), so a word inside a comment or a
string is never refused and a word outside one is never missed.

* `check_snippet(code, trusted=True)`: what any item needs to share a batch (not empty, no NUL, size,
  no unterminated comment/literal, no `import`/`#exit`, balanced `namespace`/`section`/`mutual`).
  Paracert's own generated Lean is checked in this trusted mode (the runner's default).
* `untrusted_reason(code)` / `check_snippet(code, trusted=False)`: text paracert did not write
  (statements, dataset rows, model replies, files given to `elaborate`) may not run code or change
  anything beyond itself. The table `UNTRUSTED_WORDS` / `UNTRUSTED_NAMES` below is the only list of
  such constructs in paracert; `certify.pairs` and `robustness.trust` call into this module.
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

MAX_SNIPPET_CHARS = 200_000
MAX_UNTRUSTED_CHARS = 50_000
MAX_STATEMENT_CHARS = 20_000
# Real statements (data/, certificates/, the shared FormInv/miniF2F/ProofNet data) nest at most 6
# brackets deep and their longest numeral has 10 digits (measured by tests/test_guard.py); these limits
# leave ample room and stop pathological input (2,500-deep parentheses, 10^6-digit literals) before Lean.
MAX_STATEMENT_NESTING = 64
MAX_NUMERAL_DIGITS = 200

_SCOPE_OPENERS = {"namespace", "section", "mutual"}
_CODE = "runs code at elaboration time"
_SYNTAX = "changes how later text is read (syntax, notation, macros)"
_ELAB = "defines an elaborator (runs code at elaboration time)"
_GLOBAL = "has a global effect on later declarations"
_NATIVE = "trusts compiled code instead of the kernel (Lean.ofReduceBool)"
_FILE = "reads a file of the machine"
_IO = "performs input/output or other side effects"

# Words (keywords or identifiers, compared whole) refused in untrusted text, with the reason.
UNTRUSTED_WORDS: dict[str, str] = {
    "run_cmd": _CODE, "run_tac": _CODE, "run_elab": _CODE, "run_meta": _CODE, "by_elab": _CODE,
    "initialize": "runs code when the environment is loaded",
    "builtin_initialize": "runs code when the environment is loaded",
    "import": "imports belong to the batch profile", "prelude": "changes the imported environment",
    "unsafe": "unsafe code", "extern": "binds external (compiled) code",
    "implemented_by": "replaces the compiled code of a declaration",
    "axiom": "adds an unproved assumption", "opaque": "declares a constant whose definition is hidden",
    "native_decide": _NATIVE, "native": _NATIVE,
    "macro": _SYNTAX, "macro_rules": _SYNTAX, "syntax": _SYNTAX, "notation": _SYNTAX, "notation3": _SYNTAX,
    "infix": _SYNTAX, "infixl": _SYNTAX, "infixr": _SYNTAX, "prefix": _SYNTAX, "postfix": _SYNTAX,
    "binder_predicate": _SYNTAX, "declare_syntax_cat": _SYNTAX, "unif_hint": _GLOBAL,
    "elab": _ELAB, "elab_rules": _ELAB, "simproc": _ELAB, "dsimproc": _ELAB, "simproc_decl": _ELAB,
    "dsimproc_decl": _ELAB, "builtin_simproc": _ELAB, "builtin_dsimproc": _ELAB, "builtin_simproc_decl": _ELAB,
    "builtin_dsimproc_decl": _ELAB, "declare_simp_like_tactic": _ELAB, "grind_pattern": _GLOBAL,
    "instance": "adds a global instance (changes how later code elaborates)",
    "attribute": "changes the attributes of existing declarations (e.g. `simp`)",
    "set_option": "changes elaboration options (heartbeats, kernel and debug switches)",
    "export": "changes name resolution for later code",
    "local": "a `local` command changes how later code in the unit is read",
    "scoped": "a `scoped` command changes how code in the namespace is read",
    "register_simp_attr": _GLOBAL, "register_option": _GLOBAL, "register_builtin_option": _GLOBAL,
    "register_tactic_tag": _GLOBAL, "register_error_explanation": _GLOBAL, "add_decl_doc": _GLOBAL,
    "seal": _GLOBAL, "unseal": _GLOBAL, "init_quot": _GLOBAL, "include_str": _FILE, "include_bytes": _FILE,
    "dbg_trace": _IO, "debug_assert!": _IO,
}
# Name components refused anywhere in a name (`_root_.IO`, `IO.FS.writeFile`, `Lean.ofReduceBool`).
UNTRUSTED_NAMES: dict[str, str] = {
    "IO": _IO, "EIO": _IO, "BaseIO": _IO, "unsafeBaseIO": _IO, "unsafeIO": _IO, "unsafeEIO": _IO,
    "ofReduceBool": _NATIVE, "ofReduceNat": _NATIVE, "reduceBool": _NATIVE, "reduceNat": _NATIVE,
    "trustCompiler": _NATIVE, "sorryAx": "the axiom behind `sorry`", "implemented_by": "replaces compiled code",
    "native_decide": _NATIVE, "extern": "binds external (compiled) code", "run_tac": _CODE, "run_cmd": _CODE,
    "run_elab": _CODE, "run_meta": _CODE, "dbg_trace": _IO,
}
# Name prefixes: `dbgSleep`, `dbgTrace`, `dbgTraceIfShared`, `unsafeCast`, `unsafeIO`, ...
UNTRUSTED_PREFIXES = {"dbg": _IO, "unsafe": "an unsafe primitive"}
# Characters that make text read differently from how it is stored (Trojan Source) or hide it.
INVISIBLE = {0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xFEFF, 0x061C,
             0x00AD, 0x180E} | set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A))

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

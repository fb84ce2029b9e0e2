"""From an autoformalizer's reply to Lean code, and from that code to one closed proposition.

`extract_code(reply, provided_imports)`: the first fenced ```lean block that holds a theorem (else
any fenced block, else the reply from its first `theorem` line on). Leading `import` lines are
dropped when the run's Lean profile already provides every imported module (`import Mathlib` under
the mathlib profile); any other `import` stays and the guard rejects it.

`header_and_declaration(code)`: a formalization written for Mathlib cut before the line of its first
theorem: the lines above it (imports, opens, definitions) are its header, the rest its declaration,
both read by `certify.mathlib_input` (which decides what a header may hold).

`main_theorem(code)`: the first `theorem` / `lemma` / `example` (outside comments and strings), its
binders and its conclusion, found by a bracket-depth scan (not a Lean parser). `closed_proposition`
turns it into a closed term, binders as `∀`: with paracert's statement parser
(`transforms.parser`) when the statement is inside its fragment (printed canonically, hypotheses as
`→`), else textually as `∀ <binders>, <conclusion>`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from paracert.lean.text.lexer import code_mask
from paracert.transforms.parser import ParseError, parse
from paracert.transforms.printer import print_expr

_FENCE = re.compile(r"```[ \t]*([\w+-]*)[^\n]*\n(.*?)```", re.DOTALL)
_DECL = re.compile(r"(?<![\w.'])(theorem|lemma|example)(?![\w'!?])")
_IMPORT_LINE = re.compile(r"^\s*import\s+(.+?)\s*$")
_COMMAND_WORD = re.compile(r"^(?:@\[[^\]]*\]\s*)?([#\w]+)")
_COMMAND_KEYWORDS = frozenset(
    "open def theorem lemma example abbrev instance structure class inductive variable universe namespace "
    "section end noncomputable set_option attribute axiom opaque macro macro_rules syntax notation infix infixl "
    "infixr prefix postfix private protected local scoped mutual deriving initialize elab run_cmd unsafe "
    "partial".split()
)
_WHERE = re.compile(r"where(?![\w'!?])")
_OPEN = {"(": ")", "[": "]", "{": "}", "⟨": "⟩", "⦃": "⦄"}
_CLOSE = set(_OPEN.values())


@dataclass
class ExtractedCode:
    code: str | None
    note: str | None = None
    dropped_imports: list[str] = field(default_factory=list)


def extract_code(reply: str, provided_imports: list[str] | tuple[str, ...] = ()) -> ExtractedCode:
    """The Lean code of a reply, or `code=None` with the reason in `note`."""
    blocks = [(lang.lower(), body) for lang, body in _FENCE.findall(reply)]
    lean_blocks = [b for lang, b in blocks if lang.startswith("lean")]
    code = next((b for b in lean_blocks + [b for _, b in blocks] if _DECL.search(b)), None)
    if code is None:
        match = re.search(r"^\s*(theorem|lemma|example)\b", reply, flags=re.MULTILINE)
        if match is None:
            return ExtractedCode(None, "no Lean theorem in the reply")
        code = reply[match.start():]
    code, dropped = _drop_provided_imports(code, provided_imports)
    if not code.strip():
        return ExtractedCode(None, "empty Lean block")
    return ExtractedCode(code.strip() + "\n", None, dropped)


def _drop_provided_imports(code: str, provided: list[str] | tuple[str, ...]) -> tuple[str, list[str]]:
    lines = code.splitlines()
    dropped: list[str] = []
    k = 0
    while k < len(lines):
        line = lines[k]
        m = _IMPORT_LINE.match(line)
        if not line.strip():
            k += 1
            continue
        if m is None:
            break
        modules = m.group(1).split()
        if not all(any(mod == p or mod.startswith(p + ".") for p in provided) for mod in modules):
            break
        dropped.extend(modules)
        k += 1
    return "\n".join(lines[k:]), dropped


@dataclass
class TheoremParts:
    keyword: str
    name: str
    binders: str  # the bracketed binder groups before the colon, as written (comments removed)
    conclusion: str
    other_commands: list[str]  # first words of the other top-level commands in the code (open, def, ...)

    @property
    def standalone(self) -> bool:
        """True when the statement means the same outside this code (no opens, defs, variables, ...)."""
        return not self.other_commands


def header_and_declaration(code: str) -> tuple[str, str] | None:
    """(header, declaration) of `code`, cut at the start of the line of its first `theorem` / `lemma`
    / `example` outside comments and strings; None when it has none."""
    mask, _ = code_mask(code)
    start = next((m.start() for m in _DECL.finditer(code) if mask[m.start()]), None)
    if start is None:
        return None
    cut = code.rfind("\n", 0, start) + 1
    return code[:cut].strip(), code[cut:].strip()


def main_theorem(code: str) -> TheoremParts | None:
    """The first theorem of `code`, split into binders and conclusion; None when there is none."""
    mask, _ = code_mask(code)
    start = next((m for m in _DECL.finditer(code) if mask[m.start()]), None)
    if start is None:
        return None
    keyword = start.group(1)
    pos = start.end()
    name = ""
    if keyword != "example":
        m = re.compile(r"\s+([^\s(\[{⦃:]+)").match(code, pos)
        if m is None:
            return None
        name, pos = m.group(1), m.end()
    header = _header(code, mask, pos)
    if header is None:
        return None
    binders, conclusion = header
    if not conclusion.strip() or not _only_groups(binders):
        return None
    others = _other_commands(code, mask, start.start())
    return TheoremParts(keyword, name, " ".join(binders.split()), " ".join(conclusion.split()), others)


def _header(code: str, mask: list[bool], pos: int) -> tuple[str, str] | None:
    """(binders, conclusion) from `pos` up to the top-level `:=` (or the end); None if malformed."""
    depth = 0
    colon: int | None = None
    out: list[str] = []
    i = pos
    while i < len(code):
        ch = code[i]
        if not mask[i]:
            if ch == '"':
                return None  # a string literal inside a statement: leave it to Lean, not to this scan
            out.append(" ")
            i += 1
            continue
        if ch in _OPEN:
            depth += 1
        elif ch in _CLOSE:
            depth -= 1
            if depth < 0:
                return None
        elif depth == 0 and code.startswith(":=", i):
            break
        elif depth == 0 and ch == ":" and colon is None:
            colon = len(out)
            out.append(ch)
            i += 1
            continue
        elif depth == 0 and _WHERE.match(code, i) and (i == 0 or not _is_name_char(code[i - 1])):
            break
        out.append(ch)
        i += 1
    if depth != 0 or colon is None:
        return None
    text = "".join(out)
    return text[:colon], text[colon + 1:]


def _is_name_char(ch: str) -> bool:
    return ch.isalnum() or ch in "_'.!?"


def _only_groups(binders: str) -> bool:
    """The binder text is nothing but bracketed groups (what `∀` accepts as written)."""
    depth = 0
    for ch in binders:
        if ch in _OPEN:
            depth += 1
        elif ch in _CLOSE:
            depth -= 1
        elif depth == 0 and not ch.isspace():
            return False
    return True


def _other_commands(code: str, mask: list[bool], main_start: int) -> list[str]:
    """First words of the top-level commands (column-0 code lines) other than the main theorem."""
    words: list[str] = []
    pos = 0
    for line in code.split("\n"):
        is_main = pos <= main_start <= pos + len(line)
        if line and not line[0].isspace() and mask[pos] and not is_main:
            m = _COMMAND_WORD.match(line)
            if m and (m.group(1) in _COMMAND_KEYWORDS or m.group(1).startswith("#")):
                words.append(m.group(1))
        pos += len(line) + 1
    return words


def closed_proposition(code: str) -> tuple[str | None, str | None]:
    """(proposition, reason it is None) for the first theorem of `code`."""
    parts = main_theorem(code)
    if parts is None:
        return None, "no theorem header found (`theorem NAME binders : statement`)"
    return proposition_of(parts), None


def proposition_of(parts: TheoremParts) -> str:
    textual = f"∀ {parts.binders}, {parts.conclusion}" if parts.binders else parts.conclusion
    canonical = canonical_form(textual)
    return canonical or textual


def canonical_form(prop: str) -> str | None:
    """The proposition printed by paracert's printer when its parser covers it, else None."""
    try:
        return print_expr(parse(prop))
    except (ParseError, ValueError, RecursionError):
        return None

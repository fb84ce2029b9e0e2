"""Split a Lean file into items, one per top-level declaration, for `paracert elaborate FILE`.

Leading `import` lines become the profile (the embedded Lean reads only Init/Std/Lean/Lake;
`import Paracert.Prelude` or `import Paracert` means the project prelude). Context commands at
top level (`open`, `set_option`, `variable`, `universe` without `in`) are carried into every
later item, so each item elaborates as it would in the file. A `namespace`/`section`/`mutual`
block is one item. Doc comments and attributes stay with the declaration they precede.

Item ids are `SOURCE:LINE` (the file as the user named it, and the 1-based line of the item's
command keyword: `Demo.lean:6`), the one style for anything read from a file (docs/cli.md,
"Item ids"); `SplitFile.labels` says what each item is (`theorem good`, `example`, `namespace Foo`).
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

from paracert.lean.items import LeanItem
from paracert.lean.text.guard import code_words
from paracert.lean.text.lexer import IDENT, KEYWORD, Token, code_mask, tokenize

_IMPORT = re.compile(r"^\s*import\s+(\S+)\s*$")
_CONTEXT = re.compile(r"^(open|set_option|variable|universe)\b")
_MODIFIERS = frozenset({"private", "protected", "noncomputable", "partial", "unsafe", "nonrec"})
# the keywords that name what an item is (its label), in the order Lean reads them
_COMMANDS = frozenset({"theorem", "lemma", "def", "abbrev", "instance", "structure", "inductive", "class",
                       "axiom", "opaque", "example", "namespace", "section", "mutual", "macro", "syntax",
                       "notation", "infix", "infixl", "infixr", "prefix", "postfix", "elab", "macro_rules",
                       "deriving", "attribute", "initialize", "builtin_initialize"})


@dataclass
class SplitFile:
    imports: list[str]
    items: list[LeanItem]
    starts: list[int] = field(default_factory=list)  # per item: the 1-based line its own code starts on
    labels: list[str] = field(default_factory=list)  # per item: `theorem good`, `example`, `namespace Foo`
    body: str = ""  # the file with its import lines blanked (line numbers kept): the whole file as one unit
    names: list[list[str]] = field(default_factory=list)  # per item: the full names it declares (declared_names)
    named: list[bool] = field(default_factory=list)  # per item: whether `names` holds every declaration it makes


def item_id(source: str, line: int) -> str:
    """The id of what starts on `line` of the file `source`: `SOURCE:LINE` (docs/cli.md, "Item ids")."""
    return f"{source}:{line}"


def _command(chunk: str) -> tuple[int, str]:
    """(0-based line within `chunk`, label) of the item's command: its first code keyword that says
    what it is (after doc comments, attributes and modifiers) with the name that follows it; else its
    first code token. Comments and string literals are never read as code."""
    tokens = tokenize(chunk).tokens
    for k, tok in enumerate(tokens):
        if tok.kind == KEYWORD and tok.text in _COMMANDS:
            after = tokens[k + 1] if k + 1 < len(tokens) else None
            named = after is not None and after.kind == IDENT and chunk.count("\n", tok.end, after.start) == 0
            label = f"{tok.text} {after.text}" if named and after is not None else tok.text
            return chunk.count("\n", 0, tok.start), label
    first = next(iter(tokens), None)
    if first is None:
        return 0, "(comment)"
    return chunk.count("\n", 0, first.start), first.text


_DECLARING = frozenset({"theorem", "lemma", "def", "abbrev", "instance", "structure", "inductive", "class",
                        "axiom", "opaque", "example"})


def declared_names(chunk: str) -> tuple[list[str], bool]:
    """The full names the declarations of `chunk` (one item) give themselves, with the namespaces the
    item opens (`namespace A` … `theorem b` is `A.b`; `_root_.c` is `c`), and whether that is every
    declaration it makes. Not named: an `example` (Lean keeps none), an anonymous `instance` (Lean
    names it), a `private` declaration (Lean mangles its name)."""
    tokens = tokenize(chunk).tokens
    names: list[str] = []
    complete = True
    scopes: list[list[str]] = []
    for k, tok in enumerate(tokens):
        if tok.kind != KEYWORD:
            continue
        if tok.text == "namespace" and k + 1 < len(tokens) and tokens[k + 1].kind == IDENT:
            scopes.append(list(tokens[k + 1].parts))
        elif tok.text in ("section", "mutual"):
            scopes.append([])
        elif tok.text == "end" and scopes:
            scopes.pop()
        elif tok.text in _DECLARING and not (tok.text == "inductive" and k and tokens[k - 1].text == "class"):
            j = k + 1
            if tok.text == "class" and j < len(tokens) and tokens[j].text == "inductive":
                j += 1
            if tok.text == "instance" and j < len(tokens) and tokens[j].text == "(":
                while j < len(tokens) and tokens[j].text != ")":
                    j += 1
                j += 1
            private = k > 0 and any(t.text == "private" for t in tokens[max(0, k - 3):k])
            derived = k > 0 and tokens[k - 1].text == "deriving"  # `deriving instance C for T`: Lean names it
            if tok.text == "example" or private or derived or j >= len(tokens) or tokens[j].kind != IDENT:
                complete = False
                continue
            parts = list(tokens[j].parts)
            if parts[:1] == ["_root_"]:
                names.append(".".join(parts[1:]))
            else:
                names.append(".".join([p for scope in scopes for p in scope] + parts))
    return names, complete


def _prefix_only(tokens: list[Token], attribute_depth: int) -> tuple[bool, int]:
    """Whether a line's code tokens only lead up to a declaration (attributes `@[…]`, modifiers,
    `open … in`, `set_option … in`; a line without code, i.e. blank or a comment, too), and the
    bracket depth of an attribute still open at its end."""
    words = [t.text for t in tokens]
    if words and words[0] in ("open", "set_option") and words[-1] == "in":
        return True, attribute_depth
    for word in words:
        if attribute_depth:
            attribute_depth += 1 if word in ("[", "@[") else -1 if word == "]" else 0
        elif word == "@[":
            attribute_depth = 1
        elif word not in _MODIFIERS:
            return False, attribute_depth
    return True, attribute_depth


def split_file(text: str, source: str = "<input>") -> SplitFile:
    """The items of the Lean file `text`; `source` (the file's name as the user gave it) prefixes
    their ids."""
    lines = text.split("\n")
    imports: list[str] = []
    body_start = 0
    mask, _ = code_mask(text)
    offsets = [0]
    for ln in lines:
        offsets.append(offsets[-1] + len(ln) + 1)
    for i, ln in enumerate(lines):
        m = _IMPORT.match(ln)
        if m:
            imports.append(m.group(1))
            body_start = i + 1
        elif ln.strip() and mask[offsets[i]] and not ln.lstrip().startswith(("--", "/-")):
            break

    tokens_on: list[list[Token]] = [[] for _ in lines]  # the code tokens starting on each line
    for tok in tokenize(text).tokens:
        tokens_on[bisect.bisect_right(offsets, tok.start) - 1].append(tok)

    # depth at the start of each line (namespace/section/mutual ... end)
    depth_at = [0] * (len(lines) + 1)
    events = sorted(code_words(text, mask))
    depth, ev = 0, 0
    for i in range(len(lines)):
        depth_at[i] = depth
        while ev < len(events) and events[ev][0] < offsets[i + 1]:
            word = events[ev][1]
            depth += 1 if word in ("namespace", "section", "mutual") else (-1 if word == "end" else 0)
            ev += 1

    chunks: list[tuple[int, list[str]]] = []  # (first line index, lines)
    starts: list[int] = []
    labels: list[str] = []
    names: list[list[str]] = []
    named: list[bool] = []
    context: list[str] = []
    items: list[LeanItem] = []
    current: list[str] = []
    current_start = body_start
    prefix_only, attribute_depth = True, 0
    has_code = False  # a chunk of comments alone is no item: it goes with the declaration after it

    def flush() -> None:
        nonlocal current, prefix_only, has_code, attribute_depth
        if has_code:
            chunks.append((current_start, current))
        current, prefix_only, has_code, attribute_depth = [], True, False, 0

    for i in range(body_start, len(lines)):
        ln = lines[i]
        at_top = depth_at[i] == 0 and ln and not ln[0].isspace() and (mask[offsets[i]] or ln.startswith("/--"))
        if at_top and not ln.startswith("end"):
            if _CONTEXT.match(ln) and not ln.rstrip().endswith(" in"):
                flush()
                chunks.append((i, ["\x00context", ln]))
                current_start = i + 1
                continue
            if not prefix_only:
                flush()
                current_start = i
            if not current:
                current_start = i
        elif not current and not ln.strip():
            current_start = i + 1
            continue
        current.append(ln)
        has_code = has_code or bool(tokens_on[i])
        only, attribute_depth = _prefix_only(tokens_on[i], attribute_depth)
        prefix_only = prefix_only and only
    flush()

    for start, chunk in chunks:
        if chunk and chunk[0] == "\x00context":
            context.append(chunk[1])
            continue
        while chunk and not chunk[-1].strip():
            chunk = chunk[:-1]
        code = "\n".join(context + chunk)
        starts.append(start + 1)
        at, label = _command("\n".join(chunk))
        labels.append(label)
        declared, complete = declared_names("\n".join(chunk))
        names.append(declared)
        named.append(complete)
        items.append(
            LeanItem(
                item_id=item_id(source, start + 1 + at),
                code=code,
                line_offset=start - len(context),
            )
        )
    body = "\n".join("" if i < body_start else ln for i, ln in enumerate(lines))
    return SplitFile(imports=imports, items=items, starts=starts, labels=labels, body=body, names=names,
                     named=named)

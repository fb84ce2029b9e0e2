"""Split a Lean file into items, one per top-level declaration, for `paracert elaborate FILE`.

Leading `import` lines become the profile (the embedded Lean reads only Init/Std/Lean/Lake;
`import Paracert.Prelude` or `import Paracert` means the project prelude). Context commands at
top level (`open`, `set_option`, `variable`, `universe` without `in`) are carried into every
later item, so each item elaborates as it would in the file. A `namespace`/`section`/`mutual`
block is one item. Doc comments and attributes stay with the declaration they precede.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from paracert.lean.guard import code_words
from paracert.lean.lexer import code_mask
from paracert.lean.models import LeanItem

_IMPORT = re.compile(r"^\s*import\s+(\S+)\s*$")
_CONTEXT = re.compile(r"^(open|set_option|variable|universe)\b")
_PREFIX_ONLY = re.compile(r"^(@\[|/--|private|protected|noncomputable|partial|unsafe|open .* in$|set_option .* in$)")
_DECL_NAME = re.compile(
    r"\b(?:theorem|lemma|def|abbrev|instance|structure|inductive|class|axiom|opaque|example)\s*([^\s:({\[]*)"
)


@dataclass
class SplitFile:
    imports: list[str]
    items: list[LeanItem]
    starts: list[int] = field(default_factory=list)  # per item: the 1-based line its own code starts on
    body: str = ""  # the file with its import lines blanked (line numbers kept): the whole file as one unit


def _item_id(code: str, first_line: int) -> str:
    m = _DECL_NAME.search(code)
    name = m.group(1) if m and m.group(1) else None
    return f"{name}@{first_line}" if name else f"line{first_line}"


def split_file(text: str) -> SplitFile:
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
    context: list[str] = []
    items: list[LeanItem] = []
    current: list[str] = []
    current_start = body_start
    prefix_only = True

    def flush() -> None:
        nonlocal current, prefix_only
        if any(ln.strip() for ln in current):
            chunks.append((current_start, current))
        current, prefix_only = [], True

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
            current.append(ln)
            prefix_only = prefix_only and bool(_PREFIX_ONLY.match(ln))
            continue
        if not current and not ln.strip():
            current_start = i + 1
            continue
        current.append(ln)
        if ln.strip() and not ln.lstrip().startswith("--"):
            prefix_only = prefix_only and bool(_PREFIX_ONLY.match(ln.lstrip()))
    flush()

    for start, chunk in chunks:
        if chunk and chunk[0] == "\x00context":
            context.append(chunk[1])
            continue
        while chunk and not chunk[-1].strip():
            chunk = chunk[:-1]
        code = "\n".join(context + chunk)
        starts.append(start + 1)
        items.append(
            LeanItem(
                item_id=_item_id("\n".join(chunk), start + 1),
                code=code,
                line_offset=start - len(context),
            )
        )
    body = "\n".join("" if i < body_start else ln for i, ln in enumerate(lines))
    return SplitFile(imports=imports, items=items, starts=starts, body=body)

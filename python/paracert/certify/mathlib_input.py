"""Statements as Mathlib users write them: `theorem|lemma|example [NAME] BINDERS : TYPE [:= proof]`,
with an optional header (`import Mathlib…` and the libraries Mathlib depends on, `open`, `namespace`,
`section`, `variable`, `include`, `set_option` lines, comments), read into closed propositions the engine certifies.

The text is untrusted. Before Lean, on Lean's own tokens (`lean.lexer`) and with the one rule for
untrusted text (`lean.guard`): the declaration is split into its keyword, name, signature and proof
(the proof is dropped, never elaborated), a leading `open … in` goes to the header, and the
signature must pass the untrusted-text rule and hold no command word, `by`, `sorry` or `decide`;
each header command must be one of the allowed forms (imports of Mathlib and of the libraries it
depends on are understood and dropped, `set_option` lines dropped, anything else refused with the
pair and field named).

Then one Lean session request per pair (`LeanItem(kind="translate")`, lean/session/Session.lean)
elaborates both sides in the vocabulary module (`data.mathlib_vocabulary`, from
data/mathlib/vocabulary.json), abstracts every Mathlib constant the pair uses into one shared
prefix of binders, and prints the two closed propositions, each checked to elaborate back, without
the vocabulary, to the same term. A pair whose sides cannot be read gets the verdict
`untranslatable`, naming the first Mathlib name or notation the table lacks.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import re
from collections import Counter
from dataclasses import dataclass, field

from paracert.certify.abstraction import abstract_literals
from paracert.data.mathlib_lemmas import lemma_constants, lemma_module
from paracert.data.mathlib_vocabulary import Vocabulary, vocabulary
from paracert.errors import InputError
from paracert.lean.items import ItemResult, LeanItem, Status
from paracert.lean.runner import LeanRunner, Progress
from paracert.lean.text.guard import BRACKETS, STATEMENT_WORDS, untrusted_findings
from paracert.lean.text.lexer import IDENT, KEYWORD, NAME, SYMBOL, Token, tokenize
from paracert.paths import shipped
from paracert.statements.pairs import Origin, Pair
from paracert.statements.schema import Verdict
from paracert.statements.tactics import CERT_BRANCHES
from paracert.statements.verdicts import PairVerdict

DECLARATION_WORDS = ("theorem", "lemma", "example")
# declarations of data (ProofNet's `instance NAME BINDERS : CommGroup G := sorry`): the statement is that
# the type has an inhabitant, `∀ BINDERS, Nonempty (TYPE)`, which is what proving the declaration shows
DATA_WORDS = ("def", "abbrev", "instance")
BINDING_WORDS = ("let", "have")  # terms with a `:=` of their own inside a statement
HEADER_WORDS = {"import", "open", "namespace", "section", "end", "variable", "set_option", "noncomputable",
                "universe", "include", "omit", "abbrev", "def"}
HOLE_WORDS = ("abbrev", "def")  # header definitions; `abbrev NAME : T := sorry` is an answer hole
# Mathlib and the libraries Mathlib itself imports: a statement that imports one of them sees a
# subset of what `import Mathlib` gives, and the vocabulary stands for that whole closure.
MATHLIB_CLOSURE = ("Mathlib", "Aesop", "Batteries", "Qq", "Plausible", "ProofWidgets", "ImportGraph",
                   "LeanSearchClient")
MAX_HEADER_CHARS = 5_000
TRANSLATE_HEARTBEATS = 400_000


class HeaderError(InputError):
    """A header or declaration that may not be read; the message names the field."""


@dataclass
class Header:
    """A header as read: the commands Lean elaborates before the statement, and its definitions."""
    commands: list[str]
    holes: dict[str, str] = field(default_factory=dict)  # name -> its command (`_header_definition`)
    auto_implicit: bool = True  # Lean's default; `set_option autoImplicit false` turns it off


@dataclass
class Side:
    header: str  # Lean commands elaborated before the statement (opens, namespaces, sections, variables)
    sig: str  # `BINDERS : TYPE`
    holes: dict[str, str] = field(default_factory=dict)  # the header's definitions (`Header.holes`)
    auto_implicit: bool = True  # unbound names become implicit binders, as Lean's default options make them
    data: bool = False  # a declaration of data, its signature `BINDERS : Nonempty (TYPE)` (`DATA_WORDS`)


@dataclass
class Translation:
    a: str
    b: str
    symbols: list[tuple[str, str]] = field(default_factory=list)  # (binder, Mathlib name)
    auto_bound: tuple[list[str], list[str]] = ([], [])  # each side's names Lean bound automatically


def _word(t: Token) -> str:
    return t.text if t.kind in (IDENT, KEYWORD) or (t.kind == SYMBOL and t.text[:1].isalpha()) else ""


def is_declaration(text: str) -> bool:
    """`text` starts (after comments and `open … in`) with a declaration keyword (`theorem`, `lemma`,
    `example`, or one of data, `DATA_WORDS`)."""
    return _declaration_keyword(text) != ""


def is_data_declaration(text: str) -> bool:
    """`text` declares data (`def`, `abbrev`, `instance`): read as `∀ BINDERS, Nonempty (TYPE)`."""
    return _declaration_keyword(text) in DATA_WORDS


def _declaration_keyword(text: str) -> str:
    toks = tokenize(text, "mathlib").tokens
    i = 0
    while i < len(toks) and _word(toks[i]) == "open":
        while i < len(toks) and _word(toks[i]) != "in":
            i += 1
        i += 1
    return _keyword_at(toks, i)[1]


def _keyword_at(toks: list[Token], i: int) -> tuple[int, str]:
    """(the index of the declaration keyword at token `i`, after `noncomputable` before a data
    declaration; the keyword, or "" when `i` starts no declaration)."""
    k = i + 1 if i + 1 < len(toks) and _word(toks[i]) == "noncomputable" and _word(toks[i + 1]) in DATA_WORDS else i
    word = _word(toks[k]) if k < len(toks) else ""
    return k, word if word in DECLARATION_WORDS + DATA_WORDS else ""


def needs_translation(pair: Pair) -> bool:
    return bool(pair.a_header or pair.b_header or pair.header) or is_declaration(pair.a) or is_declaration(pair.b)


def _check_words(text: str, toks: list[Token], label: str) -> None:
    depth = 0
    for t in toks:
        w = _word(t)
        if w in STATEMENT_WORDS:
            raise HeaderError(f"{label}: `{w}` is not allowed in a statement's signature")
        for ch in t.text if t.kind == SYMBOL else "":
            if ch in BRACKETS:
                depth += 1
            elif ch in BRACKETS.values():
                depth -= 1
                if depth < 0:
                    raise HeaderError(f"{label}: unbalanced `{ch}`")
    if depth:
        raise HeaderError(f"{label}: unbalanced brackets")


def _name_namespace(name: Token, label: str) -> list[str]:
    """The `namespace` a declaration's own name puts it in: Lean elaborates `theorem Int.foo : T` as
    `namespace Int theorem foo : T end Int`, so `T`'s names resolve in `Int` first (`_root_.foo`: none)."""
    parts = name.parts
    if len(parts) < 2 or parts[0] == "_root_":
        return []
    if "«" in name.text:
        raise HeaderError(f"{label}: the declaration name {name.text!r}: a namespace written with «…» is not read")
    return ["namespace " + ".".join(parts[:-1])]


def _signature_end(toks: list[Token], i: int) -> int:
    """Where the signature starting at token `i` ends: the first `:=` outside brackets that no
    `let x := v` / `have h : T := v` of the statement owns, or a `where`; else the end."""
    depth = 0
    bindings = 0  # `let`/`have` terms of the statement whose `:=` is still to come
    for k in range(i, len(toks)):
        t = toks[k]
        if depth == 0 and _word(t) in BINDING_WORDS:
            bindings += 1
        if t.kind == SYMBOL:
            if t.text == ":=" and depth == 0:
                if bindings:
                    bindings -= 1
                    continue
                return k
            for ch in t.text:
                if ch in BRACKETS:
                    depth += 1
                elif ch in BRACKETS.values():
                    depth -= 1
        if depth == 0 and _word(t) == "where":
            return k
    return len(toks)


def split_declaration(text: str, label: str) -> tuple[list[str], str]:
    """(the commands the declaration is elaborated after: the `open …` of its leading `open … in`s
    and the `namespace` of its own name; the signature `BINDERS : TYPE`) of a declaration, or of a
    proposition term (`: TERM`). The proof after the first `:=` outside brackets that no `let`/`have`
    of the statement owns is dropped, unread."""
    lexed = tokenize(text, "mathlib")
    if lexed.error is not None:
        raise HeaderError(f"{label}: {lexed.error.message}")
    toks = lexed.tokens
    if not toks:
        raise HeaderError(f"{label}: empty statement")
    opens: list[str] = []
    i = 0
    while i < len(toks) and _word(toks[i]) == "open":
        j = i + 1
        while j < len(toks) and _word(toks[j]) != "in":
            j += 1
        if j >= len(toks):
            raise HeaderError(f"{label}: `open` without `in` before the declaration")
        opens.append(text[toks[i].start:toks[j - 1].end])
        i = j + 1
    k, keyword = _keyword_at(toks, i) if i < len(toks) else (i, "")
    # the keyword of a data declaration is read, never run (its signature below is elaborated as a
    # theorem's): the untrusted-text rule holds for every other token
    keyword_at = {t.start for t in toks[i:k + 1]} if keyword in DATA_WORDS else set()
    found = [f for f in untrusted_findings(lexed) if f.offset not in keyword_at]
    if found:
        raise HeaderError(f"{label}: `{found[0].construct}` is not allowed ({found[0].reason})")
    if not keyword:
        if opens:
            raise HeaderError(f"{label}: `open … in` must precede a theorem, lemma or example")
        body = text[toks[0].start:toks[-1].end]
        _check_words(body, toks, label)
        _no_model_names(toks, body, label)
        return [], ": " + body
    i = k + 1
    unnamed = keyword == "example" or (keyword == "instance" and i < len(toks) and toks[i].text in ("(", "[", "{", ":"))
    if keyword == "instance" and i < len(toks) and toks[i].text == "(":  # `instance (priority := …)`
        raise HeaderError(f"{label}: `instance (…)` with attributes is not read")
    if not unnamed:
        if i >= len(toks) or toks[i].kind not in (IDENT, NAME):
            raise HeaderError(f"{label}: `{keyword}` needs a name")
        opens += _name_namespace(toks[i], label)
        i += 1
    sig_toks = toks[i:_signature_end(toks, i)]
    if not sig_toks:
        raise HeaderError(f"{label}: the declaration has no statement")
    sig = text[sig_toks[0].start:sig_toks[-1].end]
    _check_words(sig, sig_toks, label)
    _no_model_names(sig_toks, sig, label)
    colon = next((t for t in _top_level(sig_toks) if t.kind == SYMBOL and t.text == ":"), None)
    if colon is None:
        raise HeaderError(f"{label}: the declaration has no type (`: TYPE`)")
    if keyword in DATA_WORDS:
        sig = f"{text[sig_toks[0].start:colon.start]}: _root_.Nonempty ({text[colon.end:sig_toks[-1].end].strip()})"
    return opens, sig


def _top_level(toks: list[Token]) -> list[Token]:
    """The tokens of `toks` outside every bracket."""
    out, level = [], 0
    for t in toks:
        if level == 0:
            out.append(t)
        if t.kind == SYMBOL:
            level += sum(ch in BRACKETS for ch in t.text) - sum(ch in BRACKETS.values() for ch in t.text)
    return out


def active_opens(cmds: list[str]) -> list[str]:
    """The `open` commands in force after `cmds` (a `section` … `end` takes its opens along)."""
    opens: list[str] = []
    sections: list[int] = []
    for cmd in cmds:
        word = cmd.split()[0]
        if word == "section":
            sections.append(len(opens))
        elif word == "end":
            del opens[sections.pop() if sections else len(opens):]
        elif word == "open":
            opens.append(cmd)
    return opens


def _header_definition(cmd: list[Token], src: str, where: str, before: list[str]) -> tuple[str, str]:
    """(name, the Lean command that declares it) of a header definition `abbrev|def NAME BINDERS [: T] :=
    VALUE` (optionally `noncomputable`), read under the opens in force. An answer hole (VALUE `sorry`)
    is an uninterpreted constant, `axiom NAME BINDERS : T`; any other VALUE is a definition, elaborated
    as written (`noncomputable`: the vocabulary's constants are axioms) and unfolded before abstraction.
    Refused, named: a dotted name, equations (`| 0 => …`), `where`, a value that names the definition
    itself (recursion), `by`/`sorry`/`decide`/command words in the value, a definition after a
    `namespace`, `variable` or `universe` line."""
    start = 1 if _word(cmd[0]) != "noncomputable" else 2
    keyword = _word(cmd[start - 1])
    if len(cmd) < start + 3 or cmd[start].kind not in (IDENT, NAME) or len(cmd[start].parts) != 1:
        raise HeaderError(f"{where}: `{src[:80]}` is not a header definition `{keyword} NAME … := VALUE` "
                          "with a plain NAME")
    name = cmd[start].text
    assign = _signature_end(cmd, start + 1)
    if assign >= len(cmd) or cmd[assign].text != ":=":
        raise HeaderError(f"{where}: `{src[:80]}`: a header definition by equations (`| … => …`) or with `where` "
                          f"is not read (only `{keyword} NAME BINDERS : T := VALUE`)")
    if any(c.split()[0] in ("namespace", "variable", "universe") for c in before):
        raise HeaderError(f"{where}: `{src[:80]}`: a header definition after a `namespace`, `variable` or "
                          "`universe` line is not read")
    sig_toks, value = cmd[start + 1:assign], cmd[assign + 1:]
    if not value:
        raise HeaderError(f"{where}: `{src[:80]}`: the definition has no value")
    _check_words(src, sig_toks, where)
    offset = cmd[0].start
    sig = src[sig_toks[0].start - offset:sig_toks[-1].end - offset] if sig_toks else ""
    opens = "".join(f"{' '.join(o.split())} in " for o in active_opens(before))
    if len(value) == 1 and _word(value[0]) == "sorry":  # an answer hole
        if not any(t.text == ":" for t in sig_toks):
            raise HeaderError(f"{where}: `{src[:80]}`: an answer hole needs its type (`: T`)")
        return name, f"{opens}axiom {name} {sig}"
    if any(t.kind in (IDENT, NAME) and t.parts[0] == name for t in value):
        raise HeaderError(f"{where}: `{name}` is defined in terms of itself: a recursive header definition is "
                          "not read")
    _check_words(src, value, where)
    body = src[value[0].start - offset:value[-1].end - offset]
    return name, f"{opens}noncomputable {keyword} {name} {sig} := {body}"


# paracert's model of Mathlib: the operation-only classes and the vocabulary's own twins and bridges
MODEL_NAMESPACES = ("Paracert", "Mathlib")


@functools.cache
def _coined_tails() -> frozenset[str]:
    """Each name the vocabulary coins (`Real.instLattice`, `Real.instField.root`), and each of its dotted
    tails from its `inst…` part on (`instLattice`, `instField.root`): what an identifier may name it
    by under an `open` or a namespace, or as a field of a term (`x.instLattice`)."""
    tails = set()
    for name in vocabulary().coined:
        parts = name.split(".")
        first = next(i for i, p in enumerate(parts) if p.startswith("inst"))
        tails |= {".".join(parts[i:]) for i in range(first + 1)}
    return frozenset(tails)


def _no_model_names(toks: list[Token], text: str, where: str) -> None:
    """Refuse a name of paracert's model of Mathlib (`Paracert.CommGroup`, `Mathlib.CommGroup`, the
    carriers' instances the vocabulary coins): not Mathlib's names, so a statement that writes one is
    not a Mathlib statement (an identifier that could resolve to a coined instance is refused
    whatever it would resolve to)."""
    coined = _coined_tails()
    for t in toks:
        parts = list(t.parts)
        if parts and parts[0] == "_root_":
            parts = parts[1:]
        if parts and parts[0] in MODEL_NAMESPACES:
            raise HeaderError(f"{where}: `{t.text}` is a name of paracert's model of Mathlib, not one of Mathlib's")
        if any(".".join(parts[i:]) in coined for i in range(len(parts))):
            raise HeaderError(f"{where}: `{t.text}` names an instance paracert's model of Mathlib coins, "
                              "not one of Mathlib's constants")


def read_header(text: str, label: str) -> Header:
    """The header's commands Lean elaborates (opens, namespaces, sections, variables) and its answer
    holes; imports of Mathlib and `set_option` lines are understood and dropped; anything else is
    refused."""
    if len(text) > MAX_HEADER_CHARS:
        raise HeaderError(f"{label}: header too large ({len(text)} characters, limit {MAX_HEADER_CHARS})")
    lexed = tokenize(text, "mathlib")
    if lexed.error is not None:
        raise HeaderError(f"{label}: {lexed.error.message}")
    toks = lexed.tokens
    for f in untrusted_findings(lexed):  # `#eval`, `macro`, `instance`, … anywhere: refused, named
        if f.construct not in ("open", "import", "set_option", "scoped"):  # the header's own forms, read below
            raise HeaderError(f"{label}: line {text.count(chr(10), 0, f.offset) + 1}: `{f.construct}` is not "
                              f"allowed ({f.reason})")
    # commands start at a header word that begins a line
    starts = [k for k, t in enumerate(toks) if _word(t) in HEADER_WORDS
              and (k == 0 or text.count("\n", toks[k - 1].end, t.start) > 0)]
    if toks and (not starts or starts[0] != 0):
        first = toks[0]
        raise HeaderError(f"{label}: line {text.count(chr(10), 0, first.start) + 1}: `{first.text}` is not allowed "
                          "(only import Mathlib…, open, namespace, section, end, variable, include, omit, "
                          "set_option lines, definitions `abbrev|def NAME … := VALUE`)")
    out: list[str] = []
    holes: dict[str, str] = {}
    auto_implicit = True
    scoped_options: list[bool] = []
    for n, k in enumerate(starts):
        stop = starts[n + 1] if n + 1 < len(starts) else len(toks)
        cmd = toks[k:stop]
        word = _word(cmd[0])
        line = text.count("\n", 0, cmd[0].start) + 1
        src = text[cmd[0].start:cmd[-1].end]
        where = f"{label}: line {line}"
        if word == "import":
            mods = [t.text for t in cmd[1:]]
            if not mods or any(t.kind != IDENT or t.text.split(".")[0] not in MATHLIB_CLOSURE for t in cmd[1:]):
                raise HeaderError(f"{where}: `{src[:80]}`: only imports of Mathlib and of the libraries it "
                                  f"depends on ({', '.join(MATHLIB_CLOSURE)}) are understood")
            continue
        if word == "set_option":
            if len(cmd) != 3 or cmd[1].kind != IDENT:
                raise HeaderError(f"{where}: `{src[:80]}` is not a `set_option NAME VALUE` line")
            if cmd[1].text == "autoImplicit":  # the one option that changes how a statement is read
                if cmd[2].text not in ("true", "false"):
                    raise HeaderError(f"{where}: `{src[:80]}`: autoImplicit is `true` or `false`")
                auto_implicit = cmd[2].text == "true"
            continue  # understood, not executed
        _no_model_names(cmd, src, where)
        if word in ("section", "namespace") or (word == "noncomputable" and len(cmd) == 2):
            scoped_options.append(auto_implicit)  # Lean restores a scope's options at its `end`
        elif word == "end" and scoped_options:
            auto_implicit = scoped_options.pop()
        if word == "universe":
            continue
        if word in HOLE_WORDS or (word == "noncomputable" and len(cmd) > 1 and _word(cmd[1]) in HOLE_WORDS):
            name, command = _header_definition(cmd, src, where, out)
            if name in holes:
                raise HeaderError(f"{where}: `{name}` is declared twice")
            holes[name] = command
            continue
        if word == "noncomputable":
            if len(cmd) != 2 or _word(cmd[1]) != "section":
                raise HeaderError(f"{where}: `{src[:80]}` is not allowed")
            out.append("section")
            continue
        if word == "open" and len(cmd) > 1 and _word(cmd[-1]) == "in":  # `open NS in` scopes the next command
            if n + 1 != len(starts):
                raise HeaderError(f"{where}: `{src[:80]}`: an `open … in` line applies to the next command; "
                                  "here that is another header line, which is not read")
            cmd = cmd[:-1]  # the declaration follows: the open is in force for it alone
            src = text[cmd[0].start:cmd[-1].end]
        if word == "open":  # each name passes the untrusted-text rule (no `IO`, `dbg…`, `unsafe…`)
            rest = cmd[2:] if len(cmd) > 1 and _word(cmd[1]) == "scoped" else cmd[1:]
            if not rest or any(t.kind != IDENT and t.text not in ("(", ")", "hiding", "renaming", "→", "->")
                               for t in rest):
                raise HeaderError(f"{where}: `{src[:80]}` is not an `open NAME…` line")
            found = untrusted_findings(tokenize(" ".join(t.text for t in rest if t.kind == IDENT), "mathlib"))
        else:
            found = untrusted_findings(tokenize(src, "mathlib"))
        if found:
            f = found[0]
            raise HeaderError(f"{where}: `{f.construct}` is not allowed ({f.reason})")
        elif word in ("namespace", "section", "end"):
            if len(cmd) > 2 or (len(cmd) == 2 and cmd[1].kind != IDENT) or (word == "namespace" and len(cmd) != 2):
                raise HeaderError(f"{where}: `{src[:80]}` is not allowed")
        elif word == "variable":
            _check_words(src, cmd[1:], where)
        elif word in ("include", "omit"):  # of the section's variables, by name: Lean's theorem decides the rest
            if len(cmd) < 2 or any(t.kind != IDENT for t in cmd[1:]):
                raise HeaderError(f"{where}: `{src[:80]}` is not an `{word} NAME…` line")
        out.append(src)
    return Header(out, holes, auto_implicit)


def prepare_side(text: str, header: str | None, label: str, header_label: str) -> Side:
    read = read_header(header, header_label) if header else Header([])
    opens, sig = split_declaration(text, label)
    return Side(header="\n".join(read.commands + opens), sig=sig, holes=read.holes, auto_implicit=read.auto_implicit,
                data=is_data_declaration(text))


def shared_holes(a: Side, b: Side, label: str) -> str:
    """The header definitions of both sides (answer holes and definitions with values), as the Lean
    commands that declare them once for both: a name both headers define must be defined identically
    (the same constant for both sides)."""
    for name in a.holes.keys() & b.holes.keys():
        if " ".join(a.holes[name].split()) != " ".join(b.holes[name].split()):
            raise HeaderError(f"{label}: the two headers define `{name}` differently")
    return "\n".join({**a.holes, **b.holes}.values())


@functools.cache
def one_letter_names() -> list[str]:
    """Mathlib's constants and notations named by one lowercase letter (data/mathlib/one_letter_names.json):
    an unbound identifier of that shape is an auto-bound implicit only where none of them is in scope."""
    table = json.loads(shipped("data", "mathlib", "one_letter_names.json").read_text(encoding="utf-8"))
    return sorted(row["name"] for row in table["names"])


@functools.cache
def with_lemmas(vocab: Vocabulary) -> Vocabulary:
    """The module the reading elaborates: the vocabulary, then Mathlib's lemmas of the table
    data/mathlib/lemmas.json as axioms `Mathlib.Lemma.<id>` (`data.mathlib_lemmas`), which a pair's
    signature takes as hypotheses where it holds their constants (decision 0017); its digest, recorded
    in a translated pair's origin, covers both."""
    return dataclasses.replace(vocab, text=vocab.text + "\n" + lemma_module())


def translate_item(item_id: str, a: Side, b: Side, vocab: Vocabulary, holes: str = "") -> LeanItem:
    """The session's `translate` request: the vocabulary, then the answer holes (`holes`, declared on
    the vocabulary's state: constants of the signature like the vocabulary's own), then each side."""
    sides: list[dict] = [{"header": s.header, "sig": s.sig, "autoBound": s.auto_implicit, "data": s.data}
                         for s in (a, b)]
    for side, own, other in zip(sides, (a, b), (b, a), strict=True):
        if undeclared := sorted(other.holes.keys() - own.holes.keys()):
            side["undeclared"] = undeclared  # the other header's holes: not names of this side
    spec: dict = {"vocab": vocab.text, "instances": list(vocab.instances), "sides": sides,
                  "oneLetterNames": one_letter_names(), "lemmas": lemma_constants()}
    if holes:
        spec["holes"] = holes
    return LeanItem(item_id=item_id, code=json.dumps(spec, ensure_ascii=False, sort_keys=True), kind="translate",
                    heartbeats=TRANSLATE_HEARTBEATS)


_UNKNOWN = [
    re.compile(r"Mathlib may mean `([^`]+)`"),  # a name an enclosing namespace may hold (lean/session/Translate.lean)
    re.compile(r"The identifier `([^`]+)` is unknown"),  # Lean's hint where an auto-bound name is not a term
    re.compile(r"[Uu]nknown (?:constant|identifier) [`'‘]([^`'’\s]+)[`'’]"),
    re.compile(r"[Uu]nknown (?:constant|identifier) ([^`'’\s]+)$"),
    re.compile(r"unknown namespace [`'‘]?([^`'’\s]+)[`'’]?"),
    re.compile(r"[Ii]nvalid field [`'‘]?([^`'’\s]+)[`'’]?"),
    re.compile(r"[Ff]ailed to synthesize instance of type class\s+(.+?)(?:\n|$)"),
    re.compile(r"[Ff]ailed to synthesize\s+(.+?)(?:\n|$)"),
    re.compile(r"unexpected token '([^']+)'"),
    re.compile(r"unknown universe level [`'‘]?([^`'’\s]+)"),
]


def unmapped_name(message: str) -> str | None:
    """The Mathlib name, notation or instance a Lean message says is missing, when it says one."""
    for pattern in _UNKNOWN:
        m = pattern.search(message)
        if m:
            return m.group(1).strip()
    return None


def translation_of(result: ItemResult) -> tuple[Translation | None, dict]:
    """The translation a `translate` item's result holds, or None and what failed (side, stage, message)."""
    payload: dict = {}
    for msg in result.messages:
        try:
            payload = json.loads(msg.text)
            break
        except (json.JSONDecodeError, TypeError):
            continue
    if result.status == Status.ok and payload.get("translated"):
        a, b = payload["translated"]
        auto = payload.get("autoBound") or [[], []]
        return Translation(a=a, b=b, symbols=[tuple(s) for s in payload.get("symbols", [])],
                           auto_bound=(list(auto[0]), list(auto[1]))), {}
    failure = payload.get("untranslated") or {"stage": result.status.value,
                                              "message": result.detail or "; ".join(m.text for m in result.messages)}
    if payload.get("vocabularyErrors"):
        failure = {**failure, "vocabularyErrors": payload["vocabularyErrors"]}
    return None, failure


_UNELABORATED_ROW = re.compile(r"it uses `([^`]+)`, a vocabulary row that did not elaborate")


def row_error(message: str, failure: dict, vocab: Vocabulary) -> str:
    """`message` with, where it names a vocabulary row that did not elaborate, the Lean error of that
    row (the vocabulary module's error at the row's line): what the statement's reading lacks."""
    m = _UNELABORATED_ROW.search(message)
    if m is None:
        return message
    decl = re.compile(rf"^(?:protected |noncomputable )*(?:axiom|def) {re.escape(m.group(1))}(?:\.root)? :")
    lines = [n + 1 for n, line in enumerate(vocab.text.split("\n")) if decl.match(line)]
    for err in failure.get("vocabularyErrors") or ():
        if isinstance(err, str) and lines and err.split(":", 1)[0] == str(lines[0]):
            return f"{message}: {err.split(':', 2)[-1].strip()}"
    return message


@dataclass
class Prepared:
    """The pairs to certify (translated where needed) and the verdicts settled before any certification."""
    pairs: list[Pair | None]  # per input pair: the pair to certify, or None when settled here
    settled: dict[int, PairVerdict]
    unmapped: Counter = field(default_factory=Counter)
    translated: dict[int, Translation] = field(default_factory=dict)

    def to_certify(self) -> list[Pair]:
        return [p for p in self.pairs if p is not None]

    def merge(self, verdicts: list[PairVerdict]) -> list[PairVerdict]:
        """One verdict per input pair, in input order: those settled here and `verdicts` (of
        `to_certify()`, in its order)."""
        certified = iter(verdicts)
        return [self.settled[k] if k in self.settled else next(certified) for k in range(len(self.pairs))]


_OPEN = "([{⟨⦃"
_CLOSE = ")]}⟩⦄"


def split_prefix(text: str, n: int) -> tuple[str, str] | None:
    """(`∀ b₁ … bₙ`, the rest) of a printed translation whose first `n` binders are the signature
    prefix (each printed as its own bracket group); the statement's own carriers and instances printed
    after them (`{G : Type} [inst : Paracert.Group G]`) start the rest (`∀ {G : Type} …, body`). None
    when the text has another shape."""
    s = text.strip()
    if n <= 0 or not s.startswith("∀"):
        return None
    pos = 1
    for _ in range(n):
        while pos < len(s) and s[pos] == " ":
            pos += 1
        if pos >= len(s) or s[pos] not in "({[":
            return None
        depth = 0
        while pos < len(s):
            ch = s[pos]
            depth += (ch in _OPEN) - (ch in _CLOSE)
            pos += 1
            if depth == 0:
                break
        if depth:
            return None
    if s.startswith(", ", pos):
        return s[:pos], s[pos + 2:]
    if s.startswith(" ", pos) and s[pos + 1:pos + 2] in ("(", "{", "["):
        return s[:pos], "∀" + s[pos:]
    return None


def pointwise_item(item_id: str, t: Translation) -> LeanItem | None:
    """What a translated pair with a prefix Σ means is `∀ Σ, (A ↔ B)`: the closed form
    `(∀ Σ, A) ↔ (∀ Σ, B)` also holds when the sides exchange two symbols of one type (`Real.sin x = 0`
    vs `Real.cos x = 0`). The engine states a pair pointwise itself when Σ starts with a carrier
    (`certify.theorems.pair_statement`); a prefix of symbols only (`Nat.factorial : ℕ → ℕ`) is not
    recognisable from the text, so this item asks Lean to prove the pointwise form by a
    truth-independent branch for every translated pair with a prefix; a pair it fails is not
    certified. None when the translation has no prefix (nothing to exchange)."""
    if not t.symbols:
        return None
    # the literals abstracted first, as the engine does for a certificate (its branches refuse to
    # compute closed terms), bound after Σ (a literal's type may be a carrier of Σ):
    # `theorem pc_pointwise : ∀ Σ, ∀ (pcLit0 : T) …, (A' ↔ B')`
    ab = abstract_literals(t.a, t.b)
    sa, sb, literals = (ab.a, ab.b, f"∀ {ab.binder_text()}, ") if ab is not None else (t.a, t.b, "")
    a, b = split_prefix(sa, len(t.symbols)), split_prefix(sb, len(t.symbols))
    if a is None or b is None or a[0] != b[0]:
        return LeanItem(item_id=item_id, code="example : False := by trivial")  # fails: no shared prefix
    branches = "\n".join(f"  | {name}" for name in CERT_BRANCHES)
    code = (f"theorem pc_pointwise : {a[0]}, {literals}(({a[1]}) ↔ ({b[1]})) := by\n  intros\n  first\n{branches}\n")
    return LeanItem(item_id=item_id, code=code, untrusted=True)  # its statement is derived from the input


def _verdict(pair: Pair, verdict: Verdict, note: str, version: str) -> PairVerdict:
    """The verdict of an input pair settled before certification: its own fields, headers included,
    so that the line's digest is its own (`run_state.own_digest`) and a resumed run keeps it."""
    return PairVerdict(pair_id=pair.pair_id, family=pair.family, a=pair.a, b=pair.b, digest=pair.digest(version),
                       a_true=pair.a_true, header=pair.header, a_header=pair.a_header, b_header=pair.b_header,
                       lean_version=version, verdict=verdict, note=note)


def translated_pair(pair: Pair, translation: Translation, vocab: Vocabulary, check: LeanItem | None) -> Pair:
    """The pair to certify for a translated input pair: the translation, with the input's answer key
    only when there is no prefix Σ, and its origin (the declarations as written, the vocabulary, the
    pointwise theorem `check`)."""
    origin = Origin(a=pair.a, b=pair.b, a_header=pair.a_header or pair.header, b_header=pair.b_header or pair.header,
                    vocabulary=vocab.digest, pointwise=check.code if check is not None else None)
    keep_key = pair.a_true if not translation.symbols else None
    return Pair(a=translation.a, b=translation.b, family=pair.family, pair_id=pair.pair_id, a_true=keep_key,
                origin=origin)


def prepare_pairs(pairs: list[Pair], runner: LeanRunner, vocab: Vocabulary | None = None,
                  strict: bool = False, progress: Progress | None = None) -> Prepared:
    """Translate the pairs written in Mathlib syntax; other pairs pass unchanged. `strict` (one
    `--a/--b` pair): a bad header or declaration raises HeaderError instead of a verdict. `progress`
    sees the Lean items (translations, then pointwise checks) as they settle."""
    out = Prepared(pairs=list(pairs), settled={})
    todo: list[tuple[int, LeanItem]] = []
    version = runner.lean_version if any(needs_translation(p) for p in pairs) else ""
    for k, pair in enumerate(pairs):
        if not needs_translation(pair):
            continue
        label = pair.pair_id or f"pair {k + 1}"
        try:
            a = prepare_side(pair.a, pair.a_header or pair.header, f"{label}: a", f"{label}: "
                             + ("a_header" if pair.a_header else "header"))
            b = prepare_side(pair.b, pair.b_header or pair.header, f"{label}: b", f"{label}: "
                             + ("b_header" if pair.b_header else "header"))
            holes = shared_holes(a, b, label)
        except HeaderError as exc:
            if strict:
                raise
            out.pairs[k] = None
            out.settled[k] = _verdict(pair, Verdict.invalid_statement, str(exc), version)
            continue
        vocab = vocab or with_lemmas(vocabulary())
        todo.append((k, translate_item(f"translate:{k}", a, b, vocab, holes)))
    if not todo:
        return out
    results = runner.run([item for _, item in todo], progress)
    checks: list[tuple[int, LeanItem]] = []  # the pointwise theorem of each translation with a prefix
    for (k, _), res in zip(todo, results, strict=True):
        pair = pairs[k]
        translation, failure = translation_of(res)
        if translation is None:
            side = "AB"[failure.get("side", 0)] if isinstance(failure.get("side"), int) else "A"
            message = row_error(str(failure.get("message", "")), failure, vocab or with_lemmas(vocabulary()))
            name = unmapped_name(message)
            out.unmapped[name or "(other)"] += 1
            what = f"unmapped: {name}" if name else "not read"
            out.pairs[k] = None
            out.settled[k] = _verdict(pair, Verdict.untranslatable,
                                      f"{what} ({side}, {failure.get('stage', '?')}: {message[:300]})", version)
            continue
        out.translated[k] = translation
        check = pointwise_item(f"pointwise:{k}", translation)
        if check is not None:
            checks.append((k, check))
        assert vocab is not None
        out.pairs[k] = translated_pair(pair, translation, vocab, check)
    if checks:
        for (k, _), res in zip(checks, runner.run([item for _, item in checks], progress), strict=True):
            if res.status != Status.ok:
                pair = pairs[k]
                out.pairs[k] = None
                out.settled[k] = _verdict(pair, Verdict.unknown, "not certified: Lean did not prove the pair under "
                                          "its shared signature (∀ Σ, (A ↔ B)) by a truth-independent branch", version)
    return out


def unmapped_summary(counter: Counter, top: int = 10) -> str:
    if not counter:
        return ""
    parts = [f"{name} ×{n}" for name, n in counter.most_common(top)]
    return f"untranslatable: {sum(counter.values())} pairs; unmapped: " + ", ".join(parts)

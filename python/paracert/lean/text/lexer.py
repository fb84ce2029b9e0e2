"""Lean 4's own token rules, in Python: where comments, strings, characters and names begin and end.

It is not a parser. It splits text into the tokens Lean's tokenizer would read
(`Lean.Parser.tokenFn` and `whitespace` in `src/Lean/Parser/Basic.lean`), so that every check on
untrusted text looks at exactly the code Lean will see, and never inside a comment or literal:

* identifiers: a first character that is an ASCII letter, `_` or letter-like (`Lean.isLetterLike`:
  Greek except λ Π Σ, Coptic, polytonic Greek, the Letterlike block ℕ ℤ ℝ …, Latin-1 and Latin
  Extended-A letters, mathematical script/double-struck/Fraktur), then ASCII letters and digits,
  `_`, `'`, `!`, `?`, letter-like characters and subscripts (`Lean.isSubScriptAlnum`); `«…»` parts;
  parts joined by `.` when a part (or `«`) follows. A `'` therefore continues a name only when the
  name is already under way: after `≠`, `(` or a digit it opens a character literal;
* character literals `'c'`, `'\\n'`, `'\\x41'`, `'\\u0041'`, `'"'` (`''` is not one);
* strings with escapes `\\\\ \\" \\' \\n \\t \\r \\xHH \\uHHHH` and gaps (`\\` newline spaces);
  raw strings `r"…"`, `r#"…"#` with any number of `#`;
* numbers (`0x`/`0b`/`0o`, `_` separators, scientific `1.5e3`), name literals `` `x.y ``;
* nested block comments `/- … -/`, doc comments `/-- … -/` and `/-! … -/`, line comments `--`;
* symbols: the longest entry of Lean's token table (`lean_tokens.txt`, dumped from the embedded
  Lean's `Init`), else one character; a name that is also a token (`fun`, `theorem`) is a keyword.

What Lean refuses, the lexer reports as the first `LexError` (unterminated comment, string, raw
string, `«` name, character literal; invalid escape; a tab or a lone carriage return outside a
literal; a malformed number). Tested differentially against Lean's parser (tests/test_lexer_lean.py).

It is the package's one lexer: the guard, the certificate checks and the statement parser
(`transforms.parser`) all read text through it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from paracert.errors import InputError

# ---------------------------------------------------------------------------------------------
# character classes (Lean.isLetterLike, Lean.isSubScriptAlnum, Lean.isIdFirst, Lean.isIdRest)


def is_letter_like(c: str) -> bool:
    v = ord(c)
    return (
        (0x3B1 <= v <= 0x3C9 and v != 0x3BB)  # lower Greek except λ
        or (0x391 <= v <= 0x3A9 and v not in (0x3A0, 0x3A3))  # upper Greek except Π Σ
        or 0x3CA <= v <= 0x3FB  # Coptic
        or 0x1F00 <= v <= 0x1FFE  # polytonic Greek
        or 0x2100 <= v <= 0x214F  # Letterlike symbols (ℕ ℤ ℝ …)
        or 0x1D49C <= v <= 0x1D59F  # script, double-struck, Fraktur
        or (0xC0 <= v <= 0xFF and v not in (0xD7, 0xF7))  # Latin-1 letters (not × ÷)
        or 0x100 <= v <= 0x17F  # Latin Extended-A
    )


def is_subscript_alnum(c: str) -> bool:
    v = ord(c)
    return 0x2080 <= v <= 0x2089 or 0x2090 <= v <= 0x209C or 0x1D62 <= v <= 0x1D6A or v == 0x2C7C


def _ascii_alpha(c: str) -> bool:
    return ("a" <= c <= "z") or ("A" <= c <= "Z")


def is_id_first(c: str) -> bool:
    return _ascii_alpha(c) or c == "_" or is_letter_like(c)


def is_id_rest(c: str) -> bool:
    return _ascii_alpha(c) or "0" <= c <= "9" or c in "_'!?" or is_letter_like(c) or is_subscript_alnum(c)


def _is_digit(c: str) -> bool:
    return "0" <= c <= "9"


def _is_hex(c: str) -> bool:
    return _is_digit(c) or "a" <= c <= "f" or "A" <= c <= "F"


_WS = " \n"  # Char.isWhitespace minus tab and CR, which Lean's `whitespace` refuses outside literals
ID_BEGIN, ID_END = "«", "»"


@lru_cache(maxsize=1)
def token_table() -> frozenset[str]:
    """Lean's fixed tokens (symbols and keywords) of `Init`, dumped from the embedded Lean."""
    path = Path(__file__).with_name("lean_tokens.txt")

    return frozenset(json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip())


# Tokens a profile adds beyond `Init` that change where literals begin: Mathlib's image `f '' s`,
# preimage `f ⁻¹' s` and the unconditional sum `∑' n, f n` (the vocabulary's notations; in core Lean `''`
# is no token and `⁻¹'a'` is `⁻¹` then a char literal, so these are used only when the text is
# elaborated under that profile).
PROFILE_TOKENS: dict[str, frozenset[str]] = {"core": frozenset(), "bare": frozenset(),
                                             "mathlib": frozenset({"''", "⁻¹'", "∑'"})}


@lru_cache(maxsize=8)
def _symbols_by_first(extra: frozenset[str] = frozenset()) -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    for tk in token_table() | extra:
        out.setdefault(tk[0], []).append(tk)
    return {k: tuple(sorted(v, key=len, reverse=True)) for k, v in out.items()}


# ---------------------------------------------------------------------------------------------
# tokens

IDENT, KEYWORD, SYMBOL, NUM, SCI, STR, CHAR, NAME = "ident", "keyword", "symbol", "num", "sci", "str", "char", "name"
INTERP = "interp"  # a piece of an interpolated string (`s!"…{e}…"`): the text, not the code in braces
COMMENT, DOC_COMMENT, LINE_COMMENT = "comment", "doc_comment", "line_comment"
LITERALS = frozenset({STR, CHAR, INTERP})
# Tokens after which Lean reads an interpolated string (`interpolatedStr(term)`): code hides in `{…}`.
INTERPOLATING = frozenset({"s!", "m!", "f!", "println!", "throwError", "throwErrorAt", "dbg_trace", "logInfo",
                           "logWarning", "logError", "panic!", "assert!", "trace"})


@dataclass(frozen=True)
class Token:
    kind: str
    start: int  # character offsets into the text
    end: int
    text: str
    glued: bool = False  # no whitespace or comment between the previous token and this one

    @property
    def known(self) -> bool:
        """False for a symbol that is not in Lean's `Init` token table (Lean says "expected token"
        there unless a notation of the profile, e.g. Mathlib's, declares it)."""
        return self.kind != SYMBOL or self.text in token_table() or self.text.startswith("#") or any(
            self.text in extra for extra in PROFILE_TOKENS.values())

    @property
    def parts(self) -> tuple[str, ...]:
        """The components of a name (`_root_.IO.println` -> ('_root_', 'IO', 'println')), escapes removed."""
        if self.kind not in (IDENT, KEYWORD, NAME):
            return ()
        text = self.text.lstrip("`")
        parts, cur, i = [], [], 0
        while i < len(text):
            c = text[i]
            if c == ID_BEGIN:
                j = text.find(ID_END, i + 1)
                j = len(text) if j < 0 else j
                cur.append(text[i + 1 : j])
                i = j + 1
            elif c == ".":
                parts.append("".join(cur))
                cur = []
                i += 1
            else:
                cur.append(c)
                i += 1
        parts.append("".join(cur))
        return tuple(parts)


@dataclass
class LexError:
    message: str
    line: int  # 1-based
    offset: int = 0  # character offset


@dataclass
class Lexed:
    text: str
    tokens: list[Token] = field(default_factory=list)  # code tokens (literals included), in order
    trivia: list[Token] = field(default_factory=list)  # comments
    error: LexError | None = None

    def code_mask(self) -> list[bool]:
        mask = [True] * len(self.text)
        for t in self.trivia:
            mask[t.start : t.end] = [False] * (t.end - t.start)
        for t in self.tokens:
            if t.kind in LITERALS:
                mask[t.start : t.end] = [False] * (t.end - t.start)
        if self.error is not None:  # what an unterminated comment or literal would swallow is not code
            mask[self.error.offset :] = [False] * (len(self.text) - self.error.offset)
        return mask


class _Stop(InputError):
    def __init__(self, message: str, offset: int) -> None:
        self.message, self.offset = message, offset


class _Lexer:
    def __init__(self, text: str, extra: frozenset[str] = frozenset()) -> None:
        self.s = text
        self.extra = extra
        self.n = len(text)
        self.tokens: list[Token] = []
        self.trivia: list[Token] = []
        self.glued = False
        self.cur = 0  # start of the token being read (where an error's unread region begins)

    def at(self, i: int) -> str:
        return self.s[i] if i < self.n else "\0"  # past the end: a character no class contains

    def emit(self, kind: str, a: int, b: int) -> None:
        self.tokens.append(Token(kind, a, b, self.s[a:b], self.glued))
        self.glued = True

    # -- whitespace and comments (Lean's `whitespace`)
    def skip_ws(self, i: int) -> int:
        s = self.s
        while i < self.n:
            c = s[i]
            self.cur = i
            if c in _WS:
                i += 1
            elif c == "\t":
                raise _Stop("tab character outside a literal (Lean refuses tabs)", i)
            elif c == "\r":
                if self.at(i + 1) != "\n":
                    raise _Stop("a carriage return not followed by a newline (Lean refuses it)", i)
                i += 1
            elif s.startswith("--", i):
                j = s.find("\n", i)
                j = self.n if j < 0 else j
                self.trivia.append(Token(LINE_COMMENT, i, j, s[i:j]))
                i = j
            elif s.startswith("/-", i):
                doc = self.at(i + 2) in ("-", "!")
                j = self.block_comment_end(i, i + (3 if doc else 2))
                self.trivia.append(Token(DOC_COMMENT if doc else COMMENT, i, j, s[i:j]))
                i = j
            else:
                break
            self.glued = False
        return i

    def block_comment_end(self, start: int, i: int) -> int:
        depth, s = 1, self.s
        while i < self.n:
            if s[i] == "-" and self.at(i + 1) == "/":
                depth -= 1
                i += 2
                if depth == 0:
                    return i
            elif s[i] == "/" and self.at(i + 1) == "-":
                depth += 1
                i += 2
            else:
                i += 1
        raise _Stop("unterminated comment", start)

    # -- literals
    def escape(self, i: int, in_string: bool) -> int:
        """`i` is just after a backslash; return the position after the escape."""
        c = self.at(i)
        if i >= self.n:
            raise _Stop("unterminated escape at the end of the input", i)
        if c in "\\\"'rnt":
            return i + 1
        if c == "x":
            if not (_is_hex(self.at(i + 1)) and _is_hex(self.at(i + 2))):
                raise _Stop("invalid escape `\\x`: two hexadecimal digits expected", i)
            return i + 3
        if c == "u":
            if not all(_is_hex(self.at(i + k)) for k in range(1, 5)):
                raise _Stop("invalid escape `\\u`: four hexadecimal digits expected", i)
            return i + 5
        if in_string and c == "\n":  # string gap: one newline, then spaces
            j = i + 1
            while j < self.n and self.s[j] in " \t\r\n":
                if self.s[j] == "\n":
                    raise _Stop("more than one newline in a string gap", j)
                j += 1
            return j
        raise _Stop(f"invalid escape sequence `\\{c}`", i)

    def string(self, start: int, i: int, interp: bool = False) -> int:
        """`i` is just after the opening quote; return the position after the closing one."""
        piece = start
        while i < self.n:
            c = self.s[i]
            if c == '"':
                self.emit(INTERP if interp else STR, piece, i + 1)
                return i + 1
            if c == "\\":
                i = self.escape(i + 1, in_string=True)
            elif interp and c == "{":
                self.emit(INTERP, piece, i + 1)
                i = self.code(i + 1, closer="}")
                piece = i - 1
            else:
                i += 1
        raise _Stop("unterminated string literal", start)

    def raw_string(self, start: int) -> int:
        i = start + 1
        hashes = 0
        while self.at(i) == "#":
            hashes += 1
            i += 1
        i += 1  # the opening quote
        close = '"' + "#" * hashes
        j = self.s.find(close, i)
        if j < 0:
            raise _Stop("unterminated raw string literal", start)
        return j + len(close)

    def char(self, start: int) -> int:
        i = start + 1
        if i >= self.n:
            raise _Stop("unterminated character literal", start)
        i = self.escape(i + 1, in_string=False) if self.s[i] == "\\" else i + 1
        if self.at(i) != "'":
            raise _Stop("missing end of character literal", start)
        return i + 1

    def digits(self, i: int, ok, need: bool) -> int:
        while True:
            c = self.at(i)
            if c == "_":
                need, i = True, i + 1
            elif i < self.n and ok(c):
                need, i = False, i + 1
            elif need:
                raise _Stop("malformed number: a digit expected", i)
            else:
                return i

    def number(self, start: int) -> tuple[str, int]:
        s = self.s
        if s[start] == "0" and self.at(start + 1) in ("b", "B", "o", "O", "x", "X"):
            base = self.at(start + 1).lower()
            ok = {"b": lambda c: c in "01", "o": lambda c: "0" <= c <= "7", "x": _is_hex}[base]
            return NUM, self.digits(start + 2, ok, need=True)
        i = self.digits(start + 1, _is_digit, need=False)
        if self.at(i) not in (".", "e", "E"):
            return NUM, i
        if self.at(i) == ".":
            i += 1
            if _is_digit(self.at(i)):
                i = self.digits(i, _is_digit, need=False)
        if self.at(i) in ("e", "E"):
            i += 1
            if self.at(i) in ("-", "+"):
                i += 1
            if not _is_digit(self.at(i)):
                raise _Stop("missing exponent digits in scientific literal", i)
            i = self.digits(i, _is_digit, need=False)
        return SCI, i

    def ident_end(self, i: int) -> int:
        """`i` is at an identifier's first character (or `«`); return the position after the name."""
        while True:
            if self.at(i) == ID_BEGIN:
                j = self.s.find(ID_END, i + 1)
                if j < 0:
                    raise _Stop("unterminated identifier escape `«`", i + 1)
                i = j + 1
            else:
                i += 1
                while i < self.n and is_id_rest(self.s[i]):
                    i += 1
            nxt = self.at(i + 1)
            if self.at(i) == "." and (is_id_first(nxt) or nxt == ID_BEGIN):
                i += 1
                continue
            return i

    def symbol_end(self, i: int) -> int:
        for tk in _symbols_by_first(self.extra).get(self.s[i], ()):
            if self.s.startswith(tk, i):
                return i + len(tk)
        return i + 1

    # -- the token loop (Lean's `tokenFn`); `closer` ends an interpolated string's `{…}`
    def code(self, i: int, closer: str | None = None) -> int:
        depth = 0
        while True:
            i = self.skip_ws(i)
            if i >= self.n:
                if closer is not None:
                    raise _Stop("unterminated interpolated string", i)
                return i
            s, c = self.s, self.s[i]
            self.cur = i
            if closer is not None:
                if c == "{":
                    depth += 1
                elif c == "}":
                    if depth == 0:
                        return i + 1
                    depth -= 1
            if c == '"':
                prev = self.tokens[-1] if self.tokens else None
                interp = prev is not None and (prev.text in INTERPOLATING or
                                               (prev.kind in (IDENT, KEYWORD) and prev.text.endswith("!")))
                i = self.string(i, i + 1, interp=interp)
                continue
            if c == "'" and self.at(i + 1) != "'" and not (self.extra and self._extra_at(i)):
                j = self.char(i)
                self.emit(CHAR, i, j)
            elif _is_digit(c) and self._after_glued(".", i):
                j = i  # a field index (`x.1.2`): digits only, never a decimal number
                while j < self.n and _is_digit(s[j]):
                    j += 1
                self.emit(NUM, i, j)
            elif _is_digit(c):
                kind, j = self.number(i)
                self.emit(kind, i, j)
            elif c == "`" and self._after_glued("`", i):
                j = i + 1  # the second backtick of a double-quoted name ``x
                self.emit(SYMBOL, i, j)
            elif c == "`" and (is_id_first(self.at(i + 1)) or self.at(i + 1) == ID_BEGIN):
                j = self.ident_end(i + 1)
                self.emit(NAME, i, j)
            elif c == "r" and self._raw_start(i + 1):
                j = self.raw_string(i)
                self.emit(STR, i, j)
            elif is_id_first(c) or c == ID_BEGIN:
                j = self.ident_end(i)
                tk = self.symbol_end(i)
                if tk - i >= j - i and s[i:tk] in token_table():
                    self.emit(KEYWORD if is_id_first(c) else SYMBOL, i, tk)
                    j = tk
                else:
                    self.emit(IDENT, i, j)
            elif c == "#" and is_id_first(self.at(i + 1)):
                j = i + 1
                while j < self.n and is_id_rest(s[j]):
                    j += 1
                self.emit(SYMBOL, i, j)  # `#eval`, `#exit`, ... (and any unknown `#word`)
            else:
                j = self.symbol_end(i)
                self.emit(SYMBOL, i, j)
            i = j

    def _after_glued(self, symbol: str, i: int) -> bool:
        prev = self.tokens[-1] if self.tokens else None
        return prev is not None and prev.kind == SYMBOL and prev.text == symbol and prev.end == i

    def _extra_at(self, i: int) -> bool:
        return any(self.s.startswith(tk, i) for tk in self.extra)

    def _raw_start(self, i: int) -> bool:
        while self.at(i) == "#":
            i += 1
        return self.at(i) == '"'


def tokenize(text: str, profile: str = "core") -> Lexed:
    """Lean's tokens of `text` (under a batch profile: `core`, `bare` or `mathlib`); on a lexical
    error, the tokens before it and the error."""
    lx = _Lexer(text, PROFILE_TOKENS.get(profile, frozenset()))
    error = None
    try:
        lx.code(0)
    except _Stop as stop:
        start = min(stop.offset, lx.cur)
        error = LexError(stop.message, text.count("\n", 0, stop.offset) + 1, start)
    except RecursionError:
        error = LexError("interpolated strings nested too deeply", 1, 0)
    return Lexed(text, lx.tokens, lx.trivia, error)


def code_mask(text: str) -> tuple[list[bool], LexError | None]:
    """For each character, True when it is code (not a comment or a string/char literal). Also the
    first lexical error; an unterminated comment or literal masks everything after its start."""
    lexed = tokenize(text)
    return lexed.code_mask(), lexed.error

"""Hand-written Pratt parser for the statement fragment (see `ast.py`), following Lean 4's grammar.

Precedences are Lean 4 core's (`Init/Notation.lean`, `Init/Core.lean`):

    ↔ 20 (non-assoc)   → 25 (right)   ∨ 30 (right)   ∧ 35 (right)   ¬p : p at 40
    = ≠ < ≤ > ≥ ∣ 50 (non-assoc)      + - 65 (left)  * / % 70 (left)  unary - 75  ^ 80 (right)
    application: head and arguments at max precedence      ∀/∃: the body extends as far as possible

Like Lean, `a = b = c` and `a ↔ b ↔ c` are errors, `¬ a = b` is `¬ (a = b)`, `-x ^ 2` is `-(x ^ 2)`,
`f -x` is `f - x` and `x ^ -1` does not parse. Anything outside the fragment raises `ParseError`
with the position, what was expected and what was found; nothing is silently parsed differently.

Unannotated binders get their type the way Lean's elaborator would give it (see `_Infer`): from the
arithmetic trees they occur in, from function signatures, as `Prop` when used as a proposition, and as
`Nat` when only numerals constrain them (Lean's default instance). When Lean could not infer the type
either (`∀ x y, x + y = y + x`), the parser raises `ParseError`.

Sugar is expanded to the term Lean builds: `∀ x > 0, P` is `∀ x, x > 0 → P`; `∃ x > 0, P` is
`∃ x, x > 0 ∧ P`; a hypothesis binder `∀ (h : P), Q` is `P → Q`; ASCII spellings (`->`, `<->`, `/\\`,
`\\/`, `<=`, `>=`, `forall`, `exists`) read as their Unicode forms; `ℕ`/`ℤ` are `Nat`/`Int`.

The tokens are Lean's own (`lean.text.lexer`, the package's one lexer, also the guard's): where a
name, a numeral, a comment or a symbol ends is decided as Lean decides it, so `x<-1` is `x ← 1`
(an error here), `matℕhd` is one name, and a tab, a no-break space, a Cyrillic letter or a
superscript digit is refused as Lean refuses it (tests/test_parser_lexer.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from paracert.errors import InputError
from paracert.lean.text.lexer import ID_BEGIN, IDENT, KEYWORD, NUM, SCI, SYMBOL, is_id_first, token_table, tokenize
from paracert.lean.text.lexer import Token as LeanToken
from paracert.transforms.ast import (
    FUNCTIONS,
    App,
    Ascribe,
    Binder,
    BinderInfo,
    BinOp,
    BoolLit,
    Coe,
    Conn,
    Expr,
    Neg,
    Not,
    Num,
    Quant,
    Rel,
    Theorem,
    Ty,
    TypeMismatch,
    Var,
    exponents,
    join,
    map_children,
    tree_leaves,
)

MAX_PREC = 1024
ARG_PREC = 1023
LEAD_PREC = 1022


class ParseError(InputError):
    """Text outside the supported fragment, or malformed. `pos` is a 0-based character offset."""

    def __init__(self, message: str, text: str, pos: int, *, expected: str | None = None, found: str | None = None):
        self.message = message
        self.text = text
        self.pos = pos
        self.expected = expected
        self.found = found
        self.line = text.count("\n", 0, pos) + 1
        self.col = pos - (text.rfind("\n", 0, pos) + 1) + 1
        super().__init__(str(self))

    def __str__(self) -> str:
        out = f"{self.line}:{self.col}: {self.message}"
        if self.expected:
            out += f"; expected {self.expected}"
        if self.found is not None:
            out += f", found {self.found}"
        return out


# --------------------------------------------------------------------------------------------------
# Tokens: Lean's own (`lean.text.lexer`, the one lexer of the package), in the parser's terms


@dataclass(frozen=True)
class Token:
    kind: str  # "ident" | "num" | "sym" | "eof"
    text: str  # normalized spelling (ASCII operators mapped to Unicode)
    pos: int
    end: int
    raw: str

    def describe(self) -> str:
        return "end of input" if self.kind == "eof" else f"'{self.raw}'"


# Spellings read as the fragment's: ASCII operators as their Unicode forms, ℕ/ℤ as Nat/Int.
_ASCII = {"<->": "↔", "->": "→", "/\\": "∧", "\\/": "∨", "<=": "≤", ">=": "≥"}
_TYPE_LETTERS = {"ℕ": "Nat", "ℤ": "Int"}
# Letter-like names Lean reads as identifiers that the parser names as (unsupported) types.
_TYPE_SYMBOLS = {"ℚ", "ℝ", "ℂ"}
# Characters outside Lean's `Init` token table the parser names in its errors (Mathlib notation).
_NAMED_CHARACTERS = {"∑", "∏", "≡", "√", "⌊", "⌋", "⌈", "⌉"}


class _Tokens:
    """The statement's tokens as Lean's lexer reads them (comments skipped), seen by the parser:
    identifiers and the keywords the parser knows by name as `ident`, decimal numerals as `num`,
    everything else as `sym`. What the fragment does not have (another base, a digit separator, a
    decimal, a quoted name, a character no Lean token starts with, a lexical error) raises
    `ParseError` when the parser reaches it, not before."""

    def __init__(self, text: str):
        self.text = text
        self.tokens: list[Token] = []
        self.failure: ParseError | None = None  # raised at index len(self.tokens)
        lexed = tokenize(text)
        lean = lexed.tokens
        k = 0
        while k < len(lean) and self.failure is None:
            t = lean[k]
            nxt = lean[k + 1] if k + 1 < len(lean) else None
            if t.kind == SYMBOL and t.text == "∃" and nxt is not None and nxt.text == "!" and nxt.glued:
                self.tokens.append(Token("sym", "∃!", t.start, nxt.end, "∃!"))  # Mathlib's unique existence
                k += 2
                continue
            tok = self._view(t)
            if isinstance(tok, ParseError):
                self.failure = tok
            else:
                self.tokens.append(tok)
            k += 1
        if self.failure is None and lexed.error is not None:
            self.failure = ParseError(lexed.error.message, text, lexed.error.offset)
        self.eof = Token("eof", "", len(text), len(text), "")

    def _view(self, t: LeanToken) -> Token | ParseError:
        text, pos = t.text, t.start
        if t.kind == NUM:
            if text[:2].lower() in ("0x", "0b", "0o"):
                return ParseError("only decimal numerals are supported", self.text, pos)
            if "_" in text:
                return ParseError("digit separators '_' in numerals are not supported", self.text, pos)
            return Token("num", text, pos, t.end, text)
        if t.kind == SCI:
            return ParseError("decimal (scientific) literals are not supported", self.text, pos)
        if t.kind in (IDENT, KEYWORD) and is_id_first(text[0]):
            if ID_BEGIN in text:
                return ParseError("quoted identifiers «…» are not supported", self.text, pos + text.index(ID_BEGIN))
            if text in _TYPE_LETTERS:
                return Token("sym", _TYPE_LETTERS[text], pos, t.end, text)
            if text in _TYPE_SYMBOLS:
                return Token("sym", text, pos, t.end, text)
            if t.kind == IDENT or text in _PARSER_WORDS:
                return Token("ident", text, pos, t.end, text)
            return Token("sym", text, pos, t.end, text)  # a keyword (`at`, `in`, `then`): never a name
        if t.kind == IDENT:  # a `«…»` name
            return ParseError("quoted identifiers «…» are not supported", self.text, pos)
        if t.kind == SYMBOL and len(text) == 1 and text not in token_table() and text not in _NAMED_CHARACTERS:
            return ParseError(f"unsupported character {text!r}", self.text, pos)
        return Token("sym", _ASCII.get(text, text), pos, t.end, text)

    def token(self, i: int) -> Token:
        if i < len(self.tokens):
            return self.tokens[i]
        if self.failure is not None:
            raise self.failure
        return self.eof


# --------------------------------------------------------------------------------------------------
# Parser

# trailing operator -> (level, minimum precedence of the left operand, precedence of the right operand)
_TRAILING: dict[str, tuple[int, int, int]] = {
    op: spec
    for ops, spec in [
        ("↔", (20, 21, 21)),
        ("→", (25, 25, 25)),
        ("∨", (30, 31, 30)),
        ("∧", (35, 36, 35)),
        ("= ≠ < ≤ > ≥ ∣", (50, 51, 51)),
        ("+ -", (65, 65, 66)),
        ("* / %", (70, 70, 71)),
        ("^", (80, 81, 80)),
    ]
    for op in ops.split()
}
_NON_ASSOC = {"↔", "=", "≠", "<", "≤", ">", "≥", "∣"}

_TYPE_NAMES = {"Nat": Ty.NAT, "Int": Ty.INT, "Prop": Ty.PROP}
_UNSUPPORTED_TYPES = {"ℚ", "ℝ", "ℂ", "Rat", "Real", "Complex", "Type", "Sort", "Bool", "Fin", "Set", "List", "Finset"}
_UNSUPPORTED_KEYWORDS = {
    "fun": "lambda abstractions",
    "let": "let-expressions",
    "have": "have-expressions",
    "show": "show-expressions",
    "if": "if-then-else",
    "match": "match-expressions",
    "by": "tactic blocks",
    "do": "do-notation",
    "sorry": "sorry",
    "decide": "Bool-valued terms",
    "true": "Bool literals",
    "false": "Bool literals",
}
_UNSUPPORTED_SYMBOLS = {
    "!=": "Bool inequality '!=' (use '≠')",
    "==": "Bool equality '==' (use '=')",
    "&&": "Bool '&&' (use '∧')",
    "||": "Bool '||' (use '∨')",
    "|": "absolute value / set-builder '|'",
    "!": "factorial '!'",
    "λ": "lambda abstractions",
    "∑": "big operators",
    "∏": "big operators",
    "∃!": "unique existence '∃!'",
    "⟨": "anonymous constructors",
    "∈": "membership '∈'",
    "∉": "membership '∉'",
    "×": "product types",
    "≡": "congruence notation '≡'",
    "⁻¹": "inverses",
    "√": "square roots",
    "⌊": "floor",
    "⌈": "ceiling",
    "∩": "set operations",
    "∪": "set operations",
    "⊆": "set operations",
    "∅": "sets",
    "•": "scalar multiplication",
    "∘": "function composition",
}
_QUANT_WORDS = {"forall": "∀", "exists": "∃"}
# Lean keywords the parser reads by name (a quantifier, a type, a construct it names in its errors).
_PARSER_WORDS = frozenset({*_QUANT_WORDS, *_UNSUPPORTED_KEYWORDS, *_TYPE_NAMES, *_UNSUPPORTED_TYPES,
                           "theorem", "lemma", "example"})
_BINDER_PRED_OPS = {">", "≥", "<", "≤", "≠"}


class _Parser:
    def __init__(self, text: str):
        self.text = text
        self.lex = _Tokens(text)
        self.i = 0
        # name -> declared type (None: to be inferred), innermost last
        self.scope: list[tuple[str, Ty | None]] = []
        self.binder_pos: dict[int, int] = {}  # id(Binder) -> source offset (for inference errors)
        self.open_binder: int | None = None  # offset of a quantifier whose body ended the last term

    # -- token helpers -----------------------------------------------------------------------------
    def peek(self, k: int = 0) -> Token:
        return self.lex.token(self.i + k)

    def advance(self) -> Token:
        tok = self.peek()
        if tok.kind != "eof":
            self.i += 1
        return tok

    def at(self, text: str, k: int = 0) -> bool:
        tok = self.peek(k)
        return tok.kind in ("sym", "ident") and tok.text == text

    def error(self, message: str, tok: Token | None = None, expected: str | None = None) -> ParseError:
        tok = tok or self.peek()
        return ParseError(message, self.text, tok.pos, expected=expected, found=tok.describe())

    def expect(self, text: str, context: str) -> Token:
        if not self.at(text):
            tok = self.peek()
            hint = ""
            if tok.kind == "sym" and tok.text in _NON_ASSOC:
                hint = f" ('{tok.raw}' is non-associative: parenthesize the chain)"
            raise self.error(f"malformed {context}{hint}", expected=f"'{text}'")
        return self.advance()

    def lookup(self, name: str) -> tuple[bool, Ty | None]:
        for n, ty in reversed(self.scope):
            if n == name:
                return True, ty
        return False, None

    # -- terms -------------------------------------------------------------------------------------
    def term(self, prec: int = 0) -> Expr:
        lhs, lhs_prec = self.leading(prec)
        while True:
            tok = self.peek()
            if tok.kind != "sym" or tok.text not in _TRAILING:
                if self.starts_argument(tok) and prec <= LEAD_PREC:
                    what = "a numeral" if isinstance(lhs, Num) else "this term"
                    raise self.error(f"{what} cannot be applied to arguments", tok, expected="an operator")
                break
            level, lhs_min, rhs_prec = _TRAILING[tok.text]
            if level < prec or lhs_prec < lhs_min:
                break
            if self.open_binder is not None:
                # the body of a quantifier stopped before this operator (a non-associative chain):
                # Lean's reading is surprising here, so refuse rather than guess
                why = f"'{tok.raw}' is non-associative and " if tok.text in _NON_ASSOC else ""
                raise self.error(
                    f"{why}the body of the quantifier at offset {self.open_binder} ends before it; parenthesize",
                    tok,
                )
            self.advance()
            rhs = self.term(rhs_prec)
            op = tok.text
            if op in ("∧", "∨", "→", "↔"):
                lhs = Conn(op, lhs, rhs)
            elif op in _NON_ASSOC:
                lhs = Rel(op, lhs, rhs)
            else:
                lhs = BinOp(op, lhs, rhs)
            lhs_prec = level
        return lhs

    def starts_argument(self, tok: Token) -> bool:
        if tok.kind == "num":
            return True
        if tok.kind == "ident":
            return tok.text not in _QUANT_WORDS and tok.text not in _UNSUPPORTED_KEYWORDS
        return tok.kind == "sym" and tok.text in ("(", "¬", "↑", "⟨")

    def leading(self, prec: int) -> tuple[Expr, int]:
        self.open_binder = None
        tok = self.peek()
        if tok.kind == "num":
            self.advance()
            return Num(int(tok.text)), MAX_PREC
        if tok.kind == "ident":
            return self.identifier(prec)
        if tok.kind == "eof":
            raise self.error("unexpected end of input", expected="a term")
        s = tok.text
        if s == "(":
            return self.parenthesized(prec)
        if s == "¬":
            self.advance()
            return Not(self.term(40)), MAX_PREC
        if s == "-":
            if prec > 75:
                raise self.error("unary '-' (precedence 75) cannot appear here; parenthesize it", tok)
            self.advance()
            return Neg(self.term(75)), 75
        if s == "↑":
            self.advance()
            return Coe(self.term(MAX_PREC)), MAX_PREC
        if s in ("∀", "∃"):
            return self.quantifier(prec, s), LEAD_PREC
        if s in _UNSUPPORTED_SYMBOLS:
            raise self.error(f"unsupported syntax: {_UNSUPPORTED_SYMBOLS[s]}", tok)
        if s in ("Nat", "Int"):
            raise self.error("a type cannot appear as a term", tok, expected="a term")
        raise self.error("unexpected token", tok, expected="a term")

    def identifier(self, prec: int) -> tuple[Expr, int]:
        tok = self.peek()
        name = tok.text
        if name in _QUANT_WORDS:
            return self.quantifier(prec, _QUANT_WORDS[name]), LEAD_PREC
        if name in ("True", "False"):
            self.advance()
            return BoolLit(name == "True"), MAX_PREC
        if name in _UNSUPPORTED_KEYWORDS:
            raise self.error(f"unsupported syntax: {_UNSUPPORTED_KEYWORDS[name]}", tok)
        if name in _TYPE_NAMES or name in _UNSUPPORTED_TYPES:
            raise self.error("a type cannot appear as a term", tok, expected="a term")
        head, *fields = name.split(".")
        bound, ty = self.lookup(head)
        if bound:
            self.advance()
            if not fields:
                return Var(head), MAX_PREC
            return self.field_access(Var(head), ty, fields, tok, prec, dot=True)
        if name in FUNCTIONS:
            self.advance()
            return self.application(name, [], tok, prec)
        if fields and head in FUNCTIONS:
            raise self.error(f"unsupported field access on function '{head}'", tok)
        raise self.error(f"unknown identifier '{name}'", tok)

    def field_access(
        self, recv: Expr, ty: Ty | None, fields: list[str], tok: Token, prec: int, *, dot: bool
    ) -> tuple[Expr, int]:
        if len(fields) != 1:
            raise self.error("chained field notation is not supported", tok)
        if ty is None:
            raise self.error(
                "field notation needs the receiver's type, which is not known here; annotate the binder", tok
            )
        fn = f"{ty.value}.{fields[0]}"
        if fn not in FUNCTIONS:
            raise self.error(f"unknown or unsupported field '{fields[0]}' for a value of type {ty.value}", tok)
        return self.application(fn, [recv], tok, prec, dot=dot)

    def application(self, fn: str, args: list[Expr], tok: Token, prec: int, *, dot: bool = False) -> tuple[Expr, int]:
        arity = len(FUNCTIONS[fn].params)
        given = len(args)
        if prec <= LEAD_PREC:
            while self.starts_argument(self.peek()):
                args.append(self.term(ARG_PREC))
        if len(args) != arity:
            what = "too many" if len(args) > arity else "too few (partial application is not supported)"
            raise ParseError(f"'{fn}' takes {arity} argument(s), got {what}: {len(args)}", self.text, tok.pos)
        level = MAX_PREC if len(args) == given else LEAD_PREC
        return App(fn, tuple(args), dot), level

    def parenthesized(self, prec: int) -> tuple[Expr, int]:
        open_tok = self.advance()
        if self.at(")"):
            raise self.error("the unit value '()' is not supported")
        inner = self.term(0)
        if self.at(":"):
            self.advance()
            ty = self.type_name("type ascription")
            inner = Ascribe(inner, ty)
        elif self.at(","):
            raise self.error("tuples are not supported")
        close = self.expect(")", f"parenthesized term opened at offset {open_tok.pos}")
        self.open_binder = None
        nxt = self.peek()
        # `(e).f`: field access directly after the parenthesis (no whitespace)
        if nxt.kind == "sym" and nxt.text == "." and nxt.pos == close.end:
            self.advance()
            field_tok = self.advance()
            if field_tok.kind != "ident" or "." in field_tok.text:
                raise self.error("malformed field access", field_tok, expected="a field name")
            return self.field_access(inner, self.static_type(inner), [field_tok.text], field_tok, prec, dot=False)
        return inner, MAX_PREC

    def static_type(self, e: Expr) -> Ty | None:
        """Type of `e` from what is known while parsing (for field notation)."""
        known = {n: t for n, t in self.scope if t is not None}
        try:
            t: Ty | None = None
            for leaf in tree_leaves(e):
                if isinstance(leaf, Var):
                    lt = known.get(leaf.name)
                elif isinstance(leaf, Ascribe):
                    lt = leaf.ty
                elif isinstance(leaf, App):
                    lt = FUNCTIONS[leaf.fn].result
                else:
                    lt = None
                t = join(t, lt)
        except TypeMismatch:
            return None
        return t

    def type_name(self, context: str) -> Ty:
        tok = self.peek()
        if tok.kind in ("ident", "sym") and tok.text in _TYPE_NAMES:
            self.advance()
            nxt = self.peek()
            if nxt.kind == "sym" and nxt.text in ("→", "×"):
                raise self.error("function and product types are not supported", nxt)
            return _TYPE_NAMES[tok.text]
        if tok.text in _UNSUPPORTED_TYPES or tok.text.split(".")[0] in _UNSUPPORTED_TYPES:
            raise self.error(f"unsupported type '{tok.raw}' (only Nat, Int, Prop)", tok)
        raise self.error(f"malformed {context}", tok, expected="a type (Nat, Int, ℕ, ℤ or Prop)")

    # -- binders -----------------------------------------------------------------------------------
    def quantifier(self, prec: int, kind: str) -> Expr:
        tok = self.peek()
        if prec > LEAD_PREC:
            raise self.error(f"'{kind}' cannot appear as a function argument; parenthesize it", tok)
        self.advance()
        items = self.binder_items(kind)
        if not self.at(","):
            raise self.error(f"malformed '{kind}' binders", expected="',' after the binders")
        self.advance()
        out = self.close_binders(kind, items)
        self.open_binder = tok.pos
        return out

    def binder_items(self, kind: str) -> list:
        """Binder items: ("var", Binder) | ("hyp", Expr) | ("pred", Binder, op, Expr)."""
        items: list = []
        bare: list[tuple[str, Token]] = []
        flushed = False  # untyped bare names came before a bracketed binder
        while True:
            tok = self.peek()
            if tok.kind == "ident" and tok.text not in _TYPE_NAMES:
                if "." in tok.text or tok.text in _QUANT_WORDS or tok.text in _UNSUPPORTED_KEYWORDS:
                    raise self.error("malformed binder", tok, expected="a binder name")
                self.advance()
                bare.append((tok.text, tok))
                continue
            if tok.kind == "sym" and tok.text in ("(", "{", "⦃", "["):
                # `∀ x (y : T), P`: bare names before a bracket are untyped
                items.extend(("var", self.declare(n, None, BinderInfo.DEFAULT, t)) for n, t in bare)
                flushed = flushed or bool(bare)
                bare = []
                items.extend(self.bracketed(kind))
                continue
            break
        tok = self.peek()
        if tok.kind == "sym" and tok.text in _BINDER_PRED_OPS and bare:
            if len(bare) != 1 or items:
                raise self.error("a binder predicate needs exactly one binder name", tok)
            op = self.advance().text
            bound = self.term(0)
            name, ntok = bare[0]
            b = self.declare(name, None, BinderInfo.DEFAULT, ntok)
            return [("pred", b, op, bound)]
        if bare:
            ty: Ty | None = None
            if self.at(":"):
                if flushed:
                    raise self.error("ambiguous binder type after mixed bare and bracketed binders; bracket them")
                self.advance()
                ty = self.type_name("binder type")
            for name, ntok in bare:
                items.append(("var", self.declare(name, ty, BinderInfo.DEFAULT, ntok)))
        if not items:
            raise self.error(f"'{kind}' needs binders", expected="a binder")
        return items

    def declare(self, name: str, ty: Ty | None, info: BinderInfo, tok: Token) -> Binder:
        if name in ("True", "False"):
            raise self.error(f"'{name}' cannot be a binder name", tok)
        b = Binder(name, ty, info)
        self.binder_pos[id(b)] = tok.pos
        self.scope.append((name, ty))
        return b

    def bracketed(self, kind: str) -> list:
        open_tok = self.advance()
        closer = {"(": ")", "{": "}", "⦃": "⦄", "[": "]"}[open_tok.text]
        if open_tok.text == "[":
            raise self.error("instance binders '[...]' are not supported", open_tok)
        info = {"(": BinderInfo.DEFAULT, "{": BinderInfo.IMPLICIT, "⦃": BinderInfo.STRICT}[open_tok.text]
        if kind == "∃" and info is not BinderInfo.DEFAULT:
            raise self.error("'∃' binders must be explicit", open_tok)
        names: list[Token] = []
        while self.peek().kind == "ident" and self.peek().text not in _TYPE_NAMES:
            tok = self.advance()
            if "." in tok.text:
                raise self.error("malformed binder", tok, expected="a binder name")
            names.append(tok)
        if not names:
            raise self.error("malformed binder", expected="a binder name")
        if not self.at(":"):
            raise self.error("binder without a type", expected=f"':' and a type, then '{closer}'")
        self.advance()
        tok = self.peek()
        is_type = tok.kind in ("ident", "sym") and tok.text in _TYPE_NAMES
        if is_type and not (self.peek(1).kind == "sym" and self.peek(1).text == closer):
            nxt = self.peek(1)
            if nxt.kind == "sym" and nxt.text in ("→", "×"):
                raise self.error("function and product types are not supported", nxt)
            raise self.error("malformed binder type", nxt, expected=f"'{closer}'")
        if is_type or tok.text in _UNSUPPORTED_TYPES:
            ty = self.type_name("binder type")
            self.expect(closer, "binder")
            self.open_binder = None
            return [("var", self.declare(n.text, ty, info, n)) for n in names]
        # a hypothesis `(h : P)`: the name is not a term variable of the fragment
        if kind == "∃":
            raise self.error("'∃' over a proof of a proposition is not supported", tok)
        if info is not BinderInfo.DEFAULT:
            raise self.error("implicit hypotheses are not supported", open_tok)
        hyp = self.term(0)
        self.expect(closer, "hypothesis binder")
        self.open_binder = None
        return [("hyp", hyp) for _ in names]

    def close_binders(self, kind: str, items: list) -> Expr:
        """Parse the body, pop the scope, and assemble the quantifier(s)."""
        body = self.term(0)
        n_vars = sum(1 for it in items if it[0] in ("var", "pred"))
        del self.scope[len(self.scope) - n_vars :]
        return _assemble(kind, items, body)

    # -- theorem form -------------------------------------------------------------------------------
    def theorem(self) -> Theorem:
        kw = self.advance()
        name = ""
        if kw.text != "example":
            tok = self.advance()
            if tok.kind != "ident":
                raise self.error(f"malformed {kw.text}", tok, expected="a name")
            name = tok.text
        items: list = []
        while self.peek().kind == "sym" and self.peek().text in ("(", "{", "⦃", "["):
            items.extend(self.bracketed("∀"))
        if not self.at(":"):
            raise self.error(f"malformed {kw.text} header", expected="a bracketed binder or ':'")
        self.advance()
        concl = self.term(0)
        n_vars = sum(1 for it in items if it[0] == "var")
        del self.scope[len(self.scope) - n_vars :]
        if not (self.peek().kind == "eof" or self.at(":=")):
            raise self.trailing_error()
        prop = _assemble("∀", items, concl) if items else concl
        return Theorem(name, prop, kw.text)

    def trailing_error(self) -> ParseError:
        tok = self.peek()
        if tok.kind == "sym" and tok.text in _NON_ASSOC:
            return self.error(f"'{tok.raw}' is non-associative; parenthesize the chain", tok, expected="end of input")
        if tok.kind == "sym" and tok.text in _UNSUPPORTED_SYMBOLS:
            return self.error(f"unsupported syntax: {_UNSUPPORTED_SYMBOLS[tok.text]}", tok)
        return self.error("unexpected token", tok, expected="end of input")


def _assemble(kind: str, items: list, body: Expr) -> Expr:
    """Fold binder items right-to-left: consecutive variables share one quantifier node,
    hypotheses become implications, binder predicates expand as in Lean."""
    out = body
    pending: list[Binder] = []

    def flush() -> None:
        nonlocal out, pending
        if pending:
            out = Quant(kind, tuple(reversed(pending)), out)
            pending = []

    for item in reversed(items):
        if item[0] == "var":
            pending.append(item[1])
        elif item[0] == "hyp":
            flush()
            out = Conn("→", item[1], out)
        else:  # binder predicate
            flush()
            _, b, op, bound = item
            guard = Rel(op, Var(b.name), bound)
            out = Quant(kind, (b,), Conn("→" if kind == "∀" else "∧", guard, out))
    flush()
    return out


# --------------------------------------------------------------------------------------------------
# Binder-type inference


class _Slot:
    """Union-find node for the unknown type of an unannotated binder (or a group of them)."""

    def __init__(self) -> None:
        self.parent: _Slot = self
        self.ty: Ty | None = None
        self.numeral = False  # a numeral shares this type: Lean defaults it to Nat

    def find(self) -> _Slot:
        node = self
        while node.parent is not node:
            node.parent = node.parent.parent
            node = node.parent
        return node


class _Infer:
    def __init__(self, parser: _Parser):
        self.p = parser
        self.slots: dict[int, _Slot] = {}  # id(Binder) -> slot
        self.scope: list[tuple[str, Ty | _Slot]] = []
        self.current: Binder | None = None

    def fail(self, message: str, binder: Binder | None = None) -> ParseError:
        pos = self.p.binder_pos.get(id(binder), 0) if binder is not None else 0
        return ParseError(message, self.p.text, pos)

    def set_ty(self, slot: _Slot, ty: Ty, name: str) -> None:
        root = slot.find()
        if root.ty is None or root.ty is ty:
            root.ty = ty
        elif Ty.PROP in (root.ty, ty):
            raise self.fail(f"binder '{name}' is used both as a proposition and as a number")
        else:
            root.ty = join(root.ty, ty)

    def union(self, a: _Slot, b: _Slot) -> _Slot:
        ra, rb = a.find(), b.find()
        if ra is rb:
            return ra
        rb.parent = ra
        ra.numeral = ra.numeral or rb.numeral
        if rb.ty is not None:
            try:
                ra.ty = join(ra.ty, rb.ty)
            except TypeMismatch as exc:
                raise self.fail(f"incompatible types: {exc}") from exc
        return ra

    def lookup(self, name: str) -> Ty | _Slot:
        for n, t in reversed(self.scope):
            if n == name:
                return t
        raise self.fail(f"unbound variable '{name}'")

    def run(self, e: Expr) -> Expr:
        self.prop(e)
        return self.rebuild(e)

    # propositions
    def prop(self, e: Expr) -> None:
        match e:
            case BoolLit():
                return
            case Var(n):
                t = self.lookup(n)
                if isinstance(t, _Slot):
                    self.set_ty(t, Ty.PROP, n)
                elif t is not Ty.PROP:
                    raise self.fail(f"'{n} : {t.value}' is used as a proposition")
            case Not(a):
                self.prop(a)
            case Conn(_, lhs, rhs):
                self.prop(lhs)
                self.prop(rhs)
            case Rel("∣", lhs, rhs):
                t1 = self.tree([lhs], None)
                if isinstance(t1, Ty):
                    self.tree([rhs], t1)
                else:
                    t2 = self.tree([rhs], None)
                    if isinstance(t2, Ty):
                        self.tree([lhs], t2)
                    elif isinstance(t1, _Slot) and isinstance(t2, _Slot):
                        self.union(t1, t2)
            case Rel(_, lhs, rhs):
                self.tree([lhs, rhs], None)
            case App(fn, args, _) if FUNCTIONS[fn].result is Ty.PROP:
                for a, pty in zip(args, FUNCTIONS[fn].params, strict=True):
                    self.tree([a], pty)
            case Ascribe(x, Ty.PROP):
                self.prop(x)
            case Quant(_, binders, body):
                for b in binders:
                    if b.ty is None:
                        slot = _Slot()
                        self.slots[id(b)] = slot
                        self.scope.append((b.name, slot))
                    else:
                        self.scope.append((b.name, b.ty))
                self.prop(body)
                del self.scope[len(self.scope) - len(binders) :]
            case _:
                raise self.fail(f"expected a proposition, found a term of the fragment ({type(e).__name__})")

    # arithmetic trees: returns the tree's type, or the slot of its still-unknown type, or None
    def tree(self, roots: list[Expr], expected: Ty | None) -> Ty | _Slot | None:
        known: Ty | None = expected
        pending: list[_Slot] = []
        numeral = False
        for root in roots:
            for ex in exponents(root):
                t = self.tree([ex], None)
                if isinstance(t, _Slot):  # `Pow α Nat` is a default instance: exponents default to Nat
                    t.find().numeral = True
            for leaf in tree_leaves(root):
                lt: Ty | _Slot | None
                match leaf:
                    case Num():
                        numeral, lt = True, None
                    case Var(n):
                        lt = self.lookup(n)
                    case Ascribe(x, ty):
                        if ty is Ty.PROP:
                            raise self.fail("a proposition is used as a number")
                        self.tree([x], ty)
                        lt = ty
                    case Coe(x):
                        self.tree([x], None)
                        lt = None
                    case App(fn, args, _):
                        sig = FUNCTIONS[fn]
                        if sig.result is Ty.PROP:
                            raise self.fail(f"the predicate '{fn}' is used as a number")
                        poly = [a for a, pty in zip(args, sig.params, strict=True) if pty is None]
                        for a, pty in zip(args, sig.params, strict=True):
                            if pty is not None:
                                self.tree([a], pty)
                        lt = self.tree(poly, None) if poly else None
                        if sig.result is not None:
                            lt = sig.result
                    case _:
                        raise self.fail("a proposition is used as a number")
                if isinstance(lt, _Slot):
                    root_slot = lt.find()
                    if root_slot.ty is None:
                        pending.append(root_slot)
                        continue
                    lt = root_slot.ty
                try:
                    known = join(known, lt)
                except TypeMismatch as exc:
                    raise self.fail(f"ill-typed arithmetic: {exc}") from exc
                if known is Ty.PROP:
                    raise self.fail("a proposition is used as a number")
        if known is not None:
            for s in pending:
                self.set_ty(s, known, "?")
            return known
        if not pending:
            return None
        group = pending[0]
        for s in pending[1:]:
            group = self.union(group, s)
        if numeral:
            group.find().numeral = True
        return group.find()

    def rebuild(self, e: Expr) -> Expr:
        if isinstance(e, Quant):
            binders = []
            for b in e.binders:
                if b.ty is None:
                    root = self.slots[id(b)].find()
                    ty = root.ty or (Ty.NAT if root.numeral else None)
                    if ty is None:
                        raise self.fail(
                            f"cannot infer the type of binder '{b.name}' (Lean cannot either); annotate it", b
                        )
                    b = Binder(b.name, ty, b.info)
                binders.append(b)
            return Quant(e.kind, tuple(binders), self.rebuild(e.body))
        return map_children(e, self.rebuild)


# --------------------------------------------------------------------------------------------------
# Public API


def _finish(p: _Parser, e: Expr) -> Expr:
    return _Infer(p).run(e)


def parse_expr(text: str) -> Expr:
    """Parse a closed proposition (no `theorem` header)."""
    p = _Parser(text)
    e = p.term(0)
    if p.peek().kind != "eof":
        raise p.trailing_error()
    return _finish(p, e)


def parse_term(text: str) -> Expr:
    """Parse a closed arithmetic term (e.g. `(3 : Nat) - 5`)."""
    p = _Parser(text)
    e = p.term(0)
    if p.peek().kind != "eof":
        raise p.trailing_error()
    infer = _Infer(p)
    infer.tree([e], None)
    return infer.rebuild(e)


def parse_theorem(text: str) -> Theorem:
    """Parse `theorem name binders : concl` (also `lemma`, `example`); a `:= proof` tail is ignored."""
    p = _Parser(text)
    if not (p.peek().kind == "ident" and p.peek().text in ("theorem", "lemma", "example")):
        raise p.error("malformed theorem", expected="'theorem', 'lemma' or 'example'")
    thm = p.theorem()
    return Theorem(thm.name, _finish(p, thm.prop), thm.keyword)


def parse(text: str) -> Expr:
    """Parse a statement: a closed proposition, or a theorem header (returning its proposition)."""
    p = _Parser(text)
    if p.peek().kind == "ident" and p.peek().text in ("theorem", "lemma", "example"):
        return parse_theorem(text).prop
    return parse_expr(text)

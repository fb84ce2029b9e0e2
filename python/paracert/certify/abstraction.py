"""The abstraction gate: a certified pair must also be proved, by the same branch, with its numeric
literals replaced by universally quantified variables (the same literal by the same variable).

A proof that computes with the statement's closed terms (`2 + 2 = 4` ↔ `3 * 3 = 9`,
`100 % 7 = 2` ↔ `2 = 2`) does not survive the abstraction (`x + x = y ↔ z * z = w` is false), while
a paraphrase does (`(a + b + c) % d = e ↔ e = (a + b + c) % d`).

Which literals are abstracted: every numeric literal token (decimal, `0x`/`0b`/`0o`, scientific),
except a `0`, `1` or `2` that is not part of a closed arithmetic term. Those three are the literals of
the vetted definitions (`Nat.Prime p ↔ 2 ≤ p ∧ …`, `Odd n ↔ ∃ m, n = 2 * m + 1`,
`Even n ↔ n % 2 = 0`), so abstracting them would forbid the vetted unfolds; a literal inside a closed
arithmetic term (`1 + 1`, `2 ^ 10`, `(239 + 174 + 83) % 10`) is always abstracted, since that is
where computation happens. The exception needs paracert's statement parser (to see closed terms and
types); when either statement is outside its fragment every literal is abstracted and the binder
types are left to Lean (`_`), which is only stricter (a gate that does not elaborate fails).

Binder types come from paracert's typing rules (`transforms.ast`: Lean's `binop%` elaboration,
numerals default to Nat); the literals are found on the code characters of `lean.lexer.code_mask`
(never inside strings, chars, comments or `«»` names) and the parse is used only when its numerals
are exactly the ones found in the text, in order.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from paracert.certify.parsed import CheckedPair, Parsed
from paracert.lean.text.lexer import code_mask
from paracert.transforms.ast import (
    FUNCTIONS,
    App,
    Ascribe,
    BinOp,
    Coe,
    Conn,
    Expr,
    Neg,
    Not,
    Num,
    Quant,
    Rel,
    Ty,
    TypeMismatch,
    Var,
    dvd_types,
    free_vars,
    tree_type,
)
from paracert.transforms.parser import parse
from paracert.transforms.signature import signature_numerals

KEPT_LITERALS = {0, 1, 2}
_LITERAL = re.compile(
    r"0[xX][0-9a-fA-F_]+|0[bB][01_]+|0[oO][0-7_]+|[0-9][0-9_]*(?:\.[0-9][0-9_]*)?(?:[eE][+-]?[0-9]+)?"
)
VAR_PREFIX = "pcLit"


@dataclass(frozen=True)
class Literal:
    start: int
    end: int
    text: str
    ty: str | None = None  # its type, when the text says it (`@OfNat.ofNat T (nat_lit 2) inst`)
    cast: bool = False  # a numeral through its type's `NatCast` (`_cast_numeral`)

    @property
    def value(self) -> int | None:
        t = self.text.replace("_", "").lower()
        if t.startswith(("0x", "0b", "0o")):
            return int(t, 0)
        return int(t) if t.isdigit() else None  # a scientific literal has no Nat value


@dataclass(frozen=True)
class Abstraction:
    """`(x₀ : T₀) … : (A') ↔ (B')`: the pair with its literals abstracted."""

    binders: tuple[tuple[str, str], ...]
    a: str
    b: str
    typed: bool  # binder types from paracert's parser (else `_`, inferred by Lean)
    literals: tuple[str, ...] = ()  # per binder: the literal it stands for (as written)

    def binder_text(self) -> str:
        """The binders; a literal that sizes a `Fin` (`Fin (pcLit0 : ℕ)`) is bound with `[NeZero pcLit0]`,
        which core's numerals of `Fin n` need (`(0 : Fin pcLit0)`): still a schema over every size it
        holds for, and 2, 3, … are instances of it."""
        return " ".join(f"({name} : {ty})" + (f" [NeZero {name}]" if self._sizes_fin(name) else "")
                        for name, ty in self.binders)

    def _sizes_fin(self, name: str) -> bool:
        pattern = rf"\bFin\s+\(?{re.escape(name)}(?![\w'])"
        return re.search(pattern, self.a) is not None or re.search(pattern, self.b) is not None


def _ident_char(c: str) -> bool:
    return c.isalnum() or c in "_'!?."


_NAT_LIT = re.compile(r"\(nat_lit\s+([0-9]+)\)")
_OF_NAT = "(@OfNat.ofNat "


def _closing(text: str, mask: list[bool], open_at: int) -> int | None:
    """The index of the parenthesis closing the one at `open_at` (code only), or None."""
    depth = 0
    for k in range(open_at, len(text)):
        if not mask[k]:
            continue
        if text[k] == "(":
            depth += 1
        elif text[k] == ")":
            depth -= 1
            if depth == 0:
                return k
    return None


# Numeral instances whose type fixes the numeral (`Zero.toOfNat0 : OfNat α 0`): the unit of a
# structure, not a number to compute with; its numeral cannot be abstracted apart from it.
_UNIT_NUMERAL = re.compile(r"\s*\(?@?(?:Zero\.toOfNat0|One\.toOfNat1)(?![\w.'])")


def _raw_literal(text: str, mask: list[bool], m: re.Match) -> Literal | None:
    """A raw natural literal as Lean prints it with every argument written out: the whole
    `(@OfNat.ofNat T (nat_lit N) inst)` (a numeral of type T: its instance names N, so the numeral is
    abstracted with it), else `(nat_lit N)` itself (a natural number). None for the `0` or `1` of a
    type written with arguments (`(0 : Fin n → ℝ)`) through `Zero.toOfNat0`/`One.toOfNat1`: kept as
    written (a binder of that type could not be stated before the names it uses)."""
    head = text.rfind(_OF_NAT, 0, m.start())
    while head >= 0 and (not mask[head] or (_closing(text, mask, head) or 0) < m.end()):
        head = text.rfind(_OF_NAT, 0, head)  # a numeral inside its type (`Fin 2 → ℝ`): the one around it
    if head >= 0:
        ty = text[head + len(_OF_NAT):m.start()].strip()
        end = _closing(text, mask, head)
        if ty and end is not None and end > m.end() and _one_argument(text, mask, m.end(), end):
            if "(" not in ty and " " not in ty:
                return Literal(head, end + 1, m.group(1), ty)
            if _UNIT_NUMERAL.match(text, m.end()):
                return None
    return Literal(m.start(), m.end(), m.group(1), "ℕ")


_CAST_NUMERAL = re.compile(r"(?:([0-9]+)|\(nat_lit ([0-9]+)\)) \(@Paracert\.instOfNat ")


def _cast_numeral(text: str, mask: list[bool], i: int) -> Literal | None:
    """A numeral of a type whose numerals are Mathlib's `instOfNat` through its `NatCast`, printed
    `(@OfNat.ofNat T N (@Paracert.instOfNat T cast N (@Paracert.Nat.instAtLeastTwo M)))` (M = N - 2;
    N also `(nat_lit N)`):
    one literal of type T, the whole term (its inner N and M are the same numeral)."""
    if not text.startswith(_OF_NAT, i) or not mask[i]:
        return None
    k = i + len(_OF_NAT)
    if text.startswith("(", k):
        close = _closing(text, mask, k)
        if close is None:
            return None
        ty_end = close + 1
    else:
        ty_end = k
        while ty_end < len(text) and (text[ty_end].isalnum() or text[ty_end] in "_.'"):
            ty_end += 1
    m = _CAST_NUMERAL.match(text, ty_end + 1) if text.startswith(" ", ty_end) else None
    end = _closing(text, mask, i)
    if m is None or end is None or ty_end == k:
        return None
    return Literal(i, end + 1, m.group(1) or m.group(2), text[k:ty_end], cast=True)


def _one_argument(text: str, mask: list[bool], start: int, end: int) -> bool:
    """Whether `text[start:end]` is one argument: a parenthesized term or one token."""
    arg = text[start:end].strip()
    if not arg:
        return False
    if arg.startswith("("):
        at = start + text[start:end].index("(")
        close = _closing(text, mask, at)
        return close is not None and not text[close + 1:end].strip()
    return " " not in arg


def literals(text: str) -> list[Literal]:
    """The numeric literal tokens of `text`'s code (not in comments, strings, chars, «names», not part
    of an identifier, not a projection `p.2`); a raw literal `(nat_lit N)` as `_raw_literal` reads it."""
    mask, _ = code_mask(text)
    out: list[Literal] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if not mask[i]:
            i += 1
            continue
        if c == "«":
            j = text.find("»", i)
            i = n if j < 0 else j + 1
            continue
        if c == "(" and (cast := _cast_numeral(text, mask, i)) is not None:
            out.append(cast)
            i = cast.end
            continue
        if c == "(" and (raw := _NAT_LIT.match(text, i)) is not None and all(mask[k] for k in range(i, raw.end())):
            lit = _raw_literal(text, mask, raw)
            if lit is None:
                i = raw.end()
                continue
            if lit.start < i:  # the whole numeral: drop what was read inside it
                out = [x for x in out if x.end <= lit.start]
            out.append(lit)
            i = max(raw.end(), lit.end)
            continue
        if c.isascii() and c.isdigit() and (i == 0 or not _ident_char(text[i - 1])):
            m = _LITERAL.match(text, i)
            assert m is not None
            end = m.end()
            while end > i and not all(mask[k] for k in range(i, end)):
                end -= 1
            out.append(Literal(i, end, text[i:end]))
            i = end
            continue
        if _ident_char(c):  # skip the whole identifier, digits inside it included
            while i < n and mask[i] and _ident_char(text[i]):
                i += 1
            continue
        i += 1
    return out


# ---------------------------------------------------------------------------------------------
# types and closed terms from paracert's parser (None when outside its fragment)


def _numerals(e: Expr) -> list[tuple[int, Ty, bool]]:
    """(value, type, inside a closed arithmetic term) of each numeral, in text order."""
    walk = _NumeralWalk()
    walk.prop(e, {})
    return walk.out


class _NumeralWalk:
    """The walk of `_numerals`: propositions, terms of an expected type, arithmetic, applications."""

    def __init__(self) -> None:
        self.out: list[tuple[int, Ty, bool]] = []

    def prop(self, e: Expr, types: dict[str, Ty]) -> None:
        match e:
            case Not(a):
                self.prop(a, types)
            case Conn(_, lhs, rhs):
                self.prop(lhs, types)
                self.prop(rhs, types)
            case Quant(_, binders, body):
                self.prop(body, {**types, **{b.name: b.ty for b in binders if b.ty is not None}})
            case Rel(op, lhs, rhs):
                if op == "∣":
                    ty = dvd_types(lhs, rhs, types)
                    self.term(lhs, ty, types, False)
                    self.term(rhs, ty, types, False)
                else:
                    ty = tree_type(rhs, tree_type(lhs, None, types), types) or Ty.NAT
                    self.arith(lhs, ty, types, False)
                    self.arith(rhs, ty, types, False)
            case App(fn, args, _):
                self.app(fn, args, types, False)
            case Ascribe(x, Ty.PROP):
                self.prop(x, types)
            case Var() | Num():
                if isinstance(e, Num):
                    raise TypeMismatch("a numeral used as a proposition")
            case _:
                pass

    def term(self, e: Expr, expected: Ty | None, types: dict[str, Ty], closed: bool) -> None:
        self.arith(e, tree_type(e, expected, types) or Ty.NAT, types, closed)

    def arith(self, e: Expr, ty: Ty, types: dict[str, Ty], closed: bool) -> None:
        if isinstance(e, (BinOp, Neg)) and not free_vars(e):
            closed = True
        match e:
            case BinOp("^", base, ex):
                self.arith(base, ty, types, closed)
                self.arith(ex, tree_type(ex, None, types) or Ty.NAT, types, closed)
            case BinOp(_, lhs, rhs):
                self.arith(lhs, ty, types, closed)
                self.arith(rhs, ty, types, closed)
            case Neg(a):
                self.arith(a, ty, types, closed)
            case Num(v):
                self.out.append((v, ty, closed))
            case Ascribe(x, aty):
                if aty is Ty.PROP:
                    self.prop(x, types)
                else:
                    self.term(x, aty, types, closed)
            case Coe(x):
                self.term(x, None, types, closed)
            case App(fn, args, _):
                self.app(fn, args, types, closed)
            case Rel() | Not() | Conn() | Quant():
                self.prop(e, types)

    def app(self, fn: str, args: tuple[Expr, ...], types: dict[str, Ty], closed: bool) -> None:
        sig = FUNCTIONS[fn]
        poly: Ty | None = None
        for a, p in zip(args, sig.params, strict=False):
            if p is None:
                poly = tree_type(a, poly, types)
        for a, p in zip(args, sig.params, strict=False):
            self.term(a, p if p is not None else (poly or Ty.NAT), types, closed)


_ASCRIBED = re.compile(r"\s*:\s*([^\W\d][\w.']*)\s*\)")
_TYPE_BINDER = re.compile(r"[{(]([^{}()\[\]:]+):\s*Type\s*[})]")


_ASCRIBED_OTHER = re.compile(r"\s*:\s*[^\s)]")


def _opens_before(text: str, lit: Literal) -> bool:
    """Whether `(` (or `(-`) opens just before the literal, as in a type ascription `(N : T)`."""
    before = text[:lit.start].rstrip()
    if before.endswith("-"):
        before = before[:-1].rstrip()
    return before.endswith("(")


def ascribed_type(text: str, lit: Literal) -> str | None:
    """T when the literal is written `(LIT : T)` or `(-LIT : T)` with T one name (Lean prints a
    numeral so under `pp.numericTypes`: `(2 : ℕ)`, `(-1 : R)`), else None. Only a binder type of the
    gate: a wrong T makes the gate statement fail to elaborate, never a weaker one."""
    if _opens_before(text, lit) and (m := _ASCRIBED.match(text, lit.end)):
        return m.group(1)
    return None


def _type_variables(text: str) -> set[str]:
    """The names the text's code binds as types (`{R : Type}`, `(α β : Type)`; never inside a string
    or comment): a signature's carriers and the type variables of the statement itself. Their
    numerals are `OfNat` of the operation-only classes (docs/trust.md), and a gate binder could not
    name a type the body binds."""
    return {name for m in _TYPE_BINDER.finditer(_code(text)) for name in m.group(1).split()}


_BINDER = re.compile(r"[{(\[]\s*([^\W\d][\w.']*(?:\s+[^\W\d][\w.']*)*)\s*:")


def _bound_names(text: str) -> set[str]:
    """The names the text's code binds (`{WithBot : Type → Type}`, `(x y : ℕ)`)."""
    return {name for m in _BINDER.finditer(_code(text)) for name in m.group(1).split()}


def _code(text: str) -> str:
    """`text` with everything that is not code (strings, chars, comments, «names») blanked."""
    mask, _ = code_mask(text)
    return "".join(c if keep else " " for c, keep in zip(text, mask, strict=True))


def _typed(text: str, lits: list[Literal], parsed: Parsed | None = None) -> list[tuple[Ty | None, bool]] | None:
    try:
        nums = _numerals(parsed.tree() if parsed is not None and parsed.text == text else parse(text))
    except Exception:  # outside the parser's fragment, or ill-typed: no types (unless a signature
        found = signature_numerals(text, _numerals)  # statement, docs/trust.md)
        if found is None:
            return None
        nums = found
    if [v for v, _, _ in nums] != [lit.value for lit in lits]:
        return None
    return [(ty, closed) for _, ty, closed in nums]


_NONZERO_SUCC = "(@Nat.instNeZeroSucc "


def _nonzero_proofs_inferred(text: str) -> str:
    """`text` with each written-out proof that a numeral is nonzero (`(@Nat.instNeZeroSucc M)`, the
    `NeZero 5` of a `(0 : Fin 5)` printed with every argument) replaced by `inferInstance`: with the
    size abstracted (`Fin pcLit0`, bound with `[NeZero pcLit0]`) the proof about `M + 1` no longer fits,
    and any proof of that proposition is as good as another."""
    mask, _ = code_mask(text)
    out, pos = [], 0
    while (i := text.find(_NONZERO_SUCC, pos)) >= 0:
        end = _closing(text, mask, i) if mask[i] else None
        if end is None:
            out.append(text[pos:i + 1])
            pos = i + 1
            continue
        out.append(text[pos:i] + "inferInstance")
        pos = end + 1
    return "".join(out) + text[pos:]


_AT_LEAST_TWO = "(@Paracert.Nat.instAtLeastTwo "


def _sizes_inside(numeral: str) -> list[Literal]:
    """The natural numbers written whole inside a numeral kept whole (`(@OfNat.ofNat Nat (nat_lit 3) …)`
    in its type, `Fin 3 → Fin 3 → ℝ`), not the numeral's own value nor the proof that it is at least two
    (printed as bare `nat_lit`s or inside `Paracert.Nat.instAtLeastTwo`)."""
    mask, _ = code_mask(numeral)
    proofs = []
    at = numeral.find(_AT_LEAST_TWO)
    while at >= 0:
        end = _closing(numeral, mask, at)
        proofs.append((at, end if end is not None else len(numeral)))
        at = numeral.find(_AT_LEAST_TWO, at + 1)
    out = []
    for lit in literals(numeral[1:]):
        start, end = lit.start + 1, lit.end + 1
        if lit.ty == "Nat" and numeral.startswith(_OF_NAT, start) and not any(a <= start < b for a, b in proofs):
            out.append(Literal(start, end, lit.text, lit.ty))
    return out


def abstract_literals(a: str, b: str, parsed: CheckedPair | None = None) -> Abstraction | None:
    """The gate statement for the pair (A, B), or None when neither holds a literal to abstract.
    `parsed`: the pair's statements already parsed (their trees are used instead of parsing again)."""
    la, lb = literals(a), literals(b)
    ta = _typed(a, la, parsed.a if parsed is not None else None)
    tb = _typed(b, lb, parsed.b if parsed is not None else None)
    typed = ta is not None and tb is not None
    if not typed:
        ta = tb = None
    used = a + "\n" + b
    type_variables = _type_variables(used)
    bound = _bound_names(used)
    names: dict[tuple[str, str], str] = {}
    binders: list[tuple[str, str]] = []
    texts: list[str] = []

    def rewrite(text: str, lits: list[Literal], info: list[tuple[Ty | None, bool]] | None) -> str:
        parts: list[str] = []
        pos = 0
        for k, lit in enumerate(lits):
            if info is not None:
                ty, closed = info[k]
                if ty is None or (lit.value in KEPT_LITERALS and not closed):
                    continue  # ty None: a signature carrier's numeral, Nat.cast of an uninterpreted cast
                ty_text = ty.value
            else:
                ty_text = lit.ty or ascribed_type(text, lit) or "_"
                if ty_text in type_variables:
                    continue  # a numeral of a type variable: left alone, as a signature carrier's
                if lit.cast and set(re.findall(r"[^\W\d][\w.']*", lit.ty or "")) & bound:
                    # its type names a binder of the text (`WithBot` of Σ), its cast a symbol of Σ: kept,
                    # but the sizes inside its type (`2 * A`, `A : Matrix (Fin 3) (Fin 3) ℝ`) are the
                    # statement's other literals, abstracted as they are everywhere else
                    parts.append(text[pos:lit.start])
                    parts.append(rewrite(text[lit.start:lit.end], _sizes_inside(text[lit.start:lit.end]), None))
                    pos = lit.end
                    continue
                if ty_text == "_" and _ASCRIBED_OTHER.match(text, lit.end) and _opens_before(text, lit):
                    continue  # `(1 : ZMod p)`: its type may name the body's variables, no binder could
            key = (lit.text.replace("_", "") if lit.value is None else str(lit.value), ty_text)
            if key not in names:
                k2 = len(names)
                name = f"{VAR_PREFIX}{k2}"
                while re.search(rf"(?<![\w.']){re.escape(name)}(?![\w'])", used):
                    name += "'"
                names[key] = name
                binders.append((name, ty_text))
                texts.append(lit.text)
            parts.append(text[pos:lit.start])
            parts.append(names[key])
            pos = lit.end
        parts.append(text[pos:])
        return "".join(parts)

    a2, b2 = rewrite(a, la, ta), rewrite(b, lb, tb)
    if not binders:
        return None
    a2, b2 = _nonzero_proofs_inferred(a2), _nonzero_proofs_inferred(b2)
    return Abstraction(binders=tuple(binders), a=a2, b=b2, typed=typed, literals=tuple(texts))

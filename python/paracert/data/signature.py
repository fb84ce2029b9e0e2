"""Mathlib statements -> the signature prelude (lean/Paracert/Signature/), by one table.

`translate(theorem_id, mathlib_statement)` maps a FormInv `lean4_statement` (Mathlib) into core Lean
+ the signature prelude, using only `data/substrate/mathlib_map.json`: Mathlib classes become the
operation-only `Paracert.*` classes, a concrete carrier (ℝ) a type variable with an instance, and
functions such as `Real.sqrt`, `|·|`, `Finset.card`, `IsOpen` uninterpreted symbols: parameters of
the statement. The result is `∀ <signature binders>, <body>`: the signature binders (types,
instances, symbols) come first and the body is a statement over the carrier, which is what the T1
transforms rewrite (`transforms.signature`). Anything the table does not cover raises
`Unmapped` naming the missing Mathlib piece.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from paracert.errors import InputError
from paracert.paths import shipped

POSTFIX = ("⁻¹", "ᶜ")  # Mathlib's postfix notations: written as an application in the signature


class Unmapped(InputError):
    """The statement uses a Mathlib piece the table does not map; the message names it."""


@lru_cache(maxsize=1)
def mathlib_map(path: str | None = None) -> dict:
    p = Path(path) if path else shipped("data", "substrate", "mathlib_map.json")
    return json.loads(p.read_text(encoding="utf-8"))


@dataclass
class Translation:
    lean: str  # the whole signature statement: `∀ <prefix binders>, <body>`
    prefix: str  # `∀ {G : Type} [Paracert.Group G] (abs : G → G),`
    body: str  # a statement over the carriers
    carriers: list[str]  # type variables of the prefix, in order
    symbols: dict[str, str]  # uninterpreted symbol -> its Mathlib name
    mapping: list[dict] = field(default_factory=list)  # [{mathlib, signature}] as applied
    symbol_types: dict[str, str] = field(default_factory=dict)  # symbol -> its type in the signature

    def as_record(self) -> dict:
        return {"lean": self.lean, "signature_prefix": self.prefix, "signature_body": self.body,
                "carriers": self.carriers, "symbols": self.symbols, "symbol_types": self.symbol_types,
                "mapping": self.mapping}


_GROUP = re.compile(r"\s*(\{[^{}]*\}|\[[^\[\]]*\]|\([^()]*\)|⦃[^⦃⦄]*⦄)")


def _split_binders(text: str) -> tuple[list[str], str]:
    """The leading `∀ g1 g2 …,` binder groups of `text` and the rest (no ∀: no groups)."""
    s = text.strip()
    if not s.startswith("∀"):
        return [], s
    pos, groups = 1, []
    while True:
        m = _GROUP.match(s, pos)
        if not m:
            break
        groups.append(m.group(1))
        pos = m.end()
    rest = s[pos:].lstrip()
    if not groups or not rest.startswith(","):
        raise Unmapped(f"binder list not understood: {s[:60]!r}")
    return groups, rest[1:].strip()


def _abs_bars(text: str) -> str:
    """`|x|` -> `(abs (x))` (nested `||a||` too): a bar opens after an operator, `(`, or an opening bar."""
    out, stack, prev_kind = [], [], None
    for i, c in enumerate(text):
        if c != "|":
            out.append(c)
            if not c.isspace():
                prev_kind = None
            continue
        before = text[:i].rstrip()
        opener = not before or before[-1] in "(,≤≥=<>+-*/^↔∧∨→¬:" or (before[-1] == "|" and prev_kind == "open")
        if opener:
            out.append("(abs (")
            stack.append(i)
            prev_kind = "open"
        else:
            if not stack:
                raise Unmapped(f"unbalanced |·| in {text!r}")
            stack.pop()
            out.append("))")
            prev_kind = "close"
    if stack:
        raise Unmapped(f"unbalanced |·| in {text!r}")
    return "".join(out)


def _postfix(text: str, op: str, fn: str) -> str:
    """`x⁻¹` -> `(Inv.inv x)` (op, fn), operand = the atom before (identifier or bracketed group)."""
    while op in text:
        k = text.index(op)
        j = k
        if text[j - 1] == ")":
            depth = 0
            while j > 0:
                j -= 1
                depth += {")": 1, "(": -1}.get(text[j], 0)
                if depth == 0:
                    break
        else:
            while j > 0 and (text[j - 1].isalnum() or text[j - 1] in "_'."):
                j -= 1
        if j == k:
            raise Unmapped(f"{op} without an operand in {text!r}")
        text = f"{text[:j]}({fn} {text[j:k]}){text[k + len(op):]}"
    return text


def translate(theorem_id: str, mathlib_statement: str) -> Translation:
    table = mathlib_map()
    stmt = mathlib_statement.strip()
    m = re.match(r"theorem\s+\S+\s*:\s*", stmt)
    if m:
        stmt = stmt[m.end():]
    for piece, reason in table["unmapped"].items():
        if piece in stmt:
            raise Unmapped(reason)
    mapping: list[dict] = []
    ctx = table["missing_context"].get(theorem_id)
    if ctx:
        stmt = f"∀ {ctx}, {stmt}"
        mapping.append({"mathlib": "(auto-bound variables)", "signature": ctx})
    groups, body = _split_binders(stmt)
    carriers: list[str] = []
    prefix: list[str] = []
    body_binders: list[str] = []
    symbols: dict[str, str] = {}
    symbol_binders: list[str] = []
    structures: dict[str, str] = {}  # TopologicalSpace X -> X
    for g in groups:
        inner = g[1:-1].strip()
        if g[0] == "{" and re.fullmatch(r"\w+\s*:\s*Type(\s+u_\d+)?\*?", inner):
            var = inner.split(":")[0].strip()
            carriers.append(var)
            prefix.append(f"{{{var} : Type}}")
        elif g[0] == "[":
            cls_text = inner.split(":", 1)[1].strip() if ":" in inner else inner
            parts = cls_text.split()
            cls, args = parts[0], parts[1:]
            if cls in table["classes"]:
                prefix.append(f"[{table['classes'][cls]} {' '.join(args)}]")
                mapping.append({"mathlib": cls, "signature": table["classes"][cls]})
            elif cls in table["structure_symbols"]:
                structures[cls] = args[0]
            else:
                raise Unmapped(f"needs Mathlib's class {cls} (not in the signature prelude)")
        elif g[0] == "(" and "→" in inner:  # a function binder: a bound symbol, kept as a parameter
            name, ty = inner.split(":", 1)
            symbol_binders.append(g)
            symbols[name.strip()] = name.strip()
        else:
            body_binders.append(g)
    for name, spec in table["carriers"].items():
        if name in stmt:
            var = spec["var"]
            carriers.append(var)
            prefix.append(f"{{{var} : Type}}")
            prefix.append(f"[{table['classes'][spec['class']]} {var}]")
            mapping.append({"mathlib": name, "signature": f"{var} with [{table['classes'][spec['class']]} {var}]"})
            body = body.replace(name, var)
            body_binders = [b.replace(name, var) for b in body_binders]
            symbol_binders = [b.replace(name, var) for b in symbol_binders]
    if not carriers:
        raise Unmapped("no carrier type found")
    carrier = carriers[0]
    if "Finset" in body:
        fin = table["finset"]
        var = fin["var"]
        prefix.append(f"{{{var} : Type}}")
        prefix += [f"[{i.format(T=carrier, F=var)}]" for i in fin["instances"]]
        body = re.sub(r"Finset\s+" + re.escape(carrier), var, body)
        body = re.sub(r"\(([^()]*)\)\.card", r"Finset.card (\1)", body)
        mapping.append({"mathlib": fin["mathlib"].format(T=carrier), "signature": var})
        carriers.append(var)
    for name, spec in table["symbols"].items():
        word = rf"(?<![\w.]){re.escape(spec['param'] if name == '|·|' else name)}(?![\w])"
        used = ("|" in body or re.search(word, body)) if name == "|·|" else re.search(word, body)
        if not used:
            continue
        param = spec["param"]
        ty = spec["type"].format(T=carrier, F=carriers[-1])
        symbol_binders.append(f"({param} : {ty})")
        symbols[param] = spec["mathlib"]
        mapping.append({"mathlib": name, "signature": f"uninterpreted ({param} : {ty})"})
        if name == "|·|":
            body = _abs_bars(body) if "|" in body else body
        elif name != param:
            body = re.sub(rf"(?<![\w.]){re.escape(name)}(?![\w])", param, body)
    for cls, var in structures.items():
        wanted = table["structure_symbols"][cls]
        if not any(s in symbols for s in wanted):
            raise Unmapped(f"needs Mathlib's {cls} {var} beyond its symbols {', '.join(wanted)}")
        mapping.append({"mathlib": f"{cls} {var}", "signature": "its symbols as parameters"})
    for name, sig in table["notation"].items():
        if name in body:
            body = _postfix(body, name, sig) if name in POSTFIX else body.replace(name, sig)
            mapping.append({"mathlib": name, "signature": sig})
    symbol_types = {}
    for b in symbol_binders:
        name, ty = b[1:-1].split(":", 1)
        symbol_types[name.strip()] = ty.strip()
    prefix_text = "∀ " + " ".join(prefix + symbol_binders) + ","
    body_text = f"∀ {' '.join(body_binders)}, {body}" if body_binders else body
    return Translation(lean=f"{prefix_text} {body_text}", prefix=prefix_text, body=body_text,
                       carriers=carriers, symbols=symbols, mapping=mapping, symbol_types=symbol_types)


"""Tree edit distance between two Lean statements, normalized to [0, 1].

Trees:
* `ast`: when paracert's statement parser (`transforms.parser`) reads *both* propositions, the tree
  is its AST: one node per connective, relation, operator, application (labelled with the function),
  numeral and variable; a quantifier node has one leaf per binder (`name:type`) and then its body.
* `tokens`: otherwise (Mathlib notions, anything outside the fragment) both are read as a
  token-bracket tree: a root whose children are the tokens in order, where every bracketed group
  `( … )`, `[ … ]`, `{ … }`, `⟨ … ⟩`, `⦃ … ⦄` becomes one node (labelled with its brackets) holding
  its own tokens. Both statements of a pair always get the same kind of tree.

Distance: APTED (Pawlik & Augsten; the `apted` package) with unit costs for insert, delete and
rename. Normalized by the sum of the two tree sizes: deleting one tree and inserting the other
always works, so the distance never exceeds that sum; the result is 0 exactly for identical trees
and at most 1.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from apted import APTED

from paracert.transforms import ast as A
from paracert.transforms.parser import ParseError, parse


@dataclass
class LabelTree:
    name: str
    children: list[LabelTree] = field(default_factory=list)

    def size(self) -> int:
        return 1 + sum(c.size() for c in self.children)


def ast_tree(e: A.Expr) -> LabelTree:
    """The labelled tree of a parsed statement."""
    match e:
        case A.Var(name):
            return LabelTree(name)
        case A.Num(value):
            return LabelTree(str(value))
        case A.BoolLit(value):
            return LabelTree("True" if value else "False")
        case A.Neg(arg):
            return LabelTree("neg", [ast_tree(arg)])
        case A.Not(arg):
            return LabelTree("¬", [ast_tree(arg)])
        case A.Coe(arg):
            return LabelTree("↑", [ast_tree(arg)])
        case A.BinOp(op, lhs, rhs) | A.Rel(op, lhs, rhs) | A.Conn(op, lhs, rhs):
            return LabelTree(op, [ast_tree(lhs), ast_tree(rhs)])
        case A.App(fn, args, _):
            return LabelTree(fn, [ast_tree(a) for a in args])
        case A.Ascribe(expr, ty):
            return LabelTree(f"(: {ty})", [ast_tree(expr)])
        case A.Quant(kind, binders, body):
            return LabelTree(kind, [LabelTree(f"{b.name}:{b.ty}") for b in binders] + [ast_tree(body)])
    raise TypeError(f"not a statement node: {e!r}")


_TOKEN = re.compile(r"[^\W\d][\w.'!?]*|\d+|:=|<->|->|<=|>=|\S")
_BRACKETS = {"(": ")", "[": "]", "{": "}", "⟨": "⟩", "⦃": "⦄"}


def token_tree(text: str) -> LabelTree:
    """Tokens in order, bracketed groups nested; an unmatched closing bracket stays a plain token."""
    root = LabelTree("stmt")
    stack: list[tuple[LabelTree, str]] = [(root, "")]
    for tok in _TOKEN.findall(text):
        if tok in _BRACKETS:
            node = LabelTree(tok + _BRACKETS[tok])
            stack[-1][0].children.append(node)
            stack.append((node, _BRACKETS[tok]))
        elif len(stack) > 1 and tok == stack[-1][1]:
            stack.pop()
        else:
            stack[-1][0].children.append(LabelTree(tok))
    return root


def statement_trees(a: str, b: str) -> tuple[LabelTree, LabelTree, str]:
    """The two trees and their kind ('ast' when the parser reads both, else 'tokens')."""
    try:
        return ast_tree(parse(a)), ast_tree(parse(b)), "ast"
    except (ParseError, ValueError, TypeError, RecursionError):
        return token_tree(a), token_tree(b), "tokens"


def tree_edit_distance(t1: LabelTree, t2: LabelTree) -> int:
    return int(APTED(t1, t2).compute_edit_distance())


def normalized_ted(t1: LabelTree, t2: LabelTree) -> float:
    """Edit distance / (size t1 + size t2): 0 for identical trees, never above 1."""
    return tree_edit_distance(t1, t2) / (t1.size() + t2.size())


def statement_distance(a: str, b: str) -> tuple[float, str]:
    """(normalized TED, tree kind) of two closed propositions."""
    t1, t2, kind = statement_trees(a, b)
    return normalized_ted(t1, t2), kind

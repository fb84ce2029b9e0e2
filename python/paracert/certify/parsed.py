"""A statement parsed once by paracert's parser, and a pair whose two sides are, shared by the stages
that read them: the identity test of the candidates, the literal abstraction of the certificate
branches, the counterexample search (for B, and for A) and the error kind of a refuted pair. A
statement outside the parser's fragment keeps the parser's error; a stage that needs the tree gets
that error raised again, exactly as if it had parsed the text itself.
"""

from __future__ import annotations

from dataclasses import dataclass

from paracert.statements.pairs import Pair
from paracert.transforms.ast import Expr, alpha_equal
from paracert.transforms.parser import parse


@dataclass(frozen=True)
class Parsed:
    """A statement's text and its tree (`expr`), or the error the parser raised on it (`error`)."""

    text: str
    expr: Expr | None
    error: Exception | None = None

    @classmethod
    def of(cls, text: str) -> Parsed:
        try:
            return cls(text, parse(text))
        except Exception as exc:  # outside the parser's fragment: kept for the stages that need a tree
            return cls(text, None, exc)

    def tree(self) -> Expr:
        """The tree, or the parser's error raised again."""
        if self.expr is None:
            assert self.error is not None
            raise self.error.with_traceback(None)
        return self.expr


def same_parsed(a: Parsed, b: Parsed) -> bool:
    """A and B are the same statement up to spacing and bound-variable names."""
    if " ".join(a.text.split()) == " ".join(b.text.split()):
        return True
    if a.expr is None or b.expr is None:  # outside the parser's fragment: only the textual test applies
        return False
    try:
        return alpha_equal(a.expr, b.expr)
    except Exception:
        return False


@dataclass(frozen=True)
class CheckedPair:
    """A pair past the statement checks, with both sides parsed once."""

    pair: Pair
    a: Parsed
    b: Parsed

    @classmethod
    def of(cls, pair: Pair) -> CheckedPair:
        return cls(pair, Parsed.of(pair.a), Parsed.of(pair.b))

    def same_statement(self) -> bool:
        return same_parsed(self.a, self.b)

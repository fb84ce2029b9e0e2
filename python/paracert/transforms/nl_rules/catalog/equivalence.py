"""Equivalence phrasing: 'if and only if' / 'iff' / 'exactly when' / 'precisely when'.

No rule ever produces a bare 'if' from a biconditional. Sentences with more than one biconditional
(a chain 'A iff B iff C') are left alone, so mixed phrasing cannot suggest a different grouping.
"""

from __future__ import annotations

from paracert.transforms.nl_rules.builders import phrase_swap
from paracert.transforms.nl_rules.model import NLRule

CATEGORY = "equivalence"
BICONDITIONAL = ("'if and only if', 'iff', 'exactly when' and 'precisely when' all express the biconditional "
                 "P <-> Q (usage: 'exactly/precisely when' = 'when and only when').")


def _equiv(rule_id: str, source: str, target: str, example: tuple[str, str], non_matches: list[str]) -> NLRule:
    return phrase_swap(
        id=rule_id, category=CATEGORY, source=source, target=target,
        description=f"'{source}' -> '{target}'", reference=BICONDITIONAL,
        examples=[example], non_matches=non_matches, guards=("single_biconditional",),
    )


CHAIN = "Prove that $xy = yx$ if and only if $y^{-1}xy = x$ if and only if $x^{-1}y^{-1}xy = 1$."

RULES: list[NLRule] = [
    _equiv("equiv.iff_phrase_to_exactly_when", "if and only if", "exactly when",
           ("Prove that $G$ is abelian if and only if $G = Z(G)$.",
            "Prove that $G$ is abelian exactly when $G = Z(G)$."),
           [CHAIN, "Prove that $G$ is abelian if $G = Z(G)$."]),
    _equiv("equiv.iff_phrase_to_precisely_when", "if and only if", "precisely when",
           ("Show that $p$ is prime if and only if $(p-1)! \\equiv -1$.",
            "Show that $p$ is prime precisely when $(p-1)! \\equiv -1$."),
           [CHAIN, "Show that $p$ is prime only if $p > 1$."]),
    _equiv("equiv.iff_phrase_to_iff", "if and only if", "iff",
           ("Prove that $x^2 = 1$ if and only if $|x|$ is $1$ or $2$.",
            "Prove that $x^2 = 1$ iff $|x|$ is $1$ or $2$."),
           [CHAIN]),
    _equiv("equiv.iff_to_iff_phrase", "iff", "if and only if",
           ("Show that $a$ is a primitive root modulo $p$ iff $a$ has order $p - 1$.",
            "Show that $a$ is a primitive root modulo $p$ if and only if $a$ has order $p - 1$."),
           ["Show that $a$ is differentiable.", "Show that $a$ iff $b$ iff $c$."]),
    _equiv("equiv.iff_to_exactly_when", "iff", "exactly when",
           ("Show that $n$ is even iff $n^2$ is even.", "Show that $n$ is even exactly when $n^2$ is even."),
           ["Show that $a$ iff $b$ iff $c$.", "The map is stiff."]),
    _equiv("equiv.exactly_when_to_iff_phrase", "exactly when", "if and only if",
           ("Show that $M$ is closed exactly when $M$ contains its limit points.",
            "Show that $M$ is closed if and only if $M$ contains its limit points."),
           ["Show that $a$ exactly when $b$ iff $c$.", "Show that $a$ holds exactly whenever $b$ holds."]),
    _equiv("equiv.precisely_when_to_iff_phrase", "precisely when", "if and only if",
           ("Show that $x$ is a unit precisely when $N(x) = \\pm 1$.",
            "Show that $x$ is a unit if and only if $N(x) = \\pm 1$."),
           ["Show that $a$ precisely when $b$ if and only if $c$.", "Show that it happens precisely whenever."]),
]

"""Organization: a trailing universal quantifier or condition moved to the front of its clause, or back.

Only clauses without other quantifiers, conditionals or coordination are reorganised, so the moved
quantifier / condition keeps its scope over exactly the same clause. A clause starts at the start of
a sentence or right after 'that'. Groups moved away from the end of a sentence never end in a
sentence-ending math span.
"""

from __future__ import annotations

from paracert.transforms.nl_rules.builders import CLAUSE_START, fn
from paracert.transforms.nl_rules.model import NLRule, Site
from paracert.transforms.nl_rules.text import (
    CLAUSE_CHAR,
    PLAIN_END,
    WORD_START,
    capitalize_start,
    lazy_clause,
    lowercase_start,
)

CATEGORY = "organization"
MATH_PLAIN = r"[\uE000-\uE7FF]"  # a math span that does not end a sentence
# words that may not occur in a clause being reorganised (other quantifiers, connectives, relative clauses)
CLAUSE_WORDS = (r"\b(?:that|for|if|iff|then|whenever|there|some|every|each|all|any|no|and|or|only|which|who|whom|"
                r"whose|where|when)\b")
SCOPE_GUARDS = ("no_quantifier_in_clauses", "no_nested_conditional", "simple_q", "not_definition", "q_not_imperative",
                "no_cross_reference")


@fn("'for all/every/each ' + variable + ', ' + q (capitalised / lowercased at a sentence start)")
def _quantifier_to_front(site: Site) -> str:
    head = f"for {site.group('quant')} {site.group('var')}, "
    q = site.group("q")
    if site.sentence_initial():
        return capitalize_start(head) + lowercase_start(q)
    return head + q


@fn("q + ' for all/every/each ' + variable (q capitalised at a sentence start)")
def _quantifier_to_back(site: Site) -> str:
    q = site.group("q")
    if site.sentence_initial():
        q = capitalize_start(q)
    return f"{q} for {site.group('quant')} {site.group('var')}"


@fn("'if ' + p + ', then ' + q (capitalised / lowercased at a sentence start)")
def _condition_to_front(site: Site) -> str:
    if site.sentence_initial():
        return f"If {site.group('p')}, then {lowercase_start(site.group('q'))}"
    return f"if {site.group('p')}, then {site.group('q')}"


@fn("q + ' if ' + p (q capitalised at a sentence start)")
def _condition_to_back(site: Site) -> str:
    q = site.group("q")
    if site.sentence_initial():
        q = capitalize_start(q)
    return f"{q} if {site.group('p')}"


RULES: list[NLRule] = [
    NLRule(
        id="org.trailing_universal_to_front",
        category=CATEGORY,
        description="'Q for all x.' -> 'For all x, Q.' (also every / each)",
        pattern=CLAUSE_START + lazy_clause("q", forbid=CLAUSE_WORDS)
        + rf"[ \t]+for[ \t]+(?P<quant>all|every|each)[ \t]+(?P<var>{MATH_PLAIN}){PLAIN_END}",
        rewrite=_quantifier_to_front,
        guards=(*SCOPE_GUARDS, "q_starts_lowercasable"),
        reference="A universal quantifier over one clause binds the same variable whether written before or "
                  "after the clause (∀x, Q(x)); the guards keep every other quantifier and connective out of Q.",
        examples=(
            ("Prove that $x^2 = 1$ for all $x \\in G$.", "Prove that for all $x \\in G$, $x^2 = 1$."),
            ("$H$ is normal in $G$ for every $H \\in S$.", "For every $H \\in S$, $H$ is normal in $G$."),
        ),
        non_matches=(
            "Prove that there is $y$ with $y > x$ for all $x$.",
            "Prove that $f(x) = 0$ or $g(x) = 0$ for all $x$.",
            "Prove that $x^2 = 1$ for all $x \\in G.$ Then stop.",
            "A ring is called Boolean if $a^2 = a$ for all $a$.",
            "Let $R$ be a ring in which $x^3 = x$ for every $x \\in R$.",
            "Let $f$ be continuous for all $x \\in X$.",
        ),
        reorders=True,
    ),
    NLRule(
        id="org.front_universal_to_trailing",
        category=CATEGORY,
        description="'For all x, Q.' -> 'Q for all x.' (also every / each)",
        pattern=CLAUSE_START + rf"(?P<for>[Ff]or)[ \t]+(?P<quant>all|every|each)[ \t]+(?P<var>{MATH_PLAIN}),[ \t]+"
        + rf"(?P<q>(?:(?!{CLAUSE_WORDS}){CLAUSE_CHAR})+?){PLAIN_END}",
        rewrite=_quantifier_to_back,
        guards=SCOPE_GUARDS,
        reference="A universal quantifier over one clause binds the same variable whether written before or "
                  "after the clause (∀x, Q(x)).",
        examples=(
            ("Prove that for all $n \\geq 1$, $a_n > 0$.", "Prove that $a_n > 0$ for all $n \\geq 1$."),
            ("For each $x \\in X$, the set $f^{-1}(x)$ is compact.",
             "The set $f^{-1}(x)$ is compact for each $x \\in X$."),
        ),
        non_matches=(
            "For all odd $n$, show that $8 \\mid n^2 - 1$.",
            "For all $x$, there is $y$ with $y > x$.",
            "For all $x$, $f(x) = 0$ or $g(x) = 0$.",
        ),
        reorders=True,
    ),
    NLRule(
        id="org.trailing_if_to_front",
        category=CATEGORY,
        description="'Q if P.' -> 'If P, then Q.'",
        pattern=CLAUSE_START + lazy_clause("q", forbid=CLAUSE_WORDS)
        + rf"[ \t]+{WORD_START}(?P<if>if)[ \t]+(?P<p>(?:(?!{CLAUSE_WORDS}){CLAUSE_CHAR})+?){PLAIN_END}",
        rewrite=_condition_to_front,
        guards=("plain_if", *SCOPE_GUARDS, "simple_p", "q_starts_lowercasable"),
        reference="'Q if P' is the implication P -> Q, as is 'If P, then Q'.",
        examples=(("Prove that $a$ is even if $a^2$ is even.", "Prove that if $a^2$ is even, then $a$ is even."),),
        non_matches=(
            "Prove that $a$ is even if and only if $a^2$ is even.",
            "A ring $R$ is called Boolean if $a^2 = a$.",
            "Prove that $a$ is even only if $a^2$ is even.",
            "Prove that $a$ is even if $a^2 = 4.$ Then stop.",
        ),
        reorders=True,
    ),
    NLRule(
        id="org.front_if_to_trailing",
        category=CATEGORY,
        description="'If P, then Q.' -> 'Q if P.'",
        pattern=rf"{WORD_START}(?P<if>[Ii]f)[ \t]+{lazy_clause('p', forbid=CLAUSE_WORDS)},?[ \t]+then[ \t]+"
        + rf"(?P<q>(?:(?!{CLAUSE_WORDS}){CLAUSE_CHAR})+?){PLAIN_END}",
        rewrite=_condition_to_back,
        guards=("plain_if", *SCOPE_GUARDS, "simple_p"),
        reference="'Q if P' is the implication P -> Q, as is 'If P, then Q'.",
        examples=(("Prove that if $|G| = 2p$, then $G$ has a subgroup of order $p$.",
                   "Prove that $G$ has a subgroup of order $p$ if $|G| = 2p$."),
                  ("If $n$ is odd, then $n^2$ is odd.", "$n^2$ is odd if $n$ is odd.")),
        non_matches=(
            "If $n$ is odd, then $n^2 = 1.$",
            "If $n$ is odd, then $n^2$ is odd or $n = 0$.",
            "If for all $x$ we have $f(x) = 0$, then $f$ vanishes.",
            "Prove that if $H$ is normal, then its cosets form a group.",
        ),
        reorders=True,
    ),
]

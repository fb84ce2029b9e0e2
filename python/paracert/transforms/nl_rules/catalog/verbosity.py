"""Verbosity: fillers added or removed around a claim ('it is the case that', 'the following holds:',
'that' after suppose / assume, 'such that' / 'with the property that')."""

from __future__ import annotations

from paracert.transforms.nl_rules.builders import fn, phrase_swap
from paracert.transforms.nl_rules.model import NLRule, Site
from paracert.transforms.nl_rules.text import MATH, MATH_RANGE, WORD_START, is_math_char

CATEGORY = "verbosity"
IMPERATIVE = r"(?P<verb>[Pp]rove|[Ss]how|[Dd]emonstrate)"
FILLER = "The filler adds no content: 'it is the case that P' and 'the following holds: P' assert exactly P."


@fn("the first word of the claim, capitalised when the filler began the sentence")
def _drop_it_is_the_case(site: Site) -> str:
    first = site.group("first")
    if site.group("it")[0] == "I" and not is_math_char(first):
        return first.upper()
    return first


RULES: list[NLRule] = [
    NLRule(
        id="verb.add_it_is_the_case_that",
        category=CATEGORY,
        description="'Prove that P' -> 'Prove that it is the case that P'",
        pattern=rf"{WORD_START}{IMPERATIVE}[ \t]+that[ \t]+(?!it[ \t]+is[ \t]+the[ \t]+case\b)(?=[\w{MATH_RANGE}])",
        rewrite=r"\g<verb> that it is the case that ",
        reference=FILLER,
        examples=(("Prove that $G$ is abelian.", "Prove that it is the case that $G$ is abelian."),),
        non_matches=("Prove that it is the case that $G$ is abelian.", "Proven that $G$ is abelian."),
    ),
    NLRule(
        id="verb.drop_it_is_the_case_that",
        category=CATEGORY,
        description="'it is the case that P' -> 'P'",
        pattern=rf"{WORD_START}(?P<it>[Ii]t)[ \t]+is[ \t]+the[ \t]+case[ \t]+that[ \t]+(?P<first>{MATH}|[a-z])",
        rewrite=_drop_it_is_the_case,
        reference=FILLER,
        examples=(("Prove that it is the case that $G$ is abelian.", "Prove that $G$ is abelian."),
                  ("It is the case that every group is a monoid.", "Every group is a monoid.")),
        non_matches=("It is not the case that every monoid is a group.", "It is the case: $x = 1$."),
    ),
    NLRule(
        id="verb.add_following_holds",
        category=CATEGORY,
        description="'Prove that P' -> 'Prove that the following holds: P'",
        pattern=rf"{WORD_START}{IMPERATIVE}[ \t]+that[ \t]+(?!the[ \t]+following\b)(?=[\w{MATH_RANGE}])",
        rewrite=r"\g<verb> that the following holds: ",
        reference=FILLER,
        examples=(("Show that $x^2 \\geq 0$.", "Show that the following holds: $x^2 \\geq 0$."),),
        non_matches=("Show that the following holds: $x^2 \\geq 0$.", "It shows that $x \\geq 0$."),
    ),
    NLRule(
        id="verb.drop_following_holds",
        category=CATEGORY,
        description="'Prove that the following holds: P' -> 'Prove that P' (also 'Prove the following: P')",
        pattern=rf"{WORD_START}{IMPERATIVE}[ \t]+(?:that[ \t]+the[ \t]+following[ \t]+(?:holds|is[ \t]+true)|"
                r"the[ \t]+following):[ \t]+",
        rewrite=r"\g<verb> that ",
        reference=FILLER,
        examples=(("Show that the following holds: $x^2 \\geq 0$.", "Show that $x^2 \\geq 0$."),
                  ("Prove the following: every group has an identity.", "Prove that every group has an identity.")),
        non_matches=("Show that the following are equivalent: (a) and (b).",),
    ),
    NLRule(
        id="verb.drop_that_after_hypothesis",
        category=CATEGORY,
        description="'Suppose that P' -> 'Suppose P' (also Assume)",
        pattern=rf"{WORD_START}(?P<hyp>[Ss]uppose|[Aa]ssume)[ \t]+that[ \t]+(?=[\w{MATH_RANGE}])",
        rewrite=r"\g<hyp> ",
        reference="'that' only introduces the hypothesis clause; 'Suppose P' states the same hypothesis.",
        examples=(("Suppose that $f$ is holomorphic in $\\Omega$.", "Suppose $f$ is holomorphic in $\\Omega$."),),
        non_matches=("Suppose $f$ is holomorphic.", "Suppose, that is, $f$ is holomorphic."),
    ),
    NLRule(
        id="verb.add_that_after_hypothesis",
        category=CATEGORY,
        description="'Suppose P' -> 'Suppose that P' (also Assume)",
        pattern=rf"{WORD_START}(?P<hyp>[Ss]uppose|[Aa]ssume)[ \t]+"
                rf"(?=(?:{MATH}|(?:the|a|an|every|each|all|no|there|both|either)\b))",
        rewrite=r"\g<hyp> that ",
        reference="'that' only introduces the hypothesis clause; 'Suppose that P' states the same hypothesis.",
        examples=(("Suppose $f$ is a real function.", "Suppose that $f$ is a real function."),),
        non_matches=("Suppose that $f$ is a real function.", "Suppose also, for every $r$, that $E_r$ is closed."),
    ),
    phrase_swap(
        id="verb.such_that_to_with_the_property_that", category=CATEGORY, source="such that",
        target="with the property that",
        description="'X such that P' -> 'X with the property that P' (not after is / are / be)",
        reference="'x such that P(x)' and 'x with the property that P(x)' both restrict x by P.",
        examples=[("Prove that there exists $n$ such that $n^2 > 10$.",
                   "Prove that there exists $n$ with the property that $n^2 > 10$.")],
        non_matches=["Suppose $f$ is such that $f(0) = 0$.", "Let $f$ be such that $f(0) = 0$."],
        lookbehind=r"(?<!\bis )(?<!\bare )(?<!\bbe )",
    ),
    phrase_swap(
        id="verb.with_the_property_that_to_such_that", category=CATEGORY, source="with the property that",
        target="such that",
        description="'X with the property that P' -> 'X such that P'",
        reference="'x such that P(x)' and 'x with the property that P(x)' both restrict x by P.",
        examples=[("Let $G$ be a finite group with the property that $G$ has a subgroup of each order.",
                   "Let $G$ be a finite group such that $G$ has a subgroup of each order.")],
        non_matches=["Let $G$ be a finite group with the property.", "Let $G$ have the property that it is finite."],
    ),
]

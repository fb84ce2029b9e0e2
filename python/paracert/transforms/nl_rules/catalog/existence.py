"""Existence and uniqueness phrasing: a unique / exactly one, a / at least one, there is no /
there does not exist any, the only / the unique."""

from __future__ import annotations

from paracert.transforms.nl_rules.builders import article_for, fn
from paracert.transforms.nl_rules.model import NLRule, Site
from paracert.transforms.nl_rules.text import MATH, MATH_RANGE, WORD_END, WORD_START, with_case_of

CATEGORY = "existence"
THERE = rf"{WORD_START}(?P<there>[Tt]here)[ \t]+(?P<verb>exists|is)[ \t]+"


@fn("'there exists/is at least one '")
def _at_least_one(site: Site) -> str:
    return f"{site.group('there')} {site.group('verb')} at least one "


@fn("'there exists/is a(n) ' with the article fitting the next word")
def _a_from_at_least_one(site: Site) -> str:
    return f"{site.group('there')} {site.group('verb')} {article_for(site.group('next'))} "


RULES: list[NLRule] = [
    NLRule(
        id="exist.unique_to_exactly_one",
        category=CATEGORY,
        description="'there exists/is a unique' -> 'there exists/is exactly one'",
        pattern=THERE + rf"a[ \t]+unique{WORD_END}",
        rewrite=r"\g<there> \g<verb> exactly one",
        reference="'there is a unique x with P' and 'there is exactly one x with P' both state ∃! x, P x.",
        examples=(("Show that there is a unique largest topology on $X$.",
                   "Show that there is exactly one largest topology on $X$."),),
        non_matches=("Show that there is a uniquely determined map.", "Show that the limit is unique."),
    ),
    NLRule(
        id="exist.exactly_one_to_unique",
        category=CATEGORY,
        description="'there exists/is exactly one' -> 'there exists/is a unique'",
        pattern=THERE + rf"exactly[ \t]+one{WORD_END}(?![ \t]+of\b)",
        rewrite=r"\g<there> \g<verb> a unique",
        reference="'there is a unique x with P' and 'there is exactly one x with P' both state ∃! x, P x.",
        examples=(("Prove that there exists exactly one element $e$ with $e^2 = e$.",
                   "Prove that there exists a unique element $e$ with $e^2 = e$."),),
        non_matches=("Prove that there is exactly one of $a$ and $b$ in $S$.", "Prove that it has exactly one root."),
    ),
    NLRule(
        id="exist.a_to_at_least_one",
        category=CATEGORY,
        description="'there exists/is a(n) X' -> 'there exists/is at least one X'",
        pattern=THERE + r"an?[ \t]+(?!(?:unique|single|one)\b)"
        + rf"(?!(?:(?:in)?finite|large|small|countable|uncountable)?[ \t]*(?:number|amount)\b)(?=[a-z]|{MATH})",
        rewrite=_at_least_one,
        reference="An existential claim 'there is an x with P' says at least one x has P.",
        examples=(("Prove that there exists a point $z_0 \\in \\Omega$ with $\\varphi(z_0) = z_0$.",
                   "Prove that there exists at least one point $z_0 \\in \\Omega$ with $\\varphi(z_0) = z_0$."),),
        non_matches=("Prove that there is a unique point $z_0$.", "Prove that there exists no point.",
                     "Prove that there is a single fixed point.",
                     "Show that there is an infinite number of solutions."),
    ),
    NLRule(
        id="exist.at_least_one_to_a",
        category=CATEGORY,
        description="'there exists/is at least one X' -> 'there exists/is a(n) X'",
        pattern=THERE + r"at[ \t]+least[ \t]+one[ \t]+(?=(?P<next>[a-z]+))",
        rewrite=_a_from_at_least_one,
        guards=("article_fits_next_word",),
        reference="An existential claim 'there is an x with P' says at least one x has P.",
        examples=(("Show that there is at least one element of order $2$.",
                   "Show that there is an element of order $2$."),
                  ("Show that there exists at least one prime $p$.", "Show that there exists a prime $p$.")),
        non_matches=("Show that there is at least one unit.", "Show that there is at least one $x$."),
    ),
    NLRule(
        id="exist.there_is_no_to_there_does_not_exist",
        category=CATEGORY,
        description="'there is no X' -> 'there does not exist any X'",
        pattern=rf"{WORD_START}(?P<there>[Tt]here)[ \t]+is[ \t]+no[ \t]+(?=[a-z]|{MATH})",
        rewrite=fn("'there does not exist any ' (case kept)")(
            lambda site: with_case_of("there does not exist any ", site.group("there"))),
        reference="'there is no x with P' and 'there does not exist any x with P' both state ¬∃ x, P x.",
        examples=(("Prove that there is no rational number whose square is $12$.",
                   "Prove that there does not exist any rational number whose square is $12$."),),
        non_matches=("Prove that there is nothing to prove.", "Prove that there is a number."),
    ),
    NLRule(
        id="exist.there_does_not_exist_to_there_is_no",
        category=CATEGORY,
        description="'there does not exist any/a X' -> 'there is no X'",
        pattern=rf"{WORD_START}(?P<there>[Tt]here)[ \t]+(?:does[ \t]+not|doesn't)[ \t]+exist[ \t]+(?:any|an?)[ \t]+",
        rewrite=fn("'there is no ' (case kept)")(lambda site: with_case_of("there is no ", site.group("there"))),
        reference="'there is no x with P' and 'there does not exist an x with P' both state ¬∃ x, P x.",
        examples=(("Show that there does not exist a holomorphic $f$ on $D$ with $f(0) = 2$.",
                   "Show that there is no holomorphic $f$ on $D$ with $f(0) = 2$."),),
        non_matches=("Show that there does not exist exactly one root.",),
    ),
    NLRule(
        id="exist.the_only_to_the_unique",
        category=CATEGORY,
        description="'the only X' -> 'the unique X' (singular X)",
        pattern=rf"{WORD_START}(?P<the>[Tt]he)[ \t]+only[ \t]+(?!if\b)(?=[\w{MATH_RANGE}])",
        rewrite=r"\g<the> unique ",
        guards=("singular_noun_phrase",),
        reference="'P is the only X' and 'P is the unique X' both say P is an X and every X equals P.",
        examples=(("Prove that $P$ is the only $p$-Sylow subgroup of $G$.",
                   "Prove that $P$ is the unique $p$-Sylow subgroup of $G$."),),
        non_matches=("Show that the only subgroups of $G$ are $1$ and $G$.", "This is the only if direction."),
    ),
    NLRule(
        id="exist.the_unique_to_the_only",
        category=CATEGORY,
        description="'the unique X' -> 'the only X' (singular X)",
        pattern=rf"{WORD_START}(?P<the>[Tt]he)[ \t]+unique[ \t]+(?=[\w{MATH_RANGE}])",
        rewrite=r"\g<the> only ",
        guards=("singular_noun_phrase",),
        reference="'P is the only X' and 'P is the unique X' both say P is an X and every X equals P.",
        examples=(("Prove that $P \\cap H$ is the unique Sylow $p$-subgroup of $H$.",
                   "Prove that $P \\cap H$ is the only Sylow $p$-subgroup of $H$."),),
        non_matches=("Prove that the unique factorization domains are integrally closed.",
                     "Prove that the uniqueness holds."),
    ),
]

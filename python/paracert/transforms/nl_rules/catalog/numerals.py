"""Numerals outside math: small numbers in words or digits (two / 2, zero / 0), twice / two times.

'one' is never turned into '1' ('one of', 'one can', 'at least one' use it as a pronoun or
determiner). Digits inside math are masked and never touched; digits in references (Exercise 3),
decimals (2.5), ranges (1-1), fractions and enumerations are left alone.
"""

from __future__ import annotations

from paracert.transforms.nl_rules.builders import fn
from paracert.transforms.nl_rules.model import NLRule, Site
from paracert.transforms.nl_rules.text import WORD_END, WORD_START, capitalize_start, with_case_of

CATEGORY = "numerals"
WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
         10: "ten"}
WORD_TO_DIGIT = {w: str(n) for n, w in WORDS.items() if n >= 2}
SAME_NUMBER = "A numeral and its spelled-out word denote the same number."


def _word_alternation() -> str:
    return "|".join(f"[{w[0].upper()}{w[0]}]{w[1:]}" for w in WORD_TO_DIGIT)


@fn("the digit of the number word")
def _word_to_digit(site: Site) -> str:
    return WORD_TO_DIGIT[site.group("w").lower()]


@fn("the number word of the digit (capitalised at a sentence start)")
def _digit_to_word(site: Site) -> str:
    word = "zero" if site.group("d") == "0" else WORDS[int(site.group("d"))]
    return capitalize_start(word) if site.sentence_initial() else word


RULES: list[NLRule] = [
    NLRule(
        id="num.small_word_to_digit",
        category=CATEGORY,
        description="'two' ... 'ten' -> '2' ... '10' outside math",
        pattern=rf"{WORD_START}(?P<w>{_word_alternation()}){WORD_END}",
        rewrite=_word_to_digit,
        guards=("standalone_number",),
        reference=SAME_NUMBER,
        examples=(("Prove that a group of order $pq$ has two subgroups.", "Prove that a group of order $pq$ has 2 "
                                                                           "subgroups."),),
        non_matches=("Prove that $\\varphi(x) = x^{-1}$ for more than three-fourths of $G$.",
                     "Prove that it is often true.", "Prove that $G$ has one subgroup.", "Two is even."),
    ),
    NLRule(
        id="num.small_digit_to_word",
        category=CATEGORY,
        description="'1' ... '10' -> 'one' ... 'ten' outside math",
        pattern=rf"{WORD_START}(?P<d>10|[1-9])(?![\w-])",
        rewrite=_digit_to_word,
        guards=("standalone_number",),
        reference=SAME_NUMBER,
        examples=(("Prove that a group of order 9 must be abelian.", "Prove that a group of order nine must be "
                                                                     "abelian."),),
        non_matches=("By exercise 2.5.41 the subgroup is normal.", "Prove that a group of order 312 is not simple.",
                     "Prove that $G$ has a normal Sylow 5-subgroup.", "See Exercise 3 for details.",
                     "Then $f$ is a 1-1 map.", "Consider:\n1. the first case",
                     "Then $G$ has a normal Sylow 5 -subgroup."),
    ),
    NLRule(
        id="num.zero_word_to_digit",
        category=CATEGORY,
        description="'zero' used as a value -> '0' outside math",
        pattern=rf"{WORD_START}(?P<w>zero){WORD_END}",
        rewrite="0",
        guards=("zero_in_value_position",),
        reference=SAME_NUMBER,
        examples=(("Prove that the sequence converges to zero.", "Prove that the sequence converges to 0."),
                  ("Let $a$ be the matrix whose entry is zero otherwise.", "Let $a$ be the matrix whose entry is 0 "
                                                                           "otherwise.")),
        non_matches=("Prove that $N$ is the zero ideal.", "Prove that $R$ has no zero divisors.",
                     "Prove that $x$ is a zero of $f$."),
    ),
    NLRule(
        id="num.zero_digit_to_word",
        category=CATEGORY,
        description="'0' -> 'zero' outside math",
        pattern=rf"{WORD_START}(?P<d>0)(?![\w-])",
        rewrite=_digit_to_word,
        guards=("standalone_number",),
        reference=SAME_NUMBER,
        examples=(("Show that each coefficient is 0 or $1$.", "Show that each coefficient is zero or $1$."),),
        non_matches=("Show that the coefficient is 0.5 or less.", "Show that it has 100 elements.",
                     "Is a * 0 = 0 for any element a?"),
    ),
    NLRule(
        id="num.twice_to_two_times",
        category=CATEGORY,
        description="'twice' -> 'two times'",
        pattern=rf"{WORD_START}(?P<w>[Tt]wice){WORD_END}",
        rewrite=fn("'two times' (case kept)")(lambda site: with_case_of("two times", site.group("w"))),
        reference="'twice' means two times (a factor of 2, or two repetitions).",
        examples=(("Suppose $f$ is twice differentiable on $(0, \\infty)$.",
                   "Suppose $f$ is two times differentiable on $(0, \\infty)$."),),
        non_matches=("Suppose $f$ is twice-differentiable.",),
    ),
    NLRule(
        id="num.two_times_to_twice",
        category=CATEGORY,
        description="'two times' -> 'twice'",
        pattern=rf"{WORD_START}(?P<w>[Tt]wo)[ \t]+times{WORD_END}",
        rewrite=fn("'twice' (case kept)")(lambda site: with_case_of("twice", site.group("w"))),
        reference="'twice' means two times (a factor of 2, or two repetitions).",
        examples=(("Suppose $f$ is two times differentiable.", "Suppose $f$ is twice differentiable."),),
        non_matches=("Suppose $f$ is three times differentiable.", "Suppose it has two timestamps."),
    ),
]

"""Type and notation phrasing: how sets, elements, functions and their value types are named."""

from __future__ import annotations

from paracert.transforms.nl_rules.builders import fn, phrase_swap
from paracert.transforms.nl_rules.model import NLRule, Site
from paracert.transforms.nl_rules.text import MATH, WORD_END, WORD_START, with_case_of

CATEGORY = "notation"
SPELLING = "A spelling variant of the same word (hyphenation only)."
BELONGS = {"is": "belongs to", "be": "belong to", "are": "belong to"}


@fn("'belongs to' after 'is', 'belong to' after 'be' / 'are'")
def _element_of(site: Site) -> str:
    return BELONGS[site.group("verb")]


@fn("'real-valued' + the adjectives + 'function(s)'")
def _real_valued(site: Site) -> str:
    return with_case_of("real-valued ", site.group("phrase")) + site.group("adj") + "function" + site.group("pl")


@fn("'real' + the adjectives + 'function(s)'")
def _real_function(site: Site) -> str:
    return with_case_of("real ", site.group("phrase")) + site.group("adj") + "function" + site.group("pl")


RULES: list[NLRule] = [
    phrase_swap(
        id="notation.nonempty_to_non_empty", category=CATEGORY, source="nonempty", target="non-empty",
        description="'nonempty' -> 'non-empty'", reference=SPELLING,
        examples=[("Let $E$ be a nonempty set.", "Let $E$ be a non-empty set.")],
        non_matches=["Let $E$ be a non-empty set.", "Let $E$ be an empty set."],
    ),
    phrase_swap(
        id="notation.non_empty_to_nonempty", category=CATEGORY, source="non-empty", target="nonempty",
        description="'non-empty' -> 'nonempty'", reference=SPELLING,
        examples=[("Let $E$ be a non-empty set.", "Let $E$ be a nonempty set.")],
        non_matches=["Let $E$ be a nonempty set."],
    ),
    phrase_swap(
        id="notation.nonzero_to_non_zero", category=CATEGORY, source="nonzero", target="non-zero",
        description="'nonzero' -> 'non-zero'", reference=SPELLING,
        examples=[("Let $x$ be a nonzero element of $H$.", "Let $x$ be a non-zero element of $H$.")],
        non_matches=["Let $x$ be a non-zero element of $H$.", "Let $x$ be zero."],
    ),
    phrase_swap(
        id="notation.non_zero_to_nonzero", category=CATEGORY, source="non-zero", target="nonzero",
        description="'non-zero' -> 'nonzero'", reference=SPELLING,
        examples=[("Assume $u^2+v^2$ is a non-zero constant.", "Assume $u^2+v^2$ is a nonzero constant.")],
        non_matches=["Assume $c$ is a nonzero constant."],
    ),
    NLRule(
        id="notation.real_function_to_real_valued",
        category=CATEGORY,
        description="'real (continuous / differentiable) function' -> 'real-valued ... function'",
        pattern=rf"{WORD_START}(?P<phrase>[Rr]eal)[ \t]+"
                r"(?P<adj>(?:(?:continuous|differentiable|uniformly[ \t]+continuous|measurable)[ \t]+)?)"
                rf"function(?P<pl>s?){WORD_END}",
        rewrite=_real_valued,
        reference="In analysis a 'real function' is a function whose values are real numbers, i.e. real-valued.",
        examples=(("If $f$ is a real continuous function defined on a closed set $E$, prove it.",
                   "If $f$ is a real-valued continuous function defined on a closed set $E$, prove it."),),
        non_matches=("Let $f$ be a real-valued function.", "Let $f$ be a real analytic function."),
    ),
    NLRule(
        id="notation.real_valued_to_real_function",
        category=CATEGORY,
        description="'real-valued ... function' -> 'real ... function'",
        pattern=rf"{WORD_START}(?P<phrase>[Rr]eal)-valued[ \t]+"
                r"(?P<adj>(?:(?:continuous|differentiable|uniformly[ \t]+continuous|measurable)[ \t]+)?)"
                rf"function(?P<pl>s?){WORD_END}",
        rewrite=_real_function,
        reference="In analysis a 'real function' is a function whose values are real numbers, i.e. real-valued.",
        examples=(("Let $f$ be a real-valued function on $[0,1]$.", "Let $f$ be a real function on $[0,1]$."),),
        non_matches=("Let $f$ be a complex-valued function.", "Let $f$ be real-valued."),
    ),
    NLRule(
        id="notation.element_of_to_belongs_to",
        category=CATEGORY,
        description="'is an element of X' -> 'belongs to X' (also 'be an element of', 'are elements of')",
        pattern=rf"{WORD_START}(?P<verb>is|be|are)[ \t]+(?:an[ \t]+element|elements)[ \t]+of"
                rf"(?=[ \t]+(?:{MATH}|the\b))",
        rewrite=_element_of,
        reference="'x is an element of S' and 'x belongs to S' both state membership x ∈ S.",
        examples=(("Let $x$ be an element of $G$.", "Let $x$ belong to $G$."),
                  ("If $x$ and $g$ are elements of the group $G$, prove it.",
                   "If $x$ and $g$ belong to the group $G$, prove it.")),
        non_matches=("If $x$ is an element of infinite order in $G$, prove it.",
                     "Let $x$ be an element of order $2$."),
    ),
    NLRule(
        id="notation.subset_of_to_contained_in",
        category=CATEGORY,
        description="'is a subset of X' -> 'is contained in X'",
        pattern=rf"{WORD_START}(?P<verb>is|be)[ \t]+a[ \t]+subset[ \t]+of(?=[ \t]+{MATH})",
        rewrite=r"\g<verb> contained in",
        reference="For sets, 'A is a subset of B' and 'A is contained in B' both state A ⊆ B.",
        examples=(("Show that the graph of $f$ is a subset of $X \\times Y$.",
                   "Show that the graph of $f$ is contained in $X \\times Y$."),),
        non_matches=("Show that $A$ is a dense subset of $X$.", "Show that $A$ is a subset of the plane."),
    ),
    phrase_swap(
        id="notation.set_of_all_to_set_of", category=CATEGORY, source="the set of all", target="the set of",
        description="'the set of all X' -> 'the set of X'",
        reference="'the set of all X' and 'the set of X' both denote {x | x is an X}.",
        examples=[("Let $E$ be the set of all $x$ with $f(x) = 0$.", "Let $E$ be the set of $x$ with $f(x) = 0$.")],
        non_matches=["Let $E$ be the set of points.", "Let $E$ be the setting of all of it."],
    ),
    phrase_swap(
        id="notation.set_of_to_set_of_all", category=CATEGORY, source="the set of", target="the set of all",
        description="'the set of X' -> 'the set of all X'",
        reference="'the set of X' and 'the set of all X' both denote {x | x is an X}.",
        examples=[("Let $P$ be the set of condensation points of $E$.",
                   "Let $P$ be the set of all condensation points of $E$.")],
        non_matches=["Let $E$ be the set of all points.", "Let $E$ be the set of its own."],
        lookahead=r"(?![ \t]+(?:all|its|their|his|her|our|those|these)\b)",
    ),
    phrase_swap(
        id="notation.real_line_to_set_of_real_numbers", category=CATEGORY, source="the real line",
        target="the set of real numbers",
        description="'the real line' -> 'the set of real numbers'",
        reference="The real line is the set of real numbers (with its usual structure, which the statement keeps).",
        examples=[("Let $f$ be a real function on the real line.",
                   "Let $f$ be a real function on the set of real numbers.")],
        non_matches=["Let $f$ be a function on the extended real line.", "Let $L$ be a real line bundle."],
        lookbehind=r"(?<!extended )",
    ),
    NLRule(
        id="notation.mapping_to_map",
        category=CATEGORY,
        description="noun 'mapping(s)' -> 'map(s)'",
        pattern=rf"{WORD_START}(?P<phrase>[Mm]apping)(?P<pl>s?){WORD_END}",
        rewrite=fn("'map' (+s when plural; case kept)")(
            lambda site: with_case_of("map" + site.group("pl"), site.group("phrase"))),
        guards=("noun_use_of_mapping",),
        reference="'mapping' and 'map' are synonyms for a function between sets or spaces.",
        examples=(("If $f$ is a continuous mapping of a metric space $X$ into $Y$, prove it.",
                   "If $f$ is a continuous map of a metric space $X$ into $Y$, prove it."),),
        non_matches=("Prove it by mapping $x$ to $x^2$.",),
    ),
    NLRule(
        id="notation.remainder_of_to_remainder_when",
        category=CATEGORY,
        description="'the remainder of a divided by b' -> 'the remainder when a is divided by b'",
        pattern=rf"{WORD_START}(?P<the>[Tt]he)[ \t]+remainder[ \t]+of[ \t]+(?P<a>{MATH})[ \t]+divided[ \t]+by[ \t]+"
                rf"(?P<b>{MATH})",
        rewrite=r"\g<the> remainder when \g<a> is divided by \g<b>",
        reference="Both phrasings name a mod b, the remainder of the division of a by b.",
        examples=(("Prove that the remainder of $2n$ divided by $5$ is $1$.",
                   "Prove that the remainder when $2n$ is divided by $5$ is $1$."),),
        non_matches=("Prove that the remainder of the division is $1$.",),
    ),
    NLRule(
        id="notation.remainder_when_to_remainder_of",
        category=CATEGORY,
        description="'the remainder when a is divided by b' -> 'the remainder of a divided by b'",
        pattern=rf"{WORD_START}(?P<the>[Tt]he)[ \t]+remainder[ \t]+when[ \t]+(?P<a>{MATH})[ \t]+is[ \t]+divided[ \t]+"
                rf"by[ \t]+(?P<b>{MATH})",
        rewrite=r"\g<the> remainder of \g<a> divided by \g<b>",
        reference="Both phrasings name a mod b, the remainder of the division of a by b.",
        examples=(("Find the remainder when $2^{2010}$ is divided by $10$.",
                   "Find the remainder of $2^{2010}$ divided by $10$."),),
        non_matches=("Find the remainder when it is divided by $10$.",),
    ),
    NLRule(
        id="notation.not_equal_to_different_from",
        category=CATEGORY,
        description="'a is not equal to b' -> 'a is different from b'",
        pattern=rf"{WORD_START}(?P<verb>is|are|be)[ \t]+not[ \t]+equal[ \t]+to{WORD_END}",
        rewrite=r"\g<verb> different from",
        reference="'different from' and 'not equal to' both state a ≠ b.",
        examples=(("Prove that $x^5$ is not equal to $y^2 + 4$.", "Prove that $x^5$ is different from $y^2 + 4$."),),
        non_matches=("Prove that $x$ is equal to $y$.", "Prove that $x$ is not equally distributed."),
    ),
    NLRule(
        id="notation.different_from_to_not_equal_to",
        category=CATEGORY,
        description="'a is different from b' -> 'a is not equal to b'",
        pattern=rf"{WORD_START}(?P<verb>is|are|be)[ \t]+different[ \t]+from{WORD_END}",
        rewrite=r"\g<verb> not equal to",
        reference="'different from' and 'not equal to' both state a ≠ b.",
        examples=(("Let $a$ be different from $0$.", "Let $a$ be not equal to $0$."),),
        non_matches=("Let $a$ be a different number from $b$.",),
    ),
    NLRule(
        id="notation.at_least_to_greater_than_or_equal_to",
        category=CATEGORY,
        description="'is at least b' -> 'is greater than or equal to b' (b a math span)",
        pattern=rf"{WORD_START}(?P<verb>is|are|be)[ \t]+at[ \t]+least(?=[ \t]+{MATH})",
        rewrite=r"\g<verb> greater than or equal to",
        reference="'a is at least b' and 'a is greater than or equal to b' both state a ≥ b.",
        examples=(("Prove that $n$ is at least $6$.", "Prove that $n$ is greater than or equal to $6$."),),
        non_matches=("Prove that there is at least one root.", "Prove that $G$ is at least as large as $H$."),
    ),
    NLRule(
        id="notation.greater_than_or_equal_to_to_at_least",
        category=CATEGORY,
        description="'is greater than or equal to b' -> 'is at least b' (b a math span)",
        pattern=rf"{WORD_START}(?P<verb>is|are|be)[ \t]+greater[ \t]+than[ \t]+or[ \t]+equal[ \t]+to(?=[ \t]+{MATH})",
        rewrite=r"\g<verb> at least",
        reference="'a is at least b' and 'a is greater than or equal to b' both state a ≥ b.",
        examples=(("Show that $m + n$ is greater than or equal to $60$.", "Show that $m + n$ is at least $60$."),),
        non_matches=("Show that $m$ is greater than $60$.",),
    ),
    NLRule(
        id="notation.at_most_to_less_than_or_equal_to",
        category=CATEGORY,
        description="'is at most b' -> 'is less than or equal to b' (b a math span)",
        pattern=rf"{WORD_START}(?P<verb>is|are|be)[ \t]+at[ \t]+most(?=[ \t]+{MATH})",
        rewrite=r"\g<verb> less than or equal to",
        reference="'a is at most b' and 'a is less than or equal to b' both state a ≤ b.",
        examples=(("Prove that the degree is at most $80$.", "Prove that the degree is less than or equal to $80$."),),
        non_matches=("Prove that $S$ is at most countable.",),
    ),
    NLRule(
        id="notation.less_than_or_equal_to_to_at_most",
        category=CATEGORY,
        description="'is less than or equal to b' -> 'is at most b' (b a math span)",
        pattern=rf"{WORD_START}(?P<verb>is|are|be)[ \t]+less[ \t]+than[ \t]+or[ \t]+equal[ \t]+to(?=[ \t]+{MATH})",
        rewrite=r"\g<verb> at most",
        reference="'a is at most b' and 'a is less than or equal to b' both state a ≤ b.",
        examples=(("Show that $|f(z)|$ is less than or equal to $1$.", "Show that $|f(z)|$ is at most $1$."),),
        non_matches=("Show that $|f(z)|$ is less than $1$.",),
    ),
]

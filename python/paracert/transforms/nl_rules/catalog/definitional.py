"""Definitional rewrites: a predicate replaced by its definition, in predicate position after a math subject.

Parity and divisibility by 2 are only rewritten when the subject is a single variable that is not
conventionally a function (an even FUNCTION is not divisible by 2) and the text is about integers.
"""

from __future__ import annotations

from collections.abc import Callable

from paracert.transforms.nl_rules.builders import fn
from paracert.transforms.nl_rules.model import NLRule, Site
from paracert.transforms.nl_rules.text import MATH, WORD_END, WORD_START, capitalize_start, with_case_of

CATEGORY = "definitional"
SUBJ = rf"(?P<subj>{MATH})"
PARITY_GUARDS = ("integer_subject", "phrase_ends_after")


@fn("subject + ' is (not) divisible by 2'")
def _even_to_divisible(site: Site) -> str:
    return f"{site.group('subj')} is {site.group('neg')}divisible by 2"


@fn("subject + ' is (not) even'")
def _divisible_to_even(site: Site) -> str:
    return f"{site.group('subj')} is {site.group('neg')}even"


@fn("'all elements of ' + subject + ' commute with each other' (capitalised at a sentence start)")
def _abelian_unpack(site: Site) -> str:
    text = f"all elements of {site.group('subj')} commute with each other"
    return capitalize_start(text) if site.sentence_initial() else text


def _article_then(article: str, phrase: str) -> Callable[[Site], str]:
    @fn(f"-> {phrase!r}, a preceding article becoming {article!r}")
    def rewrite(site: Site) -> str:
        art = site.group("art")
        return (with_case_of(article, art) + " " if art else "") + phrase

    return rewrite


RULES: list[NLRule] = [
    NLRule(
        id="defn.even_to_divisible_by_two",
        category=CATEGORY,
        description="'n is (not) even' -> 'n is (not) divisible by 2' for an integer variable n",
        pattern=rf"{SUBJ}[ \t]+is[ \t]+(?P<neg>not[ \t]+)?even{WORD_END}",
        rewrite=_even_to_divisible,
        guards=PARITY_GUARDS,
        reference="An integer is even exactly when 2 divides it (definition of Even: n = 2k).",
        examples=(("Let $n$ be an integer. Prove that if $n^2$ is odd, then $n$ is not even.",
                   "Let $n$ be an integer. Prove that if $n^2$ is odd, then $n$ is not divisible by 2."),),
        non_matches=(
            "Let $f$ be a real function. Show that $f$ is even.",
            "Let $n$ be an integer and $v$ a vector. Show that $v$ is even.",
            "Show that $n$ is even.",
            "Let $n$ be an integer such that $n$ is even-numbered.",
        ),
    ),
    NLRule(
        id="defn.divisible_by_two_to_even",
        category=CATEGORY,
        description="'n is (not) divisible by 2' -> 'n is (not) even' for an integer variable n",
        pattern=rf"{SUBJ}[ \t]+is[ \t]+(?P<neg>not[ \t]+)?divisible[ \t]+by[ \t]+(?:2|two){WORD_END}",
        rewrite=_divisible_to_even,
        guards=PARITY_GUARDS,
        reference="An integer is even exactly when 2 divides it.",
        examples=(("Let $m$ be an integer such that $m$ is divisible by 2.",
                   "Let $m$ be an integer such that $m$ is even."),),
        non_matches=("Let $m$ be an integer. Then $m$ is divisible by 2 in $\\mathbb{Z}[i]$.",
                     "Let $f$ be an integer polynomial; $f$ is divisible by 2."),
    ),
    NLRule(
        id="defn.odd_to_not_divisible_by_two",
        category=CATEGORY,
        description="'n is odd' -> 'n is not divisible by 2' for an integer variable n",
        pattern=rf"{SUBJ}[ \t]+is[ \t]+odd{WORD_END}",
        rewrite=fn("subject + ' is not divisible by 2'")(lambda site: f"{site.group('subj')} is not divisible by 2"),
        guards=PARITY_GUARDS,
        reference="An integer is odd exactly when it is not even, i.e. when 2 does not divide it.",
        examples=(("Let $p$ be a prime. Show that if $p$ is odd, then $p > 2$.",
                   "Let $p$ be a prime. Show that if $p$ is not divisible by 2, then $p > 2$."),),
        non_matches=("Let $g$ be an integer function; $g$ is odd.", "Let $p$ be a prime. Then $p$ is odd-looking."),
    ),
    NLRule(
        id="defn.divides_to_is_divisor_of",
        category=CATEGORY,
        description="'a divides b' -> 'a is a divisor of b'",
        pattern=rf"(?P<a>{MATH})[ \t]+divides[ \t]+(?P<b>{MATH})",
        rewrite=r"\g<a> is a divisor of \g<b>",
        reference="'a is a divisor of b' is the definition of 'a divides b' (b = a c for some c).",
        examples=(("Let $p$ and $q$ be primes such that $q$ divides $p - 1$.",
                   "Let $p$ and $q$ be primes such that $q$ is a divisor of $p - 1$."),),
        non_matches=("Let $p$ and $q$ be primes such that $q$ divides the order.", "Then $3$ divides into $9$."),
    ),
    NLRule(
        id="defn.is_divisor_of_to_divides",
        category=CATEGORY,
        description="'a is a divisor of b' -> 'a divides b'",
        pattern=rf"(?P<a>{MATH})[ \t]+is[ \t]+a[ \t]+divisor[ \t]+of[ \t]+(?P<b>{MATH})",
        rewrite=r"\g<a> divides \g<b>",
        reference="'a is a divisor of b' is the definition of 'a divides b'.",
        examples=(("Thus $k$ is a divisor of $mn$.", "Thus $k$ divides $mn$."),),
        non_matches=("Thus $k$ is a proper divisor of $mn$.", "Thus $k$ is a divisor of the order."),
    ),
    NLRule(
        id="defn.divides_to_is_multiple_of",
        category=CATEGORY,
        description="'a divides b' -> 'b is a multiple of a' (the two math spans swap places)",
        pattern=rf"(?P<a>{MATH})[ \t]+divides[ \t]+(?P<b>{MATH})",
        rewrite=r"\g<b> is a multiple of \g<a>",
        guards=("phrase_ends_after",),
        reference="a divides b means b = a c for some c, which is what 'b is a multiple of a' says.",
        examples=(("Show that $n$ divides $\\varphi(a^n - 1)$.",
                   "Show that $\\varphi(a^n - 1)$ is a multiple of $n$."),),
        non_matches=("Show that $n$ divides $m$ exactly twice.",),
        reorders=True,
    ),
    NLRule(
        id="defn.nonempty_to_has_an_element",
        category=CATEGORY,
        description="'X is nonempty' -> 'X has at least one element'",
        pattern=rf"{SUBJ}[ \t]+is[ \t]+(?:non-?empty|not[ \t]+empty){WORD_END}",
        rewrite=r"\g<subj> has at least one element",
        guards=("phrase_ends_after",),
        reference="A set is nonempty exactly when it has an element (definition of Nonempty).",
        examples=(("Show that if $X$ is Hausdorff, then so is $\\prod X_\\alpha$. Assume that each $X_\\alpha$ is "
                   "nonempty.",
                   "Show that if $X$ is Hausdorff, then so is $\\prod X_\\alpha$. Assume that each $X_\\alpha$ has at "
                   "least one element."),),
        non_matches=("Assume that $X$ is nonempty-valued.", "Assume that $X$ is nonempty compact."),
    ),
    NLRule(
        id="defn.relatively_prime_to_gcd_one",
        category=CATEGORY,
        description="'m and n are relatively prime / coprime' -> 'm and n have greatest common divisor 1' "
                    "(integer contexts)",
        pattern=rf"(?P<a>{MATH})[ \t]+and[ \t]+(?P<b>{MATH})[ \t]+are[ \t]+(?:relatively[ \t]+prime|coprime)"
                rf"{WORD_END}",
        rewrite=r"\g<a> and \g<b> have greatest common divisor 1",
        guards=("integer_context", "phrase_ends_after"),
        reference="Two integers are relatively prime exactly when their greatest common divisor is 1.",
        examples=(("Let $G$ have elements of orders $m$ and $n$, where $m$ and $n$ are relatively prime.",
                   "Let $G$ have elements of orders $m$ and $n$, where $m$ and $n$ have greatest common divisor 1."),),
        non_matches=("Let $I$ and $J$ be ideals of $R$ such that $I$ and $J$ are coprime.",
                     "Suppose orders $m$ and $n$ are relatively prime to $p$."),
    ),
    NLRule(
        id="defn.cyclic_to_generated_by_one_element",
        category=CATEGORY,
        description="'G is cyclic' -> 'G is generated by a single element' (group contexts)",
        pattern=rf"{SUBJ}[ \t]+is[ \t]+cyclic{WORD_END}",
        rewrite=r"\g<subj> is generated by a single element",
        guards=("group_context", "phrase_ends_after"),
        reference="A group is cyclic exactly when it is generated by one element (definition of a cyclic group).",
        examples=(("If $G$ is a group with no proper subgroups, prove that $G$ is cyclic.",
                   "If $G$ is a group with no proper subgroups, prove that $G$ is generated by a single element."),),
        non_matches=("If $G$ is a group, then $G$ is cyclic of order $p$.", "Show that $M$ is cyclic."),
    ),
    NLRule(
        id="defn.abelian_to_elements_commute",
        category=CATEGORY,
        description="'G is abelian' -> 'all elements of G commute with each other' (group contexts)",
        pattern=rf"{SUBJ}[ \t]+is[ \t]+abelian{WORD_END}",
        rewrite=_abelian_unpack,
        guards=("group_context", "phrase_ends_after"),
        reference="A group is abelian exactly when any two of its elements commute (definition).",
        examples=(("If $G$ is a group with $x^2 = 1$ for all $x$, prove that $G$ is abelian.",
                   "If $G$ is a group with $x^2 = 1$ for all $x$, prove that all elements of $G$ commute with each "
                   "other."),),
        non_matches=("Let $\\mathfrak{g}$ be a Lie algebra. Then $\\mathfrak{g}$ is abelian.",
                     "If $G$ is a group, then $G$ is abelian-by-finite."),
    ),
    NLRule(
        id="defn.at_most_countable_to_finite_or_countably_infinite",
        category=CATEGORY,
        description="'at most countable' -> 'finite or countably infinite'",
        pattern=rf"(?P<art>\b[Aa]n[ \t]+)?{WORD_START}(?P<phrase>at[ \t]+most[ \t]+countable){WORD_END}",
        rewrite=_article_then("a", "finite or countably infinite"),
        reference="A set is at most countable exactly when it is finite or countably infinite (Rudin, Def. 2.4).",
        examples=(("Prove that $E$ is a set which is at most countable.",
                   "Prove that $E$ is a set which is finite or countably infinite."),
                  ("Prove that $U$ is the union of an at most countable collection of segments.",
                   "Prove that $U$ is the union of a finite or countably infinite collection of segments.")),
        non_matches=("Prove that $E$ is at most countably generated.",),
    ),
    NLRule(
        id="defn.finite_or_countably_infinite_to_at_most_countable",
        category=CATEGORY,
        description="'finite or countably infinite' -> 'at most countable'",
        pattern=rf"(?P<art>\b[Aa][ \t]+)?{WORD_START}(?P<phrase>finite[ \t]+or[ \t]+countably[ \t]+infinite){WORD_END}",
        rewrite=_article_then("an", "at most countable"),
        reference="A set is at most countable exactly when it is finite or countably infinite.",
        examples=(("Prove that every linearly independent subset of $V$ is finite or countably infinite.",
                   "Prove that every linearly independent subset of $V$ is at most countable."),
                  ("Let $S$ be a finite or countably infinite set.", "Let $S$ be an at most countable set.")),
        non_matches=("Prove that $S$ is finite or countable.",),
    ),
]

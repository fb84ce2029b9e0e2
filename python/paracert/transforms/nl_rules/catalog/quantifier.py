"""Quantifier phrasing: for all / every / each / any, there exists / there is / one can find.

'for all' takes a plural noun ('for all integers n') while 'for every' and 'for each' take a singular
one, so rewrites between them fire only when a math span follows directly ('for all $x \\in G$'),
where no noun has to change number. 'any' reads universally only in positive contexts ('if any x
...' and 'not ... any x' read existentially), hence the `positive_context` guard.
"""

from __future__ import annotations

from paracert.transforms.nl_rules.builders import fn, phrase_swap
from paracert.transforms.nl_rules.model import NLRule, Site
from paracert.transforms.nl_rules.text import MATH, WORD_END, WORD_START, with_case_of

CATEGORY = "quantifier"
BEFORE_MATH = rf"(?=\s+{MATH})"
UNIVERSAL = "'for all', 'for every' and 'for each' before a variable all express universal quantification."
ANY_UNIVERSAL = ("In a positive context 'for any x' is universal quantification (usage: 'any' is existential only "
                 "under negation, conditionals and questions, which the guard excludes).")


def _for(rule_id: str, source: str, target: str, example: tuple[str, str], non_matches: list[str], *,
         before_math: bool = True, guards: tuple[str, ...] = (), reference: str = UNIVERSAL) -> NLRule:
    return phrase_swap(
        id=rule_id, category=CATEGORY, source=source, target=target,
        description=f"'{source}' -> '{target}'" + (" before a math span" if before_math else ""),
        reference=reference, examples=[example], non_matches=non_matches, guards=guards,
        lookahead=BEFORE_MATH if before_math else "",
    )


@fn("'for at least one ' + the words before the math span")
def _for_at_least_one(site: Site) -> str:
    return with_case_of("for", site.group("for")) + " at least one " + site.group("noun")


RULES: list[NLRule] = [
    _for("quant.for_all_to_for_every", "for all", "for every",
         ("Prove that $x^2 = 1$ for all $x \\in G$.", "Prove that $x^2 = 1$ for every $x \\in G$."),
         ["Prove that $n^2 \\geq 0$ for all integers $n$.", "This holds for all but finitely many $n$."]),
    _for("quant.for_all_to_for_each", "for all", "for each",
         ("For all $n \\geq 1$, $a_n > 0$.", "For each $n \\geq 1$, $a_n > 0$."),
         ["For all primes $p$, $p \\geq 2$."]),
    _for("quant.for_all_to_for_any", "for all", "for any",
         ("Show that $f(x) = 0$ for all $x \\in A$.", "Show that $f(x) = 0$ for any $x \\in A$."),
         ["Show that $f$ is not zero for all $x$.", "If $f(x) = 0$ for all $x$, then $f = 0$."],
         guards=("positive_context",), reference=ANY_UNIVERSAL),
    _for("quant.for_every_to_for_all", "for every", "for all",
         ("Prove that $\\sigma(a) \\neq a$ for every $a \\in A$.",
          "Prove that $\\sigma(a) \\neq a$ for all $a \\in A$."),
         ["Prove this for every positive integer $n$.", "Prove this for everyone."]),
    _for("quant.for_every_to_for_each", "for every", "for each",
         ("Prove that it holds for every positive integer $n$.", "Prove that it holds for each positive integer $n$."),
         ["Prove that it holds for everything.", "Prove that every prime is odd."], before_math=False),
    _for("quant.for_each_to_for_every", "for each", "for every",
         ("Prove that for each positive integer $n$, $n + 1 > n$.",
          "Prove that for every positive integer $n$, $n + 1 > n$."),
         ["Prove that each $n$ is odd.", "They love each other for eachness."], before_math=False),
    _for("quant.for_each_to_for_all", "for each", "for all",
         ("Show that $G_z$ is compact for each $z \\in Z$.", "Show that $G_z$ is compact for all $z \\in Z$."),
         ["Show that it holds for each positive integer $k$."]),
    _for("quant.for_any_to_for_every", "for any", "for every",
         ("Prove that $f(x) = x$ for any $x \\in G$.", "Prove that $f(x) = x$ for every $x \\in G$."),
         ["Prove that if $f(x) = 0$ for any $x$, then $f$ has a root.",
          "It is not true that $f(x) = 0$ for any $x$.",
          "Prove that for any elements $a$ and $b$, $ab = ba$.",
          "Is $a \\cdot 0 = 0$ for any element $a$?"],
         guards=("positive_context", "following_nouns_singular"), reference=ANY_UNIVERSAL, before_math=False),
    _for("quant.for_every_to_for_any", "for every", "for any",
         ("Show that $|f(z)| \\leq 1$ for every $z \\in D$.", "Show that $|f(z)| \\leq 1$ for any $z \\in D$."),
         ["Show that $f(z) \\neq 0$ does not hold for every $z$.", "If $f(z) = 0$ for every $z$, then $f = 0$.",
          "Is it true that for every element $x$, $x \\leq x$?"],
         guards=("positive_context",), reference=ANY_UNIVERSAL, before_math=False),
    phrase_swap(
        id="quant.every_to_each", category=CATEGORY, source="every", target="each",
        description="determiner 'every' -> 'each' (not in 'for every', 'every other', 'not every')",
        reference="'every' and 'each' are both distributive universal determiners.",
        examples=[("Prove that every Boolean ring is commutative.", "Prove that each Boolean ring is commutative.")],
        non_matches=["Prove that it holds for every $n$.", "Every other term vanishes.",
                     "Not every group is abelian.", "Everything is fine."],
        guards=("not_after_negation",),
        lookbehind=r"(?<![Ff]or )", lookahead=r"(?!\s+(?:other|now|so)\b)(?=\s)",
    ),
    phrase_swap(
        id="quant.there_exists_to_there_is", category=CATEGORY, source="there exists", target="there is",
        description="'there exists' -> 'there is'",
        reference="'there is' and 'there exists' both express the existential quantifier.",
        examples=[("Prove that there exists a point $z_0$ such that $f(z_0) = 0$.",
                   "Prove that there is a point $z_0$ such that $f(z_0) = 0$.")],
        non_matches=["Prove that there exist $a$ and $b$ with $a < b$.", "Nothing exists here."],
    ),
    phrase_swap(
        id="quant.there_is_to_there_exists", category=CATEGORY, source="there is", target="there exists",
        description="'there is' -> 'there exists' before an article, a quantity word or a math span",
        reference="'there is' and 'there exists' both express the existential quantifier.",
        examples=[("Show that there is no holomorphic $f$ with $f(0) = 1$.",
                   "Show that there exists no holomorphic $f$ with $f(0) = 1$.")],
        non_matches=["So there is nothing more to prove.", "Where there is smoke."],
        lookahead=rf"(?=\s+(?:(?:an?|some|no|exactly|at\s+(?:least|most)|one|only\s+one)\b|{MATH}))",
    ),
    phrase_swap(
        id="quant.there_exist_to_there_are", category=CATEGORY, source="there exist", target="there are",
        description="plural 'there exist' -> 'there are'",
        reference="'there are' and 'there exist' both express (plural) existential quantification.",
        examples=[("Prove that there exist infinitely many primes.", "Prove that there are infinitely many primes.")],
        non_matches=["Prove that there exists a prime.", "There existed a proof."],
    ),
    phrase_swap(
        id="quant.there_are_to_there_exist", category=CATEGORY, source="there are", target="there exist",
        description="plural 'there are' -> 'there exist' before a quantity word or math",
        reference="'there are' and 'there exist' both express (plural) existential quantification.",
        examples=[("Prove that there are $x$ and $y$ with $x + y = 1$.",
                   "Prove that there exist $x$ and $y$ with $x + y = 1$.")],
        non_matches=["There are reasons to doubt it.", "Prove that there is a prime."],
        lookahead=rf"(?=\s+(?:(?:infinitely|some|no|two|three|at\s+(?:least|most)|exactly|distinct|finitely)\b|{MATH}))",
    ),
    NLRule(
        id="quant.there_exists_to_one_can_find",
        category=CATEGORY,
        description="'there exists/is a' -> 'one can find a'",
        pattern=rf"{WORD_START}(?P<there>[Tt]here)[ \t]+(?:exists|is)[ \t]+(?=an?{WORD_END})",
        rewrite=fn("'one can find ' (case of 'there' kept)")(
            lambda site: with_case_of("one can find ", site.group("there"))),
        reference="'one can find an x with P' asserts that some x with P exists: the existential quantifier.",
        examples=(("Prove that there exists a point $c$ with $f(c) = 0$.",
                   "Prove that one can find a point $c$ with $f(c) = 0$."),),
        non_matches=("Prove that there exists no such point.", "Prove that there are two points."),
    ),
    NLRule(
        id="quant.one_can_find_to_there_exists",
        category=CATEGORY,
        description="'one can find a' -> 'there exists a'",
        pattern=rf"{WORD_START}(?P<one>[Oo]ne)[ \t]+can[ \t]+find[ \t]+(?=(?:an?{WORD_END}|{MATH}))",
        rewrite=fn("'there exists ' (case of 'one' kept)")(
            lambda site: with_case_of("there exists ", site.group("one"))),
        guards=("not_after_negation",),
        reference="'one can find an x with P' asserts that some x with P exists: the existential quantifier.",
        examples=(("Show that one can find a subgroup $H$ of index $2$.",
                   "Show that there exists a subgroup $H$ of index $2$."),),
        non_matches=("No one can find a counterexample.", "Show that one cannot find a subgroup $H$."),
    ),
    NLRule(
        id="quant.for_some_to_for_at_least_one",
        category=CATEGORY,
        description="'for some (singular noun) x' -> 'for at least one (noun) x'",
        pattern=rf"{WORD_START}(?P<for>[Ff]or)[ \t]+some[ \t]+(?P<noun>(?:[a-z]+[ \t]+){{0,2}})(?={MATH})",
        rewrite=_for_at_least_one,
        guards=("singular_noun_words",),
        reference="'for some x' and 'for at least one x' are both the existential quantifier.",
        examples=(
            ("Prove that $G \\cong Z_p$ for some prime $p$.", "Prove that $G \\cong Z_p$ for at least one prime $p$."),
            ("Show that $x^n = 1$ for some $n$.", "Show that $x^n = 1$ for at least one $n$."),
        ),
        non_matches=("Show that this holds for some integers $a, b$.", "Show that this holds for some time."),
    ),
]

"""Concept renaming: one name of a mathematical concept for another (plural and article kept in step)."""

from __future__ import annotations

from collections.abc import Callable

from paracert.transforms.nl_rules.builders import fn, phrase_swap
from paracert.transforms.nl_rules.model import NLRule, Site
from paracert.transforms.nl_rules.text import MATH, WORD_END, WORD_START, with_case_of

CATEGORY = "concept"
DETERMINERS = ("a|an|the|some|every|each|any|no|odd|even|distinct|two|three|four|many|all|given|fixed|different|"
               "other|A|An|The|Some|Every|Each|Any|No|Two|Three|Many|All|Distinct")


def _renamed(target_singular: str) -> Callable[[Site], str]:
    """Replace the matched noun by `target_singular`, plural when the match had the plural `s`."""

    @fn(f"-> {target_singular!r} (+s when plural; first letter's case kept)")
    def rewrite(site: Site) -> str:
        return with_case_of(target_singular + site.group("pl"), site.group("phrase"))

    return rewrite


@fn("the determiner, then 'prime number' (+s when plural)")
def _prime_number(site: Site) -> str:
    return f"{site.group('det')}prime number{site.group('pl')}"


@fn("'real number' + the math span ('real numbers' after 'all')")
def _noun_number(site: Site) -> str:
    number = "numbers" if site.word_before() == "all" else "number"
    return f"{site.group('phrase')} {number}{site.group('sp')}{site.group('var')}"


def _with_article(new_article: str, phrase: str) -> Callable[[Site], str]:
    @fn(f"-> {phrase!r}, article changed to {new_article!r} when present")
    def rewrite(site: Site) -> str:
        art = site.group("art")
        lead = with_case_of(new_article, art) + " " if art else ""
        body = phrase + site.group("pl")
        return lead + (body if art else with_case_of(body, site.group("phrase")))

    return rewrite


@fn("the verb, then the new predicate")
def _predicate_swap(site: Site) -> str:
    return site.group("verb") + ("onto" if site.group("phrase") == "surjective" else "surjective")


RULES: list[NLRule] = [
    NLRule(
        id="concept.positive_integer_to_nonzero_natural",
        category=CATEGORY,
        description="'positive integer(s)' -> 'nonzero natural number(s)'",
        pattern=rf"{WORD_START}(?P<phrase>[Pp]ositive[ \t]+integer)(?P<pl>s?){WORD_END}",
        rewrite=_renamed("nonzero natural number"),
        reference="The positive integers are exactly the natural numbers other than 0 (under either convention "
                  "for whether 0 is natural).",
        examples=(("Let $n$ be a positive integer.", "Let $n$ be a nonzero natural number."),
                  ("Positive integers are nonzero.", "Nonzero natural numbers are nonzero.")),
        non_matches=("Let $f$ be a positive integer-valued function.", "Let $n$ be a positive integral power."),
    ),
    NLRule(
        id="concept.nonzero_natural_to_positive_integer",
        category=CATEGORY,
        description="'nonzero natural number(s)' -> 'positive integer(s)'",
        pattern=rf"{WORD_START}(?P<phrase>[Nn]on-?zero[ \t]+natural[ \t]+number)(?P<pl>s?){WORD_END}",
        rewrite=_renamed("positive integer"),
        reference="The natural numbers other than 0 are exactly the positive integers.",
        examples=(("For every nonzero natural number $n$, $n \\geq 1$.",
                   "For every positive integer $n$, $n \\geq 1$."),),
        non_matches=("For every natural number $n$, $n \\geq 0$.",),
    ),
    NLRule(
        id="concept.positive_integer_to_natural_greater_than_zero",
        category=CATEGORY,
        description="'positive integer(s)' at the end of a noun phrase -> 'natural number(s) greater than zero'",
        pattern=rf"{WORD_START}(?P<phrase>[Pp]ositive[ \t]+integer)(?P<pl>s?){WORD_END}",
        rewrite=_renamed("natural number greater than zero"),
        guards=("phrase_ends_after", "not_a_question"),
        reference="The positive integers are the natural numbers greater than 0; the guard keeps the postposed "
                  "'greater than zero' from landing between a noun and its variable.",
        examples=(("Let $n$ be a positive integer.", "Let $n$ be a natural number greater than zero."),),
        non_matches=("For each positive integer $n$, $n \\geq 1$.", "The smallest positive integer expressible so."),
    ),
    NLRule(
        id="concept.natural_greater_than_zero_to_positive_integer",
        category=CATEGORY,
        description="'natural number(s) greater than zero' -> 'positive integer(s)'",
        pattern=rf"{WORD_START}(?P<phrase>[Nn]atural[ \t]+number)(?P<pl>s?)[ \t]+greater[ \t]+than[ \t]+(?:zero|0)"
                rf"{WORD_END}",
        rewrite=_renamed("positive integer"),
        guards=("not_a_question",),
        reference="The natural numbers greater than 0 are exactly the positive integers.",
        examples=(("Let $n$ be a natural number greater than zero.", "Let $n$ be a positive integer."),),
        non_matches=("Let $n$ be a natural number greater than one.",
                     "Is the number obtained by adding one to any natural number greater than zero?"),
    ),
    NLRule(
        id="concept.positive_natural_to_positive_integer",
        category=CATEGORY,
        description="'positive natural number(s)' -> 'positive integer(s)'",
        pattern=rf"{WORD_START}(?P<phrase>[Pp]ositive[ \t]+natural[ \t]+number)(?P<pl>s?){WORD_END}",
        rewrite=_renamed("positive integer"),
        reference="The positive natural numbers and the positive integers are the same numbers 1, 2, 3, ...",
        examples=(("Let $b$ be a positive natural number such that $3b = 12$.",
                   "Let $b$ be a positive integer such that $3b = 12$."),),
        non_matches=("Let $b$ be a natural number.",),
    ),
    NLRule(
        id="concept.positive_integer_to_positive_natural",
        category=CATEGORY,
        description="'positive integer(s)' -> 'positive natural number(s)'",
        pattern=rf"{WORD_START}(?P<phrase>[Pp]ositive[ \t]+integer)(?P<pl>s?){WORD_END}",
        rewrite=_renamed("positive natural number"),
        reference="The positive natural numbers and the positive integers are the same numbers 1, 2, 3, ...",
        examples=(("Prove that for each positive integer $n$, $10^n - 1$ is composite.",
                   "Prove that for each positive natural number $n$, $10^n - 1$ is composite."),),
        non_matches=("Prove that for each integer $n$, $n^2 \\geq 0$.",),
    ),
    NLRule(
        id="concept.prime_number_to_prime",
        category=CATEGORY,
        description="'prime number(s)' -> 'prime(s)'",
        pattern=rf"(?<!relatively )(?<!mutually )(?<!pairwise ){WORD_START}(?P<phrase>[Pp]rime)[ \t]+number(?P<pl>s?)"
                rf"{WORD_END}",
        rewrite=_renamed("prime"),
        reference="'a prime' is the standard noun for 'a prime number'.",
        examples=(("Let $p$ be a prime number.", "Let $p$ be a prime."),
                  ("There are infinitely many prime numbers.", "There are infinitely many primes.")),
        non_matches=("Let $a, b$ be relatively prime numbers.", "Let $n$ be a prime numbering."),
    ),
    NLRule(
        id="concept.prime_to_prime_number",
        category=CATEGORY,
        description="noun 'prime(s)' after a determiner -> 'prime number(s)'",
        pattern=rf"{WORD_START}(?P<det>(?:{DETERMINERS})[ \t]+)(?P<phrase>prime)(?P<pl>s?){WORD_END}",
        rewrite=_prime_number,
        guards=("prime_used_as_noun",),
        reference="'a prime' is the standard noun for 'a prime number'; the guard keeps the adjective (prime "
                  "ideal, prime order, prime to) unchanged.",
        examples=(
            ("Prove that if $p > q$ are two primes such that $q \\mid p - 1$, then $q < p$.",
             "Prove that if $p > q$ are two prime numbers such that $q \\mid p - 1$, then $q < p$."),
            ("Let $p$ be an odd prime.", "Let $p$ be an odd prime number."),
        ),
        non_matches=("Let $P$ be a prime ideal of $R$.", "Suppose $G$ has prime order.", "Then $a$ is prime to $b$.",
                     "Let $a$ be a prime element."),
    ),
    NLRule(
        id="concept.real_number_to_real",
        category=CATEGORY,
        description="'real number(s)' -> 'real(s)'",
        pattern=rf"{WORD_START}(?P<phrase>[Rr]eal)[ \t]+number(?P<pl>s?){WORD_END}",
        rewrite=_renamed("real"),
        reference="'a real' is the standard noun for 'a real number'.",
        examples=(("Let $E$ be a nonempty set of real numbers.", "Let $E$ be a nonempty set of reals."),),
        non_matches=("Let $x$ be a real-number sequence.", "Let $x$ be a surreal number."),
    ),
    NLRule(
        id="concept.reals_to_real_numbers",
        category=CATEGORY,
        description="'reals' -> 'real numbers'",
        pattern=rf"{WORD_START}(?P<phrase>[Rr]eal)(?P<pl>s){WORD_END}",
        rewrite=_renamed("real number"),
        reference="'the reals' is short for 'the real numbers'.",
        examples=(("Let $x, y$ be reals.", "Let $x, y$ be real numbers."),),
        non_matches=("It realises the bound.", "Let $x$ be real."),
    ),
    NLRule(
        id="concept.real_variable_to_real_number",
        category=CATEGORY,
        description="'real $x$' (noun use before a variable) -> 'real number $x$'",
        pattern=rf"{WORD_START}(?P<phrase>[Rr]eal)(?P<sp>[ \t]+)(?P<var>{MATH})",
        rewrite=_noun_number,
        guards=("phrase_ends_after",),
        reference="'for every real x' abbreviates 'for every real number x'.",
        examples=(("Show that for every real $x$, $x^2 \\geq 0$.",
                   "Show that for every real number $x$, $x^2 \\geq 0$."),
                  ("Let $f$ be defined for all real $x$.", "Let $f$ be defined for all real numbers $x$.")),
        non_matches=("Let $A$ be a real $n \\times n$ matrix.",),
    ),
    NLRule(
        id="concept.rational_number_to_rational",
        category=CATEGORY,
        description="'rational number(s)' -> 'rational(s)'",
        pattern=rf"{WORD_START}(?P<phrase>[Rr]ational)[ \t]+number(?P<pl>s?){WORD_END}",
        rewrite=_renamed("rational"),
        reference="'a rational' is the standard noun for 'a rational number'.",
        examples=(("Prove that there is no rational number whose square is $12$.",
                   "Prove that there is no rational whose square is $12$."),),
        non_matches=("Prove that $x$ is an irrational number.",),
    ),
    NLRule(
        id="concept.abelian_group_to_commutative_group",
        category=CATEGORY,
        description="'abelian group(s)' -> 'commutative group(s)' (an -> a)",
        pattern=rf"(?P<art>\b[Aa]n[ \t]+)?{WORD_START}(?P<phrase>[Aa]belian)[ \t]+group(?P<pl>s?){WORD_END}",
        rewrite=_with_article("a", "commutative group"),
        reference="An abelian group is by definition a commutative group; the two names are synonyms.",
        examples=(("Let $G$ be an abelian group.", "Let $G$ be a commutative group."),
                  ("Abelian groups are nilpotent.", "Commutative groups are nilpotent.")),
        non_matches=("Let $G$ be a nonabelian group.", "Let $G$ be a non-abelian group.",
                     "Let $G$ be an abelian variety."),
    ),
    NLRule(
        id="concept.commutative_group_to_abelian_group",
        category=CATEGORY,
        description="'commutative group(s)' -> 'abelian group(s)' (a -> an)",
        pattern=rf"(?P<art>\b[Aa][ \t]+)?{WORD_START}(?P<phrase>[Cc]ommutative)[ \t]+group(?P<pl>s?){WORD_END}",
        rewrite=_with_article("an", "abelian group"),
        reference="A commutative group is by definition an abelian group; the two names are synonyms.",
        examples=(("Let $G$ be a commutative group.", "Let $G$ be an abelian group."),),
        non_matches=("Let $R$ be a commutative ring.", "Let $G$ be a noncommutative group."),
    ),
    phrase_swap(
        id="concept.relatively_prime_to_coprime", category=CATEGORY, source="relatively prime", target="coprime",
        description="'relatively prime' -> 'coprime'",
        reference="'coprime' and 'relatively prime' are synonyms (no common factor other than units).",
        examples=[("Suppose $m$ and $n$ are relatively prime.", "Suppose $m$ and $n$ are coprime.")],
        non_matches=["Suppose $p$ is prime.", "Suppose $m$ and $n$ are relatively small."],
    ),
    phrase_swap(
        id="concept.coprime_to_relatively_prime", category=CATEGORY, source="coprime", target="relatively prime",
        description="'coprime' -> 'relatively prime'",
        reference="'coprime' and 'relatively prime' are synonyms (no common factor other than units).",
        examples=[("Let $a$ be coprime to $n$.", "Let $a$ be relatively prime to $n$.")],
        non_matches=["Let $a$ be a coprimes-free set.", "Let $a$ be prime."],
    ),
    NLRule(
        id="concept.injective_to_one_to_one",
        category=CATEGORY,
        description="'injective' -> 'one-to-one' (an -> a; not injective modules, envelopes, hulls, objects)",
        pattern=rf"(?P<art>\b[Aa]n[ \t]+)?{WORD_START}(?P<phrase>[Ii]njective){WORD_END}"
                r"(?![ \t]+(?:modules?|envelopes?|hulls?|objects?|resolutions?|dimension|limits?|systems?))",
        rewrite=_with_article("a", "one-to-one"),
        reference="For functions, injective and one-to-one are synonyms (distinct inputs have distinct images).",
        examples=(("Show that $f$ is injective.", "Show that $f$ is one-to-one."),
                  ("Let $f$ be an injective map.", "Let $f$ be a one-to-one map.")),
        non_matches=("Let $E$ be an injective module.", "Let $E(M)$ be the injective hull of $M$."),
    ),
    NLRule(
        id="concept.one_to_one_to_injective",
        category=CATEGORY,
        description="'one-to-one' -> 'injective' (a -> an; not 'one-to-one correspondence')",
        pattern=rf"(?P<art>\b[Aa][ \t]+)?(?<![\w-])(?P<phrase>[Oo]ne-to-one){WORD_END}(?![ \t]+correspondences?)",
        rewrite=_with_article("an", "injective"),
        reference="For functions, injective and one-to-one are synonyms; a one-to-one correspondence is a "
                  "bijection, so it is left alone.",
        examples=(("Prove that $f$ is one-to-one.", "Prove that $f$ is injective."),
                  ("Let $f$ be a one-to-one map.", "Let $f$ be an injective map.")),
        non_matches=("There is a one-to-one correspondence between $A$ and $B$.",),
    ),
    NLRule(
        id="concept.surjective_to_onto",
        category=CATEGORY,
        description="predicate 'is surjective' -> 'is onto'",
        pattern=rf"(?P<verb>\b(?:is|are|be)[ \t]+)(?P<phrase>surjective){WORD_END}",
        rewrite=_predicate_swap,
        guards=("phrase_ends_after",),
        reference="A function is onto exactly when it is surjective (every element of the codomain is an image).",
        examples=(("Prove that $f$ is surjective.", "Prove that $f$ is onto."),),
        non_matches=("Let $f$ be a surjective map.", "Prove that $f$ is surjective onto $Y$."),
    ),
    NLRule(
        id="concept.onto_to_surjective",
        category=CATEGORY,
        description="predicate 'is onto' -> 'is surjective'",
        pattern=rf"(?P<verb>\b(?:is|are|be)[ \t]+)(?P<phrase>onto){WORD_END}",
        rewrite=_predicate_swap,
        guards=("phrase_ends_after",),
        reference="A function is onto exactly when it is surjective.",
        examples=(("Show that if $\\varphi$ is onto, then $G' = \\varphi(G)$.",
                   "Show that if $\\varphi$ is surjective, then $G' = \\varphi(G)$."),),
        non_matches=("Let $\\varphi$ be a homomorphism of $G$ onto $G'$.", "The map is onto $Y$."),
    ),
]

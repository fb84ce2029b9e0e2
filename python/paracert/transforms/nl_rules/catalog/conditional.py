"""Conditional restructuring: if-then <-> whenever / provided that, hypotheses as separate sentences.

Groups: `p` is the condition, `q` the conclusion. A group that moves away from the end of its
sentence must not end in a sentence-ending math span (the period inside the math would move with it),
so such groups end at plain punctuation (`PLAIN_END`).
"""

from __future__ import annotations

from paracert.transforms.nl_rules.builders import CLAUSE_START, fn, phrase_swap
from paracert.transforms.nl_rules.model import NLRule, Site
from paracert.transforms.nl_rules.text import (
    CLAUSE_CHAR,
    MATH,
    PLAIN_END,
    SENTENCE_CHAR,
    WORD_END,
    WORD_START,
    capitalize_start,
    clause_to_end,
    lazy_clause,
    lowercase_start,
    with_case_of,
)

CATEGORY = "conditional"
NO_IF_THEN = r"\b(?:if|then|iff)\b"
IF_THEN_HEAD = rf"{WORD_START}(?P<if>[Ii]f)\s+{lazy_clause('p', forbid=NO_IF_THEN)},?\s+then\s+"
Q_TO_PLAIN_END = rf"(?P<q>{CLAUSE_CHAR}+?){PLAIN_END}"
IMPERATIVE = r"(?P<verb>[Pp]rove|[Ss]how|[Dd]emonstrate)"
HYPOTHESIS = r"(?P<hyp>Suppose|Assume)(?:[ \t]+that)?"
CONDITIONAL_CLAUSE_GUARDS = ("plain_if", "no_nested_conditional", "no_quantifier_in_clauses", "simple_q",
                             "not_definition", "no_cross_reference")


@fn("q + ' whenever ' + p (q capitalised when the sentence began with 'If')")
def _to_whenever(site: Site) -> str:
    q = site.group("q")
    return with_case_of(q, site.group("if")) + " whenever " + site.group("p")


@fn("q + ', provided that ' + p (q capitalised when the sentence began with 'If')")
def _to_provided(site: Site) -> str:
    q = site.group("q")
    return with_case_of(q, site.group("if")) + ", provided that " + site.group("p")


@fn("'If ' + p + ', then ' + q ('if' capitalised and q lowercased when q began the sentence)")
def _whenever_to_if(site: Site) -> str:
    if site.sentence_initial():
        return f"If {site.group('p')}, then {lowercase_start(site.group('q'))}"
    return f"if {site.group('p')}, then {site.group('q')}"


@fn("'Suppose ' + p + '. ' + Verb + ' that '")
def _if_prove_to_suppose(site: Site) -> str:
    return f"Suppose {site.group('p')}. {capitalize_start(site.group('verb'))} that "


@fn("'If ' + p + ', ' + verb (lowercase) + ' that '")
def _suppose_prove_to_if(site: Site) -> str:
    return f"If {site.group('p')}, {site.group('verb').lower()} that "


@fn("'Suppose ' + subject + ' is a'")
def _let_to_suppose(site: Site) -> str:
    return f"{with_case_of('suppose', site.group('let'))} {site.group('subj')} is {site.group('art')} "


@fn("'Let ' + subject + ' be a'")
def _suppose_to_let(site: Site) -> str:
    return f"Let {site.group('subj')} be {site.group('art')} "


@fn("'Suppose ' + p + '. Then ' + q")
def _if_then_to_suppose_then(site: Site) -> str:
    return f"Suppose {site.group('p')}. Then {site.group('q')}"


@fn("'If ' + p + ', then '")
def _suppose_then_to_if_then(site: Site) -> str:
    return f"If {site.group('p')}, then "


@fn("'Assume ' + p + '. Show that ' + q")
def _prove_if_then_to_assume_show(site: Site) -> str:
    return f"Assume {site.group('p')}. Show that {site.group('q')}"


@fn("'If ' + p + ', ' (the 'then' dropped)")
def _drop_then(site: Site) -> str:
    return f"{site.group('if')} {site.group('p')}, "


@fn("'If ' + p + ', then ' + q")
def _add_then(site: Site) -> str:
    return f"{site.group('if')} {site.group('p')}, then {site.group('q')}"


RULES: list[NLRule] = [
    NLRule(
        id="cond.if_then_to_whenever",
        category=CATEGORY,
        description="'if P, then Q' -> 'Q whenever P'",
        pattern=IF_THEN_HEAD + Q_TO_PLAIN_END,
        rewrite=_to_whenever,
        guards=CONDITIONAL_CLAUSE_GUARDS,
        reference="'Q whenever P' is the implication P -> Q (with the same free variables); guards keep "
                  "quantifiers and coordinations out of P and Q so no scope moves.",
        examples=(
            ("Prove that if $f$ is entire, then $f$ is constant.",
             "Prove that $f$ is constant whenever $f$ is entire."),
            ("If $n$ is odd then $n^2$ is odd.", "$n^2$ is odd whenever $n$ is odd."),
        ),
        non_matches=(
            "If $n$ is odd, then $n^2$ is odd and $n$ is not zero.",
            "If $x > 0$ for all $x$, then $y = 0$.",
            "Prove that $a = b$ if and only if $b = a$, then stop.",
            "If $n$ is odd, then $n^2 = 1.$ Next sentence.",
            "Prove that if an integer is a sum of two rational squares, then it is a sum of two integer squares.",
        ),
        reorders=True,
    ),
    NLRule(
        id="cond.if_then_to_provided_that",
        category=CATEGORY,
        description="'if P, then Q' -> 'Q, provided that P'",
        pattern=IF_THEN_HEAD + Q_TO_PLAIN_END,
        rewrite=_to_provided,
        guards=CONDITIONAL_CLAUSE_GUARDS,
        reference="'Q, provided that P' states Q under the hypothesis P: the implication P -> Q.",
        examples=(
            ("Show that if $G$ is cyclic, then $G$ is abelian.",
             "Show that $G$ is abelian, provided that $G$ is cyclic."),
        ),
        non_matches=(
            "If $G$ is cyclic, then $G$ is abelian or trivial.",
            "If some $x$ is fixed, then $G$ is abelian.",
        ),
        reorders=True,
    ),
    NLRule(
        id="cond.whenever_to_if_then",
        category=CATEGORY,
        description="'Q whenever P' -> 'if P, then Q'",
        pattern=CLAUSE_START
        + lazy_clause("q", forbid=r"\b(?:that|if|iff|then|whenever)\b")
        + r"\s+whenever\s+"
        + rf"(?P<p>{CLAUSE_CHAR}+?){PLAIN_END}",
        rewrite=_whenever_to_if,
        guards=("no_nested_conditional", "no_quantifier_in_clauses", "simple_q", "simple_p", "q_starts_lowercasable",
                "not_definition", "no_cross_reference"),
        reference="'Q whenever P' is the implication P -> Q.",
        examples=(
            ("Show that $f(x) = 0$ whenever $x \\in A$.", "Show that if $x \\in A$, then $f(x) = 0$."),
            ("The map is injective whenever $n$ is odd.", "If $n$ is odd, then the map is injective."),
        ),
        non_matches=(
            "Show that $f(x) = 0$ whenever $x \\in A$ and $y \\in B$, or $x = y$.",
            "Show that every map is injective whenever $n$ is odd.",
            "Lagrange showed this whenever he could.",
        ),
        reorders=True,
    ),
    NLRule(
        id="cond.drop_then",
        category=CATEGORY,
        description="'If P, then Q' -> 'If P, Q'",
        pattern=rf"{WORD_START}(?P<if>[Ii]f)\s+{lazy_clause('p', forbid=NO_IF_THEN)},\s+then\s+",
        rewrite=_drop_then,
        guards=("plain_if", "no_comma_in_p"),
        reference="'then' only marks where the consequent starts; 'If P, Q' is the same implication.",
        examples=(("If $n$ is even, then $n^2$ is even.", "If $n$ is even, $n^2$ is even."),),
        non_matches=("If $a$, $b$ are even, then $ab$ is even.", "If $n$ is even then $n^2$ is even."),
    ),
    NLRule(
        id="cond.add_then",
        category=CATEGORY,
        description="'If P, Q' -> 'If P, then Q'",
        pattern=rf"{WORD_START}(?P<if>[Ii]f)\s+{lazy_clause('p', forbid=NO_IF_THEN)},\s+"
        + clause_to_end("q", forbid=r"\b(?:then|if|iff)\b"),
        rewrite=_add_then,
        guards=("plain_if", "q_not_imperative", "simple_q", "no_quantifier_in_clauses", "not_definition"),
        reference="'then' only marks where the consequent starts; 'If P, then Q' is the same implication.",
        examples=(("If $n$ is even, $n^2$ is even.", "If $n$ is even, then $n^2$ is even."),),
        non_matches=(
            "If $G$ is finite, prove that $G$ is torsion.",
            "If $a$, $b$ are even, $ab$ is even.",
            "A map is said to be open if for every open $U$, $f(U)$ is open.",
            "In a poset, if $a \\leq b$ and $b \\leq a$, is it true that $a = b$?",
            "If $n$ is even, then $n^2$ is even.",
        ),
    ),
    NLRule(
        id="cond.if_prove_to_suppose",
        category=CATEGORY,
        description="'If P, prove that Q' -> 'Suppose P. Prove that Q'",
        pattern=rf"(?P<if>If)\s+(?P<p>(?:(?!\bif\b){SENTENCE_CHAR})+?),\s+{IMPERATIVE}\s+that\s+",
        rewrite=_if_prove_to_suppose,
        guards=("sentence_initial", "plain_if"),
        reference="Proving Q under the hypothesis P is the same task whether P is a leading if-clause or a "
                  "separate 'Suppose' sentence.",
        examples=(
            ("If $G$ is a finite group, prove that $G$ is torsion.",
             "Suppose $G$ is a finite group. Prove that $G$ is torsion."),
            ("If $x$ and $g$ are elements of $G$, show that $|x| = |g^{-1}xg|$.",
             "Suppose $x$ and $g$ are elements of $G$. Show that $|x| = |g^{-1}xg|$."),
        ),
        non_matches=("Prove that if $G$ is finite, then $G$ is torsion.", "So if $G$ is finite, prove that it is.",
                     "If $G$ is abelian and if $a \\in G$, prove that $a^2 \\in G$."),
    ),
    NLRule(
        id="cond.suppose_prove_to_if",
        category=CATEGORY,
        description="'Suppose P. Prove that Q' -> 'If P, prove that Q'",
        pattern=rf"{HYPOTHESIS}\s+(?P<p>{SENTENCE_CHAR}+?)\.\s+{IMPERATIVE}\s+that\s+",
        rewrite=_suppose_prove_to_if,
        guards=("sentence_initial", "p_not_adverbial"),
        reference="A hypothesis sentence followed by the goal is the same task as the goal under a leading "
                  "if-clause.",
        examples=(
            ("Suppose that $f$ is continuous. Prove that $f$ is bounded on $[0,1]$.",
             "If $f$ is continuous, prove that $f$ is bounded on $[0,1]$."),
            ("Assume $n > 2$. Show that $n! > n$.", "If $n > 2$, show that $n! > n$."),
        ),
        non_matches=(
            "Suppose also, for every $r$, that $S_r$ is closed. Prove that $f$ is continuous.",
            "Suppose $f$ is continuous. Then $f$ is bounded.",
        ),
    ),
    phrase_swap(
        id="cond.suppose_to_assume", category=CATEGORY, source="suppose", target="assume",
        description="'Suppose' -> 'Assume'",
        reference="Both introduce a hypothesis for the rest of the statement.",
        examples=[("Suppose $f$ is holomorphic.", "Assume $f$ is holomorphic.")],
        non_matches=["It is supposedly holomorphic.", "We supposed nothing."],
    ),
    phrase_swap(
        id="cond.assume_to_suppose", category=CATEGORY, source="assume", target="suppose",
        description="'Assume' -> 'Suppose'",
        reference="Both introduce a hypothesis for the rest of the statement.",
        examples=[("Assume that $x > 0$.", "Suppose that $x > 0$.")],
        non_matches=["The assumed value is $0$.", "Assumes that $x > 0$."],
    ),
    NLRule(
        id="cond.let_be_to_suppose",
        category=CATEGORY,
        description="'Let X be a Y' -> 'Suppose X is a Y' (X one math span naming one object)",
        pattern=rf"{WORD_START}(?P<let>[Ll]et)\s+(?P<subj>{MATH})\s+be\s+(?P<art>an?){WORD_END}\s+",
        rewrite=_let_to_suppose,
        guards=("single_object_subject", "no_coordinated_clause_after"),
        reference="'Let X be a Y' introduces X with the hypothesis that X is a Y; 'Suppose X is a Y' states the "
                  "same hypothesis.",
        examples=(
            ("Let $G$ be a group of order $p^2$.", "Suppose $G$ is a group of order $p^2$."),
            ("Let $x$ be an element of $G$.", "Suppose $x$ is an element of $G$."),
        ),
        non_matches=(
            "Let $a, b$ be a pair of integers.",
            "Let $G$ be the group of units.",
            "Let $G$ and $H$ be groups.",
            "Let $A$ be an abelian group and let $B$ be the trivial subgroup of $A$.",
        ),
    ),
    NLRule(
        id="cond.suppose_is_to_let_be",
        category=CATEGORY,
        description="'Suppose (that) X is a Y' -> 'Let X be a Y' (X one math span naming one object)",
        pattern=rf"{HYPOTHESIS}\s+(?P<subj>{MATH})\s+is\s+(?P<art>an?){WORD_END}\s+",
        rewrite=_suppose_to_let,
        guards=("sentence_initial", "single_object_subject", "no_coordinated_clause_after"),
        reference="'Let X be a Y' introduces X with the hypothesis that X is a Y, as 'Suppose X is a Y' does.",
        examples=(
            ("Suppose that $G$ is an abelian group of order $pq$.", "Let $G$ be an abelian group of order $pq$."),
        ),
        non_matches=(
            "Suppose $V$ is a vector space and $T$ is an operator on $V$.",
            "Suppose $a, b$ is a pair of reals.",
            "So suppose $G$ is a group.",
        ),
    ),
    NLRule(
        id="cond.if_then_to_suppose_then",
        category=CATEGORY,
        description="'If P, then Q.' -> 'Suppose P. Then Q.'",
        pattern=rf"(?P<if>If)\s+{lazy_clause('p', forbid=NO_IF_THEN)},?\s+then\s+" + clause_to_end("q"),
        rewrite=_if_then_to_suppose_then,
        guards=("sentence_initial", "plain_if", "not_definition"),
        reference="An implication P -> Q is stated equally as a hypothesis sentence followed by the conclusion.",
        examples=(("If $n$ is odd, then $n^2$ is odd.", "Suppose $n$ is odd. Then $n^2$ is odd."),),
        non_matches=("Prove that if $n$ is odd, then $n^2$ is odd.", "If and only if $n$ is odd, then stop.",
                     "If $f$ preserves distances, then $f$ is called an isometry."),
    ),
    NLRule(
        id="cond.suppose_then_to_if_then",
        category=CATEGORY,
        description="'Suppose P. Then Q.' -> 'If P, then Q.'",
        pattern=rf"{HYPOTHESIS}\s+(?P<p>{SENTENCE_CHAR}+?)\.\s+Then,?\s+",
        rewrite=_suppose_then_to_if_then,
        guards=("sentence_initial", "p_not_adverbial"),
        reference="A hypothesis sentence followed by 'Then Q' states the implication P -> Q.",
        examples=(("Suppose $n$ is odd. Then $n^2$ is odd.", "If $n$ is odd, then $n^2$ is odd."),),
        non_matches=("Suppose $n$ is odd. Prove that $n^2$ is odd.", "Suppose now $n$ is odd. Then $n^2$ is odd."),
    ),
    NLRule(
        id="cond.prove_if_then_to_assume_show",
        category=CATEGORY,
        description="'Prove that if P, then Q.' -> 'Assume P. Show that Q.'",
        pattern=rf"{IMPERATIVE}\s+that\s+(?P<if>if)\s+{lazy_clause('p', forbid=NO_IF_THEN)},?\s+then\s+"
        + clause_to_end("q"),
        rewrite=_prove_if_then_to_assume_show,
        guards=("sentence_initial", "plain_if", "no_forward_reference"),
        reference="Proving P -> Q is the same task as proving Q under the assumption P (implication "
                  "introduction).",
        examples=(
            ("Prove that if $\\text{Re}(f)$ is constant, then $f$ is constant.",
             "Assume $\\text{Re}(f)$ is constant. Show that $f$ is constant."),
            ("Prove that if $x^2 = 1$ for all $x \\in G$ then $G$ is abelian.",
             "Assume $x^2 = 1$ for all $x \\in G$. Show that $G$ is abelian."),
        ),
        non_matches=(
            "We prove that if $n$ is odd, then $n^2$ is odd.",
            "Prove that $n$ is odd if and only if $n^2$ is odd.",
            "Prove that if $u$ is a unit in $R$ then so is $-u$.",
            "Prove that if the following conditions hold then $R$ is a PID: (i) $a$; (ii) $b$.",
        ),
    ),
]

"""Discourse: the imperative frame around a claim (prove / show / demonstrate that), dropping or adding it."""

from __future__ import annotations

from paracert.transforms.nl_rules.builders import fn, phrase_swap
from paracert.transforms.nl_rules.model import NLRule, Site
from paracert.transforms.nl_rules.text import MATH, is_math_char, lowercase_start, sentence_start

CATEGORY = "discourse"
SAME_TASK = "The imperative only frames the claim; prove, show and demonstrate all ask for a proof of the same claim."


def _swap(rule_id: str, source: str, target: str, example: str, non_matches: list[str]) -> NLRule:
    return phrase_swap(
        id=rule_id, category=CATEGORY, source=source, target=target,
        description=f"'{source}' -> '{target}'",
        reference=SAME_TASK,
        examples=[(example, example.replace(source.capitalize(), target.capitalize(), 1))],
        non_matches=non_matches,
    )


@fn("drop the imperative; the first sentence keeps the claim alone (capitalised), a later one reads 'Then ...'")
def _drop_imperative(site: Site) -> str:
    first = site.group("first")
    if sentence_start(site.text, 0) == site.start and not site.text[:site.start].strip():
        return first if is_math_char(first) else first.upper()
    return f"Then {first}"


@fn("'Prove that ' + the statement (first word lowercased)")
def _add_prove_that(site: Site) -> str:
    first = site.group("first")
    return site.group("lead") + "Prove that " + (first if is_math_char(first) else lowercase_start(first))


RULES: list[NLRule] = [
    _swap("disc.prove_to_show", "prove that", "show that", "Prove that $G$ is abelian.",
          ["We proved that $G$ is abelian.", "Approve that plan."]),
    _swap("disc.show_to_prove", "show that", "prove that", "Show that $x^2 \\geq 0$.",
          ["This shows that $x$ is odd.", "A slideshow that works."]),
    _swap("disc.prove_to_demonstrate", "prove that", "demonstrate that", "Prove that $p$ is prime.",
          ["It proves that nothing.", "Prove this: $x = 1$."]),
    _swap("disc.show_to_demonstrate", "show that", "demonstrate that", "Show that $H$ is normal in $G$.",
          ["Show how $H$ acts.", "It was shown that $H$ is normal."]),
    _swap("disc.demonstrate_to_prove", "demonstrate that", "prove that", "Demonstrate that $f$ is continuous.",
          ["The demonstration that $f$ is continuous.", "Prove that $f$ is continuous."]),
    _swap("disc.demonstrate_to_show", "demonstrate that", "show that", "Demonstrate that $n$ is even.",
          ["He demonstrated that $n$ is even.", "Show that $n$ is even."]),
    _swap("disc.prove_to_establish", "prove that", "establish that", "Prove that $\\sqrt{2}$ is irrational.",
          ["Show that $\\sqrt{2}$ is irrational.", "Proves that $x$ is real."]),
    NLRule(
        id="disc.drop_imperative",
        category=CATEGORY,
        description="drop a sentence-initial 'Prove/Show/Demonstrate that': the first sentence becomes the bare "
                    "claim, a later sentence (after hypotheses) becomes 'Then ...'",
        pattern=rf"(?:Prove|Show|Demonstrate)[ \t]+that[ \t]+(?P<first>{MATH}|[a-z])",
        rewrite=_drop_imperative,
        guards=("sentence_initial", "not_then_if"),
        reference="A theorem statement asserts its claim; asking for a proof of it (or stating it after the "
                  "hypotheses with 'Then') states the same claim.",
        examples=(
            ("Prove that every Boolean ring is commutative.", "Every Boolean ring is commutative."),
            ("Let $G$ be a group. Show that $Z(G)$ is normal in $G$.",
             "Let $G$ be a group. Then $Z(G)$ is normal in $G$."),
        ),
        non_matches=("We prove that $x$ is odd.", "Prove that: $x$ is odd.", "Then prove that $x$ is odd.",
                     "Let $n$ be odd. Prove that if $m$ is odd, then $nm$ is odd."),
    ),
    NLRule(
        id="disc.add_prove_that",
        category=CATEGORY,
        description="prefix 'Prove that' to a statement given as one bare declarative sentence",
        pattern=rf"\A(?P<lead>\s*)(?P<first>{MATH}|[A-Z][a-z]*(?![\w-]))",
        rewrite=_add_prove_that,
        guards=("declarative_statement",),
        reference="Stating a claim as a theorem and asking for its proof pose the same claim.",
        examples=(
            ("Every Boolean ring is commutative.", "Prove that every Boolean ring is commutative."),
            ("$\\sqrt{2}$ is irrational.", "Prove that $\\sqrt{2}$ is irrational."),
        ),
        non_matches=(
            "Prove that every Boolean ring is commutative.",
            "Let $G$ be a group. Then $G$ has an identity.",
            "A ring is called Boolean if $x^2 = x$ for all $x$.",
            "Find all $x$ with $x^2 = 1$.",
            "Is every group abelian?",
        ),
    ),
]

"""Named guards: checks a candidate match must pass before a rule rewrites it.

Guards that look at clauses use the conventional group names of the rule patterns: `p` (the
condition of a conditional), `q` (its conclusion or the clause being moved), `subj` (a subject math
span). A guard about a group that the pattern lacks passes.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from paracert.transforms.nl_rules.model import Site
from paracert.transforms.nl_rules.text import (
    IMPERATIVES,
    LOWERCASABLE,
    can_lowercase_start,
    first_word,
    is_block_char,
    is_math_char,
    is_sentence_initial,
    is_stop_math_char,
    sentence_end,
)


@dataclass(frozen=True)
class Guard:
    name: str
    description: str
    check: Callable[[Site], bool]


GUARDS: dict[str, Guard] = {}


def guard(name: str, description: str) -> Callable[[Callable[[Site], bool]], Callable[[Site], bool]]:
    def register(check: Callable[[Site], bool]) -> Callable[[Site], bool]:
        if name in GUARDS:
            raise ValueError(f"guard {name!r} defined twice")
        GUARDS[name] = Guard(name, description, check)
        return check

    return register


def _words(pattern: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-])(?:{pattern})(?![\w-])", re.IGNORECASE)


CONDITIONAL_WORDS = _words(r"if|iff|then|whenever|unless|provided|only|exactly when|precisely when|implies|imply")
QUANTIFIER_WORDS = _words(
    r"for (?:all|every|each|any|some)|there (?:exists?|is|are)|exists?|some|every|each|all|any|no|none|"
    r"at least|at most|exactly|unique|only|infinitely many|a unique"
)
COORDINATION = re.compile(r",|(?<![\w-])(?:and|or|but|either|neither|nor)(?![\w-])", re.IGNORECASE)
NEGATIVE_OR_OPEN = _words(
    r"not|no|never|none|nothing|without|cannot|neither|nor|fails?|if|iff|unless|whether|only|at most|"
    r"impossible|false|whenever|can't|doesn't|don't|isn't|aren't"
)
BICONDITIONALS = _words(r"if and only if|iff|exactly when|precisely when")
DEFINITION_WORDS = _words(r"called|said|defined|define|denote|denotes|we say|is known as")
ADVERB_OPENERS = frozenset("also further furthermore moreover now then conversely in finally additionally".split())
INTEGER_HINTS = re.compile(
    r"integer|natural number|prime|divides|divisor|\borders?\b|modulo|congruen",
    re.IGNORECASE,
)
# objects with their own notion of even / odd (even function, even permutation, ...)
NON_INTEGER_HINTS = re.compile(
    r"polynomial|function|\bmaps?\b|mapping|series|matri(?:x|ces)|permutation|vector|sequence|operator|graph|cycle",
    re.IGNORECASE,
)
INTEGER_MATH_HINTS = re.compile(r"\\mathbb\s*\{?[ZN]|ℤ|ℕ|\\mid|\\gcd|\\pmod|\\bmod|\\equiv")
INTEGER_VARIABLE = re.compile(r"^\s*[abcdeijklmnpqrstuwxyz](?:_\{?\w+\}?|')?\s*$")
REFERENCE_WORDS = frozenset(
    """exercise problem page section chapter theorem lemma corollary proposition equation figure example step
    part question item line no definition remark fact claim case table""".split()
)
VALUE_POSITION = frozenset("is are be equals equal to and or than from at was were becomes".split())
AFTER_VALUE = frozenset("otherwise for if and or when at in on as then whenever".split())
CLAUSE_FOLLOWERS = frozenset(
    "and or if iff then whenever for since because so but where when such with which that whose is are".split()
)
NOUN_FOLLOWERS = frozenset(
    "such that which and or with dividing where whose of greater less not is are in congruent for".split()
)
MAPPING_MODIFIERS = frozenset(
    """a an the this that each every any some no continuous linear open closed injective surjective bijective
    quotient identity inclusion constant canonical natural uniformly differentiable smooth holomorphic""".split()
)
QUESTION_OPENERS = frozenset("is are was were does do did can could has have will would should".split())
OPERATOR_CHARS = set("=<>+-*/^≤≥≠∣|·×÷")
SINGULAR_EXCEPTIONS = frozenset("is was has does its this class process axis basis radius genus locus".split())


def _groups(site: Site, *names: str) -> list[str]:
    return [site.group(n) for n in names if site.has(n)]


def _plain(fragment: str) -> str:
    """The fragment with math replaced by a neutral token (so word searches never see placeholders)."""
    return "".join(" X " if is_math_char(ch) else ch for ch in fragment)


@guard("sentence_initial", "the match begins a sentence")
def _sentence_initial(site: Site) -> bool:
    return site.sentence_initial()


@guard("plain_if", "the matched `if` is not part of `if and only if`, `only if`, `even if` or `as if`")
def _plain_if(site: Site) -> bool:
    at = site.match.start("if") if site.has("if") else site.start
    before = site.text[max(0, at - 20):at].lower()
    after = site.text[at:at + 20].lower()
    if re.search(r"(?:\bonly|\bas|\band)\s+$", before):
        return False
    if re.search(r"\beven\s+$", before) and not re.search(r"\b(?:is|are|be|being|not)\s+even\s+$", before):
        return False  # concessive 'even if' (but 'n is even if ...' is a plain conditional)
    return not re.match(r"if\s+and\s+only\s+if|iff\b", after)


@guard("no_nested_conditional", "the clauses p and q contain no if / iff / then / whenever / unless / only")
def _no_nested_conditional(site: Site) -> bool:
    return not any(CONDITIONAL_WORDS.search(_plain(g)) for g in _groups(site, "p", "q"))


@guard("no_quantifier_in_clauses", "the clauses p and q contain no quantifier words (scope must not move)")
def _no_quantifier(site: Site) -> bool:
    return not any(QUANTIFIER_WORDS.search(_plain(g)) for g in _groups(site, "p", "q"))


@guard("simple_q", "the clause q has no comma and no and / or / but (its scope cannot be misread)")
def _simple_q(site: Site) -> bool:
    return not any(COORDINATION.search(_plain(g)) for g in _groups(site, "q"))


@guard("simple_p", "the clause p has no comma and no and / or / but")
def _simple_p(site: Site) -> bool:
    return not any(COORDINATION.search(_plain(g)) for g in _groups(site, "p"))


@guard("no_comma_in_p", "the clause p has no comma (so the comma before q is the only split point)")
def _no_comma_in_p(site: Site) -> bool:
    return "," not in site.group("p")


@guard("q_starts_lowercasable", "when q begins the sentence, its first word may be lowercased (math, a lowercase "
       "word, or a function word such as The / Every / There)")
def _q_lowercasable(site: Site) -> bool:
    if not site.has("q"):
        return True
    q_start = site.match.start("q")
    if not is_sentence_initial(site.text, q_start):
        return True
    return can_lowercase_start(site.group("q"))


ANAPHORA = _words(r"it|its|itself|they|them|their|theirs|themselves|this|these|those|such|so|following|above|"
                  r"former|latter|respectively|also|too")
FORWARD_REFERENCE = _words(r"following|below")


@guard("no_cross_reference", "the clauses p and q contain no pronoun or anaphor (it, its, they, this, such, so, also, "
       "the following, ...) that could lose its antecedent when the clauses change order")
def _no_cross_reference(site: Site) -> bool:
    return not any(ANAPHORA.search(_plain(g)) for g in _groups(site, "p", "q"))


@guard("no_forward_reference", "the clauses p and q do not point at text that follows (the following, below), and q "
       "does not open with 'so' (as in 'then so is H')")
def _no_forward_reference(site: Site) -> bool:
    if any(FORWARD_REFERENCE.search(_plain(g)) for g in _groups(site, "p", "q")):
        return False
    return first_word(site.group("q")).lower() != "so"


@guard("q_not_imperative", "the clause q does not start with an imperative (prove, show, let, ...) or an inverted "
       "auxiliary (is it true that ...)")
def _q_not_imperative(site: Site) -> bool:
    word = first_word(site.group("q")).lower()
    return word not in IMPERATIVES and word not in QUESTION_OPENERS


@guard("p_not_adverbial", "the clause p does not open with an adverb such as also / further / now")
def _p_not_adverbial(site: Site) -> bool:
    return first_word(site.group("p")).lower() not in ADVERB_OPENERS


@guard("not_definition", "the sentence is not a definition (called, said to be, defined, denote, we say)")
def _not_definition(site: Site) -> bool:
    return not DEFINITION_WORDS.search(_plain(site.sentence()))


def _is_question(site: Site) -> bool:
    """The sentence ends with '?' or opens with an inverted auxiliary (Is ..., Does ..., Can ...)."""
    end = sentence_end(site.text, site.start)
    if site.text[end:end + 1] == "?":
        return True
    return first_word(site.sentence()).lower() in QUESTION_OPENERS


@guard("positive_context", "the sentence is not a question and has no negation or condition word, where `any` "
       "could read as `some` (if any, not ... any, whether any, is ... for any x?)")
def _positive_context(site: Site) -> bool:
    return not NEGATIVE_OR_OPEN.search(_plain(site.sentence())) and not _is_question(site)


@guard("not_a_question", "the sentence is not a question (in 'Is X greater than zero?' a trailing modifier can be "
       "the predicate)")
def _not_a_question(site: Site) -> bool:
    return not _is_question(site)


@guard("following_nouns_singular", "the words after the match, up to the variable or math span, are singular (any "
       "takes plurals, every does not)")
def _following_nouns_singular(site: Site) -> bool:
    for token in re.findall(r"[A-Za-z]+|[^\sA-Za-z]", _plain(site.after())):
        if token == "X" or len(token) == 1 or not token.isalpha():
            return True
        low = token.lower()
        if low.endswith("s") and not low.endswith("ss") and low not in SINGULAR_EXCEPTIONS:
            return False
        if low in {"of", "in", "on", "such", "that", "with", "which", "and", "or", "is", "are", "we"}:
            return True
    return True


@guard("single_biconditional", "the sentence contains exactly one biconditional (a chain A iff B iff C is left "
       "alone, so mixed phrasing cannot regroup it)")
def _single_biconditional(site: Site) -> bool:
    return len(BICONDITIONALS.findall(_plain(site.sentence()))) == 1


def _integer_context(site: Site) -> bool:
    """Integer hints anywhere in the text except inside the match itself (which must not vouch for itself)."""
    outside = _plain(site.text[:site.start] + " " + site.text[site.end:])
    if INTEGER_HINTS.search(outside):
        return True
    return any(INTEGER_MATH_HINTS.search(r.body) for r in site.masked.regions if r.kind == "math")


@guard("integer_context", "the text talks about integers (integer, natural number, prime, divides, order, "
       "modulo, or ℤ / ℕ / ∣ / gcd in its math)")
def _integer_context_guard(site: Site) -> bool:
    return _integer_context(site)


@guard("integer_subject", "the subject is a single variable not conventionally a function (not f, g, h, v), "
       "the text talks about integers, and it mentions no object with its own parity (function, permutation, "
       "polynomial, sequence, ...)")
def _integer_subject(site: Site) -> bool:
    bodies = site.math_bodies("subj")
    return (len(bodies) == 1 and bool(INTEGER_VARIABLE.match(bodies[0])) and _integer_context(site)
            and not NON_INTEGER_HINTS.search(_plain(site.text)))


@guard("group_context", "the text talks about groups")
def _group_context(site: Site) -> bool:
    return bool(re.search(r"\bgroups?\b", _plain(site.text), re.IGNORECASE))


@guard("phrase_ends_after", "the matched phrase ends its clause: next comes punctuation, the end, or a "
       "connective (and, or, if, then, for, such, with, ...)")
def _phrase_ends_after(site: Site) -> bool:
    rest = site.after()
    stripped = rest.lstrip(" \t")
    if not stripped or stripped[0] in ".,;:!?)\n" or is_block_char(stripped[0]):
        return True
    if site.end and is_stop_math_char(site.text[site.end - 1]):
        return True
    word = first_word(stripped)
    return bool(word) and stripped.startswith(word) and word.lower() in CLAUSE_FOLLOWERS


@guard("single_object_subject", "the subject math span names one object (no comma, no `and`)")
def _single_object_subject(site: Site) -> bool:
    bodies = site.math_bodies("subj")
    return len(bodies) == 1 and "," not in bodies[0] and "\\text{ and }" not in bodies[0]


@guard("no_coordinated_clause_after", "the rest of the sentence has no second clause joined by `and` with its own "
       "verb or its own `let` (which would need its own verb form)")
def _no_coordinated_clause(site: Site) -> bool:
    rest = _plain(site.text[site.end:sentence_end(site.text, site.end)])
    return not re.search(r"\band\s+(?:X|\w+)\s+(?:is|are|has|have)\b|,\s*and\b|\blet\b", rest, re.IGNORECASE)


@guard("prime_used_as_noun", "`prime` is a noun here: next comes math, punctuation, the end, or a word like "
       "such / that / with / dividing (not `prime ideal`, `prime order`, `prime to`)")
def _prime_noun(site: Site) -> bool:
    stripped = site.after().lstrip(" \t")
    if not stripped or stripped[0] in ".,;:!?)\n" or is_math_char(stripped[0]) or is_block_char(stripped[0]):
        return True
    word = first_word(stripped)
    return bool(word) and stripped.startswith(word) and word.lower() in NOUN_FOLLOWERS


def _noun_phrase_head(rest: str) -> str:
    """The last word of the noun phrase at the start of `rest` (up to a preposition, verb or punctuation)."""
    stops = {"of", "in", "on", "that", "which", "is", "are", "containing", "with", "for", "such", "to", "whose",
             "where", "and", "or", "dividing", "if", "then", "satisfying"}
    head = ""
    for token in re.findall(r"[A-Za-z]+(?:-[A-Za-z]+)*|[^\sA-Za-z]", _plain(rest)):
        if token == "-":
            continue
        if token.lower() in stops or not re.match(r"[A-Za-z]", token):
            break
        head = token
    return head


@guard("singular_noun_phrase", "the noun phrase that follows is singular (its head word does not end in -s)")
def _singular_noun_phrase(site: Site) -> bool:
    head = _noun_phrase_head(site.after())
    if not head:
        return False
    if head == "X":
        return True
    low = head.lower().split("-")[-1]
    return low in SINGULAR_EXCEPTIONS or low.endswith("ss") or not low.endswith("s")


@guard("singular_noun_words", "the words between `some` and the math span are singular (none ends in -s)")
def _singular_noun_words(site: Site) -> bool:
    words = site.group("noun").split()
    return all(w in SINGULAR_EXCEPTIONS or w.endswith("ss") or not w.endswith("s") for w in words)


@guard("standalone_number", "the number stands alone: not part of 2.5, 1-1, x/2, undelimited math (0 = a * 0), an "
       "enumeration (1. or (1)) or a reference (Exercise 3, page 4)")
def _standalone_number(site: Site) -> bool:
    before = site.before()
    after = site.after()
    if before[-1:] in {".", ",", "/", "^", "_", "(", "[", "#"} or after[:1] in {"/", "^", "_", ")", "]", "%"}:
        return False
    if re.match(r"[.,]\d|\s*-\w", after) or re.search(r"\w-\s*$", before):
        return False
    if before.rstrip()[-1:] in OPERATOR_CHARS or after.lstrip()[:1] in OPERATOR_CHARS:
        return False  # undelimited math such as 'a * 0 = 0'
    line_before = before[before.rfind("\n") + 1:]
    if not line_before.strip():
        return False
    return site.word_before() not in REFERENCE_WORDS


@guard("zero_in_value_position", "`zero` is used as a value: after is / equals / to / than / and / or, and not "
       "before a noun (not `the zero ideal`, `zero divisor`)")
def _zero_value(site: Site) -> bool:
    if site.word_before() not in VALUE_POSITION:
        return False
    stripped = site.after().lstrip(" \t")
    if not stripped or stripped[0] in ".,;:!?)\n" or is_math_char(stripped[0]) or is_block_char(stripped[0]):
        return True
    word = first_word(stripped)
    return bool(word) and stripped.startswith(word) and word.lower() in AFTER_VALUE


@guard("article_fits_next_word", "the next word starts with a letter whose article is unambiguous (not h, u, or "
       "a math span, where a / an depends on pronunciation)")
def _article_fits(site: Site) -> bool:
    nxt = site.group("next")
    return bool(nxt) and nxt[0].lower() in "abcdefgijklmnopqrstvwxyz"


@guard("declarative_statement", "the whole text is one declarative sentence: no other sentence, no imperative, "
       "no hypothesis (let, suppose, assume, given), no definition, no question")
def _declarative(site: Site) -> bool:
    body = site.text
    while body and (body[-1].isspace() or is_block_char(body[-1])):
        body = body[:-1]
    if body.endswith("."):
        body = body[:-1]
    elif body and is_stop_math_char(body[-1]):
        body = body[:-1] + "X"
    if not body.strip() or re.search(r"[.;!?\n]", body) or any(is_stop_math_char(c) or is_block_char(c) for c in body):
        return False
    plain = _plain(body)
    word = first_word(plain)
    if plain.lstrip().startswith("X"):
        word = ""
    if word and (word.lower() not in LOWERCASABLE or word.lower() in {"let", "suppose", "assume", "given"}):
        return False
    if any(w.lower() in {"prove", "show", "demonstrate", "find", "compute", "determine"}
           for w in re.findall(r"[A-Za-z]+", plain)):
        return False
    return not DEFINITION_WORDS.search(plain)


@guard("not_then_if", "when the imperative is dropped after a hypothesis sentence (giving 'Then ...'), the claim "
       "does not itself start with 'if' ('Then if P, then Q' would be garbled)")
def _not_then_if(site: Site) -> bool:
    if not site.before().strip():
        return True
    return first_word(site.text[site.match.start("first"):]).lower() != "if"


@guard("noun_use_of_mapping", "`mapping` is a noun: it follows a determiner or an adjective such as continuous")
def _noun_mapping(site: Site) -> bool:
    return site.word_before() in MAPPING_MODIFIERS


@guard("not_after_negation", "the match does not follow not / no / almost / nearly / hardly")
def _not_after_negation(site: Site) -> bool:
    return site.word_before() not in {"not", "no", "almost", "nearly", "hardly"}

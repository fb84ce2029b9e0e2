"""Turn a model's free-text reply into a TRUE/FALSE verdict (or a number, for numeric tasks).

`parse_verdict` reads the whole reply, reasoning trace included, and looks for the verdict in
layers, from the most to the least explicit; the first layer that finds anything decides, and
within a layer the *last* occurrence wins (a trace that changes its mind ends on its answer):

1. explicit markers: ``Answer: FALSE``, ``**Final answer:** True``, ``Verdict - TRUE``,
   ``\\boxed{FALSE}`` / ``\\boxed{\\text{TRUE}}``;
2. a line that holds nothing but the verdict (``FALSE``, ``**TRUE**``, ``False.``): replies that
   open with a bare verdict and then explain themselves;
3. an upper-case TRUE/FALSE anywhere (the prompt asks for upper case, prose rarely uses it);
4. true/false in any case anywhere.

Whole words only ("untrue", "falsehood", "TRUEST" never count), and echoes of the question such as
"TRUE or FALSE" / "true/false" are removed first. Nothing found -> None.
"""

from __future__ import annotations

import math
import re

_WORD = r"(?<![A-Za-z0-9_])(true|false)(?![A-Za-z0-9_])"

# "TRUE or FALSE", "true/false", "False or True", "T/F"-style echoes of the instruction.
_ECHO = re.compile(r"(?<![A-Za-z])(?:true|false)\s*(?:/|\bor\b|\|)\s*(?:true|false)(?![A-Za-z])", re.IGNORECASE)

_MARKUP = r"[\s*_`\"'“”‘’(\[]*"

_MARKER = re.compile(
    r"(?:final\s+)?(?:answer|verdict|conclusion)\s*(?:is\s*)?" + _MARKUP + r"[:：=\-–—]?" + _MARKUP + _WORD,
    re.IGNORECASE,
)
_BOXED = re.compile(
    r"\\boxed\s*\{\s*(?:\\(?:text|textbf|mathrm|mathbf)\s*\{\s*)?" + _WORD,
    re.IGNORECASE,
)
_BARE_LINE = re.compile(
    r"^[\s>#*_`\"'“”(\[]*" + _WORD + r"[\s*_`\"'“”)\].!。]*$",
    re.IGNORECASE | re.MULTILINE,
)
_UPPER = re.compile(r"(?<![A-Za-z0-9_])(TRUE|FALSE)(?![A-Za-z0-9_])")
_ANY = re.compile(_WORD, re.IGNORECASE)


def _last(matches: list[re.Match[str]]) -> bool | None:
    if not matches:
        return None
    return matches[-1].group(1).lower() == "true"


def parse_verdict(text: str | None) -> bool | None:
    """The final TRUE/FALSE verdict in `text`, or None when there is none."""
    if not text:
        return None
    cleaned = _ECHO.sub(" ", text)
    explicit = sorted([*_MARKER.finditer(cleaned), *_BOXED.finditer(cleaned)], key=lambda m: m.start(1))
    for matches in (explicit, list(_BARE_LINE.finditer(cleaned)), list(_UPPER.finditer(cleaned))):
        verdict = _last(matches)
        if verdict is not None:
            return verdict
    return _last(list(_ANY.finditer(cleaned)))


_NUMBER = r"(-?\$?\s*-?[0-9][0-9,]*(?:\.[0-9]+)?|-?\.[0-9]+)"
_FINAL_NUMBER = re.compile(
    r"final\s+answer\s*(?:is\s*)?" + _MARKUP + r"[:：=]?" + _MARKUP + r"\$?\s*" + _NUMBER,
    re.IGNORECASE,
)
_BOXED_NUMBER = re.compile(r"\\boxed\s*\{\s*\\?\$?\s*" + _NUMBER)


def _to_float(token: str) -> float | None:
    cleaned = token.replace("$", "").replace(",", "").replace(" ", "")
    negative = cleaned.count("-") % 2 == 1
    cleaned = cleaned.replace("-", "")
    try:
        value = float(cleaned)
    except ValueError:
        return None
    return -value if negative else value


def parse_number(text: str | None) -> float | None:
    """The number after the last "Final Answer:" (or in the last \\boxed{}), or None.

    Used for numeric tasks such as MathCheck-GSM, whose prompt asks for "Final Answer: <number>".
    No guessing from the last number in the text: a truncated reply is unparseable.
    """
    if not text:
        return None
    matches = [*_FINAL_NUMBER.finditer(text), *_BOXED_NUMBER.finditer(text)]
    if not matches:
        return None
    last = max(matches, key=lambda m: m.start(1))
    return _to_float(last.group(1))


_CHOICE_MARKER = re.compile(
    r"(?:final\s+)?(?:answer|choice|option)\s*(?:is\s*)?" + _MARKUP + r"[:：=\-–—]?" + _MARKUP
    + r"\(?([A-Ha-h])\)?(?![A-Za-z0-9_])",
    re.IGNORECASE,
)
_CHOICE_BOXED = re.compile(r"\\boxed\s*\{\s*(?:\\text\s*\{\s*)?\(?([A-Ha-h])\)?\s*\}")
_CHOICE_LINE = re.compile(r"^[\s*_`(\[]*\(?([A-H])\)?[\s*_`)\].]*$", re.MULTILINE)


def parse_choice(text: str | None) -> str | None:
    """The chosen letter (A-H) after the last "Answer:" / in the last \\boxed{}, or a line holding only
    a letter; None when there is none."""
    if not text:
        return None
    for pattern in (_CHOICE_MARKER, _CHOICE_BOXED, _CHOICE_LINE):
        matches = list(pattern.finditer(text))
        if matches:
            return matches[-1].group(1).upper()
    return None


NUMERIC_ABS_TOL = 1e-6
NUMERIC_REL_TOL = 1e-4


def numbers_match(value: float, expected: float) -> bool:
    """Equal within an absolute tolerance of 1e-6 or a relative one of 1e-4 (18 == 18.0, 0.3333 ~ 1/3)."""
    return math.isclose(value, expected, rel_tol=NUMERIC_REL_TOL, abs_tol=NUMERIC_ABS_TOL)

"""The repository speaks of the product: what it does, how to use it, what it promises, its current figures.

Prose (README.md, docs/**/*.md, certificates/*.md, data/**/README.md) and the comments and docstrings
of the code (python/, tests/, benchmarks/, examples/, lean/, .ci/run, Makefile) must not tell how the
work went: numbered work periods, tracker numbers, diary phrasing, or who ran what beside what. The
word "session" alone is a product word (a Lean session, session mode, the session pool); only a
session followed by a number is a work period.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# (what it is, pattern). Each pattern is narrow on purpose: product text uses "session", "issue",
# "before", "fix" and "beside" in their ordinary senses.
PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    # the word session(s) followed by a number (with a space, a hyphen or nothing between); the word
    # alone, as in a Lean session or session mode, is not matched
    ("numbered work period", re.compile(r"\b[Ss]essions?[ -]?\d")),
    # a table row labelled by a work period's short form and a clock time
    ("numbered work period", re.compile(r"\b[Ss]\d{1,2} \d\d:\d\d\b")),
    # the word issue(s) followed by a number, with or without a number sign
    ("tracker number", re.compile(r"\b[Ii]ssues? ?#?\d+")),
    # a number sign before digits alone (not `#eval`, not a hex colour), or a pull-request number
    ("tracker number", re.compile(r"(?<![\w&/#])#\d{1,5}(?![\w-])|\bPR ?#?\d+")),
    # a tracker entry named without its number
    ("tracker reference", re.compile(r"\bthe (?:certification )?issue's\b|\bin the \w+ issue\b")),
    (
        "diary phrasing",
        re.compile(
            r"\bbefore the fix\b|\(historical\)|\b(?:was|were) measured beside\b|\bwork diar(?:y|ies)\b"
            r"|\bdocs/notes\b|\b[Ww]e (?:fixed|tried|found|measured|ran|removed|added|left)\b"
            r"|\bI (?:tried|found|measured|ran|fixed|left|call|checked|leave)\b"
            r"|\b(?:last|next|previous|earlier) (?:work )?session\b|\bclosing note\b"
            r"|\b(?:at|of|since) this stop\b|\bin my (?:own )?(?:tree|run|working tree)\b"
            r"|\b(?:other|another) (?:engineers?|helpers?)'s?\b|\bhelpers' (?:Lean )?jobs\b"
            r"|\bthe old, unmeasured\b"
        ),
    ),
    (
        "diary phrasing",
        # "this session" as a period of work; "this session" as a Lean session stays allowed
        re.compile(
            r"\b(?:measured|run|ran|found|fixed|done|added|built|tried|taken|rerun|written|landed|resolved"
            r"|closed|new|during|since|until|earlier in|later in|(?:at )?the (?:start|end) of) this session\b"
            r"|\bthis session's (?:note|work|code|runs?|figures?|CI|changes?|commits?)\b|\(this session\)"
        ),
    ),
]


def findings(text: str) -> list[str]:
    """What in `text` tells how the work went: one entry per match, `kind: 'matched text'`."""
    found = []
    for kind, pattern in PATTERNS:
        found += [f"{kind}: {m.group(0)!r}" for m in pattern.finditer(text)]
    return found


def python_prose(path: Path) -> Iterator[tuple[int, str]]:
    """(line, text) of every comment and every string statement (docstrings) of a Python file."""
    source = path.read_text(encoding="utf-8")
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT:
            yield tok.start[0], tok.string
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            if isinstance(node.value.value, str):
                for offset, line in enumerate(node.value.value.splitlines()):
                    yield node.lineno + offset, line


def comment_lines(path: Path, marker: str) -> Iterator[tuple[int, str]]:
    """(line, text) of the lines of a non-Python source that hold a comment starting with `marker`."""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if marker in line:
            yield number, line[line.index(marker) :]


def whole_text(path: Path) -> Iterator[tuple[int, str]]:
    yield from enumerate(path.read_text(encoding="utf-8").splitlines(), 1)


def prose_files() -> Iterator[tuple[Path, Iterator[tuple[int, str]]]]:
    docs = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    docs += sorted((ROOT / "certificates").glob("*.md")) + sorted((ROOT / "data").rglob("README.md"))
    for path in docs:
        yield path, whole_text(path)
    for folder in ("python", "tests", "benchmarks", "examples"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            yield path, python_prose(path)
    for path in sorted((ROOT / "lean").rglob("*.lean")):
        yield path, comment_lines(path, "--")
    for path in sorted((ROOT / "python" / "paracert" / "lean" / "launch" / "host").glob("*.js")):
        yield path, comment_lines(path, "//")
    for path in (ROOT / ".ci" / "run", ROOT / "Makefile"):
        yield path, comment_lines(path, "#")


def test_repository_prose_speaks_of_the_product() -> None:
    problems = []
    for path, lines in prose_files():
        for number, text in lines:
            for finding in findings(text):
                problems.append(f"{path.relative_to(ROOT)}:{number}: {finding}")
    assert not problems, "wording about how the work went:\n" + "\n".join(problems)


def test_work_diaries_are_not_in_the_repository() -> None:
    assert not (ROOT / "docs" / "notes").exists()


@pytest.mark.parametrize(
    "sentence",
    [
        "Start-up fix, session 5: 148.1 s.",
        "Session-9 note and docs/ci.md: final CI figure.",
        "The same benchmark on sessions 5–7 code.",
        "| s7 09:06 | 1.5 → 3.1 | 120 / 327 |",
        "Issue #18: every command meets bad input with exit 2.",
        "as summarised in issue 14",
        "Recycling default raised (#12).",
        "Before the fix (historical): 114× over one process per check.",
        "It was measured beside four other Lean processes.",
        "Why verdicts moved: docs/notes/verdict-moves.md.",
        "We fixed the parse bug in the portfolio.",
        "A figure measured this session on an idle machine.",
        "The 2,000 items (the old, unmeasured default) were too few.",
        "one run, beside other helpers' Lean jobs",
        "the ratio (the issue's target is >= 4)",
    ],
)
def test_diary_sentences_are_flagged(sentence: str) -> None:
    assert findings(sentence), sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "A Lean session imports once, then elaborates each item from the base environment.",
        "Session mode is the default; batch mode stays as `PARACERT_LEAN_MODE=batch`.",
        "The session pool runs as many sessions as memory allows and recycles them after 10,000 items.",
        "The pool kills this session and starts another; items elaborated in this session share nothing.",
        "Every protocol line carries a per-session secret nonce; 2 sessions run on 2 cores.",
        "`paracert check certificates/` runs beside the test suite at nice 19.",
        "Each item is followed by `#eval PcLive.mark 3`; the plot colour is #1f77b4.",
        "Measured on 2026-11-25 (2 cores, 24 GiB): start-up 21.2 s, 8.7× faster than lean.js as shipped.",
        "Refuse the pair before any Lean work, and fix the input file it names.",
        "A certified pair is an instance of its literal-free schema (ADR 0001).",
    ],
)
def test_product_sentences_pass(sentence: str) -> None:
    assert not findings(sentence), findings(sentence)

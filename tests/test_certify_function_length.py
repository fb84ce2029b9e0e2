"""No function in `paracert.certify` is longer than LIMIT lines (its `def` line to its last line,
nested functions included), read from the source with `ast`. A function the limit does not fit yet
is named in ALLOWED with the reason; an entry whose function fits the limit again fails the test too,
so the list only shrinks."""

from __future__ import annotations

import ast
from pathlib import Path

CERTIFY = Path(__file__).resolve().parent.parent / "python" / "paracert" / "certify"
LIMIT = 60

# "file relative to certify/:qualified name" -> why it is longer than LIMIT
ALLOWED = {
    "check.py:check_directory": "the whole `paracert check` pass in one place (manifest, files, static checks, "
                                "Lean, report); its steps are still to be drawn out",
    "check.py:static_check": "every static check of one certificate in the order the trust model lists them "
                             "(docs/trust.md); still to be split by check",
    "mathlib_input.py:read_header": "one pass over a Mathlib header's commands, each kind accepted or refused in "
                                    "turn; still to be split by command kind",
}


def function_lengths(root: Path = CERTIFY) -> dict[str, int]:
    """`file:qualified.name` -> lines, for every function and method under `root`."""
    out: dict[str, int] = {}

    def visit(node: ast.AST, prefix: str, rel: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                name = f"{prefix}{child.name}"
                if not isinstance(child, ast.ClassDef):
                    assert child.end_lineno is not None
                    out[f"{rel}:{name}"] = child.end_lineno - child.lineno + 1
                visit(child, name + ".", rel)
            else:
                visit(child, prefix, rel)

    for path in sorted(root.rglob("*.py")):
        visit(ast.parse(path.read_text(encoding="utf-8")), "", path.relative_to(root).as_posix())
    return out


def test_no_function_in_certify_is_longer_than_the_limit() -> None:
    lengths = function_lengths()
    assert lengths, f"no functions found under {CERTIFY}"
    offenders = sorted((n, name) for name, n in lengths.items() if n > LIMIT and name not in ALLOWED)
    assert not offenders, f"functions in certify/ longer than {LIMIT} lines:\n" + "\n".join(
        f"  {name}: {n} lines" for n, name in offenders)


def test_the_allow_list_names_only_functions_still_over_the_limit() -> None:
    lengths = function_lengths()
    stale = sorted(name for name in ALLOWED if lengths.get(name, 0) <= LIMIT)
    assert not stale, "ALLOWED entries that are gone or fit the limit now (remove them):\n" + "\n".join(
        f"  {name}: {lengths.get(name, 'no such function')}" for name in stale)

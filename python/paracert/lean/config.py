"""`LeanConfig`: every setting of a Lean run in one object, and where each value came from.

Layers, later ones winning: the built-in defaults ← a command's own defaults (e.g. `paracert
certify` runs items under 90 s, not 300) ← the config file ← the environment ← explicit values
(CLI flags, or keyword arguments from Python). The config file is `paracert.toml` in the current
directory, else `$XDG_CONFIG_HOME/paracert/config.toml` (`~/.config/...` without XDG_CONFIG_HOME);
its keys are the field names (`item_timeout = 120`, `launcher = "wasm"`; `-` may stand for `_`).
This module is the only reader of the environment variables that map to fields (ENVIRONMENT below;
tests/test_config_path.py holds every module to that). The few others are settings of a process, not
of a run, and stay where that process is started (`PARACERT_NODE_FLAGS`, `PARACERT_LAKE_PROJECT`, the
daemon's runtime directory and idle time, Ray's actor sizes; the test lists each).

`paracert config show [--json]` prints every field, its value and its source.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError

from paracert.errors import InputError, UsageError

DEFAULT_ITEM_TIMEOUT_S = 300.0  # one default for every entry point; commands that want less say so
DEFAULT_STARTUP_TIMEOUT_S = 900.0
DEFAULT_HEARTBEATS = 200_000  # Lean's own default
CONFIG_FILE_NAME = "paracert.toml"
MODES = ("session", "batch")  # persistent Lean sessions, or batch files
BACKENDS = ("local", "ray")  # where sessions run: this machine's pool, or Ray actors

Source = str  # "default", "default of paracert certify", "file PATH", "env NAME", "flag" / "argument"

# environment variable -> field (the PARACERT_* variables that already chose these settings)
ENVIRONMENT = {
    "PARACERT_LEAN": "launcher",
    "PARACERT_LEAN_MODE": "mode",
    "PARACERT_BACKEND": "backend",
    "PARACERT_DAEMON": "daemon",
    "PARACERT_CACHE_DIR": "cache_dir",
    "PARACERT_POOL_SIZE": "pool_size",
}
_FALSE = ("0", "no", "false", "off")
# Settings a command takes from its flags (or Python arguments) only, never from a config file or the
# environment. `check` verifies certificates, often inside the very checkout that ships them: a
# `paracert.toml` committed there must not switch the result cache on (and point it at a committed,
# poisoned cache) for the run that is meant to elaborate every certificate afresh.
FLAG_ONLY: dict[str, tuple[str, ...]] = {"check": ("cache", "cache_dir")}
# Settings that decide what `check` accepts as evidence: taken from the user (flags, environment,
# the user's own config file), never from a `paracert.toml` in the checkout being checked.
USER_ONLY: dict[str, tuple[str, ...]] = {
    "check": ("launcher", "profile", "heartbeats", "item_timeout", "startup_timeout", "mode", "backend",
              "cache", "cache_dir"),
}
INSIDE_REPOSITORY = "a cache directory inside the current repository is used only when given by flag or environment"


class LeanConfig(BaseModel):
    """The settings of the Lean runs of one command (or one Python program)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    launcher: Literal["auto", "wasm", "native"] = Field(
        "auto", description="wasm (embedded Lean under Node 24), native (`lean` on PATH) or auto (native if present)")
    profile: Literal["core", "bare", "mathlib"] = Field("core", description="the header every item is elaborated under")
    heartbeats: int = Field(DEFAULT_HEARTBEATS, gt=0, description="maxHeartbeats per item")
    item_timeout: float = Field(DEFAULT_ITEM_TIMEOUT_S, gt=0, description="wall-clock seconds per item")
    startup_timeout: float = Field(DEFAULT_STARTUP_TIMEOUT_S, gt=0, description="seconds for one Lean to start")
    pool_size: int | None = Field(None, gt=0, description="Lean processes at once (None: as memory allows)")
    cache: bool = Field(True, description="reuse and store results in the Lean result cache")
    cache_dir: Path | None = Field(None, description="the cache's folder (None: paracert.paths.cache_dir())")
    mode: Literal["session", "batch"] = Field("session", description="persistent sessions, or batch files")
    backend: Literal["local", "ray"] = Field("local", description="where sessions run: this machine or Ray actors")
    daemon: bool = Field(False, description="hand session items to the warm background daemon (`paracert serve`)")

    _sources: dict[str, Source] = PrivateAttr(default_factory=dict)
    _refused: list[dict[str, Any]] = PrivateAttr(default_factory=list)

    @property
    def refused(self) -> list[dict[str, Any]]:
        """What a config file tried to set and was not allowed to: {field, value, source, reason}."""
        return list(self._refused)

    def source(self, field: str) -> Source:
        """Where `field`'s value came from."""
        if field not in type(self).model_fields:
            raise KeyError(field)
        return self._sources.get(field, "default")

    def rows(self) -> list[dict[str, Any]]:
        """Every field with its value (JSON-ready) and its source, in declaration order."""
        values = self.model_dump(mode="json")
        return [{"field": name, "value": values[name], "source": self.source(name)}
                for name in type(self).model_fields]

    def with_values(self, source: Source = "argument", **values: Any) -> LeanConfig:
        """A copy with `values` set (validated), each remembered as coming from `source`."""
        return _build({**self.model_dump(), **values},
                      {**self._sources, **dict.fromkeys(values, source)}, source)

    @classmethod
    def load(cls, flags: Mapping[str, Any] | None = None, *, command_defaults: Mapping[str, Any] | None = None,
             command: str | None = None, config_file: Path | None = None,
             environ: Mapping[str, str] | None = None, cwd: Path | None = None) -> LeanConfig:
        """Defaults ← `command_defaults` ← config file ← environment ← `flags` (None values are
        flags not given). `config_file` replaces the file search; `environ` and `cwd` default to
        the process's."""
        environ = os.environ if environ is None else environ
        values: dict[str, Any] = {}
        sources: dict[str, Source] = {}

        flag_only = FLAG_ONLY.get(command or "", ())
        user_only = USER_ONLY.get(command or "", ())
        here = (cwd or Path.cwd()).resolve()
        repository = repository_root(here)
        refused: list[dict[str, Any]] = []

        def refuse(key: str, value: Any, source: Source, reason: str) -> None:
            refused.append({"field": key, "value": value if isinstance(value, bool | int | float) else str(value),
                            "source": source, "reason": reason})

        def layer(new: Mapping[str, Any], source: Source, from_repository: bool = False) -> None:
            kind = source.split(" ", 1)[0]
            for key, value in new.items():
                if key in flag_only and kind in ("file", "env"):
                    if kind == "file":
                        refuse(key, value, source, f"`paracert {command}` takes {key} from its flags only")
                    continue
                if key in user_only and from_repository:
                    refuse(key, value, source, f"`paracert {command}` takes {key} from the user, not from "
                                               "the checkout it verifies")
                    continue
                if key == "cache_dir" and kind == "file" and _inside(here / Path(str(value)).expanduser(),
                                                                      repository):
                    refuse(key, value, source, INSIDE_REPOSITORY)
                    continue
                values[key], sources[key] = value, source

        layer(command_defaults or {}, f"default of {command}" if command else "command default")
        path = config_file if config_file is not None else find_config_file(environ, cwd)
        if path is not None:
            layer(read_config_file(path), f"file {path}", from_repository=_inside(path.resolve(), repository))
        for name, field in ENVIRONMENT.items():
            raw = environ.get(name)
            if raw:
                layer({field: _from_env(field, raw)}, f"env {name}")
        layer({k: v for k, v in (flags or {}).items() if v is not None}, "flag")
        config = _build(values, sources, "the settings")
        config._refused.extend(refused)
        return config


def repository_root(path: Path) -> Path:
    """The repository `path` is in (the nearest folder with `.git`), else `path` itself."""
    for folder in (path, *path.parents):
        if (folder / ".git").exists():
            return folder
    return path


def _inside(path: Path, folder: Path) -> bool:
    try:
        return path.resolve().is_relative_to(folder.resolve())
    except (OSError, RuntimeError):  # a symlink loop: not a usable cache folder either
        return True


def _from_env(field: str, raw: str) -> Any:
    if field == "daemon":
        return raw.strip().lower() not in _FALSE
    return raw.strip().lower() if field in ("launcher", "mode", "backend") else raw


def _build(values: dict[str, Any], sources: dict[str, Source], what: str) -> LeanConfig:
    try:
        config = LeanConfig(**values)
    except ValidationError as exc:
        err = exc.errors()[0]
        field = str(err["loc"][0]) if err["loc"] else "?"
        where = sources.get(field, what)
        message = f"{field} = {err.get('input')!r} (from {where}): {err['msg']}"
        raise (InputError(message) if where.startswith("file ") else UsageError(message)) from None
    config._sources.update({k: v for k, v in sources.items() if k in values})
    return config


def find_config_file(environ: Mapping[str, str] | None = None, cwd: Path | None = None) -> Path | None:
    """`paracert.toml` in `cwd`, else `$XDG_CONFIG_HOME/paracert/config.toml`, else None."""
    environ = os.environ if environ is None else environ
    local = (cwd or Path.cwd()) / CONFIG_FILE_NAME
    if local.is_file():
        return local
    xdg = environ.get("XDG_CONFIG_HOME")
    base = Path(xdg) if xdg else Path(environ.get("HOME") or Path.home()) / ".config"
    user = base / "paracert" / "config.toml"
    return user if user.is_file() else None


def read_config_file(path: Path) -> dict[str, Any]:
    """The file's settings; an unknown key or a file that is not TOML is an InputError naming it."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeError, tomllib.TOMLDecodeError) as exc:
        raise InputError(f"{path}: not a readable TOML config file ({exc})") from None
    except RecursionError:  # tomllib parses arrays and tables recursively
        raise InputError(f"{path}: not a usable TOML config file (nested too deeply)") from None
    values = {key.replace("-", "_"): value for key, value in data.items()}
    unknown = sorted(set(values) - set(LeanConfig.model_fields))
    if unknown:
        raise InputError(f"{path}: unknown setting(s) {', '.join(unknown)}; known: "
                         f"{', '.join(LeanConfig.model_fields)}")
    return values


# What a command runs under unless the file, the environment or a flag says otherwise: the
# exceptions to the one default above, each named here (docs/api.md lists them).
COMMAND_DEFAULTS: dict[str, dict[str, Any]] = {
    "equiv": {"item_timeout": 90.0, "daemon": True},  # certification items are small: fail fast
    "refute": {"item_timeout": 90.0, "daemon": True},
    "certify": {"item_timeout": 90.0},
    "demo": {"item_timeout": 90.0},
    "autoformalize-robustness": {"item_timeout": 120.0},
    "elaborate": {"daemon": True},
    "check": {"daemon": True, "cache": False},  # check elaborates every certificate afresh
}

"""LeanConfig: defaults ← command defaults ← config file ← environment ← flags, each value's source."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from paracert.cli import main
from paracert.errors import InputError, UsageError
from paracert.lean.config import COMMAND_DEFAULTS, DEFAULT_ITEM_TIMEOUT_S, LeanConfig, find_config_file
from paracert.lean.launch.launchers import Launcher
from paracert.lean.runner import LeanRunner


def test_each_layer_overrides_the_one_before_and_is_named_as_the_source(tmp_path: Path) -> None:
    (tmp_path / "paracert.toml").write_text('item_timeout = 60\nlauncher = "wasm"\npool-size = 2\n'
                                            'heartbeats = 1000\n', encoding="utf-8")
    env = {"PARACERT_LEAN": "native", "PARACERT_LEAN_MODE": "batch", "PARACERT_DAEMON": "0"}
    config = LeanConfig.load({"heartbeats": 5000, "profile": None}, command_defaults={"item_timeout": 90.0,
                                                                                       "cache": False},
                             command="certify", environ=env, cwd=tmp_path)
    file = f"file {tmp_path / 'paracert.toml'}"
    assert (config.item_timeout, config.source("item_timeout")) == (60.0, file)  # file over command default
    assert (config.cache, config.source("cache")) == (False, "default of certify")
    assert (config.launcher, config.source("launcher")) == ("native", "env PARACERT_LEAN")  # env over file
    assert (config.mode, config.source("mode")) == ("batch", "env PARACERT_LEAN_MODE")
    assert (config.daemon, config.source("daemon")) == (False, "env PARACERT_DAEMON")
    assert (config.heartbeats, config.source("heartbeats")) == (5000, "flag")  # flag over file
    assert (config.pool_size, config.source("pool_size")) == (2, file)
    assert (config.profile, config.source("profile")) == ("core", "default")  # a flag not given is no layer


def test_one_documented_default_item_timeout_and_explicit_command_overrides() -> None:
    empty = LeanConfig.load(environ={"HOME": "/nonexistent"}, cwd=Path("/nonexistent"))
    assert empty.item_timeout == DEFAULT_ITEM_TIMEOUT_S == 300.0
    runner = LeanRunner(LeanConfig(cache=False), launcher=Launcher(name="fake"))  # the runner's is the config's
    assert runner.item_timeout == DEFAULT_ITEM_TIMEOUT_S
    assert COMMAND_DEFAULTS["certify"]["item_timeout"] == 90.0


def test_the_user_config_file_is_found_under_xdg_config_home(tmp_path: Path) -> None:
    user = tmp_path / "xdg" / "paracert" / "config.toml"
    user.parent.mkdir(parents=True)
    user.write_text("backend = 'ray'\n", encoding="utf-8")
    here = tmp_path / "cwd"
    here.mkdir()
    assert find_config_file({"XDG_CONFIG_HOME": str(tmp_path / "xdg")}, here) == user
    (here / "paracert.toml").write_text("", encoding="utf-8")
    assert find_config_file({"XDG_CONFIG_HOME": str(tmp_path / "xdg")}, here) == here / "paracert.toml"


def test_bad_values_name_their_source(tmp_path: Path) -> None:
    (tmp_path / "paracert.toml").write_text("item_timeout = -1\n", encoding="utf-8")
    with pytest.raises(InputError, match=r"item_timeout = -1 \(from file .*paracert.toml\)"):
        LeanConfig.load(environ={}, cwd=tmp_path)
    (tmp_path / "paracert.toml").write_text("timeout = 3\n", encoding="utf-8")
    with pytest.raises(InputError, match="unknown setting.*timeout"):
        LeanConfig.load(environ={}, cwd=tmp_path)
    with pytest.raises(UsageError, match="env PARACERT_LEAN_MODE"):
        LeanConfig.load(environ={"PARACERT_LEAN_MODE": "turbo"}, cwd=tmp_path / "none")
    with pytest.raises(UsageError, match="pool_size = '0' \\(from env PARACERT_POOL_SIZE\\)"):
        LeanConfig.load(environ={"PARACERT_POOL_SIZE": "0"}, cwd=tmp_path / "none")


def test_pool_size_from_the_environment_reaches_the_runner(tmp_path: Path) -> None:
    config = LeanConfig.load(environ={"PARACERT_POOL_SIZE": "1"}, cwd=tmp_path)
    assert (config.pool_size, config.source("pool_size")) == (1, "env PARACERT_POOL_SIZE")
    assert LeanRunner(config.with_values(launcher="wasm")).max_processes == 1


def test_with_values_keeps_the_other_sources() -> None:
    config = LeanConfig.load(environ={"PARACERT_BACKEND": "ray"}, cwd=Path("/nonexistent"))
    changed = config.with_values(item_timeout=30)
    assert (changed.item_timeout, changed.source("item_timeout")) == (30, "argument")
    assert changed.source("backend") == "env PARACERT_BACKEND"
    with pytest.raises(KeyError):
        config.source("nope")


def test_the_runner_takes_every_setting_from_its_config(tmp_path: Path) -> None:
    config = LeanConfig(launcher="wasm", profile="bare", heartbeats=1234, item_timeout=7, startup_timeout=8,
                        pool_size=3, cache=True, cache_dir=tmp_path, mode="batch", backend="local", daemon=False)
    runner = LeanRunner(config)
    assert (runner.profile.name, runner.default_heartbeats, runner.item_timeout, runner.startup_timeout,
            runner.max_processes, runner.mode, runner.backend_name, runner.use_daemon) == \
        ("bare", 1234, 7, 8, 3, "batch", "local", False)
    assert runner.cache is not None and runner.work_dir == tmp_path / "work"
    assert (tmp_path / "lean-results.sqlite").exists()
    assert LeanRunner(config.with_values(cache=False)).cache is None


def test_config_show_prints_each_field_value_and_source(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "paracert.toml").write_text("heartbeats = 999\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PARACERT_LEAN_MODE", "batch")
    assert main(["config", "show", "--json", "--for", "certify", "--pool-size", "4"]) == 0
    rows = {r["field"]: (r["value"], r["source"]) for r in json.loads(capsys.readouterr().out)}
    assert set(rows) == set(LeanConfig.model_fields)
    assert rows["item_timeout"] == (90.0, "default of certify")
    assert rows["heartbeats"] == (999, f"file {tmp_path / 'paracert.toml'}")
    assert rows["mode"] == ("batch", "env PARACERT_LEAN_MODE")
    assert rows["pool_size"] == (4, "flag")
    assert main(["config", "show"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "mode             batch         env PARACERT_LEAN_MODE" in lines
    # one line per field, each followed by the values commands' own defaults give it (`for equiv, …`)
    assert len([line for line in lines if not line.startswith(" ")]) == len(LeanConfig.model_fields)
    assert all(" for " in line for line in lines if line.startswith(" "))


def test_a_committed_config_file_cannot_switch_check_onto_a_cache(tmp_path: Path) -> None:
    """Attack: a pull request adds paracert.toml (`cache = true`, `cache_dir = "evil"`) beside a
    committed, poisoned result cache, so that `paracert check` in that checkout would read forged
    results instead of elaborating the certificates. check takes cache settings from flags only."""
    (tmp_path / "paracert.toml").write_text('cache = true\ncache_dir = "evil"\nitem_timeout = 60\n',
                                            encoding="utf-8")
    env = {"PARACERT_CACHE_DIR": str(tmp_path / "evil-env")}
    check = LeanConfig.load({}, command_defaults=COMMAND_DEFAULTS["check"], command="check", environ=env,
                            cwd=tmp_path)
    assert (check.cache, check.cache_dir) == (False, None)
    assert check.item_timeout == 300.0  # evidence settings of check never come from the checkout
    asked = LeanConfig.load({"cache": True}, command_defaults=COMMAND_DEFAULTS["check"], command="check",
                            environ=env, cwd=tmp_path)
    assert (asked.cache, asked.source("cache")) == (True, "flag")  # `paracert check --cache` still works
    certify = LeanConfig.load({}, command="certify", environ={}, cwd=tmp_path)
    assert certify.cache_dir is None  # "evil" lies inside the checkout: refused for every command
    assert certify.item_timeout == 60.0  # other commands keep the file's other settings


def test_check_takes_its_evidence_settings_from_the_user_not_the_checkout(tmp_path: Path) -> None:
    """Attack: a `paracert.toml` committed beside the certificates chooses how `paracert check` runs
    (a weaker profile, batch mode, Ray, another launcher, tiny heartbeats or timeouts). check ignores
    those keys of a file in the checkout (each listed as refused, the default kept); the same keys in
    the user's own config file, the environment or a flag still apply."""
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    here = repo / "sub"
    here.mkdir()
    (here / "paracert.toml").write_text('profile = "bare"\nmode = "batch"\nbackend = "ray"\nlauncher = "native"\n'
                                        'heartbeats = 10\nitem_timeout = 1\nstartup_timeout = 2\npool_size = 1\n',
                                        encoding="utf-8")
    check = LeanConfig.load({}, command_defaults=COMMAND_DEFAULTS["check"], command="check", environ={}, cwd=here)
    assert (check.profile, check.mode, check.backend, check.launcher, check.heartbeats, check.item_timeout,
            check.startup_timeout) == ("core", "session", "local", "auto", 200_000, 300.0, 900.0)
    assert check.pool_size == 1  # not evidence (and bounded by memory)
    assert {x["field"] for x in check.refused} == {"profile", "mode", "backend", "launcher", "heartbeats",
                                                   "item_timeout", "startup_timeout"}
    user = tmp_path / "xdg" / "paracert" / "config.toml"
    user.parent.mkdir(parents=True)
    user.write_text('mode = "batch"\nheartbeats = 5000\n', encoding="utf-8")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    mine = LeanConfig.load({}, command="check", environ={"XDG_CONFIG_HOME": str(tmp_path / "xdg")}, cwd=elsewhere)
    assert (mine.mode, mine.heartbeats, mine.refused) == ("batch", 5000, [])
    env = LeanConfig.load({"heartbeats": 7}, command="check", environ={"PARACERT_LEAN_MODE": "batch"}, cwd=here)
    assert (env.mode, env.heartbeats) == ("batch", 7)


def test_a_cache_directory_inside_the_repository_needs_a_flag_or_the_environment(tmp_path: Path) -> None:
    """Attack: a checkout ships a forged result cache and a `paracert.toml` pointing at it, so that
    `paracert equiv` there reads `certified` results that no Lean produced. A config file's cache_dir
    inside the current repository is refused for every command; outside it, or given by flag or
    environment, it is used."""
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    (repo / "paracert.toml").write_text('cache_dir = "forged"\n', encoding="utf-8")
    for command in ("equiv", "certify", "refute", "demo", "elaborate"):
        config = LeanConfig.load({}, command=command, environ={}, cwd=repo)
        assert config.cache_dir is None, command
        assert config.refused[0]["reason"].startswith("a cache directory inside the current repository")
    deeper = repo / "a" / "b"
    deeper.mkdir(parents=True)
    (deeper / "paracert.toml").write_text('cache_dir = "../../forged"\n', encoding="utf-8")
    assert LeanConfig.load({}, command="equiv", environ={}, cwd=deeper).cache_dir is None
    outside = tmp_path / "mine"
    (repo / "paracert.toml").write_text(f'cache_dir = "{outside}"\n', encoding="utf-8")
    assert LeanConfig.load({}, command="equiv", environ={}, cwd=repo).cache_dir == outside
    (repo / "paracert.toml").write_text('cache_dir = "forged"\n', encoding="utf-8")
    by_env = LeanConfig.load({}, command="equiv", environ={"PARACERT_CACHE_DIR": str(repo / "c")}, cwd=repo)
    assert by_env.cache_dir == repo / "c"
    assert LeanConfig.load({"cache_dir": "here"}, command="equiv", environ={}, cwd=repo).cache_dir == Path("here")


def test_the_default_cache_lies_outside_any_checkout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from paracert.paths import cache_dir, project_root

    monkeypatch.delenv("PARACERT_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg-cache"))
    assert cache_dir() == tmp_path / "xdg-cache" / "paracert" / "results"
    root = project_root()
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert root is None or not cache_dir().resolve().is_relative_to(root.resolve())


def test_config_show_lists_what_a_checkout_file_tried_to_set(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / ".git").mkdir()
    (tmp_path / "paracert.toml").write_text('profile = "bare"\ncache_dir = "forged"\n', encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    for name in ("PARACERT_CACHE_DIR", "PARACERT_LEAN_MODE", "PARACERT_LEAN", "PARACERT_BACKEND"):
        monkeypatch.delenv(name, raising=False)
    assert main(["config", "show", "--for", "check", "--json"]) == 0
    rows = {r["field"]: r for r in json.loads(capsys.readouterr().out)}
    assert rows["profile"]["value"] == "core" and rows["profile"]["refused"][0]["value"] == "bare"
    assert main(["config", "show", "--for", "equiv"]) == 0
    out = capsys.readouterr().out
    assert "refused: forged from file" in out and "inside the current repository" in out


def test_a_config_file_cannot_start_more_lean_processes_than_memory_holds(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """Attack: a `paracert.toml` committed to an untrusted checkout asks for 64 Lean processes, so that
    `paracert check` there starts 64 embedded Leans (~2-3 GB each) and the machine runs out of memory.
    The size is kept as asked; the pool starts no process past what available memory holds (here a
    pretend 12 GB: room for 3 embedded-Lean sessions). Units: the sessions are FakeLeanSession."""
    from conftest import FakeSessionLauncher
    from paracert.lean import LeanItem, Status
    from paracert.lean.launch import launchers

    (tmp_path / "paracert.toml").write_text("pool_size = 64\n", encoding="utf-8")
    config = LeanConfig.load(command="check", environ={}, cwd=tmp_path)
    assert config.pool_size == 64
    monkeypatch.setattr(launchers, "_available_memory_gb", lambda: 12.0)
    assert launchers.WasmLauncher.memory_room(launchers.WasmLauncher.__new__(launchers.WasmLauncher)) == 3

    class SmallMachine(FakeSessionLauncher):
        def memory_room(self) -> int:
            return launchers.WasmLauncher.memory_room(self)  # type: ignore[arg-type]

    settings = LeanConfig(profile="bare", cache=False, pool_size=config.pool_size, mode="session", backend="local",
                          daemon=False)
    runner = LeanRunner(settings, launcher=SmallMachine(), work_dir=tmp_path / "work")
    items = [LeanItem(item_id=f"i{k}", code=f"theorem t{k} : True := trivial") for k in range(10)]
    try:
        results = runner.run(items)
        assert runner.max_processes == 64  # what was asked stays visible
        assert [r.status for r in results] == [Status.ok] * 10
        assert runner.pool.stats.sessions_started + runner.pool.stats.sessions_adopted == 3
        assert "10 Lean processes asked for" in caplog.text  # 10 items: at most 10 of the 64
        assert runner.pool.workers_for(2) == 2  # fewer items than room: one session per item
    finally:
        runner.close()
    monkeypatch.setattr(launchers, "_available_memory_gb", lambda: 2.0)  # no room: still one at a time
    assert launchers.WasmLauncher.memory_room(SmallMachine()) == 0  # type: ignore[arg-type]
    assert runner.pool.workers_for(10) == 1

"""The test scheduler's module order (tests/plugins/lean_scheduler.py): from the durations file, estimated
for a module it lacks, modules with real-Lean tests first, lane modules last; `--update-durations`
merges a run's times into the file. No Lean."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from plugins import lean_scheduler
from plugins.lean_scheduler import LANES, module_order, read_durations, write_durations


@dataclass
class Item:
    nodeid: str
    markers: set[str] = field(default_factory=set)

    def get_closest_marker(self, name: str) -> Any:
        return name if name in self.markers else None


def items(spec: dict[str, tuple[int, int]]) -> list[Any]:
    """module -> (real-Lean tests, other tests)."""
    out = []
    for module, (lean, other) in spec.items():
        out += [Item(f"{module}::test_l{k}", {"lean"}) for k in range(lean)]
        out += [Item(f"{module}::test_o{k}") for k in range(other)]
    return out


def test_lean_modules_first_longest_first_then_the_others_longest_first() -> None:
    lane = next(iter(LANES)).split("::")[0]
    got = module_order(items({"tests/a.py": (0, 3), "tests/b_lean.py": (2, 1), lane: (1, 4), "tests/c.py": (0, 500),
                              "tests/d_lean.py": (1, 0), "tests/e.py": (0, 2)}),
                       {"tests/b_lean.py": 20.0, "tests/d_lean.py": 90.0, "tests/a.py": 9.0, "tests/e.py": 1.0})
    # c.py is unknown: 500 tests at 0.05 s; d_lean and b_lean measured; the lane's module last
    assert got == ["tests/d_lean.py", "tests/b_lean.py", "tests/c.py", "tests/a.py", "tests/e.py", lane]


def test_modules_that_translate_come_first() -> None:
    spec = items({"tests/plain_lean.py": (2, 0), "tests/t_lean.py": (1, 1), "tests/other.py": (0, 9)})
    spec[2].markers.add("lean_translate")  # a test of t_lean.py
    assert module_order(spec, {"tests/plain_lean.py": 100.0, "tests/t_lean.py": 10.0}) == [
        "tests/t_lean.py", "tests/plain_lean.py", "tests/other.py"]


def test_without_durations_a_lean_module_counts_as_one_lean_start_up() -> None:
    got = module_order(items({"tests/x.py": (0, 1000), "tests/y_lean.py": (1, 0), "tests/z_lean.py": (3, 0)}), {})
    assert got == ["tests/y_lean.py", "tests/z_lean.py", "tests/x.py"]  # equal estimates keep collection order


def test_update_merges_measured_modules_and_drops_vanished_ones(tmp_path: Path) -> None:
    (tmp_path / "tests").mkdir()
    for name in ("kept.py", "measured.py", "new.py"):
        (tmp_path / "tests" / name).write_text("")
    path = tmp_path / "durations.json"
    path.write_text(json.dumps({"modules": {"tests/kept.py": 5.0, "tests/measured.py": 50.0, "tests/gone.py": 7.0}}))
    write_durations({"tests/measured.py": 12.345, "tests/new.py": 3.0}, path=path, root=tmp_path)
    assert read_durations(path) == {"tests/kept.py": 5.0, "tests/measured.py": 12.3, "tests/new.py": 3.0}
    assert list(json.loads(path.read_text())["modules"]) == ["tests/measured.py", "tests/kept.py", "tests/new.py"]


def test_the_committed_durations_are_readable() -> None:
    durations = read_durations()
    assert durations, f"{lean_scheduler.DURATIONS_FILE} is missing or unreadable"
    assert all(module.startswith("tests/") and seconds >= 0 for module, seconds in durations.items())

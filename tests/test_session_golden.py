"""Golden tests of the session protocol (lean/session/Session.lean), as the community Lean REPL tests
its own: tests/golden/session/NAME.in holds requests exactly as they go on the wire, one a line (the
set-up line is the session's own: the core profile), NAME.expected.out the session's answers, one a
line, with what legitimately varies normalised (`time_ms` -> 0; the nonce is stripped by the reader).

The same requests go to the real session (marked `lean` and `lean_translate`: it takes over the
run's warm session, which then holds the translation module, and hands it on afterwards) and to
FakeLeanSession (tests/fake_lean_session.py), which the pool's unit tests run instead of Lean. The
real answers must equal the recorded ones; the fake's must agree with them in everything that does
not need elaboration (`protocol_view`): the same answer lines, the same fields with values of the
same types, the same ids and environments, the same declarations listed under `axioms`, the same
term answers, error kinds and failure stages (messages, declarations and the axioms themselves are
elaboration's). Not covered: a wall-clock hang and `quit` (both end the process, which the next
module would then have to start again; tests/test_lean_session_real.py covers the hang).

After a reviewed change of the session: PARACERT_UPDATE_GOLDEN=1 python3 -m pytest tests/test_session_golden.py
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import FakeSessionLauncher
from paracert.lean import LeanItem
from paracert.lean.backends.pool import SessionPool
from paracert.lean.backends.session import LeanSession
from paracert.lean.launch.launchers import Launcher, select_launcher
from paracert.lean.launch.profile import get_profile
from plugins.lean_scheduler import EMPTY_TRANSLATION

GOLDEN = Path(__file__).resolve().parent / "golden" / "session"
CASES = sorted(p.stem for p in GOLDEN.glob("*.in"))
REQUEST_TIMEOUT = 300.0
UPDATE = bool(os.environ.get("PARACERT_UPDATE_GOLDEN"))

# fields the fake must answer exactly as Lean does (the rest: the same type)
EXACT = ("id", "env", "ready", "bye", "term", "sorries")


def requests(case: str) -> list[str]:
    return [line for line in (GOLDEN / f"{case}.in").read_text(encoding="utf-8").splitlines() if line.strip()]


def normalised(answer: dict[str, Any]) -> dict[str, Any]:
    return {k: (0 if k == "time_ms" else v) for k, v in answer.items()}


def protocol_view(answer: dict[str, Any]) -> dict[str, Any]:
    """What a stand-in for the session must answer as the session does: every field, each with a value
    of the same type; exactly the fields of EXACT, the declarations listed under `axioms` and
    `axiomsNotImported`, an error's kind (its text before the first colon) and a failed translation's
    side and stage."""
    view: dict[str, Any] = {}
    for key, value in answer.items():
        if key in EXACT:
            view[key] = value
        elif key in ("axioms", "axiomsNotImported"):
            view[key] = sorted(value)
        elif key == "error":
            view[key] = str(value).split(":", 1)[0]
        elif key == "untranslated":
            view[key] = {k: value.get(k) for k in ("side", "stage")}
        else:
            view[key] = type(value).__name__
    return view


class Wire:
    """Raw protocol lines to one live session process (taken from a pool, so that the run's warm session
    serves), its answers as the JSON objects it sent."""

    def __init__(self, launcher: Launcher, work: Path) -> None:
        self.pool = SessionPool(launcher, get_profile("core"), 1, work)
        # a session that translates (the cases include `translate` requests): an idle one of this
        # configuration (the run's warm session, tests/plugins/lean_scheduler.py), else a new one
        warm_up = LeanItem(item_id="golden-warm-up", code=EMPTY_TRANSLATION, kind="translate")
        assert self.pool.run_one(0, warm_up, item_timeout=REQUEST_TIMEOUT, default_heartbeats=100_000).ok
        session = self.pool.slots[0]
        assert session is not None
        self.session: LeanSession = session
        self.pool.busy[0] = True  # lent to no other pool while the test drives it

    def exchange(self, line: str) -> dict[str, Any]:
        proc = self.session.proc
        assert proc is not None and proc.stdin is not None and self.session.alive
        proc.stdin.write((line + "\n").encode("utf-8"))
        proc.stdin.flush()
        answer = self.session.answers.get(timeout=REQUEST_TIMEOUT)
        assert answer is not None, f"the session ended on {line[:200]!r}: {list(self.session.stderr_tail)[-5:]}"
        return answer

    def ready(self) -> dict[str, Any]:
        assert self.session.ready_info is not None
        return self.session.ready_info.model_dump(mode="json", exclude_unset=True)

    def release(self) -> None:
        self.pool.busy[0] = False  # not closed: the next module's runner adopts the idle session


def answers_of(wire: Wire) -> dict[str, list[dict[str, Any]]]:
    return {case: [wire.exchange(line) for line in requests(case)] for case in CASES}


@pytest.fixture(scope="module")
def real(lean_required, tmp_path_factory) -> Iterator[dict[str, Any]]:
    wire = Wire(select_launcher(), tmp_path_factory.mktemp("golden-real"))
    try:
        yield {"ready": wire.ready(), "answers": answers_of(wire)}
    finally:
        wire.release()


@pytest.fixture(scope="module")
def fake(tmp_path_factory) -> Iterator[dict[str, Any]]:
    wire = Wire(FakeSessionLauncher(), tmp_path_factory.mktemp("golden-fake"))
    try:
        yield {"ready": wire.ready(), "answers": answers_of(wire)}
    finally:
        wire.session.close()


def expected(case: str) -> list[dict[str, Any]]:
    path = GOLDEN / f"{case}.expected.out"
    assert path.exists(), f"{path} missing: PARACERT_UPDATE_GOLDEN=1 python3 -m pytest {__file__}"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_every_case_has_requests_and_answers() -> None:
    assert {"ok_item", "error_item", "heartbeats", "axioms", "translate", "malformed"} <= set(CASES)
    for case in CASES:
        assert requests(case), case
        if not UPDATE:
            assert len(expected(case)) == len(requests(case)), case


@pytest.mark.lean
@pytest.mark.lean_translate
@pytest.mark.slow
@pytest.mark.parametrize("case", CASES)
def test_the_session_answers_as_recorded(real, case: str) -> None:
    got = [normalised(a) for a in real["answers"][case]]
    path = GOLDEN / f"{case}.expected.out"
    if UPDATE:
        path.write_text("".join(json.dumps(a, ensure_ascii=False, sort_keys=True) + "\n" for a in got),
                        encoding="utf-8")
    assert got == expected(case), (
        f"{case}: the session's answers changed; after review: "
        f"PARACERT_UPDATE_GOLDEN=1 python3 -m pytest tests/test_session_golden.py")


@pytest.mark.parametrize("case", CASES)
def test_the_fake_session_speaks_the_recorded_protocol(fake, case: str) -> None:
    want = [protocol_view(a) for a in expected(case)]
    got = [protocol_view(a) for a in fake["answers"][case]]
    assert got == want


@pytest.mark.lean
@pytest.mark.lean_translate
@pytest.mark.slow
def test_the_fake_ready_line_has_the_sessions_fields(real, fake) -> None:
    """The ready line (from the set-up line the pool sends) is compared live: a warm session's was
    sent before this module ran."""
    assert protocol_view(fake["ready"]) == protocol_view(real["ready"])
    assert real["ready"]["ready"] is True and real["ready"]["messages"] == []

"""Warm sessions move between pools of one interpreter (a later runner adopts an earlier runner's idle
session of the same configuration instead of paying a start-up). Units with a named fake: the session
processes are tests/fake_lean_session.py, not Lean."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import FakeSessionLauncher
from paracert.lean import LeanItem, Status
from paracert.lean.backends.pool import SessionPool
from paracert.lean.launch.profile import get_profile

HERE = Path(__file__).parent


def _one(pool: SessionPool, item_id: str = "x") -> Status:
    (res,) = pool.run([LeanItem(item_id=item_id, code="theorem c : True := trivial")], item_timeout=30,
                      default_heartbeats=1000)
    return res.status


@pytest.fixture
def pools(tmp_path: Path):
    made: list[SessionPool] = []

    def make(profile: str = "bare", **kw) -> SessionPool:
        pool = SessionPool(FakeSessionLauncher(), get_profile(profile), 1, tmp_path / str(len(made)), **kw)
        made.append(pool)
        return pool

    yield make
    for pool in made:
        pool.close()


def test_a_later_pool_adopts_an_idle_warm_session_of_the_same_configuration(pools) -> None:
    first, second = pools(), pools()
    assert _one(first) == Status.ok
    session = first.slots[0]
    assert session is not None and session.alive
    assert _one(second) == Status.ok
    assert second.slots[0] is session and first.slots[0] is None
    assert (second.stats.sessions_adopted, second.stats.sessions_started) == (1, 0)
    assert _one(first) == Status.ok  # the lender adopts it back when it needs it again
    assert first.slots[0] is session


def test_another_configuration_starts_its_own_session(pools) -> None:
    first, other = pools("bare"), pools("core")
    assert first.config != other.config
    assert _one(first) == Status.ok
    lent = first.slots[0]
    _one(other)  # (the fake answers whatever the prelude)
    assert (other.stats.sessions_adopted, other.stats.sessions_started) == (0, 1)
    assert other.slots[0] is not lent


def test_a_running_pool_lends_nothing_and_a_used_up_session_is_not_adopted(pools) -> None:
    busy, later = pools(), pools()
    assert _one(busy) == Status.ok
    busy.active = 1  # as during its run()
    assert _one(later) == Status.ok
    assert later.stats.sessions_adopted == 0 and busy.slots[0] is not None
    busy.active = 0
    strict = pools(recycle_after=1)  # would recycle a session that served >= 1 item
    assert _one(strict) == Status.ok
    assert strict.stats.sessions_adopted == 0

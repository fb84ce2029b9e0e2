"""What the real-Lean attack modules share: settling attack and control pairs through the engine, and
forging a certificate the way a pull request could (a `certified` verdict for a pair, with a text of
the attacker's choice, bound to the running Lean)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

from paracert.certify.engine import certify_pairs
from paracert.lean import LeanRunner
from paracert.lean.config import LeanConfig
from paracert.statements.pairs import Pair
from paracert.statements.schema import Verdict
from paracert.statements.verdicts import PairVerdict, StatementKind, certificate_name


def attack_runner(work_dir: Path) -> LeanRunner:
    """Session mode, no cache, one process; not closed by the modules: sessions are handed on."""
    return LeanRunner(LeanConfig(mode="session", cache=False, pool_size=1, item_timeout=90), work_dir=work_dir)


def settle(runner: LeanRunner, attacks: Iterable[tuple[str, str, str]], controls: Iterable[tuple[str, str, str]],
           family: str) -> dict[str, PairVerdict]:
    """Verdicts by pair id: attacks under their ids, controls as `control:ID`; one engine run."""
    pairs = [Pair(a=a, b=b, pair_id=i, family=family) for i, a, b in attacks]
    pairs += [Pair(a=a, b=b, pair_id=f"control:{i}", family="control") for i, a, b in controls]
    return {v.pair_id: v for v in certify_pairs(pairs, runner)}


def forged(runner: LeanRunner, pair_id: str, a: str, b: str, family: str, tactic: str,
           text: Callable[[str], str]) -> PairVerdict:
    """A `certified` verdict for (A, B) whose certificate is `text(NAME)`, NAME bound to the pair."""
    pair = Pair(a=a, b=b, pair_id=pair_id, family=family)
    digest = pair.digest(runner.lean_version)
    return PairVerdict(pair_id=pair_id, family=family, a=a, b=b, digest=digest, lean_version=runner.lean_version,
                       verdict=Verdict.certified, statement_kind=StatementKind.iff, tactic=tactic,
                       certificate=text(certificate_name(digest)))

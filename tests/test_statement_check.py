"""A statement that is not a closed, well-formed proposition is an input error.

Unit tests with fakes (no Lean): the `term` item kind through the pool and the runner, the engine's
`invalid_statement` verdict, the CLI's exit 2 for one pair and per-line report for --pairs."""

from __future__ import annotations

import json
from pathlib import Path

from paracert.certify.engine import certify_pairs, check_statements
from paracert.lean.backends.pool import SessionPool, result_from_answer
from paracert.lean.items import ErrorCategory, ItemResult, LeanItem, LeanMessage, Status
from paracert.lean.launch.launchers import WasmLauncher
from paracert.lean.launch.profile import get_profile
from paracert.lean.protocol import SessionAnswer, SessionRequest
from paracert.statements.pairs import Pair
from paracert.statements.schema import Verdict

V = "fake-lean"
BAD_PARSE = "∀ n : Nat, n + = n"
UNBOUND = "n + 1 = 1"


def test_term_answers_become_results() -> None:
    item = LeanItem(item_id="t", code="True", kind="term")
    assert result_from_answer(item, SessionAnswer(term=True, time_ms=3)).ok
    bad = result_from_answer(item, SessionAnswer(term=False, error="<statement>:1:4: expected end of input"))
    assert bad.status == Status.error and bad.category == ErrorCategory.parse
    assert "expected end of input" in bad.errors[0].text


class FakeSession:
    """Stands in for LeanSession (no Lean): records the payload, answers like the session would."""

    alive = True
    items_done = 1

    def __init__(self) -> None:
        self.payloads: list[dict] = []

    def rss_bytes(self) -> None:
        return None

    def request(self, payload: SessionRequest, timeout: float) -> SessionAnswer:
        sent = payload.model_dump(exclude_none=True)  # what the session writes
        self.payloads.append(sent)
        return SessionAnswer(term=sent["cmd"] == "True") if sent.get("parseTerm") else SessionAnswer(messages=[])


def test_pool_sends_parse_term_requests(tmp_path: Path) -> None:
    pool = SessionPool(launcher=WasmLauncher(), profile=get_profile("bare"), size=1, work_dir=tmp_path)
    fake = FakeSession()
    pool.slots[0] = fake  # type: ignore[assignment]
    try:
        ok = pool.run_one(0, LeanItem(item_id="a", code="True", kind="term"), 10, 1000)
        bad = pool.run_one(0, LeanItem(item_id="b", code="True) ∧ (True", kind="term"), 10, 1000)
        cmd = pool.run_one(0, LeanItem(item_id="c", code="example : True := trivial"), 10, 1000)
    finally:
        pool.slots[0] = None  # no later pool of the run may adopt the fake session
    assert ok.ok and bad.status == Status.error and cmd.ok
    assert fake.payloads[0] == {"cmd": "True", "parseTerm": True}
    assert "parseTerm" not in fake.payloads[2]


def test_batch_mode_rejects_term_items(tmp_path: Path) -> None:
    from test_lean_runner_fake import _runner

    runner, launcher = _runner(tmp_path)  # the fake launcher: batch mode must not start it for term items
    (res,) = runner.run([LeanItem(item_id="t", code="True", kind="term")])
    assert res.status == Status.rejected and "needs the Lean session" in (res.detail or "")
    assert launcher.runs == 0


class StatementRunner:
    """Fake LeanRunner (no Lean): parse fails on BAD_PARSE, elaboration fails on UNBOUND; every
    candidate fails. Records the items it was given."""

    lean_version = V
    default_heartbeats = 1000

    def __init__(self) -> None:
        self.items: list[LeanItem] = []

    def run(self, items, progress=None):
        self.items += items
        out = []
        for i in items:
            if i.kind == "term" and i.code == BAD_PARSE:
                out.append(ItemResult(item_id=i.item_id, status=Status.error, category=ErrorCategory.parse,
                                      messages=[LeanMessage(severity="error", text="<statement>:1:14: expected term")]))
            elif i.item_id.endswith(":elab") and UNBOUND in i.code:
                out.append(ItemResult(item_id=i.item_id, status=Status.error, messages=[
                    LeanMessage(severity="error", text="Unknown identifier `n`")]))
            elif i.item_id.startswith("stmt"):
                out.append(ItemResult(item_id=i.item_id, status=Status.ok))
            else:
                out.append(ItemResult(item_id=i.item_id, status=Status.error, category=ErrorCategory.tactic))
        return out


def test_invalid_statements_get_their_verdict_and_no_candidates() -> None:
    runner = StatementRunner()
    pairs = [Pair(a="True", b=BAD_PARSE, pair_id="parse"), Pair(a=UNBOUND, b="True", pair_id="unbound"),
             Pair(a="True", b="¬ False", pair_id="fine")]
    problems = check_statements(pairs, runner)  # type: ignore[arg-type]
    assert problems[0][0][0] == "B" and "expected term" in problems[0][0][1]
    assert problems[1][0][0] == "A" and "Unknown identifier" in problems[1][0][1]
    assert 2 not in problems
    runner = StatementRunner()
    parse, unbound, fine = certify_pairs(pairs, runner)  # type: ignore[arg-type]
    assert parse.verdict == unbound.verdict == Verdict.invalid_statement
    assert (parse.note or "").startswith("B: Lean cannot parse") and (unbound.note or "").startswith("A: Lean cannot")
    assert fine.verdict == Verdict.unknown
    cands = [i.item_id for i in runner.items if not i.item_id.startswith("stmt")]
    assert cands and all(c.startswith("p2:") for c in cands)
    elab = [i for i in runner.items if i.item_id.endswith(":elab")]
    assert elab and all(i.code.startswith("example : Prop := (") and not i.untrusted for i in elab)


def _patch_cli(monkeypatch) -> None:
    import paracert.certify.commands as commands

    class CliRunner(StatementRunner):
        """Fake LeanRunner for the CLI (no Lean)."""

        def __init__(self, *args, **kwargs) -> None:
            super().__init__()
            self.history: list = []

    monkeypatch.setattr(commands, "LeanRunner", CliRunner)


def test_cli_single_pair_exits_2_with_lean_message(monkeypatch, capsys) -> None:
    from paracert.cli import main

    _patch_cli(monkeypatch)
    assert main(["equiv", "--a", "True", "--b", BAD_PARSE, "--no-cache"]) == 2
    err = capsys.readouterr().err
    assert "B is not a closed, well-formed proposition" in err and "expected term" in err


def test_cli_pairs_file_reports_per_line(monkeypatch, capsys, tmp_path: Path) -> None:
    from paracert.cli import main

    _patch_cli(monkeypatch)
    path = tmp_path / "pairs.jsonl"
    rows = [{"a": "True", "b": "¬ False", "pair_id": "ok"}, {"a": UNBOUND, "b": "True", "pair_id": "bad"}]
    path.write_text(json.dumps(rows[0]) + "\n\n" + json.dumps(rows[1]) + "\n", encoding="utf-8")
    assert main(["equiv", "--pairs", str(path), "--no-cache", "--json"]) == 1  # a pair not read: exit 1
    captured = capsys.readouterr()
    assert f"{path}:3 (bad): invalid statement: A: Lean cannot elaborate" in captured.err
    assert "paracert equiv: 1 of 2 pairs not read or not decided (invalid_statement 1)" in captured.err
    verdicts = {v["pair_id"]: v["verdict"] for v in json.loads(captured.out)}
    assert verdicts == {"ok": "unknown", "bad": "invalid_statement"}

"""Verdicts written as pairs settle, and `--resume` from what a stopped run wrote.

Units with a fake LeanRunner (`FakeStreamingRunner`, no Lean): every statement check passes, every
candidate fails (so each pair ends `unknown` after the last stage), and results reach the engine one
by one through `on_result`, like the session pool's. The real-Lean version (a real Ctrl-C of a real
`paracert certify`) is tests/test_interrupt_real.py.
"""

from __future__ import annotations

import json
import signal
from pathlib import Path

import pytest

from paracert.certify.engine import certify_pairs
from paracert.certify.run_state import VerdictLog
from paracert.errors import InputError
from paracert.lean import ErrorCategory, ItemResult, Status
from paracert.lean.launch import reaper
from paracert.lean.launch.profile import get_profile
from paracert.statements.pairs import Pair
from paracert.statements.schema import Verdict
from paracert.statements.verdicts import PairVerdict, certificate_name

V = "Lean (version 4.28.0, fake)"
PAIRS = [Pair(a=f"{k} + 1 = {k + 1}", b=f"{k + 1} = 1 + {k}", family="f", pair_id=f"p{k}")
         for k in range(8)]


class FakeStreamingRunner:
    """Fake LeanRunner (no Lean). `stop_after`: raise KeyboardInterrupt (or `stop_with`) once that many
    candidate results were passed on, the way a Ctrl-C cuts a run short."""

    lean_version = V
    default_heartbeats = 1000
    profile = get_profile("core")

    def __init__(self, *args, stop_after: int | None = None, stop_with: type | None = None, **kwargs) -> None:
        self.items: list = []
        self.history: list = []
        self.stop_after = stop_after
        self.stop_with = stop_with
        self.passed_on = 0

    def run(self, items, progress=None, on_result=None):
        self.items += items
        out = []
        for it in items:
            ok = it.item_id.startswith("stmt")
            res = (ItemResult(item_id=it.item_id, status=Status.ok) if ok else
                   ItemResult(item_id=it.item_id, status=Status.error, category=ErrorCategory.tactic))
            out.append(res)
            if on_result:
                on_result(res)
            if not ok:
                self.passed_on += 1
                if self.stop_after is not None and self.passed_on >= self.stop_after:
                    raise (self.stop_with or KeyboardInterrupt)()
        return out

    def certified_digests(self) -> set[str]:
        """The pairs (by certificate name) whose candidates reached this runner."""
        names = {certificate_name(p.digest(V)): p.digest(V) for p in PAIRS}
        return {d for n, d in names.items() for it in self.items if n in it.code}


def _write_pairs(path: Path, pairs: list[Pair]) -> Path:
    path.write_text("".join(json.dumps(p.model_dump(mode="json", exclude_none=True)) + "\n" for p in pairs),
                    encoding="utf-8")
    return path


@pytest.fixture(autouse=True)
def _no_resume_hint():
    reaper.set_resume_hint(None)
    yield
    reaper.set_resume_hint(None)


def _patch(monkeypatch, **kw) -> list[FakeStreamingRunner]:
    import paracert.certify.commands as commands

    made: list[FakeStreamingRunner] = []

    def factory(*args, **kwargs):
        made.append(FakeStreamingRunner(**kw))
        return made[-1]

    monkeypatch.setattr(commands, "LeanRunner", factory)
    return made


def _lines(path: Path) -> list[PairVerdict]:
    text = path.read_text(encoding="utf-8")
    assert text.endswith("\n")
    return [PairVerdict.model_validate_json(line) for line in text.splitlines()]


def test_each_pair_is_passed_on_once_in_input_order_of_its_lines() -> None:
    seen: list[str | None] = []
    out = certify_pairs(PAIRS, FakeStreamingRunner(),  # type: ignore[arg-type]
                        on_verdict=lambda vs: seen.extend(v.pair_id for v in vs))
    assert sorted(seen) == sorted(p.pair_id for p in PAIRS)  # each pair exactly once
    assert [v.pair_id for v in out] == [p.pair_id for p in PAIRS]


def test_a_pair_is_written_before_later_pairs_run(tmp_path: Path) -> None:
    """The first pair's verdict is on the callback before the last pair's last item has run."""
    order: list[tuple[str, int]] = []
    runner = FakeStreamingRunner()
    certify_pairs(PAIRS, runner, on_verdict=lambda vs: order.append((vs[0].pair_id, runner.passed_on)))  # type: ignore
    total = runner.passed_on
    assert len(order) == len(PAIRS)
    assert order[0][1] < total, "no verdict was passed on before the run's last item"


def test_duplicate_digests_get_one_line_each_in_one_callback() -> None:
    twin = PAIRS[0].model_copy(update={"pair_id": "twin"})
    calls: list[list[str | None]] = []
    certify_pairs([PAIRS[0], twin, PAIRS[1]], FakeStreamingRunner(),  # type: ignore[arg-type]
                  on_verdict=lambda vs: calls.append([v.pair_id for v in vs]))
    assert sorted(calls) == sorted([["p0", "twin"], ["p1"]])


def test_stop_mid_run_keeps_complete_lines_and_resume_finishes_without_repeats(tmp_path, monkeypatch, capsys):
    from paracert.cli import main

    pairs_file = _write_pairs(tmp_path / "pairs.jsonl", PAIRS)
    out = tmp_path / "v.jsonl"
    # each pair has several candidates; stop part-way through stage 2
    first = _patch(monkeypatch, stop_after=len(PAIRS) * 2 + 5)
    code = main(["equiv", "--pairs", str(pairs_file), "--out", str(out), "--certificates", str(tmp_path / "c")])
    err = capsys.readouterr().err
    assert code == 130
    assert "Traceback" not in err
    stop_lines = [ln for ln in err.splitlines() if "stopped by SIGINT" in ln]
    assert len(stop_lines) == 1 and str(out) in stop_lines[0] and "--resume" in stop_lines[0]
    kept = _lines(out)
    assert 0 < len(kept) < len(PAIRS), "a stop part-way should keep some verdicts, not all"
    assert len({v.pair_id for v in kept}) == len(kept)
    assert f"{len(kept)} verdict line" in stop_lines[0]

    second = _patch(monkeypatch)
    assert main(["equiv", "--pairs", str(pairs_file), "--out", str(out), "--resume", "--json"]) == 0
    done = _lines(out)
    assert sorted(v.pair_id for v in done) == sorted(p.pair_id for p in PAIRS)  # one line per input line
    assert not second[0].certified_digests() & {v.digest for v in kept}, "a pair kept was certified again"
    assert second[0].certified_digests() == {p.digest(V) for p in PAIRS} - {v.digest for v in kept}
    assert first  # the first run did reach the fake


def test_sigterm_exits_143(tmp_path, monkeypatch, capsys) -> None:
    from paracert.cli import main

    _patch(monkeypatch, stop_after=3, stop_with=lambda: reaper.Stopped(signal.SIGTERM))
    pairs_file = _write_pairs(tmp_path / "pairs.jsonl", PAIRS[:2])
    code = main(["equiv", "--pairs", str(pairs_file), "--out", str(tmp_path / "v.jsonl")])
    err = capsys.readouterr().err
    assert code == 143 and "stopped by SIGTERM" in err and "Traceback" not in err


def test_cut_off_last_line_is_an_error_without_resume_and_dropped_with_it(tmp_path: Path, capsys) -> None:
    digest = Pair(a="True", b="True", family="f").digest(V)
    good = PairVerdict(pair_id="a", family="f", a="True", b="True", digest=digest, lean_version=V,
                       verdict=Verdict.unknown)
    path = tmp_path / "v.jsonl"
    whole = good.model_dump_json() + "\n"
    path.write_text(whole + good.model_copy(update={"pair_id": "b"}).model_dump_json()[:37], encoding="utf-8")
    with pytest.raises(InputError, match=rf"{path.name}:2: incomplete last line .*--resume"):
        VerdictLog.open(path)
    log = VerdictLog.open(path, resume=True)
    assert path.read_text(encoding="utf-8") == whole
    assert log.lines == 1 and (digest, "a") in log.written and log.dropped_partial_bytes == 37
    assert "dropped an incomplete last line" in capsys.readouterr().err


def test_a_bad_complete_line_is_named_even_with_resume(tmp_path: Path) -> None:
    path = tmp_path / "v.jsonl"
    path.write_text('{"not": "a verdict"}\n', encoding="utf-8")
    with pytest.raises(InputError, match=r"v.jsonl:1: not a verdict record"):
        VerdictLog.open(path, resume=True)


def test_resume_without_out_is_a_usage_error(tmp_path, monkeypatch, capsys) -> None:
    from paracert.cli import main

    _patch(monkeypatch)
    pairs_file = _write_pairs(tmp_path / "pairs.jsonl", PAIRS[:1])
    assert main(["equiv", "--pairs", str(pairs_file), "--resume"]) == 2
    assert "--resume needs --out" in capsys.readouterr().err
    assert main(["certify", str(pairs_file), "--resume"]) == 2


def test_certify_resume_writes_certificates_as_they_settle(tmp_path, monkeypatch, capsys) -> None:
    """`certify` streams too: after a stop, the verdict file holds complete lines only."""
    from paracert.cli import main

    pairs_file = _write_pairs(tmp_path / "pairs.jsonl", PAIRS)
    out = tmp_path / "run" / "verdicts.jsonl"
    _patch(monkeypatch, stop_after=len(PAIRS) * 2 + 5)
    assert main(["certify", str(pairs_file), "--out", str(out)]) == 130
    kept = _lines(out)
    assert 0 < len(kept) < len(PAIRS)
    _patch(monkeypatch)
    assert main(["certify", str(pairs_file), "--out", str(out), "--resume", "--json"]) == 0
    assert sorted(v.pair_id for v in _lines(out)) == sorted(p.pair_id for p in PAIRS)
    table = json.loads(capsys.readouterr().out)
    assert table["families"]["TOTAL"]["pairs"] == len(PAIRS)


def test_plain_progress_line_only_after_its_interval() -> None:
    import io

    from paracert.lean.progress import plain_progress

    now = [0.0]
    stream = io.StringIO()
    update = plain_progress("certifying 5 pairs", every_s=30, stream=stream, clock=lambda: now[0])
    update(1, 10)
    now[0] = 29.0
    update(2, 10)
    assert stream.getvalue() == ""  # a short run prints nothing
    now[0] = 31.0
    update(3, 10)
    now[0] = 40.0
    update(4, 10)
    assert stream.getvalue() == "certifying 5 pairs: 3/10 Lean items, 31 s\n"


def test_certify_refuses_a_used_out_and_replace_starts_it_afresh(tmp_path, monkeypatch, capsys) -> None:
    """A second `certify` on the same --out without --resume is refused (its lines are a run's record,
    not settled pairs); `--replace` starts it afresh, so it holds one line per input line, not two."""
    from paracert.cli import main

    pairs_file = _write_pairs(tmp_path / "pairs.jsonl", PAIRS[:3])
    out = tmp_path / "run" / "verdicts.jsonl"
    _patch(monkeypatch)
    assert main(["certify", str(pairs_file), "--out", str(out)]) == 0
    capsys.readouterr()
    assert main(["certify", str(pairs_file), "--out", str(out)]) == 2
    assert f"--out {out} already holds 3 verdict lines: give --resume" in capsys.readouterr().err
    made = _patch(monkeypatch)
    assert main(["certify", str(pairs_file), "--out", str(out), "--replace"]) == 0
    assert f"{out}: replaced" in capsys.readouterr().err
    assert sorted(v.pair_id for v in _lines(out)) == ["p0", "p1", "p2"]
    assert made[0].items, "a replaced run settles its pairs again"


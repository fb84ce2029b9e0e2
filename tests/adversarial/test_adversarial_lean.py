"""The adversarial corpus (attacks.jsonl) through the real Lean, in ONE runner (session mode, one
session, no cache) and ONE `runner.run` call:

- `statement` rows: the statement guard, then Lean's own checks (`certify.engine.statement_check_items`:
  parse as one term consuming the whole input; elaborate alone as a Prop);
- `snippet` / `elaborate_file` rows: untrusted LeanItems (`untrusted=True`: the runner's guard first).

Expected: every `reject` row is rejected before Lean or by Lean (never `ok`); every `accept` statement
parses as one term; and no row changes what comes after it: each accepted snippet, run again after the
whole corpus, gives the same result as in the corpus, and clean control items whose results a global
effect would change (a macro on `decide`, an instance, a simp lemma, notation) give their known results.
Also the real-Lean check of the statement rule (`check_statements`: parse error, unbound name).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from paracert.certify.engine import check_statements, statement_check_items
from paracert.certify.pairs import StatementError, check_statement
from paracert.lean import LeanItem, LeanRunner, Status
from paracert.lean.config import LeanConfig
from paracert.statements.pairs import Pair

pytestmark = [pytest.mark.lean, pytest.mark.slow]

ROWS = [json.loads(line) for line in (Path(__file__).parent / "attacks.jsonl").read_text(encoding="utf-8").splitlines()
        if line.strip()]

# Clean items whose results an earlier item's global effect would change; the status each gets alone.
CONTROLS: list[tuple[str, str, Status]] = [
    ("decide_true", "theorem t : 2 + 2 = 4 := by decide", Status.ok),
    ("decide_false", "theorem t : 2 + 2 = 5 := by decide", Status.error),
    ("five", "theorem t : (5 : Nat) = 4 := rfl", Status.error),
    ("simp_false", "theorem t : (2 : Nat) + 2 = 5 := by simp", Status.error),
    ("dvd", "theorem t : 3 ∣ 6 := ⟨2, rfl⟩", Status.ok),
    ("iff_rfl", "theorem t : (1 = 2) ↔ True := Iff.rfl", Status.error),
    ("false", "theorem t : False := by trivial", Status.error),
]


@pytest.fixture(scope="module")
def runner(lean_required, tmp_path_factory):
    r = LeanRunner(LeanConfig(mode="session", cache=False, pool_size=1, item_timeout=120),
                   work_dir=tmp_path_factory.mktemp("adv"))
    return r  # not closed: sessions are handed on (tests/plugins/lean_scheduler.py)


@pytest.fixture(scope="module")
def corpus(runner) -> dict:
    items: list[LeanItem] = []
    guard: dict[str, str | None] = {}
    for n, row in enumerate(ROWS):
        if row["entry"] == "statement":
            try:
                text = check_statement(row["text"])
                guard[row["id"]] = None
            except StatementError as exc:
                guard[row["id"]] = str(exc)
                continue
            items += statement_check_items(text, f"r{n}")
        else:
            items.append(LeanItem(item_id=f"r{n}", code=row["text"], untrusted=True))
    accepted = [(n, r) for n, r in enumerate(ROWS) if r["entry"] != "statement" and r["expect"] == "accept"]
    items += [LeanItem(item_id=f"again{n}", code=r["text"], untrusted=True) for n, r in accepted]
    items += [LeanItem(item_id=f"control:{k}", code=code) for k, code, _ in CONTROLS]
    results = {res.item_id: res for res in runner.run(items)}  # ONE call: corpus, then the controls
    return {"guard": guard, "results": results, "items": items}


def _outcome(corpus: dict, n: int, row: dict) -> str:
    """`guard`, `lean` (rejected by Lean: parse / elaboration error) or `ok` (or the run status)."""
    res = corpus["results"]
    if row["entry"] == "statement":
        if corpus["guard"][row["id"]] is not None:
            return "guard"
        parse, elab = res[f"r{n}:parse"], res[f"r{n}:elab"]
        if parse.status == Status.error or elab.status == Status.error:
            return "lean"
        return "ok" if parse.ok and elab.ok else ("sorry" if elab.uses_sorry else elab.status.value)
    r = res[f"r{n}"]
    if r.status == Status.rejected:
        return "guard"
    if r.status == Status.ok and r.uses_sorry:
        return "sorry"
    return "ok" if r.ok else ("lean" if r.status == Status.error else r.status.value)


def test_corpus_through_lean(corpus) -> None:
    outcomes = {row["id"]: _outcome(corpus, n, row) for n, row in enumerate(ROWS)}
    sent = sum(1 for it in corpus["items"] if it.item_id.startswith("r"))
    reached = sum(1 for it in corpus["items"] if it.item_id.startswith("r")
                  and corpus["results"][it.item_id].status != Status.rejected)
    print(f"\ncorpus: {len(ROWS)} rows, {sent} corpus items, {reached} reached Lean; outcomes:",
          {k: sum(v == k for v in outcomes.values()) for k in sorted(set(outcomes.values()))})
    print("accepted rows:", {r["id"]: outcomes[r["id"]] for r in ROWS if r["expect"] == "accept"})
    for n, row in enumerate(ROWS):
        got = outcomes[row["id"]]
        if row["expect"] == "reject":
            assert got in ("guard", "lean"), f"{row['id']}: {got}"
        elif row["entry"] == "statement":
            assert got != "guard", f"{row['id']}: {corpus['guard'][row['id']]}"
            assert corpus["results"][f"r{n}:parse"].ok, f"{row['id']}: Lean does not read it as one term"
        else:
            assert got != "guard", f"{row['id']}: {corpus['results'][f'r{n}'].detail}"
        if row["entry"] != "statement" and got == "ok":  # nothing an accepted item does outlives it
            assert not [m for m in corpus["results"][f"r{n}"].messages if m.severity == "error"]


def test_accepted_items_do_not_depend_on_what_came_before(corpus) -> None:
    res = corpus["results"]
    for n, row in enumerate(ROWS):
        if row["entry"] != "statement" and row["expect"] == "accept":
            first, again = res[f"r{n}"], res[f"again{n}"]
            assert (first.status, first.uses_sorry, [m.text for m in first.errors]) == \
                (again.status, again.uses_sorry, [m.text for m in again.errors]), row["id"]
    for key, _, status in CONTROLS:
        assert res[f"control:{key}"].status == status, (key, res[f"control:{key}"].errors)


def test_statement_check_with_real_lean(runner) -> None:
    pairs = [Pair(a="∀ n : Nat, n + 0 = n", b="∀ n : Nat, n + = n", pair_id="parse"),
             Pair(a="n + 1 = 1", b="True", pair_id="unbound"),
             Pair(a="∀ x, x = x", b="True", pair_id="untyped"),
             Pair(a="∀ n : Nat, n + 0 = n", b="(2 : Nat) + 2 = 4", pair_id="fine")]
    problems = check_statements(pairs, runner)
    assert [f for f, _ in problems[0]] == ["B"] and "cannot parse" in problems[0][0][1]
    assert [f for f, _ in problems[1]] == ["A"] and "n" in problems[1][0][1]
    assert [f for f, _ in problems[2]] == ["A"]
    assert 3 not in problems

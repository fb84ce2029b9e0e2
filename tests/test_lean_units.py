"""Pure-Python units of the Lean backend (no Lean process): lexer, guard, classifier, batch layout,
message mapping, file splitting. Process outcomes here are fakes, named as such."""

from __future__ import annotations

import json

import pytest

from paracert.lean.backends.batch import assemble_results
from paracert.lean.backends.batch_file import (
    DONE_PREFIX,
    LIVE_HELPER,
    START_MARKER,
    RawMessage,
    build_batch,
    parse_message_line,
)
from paracert.lean.backends.process import ProcessOutcome
from paracert.lean.items import ErrorCategory, LeanItem, Status
from paracert.lean.launch.profile import LeanProfile, get_profile
from paracert.lean.text.classify import categorize
from paracert.lean.text.guard import SnippetError, check_snippet, decode_source
from paracert.lean.text.lexer import code_mask
from paracert.lean.text.split import split_file

BARE = LeanProfile(name="bare")


@pytest.mark.parametrize(
    "code, reason",
    [
        ("", "empty"),
        ("   \n\t\n", "empty"),
        ("theorem x : True := trivial /- open comment", "unterminated comment"),
        ('def s : String := "no end', "unterminated string"),
        ("import Lean\ntheorem x : True := trivial", "import"),
        ("end PcItem0\ntheorem x : True := trivial", "`end` closes a scope"),
        ("namespace Foo\ntheorem x : True := trivial", "left open"),
        ("theorem x : True := trivial\n#exit", "#exit"),
        ("theorem x : True := trivial\x00", "NUL"),
        ("theorem x : True := trivial -- " + "x" * 1_000_000, "too large"),
    ],
)
def test_guard_rejects_with_a_reason(code: str, reason: str) -> None:
    with pytest.raises(SnippetError, match=reason):
        check_snippet(code)


@pytest.mark.parametrize(
    "code",
    [
        "theorem x : True := trivial",
        "-- end import #exit namespace\ntheorem x : True := trivial",
        "/- end -/ theorem x : True := trivial /- nested /- ok -/ -/",
        'def s : String := "end -- /- not a comment"',
        "namespace Foo\ntheorem x : True := trivial\nend Foo",
        "theorem x' (a' : Nat) : a' = a' := rfl",
        "def c : Char := '\"'",
        "theorem List.append_end : True := trivial",
    ],
)
def test_guard_accepts_isolated_code(code: str) -> None:
    check_snippet(code)


def test_decode_source_names_the_bad_byte() -> None:
    with pytest.raises(SnippetError, match=r"item\.lean: not UTF-8 \(invalid byte 0xff at offset 3\)"):
        decode_source(b"abc\xffdef", "item.lean")


def test_code_mask_marks_comments_and_strings() -> None:
    text = 'a -- b\n"c" /- d -/ e'
    mask, err = code_mask(text)
    assert err is None
    code = "".join(ch for ch, m in zip(text, mask, strict=True) if m)
    assert code == "a \n  e"


@pytest.mark.parametrize(
    "text, category",
    [
        ("Unknown identifier `foo`", ErrorCategory.unknown_identifier),
        ("unknown constant 'Nat.foo'", ErrorCategory.unknown_identifier),
        ("unexpected token ':='; expected term", ErrorCategory.parse),
        ("(deterministic) timeout at `whnf`, maximum number of heartbeats (200) has been reached",
         ErrorCategory.timeout),
        ("maximum recursion depth has been reached", ErrorCategory.timeout),
        ("Type mismatch\n  rfl\nhas type", ErrorCategory.elaboration),
        ("unsolved goals\n⊢ False", ErrorCategory.tactic),
        ("omega could not prove the goal:", ErrorCategory.tactic),
        ("something entirely new", ErrorCategory.other),
    ],
)
def test_categorize(text: str, category: ErrorCategory) -> None:
    assert categorize(text) == category


def test_batch_layout_isolates_items_and_sets_heartbeats() -> None:
    items = [LeanItem(item_id="a", code="theorem t : True := trivial"),
             LeanItem(item_id="b", code="theorem t : True := trivial", heartbeats=123)]
    batch = build_batch(items, BARE, default_heartbeats=999)
    lines = batch.text.split("\n")
    assert "set_option autoImplicit false" in lines
    assert lines[batch.spans[0].first_line - 1] == "namespace PcItem0"
    assert lines[batch.spans[0].code_first_line - 2] == "set_option maxHeartbeats 999"
    assert lines[batch.spans[1].code_first_line - 2] == "set_option maxHeartbeats 123"
    assert lines[batch.spans[1].last_line - 1] == f'#print "{DONE_PREFIX}1"'
    assert f'#print "{START_MARKER}"' in lines


def test_live_markers_helper_in_header_and_one_short_eval_after_each_item() -> None:
    items = [LeanItem(item_id=k, code="theorem t : True := trivial") for k in "ab"]
    batch = build_batch(items, BARE, 1000, live_markers=True)
    lines = batch.text.split("\n")
    helper_line = next(n for n, ln in enumerate(lines, start=1) if ln.startswith(f"def {LIVE_HELPER} "))
    assert helper_line < batch.header_last_line  # a header error, never an item's
    for span in batch.spans:
        assert lines[span.last_line] == f"#eval {LIVE_HELPER} {span.index}"  # right after the done marker
        assert batch.span_of_line(span.last_line + 1) is None
    assert not any(LIVE_HELPER in ln for ln in build_batch(items, BARE, 1000).text.split("\n"))


def _msg(line: int, text: str, severity: str = "error", kind: str | None = None) -> RawMessage:
    return RawMessage(severity, text, line, 0, line, 5, kind)


def test_assemble_results_maps_messages_and_rebases_lines() -> None:
    """Fake outcome: item 1 has an error on its 2nd code line, item 2 uses sorry."""
    items = [LeanItem(item_id=f"i{k}", code="theorem t : True := by\n  trivial") for k in range(3)]
    batch = build_batch(items, BARE, 1000)
    s1, s2 = batch.spans[1], batch.spans[2]
    outcome = ProcessOutcome(
        messages=[(_msg(s1.code_first_line + 1, "unsolved goals"), 3.0),
                  (_msg(s2.code_first_line, "declaration uses `sorry`", "warning", "hasSorry"), 4.0)],
        done={0: 2.0, 1: 3.5, 2: 4.5}, started_at=1.0, returncode=1,
    )
    res = assemble_results(batch, outcome)
    assert [r.status for r in res] == [Status.ok, Status.error, Status.ok]
    assert res[1].category == ErrorCategory.tactic and res[1].messages[0].line == 2
    assert res[2].uses_sorry and not res[2].ok
    assert res[0].elapsed_s == pytest.approx(1.0) and res[1].elapsed_s == pytest.approx(1.5)


def test_assemble_results_hang_names_the_item_and_leaves_the_rest_not_run() -> None:
    """Fake outcome: the process was killed while on item 1."""
    items = [LeanItem(item_id=f"i{k}", code="theorem t : True := trivial") for k in range(4)]
    batch = build_batch(items, BARE, 1000)
    outcome = ProcessOutcome(done={0: 2.0}, started_at=1.0, hung=True, stage="items", returncode=-9)
    res = assemble_results(batch, outcome)
    assert [r.status for r in res] == [Status.ok, Status.timeout, Status.not_run, Status.not_run]
    assert "wall-clock" in (res[1].detail or "")


def test_assemble_results_crash_before_start_fails_every_item() -> None:
    """Fake outcome: Lean died during start-up."""
    items = [LeanItem(item_id=f"i{k}", code="theorem t : True := trivial") for k in range(2)]
    batch = build_batch(items, BARE, 1000)
    outcome = ProcessOutcome(returncode=1, stderr_tail=["error: no such file"])
    res = assemble_results(batch, outcome)
    assert all(r.status == Status.crashed and "no such file" in (r.detail or "") for r in res)


def test_header_error_is_reported_on_every_item() -> None:
    items = [LeanItem(item_id="a", code="theorem t : True := trivial")]
    batch = build_batch(items, BARE, 1000)
    outcome = ProcessOutcome(messages=[(_msg(1, "unknown module prefix"), 1.0)], done={0: 2.0}, started_at=1.0)
    (res,) = assemble_results(batch, outcome)
    assert res.status == Status.error and "header" in (res.detail or "")


def test_parse_message_line() -> None:
    line = json.dumps({"severity": "error", "data": "boom", "pos": {"line": 3, "column": 1},
                       "endPos": {"line": 3, "column": 4}, "kind": "[anonymous]"})
    msg = parse_message_line(line)
    assert msg is not None and msg.line == 3 and msg.text == "boom"
    assert parse_message_line("[DEBUG:A] noise") is None
    assert parse_message_line("{not json") is None


def test_split_file_per_declaration_with_context_and_docstrings() -> None:
    text = (
        "import Paracert.Prelude\n"
        "\n"
        "open Nat\n"
        "\n"
        "/-- doc -/\n"
        "@[simp]\n"
        "theorem a : True := trivial\n"
        "\n"
        "theorem b (n : Nat) : n = n := by\n"
        "  rfl\n"
        "namespace Foo\n"
        "def c := 1\n"
        "theorem d : c = 1 := rfl\n"
        "end Foo\n"
        "example : True := trivial\n"
    )
    split = split_file(text, "Demo.lean")
    assert split.imports == ["Paracert.Prelude"]
    ids = [it.item_id for it in split.items]
    # FILE:LINE, the line of the command (after the doc comment and attribute): one id style
    assert ids == ["Demo.lean:7", "Demo.lean:9", "Demo.lean:11", "Demo.lean:15"]
    assert split.labels == ["theorem a", "theorem b", "namespace Foo", "example"]
    a = split.items[0]
    assert a.code.startswith("open Nat\n/-- doc -/\n@[simp]\ntheorem a")
    # first line of the docstring maps back to file line 5 (code line 2 after the context line)
    assert a.line_offset + 2 == 5
    assert "namespace Foo" in split.items[2].code and "end Foo" in split.items[2].code


def test_split_file_ids_never_read_comments_or_strings() -> None:
    """Item ids are FILE:LINE and never come from a keyword inside a string or comment; a comment
    alone is no item; an attribute on the declaration's own line does not swallow the next declaration."""
    text = (
        "/-\nCopyright header\n-/\n"  # 1-3
        "/-! # Module doc -/\n"  # 4
        "theorem t1 : 1 = 1 := rfl\n"  # 5
        "#eval \"def\"\n"  # 6
        "/-- a doc\n  on two lines -/\n"  # 7-8
        "@[simp] theorem t2 : 3 = 3 := rfl\n"  # 9
        "theorem «weird name» : True := trivial\n"  # 10
        "private def w := 1\n"  # 11
        "instance : Inhabited Nat := ⟨0⟩\n"  # 12
        "-- the end\n"
    )
    split = split_file(text, "F.lean")
    assert [it.item_id for it in split.items] == [f"F.lean:{n}" for n in (5, 6, 9, 10, 11, 12)]
    assert split.labels == ["theorem t1", "#eval", "theorem t2", "theorem «weird name»", "def w", "instance"]
    assert split.items[0].code.startswith("/-\nCopyright header")  # comments go with what follows them
    assert "theorem t2" in split.items[2].code and "/-- a doc" in split.items[2].code
    assert "«weird name»" not in split.items[2].code  # the attribute line no longer swallows the next one


def test_core_profile_carries_the_prelude() -> None:
    prof = get_profile("core")
    assert "def Nat.Prime" in prof.header() and "import" not in prof.prelude
    assert get_profile("core").digest == prof.digest != get_profile("bare").digest


def test_embedded_lean_command_passes_files_by_absolute_path(tmp_path, monkeypatch) -> None:
    """The `lean` command written by `paracert lean install`, run against a FAKE node that prints
    the arguments it got: file arguments become absolute and their folder is the mounted work dir."""
    import subprocess

    from paracert.lean.launch.install import write_lean_command

    fake_node = tmp_path / "fake-node"
    fake_node.write_text('#!/usr/bin/env bash\nprintf "%s\\n" "$@"\n')
    fake_node.chmod(0o755)
    target = tmp_path / "install"
    command = write_lean_command(target, fake_node)
    (tmp_path / "proj" / "sub").mkdir(parents=True)
    (tmp_path / "proj" / "sub" / "A.lean").write_text("theorem t : True := trivial\n")
    proc = subprocess.run([str(command), "--json", "sub/A.lean"], cwd=tmp_path / "proj",
                          capture_output=True, text=True, check=True)
    args = proc.stdout.splitlines()
    assert args[0] == "--stack-size=8192" and args[1].endswith("lean_host.js")
    assert args[2:5] == [str(target.resolve()), f"{target.resolve()}/lib", str((tmp_path / "proj" / "sub").resolve())]
    assert args[5:] == ["--", "--json", str((tmp_path / "proj" / "sub" / "A.lean").resolve())]
    version = subprocess.run([str(command), "--version"], cwd=tmp_path, capture_output=True, text=True, check=True)
    assert version.stdout.splitlines()[4:] == [str(tmp_path.resolve()), "--", "--version"]


def test_launcher_selection_and_command_lines(tmp_path, monkeypatch) -> None:
    """auto picks a `lean` on PATH (here a FAKE one, never run) and the override wins; both launchers
    build `lean ARGS FILE` command lines; Node flags come from PARACERT_NODE_FLAGS."""
    from pathlib import Path

    from paracert.lean.launch.launchers import LauncherError, NativeLauncher, WasmLauncher, select_launcher

    fake_bin = tmp_path / "bin"
    fake_bin.mkdir()
    (fake_bin / "lean").write_text("#!/bin/sh\necho 'Lean (version fake)'\n")
    (fake_bin / "lean").chmod(0o755)
    monkeypatch.setenv("PATH", f"{fake_bin}:/usr/bin:/bin")
    monkeypatch.delenv("PARACERT_LEAN", raising=False)
    monkeypatch.delenv("PARACERT_LAKE_PROJECT", raising=False)
    native = select_launcher()
    assert isinstance(native, NativeLauncher)
    assert native.command(tmp_path / "B.lean", tmp_path, ["--json"]) == ["lean", "--json", str(tmp_path / "B.lean")]
    monkeypatch.setenv("PARACERT_LAKE_PROJECT", str(tmp_path))
    assert select_launcher("native").command(Path("B.lean"), tmp_path)[:3] == ["lake", "env", "lean"]
    with pytest.raises(LauncherError, match="unknown launcher"):
        select_launcher("jvm")
    monkeypatch.setenv("PARACERT_NODE_FLAGS", "--no-liftoff --single-threaded")
    try:
        wasm = WasmLauncher(node=Path("/fake/node"))
    except LauncherError:
        pytest.skip("the embedded Lean is not installed")
    cmd = wasm.command(tmp_path / "B.lean", tmp_path, ["--json"])
    assert cmd[:4] == ["/fake/node", "--stack-size=8192", "--no-liftoff", "--single-threaded"]
    assert cmd[-3:] == ["--", "--json", str((tmp_path / "B.lean").resolve())]

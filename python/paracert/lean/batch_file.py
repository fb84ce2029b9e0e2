"""Lay many items out in one Lean file and map Lean's messages back to the items.

Layout: profile header (imports, options, prelude), a start marker, then per item
`namespace PcItem<i>` / `set_option maxHeartbeats N` / code / `end PcItem<i>` / a done marker.
The namespace keeps items' names apart; options set inside it end with it. Markers are
`#print "paracert:..."` info messages: they stream as Lean goes, so a hung or killed process
still tells which items finished.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from paracert.lean.models import LeanItem, LeanMessage
from paracert.lean.profile import LeanProfile

START_MARKER = "paracert:start"
DONE_PREFIX = "paracert:done:"


@dataclass
class ItemSpan:
    index: int
    item: LeanItem
    first_line: int  # the `namespace` line
    code_first_line: int
    last_line: int  # the done-marker line


@dataclass
class BatchFile:
    text: str
    spans: list[ItemSpan]
    header_last_line: int

    def span_of_line(self, line: int) -> ItemSpan | None:
        for span in self.spans:
            if span.first_line <= line <= span.last_line:
                return span
        return None


def build_batch(items: list[LeanItem], profile: LeanProfile, default_heartbeats: int) -> BatchFile:
    lines: list[str] = profile.header().rstrip("\n").split("\n")
    lines.append(f'#print "{START_MARKER}"')
    header_last = len(lines)
    spans: list[ItemSpan] = []
    for index, item in enumerate(items):
        first = len(lines) + 1
        heartbeats = item.heartbeats if item.heartbeats is not None else default_heartbeats
        lines += [f"namespace PcItem{index}", f"set_option maxHeartbeats {heartbeats}"]
        code_first = len(lines) + 1
        lines += item.code.rstrip("\n").split("\n")
        lines += [f"end PcItem{index}", f'#print "{DONE_PREFIX}{index}"']
        spans.append(ItemSpan(index, item, first, code_first, len(lines)))
    return BatchFile("\n".join(lines) + "\n", spans, header_last)


@dataclass
class RawMessage:
    severity: str
    text: str
    line: int | None
    column: int | None
    end_line: int | None
    end_column: int | None
    kind: str | None


def parse_message_line(line: str) -> RawMessage | None:
    """One line of `lean --json` output, or None when it is not a message."""
    line = line.strip()
    if not line.startswith("{"):
        return None
    try:
        obj = json.loads(line)
    except json.JSONDecodeError:
        return None
    if not isinstance(obj, dict) or "severity" not in obj:
        return None
    pos = obj.get("pos") or {}
    end = obj.get("endPos") or {}
    return RawMessage(
        severity=str(obj["severity"]),
        text=str(obj.get("data", "")),
        line=pos.get("line"),
        column=pos.get("column"),
        end_line=end.get("line"),
        end_column=end.get("column"),
        kind=obj.get("kind"),
    )


def marker_of(msg: RawMessage) -> str | None:
    if msg.severity == "information" and msg.text.startswith("paracert:"):
        return msg.text.strip()
    return None


def rebase(msg: RawMessage, span: ItemSpan) -> LeanMessage:
    """Message position relative to the item's own code (plus its line_offset in the user's file)."""

    def rel(line: int | None) -> int | None:
        if line is None:
            return None
        return line - span.code_first_line + 1 + span.item.line_offset

    return LeanMessage(
        severity=msg.severity,
        text=msg.text,
        line=rel(msg.line),
        column=msg.column,
        end_line=rel(msg.end_line),
        end_column=msg.end_column,
        kind=msg.kind,
    )

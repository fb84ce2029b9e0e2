"""Certified equivalence classes of a verdicts file (`paracert classes`).

The statements of a verdicts file (the JSONL that `paracert equiv --pairs … --out` and `paracert
certify` write, one `PairVerdict` a line, read by `metrics.labels.read_verdicts`) are the nodes of one
`transforms.equivalence_graph.EquivalenceGraph`: a statement is its text together with the Lean
header of its side (`a_header`, else `header`), so the same text under two headers is two statements.
Every `certified` line is an edge; the classes are the connected components of those edges (`↔` is
transitive). Every `refuted` line is kept apart, and one whose two statements lie in one class is a
contradiction: a certificate, a refutation (or the answer key it rests on) is wrong, or a line does
not say what was certified. The report lists the classes of two statements or more (members, and the
pairs that certify them), the singletons, the contradictions and their certified chains, and what the
lines rest on (`basis`: verified certificates, or "from verdict lines not verified").
"""

from __future__ import annotations

import hashlib
import io
import math
import unicodedata
from collections.abc import Hashable, Mapping
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

import networkx as nx
from pydantic import BaseModel, Field

from paracert.errors import InternalError
from paracert.statements.verdicts import PairVerdict
from paracert.transforms.equivalence_graph import graph_from_verdicts


class Statement(NamedTuple):
    """A node: a statement's text and the Lean header it is read under (None: none)."""

    text: str
    header: str | None

    def __str__(self) -> str:
        """The text, and under a header that header's SHA256 prefix (how a log line names the node)."""
        if self.header is None:
            return self.text
        return f"{self.text} [header {hashlib.sha256(self.header.encode()).hexdigest()[:16]}]"


def statement_of(line: PairVerdict, side: str) -> Statement:
    """Side "a" or "b" of a verdict line, with its own header (`a_header` / `b_header`) or the pair's."""
    own = line.a_header if side == "a" else line.b_header
    return Statement(getattr(line, side), own if own is not None else line.header)


class Member(BaseModel):
    id: str = Field(description="S1, S2, …: the statement's number in this report (and in the plot)")
    statement: str
    header: str | None = Field(default=None, description="the Lean header the statement is read under")


class CertifyingPair(BaseModel):
    pair_id: str | None
    certificate: str | None = Field(description="the certificate's theorem name (pc_…)")
    a: str = Field(description="member id of the line's A")
    b: str = Field(description="member id of the line's B")


class StatementClass(BaseModel):
    id: int
    size: int
    members: list[Member]
    certified_by: list[CertifyingPair] = Field(description="every certified line inside the class")


class Contradiction(BaseModel):
    pair_id: str | None = Field(description="the refuted line")
    certificate: str | None
    statement_kind: str | None = Field(description="what the refutation proves (not_iff, not_b_answer_key)")
    a: str = Field(description="member id of the refuted line's A")
    b: str = Field(description="member id of the refuted line's B")
    class_id: int | None = Field(description="the certified class holding both (None: A and B are one statement "
                                 "in no class)")
    chain: list[CertifyingPair] = Field(description="certified lines that chain A to B (empty when A is B)")


class ClassesSummary(BaseModel):
    pairs: int = Field(description="verdict lines read")
    certified_edges: int = Field(description="certified lines between two different statements")
    refuted_edges: int
    statements: int
    classes: int = Field(description="classes of two statements or more")
    singletons: int = Field(description="statements certified equivalent to no other")
    contradictions: int


class ClassesReport(BaseModel):
    verdicts: str
    verified: bool = Field(description="the certified/refuted lines were checked against verified certificates")
    basis: str = Field(description="what the edges rest on, in words")
    classes: list[StatementClass] = Field(description="largest first")
    singletons: list[Member]
    contradictions: list[Contradiction]
    summary: ClassesSummary


def equivalence_classes(lines: Mapping[str, tuple[int, PairVerdict]], n_lines: int, verdicts: str, basis: str,
                        verified: bool) -> ClassesReport:
    """The classes and contradictions of the verdict lines (`read_verdicts`' pair_id -> (line, verdict
    line)), in file order; `basis` and `verified` say what the lines rest on."""
    ordered = [line for _, line in sorted(lines.values(), key=lambda item: item[0])]
    graph = graph_from_verdicts(ordered, verdicts, node=statement_of)
    components = graph.classes()  # largest first, then by text: every statement once
    ids: dict[Hashable, str] = {}
    for component in components:
        for node in sorted(component, key=_sort_key):
            ids[node] = f"S{len(ids) + 1}"
    of_class = {node: k for k, component in enumerate(components, 1) for node in component}

    def member(node: Hashable) -> Member:
        assert isinstance(node, Statement)
        return Member(id=ids[node], statement=node.text, header=node.header)

    def sides(u: Hashable, v: Hashable, pair_id: str | None) -> tuple[str, str]:
        """Member ids of the line's own A and B (an undirected edge's ends come in either order)."""
        if pair_id is not None and pair_id in lines:
            pv = lines[pair_id][1]
            return ids[statement_of(pv, "a")], ids[statement_of(pv, "b")]
        return ids[u], ids[v]

    def certifying(u: Hashable, v: Hashable, data: Mapping[str, Any]) -> CertifyingPair:
        a, b = sides(u, v, data.get("pair_id"))
        return CertifyingPair(pair_id=data.get("pair_id"), certificate=data.get("certificate_id"), a=a, b=b)

    def in_file(p: CertifyingPair) -> int:
        return lines[p.pair_id][0] if p.pair_id is not None and p.pair_id in lines else 0

    by_pair = {data.get("pair_id"): certifying(u, v, data) for u, v, data in graph.certified_edges()}
    classes = [StatementClass(id=k, size=len(component), members=[member(n) for n in sorted(component, key=_sort_key)],
                              certified_by=sorted((certifying(u, v, d) for u, v, d in graph.certified_edges(component)),
                                                  key=in_file))
               for k, component in enumerate(components, 1) if len(component) > 1]
    singletons = [member(next(iter(c))) for c in components if len(c) == 1]
    contradictions = []
    subgraph = graph.certified_subgraph()
    for conflict in graph.conflicts():  # each also logged at ERROR
        if conflict.pair_id is None or conflict.pair_id not in lines:  # every line has its own pair_id
            raise InternalError(f"a refuted edge without its verdict line: {conflict}")
        refuted = lines[conflict.pair_id][1]
        node_a, node_b = statement_of(refuted, "a"), statement_of(refuted, "b")
        edges = graph.chain_edges(node_a, node_b, subgraph) or []  # from the line's A to its B
        contradictions.append(Contradiction(
            pair_id=conflict.pair_id, certificate=conflict.refutation_id,
            statement_kind=refuted.statement_kind.value if refuted.statement_kind else None,
            a=ids[node_a], b=ids[node_b],
            class_id=of_class[node_a] if len(components[of_class[node_a] - 1]) > 1 else None,
            chain=[by_pair[e["pair_id"]] for e in edges if e.get("pair_id") in by_pair]))
    summary = ClassesSummary(
        pairs=n_lines, certified_edges=len(graph.certified_edges()), refuted_edges=len(graph.refutations()),
        statements=len(ids), classes=len(classes), singletons=len(singletons), contradictions=len(contradictions))
    return ClassesReport(verdicts=verdicts, verified=verified, basis=basis, classes=classes, singletons=singletons,
                         contradictions=contradictions, summary=summary)


def _sort_key(node: Hashable) -> tuple[str, str]:
    assert isinstance(node, Statement)
    return node.text, node.header or ""


# ---- text ---------------------------------------------------------------------------------------------------------


def shown(text: str | None, limit: int | None = None) -> str:
    """One printable line: whitespace runs become one space, and a control or format character (a
    bidirectional override, say) is printed as its code, so that no text of a verdict line can forge
    or hide a line of the output."""
    if text is None:
        return "-"
    out = "".join(c if unicodedata.category(c)[0] != "C" else f"\\u{ord(c):04x}" for c in " ".join(text.split()))
    return out if limit is None or len(out) <= limit else out[: limit - 1] + "…"


def _plural(n: int, word: str, plural: str | None = None) -> str:
    return f"{n} {word if n == 1 else plural or word + 's'}"


def render_text(report: ClassesReport, *, singletons_shown: int = 20) -> str:
    """One block per class (its size, members and certifying pairs), the singletons, the
    contradictions, then the summary line."""
    headers: dict[str, str] = {}  # header text -> h1, h2, … (printed once, at the end)

    def line_of(m: Member) -> str:
        if m.header is None:
            return f"  {m.id:>4s}  {shown(m.statement)}"
        tag = headers.setdefault(m.header, f"h{len(headers) + 1}")
        return f"  {m.id:>4s}  {shown(m.statement)}  [under header {tag}]"

    out = [f"certified equivalence classes of {shown(report.verdicts)} ({report.basis})"]
    for cls in report.classes:
        out += ["", f"class {cls.id}: {_plural(cls.size, 'statement')}"]
        out += [line_of(m) for m in cls.members]
        out.append("  certified by:")
        out += [f"    {shown(p.pair_id)}  {p.a} ↔ {p.b}  ({shown(p.certificate)})" for p in cls.certified_by]
    if not report.classes:
        out += ["", "no certified class of two statements or more"]
    if report.singletons:
        out += ["", f"singletons ({_plural(len(report.singletons), 'statement')} certified equivalent to no other):"]
        out += [line_of(m) for m in report.singletons[:singletons_shown]]
        if len(report.singletons) > singletons_shown:
            out.append(f"  … and {len(report.singletons) - singletons_shown} more (--json lists every one)")
    out.append("")
    if report.contradictions:
        out.append(f"SOUNDNESS ALARM: {_plural(len(report.contradictions), 'contradiction')}: a refuted pair inside "
                   "a certified class (a certificate or a refutation is wrong, or a line does not say what was "
                   "certified)")
        for c in report.contradictions:
            kind = f"{c.statement_kind}, " if c.statement_kind else ""
            where = (f"both in certified class {c.class_id}" if c.class_id is not None
                     else "a refutation of a statement against itself")
            chain = (f"; {c.a} ↔ {c.b} by " + " ∘ ".join(shown(p.pair_id) for p in c.chain)) if c.chain else ""
            out.append(f"  CONTRADICTION: {shown(c.pair_id)} refutes {c.a} against {c.b} "
                       f"({kind}{shown(c.certificate)}), {where}{chain}")
    else:
        out.append("no contradiction: no refuted pair lies inside a certified class")
    if headers:
        out += ["", "headers:"]
        out += [f"  {tag}: {shown(text, 100)}" for text, tag in headers.items()]
    out += ["", summary_line(report)]
    return "\n".join(out)


def summary_line(report: ClassesReport) -> str:
    s = report.summary
    return (f"{_plural(s.pairs, 'pair')} read, {_plural(s.certified_edges, 'certified edge')}, "
            f"{_plural(s.refuted_edges, 'refuted edge')}, {_plural(s.classes, 'class', 'classes')}, "
            f"{_plural(s.singletons, 'singleton')}, "
            f"{_plural(s.contradictions, 'contradiction')} ({report.basis})")


# ---- plot ---------------------------------------------------------------------------------------------------------

MAX_PLOTTED = 48  # classes drawn, largest first
ALARM = "#c0392b"


@cache
def _pyplot() -> Any:
    """matplotlib.pyplot on the Agg backend (no display), imported on the first plot only."""
    import matplotlib

    matplotlib.use("Agg")
    matplotlib.rcParams["text.parse_math"] = False  # statement ids and file names are plain text
    import matplotlib.pyplot as plt

    return plt


def plot_png(report: ClassesReport) -> bytes:
    """The classes as a PNG: one panel per class (largest first, at most MAX_PLOTTED), its members as
    numbered nodes (S1, … as in the text and JSON), certified lines as edges, and each
    contradiction's refuted line as a red dashed edge in its class's panel (titled in red)."""
    plt = _pyplot()
    shown_classes = report.classes[:MAX_PLOTTED]
    n = len(shown_classes)
    cols = max(1, min(4, n))
    rows = max(1, math.ceil(n / cols))
    fig, axes = plt.subplots(rows, cols, figsize=(3.4 * cols, 3.2 * rows + 0.8), squeeze=False)
    refuted_in: dict[int, list[tuple[str, str]]] = {}
    for c in report.contradictions:
        if c.class_id is not None:
            refuted_in.setdefault(c.class_id, []).append((c.a, c.b))
    for ax in axes.flat:
        ax.set_axis_off()
    for ax, cls in zip(axes.flat, shown_classes, strict=False):
        g: nx.MultiGraph[str] = nx.MultiGraph()
        g.add_nodes_from(m.id for m in cls.members)
        g.add_edges_from((p.a, p.b) for p in cls.certified_by)
        pos = nx.circular_layout(g)
        alarm = [(a, b) for a, b in refuted_in.get(cls.id, []) if a != b]
        nx.draw_networkx_edges(g, pos, ax=ax, edge_color="#555555", width=1.5)
        if alarm:
            nx.draw_networkx_edges(nx.Graph(alarm), pos, ax=ax, edge_color=ALARM, style="dashed", width=2.0)
        nx.draw_networkx_nodes(g, pos, ax=ax, node_color="#d6eaf8", edgecolors="#2e86c1", node_size=520)
        nx.draw_networkx_labels(g, pos, ax=ax, font_size=8)
        bad = cls.id in refuted_in
        ax.set_title(f"class {cls.id}: {cls.size} statements" + (" - CONTRADICTION" if bad else ""),
                     fontsize=9, color=ALARM if bad else "black")
        ax.margins(0.25)
    if not shown_classes:
        axes.flat[0].text(0.5, 0.5, "no certified class of two statements or more", ha="center", va="center")
    more = f" (the {MAX_PLOTTED} largest of {len(report.classes)} drawn)" if len(report.classes) > n else ""
    s = report.summary
    fig.suptitle(f"Certified equivalence classes of {shown(Path(report.verdicts).name, 60)}{more}\n"
                 f"{report.basis}; {_plural(s.contradictions, 'contradiction')}", fontsize=10,
                 color=ALARM if s.contradictions or not report.verified else "black", y=1.0 + 0.12 / rows)
    fig.text(0.5, 0.0, "nodes: the statements S1, … of the text / JSON output; grey edges: certified pairs; red "
             "dashed: a refuted pair inside its class", ha="center", va="top", fontsize=8)
    buffer = io.BytesIO()
    try:
        fig.savefig(buffer, format="png", dpi=110, bbox_inches="tight")
    finally:
        plt.close(fig)
    return buffer.getvalue()


__all__ = ["ClassesReport", "Contradiction", "Statement", "equivalence_classes", "plot_png", "render_text",
           "statement_of", "summary_line"]

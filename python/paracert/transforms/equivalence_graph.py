"""Equivalence graph of one theorem's variants.

Nodes are variants (any hashable id: a variant id, or the statement text); edges are Lean results
between two of them, of two kinds:

* ``certified``: a truth-independent certificate of `A ↔ B` (its certificate id on the edge);
* ``refuted``: a proof that the two differ (`¬ B` with A true, or `¬ (A ↔ B)`), kept apart.

Classes are the connected components of the certified edges (every node is in one class, possibly
alone). `↔` is transitive, so any two nodes of a class are certified-equivalent through a chain of
certificates: `chain(u, v)` returns the certificate ids along a shortest such path (`chain_edges`:
those edges' data, e.g. their pair ids), and `certified_edges(nodes)` every certified edge inside a
class. A refutation between two nodes of the same class contradicts that chain: `conflicts()`
returns every such case (with the chain it contradicts) and logs it at ERROR, since it means a
certificate or a refutation is wrong (or the statements were not the ones certified).

`graph_from_verdicts` builds the graph from verdict lines; its `node` argument says what a
statement is (the text alone by default; `paracert classes` adds the side's Lean header).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Hashable, Iterable
from typing import Any

import networkx as nx
from pydantic import BaseModel

log = logging.getLogger(__name__)

CERTIFIED = "certified"
REFUTED = "refuted"


class Conflict(BaseModel):
    u: str
    v: str
    refutation_id: str | None
    chain: list[str]  # certificate ids of a certified path from u to v
    pair_id: str | None = None  # the refuted edge's pair, when it has one
    chain_pairs: list[str | None] = []  # the pair ids along `chain`

    def __str__(self) -> str:
        return (f"refutation {self.refutation_id} of {self.u} vs {self.v} contradicts the certified chain "
                f"{' ∘ '.join(self.chain)}")


class EquivalenceGraph:
    """Variants of one theorem with certified and refuted edges (a networkx `MultiGraph`)."""

    def __init__(self, theorem_id: str = ""):
        self.theorem_id = theorem_id
        self.graph: nx.MultiGraph = nx.MultiGraph(theorem_id=theorem_id)

    # -- building ------------------------------------------------------------------------------------
    def add_variant(self, node: Hashable, **attrs) -> None:
        self.graph.add_node(node, **attrs)

    def add_certified(self, u: Hashable, v: Hashable, certificate_id: str | None, **attrs: object) -> None:
        if u == v:
            return
        self.graph.add_edge(u, v, key=f"{CERTIFIED}:{certificate_id}", kind=CERTIFIED,
                            certificate_id=certificate_id, **attrs)

    def add_refuted(self, u: Hashable, v: Hashable, certificate_id: str | None = None, **attrs: object) -> None:
        if u == v:
            log.error("%s: refutation %s of a variant against itself (%s)", self.theorem_id, certificate_id, u)
        self.graph.add_edge(u, v, key=f"{REFUTED}:{certificate_id}", kind=REFUTED,
                            certificate_id=certificate_id, **attrs)

    # -- queries -------------------------------------------------------------------------------------
    def certified_subgraph(self) -> nx.Graph:
        """Simple graph of the certified edges (all nodes kept), each with its edge's data;
        parallel certificates: the first."""
        g: nx.Graph[Hashable] = nx.Graph()
        g.add_nodes_from(self.graph.nodes)
        for u, v, data in self.graph.edges(data=True):
            if data["kind"] == CERTIFIED and not g.has_edge(u, v):
                g.add_edge(u, v, **data)
        return g

    def certified_edges(self, nodes: Iterable[Hashable] | None = None) -> list[tuple[Hashable, Hashable, dict]]:
        """(u, v, data) of every certified edge (parallel ones too) with both ends in `nodes` (None:
        all), in the graph's order (grouped by node)."""
        inside = None if nodes is None else set(nodes)
        return [(u, v, data) for u, v, data in self.graph.edges(data=True)
                if data["kind"] == CERTIFIED and (inside is None or (u in inside and v in inside))]

    def classes(self) -> list[set]:
        """Equivalence classes (connected components of certified edges), largest first, then by
        their smallest member's text for determinism."""
        comps = [set(c) for c in nx.connected_components(self.certified_subgraph())]
        return sorted(comps, key=lambda c: (-len(c), min(map(str, c))))

    def class_of(self, node: Hashable) -> set:
        return set(nx.node_connected_component(self.certified_subgraph(), node))

    def equivalent(self, u: Hashable, v: Hashable) -> bool:
        g = self.certified_subgraph()
        return u in g and v in g and nx.has_path(g, u, v)

    def chain(self, u: Hashable, v: Hashable) -> list[str] | None:
        """Certificate ids along a shortest certified path from u to v ([] if u == v; None if they are
        not in one class). Together they certify `u ↔ v` by transitivity of `↔`."""
        edges = self.chain_edges(u, v)
        return None if edges is None else [data["certificate_id"] for data in edges]

    def chain_edges(self, u: Hashable, v: Hashable, g: nx.Graph | None = None) -> list[dict[str, Any]] | None:
        """The data of the edges along a shortest certified path from u to v (as `chain`); `g`: the
        certified subgraph, when the caller holds it already."""
        g = self.certified_subgraph() if g is None else g
        if u not in g or v not in g:
            return None
        try:
            path = nx.shortest_path(g, u, v)
        except nx.NetworkXNoPath:
            return None
        return [g.edges[a, b] for a, b in zip(path, path[1:], strict=False)]

    def refutations(self) -> list[tuple[Hashable, Hashable, str | None]]:
        return [(u, v, d["certificate_id"]) for u, v, d in self.graph.edges(data=True) if d["kind"] == REFUTED]

    def conflicts(self) -> list[Conflict]:
        """Refutations inside a class of certified-equivalent nodes (each also logged at ERROR)."""
        out = []
        g = self.certified_subgraph()
        for u, v, data in self.graph.edges(data=True):
            if data["kind"] != REFUTED:
                continue
            edges = self.chain_edges(u, v, g)
            if edges is None:
                continue
            c = Conflict(u=str(u), v=str(v), refutation_id=data["certificate_id"],
                         chain=[e["certificate_id"] for e in edges], pair_id=data.get("pair_id"),
                         chain_pairs=[e.get("pair_id") for e in edges])
            log.error("%s: %s", self.theorem_id or "equivalence graph", c)
            out.append(c)
        return out


def statement_text(pv: Any, side: str) -> Hashable:
    """The default node of a verdict line's side ("a" or "b"): its statement text."""
    return getattr(pv, side)


def graph_from_verdicts(verdicts: Iterable, theorem_id: str = "",
                        node: Callable[[Any, str], Hashable] = statement_text) -> EquivalenceGraph:
    """Build the graph from `statements.verdicts.PairVerdict`-like objects (attributes `a`, `b`,
    `verdict`, `certificate_name` or `pair_id`): nodes are `node(line, "a")` and `node(line, "b")`
    (the statement texts by default); `certified` verdicts give certified edges, `refuted` ones
    refuted edges, the rest only add their nodes. Every edge keeps the line's `pair_id`."""
    g = EquivalenceGraph(theorem_id)
    for pv in verdicts:
        a, b = node(pv, "a"), node(pv, "b")
        g.add_variant(a)
        g.add_variant(b)
        verdict = getattr(pv.verdict, "value", pv.verdict)
        cid = getattr(pv, "certificate_name", None) or getattr(pv, "pair_id", None)
        if verdict == CERTIFIED:
            g.add_certified(a, b, cid, pair_id=getattr(pv, "pair_id", None))
        elif verdict == REFUTED:
            g.add_refuted(a, b, cid, pair_id=getattr(pv, "pair_id", None))
    return g


__all__ = ["CERTIFIED", "REFUTED", "Conflict", "EquivalenceGraph", "graph_from_verdicts", "statement_text"]

"""Equivalence graph of one theorem's variants.

Nodes are variants (any hashable id: a variant id, or the statement text); edges are Lean results
between two of them, of two kinds:

* ``certified``: a truth-independent certificate of `A ↔ B` (its certificate id on the edge);
* ``refuted``: a proof that the two differ (`¬ B` with A true, or `¬ (A ↔ B)`), kept apart.

Classes are the connected components of the certified edges (every node is in one class, possibly
alone). `↔` is transitive, so any two nodes of a class are certified-equivalent through a chain of
certificates: `chain(u, v)` returns the certificate ids along a shortest such path. A refutation
between two nodes of the same class contradicts that chain: `conflicts()` returns every such case
(with the chain it contradicts) and logs it at ERROR, since it means a certificate or a refutation
is wrong (or the statements were not the ones certified).
"""

from __future__ import annotations

import logging
from collections.abc import Hashable, Iterable

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
        """Simple graph of the certified edges (all nodes kept); parallel certificates: the first."""
        g: nx.Graph[Hashable] = nx.Graph()
        g.add_nodes_from(self.graph.nodes)
        for u, v, data in self.graph.edges(data=True):
            if data["kind"] == CERTIFIED and not g.has_edge(u, v):
                g.add_edge(u, v, certificate_id=data["certificate_id"])
        return g

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
        g = self.certified_subgraph()
        if u not in g or v not in g:
            return None
        try:
            path = nx.shortest_path(g, u, v)
        except nx.NetworkXNoPath:
            return None
        return [g.edges[a, b]["certificate_id"] for a, b in zip(path, path[1:], strict=False)]

    def refutations(self) -> list[tuple[Hashable, Hashable, str | None]]:
        return [(u, v, d["certificate_id"]) for u, v, d in self.graph.edges(data=True) if d["kind"] == REFUTED]

    def conflicts(self) -> list[Conflict]:
        """Refutations inside a class of certified-equivalent nodes (each also logged at ERROR)."""
        out = []
        for u, v, rid in self.refutations():
            chain = self.chain(u, v)
            if chain is None:
                continue
            c = Conflict(u=str(u), v=str(v), refutation_id=rid, chain=chain)
            log.error("%s: %s", self.theorem_id or "equivalence graph", c)
            out.append(c)
        return out


def graph_from_verdicts(verdicts: Iterable, theorem_id: str = "") -> EquivalenceGraph:
    """Build the graph from `statements.verdicts.PairVerdict`-like objects (attributes `a`, `b`,
    `verdict`, `certificate_name` or `pair_id`): nodes are the statement texts; `certified` verdicts
    give certified edges, `refuted` ones refuted edges, the rest only add their nodes."""
    g = EquivalenceGraph(theorem_id)
    for pv in verdicts:
        g.add_variant(pv.a)
        g.add_variant(pv.b)
        verdict = getattr(pv.verdict, "value", pv.verdict)
        cid = getattr(pv, "certificate_name", None) or getattr(pv, "pair_id", None)
        if verdict == CERTIFIED:
            g.add_certified(pv.a, pv.b, cid, pair_id=getattr(pv, "pair_id", None))
        elif verdict == REFUTED:
            g.add_refuted(pv.a, pv.b, cid, pair_id=getattr(pv, "pair_id", None))
    return g


__all__ = ["CERTIFIED", "REFUTED", "Conflict", "EquivalenceGraph", "graph_from_verdicts"]

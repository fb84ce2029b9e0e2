"""Per-theorem equivalence graphs (paracert.transforms.equivalence_graph)."""

from __future__ import annotations

import logging

from paracert.statements.schema import Verdict
from paracert.statements.verdicts import PairVerdict
from paracert.transforms.equivalence_graph import EquivalenceGraph, graph_from_verdicts


def build() -> EquivalenceGraph:
    g = EquivalenceGraph("thm")
    for n in ["canon", "ge_le", "swap", "curry", "wrong", "lonely"]:
        g.add_variant(n)
    g.add_certified("canon", "ge_le", "pc_1")
    g.add_certified("ge_le", "swap", "pc_2")
    g.add_certified("swap", "curry", "pc_3")
    g.add_refuted("canon", "wrong", "pc_r1")
    return g


def test_classes_are_components_of_certified_edges() -> None:
    g = build()
    assert g.classes() == [{"canon", "ge_le", "swap", "curry"}, {"lonely"}, {"wrong"}]
    assert g.class_of("curry") == {"canon", "ge_le", "swap", "curry"}
    assert g.equivalent("canon", "curry")
    assert not g.equivalent("canon", "wrong")  # a refutation is not an equivalence edge


def test_transitivity_chain() -> None:
    g = build()
    assert g.chain("canon", "curry") == ["pc_1", "pc_2", "pc_3"]
    assert g.chain("curry", "canon") == ["pc_3", "pc_2", "pc_1"]
    assert g.chain("canon", "canon") == []
    assert g.chain("canon", "wrong") is None
    assert g.chain("canon", "unknown_node") is None
    g.add_certified("canon", "curry", "pc_4")  # a shortcut: the shortest chain is used
    assert g.chain("canon", "curry") == ["pc_4"]


def test_no_conflict_when_refutation_crosses_classes(caplog) -> None:
    with caplog.at_level(logging.ERROR):
        assert build().conflicts() == []
    assert not caplog.records


def test_conflict_inside_a_class_is_reported_loudly(caplog) -> None:
    g = build()
    g.add_refuted("canon", "swap", "pc_bad")
    with caplog.at_level(logging.ERROR, logger="paracert.transforms.equivalence_graph"):
        conflicts = g.conflicts()
    assert len(conflicts) == 1
    c = conflicts[0]
    assert (c.u, c.v, c.refutation_id, c.chain) == ("canon", "swap", "pc_bad", ["pc_1", "pc_2"])
    assert any(r.levelno == logging.ERROR and "pc_bad" in r.getMessage() for r in caplog.records)
    # the refuted edge is kept apart: it does not split or merge classes
    assert g.classes()[0] == {"canon", "ge_le", "swap", "curry"}


def _verdict(pair_id: str, a: str, b: str, verdict: Verdict) -> PairVerdict:
    return PairVerdict(pair_id=pair_id, family="x", a=a, b=b, digest=pair_id.ljust(64, "0"),
                       lean_version="4", verdict=verdict)


def test_graph_from_verdicts() -> None:
    a = "∀ (a b : Nat), a ≥ b → a + 1 > b"
    b1 = "∀ (a b : Nat), b ≤ a → a + 1 > b"
    b2 = "∀ (b a : Nat), b ≤ a → a + 1 > b"
    bad = "∀ (a b : Nat), a ≤ b → a + 1 > b"
    other = "∀ (a b : Nat), a ≥ b → a > b"
    vs = [
        _verdict("aa", a, b1, Verdict.certified),
        _verdict("bb", b1, b2, Verdict.certified),
        _verdict("cc", a, bad, Verdict.refuted),
        _verdict("dd", a, other, Verdict.unknown),
    ]
    g = graph_from_verdicts(vs, "t")
    assert g.classes()[0] == {a, b1, b2}
    assert g.chain(a, b2) == [vs[0].certificate_name, vs[1].certificate_name]
    assert {n for c in g.classes() for n in c} == {a, b1, b2, bad, other}
    assert g.conflicts() == []
    g2 = graph_from_verdicts(vs + [_verdict("ee", b2, a, Verdict.refuted)], "t")
    assert [c.refutation_id for c in g2.conflicts()] == [_verdict("ee", b2, a, Verdict.refuted).certificate_name]

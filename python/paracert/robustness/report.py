"""The robustness report: report.md, report.html (standalone) and report.json, from one block list.

Blocks and their Markdown / HTML writers are those of `paracert.report.render`, so this report
looks like the evaluation report.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, Field

from paracert.report.render import Block, Bullets, Heading, Para, Table, fmt, to_html, to_markdown
from paracert.robustness.aggregate import VERDICTS, GroupSummary, RobustnessFigures
from paracert.robustness.records import RobustnessRunMeta

OUTPUTS = ("report.md", "report.html", "report.json")


class RobustnessReport(BaseModel):
    meta: RobustnessRunMeta = Field(description="the run's settings (run.json)")
    offline_warning: str | None = None
    notes: list[str] = Field(default_factory=list)
    figures: RobustnessFigures


def _ci(iv) -> str:  # noqa: ANN001 - an Interval
    if iv.estimate is None:
        return "–"
    if iv.low is None or iv.high is None:
        return fmt(iv.estimate)
    return f"{fmt(iv.estimate)} [{fmt(iv.low)}, {fmt(iv.high)}]"


def _verdicts(g: GroupSummary) -> str:
    return " / ".join(str(g.verdicts.get(v, 0)) for v in VERDICTS)


def _group_table(groups: list[GroupSummary], label: str) -> Table:
    headers = ["model", label, "pairs", "baseline compiles", "perturbed compiles", "induced failure",
               "surface-consistent", "SC | both compile",
               "cert / truth-only / both false / refuted / unknown / not checked", "identical", "mean TED"]
    rows = [[g.model, g.group, str(g.n_pairs), _ci(g.baseline_compile), _ci(g.perturbed_compile),
             _ci(g.induced_failure), _ci(g.sc_rate), _ci(g.sc_given_compile), _verdicts(g), str(g.n_identical),
             fmt(g.mean_ted)] for g in groups]
    return Table(headers, rows)


def document(rep: RobustnessReport) -> list[Block]:
    m, f = rep.meta, rep.figures
    blocks: list[Block] = [Heading(f"Autoformalization robustness: {m.dataset}", 1)]
    if rep.offline_warning:
        blocks.append(Para(rep.offline_warning, "warning"))
    blocks.append(Para(
        f"{m.n_statements} statements, {m.n_rules} NL rules, "
        f"{'?' if m.n_perturbations is None else m.n_perturbations} perturbations; models: {', '.join(m.models)} "
        f"({', '.join(m.providers)}). Lean profile: {m.profile}; "
        f"{_lean_version(m.lean_version)}."))
    for note in rep.notes:
        blocks.append(Para(note, "note"))
    blocks.append(Bullets([
        "A pair is one model, one statement, one rule: the formalization of the baseline text vs that of "
        "the perturbed text.",
        "Surface-consistent: both formalizations compile and Lean certifies their statements equivalent "
        "(truth-independent certificate). 'truth-only' = both_provable: equivalent only because both are "
        "provable (or both refutable); refuted = proved to differ; unknown = nothing proved.",
        "Induced failure: the perturbed formalization fails among pairs whose baseline compiles.",
        f"Brackets: {f.confidence:.0%} percentile bootstrap intervals resampling statements "
        f"({f.n_resamples} resamples, seed {f.seed}).",
        "TED: tree edit distance (APTED, unit costs) of the two statements divided by the sum of the tree "
        "sizes (0 = same tree, at most 1), over both-compile pairs; trees are paracert's AST when its parser "
        "reads both statements, else token-bracket trees.",
    ]))
    blocks += [Heading("Per model"), _group_table(f.models, "group")]
    blocks += [Heading("Per rule category"), _group_table(f.per_category, "category")]
    blocks += [Heading("Per rule"), _group_table(f.per_rule, "rule")]
    blocks.append(Heading("Error taxonomy"))
    blocks.append(Para("Formalizations by outcome: baseline (one per statement) and perturbed (one per pair). "
                       "rejected = untrusted code, never sent to Lean; no_code = no Lean theorem in the reply; "
                       "no_answer = provider error."))
    for model, rows in rep.figures.taxonomy.items():
        blocks.append(Heading(model, 3))
        blocks.append(Table(["outcome", "baseline", "perturbed"],
                            [[r.failure, str(r.baseline), str(r.perturbed)] for r in rows]))
    blocks.append(Heading("Example failures"))
    for model, exs in rep.figures.examples.items():
        blocks.append(Heading(model, 3))
        if not exs:
            blocks.append(Para("none: every pair is surface-consistent."))
            continue
        headers = ["statement", "rule", "what", "perturbed text", "baseline statement", "perturbed statement"]
        blocks.append(Table(headers, [[e.statement_id, e.rule_id, e.kind, e.nl_perturbed, e.baseline, e.perturbed]
                                      for e in exs]))
    return blocks


def write_report(rep: RobustnessReport, out_dir: str | Path) -> dict[str, Path]:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    blocks = document(rep)
    paths = {name: out / name for name in OUTPUTS}
    paths["report.md"].write_text(to_markdown(blocks), encoding="utf-8")
    paths["report.html"].write_text(to_html(blocks, out), encoding="utf-8")
    paths["report.json"].write_text(rep.model_dump_json(indent=2) + "\n", encoding="utf-8")
    return paths


def _lean_version(version: str | None) -> str:
    """"Lean 4.28.0-pre", whether or not the recorded version string already starts with "Lean"."""
    if not version:
        return "Lean ?"
    return version if version.startswith("Lean") else f"Lean {version}"

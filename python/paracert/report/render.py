"""Markdown and standalone HTML from a `Report`.

Both are rendered from one list of blocks (`document`), so they always say the same thing.
The HTML has its CSS inline and its PNGs embedded as base64 data URIs: it is one file.
"""

from __future__ import annotations

import base64
import html
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePath

from paracert.llm.rundir import Run
from paracert.report.compute import Report, UnparsedPolicy, build_report
from paracert.report.plots import write_plots

MAX_LISTED = 30


@dataclass
class Heading:
    text: str
    level: int = 2


@dataclass
class Para:
    text: str
    kind: str = "normal"  # normal | warning | note


@dataclass
class Table:
    headers: list[str]
    rows: list[list[str]]


@dataclass
class Bullets:
    items: list[str] = field(default_factory=list)


@dataclass
class Image:
    file: str
    alt: str


Block = Heading | Para | Table | Bullets | Image


def fmt(x: float | None, digits: int = 3) -> str:
    return "–" if x is None else f"{x:.{digits}f}"


def _with_ci(value: float | None, ci) -> str:  # noqa: ANN001 - an Interval or None
    if value is None:
        return "–"
    if ci is None or ci.low is None or ci.high is None:
        return fmt(value)
    return f"{fmt(value)} [{fmt(ci.low)}, {fmt(ci.high)}]"



def _prompt_settings(prompt) -> str:
    """Temperature and token limit as the provider got them; a limit left unset reads "provider default", not None."""
    max_tokens = "provider default" if prompt.max_tokens is None else str(prompt.max_tokens)
    return f"temperature {prompt.temperature}, max_tokens {max_tokens}"

def dataset_name(dataset: str) -> str:
    """What a report calls its dataset: a named dataset as is, a file by its name (`false_controls_pilot`),
    never a path of the machine that ran it."""
    if "/" in dataset or "\\" in dataset or dataset.endswith((".json", ".jsonl")):
        return PurePath(dataset.replace("\\", "/")).name.removesuffix(".jsonl").removesuffix(".json") or dataset
    return dataset


def _meta_blocks(rep: Report) -> list[Block]:
    m = rep.meta
    blocks: list[Block] = [Heading(f"paracert report: {dataset_name(m.dataset)}", 1)]
    if rep.offline_warning:
        blocks.append(Para(rep.offline_warning, "warning"))
    if rep.verdict_warning:
        blocks.append(Para(rep.verdict_warning, "warning"))
    rows = [
        ["run directory", rep.run],
        ["dataset", dataset_name(m.dataset) + (f" (file {m.dataset_path or m.dataset})"
                                               if m.dataset_path or dataset_name(m.dataset) != m.dataset else "")],
        ["items", str(m.n_items)],
        ["models", ", ".join(m.models) or ", ".join(r.model for r in rep.models)],
        ["providers", ", ".join(m.providers)],
        ["answer source", f"{m.answer_source} (live API called: {'yes' if m.live_api_called else 'NO'})"],
        ["verdicts", rep.verdict_source or (m.verdicts_file or "as in items.jsonl")],
        [
            "prompt",
            (_prompt_settings(m.prompt) if m.prompt else "unknown")
            + (f" - {m.prompt_note}" if m.prompt_note else ""),
        ],
        ["created", m.created.isoformat(timespec="seconds")],
        ["paracert version", m.paracert_version],
        [
            "report settings",
            f"verdicts in metrics: {', '.join(rep.coverage.included_verdicts)}; unparsed answers: "
            f"{rep.settings.unparsed}; Hi-IG threshold {rep.settings.hi_ig_threshold}; min forms "
            f"{rep.settings.min_forms}; bootstrap {rep.settings.n_resamples} resamples, seed {rep.settings.seed}",
        ],
    ]
    rows = [r for r in rows if r[1].strip()]  # no empty metadata rows
    blocks.append(Table(["run", "value"], rows))  # a header row of its own, never an empty first row
    blocks += [Para(note, "note") for note in m.notes]
    return blocks


def _coverage_blocks(rep: Report) -> list[Block]:
    c = rep.coverage
    sel = c.selection
    verdicts = list(c.by_verdict)
    blocks: list[Block] = [
        Heading("Certification coverage"),
        Para(
            f"Metrics use only answers to items whose verdict is one of: {', '.join(c.included_verdicts)}. "
            f"{c.n_items_in_metrics} of {c.n_items} items are in the metrics, {c.n_items_excluded} are excluded; "
            f"{sel.n_responses_kept} of {sel.n_responses_in} answers are used, {sel.n_responses_excluded} excluded."
        ),
    ]
    rows = [
        [
            f.family,
            *[str(f.by_verdict[v]) for v in verdicts],
            str(f.n_items_in_metrics),
            str(f.n_items_excluded),
            str(f.n_responses_in_metrics),
            str(f.n_responses_excluded),
        ]
        for f in c.families
    ]
    rows.append(
        [
            "all",
            *[str(c.by_verdict[v]) for v in verdicts],
            str(c.n_items_in_metrics),
            str(c.n_items_excluded),
            str(sel.n_responses_kept),
            str(sel.n_responses_excluded),
        ]
    )
    blocks.append(Table(["family", *verdicts, "items in", "items out", "answers in", "answers out"], rows))
    n_variants_in = sum(f.n_items_in_metrics for f in c.families if f.family != "canonical")
    if n_variants_in == 0:
        blocks.append(
            Para(
                "No variant is in the metrics (none certified): SCR and IG are undefined and accuracy is "
                "canonical-only.",
                "warning",
            )
        )
    if sel.n_missing_verdict or c.n_responses_without_item:
        blocks.append(
            Para(
                f"{sel.n_missing_verdict} answers to non-canonical items without a verdict were treated as unknown "
                f"and excluded; {c.n_responses_without_item} answers refer to items missing from items.jsonl.",
                "warning",
            )
        )
    return blocks


def _model_blocks(rep: Report, images: dict[str, str]) -> list[Block]:
    conf = f"{rep.settings.confidence:.0%}"
    blocks: list[Block] = [
        Heading("Per-model figures"),
        Para(
            f"Accuracy over all scored forms in the metrics; SCR = share of theorems answered correctly on every "
            f"form; IG = sqrt(p(1-p)) per theorem; Hi-IG = share of theorems with IG > "
            f"{rep.settings.hi_ig_threshold}. Brackets: {conf} bootstrap intervals (theorems resampled). Theorems "
            f"with fewer than {rep.settings.min_forms} forms in the metrics count for accuracy only."
        ),
    ]
    rows = [
        [
            r.model,
            str(r.n_items),
            _with_ci(r.accuracy, r.ci.get("accuracy")),
            _with_ci(r.scr, r.ci.get("scr")),
            f"{r.n_consistent}/{r.n_theorems}",
            _with_ci(r.mean_ig, r.ci.get("mean_ig")),
            fmt(r.rms_ig),
            fmt(r.hi_ig),
            str(r.n_unscored),
        ]
        for r in rep.models
    ]
    blocks.append(
        Table(["model", "answers", "accuracy", "SCR", "consistent", "Mean-IG", "RMS-IG", "Hi-IG", "unscored"], rows)
    )
    if "accuracy_scr" in images:
        blocks.append(Image(images["accuracy_scr"], "accuracy and SCR per model with bootstrap intervals"))
    return blocks


def _family_scr_blocks(rep: Report) -> list[Block]:
    fams = [f for f in rep.families if f != "canonical"]
    blocks: list[Block] = [
        Heading("Per-family SCR"),
        Para(
            "Per model and variant family: share of the paired theorems (canonical form and the family's form "
            "both scored) answered right on both forms; n = paired theorems."
        ),
    ]
    if not rep.family_scr or not fams:
        blocks.append(Para("No certified variant in the metrics: no per-family SCR."))
        return blocks
    by = {(r.model, r.family): r for r in rep.family_scr}
    rows = []
    for m in sorted({r.model for r in rep.family_scr}):
        cells = []
        for f in fams:
            r = by.get((m, f))
            cells.append("–" if r is None or r.scr is None else f"{r.scr:.3f} ({r.n_both_correct}/{r.n_paired})")
        rows.append([m, *cells])
    blocks.append(Table(["model", *fams], rows))
    return blocks


def _false_control_blocks(rep: Report) -> list[Block]:
    if not rep.false_controls:
        return []
    rows = [
        [r.model, str(r.n_false), str(r.n_true), fmt(r.accuracy), fmt(r.true_bias),
         fmt(r.balanced_accuracy) if r.balanced_accuracy is not None else "– (no TRUE items)",
         fmt(r.always_true_accuracy), fmt(r.always_true_balanced_accuracy),
         "–" if r.beats_always_true is None else "yes" if r.beats_always_true else "NO"]
        for r in rep.false_controls
    ]  # fmt: skip
    return [
        Heading("FALSE controls"),
        Para(
            "Items whose ground truth is FALSE are in the metrics. TRUE-bias = share of FALSE items answered TRUE; "
            "balanced accuracy = (share of TRUE items answered TRUE + share of FALSE items answered FALSE) / 2, "
            "defined only when both kinds are present; the always-TRUE baseline answers TRUE to everything (its "
            "balanced accuracy is 0.5 by construction). Scored TRUE/FALSE answers in the metrics only."
        ),
        Table(["model", "FALSE items", "TRUE items", "accuracy", "TRUE-bias", "balanced accuracy",
               "always-TRUE accuracy", "always-TRUE balanced", "beats always-TRUE"], rows),  # fmt: skip
    ]


def _inconsistent_blocks(rep: Report) -> list[Block]:
    blocks: list[Block] = [
        Heading("Inconsistent theorems"),
        Para(
            "Theorems that at least one model answers right on some of its forms in the metrics and wrong on "
            f"others ({len(rep.inconsistent)} theorems), with every model's answers per form."
        ),
    ]
    if not rep.inconsistent:
        blocks.append(Para("None: every model answers every theorem's forms alike."))
        return blocks
    for t in rep.inconsistent[:MAX_LISTED]:
        fams = sorted({f for a in t.answers.values() for f in a}, key=lambda f: (f != "canonical", f))
        blocks.append(Para(f"{t.theorem_id}: inconsistent for {', '.join(t.inconsistent_models)}"))
        rows = [
            [m + (" *" if m in t.inconsistent_models else ""), *[a.get(f, "–") for f in fams]]
            for m, a in t.answers.items()
        ]
        blocks.append(Table(["model", *fams], rows))
    if len(rep.inconsistent) > MAX_LISTED:
        blocks.append(Para(f"... {len(rep.inconsistent) - MAX_LISTED} more theorems in report.json."))
    return blocks


def _family_blocks(rep: Report, images: dict[str, str]) -> list[Block]:
    blocks: list[Block] = [
        Heading("Failure rate per family"),
        Para("Share of wrong answers per model and family (wrong / answers in the metrics)."),
    ]
    rows = []
    for r in rep.models:
        cells = []
        for fam in rep.families:
            cell = rep.family_failure.get(r.model, {}).get(fam)
            cells.append("–" if cell is None else f"{cell.rate:.2f} ({cell.count}/{cell.nobs})")
        rows.append([r.model, *cells])
    blocks.append(Table(["model", *rep.families], rows))
    if "failure_heatmap" in images:
        blocks.append(Image(images["failure_heatmap"], "failure rate heat map, model by family"))
    return blocks


def _ig_blocks(rep: Report, images: dict[str, str]) -> list[Block]:
    blocks: list[Block] = [
        Heading("IG distribution"),
        Para(
            "Number of theorems per invariance-gap bin (even bins of width 0.05 over [0, 0.5]; 0 = every form "
            "answered alike, 0.5 = half right); n = theorems with enough forms."
        ),
    ]
    b = rep.ig_bins
    if b is None or not b.counts:
        blocks.append(Para("No theorem with enough forms in the metrics."))
        return blocks
    labels = [f"[{lo:.2f}, {hi:.2f}{']' if i == len(b.edges) - 2 else ')'}" for i, (lo, hi) in
              enumerate(zip(b.edges, b.edges[1:], strict=False))]  # fmt: skip
    rows = [[m, str(b.n_theorems[m]), *[str(c) for c in counts]] for m, counts in b.counts.items()]
    blocks.append(Table(["model", "n", *labels], rows))
    if "ig_distribution" in images:
        blocks.append(Image(images["ig_distribution"], "histogram of per-theorem IG values, even bins"))
    return blocks


def _ranking_blocks(rep: Report) -> list[Block]:
    rk = rep.ranking
    overall = sorted(rk.overall_ranks, key=lambda m: (rk.overall_ranks[m], m))
    blocks: list[Block] = [
        Heading("Ranking reversals"),
        Para(
            "Overall ranking by accuracy: "
            + ", ".join(f"{rk.overall_ranks[m]}. {m} ({fmt(rk.overall_scores[m])})" for m in overall)
            + ". Each family's ranking (by accuracy on that family) against it: Kendall tau-b, and the model pairs "
            "whose order flips."
        ),
    ]
    rows = []
    for f in rk.families:
        best = sorted(m for m, r in f.ranks.items() if r == 1)
        rows.append(
            [f.family, fmt(f.kendall_tau), fmt(f.kendall_pvalue), str(len(f.reversals)), ", ".join(best) or "–"]
        )
    blocks.append(Table(["family", "tau vs overall", "p", "reversed pairs", "best on family"], rows))
    flips = [f"{f.family}: {a} ahead overall, {b} ahead here" for f in rk.families for a, b in f.reversals]
    if flips:
        shown = flips[:MAX_LISTED]
        if len(flips) > MAX_LISTED:
            shown.append(f"... {len(flips) - MAX_LISTED} more in report.json")
        blocks.append(Bullets(shown))
    return blocks


def _audit_blocks(rep: Report) -> list[Block]:
    blocks: list[Block] = [
        Heading("Audit flags"),
        Para(
            f"Cross-model unanimity audit on the items in the metrics: an item is flagged when at least "
            f"{rep.settings.min_fail} of {len(rep.meta.models) or len(rep.models)} models fail it. Rule 'paired': the "
            f"model answers the canonical form right and the item wrong; 'marginal': the model answers the item "
            f"wrong. Unscored answers are no failure here."
        ),
    ]
    if not rep.audits:
        blocks.append(Para("No answers in the metrics: nothing audited."))
        return blocks
    rows = []
    for a in rep.audits:
        taus = "; ".join(f"{rc.metric} tau {fmt(rc.kendall_tau)}" for rc in a.ranking)
        by_family = ", ".join(f"{k} {v}" for k, v in a.flagged_by_family.items()) or "–"
        rows.append([a.rule, f"{a.n_flagged}/{a.n_items_audited}", by_family, taus])
    blocks.append(Table(["rule", "flagged / audited", "flagged by family", "ranking after removing flagged"], rows))
    for a in rep.audits:
        if a.flagged:
            items = [
                f"{f.item_id}: {f.n_failed}/{f.n_eligible} failed ({', '.join(f.failed_models)})"
                for f in a.flagged[:MAX_LISTED]
            ]
            blocks += [Para(f"Flagged under '{a.rule}':"), Bullets(items)]
    return blocks


def _delta_blocks(rep: Report) -> list[Block]:
    d = rep.include_delta
    if d is None:
        return []
    inc = ", ".join(d.include)
    blocks: list[Block] = [
        Heading(f"Effect of including {inc}"),
        Para(
            f"The figures above include {inc} items (equivalent in truth value only, not certified). "
            f"Certified-only: {d.n_responses_certified_only} answers; with {inc}: {d.n_responses_with_included}.",
            "note",
        ),
    ]
    rows = [[r.model, r.figure, fmt(r.certified_only), fmt(r.with_included), fmt(r.delta)] for r in d.rows]
    blocks.append(Table(["model", "figure", "certified only", f"with {inc}", "delta"], rows))
    return blocks


def _stats_blocks(rep: Report) -> list[Block]:
    blocks: list[Block] = [
        Heading("Cochran's Q per theorem"),
        Para(
            "Forms of one theorem (canonical + certified variants) as treatments, models as blocks, unscored "
            "answers left out; H0: every form is equally hard. Sorted by p; Bonferroni over the tested theorems."
        ),
    ]
    if rep.cochran_q:
        rows = [[c.theorem_id, f"{c.q:.3f}", str(c.df), f"{c.p_value:.4g}", f"{c.p_bonferroni:.4g}",
                 str(c.n_models), str(c.n_forms)] for c in rep.cochran_q[:MAX_LISTED]]  # fmt: skip
        blocks.append(Table(["theorem", "Q", "df", "p", "p (Bonferroni)", "models", "forms"], rows))
        if len(rep.cochran_q) > MAX_LISTED:
            blocks.append(Para(f"... {len(rep.cochran_q) - MAX_LISTED} more theorems in report.json."))
    else:
        blocks.append(Para("No theorem has two forms answered by two models: nothing to test."))
    blocks += [
        Heading("McNemar per model and family"),
        Para("Exact test of the canonical form against the family's form over paired theorems: n01 = canonical "
             "right and family wrong, n10 = the reverse. Rows with p < 0.05 first."),  # fmt: skip
    ]
    mc = sorted(rep.mcnemar, key=lambda r: (r.p_value, r.model, r.family))
    if mc:
        rows = [[r.model, r.family, str(r.n_pairs), str(r.n01), str(r.n10), f"{r.p_value:.4g}"]
                for r in mc[:MAX_LISTED]]  # fmt: skip
        blocks.append(Table(["model", "family", "pairs", "n01", "n10", "p (exact)"], rows))
    blocks += [Heading("Agreement across models (Fleiss' kappa per family)")]
    if rep.fleiss_kappa:
        rows = [[k.family, fmt(k.kappa), str(k.n_items), str(k.n_raters)] for k in rep.fleiss_kappa]
        blocks.append(Table(["family", "kappa", "items", "models"], rows))
    blocks += [
        Heading("PutnamGAP robustness R"),
        Para("Per model and family (canonical = easy set, family = hard set, paired theorems): Jeffreys-smoothed "
             "accuracies, pooled Bernoulli SD, SD-normalised per-item drop, softplus, a slope that makes the median "
             "positive drop halve the per-item factor, exponential penalty averaged. 1 = invariant; improvements "
             "are not rewarded. 'all' pools every family's pairs."),  # fmt: skip
    ]
    if rep.robustness_r:
        fams = sorted({r.family for r in rep.robustness_r if r.family != "all"}) + ["all"]
        by = {(r.model, r.family): r for r in rep.robustness_r}
        models = sorted({r.model for r in rep.robustness_r})
        rows = [[m, *[fmt(by[(m, f)].r) if (m, f) in by else "–" for f in fams]] for m in models]
        blocks.append(Table(["model", *fams], rows))
    if rep.nfb is not None:
        n = rep.nfb
        text = (f"Per-family accuracy over {', '.join(n.families)}. Pareto front: {', '.join(n.pareto.front)}; "
                f"{len(n.pareto.dominance)} dominance relations.")  # fmt: skip
        if n.all_rankings is not None:
            text += (f" {n.all_rankings.n_feasible} of {n.all_rankings.n_rankings} total orders of the models are "
                     f"realised by some family weighting (No-Free-Benchmark LP).")  # fmt: skip
        if n.reversed_overall is not None:
            r = n.reversed_overall
            text += (" The reverse of the overall ranking is " + ("realisable with weights "
                     + ", ".join(f"{f} {w:.2f}" for f, w in (r.weights or {}).items()) if r.feasible
                     else f"not realisable ({r.status})") + ".")  # fmt: skip
        blocks += [Heading("Family weights and rankings (NFB, Pareto)"), Para(text)]
    if rep.select:
        blocks += [
            Heading("Selector (uniform profile over variant families)"),
            Table(["model", "expected failure", "complete"],
                  [[e.model, fmt(e.expected_failure), "yes" if e.complete else "no"] for e in rep.select]),
        ]  # fmt: skip
    return blocks


def document(rep: Report) -> list[Block]:
    images = rep.plots
    return [
        *_meta_blocks(rep),
        *_coverage_blocks(rep),
        *_model_blocks(rep, images),
        *_family_scr_blocks(rep),
        *_false_control_blocks(rep),
        *_inconsistent_blocks(rep),
        *_family_blocks(rep, images),
        *_ig_blocks(rep, images),
        *_ranking_blocks(rep),
        *_audit_blocks(rep),
        *_stats_blocks(rep),
        *_delta_blocks(rep),
    ]


# ---------------------------------------------------------------- Markdown


MAX_TEXT = 2000  # characters of any one piece of data-derived text in the Markdown report

_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|<>~&])")


def md_escape(text: str) -> str:
    """Plain text for Markdown: no raw HTML, links, images, headings or tables from data, one line."""
    text = " ".join(str(text).split())  # newlines and other line breaks become spaces
    if len(text) > MAX_TEXT:
        text = text[:MAX_TEXT] + "…"
    return _MD_SPECIAL.sub(r"\\\1", text)


def _md_cell(text: str) -> str:
    return md_escape(text)


def to_markdown(blocks: Sequence[Block]) -> str:
    out: list[str] = []
    for b in blocks:
        if isinstance(b, Heading):
            out.append("#" * b.level + " " + md_escape(b.text))
        elif isinstance(b, Para):
            if b.kind == "warning":
                out.append(f"> **⚠ {md_escape(b.text)}**")
            elif b.kind == "note":
                out.append(f"> {md_escape(b.text)}")
            else:
                out.append(md_escape(b.text))
        elif isinstance(b, Table):
            lines = ["| " + " | ".join(_md_cell(h) for h in b.headers) + " |"]
            lines.append("|" + "|".join("---" for _ in b.headers) + "|")
            lines += ["| " + " | ".join(_md_cell(c) for c in row) + " |" for row in b.rows]
            out.append("\n".join(lines))
        elif isinstance(b, Bullets):
            out.append("\n".join(f"- {md_escape(item)}" for item in b.items))
        elif isinstance(b, Image):
            # our own PNG next to the report: a plain relative file name, never a URL from data
            out.append(f"![{md_escape(b.alt)}]({Path(b.file).name})")
    return "\n\n".join(out) + "\n"


# ---------------------------------------------------------------- HTML

CSS = """
body { font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; max-width: 1100px; margin: 2em auto;
       padding: 0 1em; color: #222; line-height: 1.45; }
h1 { font-size: 1.6em; } h2 { font-size: 1.25em; margin-top: 1.8em; border-bottom: 1px solid #ddd; }
table { border-collapse: collapse; margin: 0.8em 0; font-size: 0.9em; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; text-align: left; vertical-align: top; }
th { background: #f3f3f3; } tr:nth-child(even) td { background: #fafafa; }
.warning { background: #fde2e1; border: 2px solid #c0392b; color: #7b1d15; padding: 0.7em 1em;
           font-weight: bold; font-size: 1.05em; }
.note { background: #eef4fb; border-left: 4px solid #4c72b0; padding: 0.5em 1em; }
img { max-width: 100%; border: 1px solid #eee; margin: 0.5em 0; }
"""


def to_html(blocks: Sequence[Block], image_dir: str | Path) -> str:
    """Standalone HTML: images are read from `image_dir` and embedded."""
    image_dir = Path(image_dir)
    esc = html.escape
    title = next((b.text for b in blocks if isinstance(b, Heading)), "paracert report")
    body: list[str] = []
    for b in blocks:
        if isinstance(b, Heading):
            body.append(f"<h{b.level}>{esc(b.text)}</h{b.level}>")
        elif isinstance(b, Para):
            cls = f' class="{b.kind}"' if b.kind != "normal" else ""
            prefix = "⚠ " if b.kind == "warning" else ""
            body.append(f"<p{cls}>{prefix}{esc(b.text)}</p>")
        elif isinstance(b, Table):
            head = "".join(f"<th>{esc(h)}</th>" for h in b.headers)
            rows = "".join("<tr>" + "".join(f"<td>{esc(c)}</td>" for c in row) + "</tr>" for row in b.rows)
            body.append(f"<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>")
        elif isinstance(b, Bullets):
            body.append("<ul>" + "".join(f"<li>{esc(i)}</li>" for i in b.items) + "</ul>")
        elif isinstance(b, Image):
            data = base64.b64encode((image_dir / b.file).read_bytes()).decode("ascii")
            body.append(f'<img alt="{esc(b.alt)}" src="data:image/png;base64,{data}">')
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{esc(title)}</title>\n<style>{CSS}</style>\n</head>\n<body>\n"
        + "\n".join(body)
        + "\n</body>\n</html>\n"
    )


# ---------------------------------------------------------------- all outputs

OUTPUTS = ("report.md", "report.html", "report.json")


def write_outputs(rep: Report, out_dir: str | Path) -> dict[str, Path]:
    """PNGs, report.md, report.html and report.json into `out_dir`; sets `rep.plots`."""
    out = Path(out_dir)
    if out.exists() and not out.is_dir():
        raise ValueError(f"{out}: exists and is not a directory")
    out.mkdir(parents=True, exist_ok=True)
    for name in (*OUTPUTS, "failure_heatmap.png", "ig_distribution.png", "accuracy_scr.png"):
        if (out / name).is_symlink():
            raise ValueError(f"{out / name}: a symbolic link; paracert never writes through links out of a run")
    rep.plots = write_plots(rep, out)
    blocks = document(rep)
    paths = {name: out / name for name in OUTPUTS}
    paths["report.md"].write_text(to_markdown(blocks), encoding="utf-8")
    paths["report.html"].write_text(to_html(blocks, out), encoding="utf-8")
    paths["report.json"].write_text(rep.model_dump_json(indent=2) + "\n", encoding="utf-8")
    paths.update({name: out / file for name, file in rep.plots.items()})
    return paths


def report_run(run: Run, out_dir: str | Path | None = None, *, include: Sequence[str] = (),
               min_fail: int | None = None, unparsed: UnparsedPolicy = "wrong", hi_ig_threshold: float = 0.10,
               n_resamples: int = 2000, seed: int = 0) -> tuple[Report, dict[str, Path]]:
    """The report of `run` and, with `out_dir`, the files written there (PNGs, report.md, .html,
    .json): what `paracert report` / `eval` / `demo` and `paracert.api.report` do."""
    rep = build_report(run, include=include, min_fail=min_fail, unparsed=unparsed, hi_ig_threshold=hi_ig_threshold,
                       n_resamples=n_resamples, seed=seed)
    return rep, (write_outputs(rep, out_dir) if out_dir is not None else {})

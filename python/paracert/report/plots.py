"""The report's PNG plots (matplotlib, Agg backend: no display needed).

* ``failure_heatmap.png``: failure rate per model (rows) and family (columns), annotated;
* ``ig_distribution.png``: per-theorem IG values on even bins of width 0.05 over [0, 0.5], one bar per model;
* ``accuracy_scr.png``: accuracy and SCR per model with their bootstrap intervals.

Every plot shows its n (answers or theorems), the heat map's title says what its verdicts are
(certified by Lean or not), and every figure of a run whose answers were not asked live carries a
red "REPLAYED ANSWERS" (or "SCRIPTED ANSWERS") marker.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from paracert.report.compute import Report

if TYPE_CHECKING:
    from matplotlib.figure import Figure

PLOTS = {
    "failure_heatmap": "failure_heatmap.png",
    "ig_distribution": "ig_distribution.png",
    "accuracy_scr": "accuracy_scr.png",
}
DPI = 120
MAX_ANNOTATED = 30  # heat map: cells annotated with rate and n up to this many columns / rows
MAX_TICKS = 100


@cache
def pyplot() -> Any:
    """matplotlib.pyplot on the Agg backend, imported on the first plot (matplotlib takes a second
    to import, and only `paracert report` draws)."""
    import matplotlib

    matplotlib.use("Agg")
    # names come from data: render them as plain text ('$' in a model or family name is not mathtext)
    matplotlib.rcParams["text.parse_math"] = False
    import matplotlib.pyplot as plt

    return plt


def answers_marker(report: Report) -> str | None:
    """The marker every figure of a non-live run carries, or None for a live run."""
    src = report.meta.answer_source
    if src == "replay":
        return "REPLAYED ANSWERS (recorded earlier; no model API called)"
    if src == "mixed":
        return "PARTLY REPLAYED ANSWERS (mixed run)"
    if src == "scripted":
        return "SCRIPTED ANSWERS (baselines; no model API called)"
    if not report.meta.live_api_called:
        return "REPLAYED ANSWERS (no model API called)"
    return None


def _mark(fig: Figure, report: Report) -> Figure:
    marker = answers_marker(report)
    if marker:
        fig.text(0.0, 1.0, marker, ha="left", va="bottom", color="#c0392b", fontsize=10, fontweight="bold",
                 transform=fig.transFigure, bbox={"facecolor": "#fde2e1", "edgecolor": "#c0392b"})  # fmt: skip
    return fig


def _save(fig: Figure, path: Path) -> None:
    fig.savefig(path, dpi=DPI, bbox_inches="tight")
    pyplot().close(fig)


def _empty(title: str, message: str) -> Figure:
    fig, ax = pyplot().subplots(figsize=(6, 2))
    ax.set_axis_off()
    ax.set_title(title)
    ax.text(0.5, 0.5, message, ha="center", va="center")
    return fig


def failure_heatmap(report: Report) -> Figure:
    source = report.verdict_source if len(report.verdict_source) <= 100 else report.verdict_source[:99] + "…"
    title = "Failure rate per model and family\n" + (
        "on pairs certified by Lean" if report.verdicts_by_lean else "verdicts NOT certified by Lean\n" + source
    )
    models = [r.model for r in report.models]
    fams = report.families
    if not models or not fams:
        return _empty(title, "no answers in the metrics (n = 0)")
    rates = np.full((len(models), len(fams)), np.nan)
    counts = np.zeros((len(models), len(fams)), dtype=int)
    for i, m in enumerate(models):
        for j, f in enumerate(fams):
            cell = report.family_failure.get(m, {}).get(f)
            if cell is not None:
                rates[i, j] = cell.rate
                counts[i, j] = cell.nobs
    # size is capped (a run with thousands of families must not give a gigapixel PNG): cells are annotated
    # with their rate and n up to MAX_ANNOTATED columns, ticks are labelled up to MAX_TICKS
    fig, ax = pyplot().subplots(figsize=(min(1.3 * len(fams) + 4, 40.0), min(0.5 * len(models) + 2, 30.0)))
    image = ax.imshow(np.ma.masked_invalid(rates), cmap="Reds", vmin=0.0, vmax=1.0, aspect="auto")
    if len(fams) <= MAX_TICKS:
        ax.set_xticks(range(len(fams)), fams, rotation=30, ha="right")
    else:
        ax.set_xticks([])
        ax.set_xlabel(f"{len(fams)} families (labels in report.json)")
    if len(models) <= MAX_TICKS:
        ax.set_yticks(range(len(models)), models)
    annotate = len(fams) <= MAX_ANNOTATED and len(models) <= MAX_ANNOTATED
    if not annotate:
        ax.set_title(f"n = {int(counts.sum())} answers in {len(models)} x {len(fams)} cells", loc="left", fontsize=8)
    for i in range(len(models) if annotate else 0):
        for j in range(len(fams)):
            if np.isnan(rates[i, j]):
                ax.text(j, i, "-", ha="center", va="center", color="grey")
                continue
            color = "white" if rates[i, j] > 0.6 else "black"
            ax.text(j, i, f"{rates[i, j]:.2f}\n(n={counts[i, j]})", ha="center", va="center", fontsize=8, color=color)
    fig.colorbar(image, ax=ax, label="failure rate")
    ax.set_title(title)
    return fig


def ig_distribution(report: Report) -> Figure:
    title = "Per-theorem invariance gap (IG) distribution, bins of width 0.05"
    b = report.ig_bins
    models = [m for m in b.counts if b.n_theorems[m]] if b is not None else []
    if b is None or not models:
        return _empty(title, "no theorem with enough certified forms (n = 0)")
    centers = np.array([(lo + hi) / 2 for lo, hi in zip(b.edges, b.edges[1:], strict=False)])
    width = (b.edges[1] - b.edges[0]) * 0.9 / len(models)
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(9, 4))
    cmap = plt.get_cmap("tab10")
    for n, m in enumerate(models):
        ax.bar(centers + (n - (len(models) - 1) / 2) * width, b.counts[m], width,
               label=f"{m} (n={b.n_theorems[m]})", color=cmap(n % 10))  # fmt: skip
    ax.set_xticks(b.edges, [f"{e:.2f}" for e in b.edges])
    ax.set_xlim(b.edges[0], b.edges[-1])
    ax.set_xlabel("IG = sqrt(p (1 - p)), p = share of a theorem's forms answered correctly")
    ax.set_ylabel("theorems")
    ax.yaxis.get_major_locator().set_params(integer=True)
    ax.set_title(title)
    ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1.0), title="model (n = theorems)")
    return fig


def accuracy_scr(report: Report) -> Figure:
    title = f"Accuracy and SCR per model ({report.settings.confidence:.0%} bootstrap CI)"
    rows = report.models
    if not rows:
        return _empty(title, "no answers in the metrics (n = 0)")
    labels = [f"{r.model}\n(n={r.n_items} answers, {r.n_theorems} thm)" for r in rows]
    longest = max(len(line) for label in labels for line in label.split("\n"))
    # labels stand upright (two lines each, side by side): a slanted long model name would cover its neighbours
    fig, ax = pyplot().subplots(figsize=(max(6.0, 0.9 * len(rows) + 2), min(4.5 + 0.08 * longest, 12.0)))
    x = np.arange(len(rows))
    width = 0.38
    for offset, fig_name, label, color in ((-0.5, "accuracy", "accuracy", "#4c72b0"), (0.5, "scr", "SCR", "#dd8452")):
        heights, low, high = [], [], []
        for r in rows:
            value = getattr(r, fig_name)
            ci = r.ci.get(fig_name)
            heights.append(np.nan if value is None else value)
            lo = ci.low if ci is not None and ci.low is not None else value
            hi = ci.high if ci is not None and ci.high is not None else value
            low.append(0.0 if value is None or lo is None else max(0.0, value - lo))
            high.append(0.0 if value is None or hi is None else max(0.0, hi - value))
        ax.bar(x + offset * width, heights, width, yerr=[low, high], capsize=3, label=label, color=color)
    ax.set_xticks(x, labels, rotation=90, ha="center")
    ax.set_ylim(0, 1.18)
    ax.set_yticks(np.linspace(0, 1, 6))
    ax.set_ylabel("share")
    ax.set_title(title)
    ax.legend(loc="upper center", ncol=2, frameon=False)
    ax.grid(axis="y", alpha=0.3)
    return fig


def write_plots(report: Report, out_dir: str | Path) -> dict[str, str]:
    """Write the PNGs into `out_dir`; returns plot name -> file name."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    makers = {"failure_heatmap": failure_heatmap, "ig_distribution": ig_distribution, "accuracy_scr": accuracy_scr}
    for name, make in makers.items():
        _save(_mark(make(report), report), out / PLOTS[name])
    return dict(PLOTS)

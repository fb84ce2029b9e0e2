"""The `report` stage: figures, tables and plots of one evaluation run, from its run directory.

Run directory format (version 1; written by `paracert eval`, read by `paracert report`):

``items.jsonl``
    One `paracert.statements.schema.Variant` per line: every item that was asked, with its
    certification ``verdict`` (certified / refuted / both_provable / unknown / canonical).
    The verdicts decide which answers enter the metrics: only canonical forms and certified
    variants (plus both_provable ones with ``--include both_provable``).
``responses.jsonl``
    One `paracert.statements.responses.Response` per line: one answer of one model to one item.
    (model, item_id) is unique.
``run.json``
    A `paracert.llm.rundir.RunMeta`: dataset, models, providers, prompt configuration,
    creation time, paracert version, where the verdicts came from, per-model counts (answers,
    fresh calls, cache hits) and ``live_api_called`` / ``answer_source``. A run whose answers
    were replayed from recorded files or produced by scripted baselines says so in every report.
``cache.sqlite`` (optional)
    The response cache `paracert eval` uses by default, so a killed run resumes (``--resume``).
``report.md``, ``report.html``, ``report.json``, ``*.png`` (after `paracert report`)
    The report; ``report.html`` embeds its PNGs (base64) and stands alone; ``report.json`` is
    the `paracert.report.compute.Report` model dump.

Modules: `compute` (all figures, via `paracert.metrics`), `plots` (matplotlib, Agg), `render`
(Markdown and HTML), `demo` (`paracert demo`), `commands` (`paracert report`, `paracert eval`).
The eval run itself (datasets, verdict files, asking the models) is `paracert.evaluation`.
The directory's format and its reading/writing are `paracert.llm.rundir` (the metrics read
it too). See also docs/runs.md.
"""

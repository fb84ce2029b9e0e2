"""The `evaluation` stage: ask every item of a dataset to every model and write the run directory.

Modules: `inputs` (the items of a dataset and the verdict files merged into them) and `evaluate`
(one evaluation run: providers, the response cache, the verdicts' provenance, `run_eval`). The run
directory's format is `paracert.llm.rundir`; `paracert.report` reads it and renders the report.
"""

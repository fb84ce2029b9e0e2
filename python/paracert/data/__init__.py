"""Readers for the external data paracert runs on (nothing here writes to it).

- `paracert.data.paths.data_file()`: a data file, from the checkout's ``data/`` (what README's commands
  and the demo read ships there), else from `shared_data_dir()`: the shared data folder (larger
  reference files, optional), ``../shared/data`` next to the
  project checkout, or ``$PARACERT_SHARED_DATA``.
- `paracert.data.forminv`: FormInv item files (``forminv_v3_103.jsonl``,
  ``false_controls_pilot.jsonl``, same record layout) as `Variant` records.
- `paracert.data.recorded`: the recorded model answers in ``forminv/recorded/`` as `Response`
  records, for replay providers and for checking metrics against published figures.
"""

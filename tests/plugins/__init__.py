"""pytest plugins of paracert's test suite (registered by tests/conftest.py's `pytest_plugins`)."""

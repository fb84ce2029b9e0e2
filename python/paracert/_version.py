"""paracert's version: one module that every stage may import (run directories record it)."""

__version__ = "0.1.0"

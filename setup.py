"""Build hook: a wheel carries what paracert reads at run time besides its Python modules, the
checkout's lean/ (the project's Lean sources, the session programs) and data/ (the Mathlib
vocabulary table, the shipped datasets with their licences), as package data under
paracert/_shipped/. An editable install reads them from the checkout instead (paracert.paths)."""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
SHIPPED = ("lean", "data")


class BuildPyWithShipped(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "paracert" / "_shipped"
        for name in SHIPPED:
            shutil.copytree(HERE / name, target / name, dirs_exist_ok=True,
                            ignore=shutil.ignore_patterns(".lake", "__pycache__", "*.olean", "*.ilean"))


setup(cmdclass={"build_py": BuildPyWithShipped})

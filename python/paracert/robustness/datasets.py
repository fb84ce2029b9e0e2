"""Natural-language statements to autoformalize, and the Lean profile each dataset needs.

  minif2f-nl  data/robustness/minif2f_nl.jsonl: 28 miniF2F statements over ℕ / ℤ (the core
              substrate of `paracert.data.minif2f`) with NL written for paracert from the formal
              statement (miniF2F-lean4 has no informal statements); core profile.
  demo        the minif2f-nl statements that data/robustness/demo_autoformalizations.jsonl scripts.
  proofnet    ProofNet (shared data, proofnet/proofnet_lean4.jsonl): `informal_stmt` with its
              `\\begin{proof}` part removed; the formal statements import Mathlib, so the run needs
              `--profile mathlib`. The header's `open` lines become each statement's context.
  FILE.jsonl  NLStatement records (id, nl, optional source, formal_statement, profile, context).
"""

from __future__ import annotations

import json
from pathlib import Path

from paracert.data.paths import shared_data_dir
from paracert.errors import InputError, json_loads, text_lines
from paracert.paths import shipped
from paracert.robustness.records import NLStatement

NAMED = ("minif2f-nl", "demo", "proofnet")
PROOFNET_FILE = ("proofnet", "proofnet_lean4.jsonl")


class DatasetError(InputError):
    """A dataset that cannot be loaded, with the reason."""


def robustness_data_dir() -> Path:
    try:
        return shipped("data", "robustness")
    except FileNotFoundError as exc:
        raise DatasetError(f"data/robustness/: {exc}; or pass a FILE.jsonl") from None


def demo_file(profile: str = "core") -> Path:
    """The scripted autoformalizer's replies: core Lean, or (vocabulary) written for Mathlib."""
    name = "demo_autoformalizations_mathlib.jsonl" if profile == "vocabulary" else "demo_autoformalizations.jsonl"
    return robustness_data_dir() / name


def load_statements(name: str, limit: int | None = None) -> list[NLStatement]:
    if name == "minif2f-nl":
        out = read_statements(robustness_data_dir() / "minif2f_nl.jsonl")
    elif name == "demo":
        lines = demo_file().read_text(encoding="utf-8").splitlines()
        wanted = {json.loads(line)["id"] for line in lines if line.strip()}
        out = [s for s in read_statements(robustness_data_dir() / "minif2f_nl.jsonl") if s.id in wanted]
    elif name == "proofnet":
        out = load_proofnet()
    else:
        path = Path(name)
        if not path.is_file():
            raise DatasetError(f"dataset {name!r}: not one of {', '.join(NAMED)} and not a file")
        out = read_statements(path)
    return out[:limit] if limit is not None else out


def read_statements(path: Path) -> list[NLStatement]:
    out: list[NLStatement] = []
    for n, line in text_lines(path, allow_empty=True):  # streamed, each line under the size cap
        try:
            out.append(NLStatement.model_validate(json_loads(line, f"{path}:{n}")))
        except ValueError as exc:
            raise DatasetError(f"{path}:{n}: not a statement record: {str(exc).splitlines()[0]}") from exc
    ids = [s.id for s in out]
    if len(set(ids)) != len(ids):
        raise DatasetError(f"{path}: duplicate statement ids")
    return out


def proofnet_nl(informal: str) -> str:
    """The statement part of a ProofNet `informal_stmt` (which carries its proof after it)."""
    return informal.split("\\begin{proof}", 1)[0].strip()


def load_proofnet(path: Path | None = None) -> list[NLStatement]:
    path = path or shared_data_dir().joinpath(*PROOFNET_FILE)
    if not path.is_file():
        raise DatasetError(f"ProofNet not found at {path} (set PARACERT_SHARED_DATA)")
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        raw = json.loads(line)
        if not raw.get("informal_stmt"):
            continue  # 3 records have no informal statement
        header = raw.get("header", "")
        opens = "\n".join(ln for ln in header.splitlines() if ln.startswith("open "))
        out.append(NLStatement(
            id=raw["name"], source=f"ProofNet ({raw.get('source', '')})", nl=proofnet_nl(raw["informal_stmt"]),
            formal_statement=raw["formal_statement"], profile="mathlib" if "import Mathlib" in header else "core",
            context=opens, provenance="ProofNet informal_stmt, proof removed (rahul3613/ProofNet-lean4 @ 6deae98)",
        ))
    return out


def required_profile(statements: list[NLStatement]) -> str:
    """'mathlib' when any statement needs Mathlib, else 'core'."""
    return "mathlib" if any(s.profile == "mathlib" for s in statements) else "core"


def profile_refusal(statements: list[NLStatement], profile: str, dataset: str) -> str | None:
    """Why the run cannot use `profile` for these statements, or None."""
    if required_profile(statements) == "mathlib" and profile not in ("mathlib", "vocabulary"):
        n = sum(1 for s in statements if s.profile == "mathlib")
        return (
            f"{dataset}: {n} statements are stated against Mathlib (their header imports Mathlib); the "
            f"{profile} profile cannot elaborate their formalizations. Pass --profile vocabulary (read against "
            "paracert's Mathlib vocabulary, and certified) or --profile mathlib (needs a native Lean toolchain "
            "with Mathlib; compile figures only)."
        )
    return None

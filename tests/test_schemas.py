"""The committed JSON schemas (docs/schemas/) are those the models generate now."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from paracert import schemas

COMMITTED = Path(__file__).resolve().parent.parent / "docs" / "schemas"


def test_the_committed_schemas_are_current() -> None:
    problems = schemas.stale(COMMITTED)
    assert not problems, (
        "stale JSON schemas:\n  " + "\n  ".join(problems) + f"\nregenerate them with `{schemas.REGENERATE}`")


def test_a_stale_missing_or_orphaned_schema_is_named(tmp_path: Path, capsys) -> None:
    directory = Path(shutil.copytree(COMMITTED, tmp_path / "schemas"))
    verdict = directory / "verdict.schema.json"
    schema = json.loads(verdict.read_text(encoding="utf-8"))
    schema["properties"].pop("error_kind")  # as if the model had gained a field since
    verdict.write_text(json.dumps(schema, indent=2) + "\n", encoding="utf-8")
    (directory / "manifest.schema.json").unlink()
    (directory / "old-format.schema.json").write_text("{}\n", encoding="utf-8")
    assert schemas.main(["--check", "--dir", str(directory)]) == 1
    err = capsys.readouterr().err
    assert f"{verdict}: differs from its model PairVerdict; regenerate with `{schemas.REGENERATE}`" in err
    assert "manifest.schema.json: missing" in err and "old-format.schema.json: no format" in err
    assert schemas.main(["--write", "--dir", str(directory)]) == 0
    assert schemas.main(["--check", "--dir", str(directory)]) == 0
    assert not (directory / "old-format.schema.json").exists()


def test_the_schemas_carry_the_typed_values() -> None:
    verdict = json.loads((COMMITTED / "verdict.schema.json").read_text(encoding="utf-8"))
    attempt = verdict["$defs"]["Attempt"]["properties"]
    assert attempt["role"]["enum"][0] == "cert" and "not_run" in attempt["status"]["enum"]
    assert "relation_inverted" in verdict["$defs"]["ErrorKind"]["enum"]
    message = json.loads((COMMITTED / "item-result.schema.json").read_text(encoding="utf-8"))
    assert message["$defs"]["LeanMessage"]["properties"]["severity"]["enum"] == ["information", "warning", "error"]

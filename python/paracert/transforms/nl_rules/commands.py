"""`paracert rules list|apply`: the natural-language paraphrase rules.

rules list  [--category C] [--json]          table of id, category, description (JSON: every field)
rules apply TEXT | --file FILE [--rule ID ...] [--category C] [--json]
            one output per rule that fires on each statement (each from the original statement);
            FILE is .txt (one statement per line) or .jsonl (field informal_stmt, nl or text; records
            whose field is null are skipped with a note on stderr).

Exit codes: 0 ok, 2 usage error (unknown rule id or category, unreadable or malformed input).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from paracert.errors import InputError, ParacertError, Tally, UsageError, json_loads, text_lines, utf8_argument
from paracert.transforms.nl_rules.engine import apply_all
from paracert.transforms.nl_rules.guards import GUARDS
from paracert.transforms.nl_rules.model import NLRule
from paracert.transforms.nl_rules.registry import all_rules, get_rule, rules_in

TEXT_FIELDS = ("informal_stmt", "nl", "text")
ID_FIELDS = ("id", "name")


def register(sub: argparse._SubParsersAction) -> None:
    rules = sub.add_parser("rules", help="deterministic natural-language paraphrase rules: list, apply")
    rules_sub = rules.add_subparsers(dest="rules_command", metavar="ACTION")

    ls = rules_sub.add_parser("list", help="list the rules (id, category, description)")
    ls.add_argument("--category", help="only this category")
    ls.add_argument("--json", action="store_true", help="every field of every rule, as JSON")
    ls.set_defaults(func=cmd_list)

    ap = rules_sub.add_parser("apply", help="apply the rules to a statement or a file of statements")
    ap.add_argument("text", nargs="?", type=utf8_argument, help="the statement (or use --file)")
    ap.add_argument("--file", type=Path, help=".txt (one statement per line) or .jsonl (informal_stmt / nl / text)")
    ap.add_argument("--rule", action="append", dest="rule_ids", metavar="ID", help="only this rule (repeatable)")
    ap.add_argument("--category", help="only rules of this category")
    ap.add_argument("--json", action="store_true", help="results as JSON")
    ap.set_defaults(func=cmd_apply)

    rules.set_defaults(func=lambda a: (rules.print_help(sys.stderr), 2)[1])


def _fail(message: str) -> int:
    print(f"paracert rules: error: {message}", file=sys.stderr)
    return 2


def _select(rule_ids: list[str] | None, category: str | None) -> list[NLRule]:
    try:
        selected = [get_rule(r) for r in rule_ids] if rule_ids else all_rules()
        if category:
            in_category = {r.id for r in rules_in(category)}
            selected = [r for r in selected if r.id in in_category]
    except KeyError as exc:
        raise UsageError(exc.args[0]) from None
    if not selected:
        raise UsageError(f"no rule is both among --rule {', '.join(rule_ids or [])} and in category {category!r}")
    return selected


def cmd_list(args: argparse.Namespace) -> int:
    try:
        rules = _select(None, args.category)
    except ParacertError as exc:
        return _fail(str(exc))
    if args.json:
        listed = [{**r.to_json(), "guard_descriptions": {g: GUARDS[g].description for g in r.guards}} for r in rules]
        print(json.dumps(listed, indent=2, ensure_ascii=False))
        return 0
    table = Table(title=f"{len(rules)} natural-language rules", show_lines=False)
    table.add_column("id", no_wrap=True)
    table.add_column("category", no_wrap=True)
    table.add_column("description")
    for r in rules:
        table.add_row(r.id, r.category, r.description)
    Console(width=160 if not sys.stdout.isatty() else None).print(table)
    return 0


def _statements_from_file(path: Path) -> list[tuple[str, str]]:
    """(label, statement) pairs from a .txt or .jsonl file."""
    # a regular, non-empty UTF-8 file (bad bytes named by offset), streamed, each line under the size cap
    if path.suffix != ".jsonl":
        return [(f"{path}:{n}", line) for n, line in text_lines(path, "--file")]
    statements = []
    skipped = Tally(lambda message: print(f"paracert rules: {message}", file=sys.stderr))  # a few, then a count
    for n, line in text_lines(path, "--file"):
        try:
            record = json_loads(line, f"{path}:{n}")
        except json.JSONDecodeError as exc:
            raise InputError(f"{path}:{n}: not JSON ({exc.msg})") from None
        if not isinstance(record, dict):
            raise InputError(f"{path}:{n}: expected a JSON object")
        text = next((record[f] for f in TEXT_FIELDS if isinstance(record.get(f), str)), None)
        if text is None:
            if any(f in record and record[f] is None for f in TEXT_FIELDS):
                skipped.add("statement is null", f"{path}:{n}: statement is null, skipped")
                continue
            raise InputError(f"{path}:{n}: no string field among {', '.join(TEXT_FIELDS)}")
        label = next((str(record[f]) for f in ID_FIELDS if record.get(f) is not None), f"{path}:{n}")
        statements.append((label, text))
    skipped.close("lines", "skipped")
    return statements


def cmd_apply(args: argparse.Namespace) -> int:
    try:
        if (args.text is None) == (args.file is None):
            raise UsageError("give either a statement TEXT or --file FILE (exactly one)")
        rules = _select(args.rule_ids, args.category)
        statements = [("text", args.text)] if args.file is None else _statements_from_file(args.file)
    except ParacertError as exc:
        return _fail(str(exc))
    results: list[dict[str, Any]] = []
    for label, statement in statements:
        applications = apply_all(statement, rules)
        results.append({"label": label, "original": statement,
                        "applications": [a.model_dump(mode="json") for a in applications]})
    if args.json:
        print(json.dumps(results, indent=2, ensure_ascii=False))
    else:
        for result in results:
            print(f"== {result['label']}: {len(result['applications'])} rule(s) fired")
            for a in result["applications"]:
                print(f"[{a['rule_id']}] {a['text']}")
    fired = sum(len(r["applications"]) for r in results)
    print(f"{fired} rewrite(s) from {len(rules)} rule(s) over {len(statements)} statement(s)", file=sys.stderr)
    return 0

"""report.html in a real browser: Playwright driving Debian's chromium (`executable_path`, since
Playwright's own browser download cannot run here). The report comes from real recorded answers
(8 models on the 25 FALSE controls) with the Lean verdicts of certificates/verdicts.jsonl, through
the README's eval and report commands.

Skipped (with the reason) when playwright or a chromium binary is missing; `.ci/run` installs both.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conftest import ROOT, run_cli

pytestmark = pytest.mark.browser

CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome", "chrome")

SECTIONS = (
    "Certification coverage",
    "Per-model figures",
    "Per-family SCR",
    "FALSE controls",
    "Inconsistent theorems",
    "Failure rate per family",
    "IG distribution",
    "Ranking reversals",
    "Audit flags",
    "Cochran's Q per theorem",
    "McNemar per model and family",
    "Agreement across models (Fleiss' kappa per family)",
    "PutnamGAP robustness R",
    "Family weights and rankings (NFB, Pareto)",
    "Selector (uniform profile over variant families)",
)


def chromium_binary() -> str | None:
    for name in CHROMIUM_NAMES:
        path = shutil.which(name)
        if path:
            return path
    return None


@pytest.fixture(scope="module")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e .[dev])")
    exe = chromium_binary()
    if exe is None:
        pytest.skip("no chromium binary on PATH (apt-get install chromium)")
    with sync_api.sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=exe, args=["--no-sandbox"])
        yield b
        b.close()


@pytest.fixture(scope="module")
def report_html(tmp_path_factory, shared_data: Path) -> Path:
    out = tmp_path_factory.mktemp("browser") / "fc"
    dataset = shared_data / "forminv" / "false_controls_pilot.jsonl"
    verdicts = ROOT / "certificates" / "verdicts.jsonl"
    if not verdicts.is_file():
        pytest.skip(f"{verdicts} not found")
    ev = run_cli(
        "eval", str(dataset), "--provider", "replay", "--model", "all",
        "--verdicts", str(verdicts), "--out", str(out), "--no-report",
    )  # fmt: skip
    assert ev.returncode == 0, ev.stderr.decode()
    rep = run_cli("report", str(out))
    assert rep.returncode == 0, rep.stderr.decode()
    return out / "report.html"


def test_report_html_in_chromium(browser, report_html: Path) -> None:
    page = browser.new_page()
    try:
        page.goto(report_html.as_uri())
        page.wait_for_load_state("load")
        headings = [h.strip() for h in page.locator("h1, h2").all_inner_texts()]
        assert headings[0].startswith("paracert report:") and "false_controls_pilot" in headings[0]
        for section in SECTIONS:
            assert section in headings, f"section {section!r} missing; headings: {headings}"
        # a replayed run: the warning banner is on top, and visible
        banner = page.locator("p.warning").first
        assert banner.is_visible()
        assert "replay" in banner.inner_text().lower()
        images = page.evaluate(
            "() => Array.from(document.images).map(i => ({alt: i.alt, complete: i.complete, w: i.naturalWidth,"
            " h: i.naturalHeight}))"
        )
        assert len(images) == 3, images
        for img in images:
            assert img["complete"] and img["w"] > 0 and img["h"] > 0, f"image not loaded: {img}"
        # every table has a header and at least one row; no empty metadata value
        tables = page.evaluate(
            "() => Array.from(document.querySelectorAll('table')).map(t => t.querySelectorAll('tbody tr').length)"
        )
        assert tables and all(n > 0 for n in tables), tables
        meta = page.evaluate(
            "() => Array.from(document.querySelector('table').querySelectorAll('tbody tr'))"
            ".map(r => Array.from(r.cells).map(c => c.innerText.trim()))"
        )
        assert all(len(r) == 2 and r[0] and r[1] for r in meta), meta
        # no script or remote resource in a standalone report
        assert page.locator("script").count() == 0
        assert page.evaluate("() => performance.getEntriesByType('resource').map(e => e.name)") == []
    finally:
        page.close()

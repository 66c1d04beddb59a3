"""The docs site end to end: `easel docs` builds the project's guide and the seed documents; every
page parses as HTML5 without errors (html5lib, strict); one page opened in headless Chromium shows
its previews, switches platform, and its "Run live & edit" opens the Studio with that example."""

import glob
import os
import subprocess
import tempfile

import html5lib
import pytest
from selenium.webdriver.support.ui import WebDriverWait

from test_studio import ROOT, SCREENSHOTS, SEEDS, browser, easel_binary, shot, studio, wait_for_preview, wait_idle  # noqa: F401


def build(tmp_path, input_dir, *extra):
    # Under pytest's own temporary folder, which it prunes: a folder of our own stayed behind
    # after every run.
    site = tempfile.mkdtemp(prefix="easel-site-", dir=tmp_path)
    run = subprocess.run([easel_binary(), "docs", input_dir, "-o", site, "--check", *extra], capture_output=True, text=True)
    return site, run


def strict_parse(path):
    with open(path, "rb") as f:
        parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False)
        return parser.parse(f)


def test_the_guide_builds_with_every_example_rendering_and_valid_html(tmp_path):
    site, run = build(tmp_path, os.path.join(ROOT, "Docs", "guide"))
    assert run.returncode == 0, run.stderr
    assert "0 failing" in run.stdout
    pages = sorted(glob.glob(os.path.join(site, "*.html")))
    assert len(pages) >= 5  # the index and the guide's pages
    for page in pages:
        tree = strict_parse(page)  # raises on any parse error
        if not page.endswith("index.html"):
            badges = [e.text for e in tree.iter("span") if "badge" in (e.get("class") or "")]
            assert badges and all("✓" in b for b in badges), (page, badges)
            for img in tree.iter("img"):
                assert os.path.exists(os.path.join(site, img.get("src"))), img.get("src")


def test_a_docc_catalog_builds_with_check_as_valid_html_with_highlighted_code(tmp_path):
    catalog = os.path.join(ROOT, "Tests", "Fixtures", "DocCPackage", "Sources", "ToolbarKit", "ToolbarKit.docc")
    site, run = build(tmp_path, catalog)
    assert run.returncode == 0, run.stderr
    assert "2 pages, 3 examples, 0 failing" in run.stdout
    assert "ToolbarKit.md:38: DocC directive @Unheard is not known to Easel" in run.stderr, "--check names what it could not show"
    for page in ["ToolbarKit.html", "GettingStarted.html"]:
        tree = strict_parse(os.path.join(site, page))
        assert any("hl-keyword" in (e.get("class") or "") for e in tree.iter("span")), "the code is highlighted"
        for img in tree.iter("img"):
            assert os.path.exists(os.path.join(site, img.get("src"))), img.get("src")


def test_check_fails_for_a_broken_example_and_names_its_line(tmp_path):
    folder = tempfile.mkdtemp(prefix="easel-docs-in-", dir=tmp_path)
    with open(os.path.join(folder, "broken.md"), "w") as f:
        # An Int where Text(verbatim:) takes a String: an error Swift itself makes (an unknown name
        # would only be a note, spec R3).
        f.write("# Broken\n\n```swift\nstruct B: View { var body: some View { Text(verbatim: 42) } }\n```\n")
    _, run = build(tmp_path, folder)
    assert run.returncode == 1
    assert "broken.md:4:" in run.stderr and "cannot convert value of type 'Int'" in run.stderr


def test_seed_pages_render_and_a_page_works_in_chromium(tmp_path, studio, browser):  # noqa: F811
    if not os.path.isdir(SEEDS):
        pytest.skip("the seed documents are not on this machine")
    url, _, _ = studio
    site, run = build(tmp_path, SEEDS, "--studio-url", url)
    assert run.returncode == 0, run.stderr
    for page in glob.glob(os.path.join(site, "*.html")):
        strict_parse(page)
    page = next(p for p in sorted(glob.glob(os.path.join(site, "000_*.html"))))
    browser.get("file://" + page)
    images = lambda d: d.execute_script(
        "return [...document.querySelectorAll('figure:not([hidden]) img')].map(i => i.complete && i.naturalWidth > 0)")
    WebDriverWait(browser, 20).until(lambda d: images(d) and all(images(d)))
    assert "✓ renders" in browser.find_element("css selector", ".example .badge").text
    shot(browser, "docs-seed-000")
    # The platform switcher shows one picture at a time.
    browser.find_element("css selector", ".switcher button[data-platform='macos']").click()
    shown = browser.execute_script("return [...document.querySelectorAll('.example figure')].filter(f => !f.hidden).map(f => f.dataset.platform)")
    assert shown == ["macos"]
    WebDriverWait(browser, 20).until(lambda d: images(d) and all(images(d)))
    shot(browser, "docs-seed-000-macos")
    # Run live & edit: the Studio opens with the example as a document.
    browser.find_element("css selector", ".example a.studio").click()
    wait_for_preview(browser, "<svg")
    wait_idle(browser)
    source = browser.execute_script("return document.querySelector('.CodeMirror').CodeMirror.getValue()")
    assert source.startswith("struct ToolbarCustomizationBehaviorDemo: View")
    assert browser.execute_script("return document.getElementById('document').value").startswith("docs-000")
    shot(browser, "docs-run-live")

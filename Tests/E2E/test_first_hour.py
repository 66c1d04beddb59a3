"""A newcomer's first hour with the Studio (issue "The first hour"), in a real headless Chromium:
the Studio started from another directory finds its bundled examples; every example opens on
iPhone, iPad and Mac (each screenshot is saved under Tests/E2E/screenshots/first-hour-*.png);
a typo shows "did you mean" with a one-click fix; a syntax error marks the preview stale; the
header fits 1280 px; the iPhone frame fits the pane; Customize Toolbar… shows only where
something can be customized."""

import os
import shutil
import subprocess
import tempfile

import pytest
from selenium.webdriver.support.ui import WebDriverWait

from test_studio import ROOT, browser, easel_binary, free_port, select_document, set_source, shot, start_studio, wait_for_preview, wait_idle  # noqa: F401


@pytest.fixture()
def studio_elsewhere():
    """`easel studio` with no --examples, started in an empty directory outside the repository."""
    data = tempfile.mkdtemp(prefix="easel-first-hour-")
    elsewhere = tempfile.mkdtemp(prefix="easel-cwd-")
    process, url = start_studio(data, free_port(), cwd=elsewhere)
    yield url
    process.kill()
    process.wait(timeout=10)
    shutil.rmtree(data, ignore_errors=True)
    shutil.rmtree(elsewhere, ignore_errors=True)


def set_platform(driver, platform):
    driver.execute_script(f"const p = document.getElementById('platform'); p.value = '{platform}'; p.dispatchEvent(new Event('change'))")
    wait_idle(driver)


def open_page(driver, url):
    """The Studio's page, once its first preview is drawn."""
    driver.get(url + "/")
    wait_for_preview(driver, "<svg")
    wait_idle(driver)


def show(driver, platform, name):
    """The document `name` on `platform`, once its preview is drawn."""
    set_platform(driver, platform)
    select_document(driver, name)
    wait_for_preview(driver, "<svg")
    wait_idle(driver)


def test_a_newcomer_walks_through_every_bundled_example(studio_elsewhere, browser):
    url = studio_elsewhere
    browser.set_window_size(1280, 860)
    open_page(browser, url)
    documents = browser.execute_script("return [...document.getElementById('document').options].map(o => o.value)")
    bundled = sorted(name[:-6] for name in os.listdir(os.path.join(ROOT, "Examples")) if name.endswith(".swift"))
    assert set(bundled) <= set(documents), "the bundled examples are found wherever the Studio is started"
    # The header fits 1280 px on one line.
    assert browser.execute_script("return document.querySelector('header').getBoundingClientRect().height") < 56
    for platform in ["ios", "ipados", "macos"]:
        set_platform(browser, platform)
        for name in bundled:
            select_document(browser, name)
            wait_for_preview(browser, "<svg")
            wait_idle(browser)
            shot(browser, f"first-hour-{name}-{platform}")
            if platform == "ios":
                # The iPhone frame is scaled to fit the pane, not cut off at the bottom.
                box = browser.execute_script("const r = document.querySelector('#preview svg').getBoundingClientRect(); return [r.bottom, window.innerHeight]")
                assert box[0] <= box[1] + 1, f"{name}: the iPhone frame runs past the window ({box})"
    # tvOS is drawn at a legible scale: at least 960 px wide, the pane scrolling.
    show(browser, "tvos", "GalleryGrid")
    assert browser.execute_script("return document.querySelector('#preview svg').getBoundingClientRect().width") >= 959
    shot(browser, "first-hour-GalleryGrid-tvos")
    # Customize Toolbar… only where something is editable: an iPhone edits no toolbar.
    show(browser, "ios", "CustomizableEditor")
    assert not browser.find_element("id", "customize").is_displayed()
    set_platform(browser, "ipados")
    wait_idle(browser)
    assert browser.find_element("id", "customize").is_displayed()


def test_a_typo_offers_its_fix_and_a_syntax_error_marks_the_preview_stale(studio_elsewhere, browser):
    url = studio_elsewhere
    open_page(browser, url)
    set_source(browser, "struct Probe: View {\n    var body: some View {\n        VStak { Text(\"Hello\") }\n            .toolbar { Button(\"Keep\") { } }\n    }\n}\n")
    WebDriverWait(browser, 20).until(lambda d: "did you mean 'VStack'?" in d.find_element("id", "diagnostics").text)
    assert browser.find_elements("css selector", ".marker.warning"), "the typo is marked in the gutter"
    shot(browser, "first-hour-typo")
    browser.find_element("css selector", "#diagnostics button.fix").click()
    WebDriverWait(browser, 20).until(lambda d: "VStack {" in d.execute_script("return document.querySelector('.CodeMirror').CodeMirror.getValue()"))
    WebDriverWait(browser, 20).until(lambda d: "did you mean" not in d.find_element("id", "diagnostics").text)
    wait_for_preview(browser, "Keep")
    # Break it: the last good picture stays, marked as such.
    set_source(browser, "struct Probe: View {\n    var body: some View {\n        VStack { Text(\"Hello\") }\n            .navigationTitle(\"x\"\n            .toolbar { Button(\"Keep\") { } }\n    }\n}\n")
    WebDriverWait(browser, 20).until(lambda d: d.find_element("id", "stale").is_displayed())
    assert "last good render" in browser.find_element("id", "stale").text
    assert "Keep" in browser.execute_script("return document.getElementById('preview').innerHTML")
    shot(browser, "first-hour-stale")


def test_tapping_add_presents_the_sheet_with_its_own_bar(studio_elsewhere, browser):
    """Point 4: the drawn "+" names the button whose action runs; the sheet it presents is drawn."""
    url = studio_elsewhere
    open_page(browser, url)
    set_platform(browser, "ios")
    select_document(browser, "PodcastSheet")
    wait_for_preview(browser, "data-identity")
    assert 'class="sheet"' not in browser.execute_script("return document.getElementById('preview').innerHTML")
    plus = browser.find_element("css selector", "#preview g.item[data-placement='primaryAction'][data-identity]")
    plus.click()
    wait_for_preview(browser, 'class="sheet"')
    html = browser.execute_script("return document.getElementById('preview').innerHTML")
    assert "Follow" in html, "the sheet's own toolbar is drawn on it"
    shot(browser, "first-hour-sheet")


def test_the_seeds_site_builds_with_check(tmp_path):
    """The newcomer builds the seeds' docs site: it renders, and says which images are missing."""
    seeds = os.path.abspath(os.path.join(ROOT, "..", "shared", "seeds"))
    if not os.path.isdir(seeds):
        pytest.skip("no seed documents beside the repository")
    run = subprocess.run([easel_binary(), "docs", seeds, "-o", str(tmp_path / "site"), "--check"], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    missing = [line for line in run.stderr.splitlines() if ": missing image " in line]
    assert missing, "the seeds' images are not in the repository, and --check says so"
    pages = [p for p in os.listdir(tmp_path / "site") if p.endswith(".html")]
    for page in pages:
        text = (tmp_path / "site" / page).read_text()
        assert "::: " not in text.split("<pre")[0], f"{page} shows a ::: container as text"

"""A document edited in two places (issue 18), in a real headless Chromium: the page saves with the
version it loaded; when another tab saved first, the save is refused and the page says so,
keeping the person's text until they load the other version."""

import json
import urllib.request

from selenium.webdriver.support.ui import WebDriverWait

from test_studio import browser, open_document, studio, wait_idle  # noqa: F401


def api(url, method, path, body=None):
    request = urllib.request.Request(url + path, method=method, data=json.dumps(body).encode() if body is not None else None,
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=20) as response:
        return json.loads(response.read())


def test_a_save_from_a_stale_tab_is_refused_and_the_page_offers_the_newer_text(studio, browser):
    url, _, _ = studio
    open_document(browser, url, "GalleryInbox")
    before = api(url, "GET", "/api/documents/GalleryInbox")
    # Another tab saves first.
    elsewhere = before["source"].replace("Inbox", "Elsewhere", 1)
    api(url, "PUT", "/api/documents/GalleryInbox", {"source": elsewhere, "baseVersion": before["version"]})
    # This tab types: its save carries the old version and is refused; the page says so.
    browser.execute_script("const cm = document.querySelector('.CodeMirror').CodeMirror; cm.replaceRange('// mine\\n', {line: 0, ch: 0})")
    WebDriverWait(browser, 20).until(lambda d: not d.execute_script("return document.getElementById('conflict').hidden"))
    assert "// mine" in browser.execute_script("return document.querySelector('.CodeMirror').CodeMirror.getValue()"), "the person's text stays"
    assert api(url, "GET", "/api/documents/GalleryInbox")["source"] == elsewhere, "nothing was overwritten"
    browser.find_element("id", "load-theirs").click()
    WebDriverWait(browser, 20).until(lambda d: "Elsewhere" in d.execute_script("return document.querySelector('.CodeMirror').CodeMirror.getValue()"))
    wait_idle(browser)
    assert browser.execute_script("return document.getElementById('conflict').hidden")
    # Typing now saves at the new version.
    browser.execute_script("const cm = document.querySelector('.CodeMirror').CodeMirror; cm.replaceRange('// next\\n', {line: 0, ch: 0})")
    WebDriverWait(browser, 20).until(lambda d: api(url, "GET", "/api/documents/GalleryInbox")["source"].startswith("// next"))

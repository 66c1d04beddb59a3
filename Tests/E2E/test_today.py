"""Today's design in the Studio (issue "Today's SwiftUI"), in a real headless Chromium: the OS
release picker redraws the preview in the glass design of 27 or as 18 drew it; "scrolled"
minimizes the store's tab bar; "windowed" gives an iPad app its window controls (shown only for
iPadOS). Screenshots go to Tests/E2E/screenshots/today-*.png."""

from selenium.webdriver.support.ui import WebDriverWait

from test_first_hour import open_page, set_platform, show  # noqa: F401
from test_studio import browser, preview_html, shot, studio, wait_idle  # noqa: F401


def toggle(driver, control, on=True):
    driver.execute_script(f"const c = document.getElementById('{control}'); c.checked = {'true' if on else 'false'}; c.dispatchEvent(new Event('input'))")
    wait_idle(driver)


def pick_release(driver, release):
    driver.execute_script(f"const o = document.getElementById('os'); o.value = '{release}'; o.dispatchEvent(new Event('input'))")
    wait_idle(driver)


def test_the_release_picker_redraws_the_bars_in_the_design_of_that_release(studio, browser):
    url, _, _ = studio
    browser.set_window_size(1280, 860)
    open_page(browser, url)
    show(browser, "ios", "GlassMailbox")
    assert browser.execute_script("return document.getElementById('os').value") == "27", "today's release is the default"
    WebDriverWait(browser, 20).until(lambda d: 'class="glass' in preview_html(d))
    assert 'class="item search"' in preview_html(browser)
    shot(browser, "today-mailbox-27")
    pick_release(browser, "18")
    WebDriverWait(browser, 20).until(lambda d: 'class="glass' not in preview_html(d))
    # ToolbarSpacer and DefaultToolbarItem are 26's: the diagnostics say so, at their lines.
    WebDriverWait(browser, 20).until(lambda d: "unavailable-api" in d.find_element("id", "diagnostics").text)
    shot(browser, "today-mailbox-18")


def test_scrolled_minimizes_the_tab_bar_and_windowed_shows_an_ipad_windows_controls(studio, browser):
    url, _, _ = studio
    browser.set_window_size(1280, 860)
    open_page(browser, url)
    show(browser, "ios", "GlassStore")
    pick_release(browser, "27")
    WebDriverWait(browser, 20).until(lambda d: 'tab-bar glass' in preview_html(d))
    assert ">Featured item 1<" in preview_html(browser)
    toggle(browser, "scrolled")
    WebDriverWait(browser, 20).until(lambda d: ">Featured item 1<" not in preview_html(d))
    shot(browser, "today-store-scrolled")
    toggle(browser, "scrolled", on=False)
    assert browser.execute_script("return document.getElementById('windowed-label').hidden"), "windowed is an iPadOS switch"
    set_platform(browser, "ipados")
    assert not browser.execute_script("return document.getElementById('windowed-label').hidden")
    show(browser, "ipados", "GlassMailbox")
    toggle(browser, "windowed")
    WebDriverWait(browser, 20).until(lambda d: 'class="traffic-light"' in preview_html(d))
    shot(browser, "today-ipad-windowed")

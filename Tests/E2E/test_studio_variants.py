"""A file's previews and its variants in the Studio (issue 31), in a real headless Chromium: a
PreviewProvider's two previews are two tabs, each drawing its own bar; the variant pickers reach
the render (the answer names the variant drawn); the Variants view shows the preview in each
pseudolanguage side by side. Screenshots go to Tests/E2E/screenshots/."""

from selenium.webdriver.support.ui import WebDriverWait

from test_studio import browser, set_source, shot, studio, wait_for_preview, wait_idle  # noqa: F401

PROVIDERS = """import SwiftUI
struct Inbox: View {
    let title: String
    var body: some View {
        NavigationStack {
            List { Text("First \\(title.lowercased())"); Text("Second") }
                .navigationTitle(title)
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button("Archive \\(title)") { } }
                    ToolbarItem(placement: .bottomBar) { Button("Compose") { } }
                }
        }
    }
}
struct Inbox_Previews: PreviewProvider {
    static var previews: some View {
        Inbox(title: "Mail").previewDisplayName("Mail")
        Inbox(title: "Notes").previewDisplayName("Notes")
    }
}
"""


def preview_html(driver):
    return driver.execute_script("return document.getElementById('preview').innerHTML")


def open_providers(driver, url):
    driver.get(url + "/")
    wait_for_preview(driver, "<svg")
    wait_idle(driver)
    driver.execute_script("const p = document.getElementById('platform'); p.value = 'ios'; p.dispatchEvent(new Event('change'))")
    set_source(driver, PROVIDERS)
    wait_for_preview(driver, "Archive Mail")
    wait_idle(driver)


def test_a_providers_previews_are_tabs_each_with_its_own_bar(studio, browser):
    url, _, _ = studio
    open_providers(browser, url)
    tabs = browser.find_elements("css selector", "#preview-tabs button")
    assert [t.text for t in tabs] == ["Mail", "Notes"]
    assert "current" in tabs[0].get_attribute("class")
    assert "Archive Notes" not in preview_html(browser), "one preview at a time, nothing merged"
    tabs[1].click()
    wait_for_preview(browser, "Archive Notes")
    wait_idle(browser)
    assert "Archive Mail" not in preview_html(browser)
    assert "current" in browser.find_elements("css selector", "#preview-tabs button")[1].get_attribute("class")
    shot(browser, "previews-as-tabs")


def test_the_variant_pickers_and_the_variants_view(studio, browser):
    url, _, _ = studio
    open_providers(browser, url)
    browser.execute_script("const s = document.getElementById('direction'); s.value = 'rtl'; s.dispatchEvent(new Event('change'))")
    WebDriverWait(browser, 20).until(lambda d: d.execute_script("return lastResult && lastResult.variant.layoutDirection") == "rtl")
    wait_idle(browser)
    shot(browser, "right-to-left")
    browser.execute_script("const s = document.getElementById('direction'); s.value = ''; s.dispatchEvent(new Event('change'))")
    wait_idle(browser)
    browser.find_element("id", "variants").click()
    WebDriverWait(browser, 60).until(lambda d: len(d.find_elements("css selector", "#variants-view figure svg")) == 5)
    captions = [f.text for f in browser.find_elements("css selector", "#variants-view figcaption")]
    assert captions == ["base", "double-length", "accented", "bounded", "right-to-left"]
    assert browser.find_element("id", "preview").get_attribute("hidden") is not None
    shot(browser, "variants-view")

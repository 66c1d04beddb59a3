// Previews and variants (issue "Every variant"), served as /studio-variants.js and loaded before
// /studio.js: a tab per preview of the file shown (a provider's children, each #Preview), the
// variant pickers (language, direction, orientation, text size — the CLI's --locale,
// --layout-direction, --orientation, --dynamic-type), and the Variants view: the preview shown
// across the languages, text sizes or orientations, side by side. studio.js calls
// easelVariantFields (each request's fields) and easelShowPreviews (after each answer).
let chosenPreview = null, variantsOn = false, variantsToken = 0;
const variantAxes = {
  languages: [["base", {}], ["double-length", { locale: "double-length" }], ["accented", { locale: "accented" }],
              ["bounded", { locale: "bounded" }], ["right-to-left", { locale: "right-to-left" }]],
  "text sizes": [["large", {}], ["xxxLarge", { dynamicType: "xxxLarge" }], ["accessibility3", { dynamicType: "accessibility3" }],
                 ["accessibility5", { dynamicType: "accessibility5" }]],
  orientations: [["portrait", { orientation: "portrait" }], ["landscape", { orientation: "landscape" }]],
  directions: [["left-to-right", { layoutDirection: "ltr" }], ["right-to-left", { layoutDirection: "rtl" }]],
};
const byId = (id) => document.getElementById(id);
const escapeText = (text) => String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
// What each request adds: the preview picked in the tabs and the variant chosen. An orientation
// stands for the device's size, so the width slider is not sent with it.
window.easelVariantFields = () => {
  const fields = {};
  if (chosenPreview !== null) fields.view = chosenPreview;
  const locale = byId("locale").value.trim();
  if (locale) fields.locale = locale;
  if (byId("direction").value) fields.layoutDirection = byId("direction").value;
  if (byId("orientation").value) { fields.orientation = byId("orientation").value; fields.width = undefined; }
  if (byId("text-size").value) fields.dynamicType = byId("text-size").value;
  return fields;
};
// After each answer: a tab per preview of the file when it has more than one, the one drawn marked.
window.easelShowPreviews = (result) => {
  const names = result.previews || [];
  const tabs = byId("preview-tabs");
  tabs.hidden = names.length < 2;
  tabs.innerHTML = names.map(name =>
    `<button data-preview="${escapeText(name)}" class="${name === result.preview ? "current" : ""}">${escapeText(name)}</button>`).join("");
  if (variantsOn) renderVariants();
};
byId("preview-tabs").addEventListener("click", (event) => {
  const tab = event.target.closest("button[data-preview]");
  if (!tab) return;
  chosenPreview = tab.dataset.preview;
  render();
});
// A new document or file starts at its first preview.
byId("document").addEventListener("change", () => { chosenPreview = null; });
for (const id of ["locale", "direction", "orientation", "text-size"]) byId(id).addEventListener("change", () => render());
byId("variants").addEventListener("click", () => {
  variantsOn = !variantsOn;
  byId("variants").classList.toggle("on", variantsOn);
  byId("variants-view").hidden = !variantsOn;
  byId("variant-axis").hidden = !variantsOn;
  byId("preview").hidden = variantsOn;
  if (variantsOn) renderVariants();
});
byId("variant-axis").addEventListener("change", () => renderVariants());
// The preview in each variant of the chosen axis, one render after another (each waits its turn
// at the server like any other); the newest request wins.
async function renderVariants() {
  const token = ++variantsToken;
  const base = renderBody();
  const axis = variantAxes[byId("variant-axis").value];
  const pictures = [];
  for (const [name, fields] of axis) {
    const body = { ...base, ...fields };
    if (fields.orientation) delete body.width;
    let result;
    try {
      const response = await fetch("/api/render", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      result = response.ok ? await response.json() : { error: (await response.json()).error };
    } catch (error) { result = { error: String(error) }; }
    if (token !== variantsToken) return;
    pictures.push([name, result]);
  }
  byId("variants-view").innerHTML = pictures.map(([name, r]) => {
    const changes = (r.diagnostics || []).filter(d => d.severity === "error").length;
    return `<figure data-variant="${escapeText(name)}"><figcaption>${escapeText(name)}${changes ? ` · ${changes} error${changes === 1 ? "" : "s"}` : ""}</figcaption>` +
      (r.svg ? r.svg : `<div class="failed">${escapeText(r.error || "no picture")}</div>`) + `</figure>`;
  }).join("");
}

/// The Studio's page: source on the left, preview on the right, re-rendered as you type with
/// "latest wins" (a new render starts as soon as the previous one answers, with the latest text).
public enum StudioPage {
    public static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Easel Studio</title>
<link rel="stylesheet" href="/codemirror/lib/codemirror.css">
<script src="/codemirror/lib/codemirror.js"></script>
<script src="/codemirror/mode/swift/swift.js"></script>
<style>
  body { margin: 0; font: 13px Inter, DejaVu Sans, sans-serif; display: grid; grid-template-columns: 44% 56%; grid-template-rows: auto 1fr auto; height: 100vh; }
  header { grid-column: 1 / 3; display: flex; gap: 12px; align-items: center; padding: 8px 12px; background: #f5f5f7; border-bottom: 1px solid #ddd; }
  #source { font: 13px DejaVu Sans Mono, monospace; border: 0; border-right: 1px solid #ddd; padding: 12px; resize: none; }
  .editor { border-right: 1px solid #ddd; overflow: hidden; }
  .CodeMirror { height: 100%; font: 13px DejaVu Sans Mono, monospace; }
  .easel-gutter { width: 14px; }
  .marker { font-size: 11px; padding-left: 3px; }
  .marker.error { color: #d00; } .marker.warning { color: #c80; } .marker.note { color: #888; }
  .cm-easel-error { text-decoration: underline wavy #d00; } .cm-easel-warning { text-decoration: underline wavy #c80; }
  #diagnostics div { cursor: pointer; }
  #preview [data-identity] { cursor: pointer; }
  #preview { position: relative; }
  #editor-panel { display: none; position: absolute; top: 12px; left: 12px; right: 12px; background: #fff; border-radius: 10px;
                  box-shadow: 0 10px 40px rgba(0,0,0,.25); padding: 12px 16px; z-index: 2; }
  #editor-panel.open { display: block; }
  .row { display: flex; gap: 6px; min-height: 34px; padding: 6px; border: 1px dashed #bbb; border-radius: 8px; margin: 6px 0 10px; flex-wrap: wrap; }
  .chip { padding: 4px 10px; border-radius: 6px; background: #eef; border: 1px solid #ccd; user-select: none; }
  .chip[draggable="true"] { cursor: grab; } .chip.fixed { background: #f2f2f2; color: #777; }
  .rejection { color: #c00; min-height: 1.2em; }
  .tabs-edit td { padding: 2px 8px; }
  #preview { padding: 16px; background: #e9e9ee; min-height: 100%; box-sizing: border-box; }
  #preview svg { max-width: 100%; height: auto; box-shadow: 0 6px 24px rgba(0,0,0,.15); border-radius: 10px; }
  footer { grid-column: 1 / 3; padding: 6px 12px; border-top: 1px solid #ddd; max-height: 30vh; overflow: auto; }
  .error { color: #c00; } .warning { color: #a60; } .note { color: #666; }
</style>
</head>
<body>
<header>
  <strong>Easel Studio</strong>
  <select id="document"></select>
  <select id="platform"><option>ipados</option><option>ios</option><option>macos</option><option>watchos</option><option>tvos</option><option>visionos</option></select>
  <label>width <input id="width" type="range" min="200" max="1920" value="1024"></label>
  <label><input id="dark" type="checkbox"> dark</label>
  <button id="customize">Customize Toolbar…</button>
  <span id="timing"></span>
</header>
<div class="editor"><textarea id="source" spellcheck="false"></textarea></div>
<div id="preview-wrap" style="position: relative; overflow: auto;"><div id="editor-panel"></div><div id="preview"></div></div>
<footer id="diagnostics"></footer>
<script>
const $ = (id) => document.getElementById(id);
let inFlight = false, pending = false, marks = [], lastResult = null;
// CodeMirror from Debian's libjs-codemirror when it is served; a plain textarea otherwise.
const editor = window.CodeMirror
  ? CodeMirror.fromTextArea($("source"), { mode: "swift", lineNumbers: true, gutters: ["easel-gutter", "CodeMirror-linenumbers"], indentUnit: 4 })
  : { getValue: () => $("source").value, setValue: (v) => { $("source").value = v; }, on: (e, f) => $("source").addEventListener("input", f) };
function showDiagnostics(diagnostics) {
  if (editor.clearGutter) {
    editor.clearGutter("easel-gutter");
    marks.forEach(m => m.clear()); marks = [];
    for (const d of diagnostics.filter(d => d.line > 0)) {
      const marker = document.createElement("span");
      marker.className = `marker ${d.severity}`; marker.textContent = "●"; marker.title = d.message;
      editor.setGutterMarker(d.line - 1, "easel-gutter", marker);
      if (d.severity !== "note") marks.push(editor.markText({ line: d.line - 1, ch: Math.max(0, d.column - 1) },
        { line: d.line - 1, ch: d.column + 8 }, { className: `cm-easel-${d.severity}` }));
    }
  }
  $("diagnostics").innerHTML = diagnostics.map(d => `<div class="${d.severity}" data-line="${d.line}" data-column="${d.column}">${d.line}:${d.column} ${d.severity}: ${d.message.replace(/</g, "&lt;")} [${d.code}]</div>`).join("");
}
$("diagnostics").addEventListener("click", (event) => {
  const row = event.target.closest("div[data-line]");
  if (row && editor.setCursor) { editor.setCursor({ line: Number(row.dataset.line) - 1, ch: Number(row.dataset.column) - 1 }); editor.focus(); }
});
async function render() {
  if (inFlight) { pending = true; return; }
  inFlight = true;
  const started = performance.now();
  try {
    const response = await fetch("/api/render", { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ source: editor.getValue(), platform: $("platform").value, width: Number($("width").value),
                             document: $("document").value, colorScheme: $("dark").checked ? "dark" : "light" }) });
    const result = await response.json();
    if (response.ok) {
      const errors = result.diagnostics.filter(d => d.severity === "error");
      if (errors.length === 0 || !$("preview").innerHTML) $("preview").innerHTML = result.svg;
      showDiagnostics(result.diagnostics);
      lastResult = result;
      if ($("editor-panel").classList.contains("open")) drawEditor();
    } else {
      $("diagnostics").textContent = result.error || result.message || response.statusText;
    }
    const t = result.timings;
    const f = (x) => x.toFixed(2);
    $("timing").textContent = (t ? `parse ${f(t.parse)} · sema ${f(t.sema)} · evaluate ${f(t.evaluate)} · resolve ${f(t.resolve)} · draw ${f(t.draw)} ms · ` : "")
      + `${Math.round(performance.now() - started)} ms`;
  } finally {
    inFlight = false;
    if (pending) { pending = false; render(); }
  }
}
// Clicks in the preview run the interaction runtime on the server: buttons tap, toggles flip,
// a click along a slider sets its value there; the answer is the re-rendered preview.
$("preview").addEventListener("click", async (event) => {
  const target = event.target.closest("[data-identity]");
  if (!target) return;
  const identity = target.dataset.identity;
  const kind = target.dataset.kind || (target.getAttribute("class") || "").replace("interactive ", "");
  let interaction;
  if (kind === "Toggle") interaction = { toggle: identity };
  else if (kind === "Slider") {
    const box = target.getBoundingClientRect();
    interaction = { slide: { identity, fraction: (event.clientX - box.left) / Math.max(1, box.width) } };
  } else if (kind === "TextField" || kind === "TextEditor") {
    const text = window.prompt("Text", "");
    if (text === null) return;
    interaction = { setText: { identity, text } };
  } else interaction = { tap: identity };
  const response = await fetch("/api/interact", { method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ source: editor.getValue(), platform: $("platform").value, width: Number($("width").value),
                           document: $("document").value, colorScheme: $("dark").checked ? "dark" : "light", event: interaction }) });
  const result = await response.json();
  if (response.ok) { $("preview").innerHTML = result.svg; showDiagnostics(result.diagnostics); }
  else $("diagnostics").textContent = result.error || response.statusText;
});
// The customization editor (spec C2–C10, B5–B7): the toolbar's items in order, the palette,
// drag to add, move and remove; tabs with their visibility and order. Every change goes to the
// server, which accepts it or says why not.
$("customize").addEventListener("click", () => { $("editor-panel").classList.toggle("open"); drawEditor(); });
let customizing = 0;
async function customize(op, extra = {}) {
  customizing++;
  try { await sendCustomization(op, extra); } finally { customizing--; }
}
async function sendCustomization(op, extra) {
  const response = await fetch("/api/customize", { method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify(Object.assign({ source: editor.getValue(), platform: $("platform").value, document: $("document").value, op }, extra)) });
  const result = await response.json();
  $("editor-panel").dataset.rejection = response.ok ? "" : `${result.reason || "error"}: ${result.message || result.error}`;
  await render();
  drawEditor();
}
function chip(key, label, movable) {
  return `<span class="chip ${movable ? "" : "fixed"}" draggable="${movable}" data-key="${key}">${label.replace(/</g, "&lt;")}</span>`;
}
function drawEditor() {
  const panel = $("editor-panel");
  if (!lastResult || !panel.classList.contains("open")) return;
  const parts = [];
  for (const toolbar of lastResult.toolbars.filter(t => t.customizable)) {
    const byKey = Object.fromEntries(toolbar.items.map(i => [i.key, i]));
    const order = ((lastResult.customization || {})[toolbar.id] || { items: [] }).items;
    parts.push(`<div><strong>Toolbar “${toolbar.id}”</strong> ${toolbar.editable ? "" : "(not editable on this platform)"}</div>`);
    parts.push(`<div class="row" data-toolbar="${toolbar.id}" data-zone="bar">${order.filter(k => byKey[k]).map(k => chip(k, byKey[k].label || k, byKey[k].canMove)).join("")}</div>`);
    parts.push(`<div>Drag items here to remove them, or from here into the toolbar:</div>`);
    parts.push(`<div class="row" data-toolbar="${toolbar.id}" data-zone="palette">${toolbar.palette.map(k => chip(k, (byKey[k] || {}).label || k, true)).join("")}</div>`);
    parts.push(`<button data-op="reset" data-toolbar="${toolbar.id}">Reset</button> ` +
      ($("platform").value === "macos" ? `<button data-op="${toolbar.visible ? "hideToolbar" : "showToolbar"}" data-toolbar="${toolbar.id}">${toolbar.visible ? "Hide" : "Show"} Toolbar</button>
       <select data-display="${toolbar.id}">${["iconOnly", "labelOnly", "iconAndLabel"].map(m => `<option ${m === toolbar.displayMode ? "selected" : ""}>${m}</option>`).join("")}</select>` : ""));
  }
  const tabs = lastResult.tabs;
  if (tabs && tabs.customizable) {
    parts.push(`<div style="margin-top:10px"><strong>Tabs</strong> ${tabs.editable ? "" : "(not editable on this platform)"}</div><table class="tabs-edit">` +
      tabs.tabs.map(t => `<tr><td>${t.title}</td>` +
        ["sidebar", "tabBar"].map(p => `<td><label><input type="checkbox" data-tab="${t.key}" data-for="${p}" ${t.visible[p] ? "checked" : ""} ${t.canHide[p] ? "" : "disabled"}> ${p}</label></td>`).join("") +
        `<td><button data-tab-move="${t.key}" data-delta="-1" ${t.canMove ? "" : "disabled"}>↑</button><button data-tab-move="${t.key}" data-delta="1" ${t.canMove ? "" : "disabled"}>↓</button></td></tr>`).join("") +
      `</table><button data-tabs-reset="1">Reset tabs</button>`);
  }
  if (!parts.length) parts.push("<div>This source has no customizable toolbar or tab view.</div>");
  parts.push(`<div class="rejection">${panel.dataset.rejection || ""}</div>`);
  panel.innerHTML = parts.join("");
}
$("editor-panel").addEventListener("dragstart", (e) => {
  const key = e.target.dataset && e.target.dataset.key;
  if (!key) return;
  e.dataTransfer.setData("text/plain", JSON.stringify({ key, from: e.target.parentElement.dataset.zone, toolbar: e.target.parentElement.dataset.toolbar }));
});
$("editor-panel").addEventListener("dragover", (e) => { if (e.target.closest(".row")) e.preventDefault(); });
$("editor-panel").addEventListener("drop", (e) => {
  const row = e.target.closest(".row");
  if (!row) return;
  e.preventDefault();
  const { key, from, toolbar } = JSON.parse(e.dataTransfer.getData("text/plain"));
  const chips = [...row.querySelectorAll(".chip")];
  const over = e.target.closest(".chip");
  let index = over ? chips.indexOf(over) : chips.length;
  if (row.dataset.zone === "bar" && from === "bar") {
    const current = chips.findIndex(c => c.dataset.key === key);
    if (over === null) index = chips.length - 1;
    if (current !== index) customize({ move: key, to: index }, { toolbar });
  } else if (row.dataset.zone === "bar" && from === "palette") customize({ add: key, at: index }, { toolbar });
  else if (row.dataset.zone === "palette" && from === "bar") customize({ remove: key }, { toolbar });
});
$("editor-panel").addEventListener("click", (e) => {
  const t = e.target;
  if (t.dataset.op) customize({ [t.dataset.op]: true }, { toolbar: t.dataset.toolbar });
  if (t.dataset.tabMove) {
    const tab = lastResult.tabs.tabs.find(x => x.key === t.dataset.tabMove);
    const siblings = lastResult.tabs.tabs.filter(x => x.section === tab.section);
    const at = siblings.findIndex(x => x.key === tab.key) + Number(t.dataset.delta);
    if (at >= 0 && at < siblings.length && !tab.section) customize({ move: tab.key, to: at }, { tabs: true });
    else if (at >= 0 && at < siblings.length) customize({ move: tab.key, to: at, section: tab.section }, { tabs: true });
  }
  if (t.dataset.tabsReset) customize({ resetVisibility: true }, { tabs: true });
});
$("editor-panel").addEventListener("change", (e) => {
  const t = e.target;
  if (t.dataset.display) customize({ displayMode: t.value }, { toolbar: t.dataset.display });
  if (t.dataset.tab) customize(t.checked ? { show: t.dataset.tab, for: t.dataset.for } : { hide: t.dataset.tab, for: t.dataset.for }, { tabs: true });
});
// Only the latest load may fill the editor (a slower, older one must not overwrite it).
let loadToken = 0, loading = false;
async function load(id) {
  const token = ++loadToken;
  loading = true;
  try {
    const doc = await (await fetch(`/api/documents/${encodeURIComponent(id)}`)).json();
    if (token !== loadToken) return;
    editor.setValue(doc.source);
    await render();
  } finally {
    if (token === loadToken) loading = false;
  }
}
// For tests and tools: true when no load or render is under way.
window.easelIdle = () => !loading && !inFlight && !pending && customizing === 0;
let saveTimer;
editor.on("change", () => {
  render();
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => fetch(`/api/documents/${encodeURIComponent($("document").value)}`, { method: "PUT",
    headers: { "Content-Type": "application/json" }, body: JSON.stringify({ source: editor.getValue() }) }), 500);
});
for (const id of ["platform", "width", "dark"]) $(id).addEventListener("input", render);
$("platform").addEventListener("change", () => {
  const sizes = { ipados: 1024, ios: 393, macos: 1000, watchos: 198, tvos: 1920, visionos: 1280 };
  $("width").value = sizes[$("platform").value]; render();
});
$("document").addEventListener("change", () => load($("document").value));
(async () => {
  const { documents } = await (await fetch("/api/documents")).json();
  $("document").innerHTML = documents.map(d => `<option>${d.id}</option>`).join("");
  if (documents.length) load(documents[0].id);
})();
</script>
</body>
</html>
"""#
}

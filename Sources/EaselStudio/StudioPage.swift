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
  #preview { overflow: auto; padding: 16px; background: #e9e9ee; }
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
  <span id="timing"></span>
</header>
<div class="editor"><textarea id="source" spellcheck="false"></textarea></div>
<div id="preview"></div>
<footer id="diagnostics"></footer>
<script>
const $ = (id) => document.getElementById(id);
let inFlight = false, pending = false, marks = [];
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
    } else {
      $("diagnostics").textContent = result.error || result.message || response.statusText;
    }
    $("timing").textContent = `${Math.round(performance.now() - started)} ms`;
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
async function load(id) {
  const doc = await (await fetch(`/api/documents/${encodeURIComponent(id)}`)).json();
  editor.setValue(doc.source);
  render();
}
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

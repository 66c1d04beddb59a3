// The Studio's page, served as /studio.js: the preview re-rendered as you type with "latest wins"
// (a new render starts as soon as the previous one answers, with the latest text), the menus, the
// customization editor and the documents. /studio-project.js runs first; the hooks it sets
// (easelProjectStart, easelProjectLoad, easelProjectSave, easelProjectFields, easelProjectChanged,
// easelAfterShow) are called from here, as are /studio-variants.js's (easelVariantFields,
// easelShowPreviews).
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
      marker.className = `marker ${d.severity}`; marker.textContent = d.fixIts && d.fixIts.length ? "✎" : "●";
      marker.title = d.message + (d.fixIts && d.fixIts.length ? " — click to fix" : "");
      if (d.fixIts && d.fixIts.length) { marker.style.cursor = "pointer"; marker.addEventListener("mousedown", (e) => { e.preventDefault(); applyFix(d); }); }
      editor.setGutterMarker(d.line - 1, "easel-gutter", marker);
      if (d.severity !== "note") marks.push(editor.markText({ line: d.line - 1, ch: Math.max(0, d.column - 1) },
        { line: d.line - 1, ch: d.column + 8 }, { className: `cm-easel-${d.severity}` }));
    }
  }
  $("diagnostics").innerHTML = diagnostics.map((d, i) => `<div class="${d.severity}" data-line="${d.line}" data-column="${d.column}">${d.line}:${d.column} ${d.severity}: ${d.message.replace(/</g, "&lt;")} [${d.code}]` +
    (d.fixIts && d.fixIts.length ? `<button class="fix" data-fix="${i}">Fix: ${d.fixIts.map(f => f.replacement.replace(/</g, "&lt;") || "delete").join(", ")}</button>` : "") + `</div>`).join("");
  shownDiagnostics = diagnostics;
}
// A diagnostic's Fix-Its, applied to the source (last edit first, so earlier positions hold).
let shownDiagnostics = [];
function applyFix(d) {
  const edits = [...d.fixIts].sort((a, b) => b.line - a.line || b.column - a.column);
  for (const f of edits) {
    if (editor.replaceRange) editor.replaceRange(f.replacement, { line: f.line - 1, ch: f.column - 1 }, { line: f.endLine - 1, ch: f.endColumn - 1 });
  }
  render();
}
$("diagnostics").addEventListener("click", (event) => {
  const fix = event.target.closest("button[data-fix]");
  if (fix) { applyFix(shownDiagnostics[Number(fix.dataset.fix)]); return; }
  const row = event.target.closest("div[data-line]");
  if (row && editor.setCursor) { editor.setCursor({ line: Number(row.dataset.line) - 1, ch: Number(row.dataset.column) - 1 }); editor.focus(); }
});
// Rendering: over the live WebSocket when it is open (every keystroke is sent; the server renders
// the newest whenever it is free, "latest wins"), over POST /api/render otherwise.
let socket = null, sentSeq = 0, shownSeq = 0;
const sentAt = new Map();
// Keystroke-to-patched-preview times in ms, for the timing line and the browser tests.
window.easelStats = { keystrokeToPreview: [], liveAnswers: 0 };
function renderBody() {
  return { source: editor.getValue(), platform: $("platform").value, width: Number($("width").value),
           document: $("document").value, colorScheme: $("dark").checked ? "dark" : "light", ...releaseOptions(),
           ...(window.easelProjectFields ? window.easelProjectFields() : {}), ...window.easelVariantFields() };
}
function connect() {
  const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/live`);
  ws.onopen = () => { socket = ws; };
  ws.onclose = () => {
    // Answers still owed will not come: render the newest text over HTTP and reconnect.
    if (socket === ws) { socket = null; if (shownSeq < sentSeq) { shownSeq = sentSeq; sentAt.clear(); renderOverHTTP(); } }
    setTimeout(connect, 500);
  };
  ws.onmessage = (event) => {
    const reply = JSON.parse(event.data);
    // Project mode: a file changed on disk (studio-project.js follows it).
    if (reply.changed) { if (window.easelProjectChanged) window.easelProjectChanged(reply.changed); return; }
    window.easelStats.liveAnswers += 1;
    if (reply.seq == null || reply.seq <= shownSeq) return;
    shownSeq = reply.seq;
    const now = performance.now(), started = sentAt.get(reply.seq) ?? now;
    for (const [seq, at] of sentAt) if (seq <= reply.seq) { window.easelStats.keystrokeToPreview.push(now - at); sentAt.delete(seq); }
    if (reply.status === 503 && reply.seq === sentSeq) { setTimeout(render, 50); return; }
    if (reply.result) show(reply.result, started);
    else $("diagnostics").textContent = reply.error || reply.message || "error";
  };
}
connect();
function render() {
  if (socket && socket.readyState === WebSocket.OPEN) {
    sentSeq += 1;
    sentAt.set(sentSeq, performance.now());
    socket.send(JSON.stringify({ seq: sentSeq, render: renderBody() }));
    return Promise.resolve();
  }
  return renderOverHTTP();
}
async function renderOverHTTP() {
  if (inFlight) { pending = true; return; }
  inFlight = true;
  const started = performance.now();
  try {
    const response = await fetch("/api/render", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(renderBody()) });
    const result = await response.json();
    if (response.ok) show(result, started);
    else $("diagnostics").textContent = result.error || result.message || response.statusText;
  } finally {
    inFlight = false;
    if (pending) { pending = false; renderOverHTTP(); }
  }
}
// Patches the preview with a render result; the last good picture stays while there are errors.
function show(result, started) {
  const errors = result.diagnostics.filter(d => d.severity === "error");
  const fresh = errors.length === 0 || !$("preview").querySelector("svg");
  if (fresh) $("preview").innerHTML = `<div id="stale"></div>` + result.svg;
  // While the source has errors the last good picture stays, and says so.
  $("stale").textContent = fresh ? "" : `Showing the last good render: the source has ${errors.length} error${errors.length === 1 ? "" : "s"} (line ${errors[0].line}).`;
  $("stale").classList.toggle("shown", !fresh);
  $("preview").classList.toggle("tv", $("platform").value === "tvos");
  // Customize Toolbar… only where something can be customized here.
  const editable = result.toolbars.some(t => t.customizable && t.editable) || !!(result.tabs && result.tabs.customizable && result.tabs.editable);
  $("customize").hidden = !editable;
  if (!editable) $("editor-panel").classList.remove("open");
  showDiagnostics(result.diagnostics);
  lastResult = result;
  if (window.easelAfterShow) window.easelAfterShow(result);
  window.easelShowPreviews(result);
  drawMenuBar();
  if ($("editor-panel").classList.contains("open")) drawEditor();
  const t = result.timings;
  const f = (x) => x.toFixed(2);
  $("timing").textContent = (t ? `parse ${f(t.parse)} · sema ${f(t.sema)} · evaluate ${f(t.evaluate)} · resolve ${f(t.resolve)} · layout+draw ${f(t.draw)} ms · ` : "")
    + `keystroke to preview ${Math.round(performance.now() - started)} ms`;
}
// Clicks in the preview run the interaction runtime on the server: buttons tap, toggles flip,
// a click along a slider sets its value there; the answer is the re-rendered preview.
$("preview").addEventListener("click", async (event) => {
  // The drawn "more" button opens the overflow menu the canvas drew hidden; a click anywhere
  // else closes it (a click on one of its entries first runs that entry).
  const more = event.target.closest(".more");
  const openMenus = [...$("preview").querySelectorAll(".overflow-menu:not([display])")];
  openMenus.forEach(m => m.setAttribute("display", "none"));
  if (more) {
    const menu = document.getElementById(more.dataset.menu);
    if (menu && !openMenus.includes(menu)) menu.removeAttribute("display");
    return;
  }
  if (event.target.closest(".customize-entry, .sidebar-edit")) { openEditor(); return; }
  const target = event.target.closest("[data-identity]");
  if (!target) return;
  const started = performance.now();
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
                           document: $("document").value, colorScheme: $("dark").checked ? "dark" : "light", ...releaseOptions(),
                           ...window.easelVariantFields(), event: interaction }) });
  const result = await response.json();
  if (response.ok) show(result, started);
  else $("diagnostics").textContent = result.error || response.statusText;
});
// The customization editor (spec C2–C10, B5–B7): the toolbar's items in order, the palette,
// drag to add, move and remove; tabs with their visibility and order. Every change goes to the
// server, which accepts it or says why not.
$("customize").addEventListener("click", () => { $("editor-panel").classList.toggle("open"); drawEditor(); });
function openEditor() { $("editor-panel").classList.add("open"); drawEditor(); }
// Menus drawn by the page: the macOS menu bar's View menu (ToolbarCommands, spec M1–M3) and the
// toolbar's secondary-click menu (spec M2, M4).
function closePopup() { document.querySelectorAll(".popup").forEach(p => p.remove()); document.querySelectorAll("#menubar .open").forEach(b => b.classList.remove("open")); }
function popup(entries, x, y) {
  closePopup();
  const menu = document.createElement("div");
  menu.className = "popup";
  menu.style.left = `${x}px`; menu.style.top = `${y}px`;
  for (const entry of entries) {
    if (entry === "-") { menu.appendChild(document.createElement("hr")); continue; }
    const row = document.createElement("div");
    row.textContent = entry.title;
    row.className = `${entry.enabled ? "enabled" : "disabled"}${entry.checked ? " checked" : ""}`;
    if (entry.enabled) row.addEventListener("click", (e) => { e.stopPropagation(); closePopup(); entry.action(); });
    menu.appendChild(row);
  }
  document.body.appendChild(menu);
  return menu;
}
document.addEventListener("click", (e) => { if (!e.target.closest(".popup, #menubar")) closePopup(); });
// The window's customizable toolbar: what Show/Hide and Customize Toolbar… act on.
function windowToolbar() { return lastResult && lastResult.toolbars.find(t => t.customizable && t.presentation === "window"); }
function commandAction(title) {
  const toolbar = windowToolbar();
  if (title === "Customize Toolbar…") return openEditor;
  if (title === "Hide Toolbar") return () => customize({ hideToolbar: true }, { toolbar: toolbar && toolbar.id });
  if (title === "Show Toolbar") return () => customize({ showToolbar: true }, { toolbar: toolbar && toolbar.id });
  return () => {};
}
function drawMenuBar() {
  const menus = [...new Set((lastResult.commands || []).map(c => c.menu))];
  $("menubar").classList.toggle("shown", $("platform").value === "macos");
  $("menubar").innerHTML = `<button disabled><strong>App</strong></button>` + ["File", "Edit", "View", "Window"].map(m =>
    `<button data-menu="${m}" ${menus.includes(m) ? "" : "disabled"}>${m}</button>`).join("");
}
$("menubar").addEventListener("click", (e) => {
  const button = e.target.closest("button[data-menu]");
  if (!button || button.disabled) return;
  const box = button.getBoundingClientRect();
  popup(lastResult.commands.filter(c => c.menu === button.dataset.menu)
    .map(c => ({ title: c.title, enabled: c.enabled, action: commandAction(c.title) })), box.left, box.bottom + 2);
  button.classList.add("open");
});
$("preview").addEventListener("contextmenu", (e) => {
  const bar = e.target.closest(".bar.windowToolbar");
  if (!bar || $("platform").value !== "macos" || !lastResult) return;
  e.preventDefault();
  const toolbar = windowToolbar();
  const editable = !!(toolbar && toolbar.editable);
  const mode = (m, title) => ({ title, enabled: editable, checked: toolbar && toolbar.displayMode === m,
                                action: () => customize({ displayMode: m }, { toolbar: toolbar.id }) });
  popup([mode("iconAndLabel", "Icon and Text"), mode("iconOnly", "Icon Only"), mode("labelOnly", "Text Only"), "-",
         { title: "Customize Toolbar…", enabled: editable, action: openEditor }], e.clientX, e.clientY);
});
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
    if (toolbar.editable) parts.push(`<button data-op="reset" data-toolbar="${toolbar.id}">Reset</button> ` +
      ($("platform").value === "macos" ? `<button data-op="${toolbar.visible ? "hideToolbar" : "showToolbar"}" data-toolbar="${toolbar.id}">${toolbar.visible ? "Hide" : "Show"} Toolbar</button>
       <select data-display="${toolbar.id}">${["iconOnly", "labelOnly", "iconAndLabel"].map(m => `<option ${m === toolbar.displayMode ? "selected" : ""}>${m}</option>`).join("")}</select>` : ""));
  }
  const tabs = lastResult.tabs;
  if (tabs && tabs.customizable) {
    parts.push(`<div class="tabs-title"><strong>Tabs</strong> ${tabs.editable ? "" : "(not editable on this platform)"}</div><table class="tabs-edit">` +
      tabs.tabs.map((t, i) => (t.section && (i === 0 || tabs.tabs[i - 1].section !== t.section)
        ? `<tr><td><em>${(tabs.sidebar.find(s => s.section === t.section) || {}).title || t.section}</em></td><td></td><td></td>` +
          `<td><button data-section-move="${t.section}" data-delta="-1">↑</button><button data-section-move="${t.section}" data-delta="1">↓</button></td></tr>` : "") +
        `<tr><td>${t.title}</td>` +
        ["sidebar", "tabBar"].map(p => `<td><label><input type="checkbox" data-tab="${t.key}" data-for="${p}" ${t.visible[p] ? "checked" : ""} ${t.canHide[p] ? "" : "disabled"}> ${p}</label></td>`).join("") +
        `<td><button data-tab-move="${t.key}" data-delta="-1" ${t.canMove ? "" : "disabled"}>↑</button><button data-tab-move="${t.key}" data-delta="1" ${t.canMove ? "" : "disabled"}>↓</button></td></tr>`).join("") +
      `</table>` + (tabs.editable ? `<button data-tabs-reset="1">Reset tabs</button>` : ""));
  }
  if (!parts.length) parts.push("<div>This source has no customizable toolbar or tab view.</div>");
  parts.push(`<div class="rejection">${panel.dataset.rejection || ""}</div><button data-done="1">Done</button>`);
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
  if (t.dataset.done) $("editor-panel").classList.remove("open");
  if (t.dataset.op) customize({ [t.dataset.op]: true }, { toolbar: t.dataset.toolbar });
  if (t.dataset.tabMove) {
    const tab = lastResult.tabs.tabs.find(x => x.key === t.dataset.tabMove);
    moveTabEntry(tab.key, tab.section, Number(t.dataset.delta));
  }
  if (t.dataset.sectionMove) moveTabEntry(t.dataset.sectionMove, null, Number(t.dataset.delta), true);
  if (t.dataset.tabsReset) customize({ resetVisibility: true }, { tabs: true });
});
// A tab moves among its level's entries: a section's tabs, or at the top level the top-level tabs
// and whole sections (the tab list is in the customized order); a section moves at the top level.
function moveTabEntry(key, section, delta, isSection = false) {
  const entries = [];
  for (const x of lastResult.tabs.tabs) {
    const entry = section ? (x.section === section ? x.key : null) : (x.section ? `section:${x.section}` : x.key);
    if (entry && !entries.includes(entry)) entries.push(entry);
  }
  const at = entries.indexOf(isSection ? `section:${key}` : key) + delta;
  if (at >= 0 && at < entries.length) customize(Object.assign({ move: key, to: at }, section ? { section } : {}), { tabs: true });
}
$("editor-panel").addEventListener("change", (e) => {
  const t = e.target;
  if (t.dataset.display) customize({ displayMode: t.value }, { toolbar: t.dataset.display });
  if (t.dataset.tab) customize(t.checked ? { show: t.dataset.tab, for: t.dataset.for } : { hide: t.dataset.tab, for: t.dataset.for }, { tabs: true });
});
// Only the latest load may fill the editor (a slower, older one must not overwrite it).
let loadToken = 0, loading = false;
async function load(id) {
  if (window.easelProjectActive && window.easelProjectActive()) return window.easelProjectLoad(id);
  const token = ++loadToken;
  loading = true;
  try {
    const doc = await (await fetch(`/api/documents/${encodeURIComponent(id)}`)).json();
    if (token !== loadToken) return;
    docVersion = doc.version;
    $("conflict").hidden = true;
    loadedText = doc.source;
    editor.setValue(doc.source);
    await render();
  } finally {
    if (token === loadToken) loading = false;
  }
}
// For tests and tools: true when no load or render is under way.
window.easelIdle = () => !loading && !inFlight && !pending && customizing === 0 && shownSeq >= sentSeq;
// Saves carry the version the text was loaded or last saved at: a save from a stale copy (another
// tab saved since) is refused with 409, and the page says so instead of overwriting (issue 18).
let saveTimer, docVersion = null, loadedText = null;
async function save() {
  if (window.easelProjectActive && window.easelProjectActive()) return window.easelProjectSave();
  const id = $("document").value;
  const response = await fetch(`/api/documents/${encodeURIComponent(id)}`, { method: "PUT", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ source: editor.getValue(), baseVersion: docVersion }) });
  if (response.ok) { docVersion = (await response.json()).version; $("conflict").hidden = true; }
  else if (response.status === 409) $("conflict").hidden = false;
}
editor.on("change", () => {
  render();
  if (editor.getValue() === loadedText) return;  // filled by a load, not typed
  clearTimeout(saveTimer);
  saveTimer = setTimeout(save, 500);
});
$("load-theirs").addEventListener("click", () => load($("document").value));
// Back in this tab: render again, so customizations made in another tab show. (Not on window
// focus: closing the text prompt of an interaction focuses the window, and a render then would
// race the interaction's own answer.)
document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") render(); });
// The OS release, scrolled content and a windowed iPad (spec G1, N7, G8, G9), as the CLI's options.
function releaseOptions() {
  return { os: $("os").value, scrolled: $("scrolled").checked, windowed: $("platform").value === "ipados" && $("windowed").checked };
}
for (const id of ["platform", "width", "dark", "os", "scrolled", "windowed"]) $(id).addEventListener("input", render);
$("platform").addEventListener("change", () => {
  const sizes = { ipados: 1024, ios: 393, macos: 1000, watchos: 198, tvos: 1920, visionos: 1280 };
  $("width").value = sizes[$("platform").value];
  $("windowed-label").hidden = $("platform").value !== "ipados";
  render();
});
$("windowed-label").hidden = $("platform").value !== "ipados";
$("document").addEventListener("change", () => load($("document").value));
(async () => {
  // A project open in the Studio (easel studio --project): its previews are the documents.
  if (window.easelProjectStart && await window.easelProjectStart()) return;
  // Opened from the docs' "Run live & edit": #open=<name>&source=<text> is saved as that document.
  const hash = new URLSearchParams(location.hash.slice(1));
  let opened = null;
  if (hash.has("source")) {
    opened = (hash.get("open") || "docs-example").slice(0, 200);
    await fetch(`/api/documents/${encodeURIComponent(opened)}`, { method: "PUT", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ source: hash.get("source") }) });
    history.replaceState(null, "", location.pathname);
  }
  // … and &platform=<name> opens it on the platform the docs showed first.
  const platforms = { ipados: 1024, ios: 393, macos: 1000, watchos: 198, tvos: 1920, visionos: 1280 };
  if (platforms[hash.get("platform")]) { $("platform").value = hash.get("platform"); $("width").value = platforms[hash.get("platform")]; }
  const { documents } = await (await fetch("/api/documents")).json();
  $("document").innerHTML = documents.map(d => `<option>${d.id.replace(/</g, "&lt;")}</option>`).join("");
  const first = opened || (documents.length ? documents[0].id : null);
  if (first) { $("document").value = first; load(first); }
})();

// Project mode (easel studio --project PATH): the documents are the project's previews and views;
// the editor holds the file a preview is in, written back with the version it was loaded at; when
// a file changes on disk the preview renders again (and the editor follows, unless it holds edits
// of its own). The platform grid: the same preview on all six platforms at once.
// Served as /studio-project.js, loaded before /studio.js, whose hooks call into it (issue 19).
let project = null, projectEntries = [], projectFile = null, projectView = null;
let fileVersion = null, fileText = null, fileSaving = false;
// Times from a change on disk being announced to the new preview, for the timing line and tests.
window.easelProjectStats = { changeToPreview: [] };
let changeAt = null;
const escapeHTML = (text) => String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
// An entry's document id, for its saved customizations: no "/", "\" or ".." (issue 23).
const entryID = (e) => `project-${e.file}-${e.name}`.replace(/[\/\\]/g, "_").replace(/\.\./g, "_").slice(0, 200);
window.easelProjectActive = () => project !== null;
window.easelProjectStart = async () => {
  const response = await fetch("/api/project");
  if (!response.ok) return false;
  project = await response.json();
  projectEntries = project.previews;
  document.title = `${project.name} — Easel Studio`;
  $("document").innerHTML = projectEntries.map(e =>
    `<option value="${escapeHTML(entryID(e))}">${escapeHTML(e.name)} — ${escapeHTML(e.file)}:${e.line}</option>`).join("");
  if (projectEntries.length) { $("document").value = entryID(projectEntries[0]); await window.easelProjectLoad($("document").value); }
  else $("diagnostics").textContent = `No previews or views in ${project.name}.`;
  return true;
};
window.easelProjectFields = () => project && projectFile ? { file: projectFile, ...(projectView ? { view: projectView } : {}) } : {};
window.easelProjectLoad = async (id) => {
  const entry = projectEntries.find(e => entryID(e) === id);
  if (!entry) return;
  projectFile = entry.file;
  // A file's first #Preview is what it shows by default; other entries are named.
  projectView = entry.kind === "preview" && entry.name === "Preview" ? null : entry.name;
  await loadFile();
};
async function loadFile() {
  const response = await fetch(`/api/project/file?path=${encodeURIComponent(projectFile)}`);
  const file = await response.json();
  if (!response.ok) { $("diagnostics").textContent = file.error; return; }
  fileVersion = file.version;
  fileText = file.text;
  loadedText = file.text;
  $("conflict").hidden = true;
  if (editor.getValue() !== file.text) editor.setValue(file.text); else await render();
}
// Typing writes the file back (the editor's save timer calls this), only over the version loaded.
window.easelProjectSave = async () => {
  fileSaving = true;
  try {
    const text = editor.getValue();
    const response = await fetch("/api/project/file", { method: "PUT", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: projectFile, text, baseVersion: fileVersion }) });
    if (response.ok) { fileVersion = (await response.json()).version; fileText = text; $("conflict").hidden = true; }
    else if (response.status === 409) $("conflict").hidden = false;
  } finally { fileSaving = false; }
};
window.easelProjectChanged = async (change) => {
  changeAt = performance.now();
  if (change.files.includes(projectFile) && !fileSaving) {
    const unsaved = editor.getValue() !== fileText;
    if (unsaved) {
      // The page holds edits of its own: never overwritten; the next save is refused and says so.
      const response = await fetch(`/api/project/file?path=${encodeURIComponent(projectFile)}`);
      const file = await response.json();
      if (file.text !== editor.getValue()) $("conflict").hidden = false;
    } else {
      await loadFile();
      return;
    }
  }
  render();
};
// The platform grid: the current source on every platform at its own size.
const gridPlatforms = [["ios", 393], ["ipados", 1024], ["macos", 1000], ["watchos", 198], ["tvos", 1920], ["visionos", 1280]];
let gridOn = false, gridToken = 0;
// (This script runs before studio.js, so it reaches the page's elements directly here.)
document.getElementById("grid").addEventListener("click", () => {
  gridOn = !gridOn;
  $("grid").classList.toggle("on", gridOn);
  $("grid-view").hidden = !gridOn;
  $("preview").hidden = gridOn;
  if (gridOn) renderGrid();
});
async function renderGrid() {
  const token = ++gridToken;
  const base = renderBody();
  const results = await Promise.all(gridPlatforms.map(async ([platform, width]) => {
    try {
      const response = await fetch("/api/render", { method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...base, platform, width, windowed: false }) });
      return [platform, response.ok ? await response.json() : { error: (await response.json()).error }];
    } catch (error) { return [platform, { error: String(error) }]; }
  }));
  if (token !== gridToken) return;
  const names = { ios: "iOS", ipados: "iPadOS", macos: "macOS", watchos: "watchOS", tvos: "tvOS", visionos: "visionOS" };
  $("grid-view").innerHTML = results.map(([platform, r]) =>
    `<figure data-platform="${platform}"><figcaption>${names[platform]}</figcaption>` +
    (r.svg ? r.svg : `<div class="failed">${escapeHTML(r.error || "no picture")}</div>`) + `</figure>`).join("");
}
window.easelAfterShow = () => {
  if (changeAt !== null) { window.easelProjectStats.changeToPreview.push(performance.now() - changeAt); changeAt = null; }
  if (gridOn) renderGrid();
};

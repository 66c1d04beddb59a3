"""`easel check --format sarif|github` (issue 19, part 5): diagnostics where CI shows them on their
line. The SARIF log is validated against the SARIF 2.1.0 JSON schema — the copy PyPI's `sarif-om`
source distribution ships (downloaded here, not committed) — and says what the text form says:
each diagnostic at its file, line and column, with its notes and Fix-Its. The GitHub form is one
workflow command per diagnostic with its escapes."""

import glob
import json
import os
import subprocess
import sys
import tarfile
import tempfile

import jsonschema
import pytest

from test_studio import easel_binary

SOURCE = """import SwiftUI
struct Notes: View {
    let title = "Notes"
    var body: some View {
        NavigatonStack {
            VStack { Text(titel); ProfileBadge() }
                .toolbar { ToolbarItem(placement: .primaryAction) { Button("Add, 100%") { } } }
        }
    }
}
"""
BROKEN = "struct Broken: View {\n    var body: some View {\n        Text(\"x\"\n    }\n}\n"


@pytest.fixture(scope="session")
def sarif_schema():
    folder = os.path.join(tempfile.gettempdir(), "easel-sarif-schema")
    found = glob.glob(os.path.join(folder, "**", "sarif-2.1.0*.json"), recursive=True)
    if not found:
        os.makedirs(folder, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--no-binary", ":all:", "sarif-om==1.0.4", "-d", folder],
                       check=True)
        with tarfile.open(glob.glob(os.path.join(folder, "sarif_om-*.tar.gz"))[0]) as archive:
            member = next(m for m in archive.getmembers() if os.path.basename(m.name).startswith("sarif-2.1.0"))
            archive.extract(member, folder, filter="data")
        found = glob.glob(os.path.join(folder, "**", "sarif-2.1.0*.json"), recursive=True)
    with open(found[0], encoding="utf-8") as f:
        return json.load(f)


def check(tmp_path, source, fmt, name="Notes.swift"):
    path = tmp_path / name
    path.write_text(source)
    run = subprocess.run([easel_binary(), "check", str(path), "--format", fmt], capture_output=True, text=True)
    return run, str(path)


def test_sarif_validates_and_carries_every_diagnostic(tmp_path, sarif_schema):
    run, path = check(tmp_path, SOURCE, "sarif")
    log = json.loads(run.stdout)
    jsonschema.Draft4Validator(sarif_schema).validate(log)
    expected = json.loads(check(tmp_path, SOURCE, "json")[0].stdout)["diagnostics"]
    results = log["runs"][0]["results"]
    assert len(results) == len(expected) > 0
    rules = [rule["id"] for rule in log["runs"][0]["tool"]["driver"]["rules"]]
    for result, diagnostic in zip(results, expected):
        assert result["ruleId"] == diagnostic["code"] == rules[result["ruleIndex"]]
        assert result["level"] == diagnostic["severity"]
        assert result["message"]["text"] == diagnostic["message"]
        location = result["locations"][0]["physicalLocation"]
        assert location["artifactLocation"]["uri"] == path
        assert (location["region"]["startLine"], location["region"]["startColumn"]) == (diagnostic["line"], diagnostic["column"])
    typo = next(r for r in results if "NavigationStack" in r["message"]["text"])
    replacement = typo["fixes"][0]["artifactChanges"][0]["replacements"][0]
    assert replacement["insertedContent"]["text"] == "NavigationStack" and replacement["deletedRegion"]["startLine"] == 5


def test_sarif_of_a_syntax_error_has_its_note_as_a_related_location(tmp_path, sarif_schema):
    run, _ = check(tmp_path, BROKEN, "sarif", "Broken.swift")
    assert run.returncode == 1
    log = json.loads(run.stdout)
    jsonschema.Draft4Validator(sarif_schema).validate(log)
    error = next(r for r in log["runs"][0]["results"] if r["level"] == "error")
    assert error["relatedLocations"][0]["physicalLocation"]["region"]["startLine"] == 3


def test_github_workflow_commands_one_per_diagnostic(tmp_path):
    run, path = check(tmp_path, SOURCE, "github")
    expected = json.loads(check(tmp_path, SOURCE, "json")[0].stdout)["diagnostics"]
    lines = run.stdout.splitlines()
    assert len(lines) == len(expected)
    for line, diagnostic in zip(lines, expected):
        level = {"error": "error", "warning": "warning", "note": "notice"}[diagnostic["severity"]]
        assert line.startswith(f"::{level} file={path},line={diagnostic['line']},col={diagnostic['column']},title=easel%3A {diagnostic['code']}::")
        assert "\n" not in line
    broken, _ = check(tmp_path, BROKEN, "github", "Broken.swift")
    assert broken.returncode == 1 and broken.stdout.startswith("::error ")
    assert "%0A" in broken.stdout, "the note follows in the message, its newline escaped"

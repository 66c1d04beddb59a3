"""Several Studio processes on one PostgreSQL database behind nginx (issue 18), end to end: the
page through nginx in a real headless Chromium; customization edits streamed through nginx, which
hands them to both processes in turn; one process killed with SIGKILL mid-stream → every
acknowledged edit is there, the other process keeps serving, and a document saved through one
process is versioned against saves through the other."""

import json
import os
import random
import signal
import threading
import time
import urllib.error
import urllib.request

import pytest

from harness import studio_cluster
from test_studio import ROOT, browser, easel_binary, open_document, set_source, wait_for_preview  # noqa: F401

MODES = ["iconOnly", "labelOnly", "iconAndLabel"]
SOURCE = open(os.path.join(ROOT, "Examples", "CustomizableEditor.swift"), encoding="utf-8").read()
DOCUMENTS = [f"shared-{n}" for n in range(3)]


@pytest.fixture()
def cluster():
    with studio_cluster.Cluster(easel_binary(), studios=2) as running:
        yield running


def call(url, method, path, body=None, timeout=10):
    request = urllib.request.Request(url + path, method=method, data=json.dumps(body).encode() if body is not None else None,
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=timeout) as response:
        return json.loads(response.read())


def saved(url, document):
    toolbar = call(url, "POST", "/api/render", {"source": SOURCE, "platform": "macos", "document": document})["customization"]["journal.formatting"]
    return toolbar["displayMode"], toolbar["visible"]


def test_the_page_through_nginx_renders_and_edits_stay_on_either_process(cluster, browser):
    open_document(browser, cluster.url, "CustomizableEditor")
    # Typing renders over the live WebSocket, which nginx passes through to one process.
    set_source(browser, SOURCE.replace('"Journal"', '"Logbook"', 1))
    wait_for_preview(browser, "Logbook")
    # A customization made through one process is what the other renders.
    first, second = cluster.studios
    call(first.url, "POST", "/api/customize", {"source": SOURCE, "platform": "macos", "document": "CustomizableEditor",
                                               "op": {"displayMode": "labelOnly"}})
    assert saved(second.url, "CustomizableEditor")[0] == "labelOnly"


def test_acknowledged_edits_survive_one_process_killed_and_the_other_keeps_serving(cluster):
    rng = random.Random(18)
    acknowledged = {document: ("iconOnly", True) for document in DOCUMENTS}
    victim, survivor = cluster.studios
    victim_address = f"127.0.0.1:{victim.port}"
    kill = None
    edits = failed = after_kill = 0
    deadline = time.time() + 30
    # Stream until well after the kill: the survivor answers everything nginx sends afterwards.
    while (victim.process.poll() is None or after_kill < 30) and time.time() < deadline:
        document = rng.choice(DOCUMENTS)
        mode, visible = acknowledged[document]
        if rng.random() < 0.5:
            new_mode = rng.choice([m for m in MODES if m != mode])
            op, state = {"displayMode": new_mode}, (new_mode, visible)
        else:
            op, state = ({"showToolbar": True} if not visible else {"hideToolbar": True}), (mode, not visible)
        try:
            call(cluster.url, "POST", "/api/customize", {"source": SOURCE, "platform": "macos", "document": document, "op": op})
        except (urllib.error.URLError, ConnectionError, TimeoutError, OSError):
            # The answer never came (nginx's 502 for the request the killed process held): the edit
            # may or may not be kept; read back which, then go on from there.
            failed += 1
            kept = saved(cluster.url, document)
            assert kept in (acknowledged[document], state), f"{document} is {kept}"
            acknowledged[document] = kept
            continue
        acknowledged[document] = state
        edits += 1
        after_kill += victim.process.poll() is not None
        # The kill comes mid-stream, a random moment after the victim has answered an edit: a
        # fixed moment found a slow machine's victim still starting its first answer.
        if kill is None and any(upstream == victim_address and path == "/api/customize" and status == "200"
                                for method, path, status, upstream in cluster.nginx.upstreams()):
            kill = threading.Timer(rng.uniform(0.2, 1.0), lambda: os.kill(victim.process.pid, signal.SIGKILL))
            kill.start()
    victim.process.wait(timeout=10)
    assert victim.process.returncode == -signal.SIGKILL
    # nginx handed edits to both processes before the kill, and only the survivor after it.
    answered = [upstream for method, path, status, upstream in cluster.nginx.upstreams() if path == "/api/customize" and status == "200"]
    assert {f"127.0.0.1:{victim.port}", f"127.0.0.1:{survivor.port}"} <= set(answered), answered
    assert answered[-1] == f"127.0.0.1:{survivor.port}"
    for document in DOCUMENTS:
        assert saved(survivor.url, document) == acknowledged[document], f"{document} lost an acknowledged edit"
    # The survivor keeps serving: renders and documents.
    assert call(cluster.url, "GET", "/api/documents")["documents"]
    print(f"cluster: {edits} acknowledged edits through nginx over 2 processes, one killed -9 mid-stream, {after_kill} after it "
          f"({failed} answer(s) lost in flight), none lost")
    assert after_kill >= 30


def test_document_versions_hold_across_processes(cluster):
    first, second = cluster.studios
    before = call(first.url, "GET", "/api/documents/GalleryInbox")
    call(first.url, "PUT", "/api/documents/GalleryInbox", {"source": before["source"] + "\n// one", "baseVersion": before["version"]})
    with pytest.raises(urllib.error.HTTPError) as refused:
        call(second.url, "PUT", "/api/documents/GalleryInbox", {"source": "// stale", "baseVersion": before["version"]})
    assert refused.value.code == 409
    assert json.loads(refused.value.read())["document"]["source"].endswith("// one")
    assert call(second.url, "GET", "/api/documents/GalleryInbox")["version"] == before["version"] + 1

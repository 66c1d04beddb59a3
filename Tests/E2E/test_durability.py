"""Durability of the Studio's store (spec S5; issues 8 and 18): a client streams customization edits
over several documents while a second thread kills the server with SIGKILL at a random moment —
between requests or in the middle of one. After each restart every acknowledged edit is there (the
one in flight when the process died may or may not be), on SQLite (whose integrity check passes)
and on PostgreSQL (a throwaway cluster). Bounded: a few cycles on loopback."""

import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import tempfile
import threading
import time
import urllib.error
import urllib.request

import pytest

from harness import studio_cluster
from test_studio import ROOT, easel_binary, free_port

MODES = ["iconOnly", "labelOnly", "iconAndLabel"]
SOURCE = open(os.path.join(ROOT, "Examples", "CustomizableEditor.swift"), encoding="utf-8").read()


def start(data, port, database=None):
    store = ["--database", database] if database else ["--data", data]
    process = subprocess.Popen([easel_binary(), "studio", "--port", str(port), *store, "--examples", os.path.join(ROOT, "Examples")],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(200):
        try:
            if urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1).read() == b"ok":
                return process
        except OSError:
            time.sleep(0.05)
    process.kill()
    raise RuntimeError("the Studio did not start")


def post(port, path, body, timeout=5):
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", method="POST", headers={"Content-Type": "application/json"},
                                     data=json.dumps(body).encode())
    with urllib.request.urlopen(request, timeout=timeout) as response:
        return json.loads(response.read())


DOCUMENTS = [f"durable-{n}" for n in range(4)]


def saved(port, document):
    """The (displayMode, visible) the Studio has for a document's toolbar."""
    result = post(port, "/api/render", {"source": SOURCE, "platform": "macos", "document": document})
    toolbar = result["customization"]["journal.formatting"]
    return toolbar["displayMode"], toolbar["visible"]


def next_edit(rng, state):
    """A random edit of the display mode or the toolbar's visibility, and the state it gives."""
    mode, visible = state
    if rng.random() < 0.5:
        mode = rng.choice([m for m in MODES if m != mode])
        return {"displayMode": mode}, (mode, visible)
    return ({"showToolbar": True} if not visible else {"hideToolbar": True}), (mode, not visible)


@pytest.fixture(params=["sqlite", "postgres"])
def database(request):
    """None for the embedded SQLite store; else the URL of a fresh PostgreSQL database."""
    if request.param == "sqlite":
        yield None
        return
    folder = tempfile.mkdtemp(prefix="easel-durability-pg-")
    postgres = studio_cluster.Postgres(folder).start()
    yield postgres.url()
    postgres.stop()
    shutil.rmtree(folder, ignore_errors=True)


def test_acknowledged_edits_survive_kill_9_at_random_moments(database, tmp_path):
    data = tempfile.mkdtemp(prefix="easel-durability-", dir=tmp_path)
    port = free_port()
    rng = random.Random(7)
    acknowledged = {document: ("iconOnly", True) for document in DOCUMENTS}
    edits = kills_mid_request = 0
    cycles = 6
    for cycle in range(cycles):
        process = start(data, port, database)
        for document in DOCUMENTS:
            assert saved(port, document) == acknowledged[document], f"cycle {cycle}: {document} lost an acknowledged edit"
        # The killer fires at a random moment while the client streams edits.
        threading.Timer(rng.uniform(0.2, 1.5), lambda p=process: os.kill(p.pid, signal.SIGKILL)).start()
        in_flight = None
        while process.poll() is None:
            document = rng.choice(DOCUMENTS)
            op, state = next_edit(rng, acknowledged[document])
            in_flight = (document, state)
            try:
                post(port, "/api/customize", {"source": SOURCE, "platform": "macos", "document": document, "op": op})
            except (urllib.error.URLError, ConnectionError, TimeoutError, OSError):
                kills_mid_request += 1
                break
            acknowledged[document] = state
            in_flight = None
            edits += 1
        process.wait(timeout=10)
        if database is None:
            sqlite = sqlite3.connect(os.path.join(data, "studio.sqlite"))
            assert sqlite.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            sqlite.close()
        if in_flight:
            # The edit whose answer never came: either state is right; take what was kept.
            process = start(data, port, database)
            document, state = in_flight
            kept = saved(port, document)
            assert kept in (acknowledged[document], state), f"cycle {cycle}: {document} is {kept}"
            acknowledged[document] = kept
            process.kill()
            process.wait(timeout=10)
    process = start(data, port, database)
    for document in DOCUMENTS:
        assert saved(port, document) == acknowledged[document]
    process.kill()
    process.wait(timeout=10)
    print(f"durability ({'PostgreSQL' if database else 'SQLite'}): {edits} acknowledged edits over {len(DOCUMENTS)} documents across {cycles} kill -9 cycles "
          f"({kills_mid_request} with an edit in flight), none lost" + (", integrity ok" if database is None else ""))
    assert edits > 10

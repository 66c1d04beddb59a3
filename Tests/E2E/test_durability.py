"""Durability of the Studio's store (spec S5): kill -9 the server at random moments while a
client streams customization edits; after each restart every acknowledged edit is there and
the SQLite database passes its integrity check. Bounded: a few cycles, loopback only."""

import json
import os
import random
import signal
import sqlite3
import subprocess
import tempfile
import time
import urllib.error
import urllib.request

from test_studio import ROOT, easel_binary, free_port

MODES = ["iconOnly", "labelOnly", "iconAndLabel"]
SOURCE = open(os.path.join(ROOT, "Examples", "CustomizableEditor.swift"), encoding="utf-8").read()


def start(data, port):
    process = subprocess.Popen([easel_binary(), "studio", "--port", str(port), "--data", data, "--examples", os.path.join(ROOT, "Examples")],
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


def saved_mode(port):
    result = post(port, "/api/render", {"source": SOURCE, "platform": "macos", "document": "durable"})
    return result["customization"]["journal.formatting"]["displayMode"]


def test_acknowledged_edits_survive_kill_9():
    data = tempfile.mkdtemp(prefix="easel-durability-")
    port = free_port()
    rng = random.Random(7)
    acknowledged = "iconOnly"
    edits = 0
    for cycle in range(5):
        process = start(data, port)
        if cycle > 0:
            # After the restart: the last acknowledged edit, or the one in flight when the process died.
            assert saved_mode(port) in (acknowledged, in_flight), f"cycle {cycle}: lost an acknowledged edit"
            acknowledged = saved_mode(port)
        deadline = time.monotonic() + rng.uniform(0.3, 1.2)
        in_flight = acknowledged
        while time.monotonic() < deadline:
            in_flight = MODES[(MODES.index(in_flight) + 1) % len(MODES)]
            post(port, "/api/customize", {"source": SOURCE, "platform": "macos", "document": "durable", "op": {"displayMode": in_flight}})
            acknowledged = in_flight
            edits += 1
        # Kill while an edit is on its way.
        in_flight = MODES[(MODES.index(acknowledged) + 1) % len(MODES)]
        request = urllib.request.Request(f"http://127.0.0.1:{port}/api/customize", method="POST", headers={"Content-Type": "application/json"},
                                         data=json.dumps({"source": SOURCE, "platform": "macos", "document": "durable",
                                                          "op": {"displayMode": in_flight}}).encode())
        try:
            opener = urllib.request.urlopen(request, timeout=0.001)
            opener.close()
        except (urllib.error.URLError, TimeoutError, OSError):
            pass
        os.kill(process.pid, signal.SIGKILL)
        process.wait(timeout=10)
        database = sqlite3.connect(os.path.join(data, "studio.sqlite"))
        assert database.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        database.close()
    process = start(data, port)
    assert saved_mode(port) in (acknowledged, in_flight)
    process.kill()
    process.wait(timeout=10)
    print(f"durability: {edits} acknowledged edits across 5 kill -9 cycles, none lost, integrity ok")
    assert edits > 10

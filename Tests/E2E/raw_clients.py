"""Raw-socket clients of a real `easel studio` started under `ulimit -n 1024` (issue 36), for the
slow-client and malformed-input tests: bytes exactly as written, from a chosen loopback address,
and the Studio's open sockets counted in /proc."""

import base64
import json
import os
import resource
import shutil
import socket
import struct
import subprocess
import tempfile
import time
import urllib.request

import pytest

from test_studio import ROOT, easel_binary, free_port

SLOW = "127.0.0.1"   # the slow clients' address
OTHER = "127.0.0.2"  # everyone else's: Linux routes all of 127/8 to loopback
PLAIN = 'struct V: View { var body: some View { Text("ok").toolbar { Button("Go") { } } } }'
DESCRIPTOR_LIMIT = 1024
TIMEOUTS = ["--header-timeout", "2", "--idle-timeout", "2", "--websocket-timeout", "1"]


def raise_own_descriptor_limit(wanted):
    """This process needs a descriptor per slow connection: as many as the hard limit allows."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted if hard == resource.RLIM_INFINITY else min(wanted, hard), hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


class Studio:
    """`easel studio` under `ulimit -n 1024`, its stderr kept in a file."""

    def __init__(self, arguments):
        self.data = tempfile.mkdtemp(prefix="easel-slow-")
        self.port = free_port()
        self.log_path = os.path.join(self.data, "stderr.txt")
        self.log = open(self.log_path, "wb")
        command = [easel_binary(), "studio", "--port", str(self.port), "--data", os.path.join(self.data, "db"),
                   "--examples", os.path.join(ROOT, "Examples"), *arguments]
        self.process = subprocess.Popen(["sh", "-c", f'ulimit -n {DESCRIPTOR_LIMIT}; exec "$0" "$@"', *command],
                                        stdout=subprocess.DEVNULL, stderr=self.log)
        for _ in range(300):
            try:
                if urllib.request.urlopen(f"http://127.0.0.1:{self.port}/healthz", timeout=1).read() == b"ok":
                    break
            except OSError:
                time.sleep(0.1)
        else:
            self.stop()
            pytest.fail("the Studio did not start: " + self.stderr())
        with open(f"/proc/{self.process.pid}/limits") as limits:
            line = next(line for line in limits if line.startswith("Max open files"))
        if line.split()[3] != str(DESCRIPTOR_LIMIT):
            self.stop()
            pytest.fail(f"the Studio runs without ulimit -n {DESCRIPTOR_LIMIT}: {line}")

    def sockets(self):
        """The Studio's open sockets: the listening one and one per connection."""
        count = 0
        folder = f"/proc/{self.process.pid}/fd"
        for name in os.listdir(folder):
            try:
                count += os.readlink(os.path.join(folder, name)).startswith("socket:")
            except OSError:
                pass
        return count

    def descriptors(self):
        return len(os.listdir(f"/proc/{self.process.pid}/fd"))

    def alive(self):
        return self.process.poll() is None

    def stderr(self):
        with open(self.log_path, errors="replace") as log:
            return log.read()

    def stop(self):
        self.process.kill()
        self.process.wait(timeout=10)
        self.log.close()
        shutil.rmtree(self.data, ignore_errors=True)


@pytest.fixture()
def guarded():
    studio = Studio(TIMEOUTS)
    yield studio
    studio.stop()


# MARK: Well-behaved clients, from another address


def exchange(port, raw, source=OTHER, timeout=10):
    """One request on a fresh connection; the status and the body."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout, source_address=(source, 0)) as s:
        s.sendall(raw)
        answer = b""
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    return int(head.split(b" ")[1]), body


def get(port, path, source=OTHER):
    return exchange(port, f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode(), source)


def render(port, source=OTHER):
    body = json.dumps({"source": PLAIN, "platform": "ios"}).encode()
    head = (f"POST /api/render HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode()
    return exchange(port, head + body, source)


def ws_handshake(port, source=OTHER, timeout=10):
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout, source_address=(source, 0))
    key = base64.b64encode(os.urandom(16)).decode()
    s.sendall((f"GET /api/live HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    answer = b""
    while b"\r\n\r\n" not in answer:
        chunk = s.recv(4096)
        if not chunk:
            raise ConnectionError("closed during the handshake")
        answer += chunk
    assert answer.startswith(b"HTTP/1.1 101 "), answer[:200]
    return s, answer.partition(b"\r\n\r\n")[2]


def ws_frame(opcode, payload, fin=True, mask=True, rsv=0):
    first = (0x80 if fin else 0) | rsv << 4 | opcode
    n = len(payload)
    length = bytes([n | (0x80 if mask else 0)]) if n < 126 else (
        bytes([126 | (0x80 if mask else 0)]) + struct.pack("!H", n) if n < 65536 else bytes([127 | (0x80 if mask else 0)]) + struct.pack("!Q", n))
    if not mask:
        return bytes([first]) + length + payload
    key = os.urandom(4)
    return bytes([first]) + length + key + bytes(b ^ key[i % 4] for i, b in enumerate(payload))


def ws_keystroke(port, source=OTHER):
    """The page's live channel: one keystroke, answered with its seq; pings are answered meanwhile."""
    s, buffered = ws_handshake(port, source)
    with s:
        message = json.dumps({"seq": 7, "render": {"source": PLAIN, "platform": "ios"}}).encode()
        s.sendall(ws_frame(0x1, message))
        data = buffered
        while True:
            while len(data) < 2 or len(data) < frame_length(data):
                chunk = s.recv(65536)
                if not chunk:
                    raise ConnectionError("closed before the answer")
                data += chunk
            n = frame_length(data)
            frame, data = data[:n], data[n:]
            opcode, payload = frame[0] & 0x0F, frame[n - payload_length(frame):]
            if opcode == 0x9:
                s.sendall(ws_frame(0xA, payload))
            elif opcode == 0x1:
                answer = json.loads(payload)
                return answer.get("seq") == 7 and "result" in answer


def payload_length(frame):
    n = frame[1] & 0x7F
    return struct.unpack("!H", frame[2:4])[0] if n == 126 else struct.unpack("!Q", frame[2:10])[0] if n == 127 else n


def frame_length(data):
    """The length of the unmasked (server) frame at the start of `data`, as far as it is known."""
    n = data[1] & 0x7F
    if n == 126:
        return 4 + struct.unpack("!H", data[2:4])[0] if len(data) >= 4 else 4
    if n == 127:
        return 10 + struct.unpack("!Q", data[2:10])[0] if len(data) >= 10 else 10
    return 2 + n


def served(port):
    """Everything a person's page does, from the other address: each check's name, whether it
    worked, and how long it took."""
    checks = [("page", lambda: get(port, "/")[0] == 200), ("healthz", lambda: get(port, "/healthz") == (200, b"ok")),
              ("render", lambda: render(port)[0] == 200), ("keystroke", lambda: ws_keystroke(port))]
    results = []
    for name, check in checks:
        started = time.monotonic()
        try:
            ok = check()
        except OSError as error:
            ok = f"{type(error).__name__}: {error}"
        results.append((name, ok, time.monotonic() - started))
    return results


def wait_for_sockets(studio, count, within):
    deadline = time.monotonic() + within
    while studio.sockets() > count and time.monotonic() < deadline:
        time.sleep(0.05)
    return studio.sockets()


def until_server_closes(s, within):
    """Reads until the server closes; whether it did within `within` seconds, and what it sent."""
    s.settimeout(0.2)
    deadline = time.monotonic() + within
    answer = b""
    while time.monotonic() < deadline:
        try:
            chunk = s.recv(65536)
        except socket.timeout:
            continue
        except OSError:
            return True, answer
        if not chunk:
            return True, answer
        answer += chunk
    return False, answer


def send_quietly(s, data):
    try:
        s.sendall(data)
    except OSError:
        pass  # the server may close before it has read everything: that is an answer too


def hostile_connection(port, case, payload):
    """Sends one case's bytes; whether the server closed the connection itself in time, and what
    it answered."""
    if case.startswith("ws:"):
        s, _ = ws_handshake(port)
    else:
        s = socket.create_connection(("127.0.0.1", port), timeout=10, source_address=(OTHER, 0))
    with s:
        send_quietly(s, payload)
        # Beyond the longest configured time: the header and idle timeouts (2 s), two WebSocket pings (2 s).
        return until_server_closes(s, 8)


def assert_still_serving(studio, baseline, case):
    assert studio.alive(), f"the Studio ended after {case}: " + studio.stderr()[-2000:]
    assert get(studio.port, "/healthz") == (200, b"ok"), case
    assert wait_for_sockets(studio, baseline, 5) == baseline, f"a connection leaked after {case}"


# Requests that are well-formed HTTP, or incomplete: answered (or not) and then closed by a timeout.

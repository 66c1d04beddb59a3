"""Slow, greedy and malformed clients (issue 36), against the real `easel studio` started under
`ulimit -n 1024` with short timeouts: 2,000 slow connections from 127.0.0.1 while the page,
/healthz, a render and a WebSocket keystroke from 127.0.0.2 keep answering, the slow ones closed
within the configured times; the limit in all keeps the Studio below its descriptor limit; a
client that reads none of its answer is closed; and malformed HTTP and WebSocket input — fixed
cases, then random mutations — crashes nothing, leaks no connection and leaves no worker stuck.

The random part runs EASEL_SLOW_CLIENTS_FUZZ_SECONDS (5 by default, as in CI); for a long run by
hand: EASEL_SLOW_CLIENTS_FUZZ_SECONDS=600 python3 -m pytest -q -s Tests/E2E/test_slow_clients.py -k fuzz"""

import base64
import json
import os
import random
import resource
import selectors
import shutil
import socket
import struct
import subprocess
import tempfile
import threading
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
        assert line.split()[3] == str(DESCRIPTOR_LIMIT), line

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


# MARK: 2,000 slow connections

SLOW_HEAD = ("POST /api/render HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
             "Content-Length: 100000\r\n\r\n{{")


def slow_connections(port, count, seconds, within=20, all_sent=lambda: None):
    """Opens `count` connections over `seconds` that each send the headers and the first byte of
    a 100 kB body, then nothing, and watches them meanwhile: how long each lived before the server
    closed it (None: not within `within` seconds after the last was opened). `all_sent` is called
    once the last has sent."""
    head = SLOW_HEAD.format(port=port).encode()
    selector = selectors.DefaultSelector()
    sockets, lifetimes = [], {}

    def watch(timeout):
        for key, _ in selector.select(timeout=timeout):
            try:
                closed = key.fileobj.recv(65536) == b""
            except OSError:
                closed = True
            if closed:
                lifetimes[key.fileobj] = time.monotonic() - key.data
                selector.unregister(key.fileobj)

    started = time.monotonic()
    for i in range(count):
        while time.monotonic() < started + i * seconds / count:
            watch(0.005)
        s = socket.socket()
        s.settimeout(5)
        sent = time.monotonic()
        try:
            s.bind((SLOW, 0))
            s.connect(("127.0.0.1", port))
            s.sendall(head)
        except OSError:
            lifetimes[s] = time.monotonic() - sent  # refused before it could send: closed at once too
            sockets.append(s)
            continue
        s.setblocking(False)
        selector.register(s, selectors.EVENT_READ, sent)
        sockets.append(s)
        watch(0)
    all_sent()
    deadline = time.monotonic() + within
    while selector.get_map() and time.monotonic() < deadline:
        watch(0.05)
    for s in sockets:
        s.close()
    return [lifetimes.get(s) for s in sockets]


def test_two_thousand_slow_connections_leave_another_address_served(guarded):
    port = guarded.port
    count = min(2000, raise_own_descriptor_limit(2300) - 200)
    if count <= 1100:
        pytest.skip(f"this process may open only {count} connections")
    assert get(port, "/healthz") == (200, b"ok")
    baseline = wait_for_sockets(guarded, 1, 5)
    checks, peak, storming = [], [0, 0], threading.Event()
    storming.set()

    def meanwhile():
        while storming.is_set():
            checks.extend(served(port))

    def sample():
        while storming.is_set():
            peak[0] = max(peak[0], guarded.sockets())
            peak[1] = max(peak[1], guarded.descriptors())
            time.sleep(0.05)

    threads = [threading.Thread(target=meanwhile), threading.Thread(target=sample)]
    for thread in threads:
        thread.start()
    try:
        lifetimes = slow_connections(port, count, 4)
    finally:
        storming.clear()
        for thread in threads:
            thread.join()
    held = sorted(t for t in lifetimes if t is not None and t >= 1.0)
    at_once = [t for t in lifetimes if t is not None and t < 1.0]
    never = lifetimes.count(None)
    failed = [check for check in checks if check[1] is not True]
    slowest = {name: max(t for n, _, t in checks if n == name) for name in ("page", "healthz", "render", "keystroke")}
    print(f"\n{count} slow connections from {SLOW} over 4 s: {len(held)} held, each closed {held[0]:.2f}–{held[-1]:.2f} s after it "
          f"stalled (header timeout 2 s), {len(at_once)} refused at once (slowest {max(at_once):.3f} s), {never} never closed; "
          f"the Studio's peak: {peak[0]} sockets, {peak[1]} descriptors (limit {DESCRIPTOR_LIMIT}); meanwhile from {OTHER}: "
          f"{len(checks)} checks, slowest " + ", ".join(f"{k} {v:.2f} s" for k, v in slowest.items()))
    assert not never, "every slow connection is closed"
    assert held and 1.9 < held[0] and held[-1] < 2 + 1.5, "the held ones are closed about the header timeout (2 s) after their body stalled"
    assert len(at_once) > count / 2, "beyond the per-client limit (128), refused at once"
    assert peak[1] < DESCRIPTOR_LIMIT - 64, "the Studio stays well below its descriptor limit"
    assert checks and not failed, failed[:5]
    assert max(slowest.values()) < 8, slowest
    assert wait_for_sockets(guarded, baseline, 5) == baseline, "the connection count returns to where it was"
    assert guarded.alive()
    log = guarded.stderr()
    assert "over the limit of connections per client (from 127.0.0.1)" in log and "request body below the minimum rate" in log, log[-2000:]


def test_the_limit_in_all_keeps_the_studio_below_its_descriptor_limit():
    """The per-client limit out of the way: the limit in all (from ulimit -n 1024) refuses the rest,
    the process never runs out of descriptors, and once the slow ones are closed anyone is served."""
    count = min(2000, raise_own_descriptor_limit(2300) - 200)
    if count <= 1100:
        pytest.skip(f"this process may open only {count} connections")
    studio = Studio(TIMEOUTS + ["--max-connections-per-client", "100000"])
    try:
        peak, storming = [0], threading.Event()
        storming.set()

        def sample():
            while storming.is_set():
                peak[0] = max(peak[0], studio.descriptors())
                time.sleep(0.05)

        sampler = threading.Thread(target=sample)
        sampler.start()
        open_then = []
        try:
            lifetimes = slow_connections(studio.port, count, 1, all_sent=lambda: open_then.append(studio.sockets() - 1))
        finally:
            storming.clear()
            sampler.join()
        open_now = open_then[0]
        print(f"\nlimit in all: {open_now} connections open after {count} slow ones came, peak {peak[0]} descriptors "
              f"(limit {DESCRIPTOR_LIMIT}), {lifetimes.count(None)} never closed")
        assert (DESCRIPTOR_LIMIT - 64) // 2 - 20 <= open_now <= (DESCRIPTOR_LIMIT - 64) // 2 + 5, "held up to the limit in all (480), no more"
        assert peak[0] < DESCRIPTOR_LIMIT - 64
        assert lifetimes.count(None) == 0
        assert get(studio.port, "/healthz") == (200, b"ok") and render(studio.port)[0] == 200
        assert "over the limit of connections in all" in studio.stderr()
        assert "accept" not in studio.stderr().lower(), "no accept error: the descriptors never ran out"
    finally:
        studio.stop()


def test_a_client_that_reads_none_of_its_answer_is_closed(guarded):
    """100 pipelined requests for CodeMirror (40 MB of answers), none of it read: once the
    Studio's output is blocked, the idle timeout (2 s) closes the connection and the file it serves."""
    s = socket.create_connection(("127.0.0.1", guarded.port), source_address=(OTHER, 0))
    with s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        s.sendall(f"GET /codemirror/lib/codemirror.js HTTP/1.1\r\nHost: 127.0.0.1:{guarded.port}\r\n\r\n".encode() * 100)
        started = time.monotonic()
        while guarded.sockets() < 2 and time.monotonic() < started + 5:
            time.sleep(0.01)
        assert wait_for_sockets(guarded, 1, 10) == 1, "closed"
        took = time.monotonic() - started
    print(f"\na client that reads nothing: closed {took:.1f} s after its requests (idle timeout 2 s)")
    assert 1.5 < took < 2 + 3
    time.sleep(1.5)  # the report comes once a second
    assert "client stopped reading its answer" in guarded.stderr()


# MARK: Malformed input

def http_cases(port):
    host = f"Host: 127.0.0.1:{port}\r\n"
    post = f"POST /api/render HTTP/1.1\r\n{host}Content-Type: application/json\r\n"
    return {
        "garbage request line": b"GARBAGE\r\n\r\n",
        "method only": b"GET\r\n\r\n",
        "unknown HTTP version": f"GET / HTTP/9.9\r\n{host}\r\n".encode(),
        "binary noise": bytes(range(256)) * 40,
        "a 100 kB URL": b"GET /" + b"a" * 100_000 + b" HTTP/1.1\r\n" + host.encode() + b"\r\n",
        "a 200 kB header": f"GET /healthz HTTP/1.1\r\n{host}X-Big: ".encode() + b"a" * 200_000 + b"\r\n\r\n",
        "5,000 headers": f"GET /healthz HTTP/1.1\r\n{host}".encode() + b"".join(b"X-%d: v\r\n" % i for i in range(5000)) + b"\r\n",
        "two different Content-Lengths": f"{post}Content-Length: 2\r\nContent-Length: 7\r\n\r\n{{}}".encode(),
        "Content-Length and chunked": f"{post}Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{{}}\r\n0\r\n\r\n".encode(),
        "two Hosts": f"GET /healthz HTTP/1.1\r\n{host}Host: evil.example\r\n\r\n".encode(),
        "negative Content-Length": f"{post}Content-Length: -1\r\n\r\n{{}}".encode(),
        "a 20-digit Content-Length": f"{post}Content-Length: 99999999999999999999\r\n\r\n{{}}".encode(),
        "a chunk size that is not hex": f"{post}Transfer-Encoding: chunked\r\n\r\nzz\r\n{{}}\r\n0\r\n\r\n".encode(),
        "a chunk size that overflows": f"{post}Transfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFFFFFFFF\r\n{{}}".encode(),
        "a chunk without its CRLF": f"{post}Transfer-Encoding: chunked\r\n\r\n2\r\n{{}}XX0\r\n\r\n".encode(),
        "a truncated chunk, then silence": f"{post}Transfer-Encoding: chunked\r\n\r\na\r\n{{\"so".encode(),
        "half a head, then silence": f"GET /healthz HTTP/1.1\r\n{host}".encode(),
        "a header without a colon": f"GET /healthz HTTP/1.1\r\n{host}NoColon\r\n\r\n".encode(),
        "a folded header": f"GET /healthz HTTP/1.1\r\n{host}X-A: a\r\n b\r\n\r\n".encode(),
        "control characters in the path": f"GET /\x01\x7f HTTP/1.1\r\n{host}\r\n".encode(),
        "a NUL in a header": f"GET /healthz HTTP/1.1\r\n{host}X-A: a\x00b\r\n\r\n".encode(),
        "50 pipelined requests": f"GET /healthz HTTP/1.1\r\n{host}\r\n".encode() * 50,
        "a kept-alive request, then silence": f"GET /healthz HTTP/1.1\r\n{host}\r\n".encode(),
        "a body longer than its Content-Length": f"{post}Content-Length: 2\r\n\r\n{{}}GARBAGE GARBAGE\r\n\r\n".encode(),
        "a 2 MB body": f"{post}Content-Length: 2000000\r\n\r\n".encode() + b"x" * 2_000_000,
        "an upgrade without a key": f"GET /api/live HTTP/1.1\r\n{host}Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n\r\n".encode(),
        "an upgrade of another version": (f"GET /api/live HTTP/1.1\r\n{host}Upgrade: websocket\r\nConnection: Upgrade\r\n"
                                          "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 99\r\n\r\n").encode(),
    }


WEBSOCKET_CASES = {
    "nothing at all, no pong either": b"",
    "a truncated frame header, then silence": b"\x81",
    "a frame of 2^63 bytes": b"\x82\xff" + struct.pack("!Q", (1 << 63) - 1) + b"\0\0\0\0abc",
    "a 2 MiB frame (over the cap)": b"\x82\xff" + struct.pack("!Q", 2 << 20) + b"\0\0\0\0" + b"x" * 70_000,
    "an unmasked frame": ws_frame(0x1, b"hello", mask=False),
    "reserved bits": ws_frame(0x1, b"hello", rsv=7),
    "an unknown opcode": ws_frame(0x3, b"hello"),
    "a fragmented ping": ws_frame(0x9, b"ping", fin=False),
    "a 200-byte ping": ws_frame(0x9, b"p" * 200),
    "text that is not UTF-8": ws_frame(0x1, b"\xff\xfe\xc0"),
    "text that is not JSON": ws_frame(0x1, b"{not json"),
    "a close frame of one byte": ws_frame(0x8, b"\x03"),
    "a continuation with nothing to continue": ws_frame(0x0, b"tail"),
    "half a frame's payload, then silence": ws_frame(0x1, b'{"seq": 1, "render": {"source": "x"}}')[:12],
    "a message in 5,000 fragments": ws_frame(0x1, b"{", fin=False) + b"".join(ws_frame(0x0, b" ", fin=False) for _ in range(4998)) + ws_frame(0x0, b"}"),
}


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
NOT_MALFORMED = {"two Hosts", "a truncated chunk, then silence", "half a head, then silence", "50 pipelined requests",
                 "a kept-alive request, then silence", "a 2 MB body"}


def test_malformed_http_and_websocket_input(guarded):
    port = guarded.port
    baseline = wait_for_sockets(guarded, 1, 5)
    cases = list(http_cases(port).items()) + [("ws: " + name, payload) for name, payload in WEBSOCKET_CASES.items()]
    slow = []
    for case, payload in cases:
        started = time.monotonic()
        closed, answer = hostile_connection(port, case, payload)
        took = time.monotonic() - started
        assert closed, f"the server kept the connection open after {case}"
        if not case.startswith("ws: ") and case not in NOT_MALFORMED:
            assert answer.startswith(b"HTTP/1.1 400 ") and took < 1.5, f"{case}: {answer[:80]!r} after {took:.1f} s"
        slow.append((took, case))
        assert_still_serving(guarded, baseline, case)
    assert render(port)[0] == 200 and ws_keystroke(port), "no worker is stuck"
    print(f"\n{len(cases)} malformed inputs, each connection closed by the server; slowest: "
          + ", ".join(f"{case} {t:.1f} s" for t, case in sorted(slow, reverse=True)[:int(os.environ.get("EASEL_SLOW_CLIENTS_SHOW", "3"))]))


def mutate(rng, data):
    data = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        where = rng.randrange(len(data) + 1)
        choice = rng.random()
        if choice < 0.3 and data:
            data[min(where, len(data) - 1)] = rng.randrange(256)
        elif choice < 0.5:
            data[where:where] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
        elif choice < 0.7:
            del data[where:where + rng.randint(1, 32)]
        elif choice < 0.85 and data:
            start = rng.randrange(len(data))
            data[where:where] = data[start:start + rng.randint(1, 200)] * rng.randint(1, 50)
        else:
            data = data[:where]
    return bytes(data)


def test_fuzz_mutated_requests_and_frames(guarded):
    """Random mutations of valid requests and frames, a batch at a time, for
    EASEL_SLOW_CLIENTS_FUZZ_SECONDS; after each batch the Studio answers and no connection is left."""
    port = guarded.port
    seconds = float(os.environ.get("EASEL_SLOW_CLIENTS_FUZZ_SECONDS", "5"))
    seed = int(os.environ.get("EASEL_SLOW_CLIENTS_FUZZ_SEED", str(random.randrange(1 << 30))))
    rng = random.Random(seed)
    baseline = wait_for_sockets(guarded, 1, 5)
    body = json.dumps({"source": PLAIN, "platform": "ios"}).encode()
    host = f"Host: 127.0.0.1:{port}\r\n"
    seeds = [("http", f"GET /healthz HTTP/1.1\r\n{host}\r\n".encode()),
             ("http", f"POST /api/render HTTP/1.1\r\n{host}Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n".encode() + body),
             ("http", f"POST /api/render HTTP/1.1\r\n{host}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
                      f"{len(body):x}\r\n".encode() + body + b"\r\n0\r\n\r\n"),
             ("ws", ws_frame(0x1, json.dumps({"seq": 1, "render": {"source": PLAIN, "platform": "ios"}}).encode())),
             ("ws", ws_frame(0x9, b"ping") + ws_frame(0x8, struct.pack("!H", 1000)))]
    ended = time.monotonic() + seconds
    inputs = 0
    while time.monotonic() < ended:
        batch = [(kind, mutate(rng, data)) for kind, data in (rng.choice(seeds) for _ in range(16))]
        results = []

        def one(kind, data):
            try:
                results.append(hostile_connection(port, "ws:" if kind == "ws" else "http", data)[0])
            except OSError:
                results.append(True)  # refused or reset during the handshake: closed, which is what we check

        threads = [threading.Thread(target=one, args=item) for item in batch]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        inputs += len(batch)
        assert all(results), f"a mutated input's connection was kept open (seed {seed})"
        assert_still_serving(guarded, baseline, f"a batch of mutated inputs (seed {seed})")
    assert render(port)[0] == 200 and ws_keystroke(port), f"no worker is stuck (seed {seed})"
    print(f"\nfuzz: {inputs} mutated inputs in {seconds:.0f} s (seed {seed}), every connection closed by the server")

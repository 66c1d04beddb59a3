"""Slow and greedy clients (issue 36), against the real `easel studio` started under
`ulimit -n 1024` with short timeouts: 2,000 slow connections from 127.0.0.1 while the page,
/healthz, a render and a WebSocket keystroke from 127.0.0.2 keep answering, the slow ones closed
within the configured times; the limit in all keeps the Studio below its descriptor limit; a
client that reads none of its answer is closed. Malformed input: test_malformed_input.py."""

import selectors
import socket
import threading
import time

import pytest

from raw_clients import (DESCRIPTOR_LIMIT, OTHER, SLOW, TIMEOUTS, Studio, get, guarded, raise_own_descriptor_limit,  # noqa: F401
                         render, served, wait_for_sockets)


# MARK: 2,000 slow connections

SLOW_HEAD = ("POST /api/render HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
             "Content-Length: 100000\r\n\r\n{{")


def slow_connections(port, count, seconds, within=20):
    """Opens `count` connections over `seconds` that each send the headers and the first byte of
    a 100 kB body, then nothing, and watches them meanwhile: how long each lived before the server
    closed it (None: not within `within` seconds after the last was opened)."""
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
    assert held and 1.9 < held[0] and held[-1] < 2 + 2.5, "the held ones are closed about the header timeout (2 s) after their body stalled"
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
        # The held connections are counted at their peak, sampled through the storm: one look after
        # the last send sees fewer on a busy machine, where the first may already have timed out.
        # A count must last two samples (20 ms apart), and up to 20 over the limit are allowed: a
        # connection over the limit is accepted and then closed at once, and under 2,000 a second
        # a burst of those is in flight (seen: 485–491). The hard bound is the descriptor peak.
        peak, held, storming = [0], [0], threading.Event()
        storming.set()

        def sample():
            previous = 0
            while storming.is_set():
                peak[0] = max(peak[0], studio.descriptors())
                now = studio.sockets() - 1
                held[0] = max(held[0], min(previous, now))
                previous = now
                time.sleep(0.02)

        sampler = threading.Thread(target=sample)
        sampler.start()
        try:
            lifetimes = slow_connections(studio.port, count, 1)
        finally:
            storming.clear()
            sampler.join()
        print(f"\nlimit in all: at most {held[0]} connections held while {count} slow ones came, peak {peak[0]} descriptors "
              f"(limit {DESCRIPTOR_LIMIT}), {lifetimes.count(None)} never closed")
        assert (DESCRIPTOR_LIMIT - 64) // 2 - 20 <= held[0] <= (DESCRIPTOR_LIMIT - 64) // 2 + 20, "held up to the limit in all (480), no more"
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

"""The Studio lets in only its own pages (issue 23), against running Studios: a foreign Host is 403
on a page, an API call and a WebSocket upgrade (DNS rebinding); a foreign Origin is 403 on POST,
PUT and the upgrade (cross-site requests); text/plain is 415; beyond loopback the token is
required (401 without it, 200 with it, a cookie after the printed URL); every answer has the
security headers; hostile document ids are refused. And the page still works in Chromium under
its Content-Security-Policy: no violation is reported, CodeMirror runs, the preview renders."""

import base64
import json
import os
import shutil
import socket
import tempfile

import pytest

from test_studio import browser, free_port, start_studio, studio, wait_for_preview, wait_idle  # noqa: F401


def request(port, method, path, headers=None, body=None):
    """One raw HTTP/1.1 exchange: any Host, Origin or body a hostile page could make a browser send."""
    headers = dict(headers or {})
    headers.setdefault("Host", f"127.0.0.1:{port}")
    data = body.encode() if isinstance(body, str) else (body or b"")
    if data:
        headers["Content-Length"] = str(len(data))
    headers.setdefault("Connection", "close")
    head = f"{method} {path} HTTP/1.1\r\n" + "".join(f"{k}: {v}\r\n" for k, v in headers.items()) + "\r\n"
    with socket.create_connection(("127.0.0.1", port), timeout=20) as s:
        s.sendall(head.encode() + data)
        answer = b""
        while b"\r\n\r\n" not in answer or (not head.startswith("GET /api/live") and not answer.endswith(b"\n") and len(answer) < 100000):
            chunk = s.recv(65536)
            if not chunk:
                break
            answer += chunk
            if b" 101 " in answer.split(b"\r\n")[0]:
                break
    status_line, _, rest = answer.partition(b"\r\n")
    header_block, _, payload = rest.partition(b"\r\n\r\n")
    fields = {}
    for line in header_block.decode(errors="replace").split("\r\n"):
        if ":" in line:
            k, v = line.split(":", 1)
            fields.setdefault(k.strip().lower(), v.strip())
    return int(status_line.split()[1]), fields, payload


def upgrade_headers(extra=None):
    headers = {"Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Key": base64.b64encode(os.urandom(16)).decode(),
               "Sec-WebSocket-Version": "13"}
    headers.update(extra or {})
    return headers


def test_a_foreign_host_is_refused_on_a_page_an_api_call_and_an_upgrade(studio):
    _, _, port = studio
    evil = {"Host": f"evil.example:{port}"}
    for method, path, headers in [("GET", "/", evil), ("GET", "/api/documents", evil)]:
        status, fields, body = request(port, method, path, headers)
        assert status == 403, (path, status)
        assert "evil.example" in json.loads(body)["error"]
    status, fields, _ = request(port, "GET", "/api/live", upgrade_headers(evil))
    assert status == 403 and fields.get("x-content-type-options") == "nosniff", (status, fields)
    status, _, body = request(port, "GET", "/api/documents")
    assert status == 200 and b"GlassMailbox" in body
    assert request(port, "GET", "/api/live", upgrade_headers({"Origin": f"http://127.0.0.1:{port}"}))[0] == 101


def test_a_foreign_origin_is_refused_on_post_put_and_the_upgrade(studio):
    _, _, port = studio
    evil = {"Origin": "http://evil.example", "Content-Type": "application/json"}
    body = json.dumps({"source": "struct V: View { var body: some View { Text(\"x\") } }", "platform": "ios"})
    assert request(port, "POST", "/api/render", evil, body)[0] == 403
    assert request(port, "PUT", "/api/documents/Stolen", evil, json.dumps({"source": "x"}))[0] == 403
    assert request(port, "GET", "/api/live", upgrade_headers({"Origin": "http://evil.example"}))[0] == 403
    assert request(port, "GET", "/api/documents/Stolen")[0] == 404, "nothing was written"
    own = {"Origin": f"http://127.0.0.1:{port}", "Content-Type": "application/json"}
    assert request(port, "POST", "/api/render", own, body)[0] == 200


def test_a_simple_cross_site_request_is_415(studio):
    _, _, port = studio
    form = {"Content-Type": "text/plain"}
    op = json.dumps({"source": "x", "platform": "ipados", "document": "GlassMailbox", "op": {"reset": True}})
    status, _, body = request(port, "POST", "/api/customize", form, op)
    assert status == 415 and "application/json" in json.loads(body)["error"]


def test_every_answer_carries_the_security_headers(studio):
    _, _, port = studio
    for path in ["/", "/studio.js", "/api/documents", "/nowhere"]:
        _, fields, _ = request(port, "GET", path)
        policy = fields.get("content-security-policy", "")
        assert "script-src 'self'" in policy and "frame-ancestors 'none'" in policy and "unsafe-inline" not in policy, path
        assert fields.get("x-content-type-options") == "nosniff" and fields.get("referrer-policy") == "no-referrer", path


def test_hostile_document_ids_are_refused(studio):
    _, _, port = studio
    for hostile in ["..%2F..%2Fetc%2Fpasswd", "a%5Cb", "a%00b", "%2E%2E"]:
        status, _, _ = request(port, "GET", f"/api/documents/{hostile}")
        assert status == 400, hostile
        status, _, _ = request(port, "PUT", f"/api/documents/{hostile}", {"Content-Type": "application/json"}, json.dumps({"source": "x"}))
        assert status == 400, hostile
    body = json.dumps({"source": "x", "platform": "ios", "document": "../escape"})
    assert request(port, "POST", "/api/render", {"Content-Type": "application/json"}, body)[0] == 400
    # The files the Studio serves stay inside their folder.
    for path in ["/codemirror/../../../../etc/passwd", "/codemirror/..%2F..%2F..%2F..%2Fetc%2Fpasswd"]:
        status, _, payload = request(port, "GET", path)
        assert status != 200 and b"root:" not in payload, path


@pytest.fixture()
def exposed():
    """A Studio listening beyond loopback, with the token given through the environment."""
    data = tempfile.mkdtemp(prefix="easel-exposed-")
    port = free_port()
    os.environ["EASEL_STUDIO_TOKEN"] = "s3cret-token-for-the-test"
    try:
        process, _ = start_studio(data, port, ["--host", "0.0.0.0"])
    finally:
        del os.environ["EASEL_STUDIO_TOKEN"]
    yield port, "s3cret-token-for-the-test"
    process.kill()
    process.wait(timeout=10)
    shutil.rmtree(data, ignore_errors=True)


def test_beyond_loopback_the_token_is_required(exposed):
    port, token = exposed
    assert request(port, "GET", "/healthz")[0] == 200, "health checks stay open"
    assert request(port, "GET", "/api/documents")[0] == 401
    assert request(port, "GET", "/")[0] == 401
    assert request(port, "GET", "/api/documents", {"Authorization": "Bearer wrong"})[0] == 401
    assert request(port, "GET", "/api/documents", {"Authorization": f"Bearer {token}"})[0] == 200
    status, fields, _ = request(port, "GET", f"/?token={token}")
    assert status == 200
    cookie = fields.get("set-cookie", "")
    assert cookie.startswith(f"easel_token={token}") and "HttpOnly" in cookie and "SameSite=Strict" in cookie
    assert request(port, "GET", "/api/documents", {"Cookie": f"easel_token={token}"})[0] == 200
    assert request(port, "GET", "/api/live", upgrade_headers())[0] == 401, "refused without the token"
    assert request(port, "GET", "/api/live", upgrade_headers({"Authorization": f"Bearer {token}"}))[0] == 101


def test_the_page_works_under_its_content_security_policy(studio, browser):
    url, _, _ = studio
    browser.get(url + "/")
    wait_for_preview(browser, "<svg")
    wait_idle(browser)
    assert browser.execute_script("return !!window.CodeMirror && !!document.querySelector('.CodeMirror')"), "CodeMirror runs"
    violations = [entry for entry in browser.get_log("browser") if "Content Security Policy" in entry.get("message", "")]
    assert not violations, violations

"""Fair shares between clients (issue 18), against a running Studio, from several loopback
addresses: one address floods the Studio with endless loops over many connections; another
address's render is answered after one turn (one 2 s deadline), not after the flood."""

import http.client
import json
import threading
import time

from test_studio import studio  # noqa: F401

ENDLESS = 'struct V: View { var n: Int { var i = 0; while true { i += 1 }; return i }; var body: some View { Text("\\(n)") } }'
PLAIN = 'struct V: View { var body: some View { Text("ok").toolbar { Button("Go") { } } } }'


def render(port, source, address):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120, source_address=(address, 0))
    connection.request("POST", "/api/render", json.dumps({"source": source, "platform": "macos"}),
                       {"Content-Type": "application/json", "Host": f"127.0.0.1:{port}"})
    response = connection.getresponse()
    response.read()
    connection.close()
    return response.status


def test_a_flood_from_one_address_keeps_another_waiting_one_turn_at_most(studio):
    _, _, port = studio
    flood = [threading.Thread(target=render, args=(port, ENDLESS, "127.0.0.2")) for _ in range(16)]
    for thread in flood:
        thread.start()
    time.sleep(0.5)  # the flood holds every worker and fills the queue
    started = time.monotonic()
    assert render(port, PLAIN, "127.0.0.3") == 200
    waited = time.monotonic() - started
    for thread in flood:
        thread.join()
    # First come first served would have waited for the flood's queue: rounds of 2 s deadlines.
    assert waited < 4.5, f"waited {waited:.1f} s behind the flood"

-- wrk script for Scripts/load-test: every request is POST /api/render with one of the bodies in
-- the file given after `--`, a fresh number typed into its first string literal (as a keystroke
-- in the Studio would), so no two requests carry the same source.
local bodies = {}
local counter = 0
local threads = 0

function setup(thread)
  threads = threads + 1
  thread:set("id", threads)
end

function init(args)
  for line in io.lines(args[1]) do bodies[#bodies + 1] = line end
  counter = id * 100000000
end

function request()
  counter = counter + 1
  local body = bodies[(counter % #bodies) + 1]:gsub("__KEY__", tostring(counter))
  return wrk.format("POST", "/api/render", { ["Content-Type"] = "application/json" }, body)
end

function done(summary, latency, requests)
  local seconds = summary.duration / 1e6
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format(
    '{"requests": %d, "seconds": %.2f, "renders_per_s": %.0f, "p50_ms": %.2f, "p90_ms": %.2f, "p99_ms": %.2f, "max_ms": %.2f, "socket_errors": %d, "non_2xx": %d}\n',
    summary.requests, seconds, summary.requests / seconds, latency:percentile(50) / 1000, latency:percentile(90) / 1000,
    latency:percentile(99) / 1000, latency.max / 1000, errors, summary.errors.status))
end

// Runs autocannon against one URL in its own process, so the load generator does not share an event
// loop (or a core's time slice inside one process) with the server it measures. Called by bench/lib/load.ts:
//   node bench/lib/load.mjs '{"url":"http://127.0.0.1:PORT/","connections":10,"duration":8,"warmup":2}'
// Prints one JSON line: { requestsPerSec, p50, p99, requests, errors, non2xx }.
import autocannon from 'autocannon';

const opts = JSON.parse(process.argv[2]);
const base = { url: opts.url, connections: opts.connections ?? 10, pipelining: 1, headers: opts.headers ?? {} };

if (opts.warmup > 0) await autocannon({ ...base, duration: opts.warmup });
const r = await autocannon({ ...base, duration: opts.duration ?? 8 });
process.stdout.write(
  `${JSON.stringify({
    requestsPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  })}\n`,
);

// The auto-save benches' users, in their own process (as browsers would be): the 200 KB–1 MB request
// bodies are sent, and the answers read, without taking the server's event loop. Called by
// bench/autosave.ts and bench/lib/api-scale.ts:
//   node bench/lib/autosave-clients.mjs   (the job as one JSON object on stdin)
// Job: { origin, head, users: [{ cookie, sessionId, revision }], mode: 'paced' | 'burst', saves }
// A save refused as busy (503 with Retry-After) is sent again after that wait and up to half as long
// again, as the editor does (AutoSavePlugin's RETRY_AFTER_SPREAD).
// Prints one JSON line: { clientMs, storedMs, refused, errors, revisions }: the time of each answered
// request, the time from a save's first try until it was stored, the 503s, and any other failures.
const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const job = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const { origin, head, users, mode, saves } = job;
const clientMs = [];
const storedMs = [];
const errors = [];
let refused = 0;
const RETRY_AFTER_SPREAD = 0.5;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function save(u) {
  const first = performance.now();
  for (;;) {
    const body = `${head}${25 + u.revision},"baseRevision":${u.revision}}`;
    const t0 = performance.now();
    let res;
    let text;
    try {
      res = await fetch(`${origin}/api/autosave/session/${u.sessionId}`, {
        method: 'PUT',
        headers: { origin, 'content-type': 'application/json', cookie: u.cookie },
        body,
      });
      text = await res.text();
    } catch (err) {
      errors.push(`network: ${err.message}`);
      return;
    }
    const retryAfter = Number(res.headers.get('retry-after'));
    if (res.status === 503 && retryAfter > 0) {
      refused += 1;
      await sleep(retryAfter * 1000 * (1 + Math.random() * RETRY_AFTER_SPREAD));
      continue;
    }
    clientMs.push(performance.now() - t0);
    if (!res.ok) {
      errors.push(`PUT ${res.status} ${text.slice(0, 200)}`);
      return;
    }
    const json = JSON.parse(text);
    if (json.tooLarge) errors.push('the server answered tooLarge');
    u.revision = json.session.revision;
    storedMs.push(performance.now() - first);
    return;
  }
}

if (mode === 'paced') {
  // Each user saves every 1–5 s at random (the SPEC's auto-save rules), all active.
  let started = 0;
  await Promise.all(
    users.map(async (u) => {
      await sleep(Math.random() * 5000);
      while (started < saves) {
        started += 1;
        await save(u);
        await sleep(1000 + Math.random() * 4000);
      }
    }),
  );
} else {
  // All users save at the same instant, round after round.
  const rounds = Math.max(1, Math.round(saves / users.length));
  for (let r = 0; r < rounds; r++) await Promise.all(users.map(save));
}
process.stdout.write(`${JSON.stringify({ clientMs, storedMs, refused, errors, revisions: users.map((u) => u.revision) })}\n`);

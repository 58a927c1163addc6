// The auto-save bench's 20 users, in their own process (as browsers would be): the 1 MB request bodies
// are sent, and the answers read, without taking the server's event loop. Called by bench/autosave.ts:
//   node bench/lib/autosave-clients.mjs   (the job as one JSON object on stdin)
// Job: { origin, head, users: [{ cookie, sessionId, revision }], mode: 'paced' | 'burst', saves }
// Prints one JSON line: { clientMs: number[], revisions: number[] }.
const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const job = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const { origin, head, users, mode, saves } = job;
const clientMs = [];

async function save(u) {
  const body = `${head}${25 + u.revision},"baseRevision":${u.revision}}`;
  const t0 = performance.now();
  const res = await fetch(`${origin}/api/autosave/session/${u.sessionId}`, {
    method: 'PUT',
    headers: { origin, 'content-type': 'application/json', cookie: u.cookie },
    body,
  });
  const text = await res.text();
  clientMs.push(performance.now() - t0);
  if (!res.ok) throw new Error(`PUT ${res.status} ${text.slice(0, 300)}`);
  const json = JSON.parse(text);
  if (json.tooLarge) throw new Error('the server answered tooLarge');
  u.revision = json.session.revision;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
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
process.stdout.write(`${JSON.stringify({ clientMs, revisions: users.map((u) => u.revision) })}\n`);

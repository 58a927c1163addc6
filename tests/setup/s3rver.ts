import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

/**
 * s3rver runs in a child process because its ListObjectsV2 continuation tokens use DES, which Node 20's
 * OpenSSL 3 only offers with --openssl-legacy-provider (without it every truncated listing is a 500).
 */
const S3RVER_SCRIPT = `
const S3rver = require('s3rver');
const server = new S3rver({ address: '127.0.0.1', port: 0, directory: process.argv[1], silent: true, configureBuckets: [{ name: process.argv[2] }] });
server.run().then(({ port }) => console.log(JSON.stringify({ port })));
`;

export interface S3rver {
  child: ChildProcess;
  /** Its loopback URL, for S3_ENDPOINT (credentials: any, e.g. S3RVER/S3RVER). */
  endpoint: string;
}

/** An S3-compatible server on loopback keeping its objects in `dir`, with one empty `bucket`. */
export async function startS3rver(dir: string, bucket: string): Promise<S3rver> {
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', S3RVER_SCRIPT, dir, bucket], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return { child, endpoint: `http://127.0.0.1:${JSON.parse(line).port}` };
}

export async function stopS3rver({ child }: S3rver): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill();
  await once(child, 'exit');
}

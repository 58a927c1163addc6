import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';

/**
 * scrypt with an OWASP-level cost (N=2^17, r=8, p=1) instead of better-auth's lighter default
 * (DESIGN §7). The parameters are stored with the hash, so a later cost change still verifies old hashes.
 */
export interface ScryptParams {
  logN: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: ScryptParams = { logN: 17, r: 8, p: 1 };
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, { logN, r, p }: ScryptParams): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export function createPasswordHasher(params: ScryptParams = OWASP_SCRYPT) {
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16);
      const key = await derive(password, salt, params);
      return `scrypt$${params.logN}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const parts = hash.split('$');
      if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
      const [, logN, r, p, salt, expected] = parts;
      const key = await derive(password, Buffer.from(salt, 'base64'), { logN: Number(logN), r: Number(r), p: Number(p) });
      const want = Buffer.from(expected, 'base64');
      return want.length === key.length && timingSafeEqual(want, key);
    },
  };
}

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the web build reads: every source under src/ except the server's, the build's configuration, and
 * the locked dependency versions. A change to any of them changes the hash; nothing else does.
 */
const SOURCE_DIR = 'src';
const NOT_BUILT = [path.join('src', 'server')];
const CONFIG_FILES = ['vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function filesUnder(root: string, dir: string, out: string[]): void {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!NOT_BUILT.includes(relative)) filesUnder(root, relative, out);
    } else if (entry.isFile()) out.push(relative);
  }
}

/** A SHA-256 over the build's inputs (paths and contents, in a fixed order). */
export function webSourceHash(projectRoot: string): string {
  const files: string[] = [];
  filesUnder(projectRoot, SOURCE_DIR, files);
  for (const file of CONFIG_FILES) if (existsSync(path.join(projectRoot, file))) files.push(file);
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    // Forward slashes, so the hash is the same on every platform.
    hash.update(file.split(path.sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(path.join(projectRoot, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Where the hash of the sources a build was made from is kept: beside the build's folder (`dist.build-hash`). */
export const stampFileOf = (distDir: string) => `${path.resolve(distDir)}.build-hash`;

/** Whether `distDir` holds a build of exactly these sources. */
export function buildIsCurrent(distDir: string, sourceHash: string): boolean {
  const stamp = stampFileOf(distDir);
  if (!existsSync(path.join(distDir, 'index.html')) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8').trim() === sourceHash;
}

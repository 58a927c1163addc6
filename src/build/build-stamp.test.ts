import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsCurrent, stampFileOf, webSourceHash } from './build-stamp';

describe('the web build stamp', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
    write('src/web/main.tsx', 'export {};');
    write('src/shared/x.ts', 'export const x = 1;');
    write('src/server/main.ts', 'console.log(1);');
    write('vite.config.ts', 'export default {};');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('changes with a web or shared source or the build configuration, not with the server', () => {
    const before = webSourceHash(root);
    write('src/server/main.ts', 'console.log(2);');
    expect(webSourceHash(root)).toBe(before);
    write('src/shared/x.ts', 'export const x = 2;');
    const shared = webSourceHash(root);
    expect(shared).not.toBe(before);
    write('vite.config.ts', 'export default { build: {} };');
    expect(webSourceHash(root)).not.toBe(shared);
  });

  it('a build is current only with its index.html and the stamp of the same sources', () => {
    const dist = path.join(root, 'dist');
    const hash = webSourceHash(root);
    expect(buildIsCurrent(dist, hash)).toBe(false);
    write('dist/index.html', '<!doctype html>');
    expect(buildIsCurrent(dist, hash)).toBe(false);
    writeFileSync(stampFileOf(dist), `${hash}\n`);
    expect(buildIsCurrent(dist, hash)).toBe(true);
    write('src/web/main.tsx', 'export const changed = true;');
    expect(buildIsCurrent(dist, webSourceHash(root))).toBe(false);
  });
});

/**
 * `npm start`'s first step: builds the web app only when its sources changed since the build in
 * WEB_DIST_DIR (default dist/), so a restart of a built app starts the server at once. The hash of the
 * sources a build was made from is written beside it (`dist.build-hash`) after a successful build.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIsCurrent, stampFileOf, webSourceHash } from '../src/build/build-stamp';

const projectRoot = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(projectRoot, process.env.WEB_DIST_DIR ?? 'dist');
const hash = webSourceHash(projectRoot);

if (buildIsCurrent(distDir, hash)) {
  console.log(`[build] ${path.relative(projectRoot, distDir) || distDir} is built from the current sources: not rebuilding`);
} else {
  console.log('[build] the web sources changed since the last build (or there is none): building');
  // vite's root is src/web, so the output folder is given absolute.
  execFileSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], { cwd: projectRoot, stdio: 'inherit' });
  writeFileSync(stampFileOf(distDir), `${hash}\n`);
}

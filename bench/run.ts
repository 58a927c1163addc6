/**
 * The one bench runner: `npm run bench -- <name> [args...]` runs bench/<name>.ts, whose default export
 * is `async (args: string[]) => void` and which exports a one-line `description`.
 * With no name, or an unknown one, it lists the benches.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface BenchModule {
  default: (args: string[]) => Promise<void>;
  description?: string;
}

const dir = path.dirname(fileURLToPath(import.meta.url));
const available = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.endsWith('.d.ts'))
  .map((f) => f.slice(0, -3))
  .sort();

const [name, ...args] = process.argv.slice(2);

async function list(): Promise<void> {
  console.log('Usage: npm run bench -- <name> [args...]\n\nAvailable benches:');
  for (const b of available) {
    const mod = (await import(pathToFileURL(path.join(dir, `${b}.ts`)).href)) as BenchModule;
    console.log(`  ${b.padEnd(12)} ${mod.description ?? ''}`);
  }
  console.log('\nWhat each measures and the latest figures: bench/README.md');
}

if (!name || !available.includes(name)) {
  if (name) console.error(`Unknown bench "${name}".\n`);
  await list();
  process.exit(name ? 1 : 0);
}

const mod = (await import(pathToFileURL(path.join(dir, `${name}.ts`)).href)) as BenchModule;
await mod.default(args);
process.exit(0);

/**
 * Proof bench (issue 28 finding 4): the shopper's proof of the production bench's sample design
 * (`proofFromDocument`, the render the cart and the checkout queue for) as a die-cut sticker and as a
 * vinyl decal at 4, 12 and 24 in, each in a fresh process (bench/lib/proof-probe.ts): wall time, peak
 * RSS growth, the facts beside the picture and the warnings the customer is shown.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const description = 'the shopper proof (die-cut and vinyl at 4, 12, 24 in): time, peak memory, facts, warnings';

export default async function run(args: string[]): Promise<void> {
  const sizes = (args.find((a) => a.startsWith('--sizes='))?.slice(8) ?? '4,12,24').split(',').map(Number);
  const script = fileURLToPath(new URL('./lib/proof-probe.ts', import.meta.url));
  for (const kind of ['sticker', 'vinyl'])
    for (const size of sizes) {
      const out = execFileSync(process.execPath, ['--import', 'tsx', '--expose-gc', script, kind, String(size)], { encoding: 'utf8', maxBuffer: 1 << 20 });
      console.log(out.trim().split('\n').at(-1));
    }
}

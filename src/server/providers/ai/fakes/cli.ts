import { startFakeDashScope } from './fake-dashscope';
import { startFakeOpenAi } from './fake-openai';

/**
 * Runs a fake as its own process, for end-to-end tests and trying the providers by hand:
 *   npx tsx src/server/providers/ai/fakes/cli.ts openai|dashscope [port]
 * then start the app with AI_PROVIDER=openai OPENAI_BASE_URL=<url> OPENAI_API_KEY=sk-test
 * (or AI_PROVIDER=qwen DASHSCOPE_BASE_URL=<url> DASHSCOPE_API_KEY=dk-test QWEN_POLL_INTERVAL_MS=200).
 */
const [kind, portArg] = process.argv.slice(2);
const port = portArg ? Number(portArg) : 0;
if ((kind !== 'openai' && kind !== 'dashscope') || !Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('Usage: tsx src/server/providers/ai/fakes/cli.ts openai|dashscope [port]');
  process.exit(2);
}
const fake = kind === 'openai' ? await startFakeOpenAi({ port }) : await startFakeDashScope({ port });
console.log(`fake ${kind} API at ${fake.baseUrl} (key ${fake.apiKey})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}

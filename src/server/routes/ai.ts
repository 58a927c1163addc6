import { Hono } from 'hono';
import sharp from 'sharp';
import { z } from 'zod';
import type { AiStatusAnswer } from '../../shared/api/generations';
import { generateRequestSchema } from '../../shared/api/generations';
import type { AppDeps } from '../deps';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { requireAdmin } from '../http/guards';
import { readJson } from '../http/validate';
import { type AiImagePort, createAiProvider } from '../providers/ai';
import { generationFailure } from '../services/generation/errors';
import { runGeneration } from '../services/generation/generate';
import { guestAddressGroup } from '../services/guests';
import { hitCounter } from '../services/security/rate-counter';

/** Generations a user (or a guest address) may start per minute: a brake on scripts, far above a person's pace. */
const GENERATIONS_PER_MINUTE = 12;
const qwenTestSchema = z.object({ prompt: z.string().trim().min(3).max(500) });

/** POST /api/ai/generate, GET /api/ai/status, and the /qwen-test page's /api/ai/qwen-test. */
export function aiRoutes(deps: Pick<AppDeps, 'database' | 'storage' | 'config' | 'ai'>) {
  const { db } = deps.database;
  let qwen: AiImagePort | null = null;
  // The Qwen provider as configured, whatever AI_PROVIDER says (the test page checks it before it is switched on).
  const qwenProvider = () => {
    if (deps.config.ai.provider === 'qwen') return deps.ai;
    qwen ??= createAiProvider({ ai: { ...deps.config.ai, provider: 'qwen' } });
    return qwen;
  };
  // Development: anyone; elsewhere admins only (it spends the shop's provider budget).
  const requireQwenTester = (c: Parameters<typeof requireAdmin>[0]) => {
    if (deps.config.isProduction) requireAdmin(c);
  };

  return new Hono<AppEnv>()
    .get('/ai/status', (c) => {
      const { provider, isDemo, configured } = deps.ai.status();
      return c.json({ provider, isDemo, configured } satisfies AiStatusAnswer);
    })
    .post('/ai/generate', async (c) => {
      const viewer = c.get('viewer');
      const request = await readJson(c, generateRequestSchema);
      const who = viewer ? `user:${viewer.id}` : `guest:${guestAddressGroup(clientIp(c, deps.config.trustProxy))}`;
      if ((await hitCounter(db, `ai-generate:${who}`, 60_000)) > GENERATIONS_PER_MINUTE) {
        throw new ApiError(429, 'rate_limited', 'Too many generations in a minute. Please wait a moment.');
      }
      return c.json(await runGeneration({ db, storage: deps.storage, ai: deps.ai, config: deps.config }, viewer, request, c.req.raw.signal));
    })
    .get('/ai/qwen-test', (c) => {
      requireQwenTester(c);
      const status = qwenProvider().status();
      const { qwen: settings } = deps.config.ai;
      return c.json({
        activeProvider: deps.config.ai.provider,
        configured: status.configured,
        baseUrl: status.baseUrl,
        mode: settings.apiMode,
        models: status.models,
        problems: status.problems,
      });
    })
    .post('/ai/qwen-test', async (c) => {
      requireQwenTester(c);
      const { prompt } = await readJson(c, qwenTestSchema);
      const started = Date.now();
      try {
        const [image] = await qwenProvider().generate({ prompt, width: 1024, height: 1024, count: 1, tier: 'standard', signal: c.req.raw.signal });
        if (!image) throw new ApiError(502, 'provider_error', 'The provider returned no image.');
        const meta = await sharp(image.data).metadata();
        return c.json({ image: `data:${image.contentType};base64,${image.data.toString('base64')}`, width: meta.width ?? 0, height: meta.height ?? 0, ms: Date.now() - started });
      } catch (error) {
        const failure = generationFailure(error);
        // The test page shows the provider's own words: it is there to debug the configuration.
        throw new ApiError(failure.apiError.status, failure.apiError.code, error instanceof Error ? error.message : failure.apiError.message);
      }
    });
}

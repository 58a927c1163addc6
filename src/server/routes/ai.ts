import { type Context, Hono } from 'hono';
import sharp from 'sharp';
import { generationEndpoints } from '../../shared/api/endpoints/generations';
import type { AiStatusAnswer } from '../../shared/api/generations';
import type { AppDeps } from '../deps';
import { DomainError, rateLimited } from '../domain/errors';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { clientIp } from '../http/client-ip';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { requireAdmin } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { type AiImagePort, createAiProvider } from '../providers/ai';
import { generationFailure } from '../services/generation/errors';
import { runGeneration } from '../services/generation/generate';
import { guestAddressGroup, releaseGuestToken } from '../services/guests';
import { hitCounter } from '../services/security/rate-counter';

/** POST /api/ai/generate, GET /api/ai/status, and the /qwen-test page's /api/ai/qwen-test. */
export const aiRoutes = defineRoutes({
  prefix: '/ai',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config' | 'ai'>, base) => {
    const { db } = deps.database;
    let qwen: AiImagePort | null = null;
    // The Qwen provider as configured, whatever AI_PROVIDER says (the test page checks it before it is switched on).
    const qwenProvider = () => {
      if (deps.config.ai.provider === 'qwen') return deps.ai;
      qwen ??= createAiProvider({ ai: { ...deps.config.ai, provider: 'qwen' } });
      return qwen;
    };
    // Admins only, in every environment: it spends the shop's provider budget with no rate limit.
    const qwenTesters = async (c: Context<AppEnv>, next: () => Promise<void>) => {
      requireAdmin(c);
      await next();
    };

    return implement(new Hono<AppEnv>(), base, generationEndpoints, {
      status: () => {
        const { provider, isDemo, configured } = deps.ai.status();
        return { provider, isDemo, configured } satisfies AiStatusAnswer;
      },
      generate: async ({ body: request }, c) => {
        const viewer = c.get('viewer');
        try {
          const who = viewer ? `user:${viewer.id}` : `guest:${guestAddressGroup(clientIp(c, deps.config.trustProxy))}`;
          if ((await hitCounter(db, `ai-generate:${who}`, 60_000)) > deps.config.generationsPerMinute) {
            throw rateLimited('Too many generations in a minute. Please wait a moment.');
          }
          return await runGeneration({ db, storage: deps.storage, ai: deps.ai, config: deps.config }, viewer, request, c.req.raw.signal);
        } catch (error) {
          // A guest's use refused before its generation started (rate limit, bad request) is given back
          // now, not when the sweeper finds the token expired; a started generation refunds its own.
          if (!viewer && request.guestToken) await releaseGuestToken(db, request.guestToken, { secret: deps.config.authSecret });
          throw error;
        }
      },
      qwenTestStatus: {
        use: [qwenTesters],
        handler: () => {
          const status = qwenProvider().status();
          const { qwen: settings } = deps.config.ai;
          return {
            activeProvider: deps.config.ai.provider,
            configured: status.configured,
            baseUrl: status.baseUrl,
            mode: settings.apiMode,
            models: status.models,
            problems: status.problems,
          };
        },
      },
      qwenTest: {
        use: [qwenTesters],
        handler: async ({ body: { prompt } }, c) => {
          const started = Date.now();
          try {
            const [image] = await qwenProvider().generate({ prompt, width: 1024, height: 1024, count: 1, tier: 'standard', signal: c.req.raw.signal });
            if (!image) throw new DomainError('upstream_failed', 'provider_error', 'The provider returned no image.');
            const meta = await sharp(image.data).metadata();
            return { image: `data:${image.contentType};base64,${image.data.toString('base64')}`, width: meta.width ?? 0, height: meta.height ?? 0, ms: Date.now() - started };
          } catch (error) {
            const { error: failure } = generationFailure(error);
            // The test page shows the provider's own words: it is there to debug the configuration.
            throw new DomainError(failure.kind, failure.code, error instanceof Error ? error.message : failure.message, failure.details);
          }
        },
      },
    });
  },
});

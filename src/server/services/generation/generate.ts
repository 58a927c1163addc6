import { styledPrompt } from '../../../shared/ai/styles';
import { type GenerateAnswer, type GeneratedImageInfo, type GenerateRequest, sizeToPixels } from '../../../shared/api/generations';
import { MESSAGES } from '../../../shared/messages';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { DomainError } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import { componentLog } from '../../log/logger';
import type { AiImagePort, GeneratedImage } from '../../providers/ai';
import type { StoragePort } from '../../providers/storage/types';
import { completeGeneration, refundGeneration, reserveGeneration, reserveGuestGeneration } from '../credits';
import { guestPolicy, guestRemainingAfter } from '../guests';
import { addMaterial } from '../materials/materials';
import { checkUpload } from '../uploads';
import { generationFailure } from './errors';

const log = componentLog('generation');

export interface GenerationDeps {
  db: Db;
  storage: StoragePort;
  ai: AiImagePort;
  config: Pick<AppConfig, 'authSecret' | 'storage' | 'credits'>;
}

/**
 * One generation, start to end: take the credits (or redeem the guest's single-use token) in one
 * transaction, call the provider, keep the results (a signed-in user's go to materials; a guest's come
 * back inline), then mark it succeeded. Any failure after the debit refunds it exactly once; if the
 * process dies in between, the sweeper refunds it (services/credits/sweep.ts).
 */
export async function runGeneration(deps: GenerationDeps, viewer: Viewer | null, request: GenerateRequest, signal?: AbortSignal): Promise<GenerateAnswer> {
  const status = deps.ai.status();
  const fields = { prompt: request.prompt, style: request.style, size: request.size, count: request.count, provider: status.provider };
  const reserved = await reserve(deps, viewer, request, fields);
  try {
    const { prompt, negativePrompt } = styledPrompt(request.prompt, request.style);
    const { width, height } = sizeToPixels(request.size);
    const made = await deps.ai.generate({ prompt, negativePrompt: negativePrompt || undefined, width, height, count: request.count, tier: request.model, signal });
    if (made.length === 0) throw new DomainError('upstream_failed', 'provider_error', 'The AI service returned no image. Your credits were returned.');
    const images = viewer ? await keepAsMaterials(deps, viewer.id, made, request.prompt) : await inlineImages(deps, made);
    const done = await completeGeneration(deps.db, reserved.generationId, { images });
    if (!done.completed) log.warn({ generationId: reserved.generationId, status: done.status }, 'finished after it was settled; the result is still returned');
    const guestRemaining = reserved.guestKey ? await guestRemainingAfter(deps.db, guestPolicy(deps.config), reserved.guestKey) : undefined;
    return { generationId: reserved.generationId, images, balance: reserved.balance, isDemo: status.isDemo, guestRemaining };
  } catch (error) {
    const failure = generationFailure(error);
    await refundGeneration(deps.db, reserved.generationId, failure.code).catch((refundError: unknown) =>
      // The sweeper will refund it: a pending generation never stays charged.
      log.error({ generationId: reserved.generationId, err: refundError }, 'refund failed; left to the sweeper'),
    );
    if (failure.code === 'internal') log.error({ generationId: reserved.generationId, err: error }, 'generation failed');
    throw failure.error;
  }
}

async function reserve(deps: GenerationDeps, viewer: Viewer | null, request: GenerateRequest, fields: Parameters<typeof reserveGeneration>[1]['generationFields']) {
  if (viewer) {
    // Free credits are for verified accounts (SPEC §6 general access); admins are exempt.
    if (!viewer.emailVerified && !viewer.isAdmin) throw new DomainError('forbidden', 'email_not_verified', 'Please verify your e-mail address before generating images.');
    const result = await reserveGeneration(deps.db, { userId: viewer.id, isAdmin: viewer.isAdmin, tier: request.model, cost: request.count, generationFields: fields });
    if (!result.ok) {
      throw new DomainError('payment_required', 'no_credits', 'You have no credits left for this model. See the plans or buy a credit pack to keep generating.', {
        remaining: result.remaining,
        plan: result.plan,
        needed: result.needed,
      });
    }
    return { generationId: result.generationId, balance: result.balance, guestKey: null };
  }
  if (!request.guestToken) throw new DomainError('forbidden', 'guest_token_invalid', 'A guest generation needs the token from /api/guests/use.');
  // A guest trial is the standard model, as many images as the token counted (useGuestGeneration's `images`).
  if (request.model !== 'standard') throw new DomainError('invalid', 'invalid_input', 'Guests generate with the standard model.');
  const result = await reserveGuestGeneration(deps.db, {
    guestToken: request.guestToken,
    secret: deps.config.authSecret,
    dailyBudget: deps.config.credits.guestDailyBudget,
    tier: 'standard',
    images: request.count,
    generationFields: fields,
  });
  if (!result.ok && result.reason === 'guest_budget') throw new DomainError('forbidden', 'guest_limit', MESSAGES.guestLimitExceeded);
  if (!result.ok)
    throw new DomainError('forbidden', 'guest_token_invalid', 'This guest generation token is not valid (used, expired, or for another number of images). Please try again.');
  return { generationId: result.generationId, balance: result.balance, guestKey: result.guestKey };
}

/** Provider bytes are checked like any upload (type from the bytes, pixel limit) before they are kept. */
async function checked(deps: GenerationDeps, image: GeneratedImage) {
  return checkUpload(image.data, { maxBytes: Math.max(deps.config.storage.uploadMaxBytes, 25 * 1024 * 1024), maxPixels: deps.config.storage.uploadMaxPixels });
}

async function keepAsMaterials(deps: GenerationDeps, userId: string, made: GeneratedImage[], prompt: string): Promise<GeneratedImageInfo[]> {
  const name =
    prompt
      .replace(/[\\/<>:"|?*\u0000-\u001f]/g, ' ')
      .trim()
      .slice(0, 100) || 'AI image';
  const out: GeneratedImageInfo[] = [];
  for (const [i, image] of made.entries()) {
    const file = await checked(deps, image);
    const material = await addMaterial({ db: deps.db, storage: deps.storage }, userId, file, { name: made.length > 1 ? `${name} (${i + 1})` : name, source: 'ai' });
    out.push({ url: material.url, materialId: material.id, width: material.width ?? file.width ?? 0, height: material.height ?? file.height ?? 0 });
  }
  return out;
}

/** Guests have no materials: their image comes back inline (SPEC §6: a guest's images fall back to base64). */
async function inlineImages(deps: GenerationDeps, made: GeneratedImage[]): Promise<GeneratedImageInfo[]> {
  const out: GeneratedImageInfo[] = [];
  for (const image of made) {
    const file = await checked(deps, image);
    out.push({ url: `data:${file.contentType};base64,${file.body.toString('base64')}`, materialId: null, width: file.width ?? 0, height: file.height ?? 0 });
  }
  return out;
}

import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { styledPrompt } from '../../shared/ai/styles';
import { CUSTOM_ORDER_STATUSES, customOrderRequestSchema } from '../../shared/api/custom-orders';
import type { AppDeps } from '../deps';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/env';
import { ApiError, notFound } from '../http/errors';
import { requireAdmin, requireViewer } from '../http/guards';
import { check, readJson } from '../http/validate';
import { appFileUrl } from '../providers/storage/keys';
import { customOrderReceivedEmail } from '../services/custom-orders/emails';
import { createCustomOrderRequest, listCustomOrderRequests, listCustomOrderRequestsForUser, setCustomOrderRequestStatus } from '../services/custom-orders/requests';
import { generationFailure } from '../services/generation/errors';
import { guestAddressGroup } from '../services/guests';
import { hitCounter } from '../services/security/rate-counter';
import { checkUpload, readLimitedForm, tooLarge } from '../services/uploads';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Free AI concept rounds per customer per day (each round drafts CONCEPTS_PER_ROUND images). */
export const CONCEPT_ROUNDS_PER_DAY = 5;
export const CONCEPTS_PER_ROUND = 3;
/** Requests one address may send per day: enough for a real customer, a wall for a script. */
const REQUESTS_PER_DAY = 10;
const FORM_OVERHEAD = 64 * 1024;

const conceptSchema = z.object({ description: z.string().trim().min(10).max(4000), size: z.string().trim().max(80).default('') });
const statusSchema = z.object({ status: z.enum(CUSTOM_ORDER_STATUSES) });

/** /custom-order: AI concepts, a reference image, the request itself; the customer's list; the admins' list. */
export function customOrderRoutes(deps: Pick<AppDeps, 'database' | 'storage' | 'config' | 'ai' | 'mail'>) {
  const { db } = deps.database;
  const limits = { maxBytes: deps.config.storage.uploadMaxBytes, maxPixels: deps.config.storage.uploadMaxPixels };
  // Files a request may point at: the customer's own custom-order files (never anyone else's).
  const ownFilePrefix = (userId: string) => appFileUrl(`users/${userId}/custom-orders/`);

  return new Hono<AppEnv>()
    .post('/custom-orders/concepts', async (c) => {
      const viewer = requireViewer(c);
      const input = await readJson(c, conceptSchema);
      if ((await hitCounter(db, `custom-order-concepts:${viewer.id}`, DAY_MS)) > CONCEPT_ROUNDS_PER_DAY) {
        throw new ApiError(429, 'rate_limited', `You can draft concepts ${CONCEPT_ROUNDS_PER_DAY} times a day. Send your request as it is: our designers will take it from there.`);
      }
      const { prompt, negativePrompt } = styledPrompt(`${input.description}${input.size ? ` (sticker size ${input.size})` : ''}`, 'die-cut');
      try {
        const images = await deps.ai.generate({ prompt, negativePrompt, width: 1024, height: 1024, count: CONCEPTS_PER_ROUND, tier: 'standard', signal: c.req.raw.signal });
        const urls: string[] = [];
        for (const image of images) {
          const file = await checkUpload(image.data, { maxBytes: 25 * 1024 * 1024, maxPixels: limits.maxPixels });
          const key = `users/${viewer.id}/custom-orders/concepts/${randomUUID()}.${file.ext}`;
          await deps.storage.put(key, file.body, file.contentType);
          urls.push(appFileUrl(key));
        }
        return c.json({ urls, isDemo: deps.ai.status().isDemo });
      } catch (error) {
        throw generationFailure(error).apiError;
      }
    })
    .post('/custom-orders/reference', async (c) => {
      const viewer = requireViewer(c);
      const form = await readLimitedForm(c.req.raw, limits.maxBytes + FORM_OVERHEAD, () => tooLarge(limits.maxBytes));
      const file = form.get('file');
      if (!(file instanceof File)) throw new ApiError(400, 'invalid_input', 'Send the image as the form field "file".');
      if (file.size > limits.maxBytes) throw tooLarge(limits.maxBytes);
      const checked = await checkUpload(Buffer.from(await file.arrayBuffer()), limits);
      const key = `users/${viewer.id}/custom-orders/references/${randomUUID()}.${checked.ext}`;
      await deps.storage.put(key, checked.body, checked.contentType);
      return c.json({ url: appFileUrl(key) }, 201);
    })
    .post('/custom-orders', async (c) => {
      const viewer = c.get('viewer');
      const input = await readJson(c, customOrderRequestSchema);
      const who = viewer ? `user:${viewer.id}` : `address:${guestAddressGroup(clientIp(c, deps.config.trustProxy))}`;
      if ((await hitCounter(db, `custom-order-requests:${who}`, DAY_MS)) > REQUESTS_PER_DAY) {
        throw new ApiError(429, 'rate_limited', 'Too many requests today. Please try again tomorrow or write to us.');
      }
      const files = [input.referenceImageUrl, ...input.conceptImageUrls].filter((u): u is string => !!u);
      const foreign = files.find((u) => !viewer || !u.startsWith(ownFilePrefix(viewer.id)));
      if (foreign) throw new ApiError(400, 'invalid_input', 'Images must be ones you attached or drafted on this page.');
      const request = await createCustomOrderRequest(db, input, viewer?.id ?? null);
      // The request is stored either way; a mail failure only means no copy for the customer.
      await deps.mail.send(customOrderReceivedEmail(request)).catch((error: unknown) => console.warn('[custom-order] confirmation e-mail failed:', error));
      return c.json({ request }, 201);
    })
    .get('/custom-orders/mine', async (c) => {
      const viewer = requireViewer(c);
      return c.json({ requests: await listCustomOrderRequestsForUser(db, viewer.id) });
    })
    .get('/admin/custom-orders', async (c) => {
      requireAdmin(c);
      const status = c.req.query('status');
      const filter = status ? check(statusSchema, { status }).status : undefined;
      return c.json({ requests: await listCustomOrderRequests(db, { status: filter }) });
    })
    .patch('/admin/custom-orders/:id', async (c) => {
      requireAdmin(c);
      const { status } = await readJson(c, statusSchema);
      const request = await setCustomOrderRequestStatus(db, c.req.param('id'), status);
      if (!request) throw notFound();
      return c.json({ request });
    });
}

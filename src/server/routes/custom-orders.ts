import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { styledPrompt } from '../../shared/ai/styles';
import type { CustomOrderRequest } from '../../shared/api/custom-orders';
import { customOrderEndpoints } from '../../shared/api/endpoints/custom-orders';
import type { AppDeps } from '../deps';
import { DomainError, invalidInput, rateLimited } from '../domain/errors';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { clientIp } from '../http/client-ip';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { componentLog } from '../log/logger';
import type { MailMessage } from '../providers/mail/types';
import { appFileUrl } from '../providers/storage/keys';
import { customOrderConfirmEmail, customOrderReceivedEmail, customOrderShopEmail } from '../services/custom-orders/emails';
import { confirmCustomOrderRequest, createCustomOrderRequest, listCustomOrderRequestsForUser } from '../services/custom-orders/requests';
import { generationFailure } from '../services/generation/errors';
import { guestAddressGroup } from '../services/guests';
import { hitCounter } from '../services/security/rate-counter';
import { checkUpload, receiveImageUpload, uploadLimitsOf } from '../services/uploads';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Free AI concept rounds per customer per day (each round drafts CONCEPTS_PER_ROUND images). */
export const CONCEPT_ROUNDS_PER_DAY = 5;
export const CONCEPTS_PER_ROUND = 3;
/** Requests one address may send per day: enough for a real customer, a wall for a script. */
const REQUESTS_PER_DAY = 10;
/** Confirmation requests one unproven contact address may receive per day (from all senders together). */
const CONFIRM_MAILS_PER_ADDRESS = 3;

/**
 * /custom-order: AI concepts, a reference image (upload), the request itself (mailed in full only to a
 * proven address; any other gets a fixed confirm link first), its confirmation; the customer's list (admins: /api/admin/custom-orders). */
export const customOrderRoutes = defineRoutes({
  prefix: '/custom-orders',
  bodyLimit: JSON_BODY_LIMIT,
  uploads: true,
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config' | 'ai' | 'mail'>, base) => {
    const { db } = deps.database;
    const limits = uploadLimitsOf(deps.config);
    // Files a request may point at: the customer's own custom-order files (never anyone else's).
    const ownFilePrefix = (userId: string) => appFileUrl(`users/${userId}/custom-orders/`);
    // The request is stored either way; a mail failure only means no copy for the customer.
    const send = (message: MailMessage) =>
      deps.mail.send(message).catch((error: unknown) => componentLog('custom-order').warn({ error: (error as Error).message }, 'e-mail failed'));
    const sendReceived = (request: CustomOrderRequest) => send(customOrderReceivedEmail(request));
    /** At most CONFIRM_MAILS_PER_ADDRESS a day to one unproven address, whoever asks. */
    const sendConfirmRequest = async (request: CustomOrderRequest, token: string) => {
      if ((await hitCounter(db, `custom-order-confirm-mail:${request.contactEmail}`, DAY_MS)) > CONFIRM_MAILS_PER_ADDRESS) return;
      await send(customOrderConfirmEmail(request.contactEmail, request, `${deps.config.publicUrl}/custom-order/confirm?token=${encodeURIComponent(token)}`));
    };

    return implement(new Hono<AppEnv>(), base, customOrderEndpoints, {
      concepts: {
        use: [signedIn],
        handler: async ({ body: input }, c) => {
          const viewer = requireViewer(c);
          if ((await hitCounter(db, `custom-order-concepts:${viewer.id}`, DAY_MS)) > CONCEPT_ROUNDS_PER_DAY) {
            throw rateLimited(`You can draft concepts ${CONCEPT_ROUNDS_PER_DAY} times a day. Send your request as it is: our designers will take it from there.`);
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
            return { urls, isDemo: deps.ai.status().isDemo };
          } catch (error) {
            throw generationFailure(error).error;
          }
        },
      },
      reference: async (_request, c) => {
        const viewer = requireViewer(c);
        const { image } = await receiveImageUpload(c.req.raw, limits);
        const key = `users/${viewer.id}/custom-orders/references/${randomUUID()}.${image.ext}`;
        await deps.storage.put(key, image.body, image.contentType);
        return { url: appFileUrl(key) };
      },
      submit: async ({ body: input }, c) => {
        const viewer = c.get('viewer');
        const who = viewer ? `user:${viewer.id}` : `address:${guestAddressGroup(clientIp(c, deps.config.trustProxy))}`;
        if ((await hitCounter(db, `custom-order-requests:${who}`, DAY_MS)) > REQUESTS_PER_DAY) {
          throw rateLimited('Too many requests today. Please try again tomorrow or write to us.');
        }
        const files = [input.referenceImageUrl, ...input.conceptImageUrls].filter((u): u is string => !!u);
        const foreign = files.find((u) => !viewer || !u.startsWith(ownFilePrefix(viewer.id)));
        if (foreign) throw invalidInput('Images must be ones you attached or drafted on this page.');
        // Only a signed-in user's own verified address is proven; any other gets the fixed confirm mail.
        const emailConfirmed = Boolean(viewer?.emailVerified && viewer.email.toLowerCase() === input.contactEmail);
        const { request, confirmToken } = await createCustomOrderRequest(db, input, viewer?.id ?? null, { emailConfirmed });
        if (confirmToken) await sendConfirmRequest(request, confirmToken);
        else await sendReceived(request);
        const shop = deps.config.mail.shopAddress;
        if (shop) await send(customOrderShopEmail(request, shop, `${deps.config.publicUrl}/admin/custom-orders/${request.id}`));
        return { request };
      },
      confirm: async ({ body }) => {
        const request = await confirmCustomOrderRequest(db, body.token);
        if (!request) throw new DomainError('not_found', 'confirm_link_invalid', 'This confirmation link is not valid any more (already used, or older than a week).');
        await sendReceived(request);
        return { request };
      },
      mine: async (_request, c) => ({ requests: await listCustomOrderRequestsForUser(db, requireViewer(c).id) }),
    });
  },
});

import { defineEndpoint } from '../endpoint';
import { guestFingerprintSchema, guestUseRequestSchema } from '../guests';
import { guestCheckResponseSchema, guestUseResponseSchema } from '../guests.responses';

/** SPEC §7 checkGuestUsageLimit and useGuestGeneration. */
export const guestEndpoints = {
  checkUsage: defineEndpoint({ method: 'POST', path: '/api/guests/check-usage', body: guestFingerprintSchema, response: guestCheckResponseSchema }),
  use: defineEndpoint({ method: 'POST', path: '/api/guests/use', body: guestUseRequestSchema, response: guestUseResponseSchema }),
};

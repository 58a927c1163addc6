import { z } from 'zod';
import { MAX_IMAGES_PER_GENERATION } from './generations';

/**
 * SPEC §7 payload of checkGuestUsageLimit and useGuestGeneration: the browser's fingerprint. Bounded so
 * a client cannot make the server hash or store megabytes; every field is a hint, never trusted alone.
 */
export const guestFingerprintSchema = z.object({
  userAgent: z.string().max(1000),
  language: z.string().max(100),
  platform: z.string().max(200),
  screenResolution: z.string().max(50),
  timezone: z.string().max(100),
  // Date.now() from the browser, or an ISO string; either is accepted, neither is relied on.
  timestamp: z.union([z.number().int().nonnegative(), z.iso.datetime({ offset: true })]),
});

export type GuestFingerprint = z.infer<typeof guestFingerprintSchema>;

/**
 * useGuestGeneration's body: the fingerprint and how many images the coming generation will make (1 when
 * absent). All of them are counted at once, or none when fewer are left.
 */
export const guestUseRequestSchema = guestFingerprintSchema.extend({
  images: z.number().int().min(1).max(MAX_IMAGES_PER_GENERATION).optional(),
});
export type GuestUseRequest = z.infer<typeof guestUseRequestSchema>;

/** Answers of the two guest calls (SPEC §7: canUse / success). */
export interface GuestCheckAnswer {
  canUse: boolean;
  remaining?: number;
}
export interface GuestUseAnswer {
  success: boolean;
  /** The server's count of what the guest may still spend (after this use, or what is left when refused). */
  remaining?: number;
  /** On success: the single-use token (valid 10 minutes) the generation call must bring as guestToken. */
  token?: string;
  /** Over the limit: code 'guest_limit' and the SPEC §8 message. */
  code?: 'guest_limit';
  message?: string;
}

import { z } from 'zod';

/** SPEC §9: 20 generations per guest; guest data lives 14 days. */
export const GUEST_GENERATIONS = 20;
export const GUEST_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
export const GUEST_STORAGE_KEY = 'guestRecord';

/** SPEC §3 Guest record, kept in localStorage as JSON (dates as ISO strings). */
export interface GuestRecord {
  guestId: string;
  remainingGenerations: number;
  createdAt: string;
  lastUsed: string;
}

export function createGuestRecord(now: Date, id: string): GuestRecord {
  return { guestId: id, remainingGenerations: GUEST_GENERATIONS, createdAt: now.toISOString(), lastUsed: now.toISOString() };
}

/** Expired once 14 days have passed since it was created (not since last use: the trial does not roll over). */
export function isGuestExpired(record: GuestRecord, now: Date): boolean {
  return now.getTime() - Date.parse(record.createdAt) >= GUEST_LIFETIME_MS;
}

const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)));
const storedRecord = z.object({
  guestId: z.string().min(1).max(200),
  // A hand-edited count is clamped, so raising it in devtools gains nothing beyond the SPEC figure.
  remainingGenerations: z
    .number()
    .finite()
    .transform((n) => Math.min(GUEST_GENERATIONS, Math.max(0, Math.floor(n)))),
  createdAt: isoDate,
  lastUsed: isoDate,
});

/** Reads what localStorage holds; anything missing, corrupt or of the wrong shape gives null. */
export function parseGuestRecord(raw: string | null | undefined): GuestRecord | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = storedRecord.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The record to use now: the stored one, or a fresh one when it is missing, corrupt or expired. */
export function loadGuestRecord(raw: string | null | undefined, now: Date, newId: () => string): GuestRecord {
  const record = parseGuestRecord(raw);
  return record && !isGuestExpired(record, now) ? record : createGuestRecord(now, newId());
}

export type GuestUseResult = { ok: true; record: GuestRecord } | { ok: false; reason: 'expired' | 'exhausted' };

/**
 * Spends one guest generation locally: the browser's side of SPEC §7 useGuestGeneration (the server keeps
 * its own count). Not named use… so it is not taken for a React hook.
 */
export function spendGuestGeneration(record: GuestRecord, now: Date): GuestUseResult {
  if (isGuestExpired(record, now)) return { ok: false, reason: 'expired' };
  if (record.remainingGenerations < 1) return { ok: false, reason: 'exhausted' };
  return { ok: true, record: { ...record, remainingGenerations: record.remainingGenerations - 1, lastUsed: now.toISOString() } };
}

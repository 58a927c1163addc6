import type { GuestFingerprint } from '../../shared/api/guests';
import { GUEST_GENERATIONS, GUEST_STORAGE_KEY, type GuestRecord, loadGuestRecord } from '../../shared/guests';
import { MESSAGES } from '../../shared/messages';
import { postGuestCheck, postGuestUse } from '../api/ai';

/** SPEC §7 payload: the browser's own description of itself (a hint for the server's count, never trusted alone). */
export function guestFingerprint(now = Date.now()): GuestFingerprint {
  const screenSize = typeof screen === 'undefined' ? '0x0' : `${screen.width}x${screen.height}`;
  return {
    userAgent: navigator.userAgent.slice(0, 1000),
    language: (navigator.language || 'en').slice(0, 100),
    platform: ((navigator as { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform ?? '').slice(0, 200),
    screenResolution: screenSize,
    timezone: (Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC').slice(0, 100),
    timestamp: now,
  };
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(GUEST_STORAGE_KEY);
  } catch {
    return null;
  }
}

function write(record: GuestRecord): void {
  try {
    localStorage.setItem(GUEST_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Private mode: the server's count still limits the trial.
  }
}

/** SPEC §3 Guest record: the stored one, or a fresh one (missing, corrupt, or past its 14 days). */
export function currentGuestRecord(now = new Date()): GuestRecord {
  const record = loadGuestRecord(readRaw(), now, () => crypto.randomUUID());
  write(record);
  return record;
}

/** Keeps the local record's count at the server's, so a reload shows the same figure before the server answers. */
function remember(remaining: number): void {
  write({ ...currentGuestRecord(), remainingGenerations: Math.min(GUEST_GENERATIONS, Math.max(0, remaining)), lastUsed: new Date().toISOString() });
}

/**
 * checkGuestUsageLimit (SPEC §7): may this guest generate, and how many are left? The server's count is
 * the one shown (and kept in the local record); only when the server cannot be asked does the local
 * record answer, and then the check permits use (SPEC §8) — the use call decides.
 */
export async function checkGuestUsage(): Promise<{ canUse: boolean; remaining: number }> {
  try {
    const answer = await postGuestCheck(guestFingerprint());
    const remaining = answer.canUse ? (answer.remaining ?? currentGuestRecord().remainingGenerations) : 0;
    remember(remaining);
    return { canUse: remaining > 0, remaining };
  } catch {
    const record = currentGuestRecord();
    return { canUse: record.remainingGenerations > 0, remaining: record.remainingGenerations };
  }
}

/** The server refused the use: nothing was counted. `remaining` is what it says is left (0: the trial is over). */
export class GuestLimitError extends Error {
  constructor(readonly remaining = 0) {
    super(MESSAGES.guestLimitExceeded);
    this.name = 'GuestLimitError';
  }
}

/**
 * useGuestGeneration (SPEC §7): counts `images` guest generations on the server — all or none — and
 * returns the single-use token the generation call needs, with the server's count of what is left. If
 * the server cannot be asked, the use is denied (SPEC §8). Throws GuestLimitError when the server says
 * fewer are left than asked.
 */
export async function claimGuestGeneration(images: number): Promise<{ token: string; remaining: number }> {
  let answer: Awaited<ReturnType<typeof postGuestUse>>;
  try {
    answer = await postGuestUse({ ...guestFingerprint(), images });
  } catch (error) {
    if ((error as { code?: string }).code === 'guest_limit') throw new GuestLimitError();
    throw error;
  }
  if (!answer.success || !answer.token) {
    remember(answer.remaining ?? 0);
    throw new GuestLimitError(answer.remaining ?? 0);
  }
  const remaining = answer.remaining ?? 0;
  remember(remaining);
  return { token: answer.token, remaining };
}

/** After a generation: the server's count, as its answer gave it. */
export function rememberGuestRemaining(remaining: number): void {
  remember(remaining);
}

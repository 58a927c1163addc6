import type { GuestFingerprint } from '../../shared/api/guests';
import { GUEST_GENERATIONS, GUEST_STORAGE_KEY, type GuestRecord, loadGuestRecord, spendGuestGeneration } from '../../shared/guests';
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

/**
 * checkGuestUsageLimit (SPEC §7): may this guest generate? The local record is checked first; if the
 * server cannot be asked, the check permits use (SPEC §8) — the use call then decides.
 */
export async function checkGuestUsage(): Promise<{ canUse: boolean; remaining: number }> {
  const record = currentGuestRecord();
  if (record.remainingGenerations < 1) return { canUse: false, remaining: 0 };
  try {
    const answer = await postGuestCheck(guestFingerprint());
    const remaining = Math.min(record.remainingGenerations, answer.remaining ?? record.remainingGenerations);
    return { canUse: answer.canUse && remaining > 0, remaining: answer.canUse ? remaining : 0 };
  } catch {
    return { canUse: true, remaining: record.remainingGenerations };
  }
}

export class GuestLimitError extends Error {
  constructor() {
    super(MESSAGES.guestLimitExceeded);
    this.name = 'GuestLimitError';
  }
}

/**
 * useGuestGeneration (SPEC §7): spends one guest generation on the server and returns the single-use
 * token the generation call needs. If the server cannot be asked, the use is denied (SPEC §8). Throws
 * GuestLimitError with the SPEC message when the server says the guest cannot use more.
 */
export async function claimGuestGeneration(): Promise<{ token: string; remaining: number }> {
  const record = currentGuestRecord();
  const spent = spendGuestGeneration(record, new Date());
  if (!spent.ok) throw new GuestLimitError();
  let answer: Awaited<ReturnType<typeof postGuestUse>>;
  try {
    answer = await postGuestUse(guestFingerprint());
  } catch (error) {
    if ((error as { code?: string }).code === 'guest_limit') throw new GuestLimitError();
    throw error;
  }
  if (!answer.success || !answer.token) throw new GuestLimitError();
  const remaining = Math.min(spent.record.remainingGenerations, answer.remaining ?? spent.record.remainingGenerations);
  write({ ...spent.record, remainingGenerations: remaining });
  return { token: answer.token, remaining };
}

/** A guest generation that failed on the server was refunded there: give the local count back too. */
export function returnGuestGeneration(): void {
  const record = currentGuestRecord();
  write({ ...record, remainingGenerations: Math.min(record.remainingGenerations + 1, GUEST_GENERATIONS) });
}

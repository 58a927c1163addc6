import type { z } from 'zod';
import type {
  AutoSaveInput,
  AutoSaveSession,
  autoSaveImageResponseSchema,
  autoSaveResponseSchema,
  ConvertSessionInput,
  convertSessionResponseSchema,
  restoreSessionResponseSchema,
  startSessionResponseSchema,
} from '../../shared/api/designs';
import { DESIGN_ERROR_CODES } from '../../shared/api/designs';
import { ApiError, api } from './client';

/** Typed calls of /api/autosave… (SPEC §3/§4 auto-save sessions). */

export type { AutoSaveInput, AutoSaveSession, ConvertSessionInput };
export type StartSessionResponse = z.infer<typeof startSessionResponseSchema>;
export type RestoreSessionResponse = z.infer<typeof restoreSessionResponseSchema>;
export type RestorableSession = NonNullable<RestoreSessionResponse['session']>;
export type AutoSaveResponse = z.infer<typeof autoSaveResponseSchema>;
export type ConvertSessionResponse = z.infer<typeof convertSessionResponseSchema>;
export type AutoSaveImage = z.infer<typeof autoSaveImageResponseSchema>;

const sessionPath = (sessionId: string, rest = '') => `/api/autosave/session/${encodeURIComponent(sessionId)}${rest}`;

/** Starts the user's one fixed session, or returns the active one (a new one after 24 h). */
export function startAutoSaveSession(): Promise<StartSessionResponse> {
  return api<StartSessionResponse>('/api/autosave/session', { method: 'POST', body: {} });
}

/** What to offer for restore; 422 session_corrupted when the data has no workspace. */
export function getRestorableSession(signal?: AbortSignal): Promise<RestoreSessionResponse> {
  return api<RestoreSessionResponse>('/api/autosave/session', { signal });
}

/** Saves the session; 404 session_not_found (start a new one), 409 revision_conflict (another tab saved since). */
export function putAutoSave(sessionId: string, input: AutoSaveInput): Promise<AutoSaveResponse> {
  return api<AutoSaveResponse>(sessionPath(sessionId), { method: 'PUT', body: input });
}

export async function finalizeAutoSaveSession(sessionId: string): Promise<AutoSaveSession> {
  return (await api<{ session: AutoSaveSession }>(sessionPath(sessionId, '/finalize'), { method: 'POST', body: {} })).session;
}

/** SPEC §4 save-confirmation: the session becomes a design (and is finalized). */
export function convertAutoSaveSession(sessionId: string, input: ConvertSessionInput): Promise<ConvertSessionResponse> {
  return api<ConvertSessionResponse>(sessionPath(sessionId, '/convert'), { method: 'POST', body: input });
}

/** Stores an image under AutoSave-Images/{uid}/. */
export async function uploadAutoSaveImage(file: File): Promise<AutoSaveImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api<AutoSaveImage>('/api/autosave/images', { method: 'POST', body: form });
}

export const isSessionNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404 && error.code === DESIGN_ERROR_CODES.sessionNotFound;
export const isSessionCorrupted = (error: unknown): boolean => error instanceof ApiError && error.code === DESIGN_ERROR_CODES.sessionCorrupted;

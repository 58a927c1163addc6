import type { AutoSaveInput, AutoSaveSession, ConvertSessionInput } from '../../shared/api/designs';
import { DESIGN_ERROR_CODES } from '../../shared/api/designs';
import type { EndpointOutput } from '../../shared/api/endpoint';
import { autoSaveEndpoints as autosave } from '../../shared/api/endpoints/autosave';
import { ApiError, call } from './client';

/** Typed calls of /api/autosave… (SPEC §3/§4 auto-save sessions). */

export type { AutoSaveInput, AutoSaveSession, ConvertSessionInput };
export type StartSessionResponse = EndpointOutput<typeof autosave.start>;
export type RestoreSessionResponse = EndpointOutput<typeof autosave.restorable>;
export type RestorableSession = NonNullable<RestoreSessionResponse['session']>;
export type AutoSaveResponse = EndpointOutput<typeof autosave.save>;
export type ConvertSessionResponse = EndpointOutput<typeof autosave.convert>;
export type AutoSaveImage = EndpointOutput<typeof autosave.uploadImage>;

/** Starts the user's one fixed session, or returns the active one (a new one after 24 h). */
export function startAutoSaveSession(): Promise<StartSessionResponse> {
  return call(autosave.start);
}

/** What to offer for restore; 422 session_corrupted when the data has no workspace. */
export function getRestorableSession(signal?: AbortSignal): Promise<RestoreSessionResponse> {
  return call(autosave.restorable, {}, { signal });
}

/** Saves the session; 404 session_not_found (start a new one), 409 revision_conflict (another tab saved since). */
export function putAutoSave(sessionId: string, input: AutoSaveInput): Promise<AutoSaveResponse> {
  return call(autosave.save, { params: { sessionId }, body: input });
}

export async function finalizeAutoSaveSession(sessionId: string): Promise<AutoSaveSession> {
  return (await call(autosave.finalize, { params: { sessionId } })).session;
}

/** SPEC §4 save-confirmation: the session becomes a design (and is finalized). */
export function convertAutoSaveSession(sessionId: string, input: ConvertSessionInput): Promise<ConvertSessionResponse> {
  return call(autosave.convert, { params: { sessionId }, body: input });
}

/** Stores an image under AutoSave-Images/{uid}/. */
export async function uploadAutoSaveImage(file: File): Promise<AutoSaveImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(autosave.uploadImage, { body: form });
}

export const isSessionNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404 && error.code === DESIGN_ERROR_CODES.sessionNotFound;
export const isSessionCorrupted = (error: unknown): boolean => error instanceof ApiError && error.code === DESIGN_ERROR_CODES.sessionCorrupted;

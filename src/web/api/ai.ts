import type { AiStatusAnswer, GenerateAnswer, GenerateRequest } from '../../shared/api/generations';
import type { GuestCheckAnswer, GuestFingerprint, GuestUseAnswer } from '../../shared/api/guests';
import { api } from './client';

/** POST /api/ai/generate: debits credits (or spends the guest's token), generates, stores the results. */
export async function generateImages(request: GenerateRequest, signal?: AbortSignal): Promise<GenerateAnswer> {
  return api<GenerateAnswer>('/api/ai/generate', { method: 'POST', body: request, signal });
}

export async function fetchAiStatus(): Promise<AiStatusAnswer> {
  return api<AiStatusAnswer>('/api/ai/status');
}

/** SPEC §7 checkGuestUsageLimit. */
export async function postGuestCheck(payload: GuestFingerprint): Promise<GuestCheckAnswer> {
  return api<GuestCheckAnswer>('/api/guests/check-usage', { method: 'POST', body: payload });
}

/** SPEC §7 useGuestGeneration: on success the answer carries the single-use token the generation needs. */
export async function postGuestUse(payload: GuestFingerprint): Promise<GuestUseAnswer & { token?: string; message?: string }> {
  return api<GuestUseAnswer & { token?: string; message?: string }>('/api/guests/use', { method: 'POST', body: payload });
}

/** GET /api/ai/qwen-test: the Qwen provider's configuration (never its key). */
export interface QwenTestStatus {
  activeProvider: 'demo' | 'openai' | 'qwen';
  configured: boolean;
  baseUrl?: string;
  mode?: string;
  models: { standard: string; premium: string };
  problems: string[];
}

export interface QwenTestAnswer {
  /** A data: URL of the test image (it is not stored). */
  image: string;
  width: number;
  height: number;
  ms: number;
}

export const qwenTestApi = {
  status: () => api<QwenTestStatus>('/api/ai/qwen-test'),
  run: (prompt: string) => api<QwenTestAnswer>('/api/ai/qwen-test', { method: 'POST', body: { prompt } }),
};

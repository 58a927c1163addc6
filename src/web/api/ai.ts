import type { EndpointOutput } from '../../shared/api/endpoint';
import { generationEndpoints as ai } from '../../shared/api/endpoints/generations';
import { guestEndpoints as guests } from '../../shared/api/endpoints/guests';
import type { GenerateRequest } from '../../shared/api/generations';
import type { QwenTestAnswer, QwenTestStatus } from '../../shared/api/generations.responses';
import type { GuestFingerprint, GuestUseRequest } from '../../shared/api/guests';
import { call } from './client';

export type { QwenTestAnswer, QwenTestStatus };

/** POST /api/ai/generate: debits credits (or spends the guest's token), generates, stores the results. */
export async function generateImages(request: GenerateRequest, signal?: AbortSignal): Promise<EndpointOutput<typeof ai.generate>> {
  return call(ai.generate, { body: request }, { signal });
}

export async function fetchAiStatus(): Promise<EndpointOutput<typeof ai.status>> {
  return call(ai.status);
}

/** Whether AI is configured and whether it is the demo provider: asked once per page visit, kept 5 minutes. */
export const aiStatusQuery = { queryKey: ['ai-status'], queryFn: fetchAiStatus, staleTime: 5 * 60_000 } as const;

/** SPEC §7 checkGuestUsageLimit. */
export async function postGuestCheck(payload: GuestFingerprint): Promise<EndpointOutput<typeof guests.checkUsage>> {
  return call(guests.checkUsage, { body: payload });
}

/** SPEC §7 useGuestGeneration: on success the answer carries the single-use token the generation needs. */
export async function postGuestUse(payload: GuestUseRequest): Promise<EndpointOutput<typeof guests.use>> {
  return call(guests.use, { body: payload });
}

/** The /qwen-test page: the Qwen provider's configuration (never its key) and a test generation. */
export const qwenTestApi = {
  status: () => call(ai.qwenTestStatus),
  run: (prompt: string) => call(ai.qwenTest, { body: { prompt } }),
};

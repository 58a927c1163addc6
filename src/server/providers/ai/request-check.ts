import { MAX_IMAGES_PER_GENERATION } from '../../../shared/api/generations';
import { AiProviderError, type ImageGenerationRequest } from './types';

/** Sizes any provider here is asked for; the route offers 1024×1024, 768×1024 and 1024×768. */
const MIN_SIDE = 64;
const MAX_SIDE = 2048;

/** Refuses a request no provider should see (a bug on our side), before any credit-costing call. */
export function checkRequest(request: ImageGenerationRequest): void {
  const problems: string[] = [];
  if (!request.prompt?.trim()) problems.push('the prompt is empty');
  for (const [name, side] of [
    ['width', request.width],
    ['height', request.height],
  ] as const) {
    if (!Number.isInteger(side) || side < MIN_SIDE || side > MAX_SIDE) problems.push(`${name} must be a whole number of pixels from ${MIN_SIDE} to ${MAX_SIDE}`);
  }
  if (!Number.isInteger(request.count) || request.count < 1 || request.count > MAX_IMAGES_PER_GENERATION) problems.push(`count must be 1 to ${MAX_IMAGES_PER_GENERATION}`);
  if (problems.length) throw new AiProviderError('invalid_request', `Invalid image request: ${problems.join('; ')}.`);
}

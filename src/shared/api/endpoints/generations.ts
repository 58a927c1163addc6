import { defineEndpoint } from '../endpoint';
import { generateRequestSchema, qwenTestRequestSchema } from '../generations';
import { aiStatusResponseSchema, generateResponseSchema, qwenTestAnswerSchema, qwenTestStatusSchema } from '../generations.responses';

/** AI image generation (/image-gen) and the /qwen-test page. */
export const generationEndpoints = {
  generate: defineEndpoint({ method: 'POST', path: '/api/ai/generate', body: generateRequestSchema, response: generateResponseSchema }),
  status: defineEndpoint({ method: 'GET', path: '/api/ai/status', response: aiStatusResponseSchema }),
  qwenTestStatus: defineEndpoint({ method: 'GET', path: '/api/ai/qwen-test', response: qwenTestStatusSchema }),
  qwenTest: defineEndpoint({ method: 'POST', path: '/api/ai/qwen-test', body: qwenTestRequestSchema, response: qwenTestAnswerSchema }),
};

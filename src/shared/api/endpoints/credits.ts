import { creditsResponseSchema } from '../credits.responses';
import { defineEndpoint } from '../endpoint';

/** The signed-in user's credits (header badge, /image-gen). */
export const creditEndpoints = {
  summary: defineEndpoint({ method: 'GET', path: '/api/credits', response: creditsResponseSchema }),
};

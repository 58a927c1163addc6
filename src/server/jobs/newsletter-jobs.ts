import { z } from 'zod';
import { jobType } from './queue/job-type';

/** Sends one newsletter issue to every confirmed subscriber (newsletter-send.ts). */
export const newsletterSendJob = jobType('newsletter.send', z.object({ issueId: z.string().uuid() }), { maxAttempts: 8, retryBaseMs: 60_000 });

import { z } from 'zod';
import { jobType } from './job-type';

/** Sends one newsletter issue to every confirmed subscriber (jobs/newsletter-send.ts). */
export const newsletterSendJob = jobType('newsletter.send', z.object({ issueId: z.string().uuid() }), { maxAttempts: 8, retryBaseMs: 60_000 });

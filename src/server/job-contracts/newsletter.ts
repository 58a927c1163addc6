import { z } from 'zod';
import { uuidSchema } from '../../shared/ids';
import { jobType } from './job-type';

/** Sends one newsletter issue to every confirmed subscriber (jobs/newsletter-send.ts). */
export const newsletterSendJob = jobType('newsletter.send', z.object({ issueId: uuidSchema() }), { maxAttempts: 8, retryBaseMs: 60_000 });

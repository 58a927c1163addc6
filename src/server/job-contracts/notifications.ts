import { z } from 'zod';
import { jobType } from './job-type';

/** Mails one notification to its member (jobs/notification-mail.ts). */
export const notificationMailJob = jobType('notifications.mail', z.object({ notificationId: z.string().uuid() }), { maxAttempts: 6, retryBaseMs: 60_000 });

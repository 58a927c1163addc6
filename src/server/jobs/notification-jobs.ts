import { z } from 'zod';
import { jobType } from './queue/job-type';

/** Mails one notification to its member (notification-mail.ts); declared apart so services enqueue without the handler. */
export const notificationMailJob = jobType('notifications.mail', z.object({ notificationId: z.string().uuid() }), { maxAttempts: 6, retryBaseMs: 60_000 });

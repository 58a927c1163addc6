import { z } from 'zod';
import { uuidSchema } from '../../shared/ids';
import { jobType } from './job-type';

/** Mails one notification to its member (jobs/notification-mail.ts). */
export const notificationMailJob = jobType('notifications.mail', z.object({ notificationId: uuidSchema() }), { maxAttempts: 6, retryBaseMs: 60_000 });

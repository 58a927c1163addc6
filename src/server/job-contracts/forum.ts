import { z } from 'zod';
import { jobType } from './job-type';

/**
 * Deletes the stored files of post images nothing shows any more (jobs/sweep-forum-attachments.ts):
 * enqueued when a post or thread is deleted, and run every hour for drafts never posted.
 */
export const sweepForumAttachmentsJob = jobType('forum.sweep-attachments', z.object({}), { maxAttempts: 3 });

/** One sweep waiting is enough, however many posts were deleted meanwhile. */
export const SWEEP_FORUM_ATTACHMENTS_KEY = 'forum.sweep-attachments';

import { z } from 'zod';

/** Answers of /api/newsletter and /api/admin/newsletter. */
export const newsletterOkResponseSchema = z.object({ ok: z.literal(true) }).strict();

export const newsletterIssueSummarySchema = z
  .object({ id: z.string(), subject: z.string(), createdAt: z.string(), sentAt: z.string().nullable(), recipientCount: z.number().int() })
  .strict();
export const newsletterOverviewResponseSchema = z
  .object({
    subscribers: z.object({ pending: z.number().int(), confirmed: z.number().int(), unsubscribed: z.number().int() }).strict(),
    issues: z.array(newsletterIssueSummarySchema),
  })
  .strict();
export const newsletterIssueResponseSchema = z.object({ issue: newsletterIssueSummarySchema }).strict();

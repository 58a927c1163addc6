import { z } from 'zod';
import { PLAN_IDS } from '../plans';

/** Requests of the back office's /api/admin/* routes; answers in admin.responses.ts. */

const optionalDate = z.iso.datetime({ offset: true }).optional();
const reason = z.string().trim().min(3, 'Please give a reason (at least 3 characters).').max(200);

/** GET /api/admin/users?q=: e-mail or name contains q (case-insensitive); newest first. */
/** `who`: accounts (the default) or guest shoppers (decision 88), never both in one list. */
export const adminUserSearchSchema = z.object({ q: z.string().trim().max(200).optional(), who: z.enum(['members', 'guests']).optional() });

/** POST /api/admin/users/:id/plan: the plan an admin sets by hand (admin itself comes only with the admin role). */
export const setPlanSchema = z.object({ plan: z.enum(PLAN_IDS.filter((p) => p !== 'admin') as ['free', 'bronze', 'silver', 'gold', 'platinum']) });

/** POST /api/admin/users/:id/credits: grant (positive) or remove (negative) one-time credits, with the ledger's reason. */
export const creditChangeSchema = z.object({
  amount: z
    .number()
    .int('Credits are whole numbers.')
    .min(-1_000_000)
    .max(1_000_000)
    .refine((n) => n !== 0, 'The change cannot be 0.'),
  reason,
});

/** POST /api/admin/users/:id/suspend. */
export const suspendUserSchema = z.object({ reason });

export const SECURITY_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;

/** GET /api/admin/security-logs?event=&severity=&minSeverity=&userId=&from=&to=. */
export const securityLogFilterSchema = z.object({
  event: z.string().trim().max(100).optional(),
  severity: z.enum(SECURITY_SEVERITIES).optional(),
  /** This severity or a worse one (the home page's "high" figure counts high and critical). */
  minSeverity: z.enum(SECURITY_SEVERITIES).optional(),
  userId: z.string().trim().max(100).optional(),
  from: optionalDate,
  to: optionalDate,
});
export type SecurityLogFilter = z.input<typeof securityLogFilterSchema>;

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

/** GET /api/admin/jobs?status=&name=. */
export const jobFilterSchema = z.object({ status: z.enum(JOB_STATUSES).optional(), name: z.string().trim().max(100).optional() });
export type JobFilter = z.input<typeof jobFilterSchema>;

/** GET /api/admin/audit?actor=&targetType=&targetId=&from=&to=. */
export const auditFilterSchema = z.object({
  /** Part of the admin's e-mail. */
  actor: z.string().trim().max(200).optional(),
  targetType: z.string().trim().max(50).optional(),
  targetId: z.string().trim().max(100).optional(),
  from: optionalDate,
  to: optionalDate,
});
export type AuditFilter = z.input<typeof auditFilterSchema>;

/** `high` → high and critical. */
export function severitiesFrom(min: (typeof SECURITY_SEVERITIES)[number]): (typeof SECURITY_SEVERITIES)[number][] {
  return SECURITY_SEVERITIES.slice(SECURITY_SEVERITIES.indexOf(min));
}

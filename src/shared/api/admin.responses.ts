import { z } from 'zod';
import { PLAN_IDS } from '../plans';
import { USER_ROLES } from '../roles';
import { JOB_STATUSES } from './admin';

/** Answers of the admin dashboard's /api/admin/* routes (the contract: endpoints/admin.ts). */

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** Null for a user whose sign-up was interrupted before the subscription row was made. */
  plan: z.string().nullable(),
  userRole: z.string().nullable(),
  /** The account is suspended: it cannot sign in. */
  suspended: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/users?q= (newest first, 200 at most) */
export const adminUsersResponseSchema = z.object({ users: z.array(adminUserSchema) });

/** POST /api/admin/users/:id/role */
export const setRoleResponseSchema = z.object({ ok: z.literal(true), role: z.enum(USER_ROLES) });

export const outboxMessageSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  sentAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET /api/admin/outbox: the mail transport, and the outbox's newest 100 messages (none for SMTP). */
export const adminOutboxResponseSchema = z.object({ kind: z.enum(['outbox', 'smtp']), messages: z.array(outboxMessageSchema) });

export const securityLogEntrySchema = z.object({
  id: z.string(),
  event: z.string(),
  severity: z.string(),
  details: z.record(z.string(), z.unknown()),
  timestamp: z.string(),
  userAgent: z.string().nullable(),
  url: z.string().nullable(),
  userId: z.string().nullable(),
});
export type SecurityLogEntry = z.infer<typeof securityLogEntrySchema>;

/** GET /api/admin/security-logs (newest first, 500 at most) */
export const securityLogsResponseSchema = z.object({ logs: z.array(securityLogEntrySchema) });

/** POST /api/admin/auto-login-keys: the key is shown once; `url` is the /home sign-in link. */
export const issuedAutoLoginKeySchema = z.object({
  key: z.string(),
  expiresAt: z.string(),
  username: z.string(),
  projectId: z.string(),
  url: z.string(),
});
export type IssuedAutoLoginKey = z.infer<typeof issuedAutoLoginKeySchema>;

/** GET /api/admin/security-logs/:id */
export const securityLogResponseSchema = z.object({ log: securityLogEntrySchema });

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  event: z.string(),
  ok: z.boolean(),
  httpStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  attemptedAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** GET /api/admin/security-logs/webhook: whether a webhook is set, its newest 50 deliveries and the failures of the last 24 h. */
export const webhookDeliveriesResponseSchema = z.object({
  configured: z.boolean(),
  deliveries: z.array(webhookDeliverySchema),
  failedLastDay: z.number().int(),
});

const ledgerRowSchema = z.object({
  id: z.string(),
  kind: z.enum(['debit', 'refund', 'grant', 'reset', 'adjust']),
  balance: z.enum(['free', 'monthly', 'oneTime']),
  amount: z.number().int(),
  generationId: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
});

export const suspensionSchema = z.object({ reason: z.string(), suspendedBy: z.string(), suspendedAt: z.string() });

/** GET /api/admin/users/:id: one account as the back office sees it. */
export const adminUserDetailResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean(), createdAt: z.string() }),
  subscription: z
    .object({
      plan: z.string(),
      userRole: z.string(),
      oneTimeCredits: z.number().int(),
      monthlyImageCount: z.number().int(),
      maxImages: z.number().int(),
      freeCredits: z.number().int(),
      freeCreditsUsed: z.number().int(),
      imageCount: z.number().int(),
      providerSubscriptionStatus: z.string().nullable(),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
  counts: z.object({ orders: z.number().int(), designs: z.number().int(), customOrders: z.number().int(), activeSessions: z.number().int() }),
  ledger: z.array(ledgerRowSchema),
  suspension: suspensionSchema.nullable(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailResponseSchema>;

/** POST /api/admin/users/:id/plan */
export const setPlanResponseSchema = z.object({ ok: z.literal(true), plan: z.enum(PLAN_IDS) });
/** POST /api/admin/users/:id/credits: the new one-time balance. */
export const creditChangeResponseSchema = z.object({ oneTimeCredits: z.number().int() });
/** POST /api/admin/users/:id/suspend: the suspension and how many sessions were ended. */
export const suspendResponseSchema = z.object({ suspension: suspensionSchema, sessionsRevoked: z.number().int() });
/** POST /api/admin/users/:id/restore */
export const restoreResponseSchema = z.object({ ok: z.literal(true) });

/** GET /api/admin/attention: what needs doing now, each figure the size of a filtered list. */
export const attentionResponseSchema = z.object({
  orders: z.object({
    toProduce: z.number().int(),
    onHold: z.number().int(),
    /** When the longest-waiting order on hold was put on hold (null when none is). */
    oldestHoldSince: z.string().nullable(),
    toShip: z.number().int(),
  }),
  failedProductionJobs: z.number().int(),
  failedJobs: z.number().int(),
  failedWebhooksLastDay: z.number().int(),
  newCustomRequests: z.number().int(),
  highSecurityEventsLastDay: z.number().int(),
});
export type Attention = z.infer<typeof attentionResponseSchema>;

export const adminJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: z.string(),
  lastError: z.string().nullable(),
  payload: z.unknown(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

/** GET /api/admin/jobs: the newest 100 jobs matching the filters, and the count per status. */
export const adminJobsResponseSchema = z.object({
  jobs: z.array(adminJobSchema),
  counts: z.object({ queued: z.number().int(), running: z.number().int(), succeeded: z.number().int(), failed: z.number().int() }),
});
/** POST /api/admin/jobs/:id/retry */
export const retryJobResponseSchema = z.object({ job: adminJobSchema });

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  method: z.string(),
  action: z.string(),
  path: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  status: z.number().int(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit: the newest 200 admin writes matching the filters. */
export const auditResponseSchema = z.object({ entries: z.array(auditEntrySchema) });

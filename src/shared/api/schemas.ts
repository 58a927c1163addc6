import { z } from 'zod';
import { USER_ROLES } from '../roles';

/** Request bodies and queries of the platform API, shared by the server's validators and the web client. */
export const setRoleSchema = z.object({ role: z.enum(USER_ROLES) });

export const createNoticeSchema = z.object({
  title: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(5000),
  isActive: z.boolean().default(true),
  targetPage: z.string().trim().min(1).max(200).default('all'),
  validUntil: z.iso.datetime({ offset: true }).nullable().optional(),
});

/**
 * PATCH /api/admin/notices/:id: only the fields sent change. Written out rather than
 * `createNoticeSchema.partial()`, whose defaults would fill in `targetPage: 'all'` and `isActive: true`
 * on every edit (switching a page's notice off moved it to every page).
 */
export const updateNoticeSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    message: z.string().trim().min(1).max(5000),
    isActive: z.boolean(),
    targetPage: z.string().trim().min(1).max(200),
    validUntil: z.iso.datetime({ offset: true }).nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change.');

export const noticeQuerySchema = z.object({ page: z.string().max(200).default('all') });

export const securityLogSchema = z.object({
  event: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-zA-Z0-9_.:-]+$/),
  severity: z.enum(['low', 'medium', 'high', 'critical']),
  details: z.record(z.string(), z.unknown()).optional(),
  url: z.string().max(2000).optional(),
});

export const autoLoginSchema = z.object({
  username: z.string().trim().min(1).max(320),
  projectid: z.string().trim().min(1).max(200),
  key: z.string().trim().min(10).max(200),
});

export const issueAutoLoginKeySchema = z.object({
  userId: z.string().min(1).max(100),
  projectId: z.string().min(1).max(200),
  ttlMinutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 7)
    .optional(),
});

import type { Db } from '../../db/client';
import { deleteInBatches } from '../../db/delete-in-batches';

/**
 * How long the back office's own records are kept (decision 62): the admin audit log and the security
 * webhook's delivery attempts. Days, from the environment; 0 keeps them for good. The security log
 * itself is not touched (SPEC §7 only ever writes it).
 */
export interface RetentionSettings {
  /** ADMIN_AUDIT_RETENTION_DAYS (default 365): long enough to answer "who changed this?" a year on. */
  auditDays: number;
  /** SECURITY_WEBHOOK_DELIVERY_RETENTION_DAYS (default 90): the back office shows the newest 50 and the last day's failures. */
  webhookDeliveryDays: number;
}

export const RETENTION_DEFAULTS = { ADMIN_AUDIT_RETENTION_DAYS: 365, SECURITY_WEBHOOK_DELIVERY_RETENTION_DAYS: 90 } as const;

/** Rows per DELETE: the same batches as analytics' (SPEC §7). */
export const RETENTION_DELETE_BATCH_SIZE = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

function days(env: NodeJS.ProcessEnv, name: keyof typeof RETENTION_DEFAULTS): number {
  const raw = env[name]?.trim();
  if (!raw) return RETENTION_DEFAULTS[name];
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 36_500) throw new Error(`${name} must be a whole number of days from 0 (keep for good) to 36500 (got "${raw}")`);
  return value;
}

export function parseRetentionSettings(env: NodeJS.ProcessEnv): RetentionSettings {
  return { auditDays: days(env, 'ADMIN_AUDIT_RETENTION_DAYS'), webhookDeliveryDays: days(env, 'SECURITY_WEBHOOK_DELIVERY_RETENTION_DAYS') };
}

export interface RetentionResult {
  auditDeleted: number;
  webhookDeliveriesDeleted: number;
}

/** Deletes audit entries and webhook deliveries older than their retention, in batches. Safe to run twice. */
export async function applyAdminRetention(db: Db, settings: RetentionSettings, now: Date): Promise<RetentionResult> {
  const before = (keepDays: number) => new Date(now.getTime() - keepDays * DAY_MS);
  const auditDeleted =
    settings.auditDays > 0
      ? await deleteInBatches(db, { table: 'admin_audit_log', key: 'id', timeColumn: 'created_at', before: before(settings.auditDays), batchSize: RETENTION_DELETE_BATCH_SIZE })
      : 0;
  const webhookDeliveriesDeleted =
    settings.webhookDeliveryDays > 0
      ? await deleteInBatches(db, {
          table: 'security_webhook_deliveries',
          key: 'id',
          timeColumn: 'attempted_at',
          before: before(settings.webhookDeliveryDays),
          batchSize: RETENTION_DELETE_BATCH_SIZE,
        })
      : 0;
  return { auditDeleted, webhookDeliveriesDeleted };
}

import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { securityLogs } from '../../db/schema';
import { toStorableText, toStorableValue } from '../../domain/storable-text';
import { componentLog, type EventLog } from '../../log/logger';
import { recordWebhookDelivery } from './webhook-deliveries';

export type Severity = 'low' | 'medium' | 'high' | 'critical';

export interface SecurityEvent {
  event: string;
  severity: Severity;
  details?: Record<string, unknown>;
  userAgent?: string | null;
  url?: string | null;
  userId?: string | null;
}

/**
 * Writes SPEC §3 security_logs records and forwards each to the optional webhook. Never throws, and
 * never loses an event: text PostgreSQL cannot store (NUL, unpaired surrogates) is replaced by U+FFFD
 * with `details._sanitized: true`, and a failed insert is reported in the log and to the webhook
 * as a `security_log_store_failed` event carrying the lost one.
 */
export class SecurityLogger {
  constructor(
    private readonly db: Db,
    private readonly webhookUrl: string | undefined,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly lines: EventLog = componentLog('security-log'),
  ) {}

  async log(entry: SecurityEvent): Promise<void> {
    const details = toStorableValue(entry.details ?? {});
    const text = (value: string | null | undefined, max: number) => (value == null ? null : toStorableText(value.slice(0, max)));
    const sanitized = details.sanitized || [entry.event, entry.userAgent, entry.url, entry.userId].some((v) => v != null && toStorableText(v) !== v);
    const record = {
      id: randomUUID(),
      event: text(entry.event, 100) as string,
      severity: entry.severity,
      details: sanitized ? { ...details.value, _sanitized: true } : details.value,
      timestamp: new Date(),
      userAgent: text(entry.userAgent, 500),
      url: text(entry.url, 2000),
      userId: text(entry.userId, Number.POSITIVE_INFINITY),
    };
    const forwarded = { ...record, timestamp: record.timestamp.toISOString() };
    // One line per event for the log store (alerting there); details stay in the table and the webhook, and the URL loses its query (tokens travel there).
    const level = record.severity === 'high' || record.severity === 'critical' ? 'error' : 'warn';
    this.lines[level]({ event: record.event, severity: record.severity, url: record.url?.split('?')[0] ?? null, userId: record.userId }, 'security event');
    try {
      await this.db.insert(securityLogs).values(record);
    } catch (err) {
      const reason = (err as Error).message ?? String(err);
      this.lines.error({ event: record.event, record: forwarded, err }, 'could not store a security event');
      if (this.webhookUrl)
        this.pending.add(this.forward({ ...forwarded, id: randomUUID(), event: 'security_log_store_failed', severity: 'critical', details: { reason, lost: forwarded } }));
    }
    if (this.webhookUrl) this.pending.add(this.forward(forwarded));
  }

  /** Deliveries still under way (tests wait for them; requests never do). */
  private readonly pending = new Set<Promise<void>>();

  /** Resolves once every webhook delivery started so far has ended and been recorded. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /**
   * A failing or slow webhook never breaks a request: it is awaited by nobody and times out. Each
   * attempt is recorded in security_webhook_deliveries (arrived or not, status, error, duration) for
   * the back office's Security page.
   */
  private forward(body: { id: string; event: string; [field: string]: unknown }): Promise<void> {
    const started = Date.now();
    const attempt = (async () => {
      let outcome: { ok: boolean; httpStatus: number | null; error: string | null };
      try {
        const res = await this.fetchImpl(this.webhookUrl as string, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(5000),
        });
        await res.body?.cancel();
        outcome = { ok: res.ok, httpStatus: res.status, error: res.ok ? null : `HTTP ${res.status}` };
      } catch (err) {
        this.lines.error({ event: body.event, error: (err as Error).message }, 'security webhook failed');
        outcome = { ok: false, httpStatus: null, error: toStorableText(String((err as Error).message ?? err).slice(0, 500)) };
      }
      await recordWebhookDelivery(this.db, { eventId: body.id, event: body.event, ...outcome, durationMs: Date.now() - started }).catch((err) =>
        this.lines.error({ event: body.event, error: (err as Error).message }, 'could not record the webhook delivery'),
      );
    })();
    const tracked = attempt.finally(() => this.pending.delete(tracked));
    return tracked;
  }
}

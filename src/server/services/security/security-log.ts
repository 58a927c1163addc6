import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { securityLogs } from '../../db/schema';

export type Severity = 'low' | 'medium' | 'high' | 'critical';

export interface SecurityEvent {
  event: string;
  severity: Severity;
  details?: Record<string, unknown>;
  userAgent?: string | null;
  url?: string | null;
  userId?: string | null;
}

/** Writes SPEC §3 security_logs records and forwards each to the optional webhook. Never throws. */
export class SecurityLogger {
  constructor(
    private readonly db: Db,
    private readonly webhookUrl: string | undefined,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async log(entry: SecurityEvent): Promise<void> {
    const record = {
      id: randomUUID(),
      event: entry.event.slice(0, 100),
      severity: entry.severity,
      details: entry.details ?? {},
      timestamp: new Date(),
      userAgent: entry.userAgent?.slice(0, 500) ?? null,
      url: entry.url?.slice(0, 2000) ?? null,
      userId: entry.userId ?? null,
    };
    try {
      await this.db.insert(securityLogs).values(record);
    } catch (err) {
      console.error('[security-log] could not store event', record.event, err);
    }
    if (this.webhookUrl) void this.forward({ ...record, timestamp: record.timestamp.toISOString() });
  }

  /** A failing or slow webhook never breaks a request: it is awaited by nobody and times out. */
  private async forward(body: unknown): Promise<void> {
    try {
      const res = await this.fetchImpl(this.webhookUrl as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      });
      await res.body?.cancel();
    } catch (err) {
      console.warn('[security-log] webhook failed:', (err as Error).message);
    }
  }
}

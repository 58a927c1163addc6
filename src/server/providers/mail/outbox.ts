import fs from 'node:fs/promises';
import path from 'node:path';
import { componentLog } from '../../log/logger';
import type { MailMessage, MailPort } from './types';

/** An attachment as the outbox keeps it: what it is, not its bytes (the JSON stays readable). */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  cid?: string;
  bytes: number;
}

export interface OutboxEntry extends Omit<MailMessage, 'attachments'> {
  attachments?: OutboxAttachment[];
  id: string;
  from: string;
  sentAt: string;
}

/** Writes each message as a JSON file under DATA_DIR/outbox and logs it: mail with nothing installed. */
export class OutboxMail implements MailPort {
  readonly kind = 'outbox' as const;
  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const sentAt = new Date().toISOString();
    const id = `${sentAt.replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
    const { attachments, ...rest } = message;
    const entry: OutboxEntry = {
      id,
      from: this.from,
      sentAt,
      ...rest,
      ...(attachments ? { attachments: attachments.map(({ content, ...a }) => ({ ...a, bytes: content.length })) } : {}),
    };
    await fs.writeFile(path.join(this.dir, `${id}.json`), JSON.stringify(entry, null, 2));
    componentLog('mail').info({ driver: 'outbox', to: message.to, subject: message.subject, file: `${id}.json` }, 'mail written to the outbox');
  }

  /** Newest first; used by the admin outbox view and by tests. */
  async list(): Promise<OutboxEntry[]> {
    const names = await fs.readdir(this.dir).catch(() => [] as string[]);
    const entries = await Promise.all(names.filter((n) => n.endsWith('.json')).map(async (n) => JSON.parse(await fs.readFile(path.join(this.dir, n), 'utf8')) as OutboxEntry));
    return entries.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  }
}

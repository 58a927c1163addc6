import path from 'node:path';
import type { AppConfig } from '../../config';
import { OutboxMail } from './outbox';
import { SmtpMail } from './smtp';
import type { MailPort } from './types';

export function createMail(config: AppConfig): MailPort {
  return config.mail.smtpUrl ? new SmtpMail(config.mail.smtpUrl, config.mail.from) : new OutboxMail(path.join(config.dataDir, 'outbox'), config.mail.from);
}

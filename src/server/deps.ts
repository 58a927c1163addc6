import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { AiImagePort } from './providers/ai/types';
import type { MailPort } from './providers/mail/types';
import type { StoragePort } from './providers/storage/types';
import type { Auth } from './services/auth/auth';
import type { OrderPayments } from './services/orders/types';
import type { SecurityLogger } from './services/security/security-log';

/**
 * What the app is built from: configuration and the engines behind each port, chosen once in
 * `server.ts` (the composition root) and handed to every route module, middleware and job.
 */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  mail: MailPort;
  storage: StoragePort;
  /** AI images (AI_PROVIDER): demo by default. */
  ai: AiImagePort;
  auth: Auth;
  /** Refunds of orders (the payments port implements it; until then only shop-recorded payments). */
  orderPayments: OrderPayments;
  securityLog: SecurityLogger;
  /** The built React app (dist/); omitted in API-only tests. */
  webDistDir?: string;
}

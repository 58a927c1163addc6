import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Logger } from './log/logger';
import type { Metrics } from './observability/metrics';
import type { AiImagePort } from './providers/ai/types';
import type { MailPort } from './providers/mail/types';
import type { PaymentsPort } from './providers/payments/types';
import type { StoragePort } from './providers/storage/types';
import type { Auth } from './services/auth/auth';
import type { OrderPayments } from './services/orders/types';
import type { PaymentsDeps } from './services/payments/deps';
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
  /** Payments (PAYMENTS_PROVIDER): the local test-mode checkout by default, or Stripe. */
  payments: PaymentsPort;
  /** What the payments services run on: the port, its settings and the purposes sold (services/payments/purposes). */
  paymentsDeps: PaymentsDeps;
  auth: Auth;
  /** Refunds of orders (the payments port implements it; until then only shop-recorded payments). */
  orderPayments: OrderPayments;
  securityLog: SecurityLogger;
  /** JSON lines on stdout (LOG_LEVEL); a request's own, carrying its id, is `c.get('log')`. */
  log: Logger;
  /** What GET /metrics reports (observability/metrics.ts). */
  metrics: Metrics;
  /** The built React app (dist/); omitted in API-only tests. */
  webDistDir?: string;
}

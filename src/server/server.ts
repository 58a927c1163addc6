import path from 'node:path';
import type { DestinationStream } from 'pino';
import { createApp } from './app';
import type { AppConfig } from './config';
import { type Database, openDatabase } from './db/client';
import type { AppDeps } from './deps';
import { mergeGuestAtSignIn } from './http/shopper';
import { createLogger, installProcessLogger } from './log/logger';
import { createMetrics } from './observability/metrics';
import { createAiProvider } from './providers/ai';
import type { AiImagePort } from './providers/ai/types';
import { createMail } from './providers/mail';
import { BrandedMail } from './providers/mail/branded';
import type { MailPort } from './providers/mail/types';
import { createPayments, LocalPayments } from './providers/payments';
import type { PaymentsPort } from './providers/payments/types';
import { createStorage } from './providers/storage';
import type { StoragePort } from './providers/storage/types';
import { createSubscription } from './services/accounts/subscriptions';
import { createAuth } from './services/auth/auth';
import type { ScryptParams } from './services/auth/password';
import { clearAccountFailures } from './services/auth/sign-in-limits';
import type { OrderPayments } from './services/orders/types';
import { createPurposeRegistry, type PaymentsDeps, receiveWebhook } from './services/payments';
import { paymentsPortRefunds } from './services/payments/order-refunds';
import { SecurityLogger } from './services/security/security-log';
import { adoptGuestOrders } from './services/shoppers';

export interface BuildOptions {
  /** An already-open database (tests pass a template copy). */
  database?: Database;
  mail?: MailPort;
  storage?: StoragePort;
  /** An AI provider of the test's own (a loopback fake behind the real client, a failing stub…). */
  ai?: AiImagePort;
  /** A payments provider of the test's own (Stripe's client against a loopback fake, a failing stub…). */
  payments?: PaymentsPort;
  /** Silences the payments log (benches). */
  paymentsLog?: PaymentsDeps['log'];
  passwordHashParams?: ScryptParams;
  /** Order refunds of the test's own (a fake that records calls). */
  orderPayments?: OrderPayments;
  webDistDir?: string;
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
}

/** The composition root: config -> database -> ports -> services -> app. Only here are engines chosen. */
export async function buildServer(config: AppConfig, options: BuildOptions = {}) {
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') }));
  const mail = new BrandedMail(options.mail ?? createMail(config), { publicUrl: config.publicUrl, postalAddress: config.mail.postalAddress });
  const storage = options.storage ?? createStorage(config);
  const ai = options.ai ?? createAiProvider(config);
  const payments = options.payments ?? createPayments(config, database.db);
  const log = createLogger(config.observability.logLevel, options.logDestination);
  // Work outside requests (the pool, jobs, payments, the security log) logs through this logger too.
  installProcessLogger(log);
  const metrics = createMetrics(database);
  const paymentsDeps: PaymentsDeps = {
    db: database.db,
    payments,
    paymentsConfig: config.payments,
    purposes: createPurposeRegistry(),
    publicUrl: config.publicUrl,
    log: options.paymentsLog,
    onEvent: (type, outcome) => metrics.observePaymentEvent(type, outcome),
  };
  // The test-mode provider delivers its signed events to the same handler as POST /api/payments/webhook.
  if (payments instanceof LocalPayments) payments.connectWebhook((raw, header) => receiveWebhook(paymentsDeps, raw, header));
  const securityLog = new SecurityLogger(database.db, config.securityWebhookUrl);
  const auth = createAuth({
    config,
    db: database.db,
    mail,
    passwordHashParams: options.passwordHashParams,
    onUserCreated: (u) => createSubscription(database.db, u, config.adminEmails),
    onPasswordReset: (u) => clearAccountFailures(database.db, u.email),
    // A failed merge never fails the sign-in: the account's first cart call merges then (http/shopper.ts).
    onSessionCreated: (userId, headers) =>
      mergeGuestAtSignIn({ db: database.db, config }, userId, headers).catch((error) => log.error({ err: error, userId }, 'guest cart merge at sign-in failed')),
    onEmailVerified: async (u) => {
      await adoptGuestOrders(database.db, u.id, u.email);
    },
  });
  const orderPayments = options.orderPayments ?? paymentsPortRefunds(payments);
  const deps: AppDeps = { config, database, mail, storage, ai, payments, paymentsDeps, auth, orderPayments, securityLog, log, metrics, webDistDir: options.webDistDir };
  const app = createApp(deps);
  return {
    app,
    deps,
    async close() {
      // Test-mode events still on their way are handled before the database closes.
      if (payments instanceof LocalPayments) await payments.eventsDelivered();
      await mail.close?.();
      storage.destroy?.();
      await database.close();
    },
  };
}

import path from 'node:path';
import { REPORT_HIDE_THRESHOLD } from '../shared/community/limits';
import { DEFAULT_HOLD_ANSWER_DAYS } from '../shared/orders/hold-reasons';
import type { AdmissionLimits } from './http/admission';
import { type LogLevel, parseLogLevel } from './log/log-level';
import { type AiConfig, parseAiConfig } from './providers/ai/settings';
import { assertPaymentsUsable, type PaymentsConfig, parsePaymentsConfig } from './providers/payments/settings';
import { parseRetentionSettings, type RetentionSettings } from './services/admin/retention';
import { type CreditSettings, parseCreditSettings } from './services/credits/settings';
import type { GoogleFontsSettings } from './services/fonts/google-fonts';

/**
 * What a process does (ROLE): `all` serves HTTP and runs the job queue; `web` only serves; `worker`
 * only runs jobs (print files, thumbnails, mail…), so rendering never shares a process with requests.
 */
export type ServerRole = 'all' | 'web' | 'worker';
const ROLES: readonly ServerRole[] = ['all', 'web', 'worker'];

/**
 * Whether this process draws the renders its requests ask for (cart proofs, print-file downloads). A
 * `web` process on PostgreSQL hands them to a process that renders, through the job queue (decision
 * 113); on PGlite, one process's database, no other process could take them.
 */
export const rendersInProcess = (config: Pick<AppConfig, 'role' | 'databaseUrl'>) => config.role !== 'web' || !config.databaseUrl;

/** Every setting the server reads, with its default. The README's configuration table mirrors this. */
export interface AppConfig {
  role: ServerRole;
  /** After SIGTERM, how long the instance keeps accepting (readiness already 503) so the load balancer sees it go (SHUTDOWN_DELAY_MS). */
  shutdownDelayMs: number;
  /**
   * WORKER_HEALTH_PORT: a `worker` process answers /api/health, /api/ready and /metrics on this port for
   * its orchestrator's probes. Unset, it opens no port (workers need none, and two on one machine
   * would clash on a default).
   */
  workerHealthPort: number | undefined;
  port: number;
  host: string;
  /** Public base URL used in e-mail links (defaults to http://localhost:PORT). */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  adminEmails: string[];
  trustProxy: boolean;
  /** Sign-ups accepted per client address per minute (AUTH_SIGNUP_LIMIT_PER_MINUTE). */
  signUpLimitPerMinute: number;
  /** E-mail sign-ins accepted per client address per minute (AUTH_SIGNIN_LIMIT_PER_MINUTE). */
  signInLimitPerMinute: number;
  /** AI generations started per account, or per guest address, per minute (AI_GENERATIONS_PER_MINUTE): a brake on scripts, far above a person's pace. */
  generationsPerMinute: number;
  site: {
    primaryDomain: string | undefined;
    allowedDomains: string[];
    cdnUrl: string | undefined;
    apiBaseUrl: string | undefined;
  };
  /** `shopAddress`: where the shop is told of new custom-order requests (SHOP_NOTIFY_EMAIL; default: the first of ADMIN_EMAILS). */
  /** `postalAddress`: the shop's mailing address, printed in every e-mail's footer (SHOP_POSTAL_ADDRESS; anti-spam laws ask for one). */
  mail: { smtpUrl: string | undefined; from: string; shopAddress: string | undefined; postalAddress: string };
  storage: {
    driver: 'local' | 's3';
    /** Largest accepted upload (UPLOAD_MAX_BYTES) and pixel count read from its header (UPLOAD_MAX_PIXELS). */
    uploadMaxBytes: number;
    uploadMaxPixels: number;
    s3: { bucket: string; region: string; endpoint: string | undefined; accessKeyId: string | undefined; secretAccessKey: string | undefined; forcePathStyle: boolean };
  };
  securityWebhookUrl: string | undefined;
  /** Google fonts the server renderer fetches (GOOGLE_FONTS_CSS_URL, GOOGLE_FONTS_FILE_ORIGINS, FONT_MAX_BYTES). */
  googleFonts: GoogleFontsSettings;
  /** Guest limits and the abandoned-generation timeout (GUEST_DAILY_LIMIT_PER_IP, GUEST_DAILY_BUDGET, GUEST_IP_BUDGET_PERCENT, GENERATION_PENDING_TIMEOUT_MINUTES). */
  credits: CreditSettings;
  /** AI images (AI_PROVIDER, OPENAI_*, DASHSCOPE_*, QWEN_*, AI_TIMEOUT_MS, AI_MAX_RETRIES). */
  ai: AiConfig;
  /** The shop's production files: the spot colour name its cutter reads as a through-cut (PRODUCTION_THRU_CUT_NAME). */
  production: { thruCutName: string };
  /** Payments (PAYMENTS_PROVIDER, STRIPE_*, PAYMENTS_*). */
  payments: PaymentsConfig;
  /** Days a customer has to answer an artwork hold before the order is cancelled and refunded (ORDER_HOLD_ANSWER_DAYS, default 14). */
  orders: { holdAnswerDays: number };
  isProduction: boolean;
  community: { reportHideThreshold: number };
  /** How long the admin audit log and security webhook deliveries are kept (ADMIN_AUDIT_RETENTION_DAYS, SECURITY_WEBHOOK_DELIVERY_RETENTION_DAYS). */
  retention: RetentionSettings;
  /** Every scheduled job on this period in ms instead of its own (JOBS_SCHEDULE_EVERY_MS; for tests, unset in production). */
  jobScheduleEveryMs: number | undefined;
  /**
   * Auto-saves one instance works on at once and queues (AUTOSAVE_MAX_IN_FLIGHT, AUTOSAVE_MAX_QUEUED,
   * AUTOSAVE_MAX_WAIT_MS, AUTOSAVE_RETRY_AFTER_S); past them a save is answered 503 with Retry-After.
   */
  autosave: AdmissionLimits;
  /** Logs and metrics (LOG_LEVEL, METRICS_TOKEN): GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`. */
  observability: { logLevel: LogLevel; metricsToken: string | undefined };
}

function optionalPort(value: string | undefined, name: string): number | undefined {
  if (!value?.trim()) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`${name} must be a port number (got "${value}")`);
  return n;
}

function positiveNumber(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : undefined;
}

function nonNegativeInteger(value: string | undefined): number | undefined {
  const n = Number(value);
  return value?.trim() && Number.isInteger(n) && n >= 0 ? n : undefined;
}

const DEV_SECRET = 'dev-only-secret-change-me-in-production-0123456789';

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const isProduction = env.NODE_ENV === 'production';
  const authSecret = env.AUTH_SECRET ?? DEV_SECRET;
  if (isProduction && authSecret === DEV_SECRET) {
    throw new Error('AUTH_SECRET must be set in production');
  }
  const adminEmails = list(env.ADMIN_EMAILS ?? 'admin@stickerstudio.example,owner@stickerstudio.example');
  const payments = parsePaymentsConfig(env, authSecret);
  assertPaymentsUsable(payments, isProduction);
  const role = (env.ROLE?.trim().toLowerCase() || 'all') as ServerRole;
  if (!ROLES.includes(role)) throw new Error(`ROLE must be one of ${ROLES.join(', ')} (got "${env.ROLE}")`);
  return {
    role,
    shutdownDelayMs: Number(env.SHUTDOWN_DELAY_MS) || 0,
    workerHealthPort: optionalPort(env.WORKER_HEALTH_PORT, 'WORKER_HEALTH_PORT'),
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    authSecret,
    adminEmails,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    signUpLimitPerMinute: Number(env.AUTH_SIGNUP_LIMIT_PER_MINUTE) || 20,
    signInLimitPerMinute: Number(env.AUTH_SIGNIN_LIMIT_PER_MINUTE) || 20,
    generationsPerMinute: positiveNumber(env.AI_GENERATIONS_PER_MINUTE) ?? 12,
    site: {
      primaryDomain: env.SITE_PRIMARY_DOMAIN?.toLowerCase() || undefined,
      allowedDomains: list(env.SITE_ALLOWED_DOMAINS),
      cdnUrl: env.SITE_CDN_URL || undefined,
      apiBaseUrl: env.SITE_API_BASE_URL || undefined,
    },
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM ?? 'Sticker Studio <no-reply@stickerstudio.example>',
      shopAddress: env.SHOP_NOTIFY_EMAIL?.trim() || adminEmails[0],
      postalAddress: env.SHOP_POSTAL_ADDRESS?.trim() || 'Sticker Studio, 100 King Street West, Toronto, ON M5X 1A9, Canada',
    },
    storage: {
      driver: env.STORAGE_DRIVER === 's3' ? 's3' : 'local',
      uploadMaxBytes: Number(env.UPLOAD_MAX_BYTES) || 10 * 1024 * 1024,
      uploadMaxPixels: Number(env.UPLOAD_MAX_PIXELS) || 40_000_000,
      s3: {
        bucket: env.S3_BUCKET ?? 'sticker-studio',
        region: env.S3_REGION ?? 'us-east-1',
        endpoint: env.S3_ENDPOINT || undefined,
        accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
      },
    },
    securityWebhookUrl: env.SECURITY_WEBHOOK_URL || undefined,
    googleFonts: {
      cssBaseUrl: env.GOOGLE_FONTS_CSS_URL || 'https://fonts.googleapis.com',
      fileOrigins: list(env.GOOGLE_FONTS_FILE_ORIGINS ?? 'https://fonts.gstatic.com'),
      maxFontBytes: Number(env.FONT_MAX_BYTES) || 5 * 1024 * 1024,
      timeoutMs: 15_000,
    },
    credits: parseCreditSettings(env),
    ai: parseAiConfig(env),
    production: { thruCutName: env.PRODUCTION_THRU_CUT_NAME?.trim() || 'Thru-cut' },
    payments,
    orders: { holdAnswerDays: positiveNumber(env.ORDER_HOLD_ANSWER_DAYS) ?? DEFAULT_HOLD_ANSWER_DAYS },
    community: {
      // Distinct reporters that hide a community item until an admin reviews it.
      reportHideThreshold: Number(env.REPORT_HIDE_THRESHOLD) || REPORT_HIDE_THRESHOLD,
    },
    retention: parseRetentionSettings(env),
    jobScheduleEveryMs: positiveNumber(env.JOBS_SCHEDULE_EVERY_MS),
    autosave: {
      maxInFlight: positiveNumber(env.AUTOSAVE_MAX_IN_FLIGHT) ?? 4,
      maxQueued: nonNegativeInteger(env.AUTOSAVE_MAX_QUEUED) ?? 16,
      maxWaitMs: positiveNumber(env.AUTOSAVE_MAX_WAIT_MS) ?? 2000,
      retryAfterS: Math.ceil(positiveNumber(env.AUTOSAVE_RETRY_AFTER_S) ?? 2),
    },
    observability: { logLevel: parseLogLevel(env.LOG_LEVEL), metricsToken: env.METRICS_TOKEN?.trim() || undefined },
    isProduction,
  };
}

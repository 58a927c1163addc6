import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { schema } from '../../db/schema';
import { componentLog } from '../../log/logger';
import type { MailPort } from '../../providers/mail/types';
import { ACCOUNT_SUSPENDED_MESSAGE, isSuspended } from '../accounts/suspension';
import { checkAuthBodies } from './body-checks';
import { alreadyRegisteredEmail, passwordResetEmail, verificationEmail } from './emails';
import { withinAddressCap } from './mail-caps';
import { createPasswordHasher, type ScryptParams } from './password';

const authLog = componentLog('auth');

export interface AuthDeps {
  config: AppConfig;
  db: Db;
  mail: MailPort;
  /** Called once a user row exists (creates the Subscription record). */
  onUserCreated: (user: { id: string; email: string; emailVerified: boolean }) => Promise<void>;
  /** Called once an address is verified (the account takes the guest orders placed with it, decision 88). */
  onEmailVerified?: (user: { id: string; email: string }) => Promise<void>;
  /** Called once a session is made, with the request's headers (the browser's guest cart moves into the account). */
  onSessionCreated?: (userId: string, requestHeaders: Headers | undefined) => Promise<void>;
  /** Called after a completed password reset (clears the account's failed sign-ins). */
  onPasswordReset?: (user: { id: string; email: string }) => Promise<void>;
  /** Tests lower the hash cost; production keeps the OWASP default. */
  passwordHashParams?: ScryptParams;
}

/** SPEC §5: the login form's minimum, which better-auth must agree with (its own default is 8). */
export const MIN_PASSWORD_LENGTH = 6;

export function createAuth(deps: AuthDeps) {
  const { config } = deps;
  const hasher = createPasswordHasher(deps.passwordHashParams);
  return betterAuth({
    appName: 'Sticker Studio',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    telemetry: { enabled: false },
    // better-auth's own messages as JSON lines too; of its extra arguments only errors' messages (the rest may be a user row).
    logger: {
      log: (level, message, ...args) => authLog[level === 'debug' ? 'info' : level]({ errors: args.filter((a) => a instanceof Error).map((e) => (e as Error).message) }, message),
    },
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(deps.db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      // Signing up never signs in (decision 93): the answer is then the same for a new address and a
      // registered one, whose owner is mailed instead. The verification link signs the newcomer in; an
      // unverified account may still sign in with its password ("logged in unverified", SPEC §4).
      requireEmailVerification: false,
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        if (!(await withinAddressCap(deps.db, 'already-registered', user.email))) return;
        await deps.mail.send(alreadyRegisteredEmail(user.email, `${config.publicUrl}/login`));
      },
      password: hasher,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        if (!(await withinAddressCap(deps.db, 'password-reset', user.email))) return;
        await deps.mail.send(passwordResetEmail(user.email, url));
      },
      onPasswordReset: async ({ user }) => {
        await deps.onPasswordReset?.({ id: user.id, email: user.email });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      afterEmailVerification: async (user) => {
        await deps.onEmailVerified?.({ id: user.id, email: user.email });
      },
      sendVerificationEmail: async ({ user, url }) => {
        if (!(await withinAddressCap(deps.db, 'verification', user.email))) return;
        await deps.mail.send(verificationEmail(user.email, url));
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Kept in the database so several instances share one count (DESIGN §3); on in every environment.
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 200,
      customRules: {
        '/sign-in/email': { window: 60, max: config.signInLimitPerMinute },
        '/sign-up/email': { window: 60, max: config.signUpLimitPerMinute },
        '/request-password-reset': { window: 300, max: 5 },
        '/send-verification-email': { window: 300, max: 5 },
      },
    },
    advanced: {
      // A production server always checks origins (better-auth skips the check when it thinks it runs under tests).
      ...(config.isProduction ? { disableOriginCheck: false } : {}),
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: config.trustProxy ? ['x-forwarded-for'] : ['x-sticker-studio-client-ip'] },
    },
    hooks: { before: checkAuthBodies },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await deps.onUserCreated({ id: user.id, email: user.email, emailVerified: user.emailVerified });
          },
        },
      },
      // A suspended account gets no session, however it signs in (password, verification link, reset).
      session: {
        create: {
          before: async (session) => {
            if (await isSuspended(deps.db, session.userId)) throw new APIError('FORBIDDEN', { code: 'account_suspended', message: ACCOUNT_SUSPENDED_MESSAGE });
          },
          after: async (session, context) => {
            await deps.onSessionCreated?.(session.userId, context?.headers);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The two loopback names: in development the site may be opened at either (both are this machine). */
const LOOPBACK_TWINS: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };

export function trustedOrigins(config: Pick<AppConfig, 'publicUrl' | 'site' | 'isProduction'>): string[] {
  const publicUrl = new URL(config.publicUrl);
  const origins = new Set<string>([publicUrl.origin]);
  const twin = LOOPBACK_TWINS[publicUrl.hostname];
  if (!config.isProduction && twin) {
    const other = new URL(publicUrl.origin);
    other.hostname = twin;
    origins.add(other.origin);
  }
  const domains = [config.site.primaryDomain, ...config.site.allowedDomains].filter(Boolean) as string[];
  for (const d of domains) {
    origins.add(`https://${d}`);
    origins.add(`https://www.${d.replace(/^www\./, '')}`);
  }
  return [...origins];
}

import { MESSAGES, type MessageKey } from '../../shared/messages';
import { translator } from '../translation/instance';
import type { TFunction } from '../translation/translator';
import { ApiError } from './client';
import { errorTextKey } from './errorTexts';

/** Translates one of the SPEC's verbatim English messages (validation, roles, subscription…) by its key. */
export function translateSpecMessage(message: string | undefined | null, t: TFunction): string | undefined {
  if (!message) return undefined;
  const key = (Object.keys(MESSAGES) as MessageKey[]).find((k) => MESSAGES[k] === message);
  return key ? t(`messages.${key}`) : message;
}

/**
 * Maps a failed call (our `{error:{code}}` or better-auth's `{code}`) to a clear, translated message:
 * each code its own text, else the server's own message, else a generic one. `exists` says whether the
 * catalogue has a key (the app's translator by default).
 */
const defaultExists = (key: string) => translator.exists(key);

export function errorMessage(error: unknown, t: TFunction, exists: (key: string) => boolean = defaultExists): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  const { code, status } = error;
  // better-auth's own codes (upper case) for sign-in, sign-up and passwords.
  if (code === 'INVALID_EMAIL_OR_PASSWORD') return t('errors.invalidCredentials');
  if (code.startsWith('USER_ALREADY_EXISTS')) return t('errors.userExists');
  if (code === 'INVALID_PASSWORD') return t('errors.wrongCurrentPassword');
  if (code === 'INVALID_TOKEN' || code === 'TOKEN_EXPIRED') return t('errors.invalidToken');
  if (code === 'PASSWORD_TOO_SHORT') return t('messages.passwordTooShort');
  if (code === 'PASSWORD_TOO_LONG') return t('errors.passwordTooLong');
  if (code === 'INVALID_EMAIL') return t('messages.invalidEmail');
  // better-auth's origin check: the page was opened at an address the site does not accept for accounts.
  if (code === 'INVALID_ORIGIN') return t('editor.siteAddress.wrongOrigin', { origin: typeof location === 'undefined' ? '' : location.origin });
  if (code === 'network') return t('errors.network');
  // Our API's codes, each with its own text; the details fill its blanks (a DPI, a limit).
  const key = errorTextKey(code);
  if (exists(key)) return t(key, { ...(error.details as Record<string, unknown> | undefined), defaultValue: error.message });
  // A code without a text of ours: the server's own words (translated when they are one of the SPEC's).
  const spec = translateSpecMessage(error.message, t);
  if (spec) return spec;
  if (status === 429) return t('errors.rateLimited');
  if (status === 401) return t('errors.unauthorized');
  if (status === 403) return t('errors.forbidden');
  return t('errors.generic');
}

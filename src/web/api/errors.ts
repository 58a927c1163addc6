import { MESSAGES, type MessageKey } from '../../shared/messages';
import type { TFunction } from '../translation/translator';
import { ApiError } from './client';

/** Translates one of the SPEC's verbatim English messages (validation, roles, subscription…) by its key. */
export function translateSpecMessage(message: string | undefined | null, t: TFunction): string | undefined {
  if (!message) return undefined;
  const key = (Object.keys(MESSAGES) as MessageKey[]).find((k) => MESSAGES[k] === message);
  return key ? t(`messages.${key}`) : message;
}

/** Payment refusals with their own texts (`payments.errors.<code>` in the catalogues). */
const PAYMENT_ERROR_CODES = new Set([
  'card_declined',
  'payments_busy',
  'payments_timeout',
  'payments_not_configured',
  'payments_failed',
  'already_subscribed',
  'no_subscription',
  'checkout_finished',
  'admin_plan',
]);

/** A quote the server refused (decision 33's codes; their texts are the price pages'). */
const STICKER_PRICE_ERROR_CODES = new Set([
  'unknown_option',
  'option_not_offered',
  'size_out_of_range',
  'shape_needs_equal_sides',
  'vinyl_colour_required',
  'vinyl_colour_not_offered',
  'bad_quantity',
]);

/** Cart and order-checkout refusals with their own texts (`cart.errors.<code>`). */
const CART_ERROR_CODES = new Set([
  'price_changed',
  'design_changed',
  'proof_not_yours',
  'proof_outdated',
  'cart_full',
  'design_invalid',
  'production_input',
  'vinyl_nothing_to_cut',
  'tax_location_invalid',
]);

/** Maps a failed call (our `{error:{code}}` or better-auth's `{code}`) to a clear, translated message. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  const { code, status } = error;
  if (code === 'INVALID_EMAIL_OR_PASSWORD') return t('errors.invalidCredentials');
  if (code.startsWith('USER_ALREADY_EXISTS') || (status === 422 && !code.startsWith('PASSWORD'))) return t('errors.userExists');
  if (code === 'too_many_attempts') return t('errors.tooManyAttempts');
  if (code === 'account_sign_in_paused') return t('errors.accountSignInPaused');
  if (status === 429) return t('errors.rateLimited');
  if (code === 'database_unavailable') return t('errors.databaseUnavailable');
  if (code === 'network') return t('errors.network');
  if (code === 'INVALID_PASSWORD') return t('errors.wrongCurrentPassword');
  if (code === 'INVALID_TOKEN' || code === 'TOKEN_EXPIRED') return t('errors.invalidToken');
  if (code === 'PASSWORD_TOO_SHORT') return t('messages.passwordTooShort');
  if (code === 'PASSWORD_TOO_LONG') return t('errors.passwordTooLong');
  if (code === 'INVALID_EMAIL') return t('messages.invalidEmail');
  if (code === 'subscription_not_found') return t('messages.subscriptionNotFound');
  if (code === 'unauthenticated') return t('messages.mustBeLoggedInToSetRoles');
  if (code === 'permission_denied') return t('messages.onlyAdminsSetRoles');
  if (code === 'auto_login_failed') return t('errors.autoLoginFailed');
  if (code === 'csrf') return t('errors.csrf');
  // better-auth's origin check: the page was opened at an address the site does not accept for accounts.
  if (code === 'INVALID_ORIGIN') return t('editor.siteAddress.wrongOrigin', { origin: typeof location === 'undefined' ? '' : location.origin });
  if (PAYMENT_ERROR_CODES.has(code)) return t(`payments.errors.${code}`);
  if (code === 'low_resolution') return t('cart.errors.low_resolution', error.details as Record<string, unknown>);
  if (CART_ERROR_CODES.has(code)) return t(`cart.errors.${code}`);
  if (STICKER_PRICE_ERROR_CODES.has(code)) return t(`stickerPrices.errors.${code}`, { defaultValue: error.message });
  if (status === 401) return t('errors.unauthorized');
  if (status === 403) return t('errors.forbidden');
  const spec = translateSpecMessage(error.message, t);
  if (spec && spec !== error.message) return spec;
  return t('errors.generic');
}

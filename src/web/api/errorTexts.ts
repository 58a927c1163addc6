/**
 * Which catalogue text says what each API error code means (decision 87). A code's text is
 * `apiErrors.<code>` unless it lives with its page's other texts (SECTIONS, RENAMED). `errorMessage`
 * (errors.ts) reads this; `errors.test.ts` checks that every code the server can answer has a text in
 * English and Chinese.
 */
/** Codes whose text is `<section>.<code>` in a page's own texts. */
const SECTIONS: Record<string, readonly string[]> = {
  'payments.errors': [
    'card_declined',
    'payments_busy',
    'payments_timeout',
    'payments_not_configured',
    'payments_failed',
    'already_subscribed',
    'no_subscription',
    'checkout_finished',
    'admin_plan',
  ],
  'cart.errors': [
    'price_changed',
    'design_changed',
    'proof_not_yours',
    'proof_outdated',
    'cart_full',
    'proofs_busy',
    'proof_superseded',
    'design_invalid',
    'production_input',
    'vinyl_nothing_to_cut',
    'tax_location_invalid',
    'low_resolution',
  ],
  // A quote the server refused (decision 33).
  'stickerPrices.errors': [
    'unknown_option',
    'option_not_offered',
    'size_out_of_range',
    'shape_needs_equal_sides',
    'vinyl_colour_required',
    'vinyl_colour_not_offered',
    'bad_quantity',
  ],
  'showcase.errors': ['font_unavailable'],
};

/** Codes whose text has another name. */
const RENAMED: Record<string, string> = {
  too_many_attempts: 'errors.tooManyAttempts',
  account_sign_in_paused: 'errors.accountSignInPaused',
  rate_limited: 'errors.rateLimited',
  database_unavailable: 'errors.databaseUnavailable',
  auto_login_failed: 'errors.autoLoginFailed',
  csrf: 'errors.csrf',
  unauthorized: 'errors.unauthorized',
  forbidden: 'errors.forbidden',
  subscription_not_found: 'messages.subscriptionNotFound',
  unauthenticated: 'messages.mustBeLoggedInToSetRoles',
  permission_denied: 'messages.onlyAdminsSetRoles',
  order_in_production: 'orders.errors.inProduction',
  order_status: 'orders.errors.status',
  order_not_payable: 'orders.errors.notPayable',
  payments_unavailable: 'orders.errors.paymentsUnavailable',
  unsupported_eps: 'uploadPricing.errors.eps',
  unsupported_heic: 'uploadPricing.errors.heic',
  pdf_invalid: 'uploadPricing.errors.pdfInvalid',
  pdf_encrypted: 'uploadPricing.errors.pdfEncrypted',
  pdf_page_too_large: 'uploadPricing.errors.pdfPageTooLarge',
  pdf_too_slow: 'uploadPricing.errors.pdfTooSlow',
  no_credits: 'imageGen.errors.noCredits',
  content_policy: 'imageGen.errors.contentPolicy',
  timeout: 'imageGen.errors.timeout',
  not_configured: 'imageGen.errors.notConfigured',
  provider_error: 'imageGen.errors.provider',
  invalid_request: 'imageGen.errors.provider',
};

/** The catalogue key of an API error code's text (it may be missing from the catalogue: the caller falls back). */
export function errorTextKey(code: string): string {
  if (Object.hasOwn(RENAMED, code)) return RENAMED[code];
  for (const [section, codes] of Object.entries(SECTIONS)) if (codes.includes(code)) return `${section}.${code}`;
  return `apiErrors.${code}`;
}

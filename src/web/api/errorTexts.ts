/**
 * Which catalogue text says what each API error code means (decision 87). A code's text is
 * `apiErrors.<code>` unless it lives with its page's other texts, listed here. `errorMessage`
 * (errors.ts) reads this; `errors.test.ts` checks that every code the server can answer has a text in
 * English and Chinese.
 */
const PAGE_TEXTS: Record<string, string> = {
  // Sign-in and accounts.
  too_many_attempts: 'errors.tooManyAttempts',
  account_sign_in_paused: 'errors.accountSignInPaused',
  rate_limited: 'errors.rateLimited',
  auto_login_failed: 'errors.autoLoginFailed',
  csrf: 'errors.csrf',
  unauthorized: 'errors.unauthorized',
  forbidden: 'errors.forbidden',
  subscription_not_found: 'messages.subscriptionNotFound',
  unauthenticated: 'messages.mustBeLoggedInToSetRoles',
  permission_denied: 'messages.onlyAdminsSetRoles',
  // Payments.
  card_declined: 'payments.errors.card_declined',
  payments_busy: 'payments.errors.payments_busy',
  payments_timeout: 'payments.errors.payments_timeout',
  payments_not_configured: 'payments.errors.payments_not_configured',
  payments_failed: 'payments.errors.payments_failed',
  already_subscribed: 'payments.errors.already_subscribed',
  no_subscription: 'payments.errors.no_subscription',
  checkout_finished: 'payments.errors.checkout_finished',
  admin_plan: 'payments.errors.admin_plan',
  // Orders.
  order_in_production: 'orders.errors.inProduction',
  order_status: 'orders.errors.status',
  order_not_payable: 'orders.errors.notPayable',
  payments_unavailable: 'orders.errors.paymentsUnavailable',
  // The cart and its checkout.
  price_changed: 'cart.errors.price_changed',
  design_changed: 'cart.errors.design_changed',
  proof_not_yours: 'cart.errors.proof_not_yours',
  proof_outdated: 'cart.errors.proof_outdated',
  cart_full: 'cart.errors.cart_full',
  design_invalid: 'cart.errors.design_invalid',
  production_input: 'cart.errors.production_input',
  vinyl_nothing_to_cut: 'cart.errors.vinyl_nothing_to_cut',
  tax_location_invalid: 'cart.errors.tax_location_invalid',
  low_resolution: 'cart.errors.low_resolution',
  font_unavailable: 'showcase.errors.font_unavailable',
  // A quote the server refused (decision 33).
  unknown_option: 'stickerPrices.errors.unknown_option',
  option_not_offered: 'stickerPrices.errors.option_not_offered',
  size_out_of_range: 'stickerPrices.errors.size_out_of_range',
  shape_needs_equal_sides: 'stickerPrices.errors.shape_needs_equal_sides',
  vinyl_colour_required: 'stickerPrices.errors.vinyl_colour_required',
  vinyl_colour_not_offered: 'stickerPrices.errors.vinyl_colour_not_offered',
  bad_quantity: 'stickerPrices.errors.bad_quantity',
  // Uploaded art.
  unsupported_eps: 'uploadPricing.errors.eps',
  unsupported_heic: 'uploadPricing.errors.heic',
  pdf_invalid: 'uploadPricing.errors.pdfInvalid',
  pdf_encrypted: 'uploadPricing.errors.pdfEncrypted',
  pdf_page_too_large: 'uploadPricing.errors.pdfPageTooLarge',
  pdf_too_slow: 'uploadPricing.errors.pdfTooSlow',
  // AI generation.
  no_credits: 'imageGen.errors.noCredits',
  content_policy: 'imageGen.errors.contentPolicy',
  timeout: 'imageGen.errors.timeout',
  not_configured: 'imageGen.errors.notConfigured',
  provider_error: 'imageGen.errors.provider',
  invalid_request: 'imageGen.errors.provider',
};

/** The catalogue key of an API error code's text (it may be missing from the catalogue: the caller falls back). */
export const errorTextKey = (code: string): string => PAGE_TEXTS[code] ?? `apiErrors.${code}`;

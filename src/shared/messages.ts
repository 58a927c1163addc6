/** SPEC §8 messages used verbatim in English (the UI translates them through the i18n catalogues by key). */
export const MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  onlyAdminsSetRoles: 'Only admins can set user roles',
  mustBeLoggedInToSetRoles: 'Must be logged in to set user roles',
  failedToSetRole: 'Failed to set user role',
  subscriptionNotFound: 'Subscription data not found.',
  subscriptionCheckFailed: 'Failed to check subscription status. Please try again.',
  guestLimitExceeded: 'Guest usage limit exceeded. Please create a free account to continue generating images.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

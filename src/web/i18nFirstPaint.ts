/**
 * The catalogue sections the first paint needs: the shell (header, footer, menus, notices, loaders,
 * the route error page) and the landing page. They are in the main bundle; the rest of the catalogue
 * is loaded before any other page renders (decision 18). A new key used by the shell or the landing
 * page must be in one of these sections. Of the long `policies` section only the titles the footer
 * links show are here (the policies page loads the rest with the whole catalogue).
 */
export const FIRST_PAINT_SECTIONS = [
  'nav',
  'account',
  'common',
  'credits',
  'footer',
  'landing',
  'language',
  'notice',
  'policies.privacy.title',
  'policies.terms.title',
  'policies.shipping.title',
  'policies.refunds.title',
  'routeError',
] as const;

/**
 * Parts of those sections left out of the main bundle: the landing page's lower sections load in their
 * own chunk after the hero and wait for the whole catalogue like any page.
 */
export const FIRST_PAINT_EXCLUDED = ['landing.more'] as const;

/** The community's limits (issue 18): what a showcase item, a comment and a profile may hold. */
export const COMMUNITY_LIMITS = {
  titleMax: 80,
  descriptionMax: 1000,
  tagsMax: 8,
  tagMax: 24,
  commentMax: 1000,
  displayNameMax: 50,
  bioMax: 500,
  linksMax: 5,
  linkMax: 200,
  /** Showcase grid and profile pages. */
  pageSizeMax: 48,
  pageSizeDefault: 24,
} as const;

export const SHOWCASE_SORTS = ['newest', 'popular', 'following'] as const;
export type ShowcaseSort = (typeof SHOWCASE_SORTS)[number];

/** The laminate over a printed sticker. */
export const FINISH_IDS = ['gloss', 'matte'] as const;
export type FinishId = (typeof FINISH_IDS)[number];

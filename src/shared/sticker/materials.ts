/** What a printed sticker is printed on. */
export const MATERIAL_IDS = ['white-vinyl', 'clear', 'holographic', 'glitter', 'mirror'] as const;
export type MaterialId = (typeof MATERIAL_IDS)[number];

/**
 * How the preview draws a material: the looks it knows how to render. A new material names the look
 * closest to it, so it needs no drawing code of its own.
 */
export const MATERIAL_LOOKS = ['white', 'clear', 'holographic', 'glitter', 'mirror'] as const;
export type MaterialLook = (typeof MATERIAL_LOOKS)[number];

export const MATERIAL_LOOK: Record<MaterialId, MaterialLook> = {
  'white-vinyl': 'white',
  clear: 'clear',
  holographic: 'holographic',
  glitter: 'glitter',
  mirror: 'mirror',
};

/** The material a look stands for (the first one drawn that way): what /preview's choice orders. */
export function materialOfLook(look: MaterialLook): MaterialId {
  return MATERIAL_IDS.find((material) => MATERIAL_LOOK[material] === look) ?? 'white-vinyl';
}

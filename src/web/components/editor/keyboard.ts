/** SPEC §2: the on-screen keyboard is open when the viewport shrank by more than 200 px and to below 75 %. */
export const KEYBOARD = { minShrinkPx: 200, maxRatio: 0.75 } as const;

export function isKeyboardOpen(initialHeight: number, currentHeight: number): boolean {
  if (!(initialHeight > 0) || !(currentHeight >= 0)) return false;
  return initialHeight - currentHeight > KEYBOARD.minShrinkPx && currentHeight < initialHeight * KEYBOARD.maxRatio;
}

/**
 * The height to measure against: the tallest viewport seen (the keyboard only ever makes it smaller), but
 * a rotation starts over, since a landscape phone is shorter without any keyboard.
 */
export function nextBaseline(baseline: number, current: number, orientationChanged: boolean): number {
  if (orientationChanged) return current;
  return Math.max(baseline, current);
}

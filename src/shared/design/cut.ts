import { z } from 'zod';
import { CUT_KINDS, CUT_SHAPES } from '../sticker';
import type { WorkspaceShape } from './workspace-shapes';

// The cut shapes and kinds are the sticker vocabulary's (each sticker shape names the cut it is drawn with).
export { CUT_KINDS, CUT_SHAPES };
/** Border between art and cut: default 1/8 in, 0 to 1/2 in (print-and-cut shop convention). */
export const DEFAULT_CUT_OFFSET_IN = 0.125;
export const MAX_CUT_OFFSET_IN = 0.5;

/**
 * The sticker's cut settings, saved with the design so the editor, /preview and the shop's production
 * files all cut the same line. Out-of-range values are clamped rather than rejected: a design must
 * never fail to open because of its cut settings.
 */
export const cutSettingsSchema = z.object({
  shape: z.enum(CUT_SHAPES).catch('contour'),
  kind: z.enum(CUT_KINDS).catch('die'),
  offsetIn: z
    .number()
    .catch(DEFAULT_CUT_OFFSET_IN)
    .transform((v) => Math.min(MAX_CUT_OFFSET_IN, Math.max(0, Number.isFinite(v) ? v : DEFAULT_CUT_OFFSET_IN))),
});

export type CutSettings = z.output<typeof cutSettingsSchema>;

/** The workspace shape a design was drawn on is the natural cut when none was chosen. */
const CUT_FOR_WORKSPACE: Record<WorkspaceShape, CutSettings['shape']> = {
  contour: 'contour',
  circle: 'circle',
  'rounded-rectangle': 'rounded-rectangle',
  rectangle: 'rectangle',
};

/** The design's cut settings, or the defaults that follow its workspace shape. */
export function cutSettingsOf<W extends { shape: WorkspaceShape }>(doc: { workspace: W; cut?: CutSettings }): CutSettings {
  return doc.cut ?? { shape: CUT_FOR_WORKSPACE[doc.workspace.shape] ?? 'contour', kind: 'die', offsetIn: DEFAULT_CUT_OFFSET_IN };
}

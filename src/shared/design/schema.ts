import { z } from 'zod';
import { cutSettingsSchema } from './cut';
import { googleFontNames } from './fonts';
import { WORKSPACE_SHAPES } from './workspace-shapes';

/** The design-document format version; adding a migration step (migrate.ts) bumps it. */
export const DESIGN_VERSION = 2;

export const WORKSPACE_ID = 'workspace';
export { WORKSPACE_SHAPES, type WorkspaceShape } from './workspace-shapes';

/** Largest workspace side in px: Chromium exports an empty image from 16,500² (DESIGN §7), with margin. */
export const MAX_WORKSPACE_SIDE = 20_000;

// Fabric writes numbers, but older editors kept some (fontSize, strokeWidth) as form-field strings.
const toNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v);
const toBoolean = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v);
const num = z.preprocess(toNumber, z.number());
const bool = z.preprocess(toBoolean, z.boolean());
// A colour string, or a serialised Gradient/Pattern; Fabric writes null for "no stroke".
const paint = z.union([z.string(), z.looseObject({})]).nullable();
const origin = z.union([z.enum(['left', 'center', 'right', 'top', 'bottom']), num]);
const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'Expected an ISO date');
const side = z.preprocess(toNumber, z.number().positive().max(MAX_WORKSPACE_SIDE));

/**
 * SPEC §3 canvas object. The fields we read are typed; everything else Fabric writes (fill, scaleX,
 * angle, text, src, clipPath, ...) is kept as it is, so a load/save round trip loses nothing.
 */
export const canvasObjectSchema = z.looseObject({
  id: z.string().min(1).optional(),
  type: z.string().optional(),
  left: num.optional(),
  top: num.optional(),
  originX: origin.optional(),
  originY: origin.optional(),
  stroke: paint.optional(),
  strokeWidth: num.optional(),
  strokeDashArray: z.array(num).nullable().optional(),
  strokeLineCap: z.string().optional(),
  strokeLineJoin: z.string().optional(),
  strokeMiterLimit: num.optional(),
  strokeUniform: bool.optional(),
  strokeSmoothing: num.optional(),
  strokeColor: z.string().nullable().optional(),
  gradientAngle: num.optional(),
  selectable: bool.optional(),
  hasControls: bool.optional(),
  editable: bool.optional(),
  linkData: z.unknown().optional(),
  extensionType: z.string().optional(),
  extension: z.unknown().optional(),
  shape: z.string().optional(),
  fontFamily: z.string().optional(),
  // Path commands (a path object) or, for text on a path, the serialised Path object.
  path: z
    .union([z.string(), z.array(z.unknown()), z.looseObject({})])
    .nullable()
    .optional(),
  get objects() {
    return z.array(canvasObjectSchema).optional();
  },
});

export const workspaceSchema = z.object({
  id: z.literal(WORKSPACE_ID).default(WORKSPACE_ID),
  shape: z.enum(WORKSPACE_SHAPES),
  width: side,
  height: side,
  /** The design area's own colour (a Fabric workspace object's fill), drawn over `background`. Absent: none. */
  fill: z.string().optional(),
});

export const googleFontsMetadataSchema = z.object({
  // Only names that are safe and worth requesting survive, so fontsUsed can go straight into a URL.
  fontsUsed: z.array(z.string()).default([]).transform(googleFontNames),
  savedAt: isoDate.optional(),
  timestamp: isoDate.optional(),
  version: z.union([z.number(), z.string()]).optional(),
});

/** SPEC §3 design JSON, current version. Older documents go through migrateDesign first. */
export const designDocumentSchema = z.looseObject({
  version: z.literal(DESIGN_VERSION),
  objects: z.array(canvasObjectSchema),
  workspace: workspaceSchema,
  overlayImage: canvasObjectSchema.optional(),
  googleFontsMetadata: googleFontsMetadataSchema.optional(),
  cutlinePath: z.string().optional(),
  /** How the sticker is cut (shape, die/kiss, border); cutlinePath is the line these settings drew. */
  cut: cutSettingsSchema.optional().catch(undefined),
  background: z.string().optional(),
});

export type CanvasObjectJson = z.output<typeof canvasObjectSchema>;
export type Workspace = z.output<typeof workspaceSchema>;
export type GoogleFontsMetadata = z.output<typeof googleFontsMetadataSchema>;
export type DesignDocument = z.output<typeof designDocumentSchema>;

/** SPEC §9 default canvas. */
export const DEFAULT_WORKSPACE: Readonly<Workspace> = Object.freeze({ id: WORKSPACE_ID, shape: 'rectangle', width: 1500, height: 1500 });

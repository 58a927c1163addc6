import { z } from 'zod';
import { type DesignDocument, designDocumentSchema, MAX_WORKSPACE_SIDE, migrateDesign, WORKSPACE_SHAPES } from '../design';

/**
 * Saved designs (SPEC §3 Template/design) and auto-save sessions (SPEC §3 Auto-save session): request
 * bodies, queries and responses of /api/designs… and /api/autosave…, shared by the server's validators
 * and the web client. Errors use the one error shape `{ error: { code, message, details? } }`.
 */

/** Error codes of these routes (besides the platform's unauthorized / not_found / invalid_input …). */
export const DESIGN_ERROR_CODES = {
  /** 409: the design (or session) changed since `baseRevision`; details: { current: { revision, updatedAt } }. */
  revisionConflict: 'revision_conflict',
  /** 403: favouriting beyond the plan's maxSavedDesigns; details: { limit, used }. */
  savedDesignLimit: 'saved_design_limit',
  /** 404: the auto-save session is gone (deleted, finalized, converted): start a new one. */
  sessionNotFound: 'session_not_found',
  /** 422: the session's data has no workspace: 'Session data is corrupted - missing workspace object'. */
  sessionCorrupted: 'session_corrupted',
  /** 413: the design JSON is over MAX_DESIGN_JSON_CHARS. */
  designTooLarge: 'design_too_large',
  /** 422: a stored document could not be read as a design (e.g. converting a corrupted session). */
  invalidDesign: 'invalid_design',
  /** 422: the preview is not a PNG or JPEG data URL the server can read. */
  invalidPreview: 'invalid_preview',
} as const;

/** The largest saved design, in characters of its JSON (auto-save has its own SPEC limit, 1048487). */
export const MAX_DESIGN_JSON_CHARS = 10 * 1024 * 1024;
/** The largest preview image the client may send, in decoded bytes. */
export const MAX_PREVIEW_BYTES = 2 * 1024 * 1024;
/** …and as a data URL: base64 of MAX_PREVIEW_BYTES plus the `data:image/jpeg;base64,` prefix. */
export const MAX_PREVIEW_DATA_URL_CHARS = Math.ceil(MAX_PREVIEW_BYTES / 3) * 4 + 32;
/** The largest auto-save body's designData accepted at all (larger than the SPEC limit, so the too-large path can answer). */
export const MAX_AUTOSAVE_INPUT_CHARS = MAX_DESIGN_JSON_CHARS;
/** The shortest JSON object, `{}`. */
export const MIN_AUTOSAVE_INPUT_CHARS = 2;
export const MAX_DESIGN_NAME_LENGTH = 120;
export const MAX_CUTLINE_PATH_CHARS = 1024 * 1024;

export const designNameSchema = z
  .string()
  .trim()
  .min(1, 'A design needs a name')
  .max(MAX_DESIGN_NAME_LENGTH)
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'A name may not contain control characters');

/** A PNG or JPEG image as a base64 data URL, at most 2 MB decoded (the client's canvas preview). */
export const previewDataUrlSchema = z
  .string()
  .max(MAX_PREVIEW_DATA_URL_CHARS, 'The preview image is larger than 2 MB')
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/, 'The preview must be a PNG or JPEG data URL');

/** Any design we or Fabric 5/6 ever wrote, migrated to the current format and checked by the design schema. */
export const designJsonSchema = z.unknown().transform((value, ctx): DesignDocument => {
  const result = migrateDesign(value);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  }
  return result.doc;
});

const revisionSchema = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1);

// ---- designs: requests ----

export const designListQuerySchema = z.object({
  search: z.string().trim().max(MAX_DESIGN_NAME_LENGTH).optional(),
  favorite: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  cursor: z.string().max(200).optional(),
});
export type DesignListQuery = z.input<typeof designListQuerySchema>;

export const createDesignSchema = z.object({
  name: designNameSchema,
  json: designJsonSchema,
  isFavorite: z.boolean().default(false),
  preview: previewDataUrlSchema.optional(),
});
export type CreateDesignInput = z.input<typeof createDesignSchema>;

export const saveDesignSchema = z.object({
  json: designJsonSchema,
  /** The revision the client's copy is based on; a different stored revision answers 409 revision_conflict. */
  baseRevision: revisionSchema,
  preview: previewDataUrlSchema.optional(),
});
export type SaveDesignInput = z.input<typeof saveDesignSchema>;

export const updateDesignSchema = z
  .object({ name: designNameSchema.optional(), isFavorite: z.boolean().optional() })
  .refine((v) => v.name !== undefined || v.isFavorite !== undefined, 'Send a name or isFavorite');
export type UpdateDesignInput = z.input<typeof updateDesignSchema>;

export const duplicateDesignSchema = z.object({
  /** Default: "{name} (copy)". */
  name: designNameSchema.optional(),
  isFavorite: z.boolean().default(false),
});
export type DuplicateDesignInput = z.input<typeof duplicateDesignSchema>;

export const selfContainedSchema = z.object({
  /** When given, the copy is refused with 409 if the design changed since. */
  baseRevision: revisionSchema.optional(),
});

// ---- designs: responses ----

export const designSummarySchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  revision: z.number().int(),
  isFavorite: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Null for favourites; otherwise 90 days after the last save. */
  expiresAt: z.string().nullable(),
  /** The JPEG thumbnail (≤ 200 px, < 300 KB), public. */
  thumbnailURL: z.string().nullable(),
  /** The full preview the client sent (owner-only URL). */
  previewURL: z.string().nullable(),
  thumbnailGenerated: z.boolean(),
  jsonSize: z.number().int(),
  autoSaved: z.boolean(),
  isAutoSaveSession: z.boolean(),
  sessionId: z.string().nullable(),
  lastAutoSaved: z.string().nullable(),
  isFinalized: z.boolean(),
  originalAutoSaveId: z.string().nullable(),
  designFolderPath: z.string(),
  copiedFilesCount: z.number().int(),
  isSelfContained: z.boolean(),
  selfContainedVersion: z.number().int().nullable(),
});
export type DesignSummary = z.infer<typeof designSummarySchema>;

export const designWithJsonSchema = designSummarySchema.extend({
  json: designDocumentSchema,
  cutlinePath: z.string().nullable(),
});
export type DesignWithJson = z.infer<typeof designWithJsonSchema>;

export const savedDesignsUsageSchema = z.object({
  /** Favourite designs, which count against the plan. */
  used: z.number().int(),
  /** The plan's maxSavedDesigns; null for unlimited (admin). */
  limit: z.number().int().nullable(),
});
export type SavedDesignsUsage = z.infer<typeof savedDesignsUsageSchema>;

/** GET /api/designs */
export const designListResponseSchema = z.object({
  designs: z.array(designSummarySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  savedDesigns: savedDesignsUsageSchema,
});
export type DesignListResponse = z.infer<typeof designListResponseSchema>;

/** GET /api/designs/:id */
export const designResponseSchema = z.object({ design: designWithJsonSchema });
/** POST /api/designs, PUT/PATCH /api/designs/:id, POST …/duplicate, POST …/self-contained */
export const designSummaryResponseSchema = z.object({ design: designSummarySchema });

export const revisionConflictDetailsSchema = z.object({
  current: z.object({ revision: z.number().int(), updatedAt: z.string() }),
});
export type RevisionConflictDetails = z.infer<typeof revisionConflictDetailsSchema>;

export const savedDesignLimitDetailsSchema = z.object({ limit: z.number().int(), used: z.number().int() });

// ---- auto-save sessions ----

export const canvasStateSchema = z.object({
  shape: z.enum(WORKSPACE_SHAPES),
  width: z.number().positive().max(MAX_WORKSPACE_SIDE),
  height: z.number().positive().max(MAX_WORKSPACE_SIDE),
  cutlinePath: z.string().max(MAX_CUTLINE_PATH_CHARS).nullable().optional(),
});
export type CanvasState = z.infer<typeof canvasStateSchema>;

export const autoSaveSchema = z.object({
  /** The design JSON as text; over 1048487 characters only the workspace is kept (answer: tooLarge). */
  designData: z.string().min(MIN_AUTOSAVE_INPUT_CHARS).max(MAX_AUTOSAVE_INPUT_CHARS),
  changeCount: z.number().int().min(0).max(1_000_000),
  canvasState: canvasStateSchema,
  /** The session revision the client last saw (0 for a new session); a different one answers 409. */
  baseRevision: revisionSchema,
  preview: previewDataUrlSchema.optional(),
});
export type AutoSaveInput = z.input<typeof autoSaveSchema>;

export const convertSessionSchema = z.object({
  name: designNameSchema,
  isFavorite: z.boolean().default(false),
  preview: previewDataUrlSchema.optional(),
});
export type ConvertSessionInput = z.input<typeof convertSessionSchema>;

export const autoSaveMetadataSchema = z.object({
  canvasState: canvasStateSchema.nullable(),
  changeCount: z.number().int(),
  sessionStarted: z.string(),
  autoSaveError: z.string().nullable(),
});

export const autoSaveSessionSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  isActive: z.boolean(),
  revision: z.number().int(),
  lastSaved: z.string().nullable(),
  previewUrl: z.string().nullable(),
  finalizedAt: z.string().nullable(),
  convertedToDesignId: z.string().nullable(),
  convertedAt: z.string().nullable(),
  metadata: autoSaveMetadataSchema,
  /** Whether designData holds anything (it is only sent by GET /api/autosave/session). */
  hasData: z.boolean(),
});
export type AutoSaveSession = z.infer<typeof autoSaveSessionSchema>;

/** POST /api/autosave/session */
export const startSessionResponseSchema = z.object({
  session: autoSaveSessionSchema,
  /** True when a new session was started (first one, or the previous timed out after 24 h). */
  started: z.boolean(),
});

/** GET /api/autosave/session: what to offer for restore (null when there is nothing). */
export const restoreSessionResponseSchema = z.object({
  session: autoSaveSessionSchema.extend({ designData: z.string() }).nullable(),
});

/** PUT /api/autosave/session/:sessionId */
export const autoSaveResponseSchema = z.object({
  session: autoSaveSessionSchema,
  tooLarge: z.boolean(),
  /** With tooLarge: 'Design is too large for auto-save (N KB). Please reduce image sizes or complexity.' */
  message: z.string().optional(),
});

/** POST /api/autosave/session/:sessionId/finalize */
export const finalizeSessionResponseSchema = z.object({ session: autoSaveSessionSchema });

/** POST /api/autosave/session/:sessionId/convert */
export const convertSessionResponseSchema = z.object({
  design: designSummarySchema,
  session: autoSaveSessionSchema,
  /** True when the session had already been converted: the earlier design is returned. */
  alreadyConverted: z.boolean(),
});

/** POST /api/autosave/images (multipart, field "file"): an image stored under AutoSave-Images/{uid}/. */
export const autoSaveImageResponseSchema = z.object({
  key: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});

/** POST /api/designs/:id/self-contained: the saved design and how many image files were copied or skipped. */
export const selfContainedResponseSchema = z.object({
  design: designSummarySchema,
  copied: z.number().int(),
  skipped: z.number().int(),
});

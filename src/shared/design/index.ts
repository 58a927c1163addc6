export { CUT_KINDS, CUT_SHAPES, type CutSettings, cutSettingsOf, cutSettingsSchema, DEFAULT_CUT_OFFSET_IN, MAX_CUT_OFFSET_IN } from './cut';
export { collectFontUses, cssWeight, type FontUse, renameFonts } from './font-usage';
export { BUILT_IN_FONTS, collectFontsUsed, googleFontNames, googleFontsStylesheetUrl, isBuiltInFont, isPlainFontName, isTextType, MAX_FONT_NAME_LENGTH } from './fonts';
export { ensureObjectIds, newObjectId } from './ids';
export { groupsTooDeepMessage, MAX_GROUP_DEPTH, MIGRATIONS, type MigrationResult, type MigrationStep, migrateDesign, type RawDesign, runMigrations } from './migrate';
export {
  type CanvasObjectJson,
  canvasObjectSchema,
  DEFAULT_WORKSPACE,
  DESIGN_VERSION,
  type DesignDocument,
  designDocumentSchema,
  type GoogleFontsMetadata,
  googleFontsMetadataSchema,
  MAX_WORKSPACE_SIDE,
  WORKSPACE_ID,
  WORKSPACE_SHAPES,
  type Workspace,
  type WorkspaceShape,
  workspaceSchema,
} from './schema';
export {
  BUILT_IN_FONT_FILES,
  OFFERED_DISPLAY_FONTS,
  SHIPPED_FAMILIES,
  type ShippedFace,
  type ShippedFamily,
  type ShippedFamilyName,
  type ShippedLicence,
  shippedFamilyOf,
  shippedFontNames,
} from './shipped-fonts';
export { CM_PER_INCH, cmToPx, formatPhysicalSize, inchesToPx, type PhysicalUnit, PRINT_DPI, pxToCm, pxToInches } from './units';
export { isWorkspaceObject, workspaceFromObject } from './workspace';

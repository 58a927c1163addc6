/**
 * Saved designs (SPEC §3/§5): a design's JSON, preview and thumbnail live in storage, its row points at
 * the current revision's files. One file per job; this index is the module's public face.
 */
export { type Actor, actorOf, type DesignDeps } from './actor';
export { deleteDesign, removeDesignFiles } from './delete';
export { revisionConflict, serializeDesign } from './document-text';
export { duplicateDesign } from './duplicate';
export { claimFavoriteSlot, savedDesignsUsage } from './favorites';
export { createDesign, insertDesign, type NewDesign, type NewDesignExtras } from './insert';
export { listDesigns } from './list';
export { findDesign, readDesign } from './read';
export { commitRevision, saveDesign } from './save';
export { type DesignRow, type DesignSummaryRow, toSummary } from './summary';
export { updateDesign } from './update';

/**
 * The editor's save logic (decision 16), framework-free: the auto-save session, saved designs
 * with revisions and conflicts, local copies, the restore offer and leaving. React parts (dialogs,
 * badge, the useDesignPersistence hook) are in src/web/components/designs.
 */

export type { ControllerDeps } from './controllerDeps';
export type { ConflictChoice } from './designSave';
export { forgetEditingDesign, newDesignLink } from './editingDesign';
export { FINALIZE_WAIT_MS, leaveWithoutSaving, saveAndLeave, settleWithin } from './leaving';
export { PersistenceController } from './PersistenceController';
export { designPreview } from './preview';
export type { SaveBadge } from './saveBadge';
export type { DesignRef, PersistenceSaveState, PersistenceSnapshot, RestoreOffer } from './state';

/** Saved designs and auto-save in the editor: the pieces the editor page mounts. */

export type { ConflictChoice, DesignRef, PersistenceSaveState, RestoreOffer } from '../../persistence';
export { ConflictModal, openConflictModal } from './ConflictModal';
export { EditorPersistence, SaveStrip, usePersistenceContext } from './EditorPersistence';
export { LeaveEditorModal } from './LeaveEditorModal';
export { RestoreSessionModal } from './RestoreSessionModal';
export { SaveStateBadge } from './SaveStateBadge';
export { defaultNameNow, openSaveWorkDialog, SaveWorkDialog, SaveWorkForm } from './SaveWorkDialog';
export { type DesignPersistence, useDesignPersistence } from './useDesignPersistence';
export { type EditedDesign, useEditedDesign } from './useEditedDesign';
export { useLeaveEditorGuard } from './useLeaveEditorGuard';
export { useReturnFromPreview } from './useReturnFromPreview';

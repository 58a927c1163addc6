/**
 * The editor's Fabric-free public entry: what the web app uses outside the lazily loaded editor chunk
 * (the action registry for toolbars and sheets, the context-menu model, image and download helpers, the
 * local drafts). Nothing reachable from here may load Fabric at run time (type-only imports are fine);
 * the editor itself and its plugins' types are in `./index`.
 */

export { type ActionId, EDITOR_ACTIONS, getAction, isActionAvailable, isActionEnabled } from './actions/registry';
export type { EditorAction } from './actions/types';
export { activateMenuItem, CANVAS_NOT_INITIALIZED, isSeparator, MENU, type MenuEntry, type MenuItem, placeMenu } from './core/contextMenu';
export { downloadBlob } from './export/download';
export { dataUrlToBlob, decodeImageBlob, readFileAsDataUrl } from './image/compress';
export { clearDraft, type Draft, loadDraft, saveDraft } from './persistence/draftStore';
// The auto-save plugin needs no Fabric: the design pages create it before the editor chunk arrives.
export { type AutoSaveInput, AutoSavePlugin, type AutoSaveTarget, DRAFT_DEBOUNCE_MS, type SaveState } from './plugins/AutoSavePlugin';

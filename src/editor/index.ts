/**
 * The editor's public entry. The web app imports the editor only from here and from `./light` (the
 * Fabric-free part): dependency-cruiser's `web-only-editor-entries` rule. Importing a value from this
 * module loads Fabric, so only the lazily loaded editor chunk does (editorRuntime.ts, previewRenderer.ts);
 * type-only imports from here are free everywhere (the `web-editor-values-lazily` rule).
 */

export { Editor, EditorError } from './core/Editor';
export type { EditorApis, EditorEvents, EditorNotice, HistoryState } from './core/types';
export { type CreateEditorOptions, createEditor } from './createEditor';
export type { TextEffect, TextEffectName } from './document/effects/model';
export { placedImages } from './document/placed-images';
export type { TextEffectChoice } from './effects/textEffects';
export { preloadDocumentFonts } from './fonts/preload';
export type { ImageAdjustments } from './image/adjustments';
export type { Alignment } from './plugins/AlignPlugin';
export type { CutlineState, CutlineStatus, CutlineTracer } from './plugins/CutlinePlugin';
export { ExportError } from './plugins/ExportPlugin';
export type { LayerInfo } from './plugins/LayerPlugin';
export type { MaskShape } from './plugins/MaskPlugin';
export type { ShadowProps } from './plugins/PropertiesPlugin';
export type { ShapeKind } from './plugins/shapes';

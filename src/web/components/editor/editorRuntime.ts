/** Everything the pages need from the editor at run time: one lazily loaded chunk (with Fabric). */
export { createEditor, EditorError, ExportError } from '../../../editor';

/** Everything the pages need from the editor at run time: one lazily loaded chunk (with Fabric). */
export { EditorError } from '../../../editor/core/Editor';
export { createEditor } from '../../../editor/createEditor';
export { ExportError } from '../../../editor/plugins/ExportPlugin';

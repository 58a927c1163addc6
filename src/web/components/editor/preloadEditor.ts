import { loadEditorRuntime } from './runtime';

let started = false;

/**
 * Starts loading the editor before the visitor is on it, at the first sign of intent on a link to it
 * (pointer over, focus, touch): the editor page's chunk and the editor runtime (the editor core and
 * Fabric). Otherwise the page chunk loads after the click and the runtime only once the page has
 * mounted, two downloads in a row where a phone's network makes each one slow.
 */
export function preloadEditor(): void {
  if (started) return;
  started = true;
  const retryLater = () => {
    started = false;
  };
  import('../../pages/editor/EditorPage').catch(retryLater);
  loadEditorRuntime().catch(retryLater);
}

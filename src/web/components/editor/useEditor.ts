import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { Editor } from '../../../editor';
import { traceCutlineInWorker } from '../../cutline/editorTracer';
import { loadEditorRuntime } from './runtime';
import { WaitTimeoutError, waitFor } from './waitFor';

export interface UseEditorOptions {
  /** Whether someone is signed in now (their pasted images go to their materials). */
  isSignedIn: () => boolean;
  /** Uploads a pasted image to the signed-in user's materials. */
  upload: (file: File) => Promise<{ url: string }>;
  /** Uploads PDF art (decision 80): the server keeps the PDF and answers its page's stand-in image. */
  uploadArt: (file: File) => Promise<{ url: string }>;
}

export type EditorStatus = 'loading' | 'ready' | 'error';

export interface EditorHandle {
  editor: Editor | null;
  status: EditorStatus;
  /** Starts again after an error (e.g. the editor chunk failed to download). */
  retry: () => void;
}

/**
 * Creates the editor once the container and canvas elements exist and have a size (SPEC §9: up to 50
 * tries at 100 ms), and destroys it on unmount. Never throws: failures end in status 'error'.
 */
export function useEditor(containerRef: RefObject<HTMLElement | null>, canvasRef: RefObject<HTMLCanvasElement | null>, options: UseEditorOptions): EditorHandle {
  const [editor, setEditor] = useState<Editor | null>(null);
  const [status, setStatus] = useState<EditorStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  // The editor is created once; it reads the latest options through this ref.
  const optionsRef = useRef(options);
  optionsRef.current = options;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the creation on retry
  useEffect(() => {
    const controller = new AbortController();
    let created: Editor | null = null;
    setStatus('loading');
    const elements = () => {
      const container = containerRef.current;
      const canvasElement = canvasRef.current;
      return container?.isConnected && canvasElement ? { container, canvasElement } : null;
    };
    (async () => {
      const modulePromise = loadEditorRuntime();
      let found: { container: HTMLElement; canvasElement: HTMLCanvasElement };
      try {
        found = await waitFor(
          () => {
            const els = elements();
            return els && els.container.clientWidth > 0 && els.container.clientHeight > 0 ? els : null;
          },
          { signal: controller.signal },
        );
      } catch (error) {
        // A container without a size yet (hidden while the page lays out) still gets an editor:
        // the workspace plugin resizes the canvas when the container gets its size.
        const els = error instanceof WaitTimeoutError ? elements() : null;
        if (!els) throw error;
        found = els;
      }
      const { createEditor } = await modulePromise;
      if (controller.signal.aborted) return;
      created = createEditor({
        ...found,
        isSignedIn: () => optionsRef.current.isSignedIn(),
        upload: (file) => optionsRef.current.upload(file),
        uploadArt: (file) => optionsRef.current.uploadArt(file),
        traceCutline: traceCutlineInWorker,
      });
      setEditor(created);
      setStatus('ready');
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      console.error('[editor] could not start the canvas', error);
      setStatus('error');
    });
    return () => {
      controller.abort(new Error('unmounted'));
      // destroy() also disposes the Fabric canvas, putting the <canvas> element back as it was.
      created?.destroy();
      setEditor(null);
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { editor, status, retry };
}

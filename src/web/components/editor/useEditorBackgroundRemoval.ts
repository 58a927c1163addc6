import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Editor } from '../../../editor';
import { useSession } from '../../api/queries';
import { useTranslation } from '../../translation/useTranslation';
import { handoffSource } from '../tools/remove-background/handoffSource';
import { MAX_FILE_BYTES, MAX_SIDE } from '../tools/remove-background/limits';
import { setRemovalJob } from './bgRemoval/jobStore';
import type { RemovalOutcome, removeImageBackground } from './bgRemoval/removeImageBackground';
import { showNotice } from './errors';
import { MATERIALS_QUERY_KEY } from './panels/MaterialsPanel';

const MB = Math.round(MAX_FILE_BYTES / 1024 / 1024);

/**
 * Runs "Remove background" when the editor asks (the properties button, the context menu): one at a
 * time, with its progress in the job store, Cancel through it, and the outcome as a toast. A signed-in
 * user's cut-out is saved to their materials like a pasted image (the design then refers to the file,
 * not to a large inline image); a guest's is kept inline, as their other images are.
 */
export function useEditorBackgroundRemoval(editor: Editor | null): void {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  // The listener is set up once per editor; it reads the latest of these.
  const latest = useRef({ t, signedIn: !!session, queryClient });
  latest.current = { t, signedIn: !!session, queryClient };

  useEffect(() => {
    if (!editor) return;
    let running: AbortController | null = null;

    const store = async (png: Blob, fileName: string) => {
      const { signedIn, queryClient: client } = latest.current;
      const stored = await handoffSource(png, fileName, signedIn);
      if (signedIn && !stored.uploadFailed) void client.invalidateQueries({ queryKey: MATERIALS_QUERY_KEY });
      return stored;
    };

    const run = async (image: Parameters<typeof removeImageBackground>[1]) => {
      if (running || !image.id) return;
      const controller = new AbortController();
      running = controller;
      const imageId = image.id;
      editor.api.setBackgroundRemovalBusy(true);
      setRemovalJob(editor, { status: 'running', imageId, phase: 'reading' }, () => controller.abort());
      // The removal's code (the tool's file checks, decoding, the worker client) loads on first use,
      // keeping it out of the editor's first paint.
      let glue: typeof import('./bgRemoval/removeImageBackground') | null = null;
      try {
        glue = await import('./bgRemoval/removeImageBackground');
        const outcome = await glue.removeImageBackground(
          editor,
          image,
          { ...glue.browserSteps, store },
          { signal: controller.signal, onPhase: (phase) => setRemovalJob(editor, { status: 'running', imageId, ...phase }) },
        );
        announce(outcome, latest.current.t);
      } catch (error) {
        const key = glue ? glue.removalErrorKey(error) : 'bgremoval.errors.failed';
        const { t: tr } = latest.current;
        if (key) showNotice('error', tr(key, { mb: MB, size: MAX_SIDE, defaultValue: tr('bgremoval.errors.failed') }), tr('editorBgRemoval.failedTitle'));
        else showNotice('info', tr('editorBgRemoval.cancelled'));
      } finally {
        running = null;
        if (!editor.isDestroyed) editor.api.setBackgroundRemovalBusy(false);
        setRemovalJob(editor, { status: 'idle' });
      }
    };

    const off = editor.on('backgroundRemovalRequest', (image) => void run(image as Parameters<typeof removeImageBackground>[1]));
    return () => {
      off();
      running?.abort();
    };
  }, [editor]);
}

function announce(outcome: RemovalOutcome, t: ReturnType<typeof useTranslation>['t']): void {
  if (outcome.status === 'unchanged') {
    showNotice('warning', t(`editorBgRemoval.notices.${outcome.notice}`));
    return;
  }
  if (outcome.notice === 'notPlain') showNotice('warning', t('editorBgRemoval.notices.notPlain'));
  else showNotice('success', t('editorBgRemoval.done'));
  if (outcome.scaled) showNotice('info', t('bgremoval.notices.scaled', { size: MAX_SIDE }));
  if (outcome.uploadFailed) showNotice('warning', t('editorBgRemoval.uploadFailed'));
}

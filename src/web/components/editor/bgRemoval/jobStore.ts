import { useCallback, useSyncExternalStore } from 'react';
import type { Editor } from '../../../../editor';
import type { RemovalPhase } from './removeImageBackground';

/** The editor's background removal now: none, or one running on an image (with its phase and progress). */
export type RemovalJob = { status: 'idle' } | ({ status: 'running'; imageId: string } & RemovalPhase);

interface JobStore {
  job: RemovalJob;
  cancel: () => void;
  listeners: Set<() => void>;
}

const IDLE: RemovalJob = { status: 'idle' };
const stores = new WeakMap<Editor, JobStore>();

function storeOf(editor: Editor): JobStore {
  let store = stores.get(editor);
  if (!store) {
    store = { job: IDLE, cancel: () => {}, listeners: new Set() };
    stores.set(editor, store);
  }
  return store;
}

/**
 * Sets the job of this editor (the runner does, useEditorBackgroundRemoval); `cancel` ends it. Kept
 * outside React state so the progress shows both over the canvas and beside the button, which live in
 * different parts of the page (the button's panel may even be in a closed drawer).
 */
export function setRemovalJob(editor: Editor, job: RemovalJob, cancel?: () => void): void {
  const store = storeOf(editor);
  store.job = job.status === 'idle' ? IDLE : job;
  if (cancel) store.cancel = cancel;
  if (job.status === 'idle') store.cancel = () => {};
  for (const listener of store.listeners) listener();
}

/** The editor's removal job as React state, and a way to cancel it. */
export function useRemovalJob(editor: Editor | null): { job: RemovalJob; cancel: () => void } {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!editor) return () => {};
      const { listeners } = storeOf(editor);
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    [editor],
  );
  const job = useSyncExternalStore(subscribe, () => (editor ? storeOf(editor).job : IDLE));
  const cancel = useCallback(() => editor && storeOf(editor).cancel(), [editor]);
  return { job, cancel };
}

/** The share done, 0…1, for a progress bar: reading and saving are short steps at either end. */
export function jobProgress(job: RemovalJob): number {
  if (job.status !== 'running') return 0;
  if (job.phase === 'reading') return 0;
  if (job.phase === 'saving') return 1;
  return job.fraction;
}

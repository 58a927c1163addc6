import { Anchor, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { tinykeys } from 'tinykeys';
import type { Editor } from '../../../editor';
import { clearDraft, loadDraft, saveDraft } from '../../../editor/light';
import type { DesignSummary } from '../../../shared/api/designs';
import { convertAutoSaveSession, finalizeAutoSaveSession, getRestorableSession, putAutoSave, startAutoSaveSession } from '../../api/autosave';
import { ApiError } from '../../api/client';
import { createDesign, designKeys, getDesign, saveDesign, savedDesignLimitOf } from '../../api/designs';
import { useSession } from '../../api/queries';
import i18n from '../../i18n';
import { type DesignRef, designPreview, PersistenceController, type PersistenceSnapshot } from '../../persistence';
import { useTranslation } from '../../translation/useTranslation';
import { openConflictModal } from './ConflictModal';
import { showDesignNotice } from './notices';
import { defaultNameNow, openSaveWorkDialog } from './SaveWorkDialog';

export interface DesignPersistence extends PersistenceSnapshot {
  signedIn: boolean;
  /** Flushes the auto-save now (a guest's work: the local copy); true when the server confirmed. */
  saveNow(): Promise<boolean>;
  /** "Save" / Ctrl+⌘+S: the open design (PUT with its revision; a conflict asks), else the 'Save as design' dialog. */
  save(): Promise<boolean>;
  /** SPEC §4 save-confirmation: the session becomes a design with this name; the editor then edits it. */
  saveAsDesign(name: string, isFavorite: boolean): Promise<DesignSummary>;
  /** Opens 'Save as design' (resolves true when saved). */
  openSaveDialog(): Promise<boolean>;
  /** Save & Leave: the open design, or the session as a design with the dialog's defaults. */
  saveBeforeLeaving(): Promise<boolean>;
  /** SPEC §4: the user left the editor; the session is finalized. `discard` also drops the local copies. */
  finalize(options?: { discard?: boolean }): Promise<void>;
  acceptRestore(): Promise<void>;
  declineRestore(): Promise<void>;
  /** Undo of "Start fresh": the declined work is loaded again. */
  bringBackDeclined(): Promise<void>;
  /** Changes the server has not confirmed (AutoSavePlugin). */
  hasUnsavedChanges(): boolean;
  /** Whether leaving should ask (unsaved work in this editor). */
  hasWork(): boolean;
  /** The badge's Retry: unsaved changes are sent now. */
  retry(): Promise<void>;
  /** Writes the local copies at once (the editor's Preview leaves the page); resolves when written. */
  keepLocalNow(): Promise<void>;
  /** Resolves once no save of the open design is running (the editor's Preview lets one in flight finish). */
  designSaveSettled(): Promise<void>;
}

const IDLE: PersistenceSnapshot = { saveState: 'saved', badge: 'device', design: null, designStatus: 'none', restoreOffer: null, savingDesign: false, started: false };
const noStore = { subscribe: () => () => {}, getSnapshot: () => IDLE };

/**
 * Saving the editor's work: for a signed-in user the fixed auto-save session (started here,
 * saved by AutoSavePlugin, recovered after 404/409), the open design (`designId`: loaded, saved with its
 * revision, conflicts resolved by the user), and what to restore on open; for a guest, local copies only.
 * `leftDesign`: a new design was asked for while one was being edited (see PersistenceController.start).
 */
export function useDesignPersistence(editor: Editor | null, options: { designId?: string | null; leftDesign?: boolean } = {}): DesignPersistence {
  const me = useSession();
  const userId = me?.id ?? null;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [controller, setController] = useState<PersistenceController | null>(null);
  const designId = options.designId || null;
  const designIdRef = useRef(designId);
  designIdRef.current = designId;
  const leftDesignRef = useRef(options.leftDesign === true);
  leftDesignRef.current = options.leftDesign === true;
  // The latest router and query helpers, for callbacks made long after the render.
  const env = useRef({ navigate, queryClient, t });
  env.current = { navigate, queryClient, t };
  const openSaveRef = useRef<() => Promise<boolean>>(() => Promise.resolve(false));
  const startedWith = useRef<PersistenceController | null>(null);

  useEffect(() => {
    if (!editor) return;
    const toPricing = () => env.current.navigate('/pricing');
    const c: PersistenceController = new PersistenceController({
      editor,
      userId,
      sessionApi: {
        start: startAutoSaveSession,
        restorable: () => getRestorableSession(),
        save: putAutoSave,
        finalize: finalizeAutoSaveSession,
        convert: convertAutoSaveSession,
      },
      designs: { get: (id) => getDesign(id), create: createDesign, save: saveDesign },
      drafts: { load: loadDraft, save: saveDraft, clear: clearDraft },
      preview: designPreview,
      ui: {
        notify: (kind, key, values) => showDesignNotice(kind, i18n.t(key, values)),
        notifyError: (key, error) => {
          const limit = savedDesignLimitOf(error);
          if (limit) {
            showDesignNotice(
              'error',
              <Text size="sm">
                {i18n.t('designs.limit.message', { limit: limit.limit })}{' '}
                <Anchor component="button" size="sm" fw={600} underline="always" onClick={toPricing}>
                  {i18n.t('designs.limit.seePlans')}
                </Anchor>
              </Text>,
              { title: i18n.t('designs.limit.title') },
            );
          } else {
            showDesignNotice('error', error instanceof ApiError && error.code === 'network' ? i18n.t('errors.network') : i18n.t(key));
          }
        },
        resolveConflict: openConflictModal,
        askSaveAs: () => void openSaveRef.current(),
        designsChanged: () => void env.current.queryClient.invalidateQueries({ queryKey: designKeys.all }),
        designOpened: (id) => {
          if (designIdRef.current !== id) void env.current.navigate({ search: `?design=${encodeURIComponent(id)}` }, { replace: true });
        },
        copyName: (name) => i18n.t('designs.conflict.copyName', { name }).slice(0, 120),
      },
    });
    openSaveRef.current = () =>
      openSaveWorkDialog({
        // An explicit Save: 'Save Your Work? / Skip Saving' belongs to leaving the editor (SPEC §4).
        purpose: 'save',
        onSave: (name, isFavorite) => c.saveAsDesign(name, isFavorite),
        onSaved: (name) => showDesignNotice('success', i18n.t('autosave.saveWork.saved', { name })),
        onPricing: toPricing,
      });
    setController(c);
    void c.start(designIdRef.current, { leftDesign: leftDesignRef.current });
    return () => {
      c.dispose();
      setController((current) => (current === c ? null : current));
    };
  }, [editor, userId]);

  // Another ?design= while the editor stays open (start() opened the first one).
  useEffect(() => {
    if (!controller) return;
    if (startedWith.current !== controller) {
      startedWith.current = controller;
      return;
    }
    if (designId) void controller.openDesign(designId);
  }, [controller, designId]);

  // A reload or a closed tab gives no time for a network save: the local copies are written at once.
  useEffect(() => {
    if (!controller) return;
    const keep = () => void controller.keepLocalNow();
    const onHidden = () => document.visibilityState === 'hidden' && keep();
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [controller]);

  // Ctrl/⌘+S saves (never the browser's "save page").
  useEffect(() => {
    if (!controller) return;
    return tinykeys(window, {
      '$mod+KeyS': (event) => {
        event.preventDefault();
        void controller.save();
      },
    });
  }, [controller]);

  const store = controller ?? noStore;
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  return useMemo<DesignPersistence>(() => {
    const c = controller;
    const signedIn = userId !== null;
    return {
      ...snapshot,
      saveState: signedIn ? snapshot.saveState : 'local',
      signedIn,
      saveNow: () => (c ? c.saveNow() : Promise.resolve(false)),
      save: () => (c ? c.save() : Promise.resolve(false)),
      saveAsDesign: (name, isFavorite) => (c ? c.saveAsDesign(name, isFavorite) : Promise.reject(new Error('The editor is not ready'))),
      openSaveDialog: () => (c ? openSaveRef.current() : Promise.resolve(false)),
      saveBeforeLeaving: () => (c ? c.saveBeforeLeaving(defaultNameNow()) : Promise.resolve(true)),
      finalize: (o) => (c ? c.finalize(o) : Promise.resolve()),
      acceptRestore: () => (c ? c.acceptRestore() : Promise.resolve()),
      declineRestore: () => (c ? c.declineRestore() : Promise.resolve()),
      bringBackDeclined: () => (c ? c.bringBackDeclined() : Promise.resolve()),
      hasUnsavedChanges: () => c?.hasUnsavedChanges() ?? false,
      hasWork: () => c?.hasWork() ?? false,
      retry: () => (c ? c.retry() : Promise.resolve()),
      keepLocalNow: () => (c ? c.keepLocalNow() : Promise.resolve()),
      designSaveSettled: () => (c ? c.designSaveSettled() : Promise.resolve()),
    };
  }, [controller, snapshot, userId]);
}

export type { DesignRef };

import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import type { Editor } from '../../../editor';
import { useSession } from '../../api/queries';
import i18n from '../../i18n';
import { leaveWithoutSaving, saveAndLeave } from '../../persistence';
import { isPreviewTripState, readyForPreview, startPreviewTrip } from '../../persistence/previewTrip';
import { LeaveEditorModal } from './LeaveEditorModal';
import { showDesignNotice } from './notices';
import { openChoice } from './openChoice';
import type { DesignPersistence } from './useDesignPersistence';

type LeaveChoice = 'left' | 'stay';

/**
 * SPEC §4 leaving the editor while signed in (a route outside the editor; the editor's Preview is not
 * leaving, see previewTrip.ts): when there is nothing unsaved,
 * the session is finalized silently; otherwise the user chooses
 * Save & Leave ('Work saved successfully!', or on failure 'Failed to save work, but continuing
 * navigation', and the navigation goes on), Leave Without Saving, or Stay & Keep Editing. Plus the
 * browser's unsaved-changes warning on page close while the server has not confirmed every change.
 */
export function useLeaveEditorGuard(editor: Editor | null, persistence: DesignPersistence): void {
  const latest = useRef(persistence);
  latest.current = persistence;

  const userId = useSession()?.id ?? null;
  const userRef = useRef(userId);
  userRef.current = userId;

  // The editor's Preview is held too (for guests as well), only for the local copies to be written.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && (latest.current.signedIn || isPreviewTripState(nextLocation.state)),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  const handling = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked' || handling.current) return;
    handling.current = true;
    const p = latest.current;
    const proceed = () => {
      handling.current = false;
      const b = blockerRef.current;
      if (b.state === 'blocked') b.proceed();
    };
    const stay = () => {
      handling.current = false;
      const b = blockerRef.current;
      if (b.state === 'blocked') b.reset();
    };

    // Previewing is not leaving: nothing to ask or finalize; the work comes back with Back (previewTrip.ts).
    // A design save in flight may end first (bounded; the save badge says "Saving…" meanwhile).
    const held = blockerRef.current;
    if (held.state === 'blocked' && isPreviewTripState(held.location.state)) {
      startPreviewTrip({ userId: userRef.current, editorPath: `${window.location.pathname}${window.location.search}` });
      void readyForPreview(p).then(proceed, proceed);
      return;
    }

    if (!p.hasWork()) {
      void leaveWithoutSaving(p).then(proceed);
      return;
    }

    // Once leaving has begun (saving, finalizing), closing the dialog no longer cancels it.
    let leaving: Promise<void> | null = null;
    void openChoice<LeaveChoice>(
      (choose) => (
        <LeaveEditorModal
          onSaveAndLeave={() => (leaving ??= saveAndLeave(p, announce).then(() => choose('left')))}
          onLeave={() => {
            leaving ??= leaveWithoutSaving(p).then(() => choose('left'));
          }}
          onStay={() => choose('stay')}
        />
      ),
      'stay',
      { title: i18n.t('autosave.leave.title'), size: 'md' },
    ).then((choice) => {
      if (choice === 'left') proceed();
      else if (leaving) void leaving.then(proceed);
      else stay();
    });

    function announce(saved: boolean) {
      if (saved) showDesignNotice('success', i18n.t('autosave.leave.workSaved'));
      else showDesignNotice('error', i18n.t('autosave.leave.saveFailed'));
    }
  }, [blocker.state]);

  useEffect(() => {
    if (!editor) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current.hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers show the dialog only with returnValue set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [editor]);
}

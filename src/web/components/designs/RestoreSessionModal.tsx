import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../i18n';
import type { RestoreOffer } from '../../persistence';
import { useTranslation } from '../../translation/useTranslation';
import { useHoldNotices } from '../overlays/noticeHold';
import { showDesignNotice } from './notices';

interface RestoreSessionModalProps {
  persistence: {
    signedIn: boolean;
    restoreOffer: RestoreOffer | null;
    acceptRestore(): Promise<void>;
    declineRestore(): Promise<void>;
    bringBackDeclined(): Promise<void>;
  };
}

/**
 * On editor open: the signed-in user's last session (SPEC §4 restore, from GET /api/autosave/session),
 * or a newer local copy the server never confirmed (after a crash, a reload, offline), or a saved
 * design's unsaved changes; for a guest, the work kept on this device. A session without a workspace
 * shows SPEC §8's 'Session data is corrupted - missing workspace object'. One of the two buttons must be
 * chosen (auto-saves wait for the answer, so nothing offered is overwritten).
 */
export function RestoreSessionModal({ persistence }: RestoreSessionModalProps) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<'restore' | 'fresh' | null>(null);
  const offer = persistence.restoreOffer;
  useHoldNotices(!!offer);

  const run = (which: 'restore' | 'fresh') => async () => {
    setBusy(which);
    const declinedWork = which === 'fresh' && offer?.kind === 'restore';
    try {
      await (which === 'restore' ? persistence.acceptRestore() : persistence.declineRestore());
    } finally {
      setBusy(null);
    }
    // Nothing is discarded for good by one click: the earlier work can be brought back.
    if (declinedWork) offerUndoFreshStart();
  };

  const offerUndoFreshStart = () => {
    const id = 'restore-undo-fresh-start';
    showDesignNotice(
      'info',
      <Text size="sm">
        {t('editor.restore.freshStarted')}{' '}
        <Anchor
          component="button"
          size="sm"
          fw={600}
          underline="always"
          onClick={() => {
            notifications.hide(id);
            void persistence.bringBackDeclined();
          }}
          data-testid="undo-fresh-start"
        >
          {t('editor.restore.undoFreshStart')}
        </Anchor>
      </Text>,
      { id, autoCloseMs: 12000 },
    );
  };

  const design = offer?.kind === 'restore' && offer.mode === 'design';
  const title = !offer ? '' : offer.kind === 'corrupted' ? t('autosave.restore.corruptedTitle') : design ? t('autosave.restore.designTitle') : t('autosave.restore.title');
  const date = offer?.kind === 'restore' && offer.candidate.savedAt ? formatDate(new Date(offer.candidate.savedAt), i18n.language, true) : null;

  return (
    <Modal opened={!!offer} onClose={() => {}} withCloseButton={false} closeOnEscape={false} closeOnClickOutside={false} centered title={title} data-testid="restore-modal">
      {offer?.kind === 'corrupted' ? (
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {t('autosave.corrupted')}
          </Alert>
          <Text size="sm">{t('autosave.restore.corruptedText')}</Text>
          <Group justify="flex-end">
            <Button onClick={run('fresh')} loading={busy === 'fresh'} data-autofocus>
              {t('autosave.restore.startFresh')}
            </Button>
          </Group>
        </Stack>
      ) : offer ? (
        <Stack gap="md">
          <Text size="sm">
            {design
              ? t('autosave.restore.designText', { date: date ?? '—' })
              : !persistence.signedIn
                ? t('autosave.restore.guestText', { date: date ?? '—' })
                : t('autosave.restore.text', { date: date ?? '—' })}
          </Text>
          {offer.candidate.source === 'draft' && persistence.signedIn && (
            <Text size="xs" c="dimmed">
              {t('autosave.restore.draftNote')}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={run('fresh')} loading={busy === 'fresh'} disabled={busy === 'restore'}>
              {design ? t('autosave.restore.discard') : t('autosave.restore.startFresh')}
            </Button>
            <Button leftSection={<IconHistory size={16} aria-hidden />} onClick={run('restore')} loading={busy === 'restore'} disabled={busy === 'fresh'} data-autofocus>
              {design ? t('autosave.restore.restoreChanges') : t('autosave.restore.restore')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

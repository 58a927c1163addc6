import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { addSeenId, type Notice, parseSeenIds, SEEN_NOTICES_STORAGE_KEY, shouldShowNotice } from '../../shared/notices';
import { useCurrentNotice } from '../api/queries';

function readSeen(): string | null {
  try {
    return localStorage.getItem(SEEN_NOTICES_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** SPEC §2 global notice: the latest active notice for this page or 'all', shown once per notice id. */
export function NoticeModal() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data } = useCurrentNotice(pathname);
  const [open, setOpen] = useState<Notice | null>(null);

  useEffect(() => {
    const notice = data ?? null;
    if (shouldShowNotice(notice, new Date(), parseSeenIds(readSeen()))) setOpen(notice);
  }, [data]);

  const dismiss = () => {
    if (open) {
      try {
        localStorage.setItem(SEEN_NOTICES_STORAGE_KEY, addSeenId(readSeen(), open.id));
      } catch {}
    }
    setOpen(null);
  };

  return (
    <Modal opened={open !== null} onClose={dismiss} title={open?.title} centered closeButtonProps={{ 'aria-label': t('common.close') }} data-testid="notice-modal">
      {/* Plain text only: the message is never interpreted as HTML. */}
      <Text style={{ whiteSpace: 'pre-wrap' }}>{open?.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={dismiss}>{t('notice.dismiss')}</Button>
      </Group>
    </Modal>
  );
}

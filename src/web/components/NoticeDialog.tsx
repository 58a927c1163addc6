import { Button, Group, Modal, Text } from '@mantine/core';
import type { Notice } from '../../shared/notices';
import { useTranslation } from '../translation/useTranslation';

/** The global notice's dialog (NoticeModal decides when; this chunk loads only when one is shown). */
export function NoticeDialog({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={notice !== null} onClose={onDismiss} title={notice?.title} centered closeButtonProps={{ 'aria-label': t('common.close') }} data-testid="notice-modal">
      {/* Plain text only: the message is never interpreted as HTML. */}
      <Text style={{ whiteSpace: 'pre-wrap' }}>{notice?.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onDismiss}>{t('notice.dismiss')}</Button>
      </Group>
    </Modal>
  );
}

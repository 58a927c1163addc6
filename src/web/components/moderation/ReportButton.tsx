import { Button, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { REPORT_NOTE_MAX_CHARS } from '../../../shared/community/limits';
import { REPORT_REASONS, type ReportReason, type ReportTargetType } from '../../../shared/community/moderation';
import { useForumActions } from '../../api/forum';
import { useTranslation } from '../../translation/useTranslation';
import { communityErrorMessage } from '../forum/communityErrors';
import { notify } from '../notify';

/** "Report" on any community item: a reason and an optional note, sent to the admins' review list. */
export function ReportButton({ targetType, targetId, label }: { targetType: ReportTargetType; targetId: string; label: string }) {
  const { t } = useTranslation();
  const { report } = useForumActions();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>('spam');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    try {
      await report({ targetType, targetId, reason, note: note.trim() || undefined });
      notify('success', t('moderation.report.sent'));
      setOpen(false);
      setNote('');
    } catch (error) {
      notify('error', communityErrorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconFlag size={14} aria-hidden />} onClick={() => setOpen(true)} aria-label={label}>
        {t('moderation.report.button')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('moderation.report.title')}>
        <Stack>
          <Radio.Group label={t('moderation.report.reason')} value={reason} onChange={(value) => setReason(value as ReportReason)}>
            <Stack gap="xs" mt="xs">
              {REPORT_REASONS.map((r) => (
                <Radio key={r} value={r} label={t(`moderation.reasons.${r}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea label={t('moderation.report.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={REPORT_NOTE_MAX_CHARS} autosize minRows={2} />
          <Button onClick={send} loading={busy} color="red.8">
            {t('moderation.report.submit')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}

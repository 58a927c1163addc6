import { Button, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconDoorExit, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../translation/useTranslation';

/**
 * SPEC §4 leaving the editor while signed in: Save & Leave, Leave Without Saving, Stay & Keep Editing.
 * Save & Leave shows its progress here; the caller decides what happens after it.
 */
export function LeaveEditorModal({ onSaveAndLeave, onLeave, onStay }: { onSaveAndLeave: () => Promise<void>; onLeave: () => void; onStay: () => void }) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  return (
    <Stack gap="md" data-testid="leave-editor-modal">
      <Text size="sm">{t('autosave.leave.text')}</Text>
      <Stack gap="xs">
        <Button
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          loading={saving}
          data-autofocus
          onClick={async () => {
            setSaving(true);
            try {
              await onSaveAndLeave();
            } finally {
              setSaving(false);
            }
          }}
        >
          {t('autosave.leave.saveAndLeave')}
        </Button>
        <Button variant="default" leftSection={<IconDoorExit size={16} aria-hidden />} onClick={onLeave} disabled={saving}>
          {t('autosave.leave.leaveWithout')}
        </Button>
        <Button variant="subtle" leftSection={<IconPencil size={16} aria-hidden />} onClick={onStay} disabled={saving}>
          {t('autosave.leave.stay')}
        </Button>
      </Stack>
    </Stack>
  );
}

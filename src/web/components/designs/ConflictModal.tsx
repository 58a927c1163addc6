import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import i18n from '../../i18n';
import type { ConflictChoice } from '../../persistence';
import { useTranslation } from '../../translation/useTranslation';
import { openChoice } from './openChoice';

/** The choice when a save hits 409 revision_conflict: keep mine as a copy, or take theirs. */
export function ConflictModal({ onChoose }: { onChoose: (choice: ConflictChoice) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="conflict-modal">
      <Text size="sm">{t('designs.conflict.text')}</Text>
      <Text size="sm" c="dimmed">
        {t('designs.conflict.hint')}
      </Text>
      <Group justify="flex-end" gap="sm" wrap="wrap">
        <Button variant="default" onClick={() => onChoose('cancel')}>
          {t('designs.conflict.later')}
        </Button>
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => onChoose('theirs')}>
          {t('designs.conflict.takeTheirs')}
        </Button>
        <Button leftSection={<IconCopy size={16} aria-hidden />} onClick={() => onChoose('copy')} data-autofocus>
          {t('designs.conflict.keepMine')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Opens the conflict modal; closing it is "decide later" (nothing changes, the next Save asks again). */
export function openConflictModal(): Promise<ConflictChoice> {
  return openChoice<ConflictChoice>((choose) => <ConflictModal onChoose={choose} />, 'cancel', { title: i18n.t('designs.conflict.title'), size: 'lg' });
}

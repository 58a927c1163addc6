import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconHandFinger } from '@tabler/icons-react';
import { useTranslation } from '../../translation/useTranslation';

const STORAGE_KEY = 'editor.longPressHintSeen';

/** Whether the hint was dismissed or the long press already used (then it is not shown again). */
export function longPressHintSeen(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberLongPressHint(): void {
  try {
    localStorage.setItem(STORAGE_KEY, '1');
  } catch {}
}

/** SPEC §2: on touch or narrow screens, 'Hold finger on screen to open context menu', near the canvas. */
export function LongPressHint({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper className="ss-hint" shadow="sm" radius="xl" px="sm" py={6} withBorder data-testid="long-press-hint" role="note">
      <Group gap={8} wrap="nowrap">
        <IconHandFinger size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" lh={1.3}>
          {t('editor.menu.longPressHint')}
        </Text>
        <CloseButton
          size="sm"
          aria-label={t('editor.menu.dismissHint')}
          onClick={() => {
            rememberLongPressHint();
            onDismiss();
          }}
        />
      </Group>
    </Paper>
  );
}

import { Button, Stack, Text } from '@mantine/core';
import { IconScissors } from '@tabler/icons-react';
import type { Editor } from '../../../../editor';
import { getAction, isActionAvailable, isActionEnabled } from '../../../../editor/light';
import { useTranslation } from '../../../translation/useTranslation';
import { RemovalProgress } from '../BackgroundRemovalStatus';
import { useRemovalJob } from '../bgRemoval/jobStore';
import { useEditorEvents } from '../useEditorEvents';

/**
 * "Remove background" in an image's properties (decision 0059): the same registry action as the
 * context-menu item. While it runs, the progress and Cancel show here too (on a phone the panel covers
 * the canvas, where they also show).
 */
export function RemoveBackgroundButton({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  useEditorEvents(editor, ['backgroundRemovalBusyChange', 'selectOne', 'selectMultiple', 'selectCancel', 'historyChange']);
  const { job, cancel } = useRemovalJob(editor);
  const action = getAction('removeBackground');
  if (!isActionAvailable(editor, action)) return null;
  if (job.status === 'running') return <RemovalProgress job={job} onCancel={cancel} testId="properties-bg-progress" stacked />;
  return (
    <Stack gap={4}>
      <Button
        variant="light"
        fullWidth
        leftSection={<IconScissors size={16} aria-hidden />}
        disabled={!isActionEnabled(editor, action)}
        onClick={() => void action.run(editor)}
        data-testid="remove-background-button"
      >
        {t(action.labelKey)}
      </Button>
      <Text size="xs" c="dimmed">
        {t('editorBgRemoval.hint')}
      </Text>
    </Stack>
  );
}

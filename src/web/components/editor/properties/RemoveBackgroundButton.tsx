import { Button, Stack, Text } from '@mantine/core';
import { IconScissors } from '@tabler/icons-react';
import type { Editor } from '../../../../editor';
import { useTranslation } from '../../../translation/useTranslation';
import { RemovalProgress } from '../BackgroundRemovalStatus';
import { useRemovalJob } from '../bgRemoval/jobStore';
import { useEditorEvents } from '../useEditorEvents';

/**
 * "Remove background" in an image's properties (decision 0059): asks the editor, like the context-menu
 * item; while it runs, the progress and Cancel show here too (the panel may cover the canvas on a phone).
 */
export function RemoveBackgroundButton({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  useEditorEvents(editor, ['backgroundRemovalBusyChange', 'selectOne', 'selectMultiple', 'selectCancel', 'historyChange']);
  const { job, cancel } = useRemovalJob(editor);
  if (!editor.api.backgroundRemovalTarget()) return null;
  if (job.status === 'running') return <RemovalProgress job={job} onCancel={cancel} testId="properties-bg-progress" />;
  return (
    <Stack gap={4}>
      <Button
        variant="light"
        fullWidth
        leftSection={<IconScissors size={16} aria-hidden />}
        disabled={editor.api.isBackgroundRemovalBusy()}
        onClick={() => editor.api.requestBackgroundRemoval()}
        data-testid="remove-background-button"
      >
        {t('editorBgRemoval.action')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('editorBgRemoval.hint')}
      </Text>
    </Stack>
  );
}

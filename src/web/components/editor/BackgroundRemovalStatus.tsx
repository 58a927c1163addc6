import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconScissors } from '@tabler/icons-react';
import { useTranslation } from '../../translation/useTranslation';
import { jobProgress, type RemovalJob, useRemovalJob } from './bgRemoval/jobStore';
import { useEditorContext } from './EditorContext';
import { useEditorBackgroundRemoval } from './useEditorBackgroundRemoval';

/**
 * Runs the editor's "Remove background" (one per page: it sits in the canvas area of both editors) and,
 * while one runs, shows its progress over the canvas with Cancel. The canvas stays usable meanwhile.
 */
export function BackgroundRemovalStatus() {
  const { editor } = useEditorContext();
  useEditorBackgroundRemoval(editor);
  const { job, cancel } = useRemovalJob(editor);
  if (job.status !== 'running') return null;
  return (
    <Paper className="ss-pill" shadow="md" radius="lg" px="md" py={8} withBorder style={{ top: 14, bottom: 'auto', minWidth: 'min(320px, calc(100% - 20px))' }}>
      <RemovalProgress job={job} onCancel={cancel} testId="editor-bg-progress" />
    </Paper>
  );
}

/** "Removing the background… 42 %", a bar and Cancel: over the canvas and under the properties button alike. */
export function RemovalProgress({ job, onCancel, testId }: { job: RemovalJob; onCancel: () => void; testId: string }) {
  const { t } = useTranslation();
  const percent = Math.round(jobProgress(job) * 100);
  const label =
    job.status === 'running' && job.phase === 'reading'
      ? t('editorBgRemoval.reading')
      : job.status === 'running' && job.phase === 'saving'
        ? t('editorBgRemoval.saving')
        : t('bgremoval.progress', { percent });
  return (
    <Stack gap={6} role="status" data-testid={testId}>
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap={6} wrap="nowrap" miw={0}>
          <IconScissors size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" fw={600} truncate>
            {label}
          </Text>
        </Group>
        <Button size="compact-sm" variant="default" onClick={onCancel} disabled={job.status === 'running' && job.phase === 'saving'}>
          {t('editorBgRemoval.cancel')}
        </Button>
      </Group>
      <Progress value={percent} animated aria-label={t('bgremoval.progressLabel')} />
    </Stack>
  );
}

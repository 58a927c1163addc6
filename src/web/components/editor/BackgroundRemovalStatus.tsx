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

/**
 * "Removing the background… 42 %", a bar and Cancel: in one row over the canvas, stacked in the
 * properties panel (narrow, so the text and Cancel each get a full line).
 */
export function RemovalProgress({ job, onCancel, testId, stacked = false }: { job: RemovalJob; onCancel: () => void; testId: string; stacked?: boolean }) {
  const { t } = useTranslation();
  const percent = Math.round(jobProgress(job) * 100);
  const phase = job.status === 'running' ? job.phase : null;
  const label = phase === 'reading' ? t('editorBgRemoval.reading') : phase === 'saving' ? t('editorBgRemoval.saving') : t('bgremoval.progress', { percent });
  const title = (
    <Group gap={6} wrap="nowrap" miw={0}>
      <IconScissors size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" fw={600} truncate={!stacked}>
        {label}
      </Text>
    </Group>
  );
  const cancel = (
    <Button size="compact-sm" variant="default" onClick={onCancel} disabled={phase === 'saving'} fullWidth={stacked} style={{ flexShrink: 0 }}>
      {t('editorBgRemoval.cancel')}
    </Button>
  );
  const bar = <Progress value={percent} animated aria-label={t('bgremoval.progressLabel')} />;
  return (
    // One live region (the one over the canvas) announces the progress; the panel's copy is for the eyes.
    <Stack gap={6} role={stacked ? undefined : 'status'} data-testid={testId}>
      {stacked ? (
        <>
          {title}
          {bar}
          {cancel}
        </>
      ) : (
        <>
          <Group gap="sm" wrap="nowrap" justify="space-between">
            {title}
            {cancel}
          </Group>
          {bar}
        </>
      )}
    </Stack>
  );
}

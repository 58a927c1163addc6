import { Alert, Badge, Button, Card, Code, Container, Group, Image, Skeleton, Stack, Table, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { stringLimits } from '../../../shared/api/field-limits';
import { qwenTestRequestSchema } from '../../../shared/api/generations';
import { qwenTestApi as api, type QwenTestAnswer, type QwenTestStatus } from '../../api/ai';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { generationErrorKey } from '../../components/ai/useGenerate';
import { PageHeader } from '../../components/PageHeader';
import { useTranslation } from '../../translation/useTranslation';

const PROMPT = stringLimits(qwenTestRequestSchema.shape.prompt);

/**
 * /qwen-test (development test page): the Qwen-Image provider's configuration as the server sees it
 * (never the key), and a test generation that costs no credits. Admin only, in every environment.
 */
export function QwenTestPage() {
  const { t } = useTranslation();
  const [prompt, setPrompt] = useState('A cheerful cartoon cactus sticker, bold outline, plain white background');
  const status = useQuery({ queryKey: ['qwen-test'], queryFn: () => api.status(), retry: false });
  const run = useMutation<QwenTestAnswer, Error, string>({ mutationFn: (p) => api.run(p) });

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <PageHeader title={t('qwenTest.title')} description={t('qwenTest.intro')} />
      {status.isLoading && <Skeleton h={160} radius="md" />}
      {status.isError && (
        <Alert color="red" role="alert">
          {status.error instanceof ApiError && (status.error.status === 401 || status.error.status === 403) ? t('qwenTest.adminOnly') : errorMessage(status.error, t)}
        </Alert>
      )}
      {status.data && <StatusCard status={status.data} />}
      {status.data && (
        <Card withBorder padding="lg" mt="lg">
          <Stack gap="sm">
            <Textarea label={t('qwenTest.prompt')} value={prompt} onChange={(e) => setPrompt(e.currentTarget.value)} autosize minRows={2} maxLength={PROMPT.max} />
            <Group>
              <Button onClick={() => run.mutate(prompt)} loading={run.isPending} disabled={!status.data.configured || prompt.trim().length < PROMPT.min}>
                {t('qwenTest.run')}
              </Button>
              {!status.data.configured && (
                <Text size="sm" c="dimmed">
                  {t('qwenTest.configureFirst')}
                </Text>
              )}
            </Group>
            {run.isError && (
              <Alert color="red" role="alert" data-testid="qwen-test-error">
                {t(generationErrorKey(run.error))}
                {run.error instanceof ApiError && run.error.message ? (
                  <Code block mt="xs">
                    {run.error.message}
                  </Code>
                ) : null}
              </Alert>
            )}
            {run.data && (
              <Stack gap={6} data-testid="qwen-test-result">
                <Text size="sm">{t('qwenTest.took', { seconds: (run.data.ms / 1000).toFixed(1), width: run.data.width, height: run.data.height })}</Text>
                <Image src={run.data.image} alt={t('qwenTest.resultAlt')} maw={360} radius="md" className="ss-checker" />
              </Stack>
            )}
          </Stack>
        </Card>
      )}
    </Container>
  );
}

function StatusCard({ status }: { status: QwenTestStatus }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" data-testid="qwen-status">
      <Group justify="space-between" mb="sm">
        <Text fw={700}>{t('qwenTest.status')}</Text>
        <Badge color={status.configured ? 'teal.9' : 'red.9'}>{status.configured ? t('qwenTest.configured') : t('qwenTest.notConfigured')}</Badge>
      </Group>
      <Table>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th>{t('qwenTest.activeProvider')}</Table.Th>
            <Table.Td>{status.activeProvider}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('qwenTest.baseUrl')}</Table.Th>
            <Table.Td>{status.baseUrl ?? '—'}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('qwenTest.models')}</Table.Th>
            <Table.Td>
              {status.models.standard} / {status.models.premium}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('qwenTest.mode')}</Table.Th>
            <Table.Td>{status.mode ?? '—'}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {status.problems.length > 0 && (
        <Alert color="yellow" mt="sm" title={t('qwenTest.problems')}>
          <Stack gap={2}>
            {status.problems.map((p) => (
              <Text key={p} size="sm">
                {p}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </Card>
  );
}

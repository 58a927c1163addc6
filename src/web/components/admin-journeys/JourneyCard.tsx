import { Badge, Card, Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Fragment } from 'react';
import type { Journey } from '../../../shared/api/analytics.responses';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { formatDuration } from './format';

/** One session's journey: when, on what, from where, how long; its pages in order; the funnel steps it took. */
export function JourneyCard({ journey }: { journey: Journey }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder radius="md" padding="sm" data-testid="journey">
      <Group justify="space-between" gap="xs" mb={6}>
        <Text size="sm" fw={600}>
          {formatDate(journey.startedAt, i18n.language, true)}
        </Text>
        <Group gap={6}>
          {journey.device && <Badge variant="light">{t(`adminJourneys.device.${journey.device}`)}</Badge>}
          {journey.language && (
            <Badge variant="light" color="gray">
              {journey.language}
            </Badge>
          )}
          <Badge variant="light" color={journey.ended ? 'gray' : 'teal'}>
            {journey.ended ? formatDuration(journey.durationMs, t) : t('adminJourneys.journeys.active')}
          </Badge>
        </Group>
      </Group>
      <Group gap={4} wrap="wrap" aria-label={t('adminJourneys.journeys.steps')}>
        {journey.steps.map((step, i) => (
          // Pages may repeat in a journey, so the position is part of the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: a journey's steps are fixed and ordered
          <Fragment key={i}>
            {i > 0 && <IconArrowRight size={14} color="var(--mantine-color-dimmed)" aria-hidden />}
            <Badge variant={i === 0 || i === journey.steps.length - 1 ? 'outline' : 'default'} tt="none" radius="sm" style={{ maxWidth: '100%' }}>
              {step}
            </Badge>
          </Fragment>
        ))}
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        {[
          journey.referrerHost ? t('adminJourneys.journeys.from', { host: journey.referrerHost }) : t('adminJourneys.journeys.direct'),
          t('adminJourneys.journeys.pages', { count: journey.steps.length }),
          ...journey.events.map((e) => t(`adminJourneys.funnel.steps.${e}`)),
        ].join(' · ')}
      </Text>
    </Card>
  );
}

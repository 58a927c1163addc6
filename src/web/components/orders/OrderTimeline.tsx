import { Badge, Text, Timeline } from '@mantine/core';
import type { OrderEvent } from '../../../shared/api/orders';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { TimelineNote } from './TimelineNote';

/** Every status change, oldest first, with who made it (admins also see the person's id and which notes are the shop's own). */
export function OrderTimeline({ events, showActorId = false }: { events: (OrderEvent & { actorId?: string | null; noteInternal?: boolean })[]; showActorId?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Timeline active={events.length - 1} bulletSize={16} lineWidth={2} aria-label={t('orders.timeline')}>
      {events.map((event) => (
        <Timeline.Item key={`${event.at}-${event.from}-${event.to}`} title={t(`orders.status.${event.to}`)}>
          <Text size="xs" c="dimmed">
            {formatDate(event.at, i18n.language, true)} · {t(`orders.actor.${event.actorKind}`)}
            {showActorId && event.actorId ? ` (${event.actorId.slice(0, 8)})` : ''}
          </Text>
          {event.note && (
            <Text size="sm" mt={2} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {event.noteInternal && (
                <Badge size="xs" color="gray" mr={6} data-testid="timeline-internal">
                  {t('adminOrders.internal')}
                </Badge>
              )}
              <TimelineNote note={event.note} />
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

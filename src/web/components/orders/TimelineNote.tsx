import { type TimelineNotePart, timelineNoteParts } from '../../../shared/orders/timeline-notes';
import { useTranslation } from '../../translation/useTranslation';

/** A timeline note in the reader's language: the app's own sentences translated, the shop's text as written. */
export function TimelineNote({ note }: { note: string }) {
  const { t } = useTranslation();
  const render = (part: TimelineNotePart): string =>
    'text' in part ? part.text : t(`orders.notes.${part.key}`, { ...part.values, rest: part.rest?.map(render).join(' · ') ?? '' });
  return <>{timelineNoteParts(note).map(render).join(' · ')}</>;
}

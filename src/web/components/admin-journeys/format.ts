import { formatNumber } from '../../i18n';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A share (0–1) as a percentage with one decimal, in the reader's language. */
export function formatRate(rate: number, lng: string): string {
  return `${formatNumber(Math.round(rate * 1000) / 10, lng)} %`;
}

/** A duration as the staff reads it: "42 s", "3 min 5 s", "1 h 12 min". */
export function formatDuration(ms: number, t: Translate): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return t('adminJourneys.duration.seconds', { s: seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('adminJourneys.duration.minutes', { m: minutes, s: seconds % 60 });
  return t('adminJourneys.duration.hours', { h: Math.floor(minutes / 60), m: minutes % 60 });
}

import { TextInput } from '@mantine/core';
import { useTranslation } from '../../translation/useTranslation';

/** From/to day inputs; days are in the admin's time zone and "to" includes its whole day. */
export function DayRangeInputs({ from, to, onFrom, onTo }: { from: string; to: string; onFrom: (v: string) => void; onTo: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput type="date" label={t('adminPages.filters.from')} value={from} onChange={(e) => onFrom(e.currentTarget.value)} />
      <TextInput type="date" label={t('adminPages.filters.to')} value={to} onChange={(e) => onTo(e.currentTarget.value)} />
    </>
  );
}

/** The ISO instants a day range means, for the API's `from`/`to`. */
export function dayRange(from: string, to: string): { from?: string; to?: string } {
  return {
    ...(from ? { from: new Date(`${from}T00:00:00`).toISOString() } : {}),
    ...(to ? { to: new Date(new Date(`${to}T00:00:00`).getTime() + 86_400_000).toISOString() } : {}),
  };
}

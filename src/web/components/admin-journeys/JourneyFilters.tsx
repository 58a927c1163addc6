import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { DEVICE_CLASSES } from '../../../shared/api/analytics';
import { useTranslation } from '../../translation/useTranslation';
import { DayRangeInputs } from '../admin/DayRangeInputs';

export interface JourneyFilterValues {
  from: string;
  to: string;
  device: string;
  path: string;
}

/** The journeys page's filters: days (journeys are kept 7), device class and a page they went through. */
export function JourneyFilters({ value, onChange }: { value: JourneyFilterValues; onChange: (next: JourneyFilterValues) => void }) {
  const { t } = useTranslation();
  const set = (patch: Partial<JourneyFilterValues>) => onChange({ ...value, ...patch });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <DayRangeInputs from={value.from} to={value.to} onFrom={(from) => set({ from })} onTo={(to) => set({ to })} />
      <Select
        label={t('adminJourneys.filters.device')}
        value={value.device}
        onChange={(device) => set({ device: device ?? '' })}
        data={[{ value: '', label: t('adminPages.filters.any') }, ...DEVICE_CLASSES.map((d) => ({ value: d, label: t(`adminJourneys.device.${d}`) }))]}
        allowDeselect={false}
      />
      <TextInput
        label={t('adminJourneys.filters.page')}
        description={t('adminJourneys.filters.pageHint')}
        placeholder="/pricing"
        value={value.path}
        onChange={(e) => set({ path: e.currentTarget.value })}
      />
    </SimpleGrid>
  );
}

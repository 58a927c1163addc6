import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { stringLimits } from '../../../../shared/api/field-limits';
import { useTranslation } from '../../../translation/useTranslation';
import { DayRangeInputs } from '../DayRangeInputs';
import { type AdminFilter, inputCount } from './filters';
import type { AdminListFilters } from './useAdminListFilters';

/** One row of inputs on a wide screen, two columns from 576 px, one on a phone. */
function columns(count: number) {
  return { base: 1, xs: 2, md: count <= 5 ? Math.max(count, 3) : 3, lg: Math.max(count, 3) };
}

/** The inputs of a list's filters, in the order the page declares them. */
export function FilterBar({ filters, state }: { filters: readonly AdminFilter[]; state: AdminListFilters }) {
  const { t } = useTranslation();
  const { values, set } = state;
  const input = (filter: AdminFilter) => {
    switch (filter.kind) {
      case 'text':
        return (
          <TextInput
            key={filter.key}
            label={filter.label}
            description={filter.description}
            leftSection={filter.icon}
            maxLength={filter.schema ? stringLimits(filter.schema).max : undefined}
            value={values[filter.key]}
            onChange={(e) => set(filter.key, e.currentTarget.value)}
          />
        );
      case 'select':
        return (
          <Select
            key={filter.key}
            label={filter.label}
            placeholder={t('adminPages.filters.any')}
            clearable
            value={values[filter.key] || null}
            onChange={(v) => set(filter.key, v ?? '')}
            data={filter.options}
          />
        );
      case 'days':
        return <DayRangeInputs key="days" from={values.from} to={values.to} onFrom={(v) => set('from', v)} onTo={(v) => set('to', v)} />;
    }
  };
  return (
    <SimpleGrid cols={columns(inputCount(filters))} spacing="sm" mb="md">
      {filters.map(input)}
    </SimpleGrid>
  );
}

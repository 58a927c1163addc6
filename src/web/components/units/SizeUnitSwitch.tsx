import { SegmentedControl } from '@mantine/core';
import { useTranslation } from '../../translation/useTranslation';
import { useSizeUnit } from './useSizeUnit';

/** in / cm: the unit every size on the page is shown and typed in, remembered by this browser. */
export function SizeUnitSwitch() {
  const { t } = useTranslation();
  const { unit, setUnit } = useSizeUnit();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('units.switch')}
      value={unit}
      onChange={(value) => setUnit(value === 'cm' ? 'cm' : 'in')}
      data={[
        { value: 'in', label: t('units.name.in') },
        { value: 'cm', label: t('units.name.cm') },
      ]}
      data-testid="size-unit-switch"
    />
  );
}

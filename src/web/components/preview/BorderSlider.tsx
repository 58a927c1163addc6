import { Group, Slider, Stack, Text } from '@mantine/core';
import { MAX_CUT_OFFSET_IN } from '../../../shared/design';
import { CM_PER_INCH, type PhysicalUnit } from '../../../shared/design/units';
import { localeTag } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

const STEP_IN = 1 / 32;
const MARKS = [0, 0.125, 0.25, 0.375, 0.5].map((value) => ({ value }));

/**
 * The border between the art and the cut, 0 to 1/2 in in steps of 1/32, with its value in the reader's
 * locale: in inches and millimetres, or with `unit` (a page's in/cm switch) in that unit alone — metric
 * in millimetres, the unit a border this thin is read in. Shared by the editor's cut line control and /preview.
 */
export function BorderSlider({
  id,
  label,
  value,
  onChange,
  strong = false,
  unit,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (inches: number) => void;
  strong?: boolean;
  unit?: PhysicalUnit;
}) {
  const { t, i18n } = useTranslation();
  const locale = localeTag(i18n.language);
  const inches = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
  const mm = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value * CM_PER_INCH * 10);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={strong ? 600 : 500} id={`${id}-label`}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid={`${id}-value`}>
          {t(unit ? `units.border.${unit}` : 'editor.cutline.offsetValue', { inches, mm })}
        </Text>
      </Group>
      <Slider
        aria-labelledby={`${id}-label`}
        min={0}
        max={MAX_CUT_OFFSET_IN}
        step={STEP_IN}
        value={value}
        onChange={onChange}
        label={null}
        marks={MARKS}
        thumbLabel={label}
        data-testid={id}
      />
    </Stack>
  );
}

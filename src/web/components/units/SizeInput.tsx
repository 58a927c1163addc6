import { NumberInput } from '@mantine/core';
import { useState } from 'react';
import { inchesToCm } from '../../../shared/design/units';
import { MAX_SIDE_IN, MIN_SIDE_IN } from '../../../shared/sticker';
import { useTranslation } from '../../translation/useTranslation';
import { sideInUnit, typedSideToInches } from './sizeUnit';
import { useSizeUnit } from './useSizeUnit';

/**
 * One side of a sticker, typed in the reader's unit and handed on in inches (the nearest hundredth the
 * shop cuts to). While the field has focus it keeps what was typed, so a centimetre value is not
 * rewritten by its round trip through inches on every keystroke; it shows the stored size again on blur.
 */
export function SizeInput({ label, valueIn, onChange, testId }: { label: 'width' | 'height' | 'longer'; valueIn: number; onChange: (inches: number) => void; testId: string }) {
  const { t } = useTranslation();
  const { unit } = useSizeUnit();
  const [typed, setTyped] = useState<string | number | null>(null);
  const cm = unit === 'cm';
  return (
    <NumberInput
      label={t(`units.${label}.${unit}`)}
      value={typed ?? sideInUnit(valueIn, unit)}
      onChange={(raw) => {
        setTyped(raw);
        const inches = typedSideToInches(typeof raw === 'number' ? raw : Number.parseFloat(raw), unit);
        if (inches !== null) onChange(inches);
      }}
      onBlur={() => setTyped(null)}
      min={cm ? inchesToCm(MIN_SIDE_IN) : MIN_SIDE_IN}
      max={cm ? inchesToCm(MAX_SIDE_IN) : MAX_SIDE_IN}
      step={cm ? 0.5 : 0.25}
      decimalScale={2}
      clampBehavior="blur"
      data-testid={testId}
    />
  );
}

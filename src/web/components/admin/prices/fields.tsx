import { NumberInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { basisPointsToPercent, centsToDollars, dollarsToCents, MULTIPLIER_PERCENT_RANGE, percentToBasisPoints } from '../../../../shared/pricing/form-units';
import { useTranslation } from '../../../translation/useTranslation';

interface FieldProps {
  label: string;
  /** The stored value (cents or basis points); NaN while what is typed cannot be stored. */
  value: number;
  /** The stored value, or NaN for what cannot be stored (the table's check then refuses the draft). */
  onChange: (stored: number) => void;
  testId?: string;
  hideLabel?: boolean;
}

/**
 * One number field showing a stored value in the form's unit: it keeps what the admin types, converts
 * it on every change, and says at the field what cannot be stored. A new stored value from outside (a
 * version loaded, the JSON edited) replaces what is shown.
 */
function UnitField({
  label,
  value,
  onChange,
  testId,
  hideLabel,
  toShown,
  toStored,
  error,
  ...input
}: FieldProps & {
  toShown: (stored: number) => number;
  toStored: (shown: number | string) => number | null;
  error: string;
  prefix?: string;
  suffix?: string;
  decimalScale: number;
  fixedDecimalScale?: boolean;
  max?: number;
}) {
  const [shown, setShown] = useState<number | string>(Number.isFinite(value) ? toShown(value) : '');
  useEffect(() => {
    // Only a different valid value from outside replaces what is typed (not the echo of our own change).
    if (Number.isFinite(value) && toStored(shown) !== value) setShown(toShown(value));
  }, [value, shown, toShown, toStored]);
  const invalid = toStored(shown) === null;
  return (
    <NumberInput
      label={hideLabel ? undefined : label}
      aria-label={label}
      value={shown}
      onChange={(next) => {
        setShown(next);
        onChange(toStored(next) ?? Number.NaN);
      }}
      min={0}
      allowNegative={false}
      thousandSeparator=","
      hideControls
      clampBehavior="none"
      error={invalid ? error : undefined}
      data-testid={testId}
      size="xs"
      {...input}
    />
  );
}

/** An amount in dollars and cents of CAD, stored as whole cents. */
export function MoneyField(props: FieldProps) {
  const { t } = useTranslation();
  return <UnitField {...props} prefix="$" decimalScale={2} fixedDecimalScale toShown={centsToDollars} toStored={dollarsToCents} error={t('admin.prices.form.badMoney')} />;
}

/** A multiplier as a percentage of the base price, stored in basis points. */
export function PercentField(props: FieldProps) {
  const { t } = useTranslation();
  return (
    <UnitField
      {...props}
      suffix=" %"
      decimalScale={2}
      max={MULTIPLIER_PERCENT_RANGE.max}
      toShown={basisPointsToPercent}
      toStored={percentToBasisPoints}
      error={t('admin.prices.form.badPercent', MULTIPLIER_PERCENT_RANGE)}
    />
  );
}

import { Select, TextInput } from '@mantine/core';
import { CARRIERS, carrierNamed, normaliseTrackingNumber, trackingNumberProblem } from '../../../shared/delivery/tracking';
import { useTranslation } from '../../translation/useTranslation';

/** The tracking the admin types, checked as the server checks it (the carrier's number format). */
export function trackingInput(carrier: string, trackingNumber: string): { carrier: string; trackingNumber: string } | undefined {
  const known = carrierNamed(carrier);
  const number = normaliseTrackingNumber(trackingNumber);
  if (!known || !number || trackingNumberProblem(known, number)) return undefined;
  return { carrier: known, trackingNumber: number };
}

/** Carrier (one the shop ships with) and tracking number, with the number checked against the carrier. */
export function TrackingFields({
  carrier,
  trackingNumber,
  onCarrier,
  onTrackingNumber,
  required = false,
}: {
  carrier: string;
  trackingNumber: string;
  onCarrier: (carrier: string) => void;
  onTrackingNumber: (value: string) => void;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const known = carrierNamed(carrier);
  const number = normaliseTrackingNumber(trackingNumber);
  const wrong = known && number.length >= 3 && trackingNumberProblem(known, number);
  return (
    <>
      <Select label={t('adminOrders.carrier')} required={required} data={[...CARRIERS]} value={known} onChange={(value) => onCarrier(value ?? '')} allowDeselect={false} />
      <TextInput
        label={t('adminOrders.trackingNumber')}
        description={t('afterPay.trackingNumberFormat')}
        required={required}
        value={trackingNumber}
        error={wrong ? t('afterPay.trackingNumberInvalid', { carrier: known }) : undefined}
        onChange={(e) => onTrackingNumber(e.currentTarget.value)}
      />
    </>
  );
}

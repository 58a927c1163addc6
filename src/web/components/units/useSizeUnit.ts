import { useCallback, useSyncExternalStore } from 'react';
import type { PhysicalUnit } from '../../../shared/design/units';
import { formatNumber } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { lengthInUnit, readSizeUnit, SIZE_UNIT_STORAGE_KEY, sideInUnit, storeSizeUnit } from './sizeUnit';

// Every size on the page follows one switch: a change re-renders each reader of the unit, and another
// tab's change (the `storage` event) too.
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SIZE_UNIT_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export interface SizeUnit {
  unit: PhysicalUnit;
  setUnit: (unit: PhysicalUnit) => void;
  /** '3 × 2.5 in' / '7.6 × 6.4 cm' for a size stored in inches, as its fields show it, in the reader's language. */
  sizeText: (widthIn: number, heightIn: number) => string;
  /** One length stored in inches, as its field shows it in the reader's unit and language ('7.6'). */
  lengthText: (inches: number) => string;
  /** A limit stored in inches, to the hundredth so it is exact in either unit ('2.54'). */
  limitText: (inches: number) => string;
  /** One length with its unit, as `lengthText` ('7.6 cm', '3 in'). */
  lengthLabel: (inches: number) => string;
  /** A limit with its unit, as `limitText` ('2.54 cm'). */
  limitLabel: (inches: number) => string;
}

/** The unit sizes are shown and typed in (this browser's choice, else the language's default). */
export function useSizeUnit(): SizeUnit {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const unit = useSyncExternalStore(
    subscribe,
    () => readSizeUnit(lng),
    () => readSizeUnit(lng, null),
  );
  const setUnit = useCallback((next: PhysicalUnit) => {
    storeSizeUnit(next);
    notify();
  }, []);
  const lengthText = (inches: number) => formatNumber(sideInUnit(inches, unit), lng);
  const limitText = (inches: number) => formatNumber(lengthInUnit(inches, unit), lng);
  const sizeText = (widthIn: number, heightIn: number) => t(`units.size.${unit}`, { width: lengthText(widthIn), height: lengthText(heightIn) });
  const lengthLabel = (inches: number) => t(`units.length.${unit}`, { n: lengthText(inches) });
  const limitLabel = (inches: number) => t(`units.length.${unit}`, { n: limitText(inches) });
  return { unit, setUnit, sizeText, lengthText, limitText, lengthLabel, limitLabel };
}

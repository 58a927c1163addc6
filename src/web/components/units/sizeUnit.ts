import { fromInches, inchesToCm, type PhysicalUnit, toInches } from '../../../shared/design/units';

/** Where the shopper's choice of unit is kept: per browser, like the interface language. */
export const SIZE_UNIT_STORAGE_KEY = 'sticker-studio:size-unit';

/**
 * The unit a reader gets before choosing one. Chinese readers (mainland China, Taiwan, Hong Kong) measure
 * in centimetres; the shop's English readers are in Canada and the United States, where stickers are sold
 * and quoted in inches (the unit the shop cuts and prices in).
 */
export function defaultSizeUnit(language: string): PhysicalUnit {
  return language.toLowerCase().startsWith('zh') ? 'cm' : 'in';
}

const isUnit = (value: unknown): value is PhysicalUnit => value === 'in' || value === 'cm';

/** The unit this browser chose, or the language's default when it never chose (or storage is off). */
export function readSizeUnit(language: string, storage: Storage | null = safeStorage()): PhysicalUnit {
  try {
    const stored = storage?.getItem(SIZE_UNIT_STORAGE_KEY);
    return isUnit(stored) ? stored : defaultSizeUnit(language);
  } catch {
    return defaultSizeUnit(language);
  }
}

export function storeSizeUnit(unit: PhysicalUnit, storage: Storage | null = safeStorage()): void {
  try {
    storage?.setItem(SIZE_UNIT_STORAGE_KEY, unit);
  } catch {
    // Private mode or a full quota: the choice lasts until the page is left.
  }
}

/**
 * A side typed in `unit`, as the inches the shop takes: the nearest hundredth of an inch. It is not
 * clamped to the shop's limits, so a size out of range is refused with the price's own message.
 */
export function typedSideToInches(value: number, unit: PhysicalUnit): number | null {
  return Number.isFinite(value) ? toInches(value, unit) : null;
}

/**
 * A limit stored in inches, exact in `unit` to the hundredth: the smallest side reads 2.54 cm, not the
 * 2.5 cm a millimetre field would show (which is under 1 in and refused).
 */
export const lengthInUnit = (inches: number, unit: PhysicalUnit): number => Math.round((unit === 'cm' ? inchesToCm(inches) : inches) * 100) / 100;

/** A side stored in inches, as its field shows it in `unit` (a hundredth of an inch, a millimetre). */
export const sideInUnit = (inches: number, unit: PhysicalUnit): number => fromInches(inches, unit);

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

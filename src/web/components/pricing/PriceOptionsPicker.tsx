import { ColorSwatch, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Money } from '../../../shared/money';
import { fitOptionsToProduct } from '../../../shared/pricing/fit-options';
import type { VersionedPriceTable } from '../../../shared/pricing/price-table';
import { quote } from '../../../shared/pricing/quote';
import {
  MAX_QUANTITY,
  MAX_SIDE_IN,
  MIN_SIDE_IN,
  needsEqualSides,
  PRODUCT_IDS,
  type ProductId,
  roundToHundredth,
  SIZE_PRESETS_IN,
  type StickerOptions,
  sizeForPreset,
  stickerLabelKey,
  VINYL_COLOUR_IDS,
  VINYL_COLOUR_SWATCHES,
} from '../../../shared/sticker';
import { formatNumber, formatPrice } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { SizeInput } from '../units/SizeInput';
import { SizeUnitSwitch } from '../units/SizeUnitSwitch';
import { useSizeUnit } from '../units/useSizeUnit';
import { type Choice, ChoiceCards } from './ChoiceCards';
import { lineWith, quantityChoices } from './choicePrices';
import { QuoteSummary } from './QuoteSummary';

export interface PriceOptionsPickerProps {
  /** The price table to quote with (`useCurrentPriceTable()`); every price is computed here, offline. */
  priced: VersionedPriceTable;
  value: StickerOptions;
  onChange: (next: StickerOptions) => void;
  /** The products offered; with one, no product choice is shown. */
  products?: readonly ProductId[];
  /** The sticker's width ÷ height: presets and custom sizes keep it. Free proportions when left out. */
  aspectRatio?: number;
  /** Hide the total at the bottom (a cart line shows its own). */
  hideSummary?: boolean;
}

const CUSTOM = 'custom';
const clampSide = (value: number) => Math.min(MAX_SIDE_IN, Math.max(MIN_SIDE_IN, roundToHundredth(value)));

/** The preset whose size the options have, or null for a custom size. */
function presetOf(options: StickerOptions, aspectRatio: number | undefined): number | null {
  const ratio = needsEqualSides(options.shape) ? 1 : aspectRatio;
  for (const preset of SIZE_PRESETS_IN) {
    const size = sizeForPreset(preset, ratio);
    if (size.widthIn === options.widthIn && size.heightIn === options.heightIn) return preset;
  }
  return null;
}

/**
 * The options of a printed item — product, size (presets and custom), shape, material, vinyl colour,
 * finish, quantity — each choice with its live price from the shared quote function. Used by
 * the price pages, and by the cart, /upload-pricing and the order flow.
 */
export function PriceOptionsPicker({ priced, value, onChange, products = PRODUCT_IDS, aspectRatio, hideSummary }: PriceOptionsPickerProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const money = (m: Money) => formatPrice(m, lng);
  const rule = priced.table.products[value.product];
  const equalSides = needsEqualSides(value.shape);
  const ratio = equalSides ? 1 : aspectRatio;
  const preset = presetOf(value, aspectRatio);
  const [customSize, setCustomSize] = useState(preset === null);
  const quantities = quantityChoices(priced, value.product);
  const [customQuantity, setCustomQuantity] = useState(!quantities.includes(value.quantity));

  const change = (next: Partial<StickerOptions>) => onChange(fitOptionsToProduct({ ...value, ...next }, priced.table));
  const common = { formatMoney: money, unavailable: t('stickerPrices.picker.unavailable') };
  const { unit, sizeText, limitText } = useSizeUnit();

  const sizeChoices: Choice<string>[] = [
    ...SIZE_PRESETS_IN.map((p) => {
      const size = sizeForPreset(p, ratio);
      return { value: String(p), label: sizeText(size.widthIn, size.heightIn), price: lineWith(value, size, priced) };
    }),
    {
      value: CUSTOM,
      label: t('stickerPrices.picker.custom'),
      price: customSize ? lineWith(value, {}, priced) : null,
      noPrice: t(`units.range.${unit}`, { min: limitText(MIN_SIDE_IN), max: limitText(MAX_SIDE_IN) }),
    },
  ];

  const setWidth = (width: number) => {
    const height = equalSides ? width : aspectRatio ? clampSide(width / aspectRatio) : value.heightIn;
    change({ widthIn: roundToHundredth(width), heightIn: height });
  };
  const setHeight = (height: number) => {
    const width = equalSides ? height : aspectRatio ? clampSide(height * aspectRatio) : value.widthIn;
    change({ widthIn: width, heightIn: roundToHundredth(height) });
  };

  return (
    <Stack gap="lg" data-testid="price-options-picker">
      {products.length > 1 && (
        <ChoiceCards
          {...common}
          label={t('stickerPrices.picker.product')}
          testId="pick-product"
          value={value.product}
          onChange={(product) => change({ product })}
          choices={products.map((product) => ({ value: product, label: t(stickerLabelKey.product(product)), price: lineWith(value, { product }, priced) }))}
        />
      )}

      <Stack gap="xs">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('units.switch')}
          </Text>
          <SizeUnitSwitch />
        </Group>
        <ChoiceCards
          {...common}
          label={t('stickerPrices.picker.size')}
          testId="pick-size"
          value={customSize ? CUSTOM : preset === null ? null : String(preset)}
          onChange={(choice) => {
            setCustomSize(choice === CUSTOM);
            if (choice !== CUSTOM) change(sizeForPreset(Number(choice), ratio));
          }}
          choices={sizeChoices}
        />
        {customSize && (
          <Stack gap={4} maw={420}>
            <Group grow align="flex-start">
              <SizeInput label="width" valueIn={value.widthIn} onChange={setWidth} testId="pick-width" />
              <SizeInput label="height" valueIn={value.heightIn} onChange={setHeight} testId="pick-height" />
            </Group>
            {unit === 'cm' && (
              // Centimetres are only how a size is typed: say which size in inches the shop will cut.
              <Text size="xs" c="dimmed" data-testid="size-rounded-to">
                {t('units.cutAt', { size: t('units.size.in', { width: formatNumber(value.widthIn, lng), height: formatNumber(value.heightIn, lng) }) })}
              </Text>
            )}
          </Stack>
        )}
      </Stack>

      {rule && rule.shapes.length > 1 && (
        <ChoiceCards
          {...common}
          label={t('stickerPrices.picker.shape')}
          testId="pick-shape"
          value={value.shape}
          onChange={(shape) => change({ shape })}
          choices={rule.shapes.map((shape) => ({ value: shape, label: t(stickerLabelKey.shape(shape)), price: lineWith(value, { shape }, priced) }))}
        />
      )}

      {rule && rule.materials.length > 1 && (
        <ChoiceCards
          {...common}
          label={t('stickerPrices.picker.material')}
          testId="pick-material"
          value={value.material}
          onChange={(material) => change({ material })}
          choices={rule.materials.map((material) => ({ value: material, label: t(stickerLabelKey.material(material)), price: lineWith(value, { material }, priced) }))}
        />
      )}

      {rule?.needsVinylColour && (
        <ChoiceCards
          {...common}
          label={t('stickerPrices.picker.colour')}
          testId="pick-colour"
          value={value.vinylColour ?? null}
          onChange={(vinylColour) => change({ vinylColour })}
          choices={VINYL_COLOUR_IDS.map((colour) => ({
            value: colour,
            label: t(stickerLabelKey.colour(colour)),
            price: lineWith(value, { vinylColour: colour }, priced),
            leading: <ColorSwatch color={VINYL_COLOUR_SWATCHES[colour]} size={18} mt={2} style={{ flexShrink: 0 }} aria-hidden />,
          }))}
        />
      )}

      {rule && rule.finishes.length > 1 && (
        <ChoiceCards
          {...common}
          label={t('stickerPrices.picker.finish')}
          testId="pick-finish"
          value={value.finish}
          onChange={(finish) => change({ finish })}
          choices={rule.finishes.map((finish) => ({ value: finish, label: t(stickerLabelKey.finish(finish)), price: lineWith(value, { finish }, priced) }))}
        />
      )}

      <Stack gap="xs">
        <ChoiceCards
          {...common}
          label={t('stickerPrices.picker.quantity')}
          testId="pick-quantity"
          value={customQuantity ? CUSTOM : String(value.quantity)}
          onChange={(choice) => {
            setCustomQuantity(choice === CUSTOM);
            if (choice !== CUSTOM) change({ quantity: Number(choice) });
          }}
          choices={[
            ...quantities.map((quantity) => {
              const result = quote(fitOptionsToProduct({ ...value, quantity }, priced.table), priced);
              return {
                value: String(quantity),
                label: formatNumber(quantity, lng),
                price: result.ok ? result.quote.line : null,
                hint: result.ok ? t('stickerPrices.picker.each', { price: money(result.quote.unit) }) : undefined,
              };
            }),
            {
              value: CUSTOM,
              label: t('stickerPrices.picker.otherQuantity'),
              price: customQuantity ? lineWith(value, {}, priced) : null,
              noPrice: t('stickerPrices.picker.fromQuantity', { min: formatNumber(rule?.minQuantity ?? 1, lng) }),
            },
          ]}
        />
        {customQuantity && (
          <NumberInput
            label={t('stickerPrices.picker.quantityInput', { min: formatNumber(rule?.minQuantity ?? 1, lng) })}
            value={value.quantity}
            onChange={(raw) => {
              const quantity = typeof raw === 'number' ? raw : Number.parseInt(raw, 10);
              // Below the minimum is passed through as typed, so the summary says why it cannot be priced.
              if (Number.isFinite(quantity)) onChange({ ...value, quantity });
            }}
            min={1}
            max={MAX_QUANTITY}
            allowDecimal={false}
            thousandSeparator=","
            maw={240}
            data-testid="pick-quantity-input"
          />
        )}
      </Stack>

      {!hideSummary && <QuoteSummary result={quote(value, priced)} />}
      <Text size="xs" c="dimmed">
        {t('stickerPrices.picker.footnote', { version: priced.version })}
      </Text>
    </Stack>
  );
}

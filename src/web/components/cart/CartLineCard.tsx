import { Alert, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { VersionedPriceTable } from '../../../shared/pricing/price-table';
import { quote } from '../../../shared/pricing/quote';
import type { StickerOptions } from '../../../shared/sticker';
import type { CartLine } from '../../api/cart';
import { formatPrice } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { PriceOptionsPicker } from '../pricing/PriceOptionsPicker';
import { quoteErrorText } from '../pricing/quoteErrorText';

/** One cart line: its proof, its options (editable, priced live with the shared quote), unit and line price. */
export function CartLineCard({
  line,
  options,
  priced,
  onChange,
  onRemove,
  children,
}: {
  line: CartLine;
  options: StickerOptions;
  priced: VersionedPriceTable;
  onChange: (next: StickerOptions) => void;
  onRemove: () => void;
  /** Shown under the proof: what else the shopper should know about this line (its print resolution). */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const result = quote(options, priced);
  return (
    <Paper withBorder p="md" radius="md" data-testid="cart-line">
      <Stack gap="md">
        <Group align="flex-start" gap="md" wrap="nowrap">
          {line.proofUrl ? (
            <Image src={line.proofUrl} alt={t('cart.proofAlt', { name: line.designName })} w={120} h={120} fit="contain" bg="gray.1" radius="sm" data-testid="cart-proof" />
          ) : null}
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} truncate="end">
                {line.designName}
              </Text>
              <Button variant="subtle" color="red" size="xs" onClick={onRemove} data-testid="cart-remove">
                {t('cart.remove')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {t('cart.proofCaption')}
            </Text>
            {result.ok ? (
              <Group justify="space-between" mt="auto">
                <Text size="sm" c="dimmed">
                  {t('cart.unit', { price: formatPrice(result.quote.unit, i18n.language) })}
                </Text>
                <Text fw={700} data-testid="cart-line-price">
                  {formatPrice(result.quote.line, i18n.language)}
                </Text>
              </Group>
            ) : (
              <Alert color="red">{quoteErrorText(t, result.error)}</Alert>
            )}
          </Stack>
        </Group>
        {line.designChanged ? <Alert color="yellow">{t('cart.designChanged')}</Alert> : null}
        {children}
        <PriceOptionsPicker priced={priced} value={options} onChange={onChange} aspectRatio={line.options.widthIn / line.options.heightIn} hideSummary />
      </Stack>
    </Paper>
  );
}

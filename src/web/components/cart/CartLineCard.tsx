import { Alert, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { StickerOptions } from '../../../shared/pricing/options';
import type { VersionedPriceTable } from '../../../shared/pricing/price-table';
import { quote } from '../../../shared/pricing/quote';
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
}: {
  line: CartLine;
  options: StickerOptions;
  priced: VersionedPriceTable;
  onChange: (next: StickerOptions) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const result = quote(options, priced);
  return (
    <Paper withBorder p="md" radius="md" data-testid="cart-line">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Stack gap={4} w={{ base: '100%', sm: 200 }} align="center">
          {line.proofUrl ? (
            <Image src={line.proofUrl} alt={t('cart.proofAlt', { name: line.designName })} w={180} h={180} fit="contain" bg="gray.1" radius="sm" data-testid="cart-proof" />
          ) : null}
          <Text size="xs" c="dimmed" ta="center">
            {t('cart.proofCaption')}
          </Text>
        </Stack>
        <Stack gap="sm" style={{ flex: 1, minWidth: 260 }}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{line.designName}</Text>
            <Button variant="subtle" color="red" size="xs" onClick={onRemove} data-testid="cart-remove">
              {t('cart.remove')}
            </Button>
          </Group>
          {line.designChanged ? <Alert color="yellow">{t('cart.designChanged')}</Alert> : null}
          <PriceOptionsPicker priced={priced} value={options} onChange={onChange} aspectRatio={line.options.widthIn / line.options.heightIn} hideSummary />
          {result.ok ? (
            <Group justify="space-between">
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
    </Paper>
  );
}

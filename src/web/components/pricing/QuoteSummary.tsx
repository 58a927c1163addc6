import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import type { QuoteResult } from '../../../shared/pricing/quote';
import { formatNumber, formatPrice } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { useSizeUnit } from '../units/useSizeUnit';
import { quoteErrorText } from './quoteErrorText';

/** The chosen line's total and unit price, or why it cannot be priced. */
export function QuoteSummary({ result }: { result: QuoteResult }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { sizeText } = useSizeUnit();
  if (!result.ok) {
    return (
      <Alert color="red" variant="light" title={t('stickerPrices.picker.cannotPrice')} data-testid="quote-error">
        {quoteErrorText(t, result.error)}
      </Alert>
    );
  }
  const { quote } = result;
  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-brand-0)" data-testid="quote-summary">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('stickerPrices.picker.summary', {
              quantity: formatNumber(quote.options.quantity, lng),
              size: sizeText(quote.options.widthIn, quote.options.heightIn),
            })}
          </Text>
          <Text size="sm">{t('stickerPrices.picker.each', { price: formatPrice(quote.unit, lng) })}</Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('stickerPrices.picker.total')}
          </Text>
          <Text fz={28} fw={800} lh={1.1} data-testid="quote-total">
            {formatPrice(quote.line, lng)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

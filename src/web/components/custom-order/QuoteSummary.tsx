import { Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { stickerLabelKey } from '../../../shared/sticker';
import type { CustomOrderQuote } from '../../api/customOrderQuotes';
import { useTranslation } from '../../translation/useTranslation';
import { ProofFactsList, ProofPicture } from '../cart/CartProof';
import { describeOptions, formatCents } from '../orders/format';

/** A quote as the customer reads it: the proof the production steps drew, the sticker, the figures and the designer's word. */
export function QuoteSummary({ quote }: { quote: CustomOrderQuote }) {
  const { t, i18n } = useTranslation();
  const name = describeOptions(quote.options, t);
  const money = (cents: number) => formatCents(cents, i18n.language);
  return (
    <Card withBorder data-testid="quote-summary">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          <ProofPicture url={quote.proofUrl} name={name} alt={t('customOrderQuote.proofAlt')} facts={quote.proofFacts} options={quote.options} />
          <ProofFactsList facts={quote.proofFacts} options={quote.options} />
        </Stack>
        <Stack gap="xs">
          <Title order={2} fz="lg">
            {name}
          </Title>
          <Text size="sm">{t('customOrderQuote.quantity', { count: quote.quantity })}</Text>
          <Divider my={4} />
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t('customOrderQuote.price')}</Text>
            <Text size="sm" data-testid="quote-price">
              {money(quote.priceCents)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t('orders.shippingLine', { method: t(stickerLabelKey.shipping(quote.shippingMethod)) })}</Text>
            <Text size="sm">{money(quote.shippingCents)}</Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t('customOrderQuote.taxNote')}
          </Text>
          {quote.message && (
            <>
              <Divider my={4} />
              <Text size="sm" fw={600}>
                {t('customOrderQuote.fromDesigner')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {quote.message}
              </Text>
            </>
          )}
        </Stack>
      </SimpleGrid>
    </Card>
  );
}

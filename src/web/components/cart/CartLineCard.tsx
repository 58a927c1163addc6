import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { VersionedPriceTable } from '../../../shared/pricing/price-table';
import { quote } from '../../../shared/pricing/quote';
import { PRODUCTS, type StickerOptions } from '../../../shared/sticker';
import type { CartLine } from '../../api/cart';
import { formatPrice } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { PriceOptionsPicker } from '../pricing/PriceOptionsPicker';
import { quoteErrorText } from '../pricing/quoteErrorText';
import { ProofFactsList, ProofPicture } from './CartProof';
import { ProofLayout } from './ProofLayout';

/**
 * One cart line: its proof (the server's, for the options it holds), its options (editable, priced live
 * with the shared quote), unit and line price; while a change is being saved, and when the server refused
 * one (the line is then as it was), a note says so.
 */
export function CartLineCard({
  line,
  options,
  priced,
  onChange,
  onRemove,
  saving,
  refused,
  children,
}: {
  line: CartLine;
  options: StickerOptions;
  priced: VersionedPriceTable;
  onChange: (next: StickerOptions) => void;
  onRemove: () => void;
  /** A change is on its way to the server: the proof shown is still the old one. */
  saving: boolean;
  /** Why the server refused the last change (already translated). */
  refused: string | null;
  /** Shown under the proof: what else the shopper should know about this line (its print resolution). */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const result = quote(options, priced);
  const details = (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} truncate="end">
          {line.designName}
        </Text>
        <Button variant="subtle" color="red" size="xs" onClick={onRemove} data-testid="cart-remove">
          {t('cart.remove')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t(PRODUCTS[line.options.product].made === 'vinyl' ? 'cart.proofCaptionDecal' : 'cart.proofCaption')}
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
  );
  return (
    <Paper withBorder p="md" radius="md" data-testid="cart-line">
      <Stack gap="md">
        {line.proofUrl ? (
          <ProofLayout
            picture={<ProofPicture url={line.proofUrl} name={line.designName} facts={line.proofFacts} options={line.options} />}
            facts={<ProofFactsList facts={line.proofFacts} options={line.options} />}
          >
            {details}
          </ProofLayout>
        ) : (
          details
        )}
        {saving ? (
          <Text size="xs" c="dimmed" data-testid="cart-line-saving">
            {t('cart.savingChanges')}
          </Text>
        ) : null}
        {refused ? (
          <Alert color="red" data-testid="cart-line-refused">
            {t('cart.lineRefused', { reason: refused })}
          </Alert>
        ) : null}
        {line.designChanged ? <Alert color="yellow">{t('cart.designChanged')}</Alert> : null}
        {children}
        <PriceOptionsPicker priced={priced} value={options} onChange={onChange} aspectRatio={line.options.widthIn / line.options.heightIn} hideSummary />
      </Stack>
    </Paper>
  );
}

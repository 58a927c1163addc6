import { Alert, Button, Card, FileButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { OrderItem } from '../../../shared/api/orders';
import { GOOD_DPI, POOR_DPI } from '../../../shared/design/image-dpi';
import { useTranslation } from '../../translation/useTranslation';
import { ProofPicture } from '../cart/CartProof';
import { describeOptions } from './format';

/** What replacement art may be: the formats upload-to-order takes (images, SVG, PDF). */
const ART_TYPES = 'image/png,image/jpeg,image/webp,image/svg+xml,application/pdf,.ai';

/**
 * One line of an order on hold: the proof the shop held, the new proof of a replacement once sent (with
 * its print resolution at the ordered size), and the button to send (another) replacement.
 */
export function HoldLine({ item, n, many, busy, onReplace }: { item: OrderItem; n: number; many: boolean; busy: string | null; onReplace: (file: File) => void }) {
  const { t } = useTranslation();
  const name = describeOptions(item.options, t);
  const replacement = item.replacementProof;
  const dpi = replacement?.printDpi ?? null;
  return (
    <Card withBorder padding="sm" data-testid={`hold-line-${n}`}>
      <Text size="sm" fw={600} mb="xs">
        {many ? t('orders.hold.line', { n, name }) : name}
      </Text>
      <SimpleGrid cols={replacement ? 2 : 1} spacing="sm" maw={replacement ? 520 : 260}>
        {item.proofUrl && (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('orders.hold.heldProof')}
            </Text>
            <ProofPicture url={item.proofUrl} name={name} alt={t('orders.proofAlt', { n })} facts={item.proofFacts} options={item.options} />
          </Stack>
        )}
        {replacement && (
          <Stack gap={4} data-testid="hold-new-proof">
            <Text size="xs" c="teal.9" fw={600}>
              {t('orders.hold.newProof')}
            </Text>
            <ProofPicture url={replacement.url} name={name} alt={t('orders.hold.newProofAlt', { n })} facts={replacement.facts} options={item.options} />
          </Stack>
        )}
      </SimpleGrid>
      {dpi !== null && dpi < GOOD_DPI && (
        <Alert color={dpi < POOR_DPI ? 'red' : 'yellow'} p="xs" mt="sm" data-testid="hold-new-proof-dpi">
          <Text size="xs">{t(dpi < POOR_DPI ? 'preview.dpi.veryLow' : 'preview.dpi.low', { name: t('orders.hold.yourArt'), dpi })}</Text>
        </Alert>
      )}
      <Group mt="sm">
        <FileButton accept={ART_TYPES} onChange={(file) => file && onReplace(file)}>
          {(props) => (
            <Button
              {...props}
              size="sm"
              variant={replacement ? 'default' : 'filled'}
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={busy === `upload-${item.id}`}
              disabled={!!busy}
            >
              {replacement ? t('orders.hold.uploadAgain') : t('orders.hold.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Card>
  );
}

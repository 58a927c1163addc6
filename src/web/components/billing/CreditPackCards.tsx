import { Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { CREDIT_PACKS, type CreditPack } from '../../../shared/plans';
import { formatNumber, formatPrice } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** SPEC §9 credit packs with a buy button each. */
export function CreditPackCards({ onBuy, busy }: { onBuy: (pack: CreditPack) => void; busy: string | null }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {CREDIT_PACKS.map((pack) => (
        <Card key={pack.id} data-testid={`pack-${pack.id}`}>
          <Title order={3} fz="lg">
            {t(`pricing.packs.${pack.id}`)}
          </Title>
          <Text mt="xs">{t('pricing.packCredits', { formatted: formatNumber(pack.credits, lng) })}</Text>
          <Button
            mt="md"
            fullWidth
            leftSection={<IconCoins size={16} aria-hidden />}
            loading={busy === `pack-${pack.id}`}
            disabled={busy !== null && busy !== `pack-${pack.id}`}
            onClick={() => onBuy(pack)}
          >
            {t('billing.buy', { price: formatPrice(pack.price, lng) })}
          </Button>
        </Card>
      ))}
    </SimpleGrid>
  );
}

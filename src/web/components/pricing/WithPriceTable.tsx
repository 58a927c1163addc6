import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { VersionedPriceTable } from '../../../shared/pricing/price-table';
import { useCurrentPriceTable } from '../../api/queries';
import { useTranslation } from '../../translation/useTranslation';

/** Renders its children with the current price table once it is in; a loader, or the error with a retry, before. */
export function WithPriceTable({ children }: { children: (priced: VersionedPriceTable) => ReactNode }) {
  const { t } = useTranslation();
  const current = useCurrentPriceTable();
  if (current.data) return <>{children(current.data)}</>;
  if (current.isError) {
    return (
      <Alert color="red" variant="light" title={t('stickerPrices.table.error')}>
        <Button size="xs" variant="light" color="red" onClick={() => current.refetch()}>
          {t('stickerPrices.table.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <Loader />
        <Text size="sm" c="dimmed">
          {t('stickerPrices.table.loading')}
        </Text>
      </Stack>
    </Center>
  );
}

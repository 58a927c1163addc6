import { Alert, Button, Center, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CatalogItem, CatalogListResponse } from '../../api/catalog';
import { errorMessage } from '../../api/errors';
import { useTranslation } from '../../translation/useTranslation';
import { CatalogCardSkeleton } from './CatalogCard';

interface CatalogGridProps {
  list: { data?: CatalogListResponse; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; isFetching: boolean };
  renderItem: (item: CatalogItem) => ReactNode;
  onPage: (page: number) => void;
  onClear: () => void;
}

/** The gallery's grid with loading, error, empty and paging states. */
export function CatalogGrid({ list, renderItem, onPage, onClear }: CatalogGridProps) {
  const { t } = useTranslation();
  if (list.isError && !list.data) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('library.gallery.loadFailed')}>
        <Text size="sm" mb="xs">
          {errorMessage(list.error, t)}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => list.refetch()}>
          {t('library.gallery.retry')}
        </Button>
      </Alert>
    );
  }
  const data = list.data;
  if (!data) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
        {[0, 1, 2, 3, 4, 5, 6, 7].map((n) => (
          <CatalogCardSkeleton key={n} />
        ))}
      </SimpleGrid>
    );
  }
  if (data.items.length === 0) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs" c="dimmed">
          <IconMoodEmpty size={40} stroke={1.3} aria-hidden />
          <Text>{t('library.gallery.empty')}</Text>
          <Button variant="light" size="xs" onClick={onClear}>
            {t('library.gallery.clearFilters')}
          </Button>
        </Stack>
      </Center>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('library.gallery.count', { count: data.total })}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" data-testid="catalog-grid" style={{ opacity: list.isFetching ? 0.7 : 1 }}>
        {data.items.map(renderItem)}
      </SimpleGrid>
      {pages > 1 && (
        <Center>
          <Pagination total={pages} value={data.page} onChange={onPage} getControlProps={(control) => ({ 'aria-label': t(`library.gallery.page.${control}`) })} />
        </Center>
      )}
    </Stack>
  );
}

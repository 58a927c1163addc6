import { Alert, Button, EmptyState, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ShowcaseListQuery } from '../../../shared/api/community';
import { communityErrorMessage, useShowcaseGrid } from '../../api/community';
import { useTranslation } from '../../translation/useTranslation';
import { ShowcaseCardView } from './ShowcaseCardView';

/** Placeholders while the first page loads. */
const SKELETONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];

type GridQuery = Omit<ShowcaseListQuery, 'cursor' | 'limit'>;

/** A paged grid of showcase items ("Load more" asks the next keyset page), with skeletons and an empty state. */
export function ShowcaseGrid({ query, empty }: { query: GridQuery; empty: { title: string; text: string; action?: ReactNode } }) {
  const { t } = useTranslation();
  const grid = useShowcaseGrid(query);
  const items = grid.data?.pages.flatMap((p) => p.items) ?? [];
  const columns = { base: 1, xs: 2, md: 3, lg: 4 };
  if (grid.error)
    return (
      <Alert color="red" role="alert">
        {communityErrorMessage(grid.error, t)}
      </Alert>
    );
  if (grid.isPending)
    return (
      <SimpleGrid cols={columns} aria-busy="true" aria-label={t('common.loading')}>
        {SKELETONS.map((id) => (
          <Skeleton key={id} h={250} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (items.length === 0)
    return (
      <Paper withBorder p={{ base: 'lg', sm: 48 }}>
        <EmptyState variant="light" icon={<IconPhoto size={32} aria-hidden />} title={empty.title} description={empty.text}>
          {empty.action && <EmptyState.Actions>{empty.action}</EmptyState.Actions>}
        </EmptyState>
      </Paper>
    );
  return (
    <Stack gap="lg">
      <SimpleGrid cols={columns} spacing="md" data-testid="showcase-grid">
        {items.map((item) => (
          <ShowcaseCardView key={item.id} item={item} />
        ))}
      </SimpleGrid>
      {grid.hasNextPage && (
        <Button variant="default" onClick={() => void grid.fetchNextPage()} loading={grid.isFetchingNextPage} style={{ alignSelf: 'center' }}>
          {t('showcase.loadMore')}
        </Button>
      )}
    </Stack>
  );
}

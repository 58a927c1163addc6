import { Alert, Button, CloseButton, EmptyState, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconFolder, IconPalette, IconPhotoAi, IconPlus, IconSearch, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { latestUsage, mergeDesignPages } from '../../api/designPaging';
import { type DesignSummary, savedDesignLimitOf, useDeleteDesign, useDesignList, useDuplicateDesign, useRenameDesign, useToggleFavorite } from '../../api/designs';
import { errorMessage } from '../../api/errors';
import { notify } from '../../components/notify';
import { whenModalsReady } from '../../components/overlays/modalsReady';
import { PageHeader } from '../../components/PageHeader';
import { formatNumber } from '../../i18n';
import { newDesignLink } from '../../persistence/editingDesign';
import { useTranslation } from '../../translation/useTranslation';
import { DesignCard, DesignCardSkeleton } from './projects/DesignCard';
import { RenameDesignModal } from './projects/RenameDesignModal';

const SEARCH_DEBOUNCE_MS = 300;
const SKELETONS = 8;

/** /account/projects: the user's saved designs, newest first, with search, favourites and paging. */
export function ProjectsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const favoritesOnly = params.get('filter') === 'favorites';
  const filtered = !!debounced || favoritesOnly;

  const list = useDesignList({ search: debounced || undefined, favorite: favoritesOnly ? true : undefined });
  const designs = mergeDesignPages(list.data?.pages);
  const usage = latestUsage(list.data?.pages);

  const [limitError, setLimitError] = useState<number | null>(null);
  const [renaming, setRenaming] = useState<DesignSummary | null>(null);
  const rename = useRenameDesign();
  const favorite = useToggleFavorite();
  const duplicate = useDuplicateDesign();
  const remove = useDeleteDesign();

  const setParam = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const onSearch = (value: string) => {
    setSearch(value);
    setParam('q', value.trim() || null);
  };

  const failed = (error: unknown) => {
    const limit = savedDesignLimitOf(error);
    if (limit) setLimitError(limit.limit);
    else notify('error', errorMessage(error, t));
  };

  const toggleFavorite = (design: DesignSummary) => {
    setLimitError(null);
    favorite.mutate({ id: design.id, isFavorite: !design.isFavorite }, { onError: failed });
  };

  const onDuplicate = (design: DesignSummary) =>
    duplicate.mutate({ id: design.id }, { onSuccess: (copy) => notify('success', t('designs.duplicated', { name: copy.name })), onError: failed });

  const onDelete = (design: DesignSummary) =>
    whenModalsReady((modals) =>
      modals.openConfirmModal({
        title: t('designs.deleteTitle'),
        centered: true,
        closeButtonProps: { 'aria-label': t('common.close') },
        children: <Text size="sm">{t('designs.deleteConfirm', { name: design.name })}</Text>,
        labels: { confirm: t('designs.delete'), cancel: t('common.cancel') },
        confirmProps: { color: 'red.9' },
        onConfirm: () => remove.mutate(design.id, { onSuccess: () => notify('success', t('designs.deleted')), onError: failed }),
      }),
    );

  const usageLine = usage
    ? usage.limit === null
      ? t('designs.usageUnlimited', { used: formatNumber(usage.used, i18n.language) })
      : t('designs.usage', { used: formatNumber(usage.used, i18n.language), limit: formatNumber(usage.limit, i18n.language) })
    : null;
  const atLimit = !!usage && usage.limit !== null && usage.used >= usage.limit;
  // With no designs at all there is nothing to search: the empty state stands alone.
  const showToolbar = list.isPending || list.isError || filtered || designs.length > 0;

  return (
    <>
      <PageHeader title={t('projects.title')} description={t('designs.intro')}>
        <Group mt="sm">
          <Button component={Link} to={newDesignLink} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('designs.newDesign')}
          </Button>
        </Group>
      </PageHeader>

      {showToolbar && (
        <Group justify="space-between" align="flex-end" gap="md" mb="md" wrap="wrap">
          <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: '1 1 320px' }}>
            <TextInput
              label={t('designs.searchLabel')}
              placeholder={t('designs.searchPlaceholder')}
              type="search"
              value={search}
              onChange={(e) => onSearch(e.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
              rightSection={search ? <CloseButton size="sm" aria-label={t('designs.clearSearch')} onClick={() => onSearch('')} /> : null}
              style={{ flex: '1 1 220px', maxWidth: 360 }}
              data-testid="design-search"
            />
            <SegmentedControl
              aria-label={t('designs.filterLabel')}
              value={favoritesOnly ? 'favorites' : 'all'}
              onChange={(v) => setParam('filter', v === 'favorites' ? 'favorites' : null)}
              data={[
                { value: 'all', label: t('designs.all') },
                { value: 'favorites', label: t('designs.favorites') },
              ]}
              data-testid="design-filter"
            />
          </Group>
          {usageLine && (
            <Group gap={6} wrap="nowrap">
              <IconStar size={16} aria-hidden color={atLimit ? 'var(--mantine-color-red-9)' : 'var(--mantine-color-dimmed)'} />
              <Text size="sm" c={atLimit ? 'red.9' : 'dimmed'} fw={atLimit ? 600 : undefined} data-testid="design-usage">
                {usageLine}
              </Text>
            </Group>
          )}
        </Group>
      )}

      {limitError !== null && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('designs.limit.title')}
          mb="md"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setLimitError(null)}
          role="alert"
          data-testid="design-limit"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('designs.limit.message', { limit: limitError })}</Text>
            <Button component={Link} to="/pricing" size="xs" variant="filled">
              {t('designs.limit.seePlans')}
            </Button>
          </Stack>
        </Alert>
      )}

      {list.isPending ? (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }} aria-busy="true">
          {Array.from({ length: SKELETONS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <DesignCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      ) : list.isError && designs.length === 0 ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('designs.loadFailed')} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessage(list.error, t)}</Text>
            <Button size="xs" variant="default" onClick={() => void list.refetch()} data-testid="design-retry">
              {t('designs.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : designs.length === 0 ? (
        filtered ? (
          <Paper withBorder p={{ base: 'lg', sm: 48 }}>
            <EmptyState variant="light" icon={<IconSearch size={32} aria-hidden />} title={t('designs.noMatchTitle')} description={t('designs.noMatchText')}>
              <EmptyState.Actions>
                <Button
                  variant="default"
                  onClick={() => {
                    setSearch('');
                    setParams(new URLSearchParams(), { replace: true });
                  }}
                >
                  {t('designs.clearFilters')}
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          </Paper>
        ) : (
          <Paper withBorder p={{ base: 'lg', sm: 48 }} data-testid="designs-empty">
            <EmptyState variant="light" icon={<IconFolder size={32} aria-hidden />} title={t('projects.emptyTitle')} description={t('projects.emptyText')}>
              <EmptyState.Actions>
                <Group justify="center">
                  <Button component={Link} to="/indexHome" leftSection={<IconPalette size={16} aria-hidden />}>
                    {t('projects.startDesign')}
                  </Button>
                  <Button component={Link} to="/image-gen" variant="default" leftSection={<IconPhotoAi size={16} aria-hidden />}>
                    {t('projects.tryAi')}
                  </Button>
                </Group>
              </EmptyState.Actions>
            </EmptyState>
          </Paper>
        )
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }} data-testid="design-grid" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {designs.map((design) => (
              <DesignCard
                key={design.id}
                design={design}
                favoriteBusy={favorite.isPending && favorite.variables?.id === design.id}
                onToggleFavorite={toggleFavorite}
                onRename={setRenaming}
                onDuplicate={onDuplicate}
                onDelete={onDelete}
              />
            ))}
          </SimpleGrid>
          {list.isError && (
            <Alert color="red" mt="md" role="alert">
              <Group justify="space-between">
                <Text size="sm">{t('designs.loadFailed')}</Text>
                <Button size="xs" variant="default" onClick={() => void list.refetch()}>
                  {t('designs.retry')}
                </Button>
              </Group>
            </Alert>
          )}
          {list.hasNextPage && (
            <Group justify="center" mt="xl">
              <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} data-testid="design-load-more">
                {t('designs.loadMore')}
              </Button>
            </Group>
          )}
        </>
      )}

      <RenameDesignModal
        design={renaming}
        busy={rename.isPending}
        onClose={() => setRenaming(null)}
        onSave={(name) => {
          if (!renaming) return;
          rename.mutate(
            { id: renaming.id, name },
            {
              onSuccess: () => {
                setRenaming(null);
                notify('success', t('designs.renamed'));
              },
              onError: failed,
            },
          );
        }}
      />
    </>
  );
}

import { Alert, Button, Group, Pagination, SimpleGrid, Skeleton, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { type CatalogItem, useCatalogList } from '../../../api/catalog';
import { useTranslation } from '../../../translation/useTranslation';
import { useEditorContext } from '../EditorContext';
import { reportError } from '../errors';
import { PanelSection } from './PanelSection';

const PAGE_SIZE = 12;

/**
 * The editor's Templates tab (a lazy chunk): the template gallery in the side panel, so no
 * design has to start from a blank canvas. A click loads the template into the canvas; when the canvas
 * already holds work, the panel asks before replacing it.
 */
export function TemplatesPanel({ onAdded }: { onAdded?: () => void }) {
  const { t } = useTranslation();
  const { editor, focusCanvas } = useEditorContext();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useCatalogList('template', { q: debounced || undefined, page, pageSize: PAGE_SIZE });
  const [pending, setPending] = useState<CatalogItem | null>(null);
  const [loading, setLoading] = useState<string | null>(null);

  async function load(item: CatalogItem) {
    if (!editor) return;
    setPending(null);
    setLoading(item.id);
    try {
      const res = await fetch(item.documentPath, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      await editor.importJson(await res.text());
      focusCanvas();
      onAdded?.();
    } catch (error) {
      reportError(t('templates.panel.failed'), error);
    } finally {
      setLoading(null);
    }
  }

  async function choose(item: CatalogItem) {
    if (!editor) return;
    const current = await editor.getJson();
    if (current.objects.length > 0) setPending(item);
    else await load(item);
  }

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <PanelSection title={t('templates.panel.title')} description={t('templates.panel.intro')}>
      <TextInput
        size="xs"
        aria-label={t('templates.search')}
        placeholder={t('library.gallery.searchPlaceholder')}
        leftSection={<IconSearch size={14} aria-hidden />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      {pending && (
        <Alert variant="light" color="yellow" p="xs" data-testid="templates-panel-confirm">
          <Text size="xs" mb={6}>
            {t('templates.panel.replace', { name: pending.name })}
          </Text>
          <Group gap={6}>
            <Button size="compact-xs" color="yellow" onClick={() => void load(pending)}>
              {t('templates.panel.replaceYes')}
            </Button>
            <Button size="compact-xs" variant="default" onClick={() => setPending(null)}>
              {t('common.cancel')}
            </Button>
          </Group>
        </Alert>
      )}
      {list.isError && !list.data && (
        <Text size="xs" c="red">
          {t('library.gallery.loadFailed')}
        </Text>
      )}
      <SimpleGrid cols={2} spacing="xs" aria-busy={list.isPending}>
        {list.data
          ? list.data.items.map((item) => (
              <UnstyledButton
                key={item.id}
                onClick={() => void choose(item)}
                disabled={!!loading}
                aria-label={t('templates.panel.use', { name: item.name })}
                title={item.name}
                className="ss-template-tile"
                data-testid="templates-panel-item"
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, padding: 4, background: 'white', opacity: loading && loading !== item.id ? 0.5 : 1 }}
              >
                {item.thumbnailUrl ? (
                  <img src={item.thumbnailUrl} alt="" loading="lazy" decoding="async" style={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'contain', display: 'block' }} />
                ) : (
                  <Skeleton style={{ aspectRatio: '1 / 1' }} animate={false} />
                )}
                <Text size="10px" fw={600} lineClamp={1} mt={2} ta="center">
                  {item.name}
                </Text>
              </UnstyledButton>
            ))
          : [0, 1, 2, 3, 4, 5].map((n) => <Skeleton key={n} style={{ aspectRatio: '1 / 1' }} radius="md" />)}
      </SimpleGrid>
      {list.data && list.data.items.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('library.gallery.empty')}
        </Text>
      )}
      {pages > 1 && (
        <Pagination
          size="xs"
          total={pages}
          value={page}
          onChange={setPage}
          siblings={0}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': t(`library.gallery.page.${control}`) })}
        />
      )}
    </PanelSection>
  );
}

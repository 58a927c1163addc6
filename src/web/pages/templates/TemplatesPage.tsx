import { Button, Container, Group, Stack } from '@mantine/core';
import { IconPalette, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type CatalogItem, useCatalogList } from '../../api/catalog';
import { useSession } from '../../api/session';
import { CatalogCard } from '../../components/catalog/CatalogCard';
import { CatalogFilters } from '../../components/catalog/CatalogFilters';
import { CatalogGrid } from '../../components/catalog/CatalogGrid';
import { type CatalogFormTarget, CatalogItemForm } from '../../components/catalog/CatalogItemForm';
import { useCatalogFilters } from '../../components/catalog/useCatalogFilters';
import { PageHeader } from '../../components/PageHeader';
import { useTranslation } from '../../translation/useTranslation';

const PAGE_SIZE = 24;

/** Where a template opens: /template?id=… loads it into the editor as a new design. */
export const templateEditorPath = (item: Pick<CatalogItem, 'id'>) => `/template?id=${encodeURIComponent(item.id)}`;

/**
 * /templates: the template gallery by category and size. "Use this template" opens it in the
 * editor as a new design; designers publish new ones from the editor and edit or retire them here.
 */
export function TemplatesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const designer = !!session && (session.isGraphicDesigner || session.isAdmin);
  const filters = useCatalogFilters(PAGE_SIZE);
  const [showRetired, setShowRetired] = useState(false);
  const list = useCatalogList('template', { ...filters.query, status: designer && showRetired ? 'all' : 'active' });
  const [form, setForm] = useState<CatalogFormTarget | null>(null);

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }}>
      <PageHeader title={t('templates.title')} description={designer ? t('templates.introDesigner') : t('templates.intro')}>
        <Group gap="xs">
          <Button variant="light" leftSection={<IconPalette size={16} aria-hidden />} onClick={() => navigate('/indexHome')}>
            {t('templates.blank')}
          </Button>
          {designer && (
            <Button
              variant={showRetired ? 'filled' : 'default'}
              leftSection={<IconSettings size={16} aria-hidden />}
              onClick={() => setShowRetired((v) => !v)}
              aria-pressed={showRetired}
            >
              {t('library.manage.showRetired')}
            </Button>
          )}
        </Group>
      </PageHeader>
      <CatalogFilters filters={filters} facets={list.data?.facets} searchLabel={t('templates.search')} />
      <CatalogGrid
        list={list}
        onPage={filters.setPage}
        onClear={filters.clear}
        renderItem={(item) => (
          <CatalogCard
            key={item.id}
            item={item}
            onOpen={() => navigate(templateEditorPath(item))}
            actions={
              <Stack gap={6}>
                <Button size="xs" leftSection={<IconPalette size={14} aria-hidden />} onClick={() => navigate(templateEditorPath(item))} data-testid="template-use">
                  {t('templates.use')}
                </Button>
                {designer && (
                  <Button size="xs" variant="subtle" onClick={() => setForm({ mode: 'edit', item })} data-testid="template-edit">
                    {t('library.manage.edit')}
                  </Button>
                )}
              </Stack>
            }
          />
        )}
      />
      <CatalogItemForm kind="template" target={form} onClose={() => setForm(null)} />
    </Container>
  );
}

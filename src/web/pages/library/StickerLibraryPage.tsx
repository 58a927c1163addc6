import { Alert, Button, Container, Group, Stack } from '@mantine/core';
import { IconPalette, IconPlus, IconSettings, IconShoppingCart, IconTag } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { editorPathFor, useCatalogList } from '../../api/catalog';
import { useCurrentPriceTable } from '../../api/queries';
import { useSession } from '../../api/session';
import { CatalogCard } from '../../components/catalog/CatalogCard';
import { CatalogFilters } from '../../components/catalog/CatalogFilters';
import { CatalogGrid } from '../../components/catalog/CatalogGrid';
import { type CatalogFormTarget, CatalogItemForm } from '../../components/catalog/CatalogItemForm';
import { LibraryBuyModal } from '../../components/catalog/LibraryBuyModal';
import { LibraryPriceFrom } from '../../components/catalog/LibraryPriceFrom';
import { useCatalogFilters } from '../../components/catalog/useCatalogFilters';
import { useLinkedItem } from '../../components/catalog/useLinkedItem';
import { PageHeader } from '../../components/PageHeader';
import { useTranslation } from '../../translation/useTranslation';

const PAGE_SIZE = 24;

/**
 * /StickerLibrary: ready-made stickers by category with search and paging; each can be added
 * to the cart at the library prices (its own link: ?item=<id>) or customised (opened in the editor as a
 * new design). Graphic designers and admins also add, edit and retire items here.
 */
export function StickerLibraryPage() {
  const { t } = useTranslation();
  const session = useSession();
  const priced = useCurrentPriceTable().data;
  const navigate = useNavigate();
  const designer = !!session && (session.isGraphicDesigner || session.isAdmin);
  const filters = useCatalogFilters(PAGE_SIZE);
  const [showRetired, setShowRetired] = useState(false);
  const list = useCatalogList('sticker', { ...filters.query, status: designer && showRetired ? 'all' : 'active' });
  const buying = useLinkedItem('sticker');
  const [form, setForm] = useState<CatalogFormTarget | null>(null);

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }}>
      <PageHeader title={t('library.title')} description={t('library.intro')}>
        <Group gap="xs">
          <Button component={Link} to="/StickerLibraryPrice" variant="light" leftSection={<IconTag size={16} aria-hidden />}>
            {t('library.prices')}
          </Button>
          {designer && (
            <>
              <Button
                variant={showRetired ? 'filled' : 'default'}
                leftSection={<IconSettings size={16} aria-hidden />}
                onClick={() => setShowRetired((v) => !v)}
                aria-pressed={showRetired}
              >
                {t('library.manage.showRetired')}
              </Button>
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({ mode: 'new-from-design' })} data-testid="library-add">
                {t('library.manage.add')}
              </Button>
            </>
          )}
        </Group>
      </PageHeader>
      {buying.missing && (
        <Alert color="yellow" mb="md" data-testid="library-linked-missing">
          {t('library.linkedMissing')}
        </Alert>
      )}
      <CatalogFilters filters={filters} facets={list.data?.facets} searchLabel={t('library.search')} />
      <CatalogGrid
        list={list}
        onPage={filters.setPage}
        onClear={filters.clear}
        renderItem={(item) => (
          <CatalogCard
            key={item.id}
            item={item}
            onOpen={() => buying.open(item)}
            price={<LibraryPriceFrom item={item} priced={priced} />}
            actions={
              <Stack gap={6}>
                <Button
                  size="xs"
                  leftSection={<IconShoppingCart size={14} aria-hidden />}
                  onClick={() => buying.open(item)}
                  disabled={item.status !== 'active'}
                  data-testid="library-add-to-cart"
                >
                  {t('library.addToCart')}
                </Button>
                <Button size="xs" variant="light" leftSection={<IconPalette size={14} aria-hidden />} onClick={() => navigate(editorPathFor(item))} data-testid="library-customise">
                  {t('library.customise')}
                </Button>
                {designer && (
                  <Button size="xs" variant="subtle" onClick={() => setForm({ mode: 'edit', item })} data-testid="library-edit">
                    {t('library.manage.edit')}
                  </Button>
                )}
              </Stack>
            }
          />
        )}
      />
      <LibraryBuyModal item={buying.item} onClose={buying.close} />
      <CatalogItemForm kind="sticker" target={form} onClose={() => setForm(null)} />
    </Container>
  );
}

import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { CATALOG_CATEGORIES, type CatalogCategory, parseSizeKey } from '../../../shared/catalog/catalog';
import type { CatalogListResponse } from '../../api/catalog';
import { useTranslation } from '../../translation/useTranslation';
import { useSizeUnit } from '../units/useSizeUnit';
import type { useCatalogFilters } from './useCatalogFilters';

/** Search box, category and size pickers of a gallery; counts come from the server's facets. */
export function CatalogFilters({ filters, facets, searchLabel }: { filters: ReturnType<typeof useCatalogFilters>; facets?: CatalogListResponse['facets']; searchLabel: string }) {
  const { t } = useTranslation();
  const { sizeText } = useSizeUnit();
  const countOf = (list: Array<{ key: string; count: number }> | undefined, key: string) => list?.find((f) => f.key === key)?.count;
  const categories = CATALOG_CATEGORIES.map((c) => {
    const n = countOf(facets?.categories, c);
    return { value: c, label: n === undefined ? t(`library.categories.${c}`) : `${t(`library.categories.${c}`)} (${n})` };
  });
  const sizes = (facets?.sizes ?? []).map((s) => {
    const size = parseSizeKey(s.key);
    return { value: s.key, label: `${size ? sizeText(size.widthIn, size.heightIn) : s.key} (${s.count})` };
  });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="lg">
      <TextInput
        style={{ flex: '1 1 240px' }}
        label={searchLabel}
        placeholder={t('library.gallery.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filters.search}
        onChange={(e) => filters.onSearch(e.currentTarget.value)}
        rightSection={filters.search ? <CloseButton aria-label={t('library.gallery.clearSearch')} onClick={() => filters.onSearch('')} size="sm" /> : null}
        data-testid="catalog-search"
      />
      <Select
        w={{ base: '100%', xs: 200 }}
        label={t('library.gallery.category')}
        placeholder={t('library.gallery.allCategories')}
        data={categories}
        value={filters.query.category ?? null}
        onChange={(v) => filters.setCategory((v as CatalogCategory | null) ?? null)}
        clearable
        data-testid="catalog-category"
      />
      <Select
        w={{ base: '100%', xs: 160 }}
        label={t('library.gallery.sizeLabel')}
        placeholder={t('library.gallery.allSizes')}
        data={sizes}
        value={filters.query.size ?? null}
        onChange={filters.setSize}
        clearable
        data-testid="catalog-size"
      />
    </Group>
  );
}

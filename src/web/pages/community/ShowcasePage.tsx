import { Badge, Button, CloseButton, Container, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SHOWCASE_SORTS, type ShowcaseSort } from '../../../shared/community/limits';
import { useSession } from '../../api/session';
import { PublishDesignModal } from '../../components/community/PublishDesignModal';
import { ShowcaseGrid } from '../../components/community/ShowcaseGrid';
import { PageHeader } from '../../components/PageHeader';
import { useTranslation } from '../../translation/useTranslation';

/** /showcase: the community's designs — newest, popular or from the members you follow — with search and tags. */
export function ShowcasePage() {
  const { t } = useTranslation();
  const viewer = useSession();
  const [params, setParams] = useSearchParams();
  const [publishing, setPublishing] = useState(false);
  const requested = params.get('sort') as ShowcaseSort | null;
  const sort: ShowcaseSort = requested && SHOWCASE_SORTS.includes(requested) && (requested !== 'following' || viewer) ? requested : 'newest';
  const tag = params.get('tag') ?? undefined;
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(search.trim(), 300);
  const change = (key: string, value: string | undefined) =>
    setParams(
      (p) => {
        if (value) p.set(key, value);
        else p.delete(key);
        return p;
      },
      { replace: true },
    );
  const sorts = SHOWCASE_SORTS.filter((s) => s !== 'following' || viewer).map((s) => ({ value: s, label: t(`showcase.sort.${s}`) }));

  return (
    <Container size="xl" py={{ base: 'xl', sm: 48 }}>
      <PageHeader title={t('showcase.title')} description={t('showcase.intro')}>
        <Group gap="sm" mt="xs">
          {viewer ? (
            <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setPublishing(true)} data-testid="open-publish">
              {t('showcase.publish.open')}
            </Button>
          ) : (
            <Button component={Link} to={`/login?redirect=${encodeURIComponent('/showcase')}`} variant="light">
              {t('showcase.signInToPublish')}
            </Button>
          )}
        </Group>
      </PageHeader>
      <Group justify="space-between" mb="lg" gap="sm" wrap="wrap">
        <SegmentedControl data={sorts} value={sort} onChange={(value) => change('sort', value === 'newest' ? undefined : value)} aria-label={t('showcase.sort.label')} />
        <TextInput
          placeholder={t('showcase.search')}
          aria-label={t('showcase.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            change('q', e.currentTarget.value.trim() || undefined);
          }}
          w={{ base: '100%', sm: 280 }}
        />
      </Group>
      {tag && (
        <Group mb="md" gap="xs">
          <Badge size="lg" variant="light" rightSection={<CloseButton size="xs" aria-label={t('showcase.clearTag')} onClick={() => change('tag', undefined)} />}>
            #{tag}
          </Badge>
        </Group>
      )}
      <ShowcaseGrid
        query={{ sort, tag, q: q || undefined }}
        empty={
          sort === 'following'
            ? { title: t('showcase.emptyFollowingTitle'), text: t('showcase.emptyFollowingText') }
            : { title: t('showcase.emptyTitle'), text: t('showcase.emptyText') }
        }
      />
      {viewer && <PublishDesignModal opened={publishing} onClose={() => setPublishing(false)} />}
    </Container>
  );
}

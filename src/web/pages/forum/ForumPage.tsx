import { Anchor, Button, Chip, Container, Group, ScrollArea, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FORUM_CATEGORY_IDS, type ForumCategoryId } from '../../../shared/api/forum';
import { useSession } from '../../api/session';
import { NewThreadForm } from '../../components/forum/NewThreadForm';
import { ThreadList } from '../../components/forum/ThreadList';
import { ThreadView } from '../../components/forum/ThreadView';
import { PageHeader } from '../../components/PageHeader';
import { useTranslation } from '../../translation/useTranslation';

const isCategory = (value: string | null): value is ForumCategoryId => !!value && (FORUM_CATEGORY_IDS as readonly string[]).includes(value);

/**
 * /forum (SPEC §2): the categories and their threads; `?thread=<id>&page=<n>` shows one thread (the
 * SPEC gives the forum one route, so a thread is a view of it).
 */
export function ForumPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const [writing, setWriting] = useState(false);
  const threadId = params.get('thread');
  const pageParam = params.get('page');
  const category = isCategory(params.get('category')) ? (params.get('category') as ForumCategoryId) : null;

  if (threadId) {
    const page = pageParam === 'last' ? 'last' : Math.max(1, Number(pageParam) || 1);
    return (
      <Container size="md" py={{ base: 'lg', sm: 40 }}>
        <ThreadView key={threadId} threadId={threadId} page={page} />
      </Container>
    );
  }

  const choose = (value: string) => setParams(value === 'all' ? {} : { category: value });
  return (
    <Container size="md" py={{ base: 'xl', sm: 48 }}>
      <PageHeader title={t('forum.title')} description={t('forum.intro')}>
        <Group mt="sm">
          {session ? (
            !writing && (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setWriting(true)}>
                {t('forum.newThread.button')}
              </Button>
            )
          ) : (
            <Button component={Link} to="/login?redirect=%2Fforum" variant="light">
              {t('forum.signIn')}
            </Button>
          )}
          {session?.isAdmin && (
            <Anchor component={Link} to="/admin/reports">
              {t('forum.reviewReports')}
            </Anchor>
          )}
        </Group>
      </PageHeader>
      {writing && session && (
        <NewThreadForm initialCategory={category} isAdmin={session.isAdmin} onCancel={() => setWriting(false)} onCreated={(id) => navigate(`/forum?thread=${id}`)} />
      )}
      <ScrollArea type="never" mb="md">
        <Chip.Group multiple={false} value={category ?? 'all'} onChange={(value) => choose(value as string)}>
          <Group gap="xs" wrap="nowrap" role="group" aria-label={t('forum.list.categories')}>
            <Chip value="all">{t('forum.list.all')}</Chip>
            {FORUM_CATEGORY_IDS.map((id) => (
              <Chip key={id} value={id}>
                {t(`forum.categories.${id}.name`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea>
      {category && (
        <Text c="dimmed" mb="md">
          {t(`forum.categories.${category}.description`)}
        </Text>
      )}
      <ThreadList category={category} />
    </Container>
  );
}
